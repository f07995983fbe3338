import { DEFAULT_USER_ID, INDUSTRIES, type Industry } from '#shared/constants.ts'
import type { IndustryInsights } from '#shared/insights/insights.schema.ts'
import type { IndustryInsightsRequest } from '#shared/insights/insights.contract.ts'
import { loadJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { getActiveProfile } from '#server/features/profile/profile-repository.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

/** Industry news, three hot topics and a skills mapping for one posting and the active profile. */
export async function getIndustryInsights({
  deps,
  request,
}: {
  deps: AppDeps
  request: IndustryInsightsRequest
}): Promise<IndustryInsights> {
  const db = deps.database.db
  const userId = request.userId ?? DEFAULT_USER_ID
  const job = request.jobPostingId ? await loadJobPosting(db, userId, request.jobPostingId) : null
  const profile = await getActiveProfile(db, userId)
  const industry = (INDUSTRIES as readonly string[]).includes(request.industry ?? '')
    ? (request.industry as Industry)
    : job?.industry
  return deps.careerEngine.industryInsights({
    jobDescription: request.jobDescription || job?.description || '',
    company: request.company || job?.company || '',
    role: request.role || job?.title || '',
    industry,
    requirements: job ? [...job.requirements, ...job.skills] : [],
    profile,
  })
}
