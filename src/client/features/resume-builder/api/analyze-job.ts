import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { AnalyzeJobResponseSchema, type AnalyzeJobRequest } from '#shared/jobs/jobs.contract.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { requestJson } from '#client/lib/api-client.ts'

export type AnalyzeJobInput = { url: string } | { description: string }

/**
 * POST /api/jobs/analyze. The main button sends the user id; the Generate Resume shortcut is the
 * spec's "second use" and sends only the url (`withUserId: false`).
 */
export async function analyzeJob(
  input: AnalyzeJobInput,
  { withUserId = true }: { withUserId?: boolean } = {},
): Promise<JobPosting> {
  const body: AnalyzeJobRequest = withUserId ? { ...input, userId: DEFAULT_USER_ID } : { ...input }
  const answer = await requestJson('/api/jobs/analyze', AnalyzeJobResponseSchema, { method: 'POST', body })
  return answer.jobPosting
}
