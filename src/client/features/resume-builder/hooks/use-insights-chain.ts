import { useState, type Dispatch, type RefObject } from 'react'

import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { getIndustryInsights } from '#client/features/resume-builder/api/industry-insights.ts'
import { getSkillsMapping } from '#client/features/resume-builder/api/skills-mapping.ts'
import type { WorkflowAction } from '#client/features/resume-builder/lib/workflow.ts'
import { ApiError, describeApiError } from '#client/lib/api-client.ts'

export type UseInsightsChainOptions = {
  dispatch: Dispatch<WorkflowAction>
  /** The job on screen; answers for another job (the user moved on) are dropped. */
  currentJobId: RefObject<string | null>
}

/** The personalization step's industry insights and skills mapping calls, with their toasts. */
export function useInsightsChain({ dispatch, currentJobId }: UseInsightsChainOptions) {
  const [isInsightsPending, setInsightsPending] = useState(false)
  const [isMappingPending, setMappingPending] = useState(false)

  async function runMapping(job: JobPosting) {
    setMappingPending(true)
    try {
      const mappings = await getSkillsMapping(job)
      if (currentJobId.current !== job.id) return
      dispatch({ type: 'mappingsLoaded', mappings })
      toast({
        title: 'Skills Mapping Complete',
        description: `${mappings.length} requirement${mappings.length === 1 ? '' : 's'} mapped to your profile.`,
      })
    } catch {
      if (currentJobId.current === job.id)
        toast({
          title: 'Skills Mapping Failed',
          description: 'Unable to generate skills mapping',
          variant: 'destructive',
        })
    } finally {
      setMappingPending(false)
    }
  }

  /** Spec section 4: industry insights first; once they exist (or the fallback topics), the mapping runs. */
  async function runInsights(job: JobPosting, { thenMapping }: { thenMapping: boolean }) {
    setInsightsPending(true)
    try {
      const insights = await getIndustryInsights(job)
      if (currentJobId.current !== job.id) return
      dispatch({ type: 'insightsLoaded', insights })
      toast({
        title: 'Industry Insights Generated Successfully',
        description: `${insights.hotTopics.length + insights.industryNews.length} insights for ${insights.industry}.`,
      })
    } catch (error) {
      if (currentJobId.current !== job.id) return
      dispatch({ type: 'insightsFailed' })
      toast({
        title: 'Industry Insights Failed',
        description:
          error instanceof ApiError
            ? describeApiError(error)
            : 'Unable to generate industry insights. Using general topics.',
        variant: 'destructive',
      })
    } finally {
      setInsightsPending(false)
    }
    if (thenMapping && currentJobId.current === job.id) await runMapping(job)
  }

  return { isInsightsPending, isMappingPending, runInsights, runMapping }
}
