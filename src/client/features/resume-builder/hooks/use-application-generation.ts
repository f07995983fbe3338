import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type Dispatch } from 'react'

import { DEFAULT_USER_ID, type CommunicationStyle, type ProcessingSpeed } from '#shared/constants.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { generateApplication } from '#client/features/resume-builder/api/generate-application.ts'
import type { WorkflowAction } from '#client/features/resume-builder/lib/workflow.ts'
import { ApiError, describeApiError } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export type UseApplicationGenerationOptions = {
  dispatch: Dispatch<WorkflowAction>
  communicationStyle: CommunicationStyle
  processingSpeed: ProcessingSpeed
}

/** Writing the resume and cover letter for a job: progress, cancel, and the toasts of spec section 4. */
export function useApplicationGeneration({
  dispatch,
  communicationStyle,
  processingSpeed,
}: UseApplicationGenerationOptions) {
  const queryClient = useQueryClient()
  const generation = useRef<AbortController | null>(null)
  useEffect(() => () => generation.current?.abort(), [])

  async function generate(job: JobPosting, origin: 'input' | 'personalization') {
    const controller = new AbortController()
    generation.current = controller
    dispatch({ type: 'generationStarted', origin })
    try {
      const result = await generateApplication({
        body: {
          jobDescription: job.description,
          communicationStyle,
          processingSpeed,
          userId: DEFAULT_USER_ID,
          jobUrl: job.sourceUrl ?? job.url ?? undefined,
          jobPostingId: job.id,
        },
        signal: controller.signal,
        onProgress: ({ percent, stage }) => dispatch({ type: 'generationProgress', percent, stage }),
      })
      if (controller.signal.aborted) return
      dispatch({ type: 'generationSucceeded', result })
      toast({
        title: 'Enhanced Resume Generated Successfully',
        description: `Profile match: ${result.matchScore}%`,
      })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recentWork.list() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userJobs() }),
      ])
    } catch (error) {
      // Cancel already returned the screen to personalization; an abort is not a failure.
      if (controller.signal.aborted) return
      dispatch({ type: 'generationStopped' })
      toast({
        title: 'Generation Failed',
        description: describeGenerationError(error),
        variant: 'destructive',
      })
    } finally {
      if (generation.current === controller) generation.current = null
    }
  }

  /** Stops a running generation without a failure toast. */
  function abort() {
    generation.current?.abort()
    generation.current = null
  }

  function cancel() {
    abort()
    dispatch({ type: 'generationStopped' })
  }

  return { generate, cancel, abort }
}

/** Input the server refuses (400/422) needs different input; anything else may pass on a retry. */
function describeGenerationError(error: unknown): string {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 422)
  if (refused) return `${describeApiError(error)} Please try again with different inputs.`
  return error instanceof Error && error.message ? describeApiError(error) : 'Please try again.'
}
