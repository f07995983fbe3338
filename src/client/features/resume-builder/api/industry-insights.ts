import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  IndustryInsightsResponseSchema,
  type IndustryInsightsRequest,
  type IndustryInsightsResponse,
} from '#shared/insights/insights.contract.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/resumes/industry-insights for the analysed posting (the helper adds the cache-buster and no-cache headers). */
export async function getIndustryInsights(job: JobPosting): Promise<IndustryInsightsResponse> {
  const body: IndustryInsightsRequest = {
    jobDescription: job.description,
    company: job.company,
    role: job.title,
    jobUrl: job.sourceUrl ?? job.url ?? undefined,
    industry: job.industry,
    userId: DEFAULT_USER_ID,
    jobPostingId: job.id,
  }
  // A body that is not the agreed JSON is a failure too (spec section 5): parse() throws.
  return await requestJson('/api/resumes/industry-insights', IndustryInsightsResponseSchema, {
    method: 'POST',
    body,
  })
}
