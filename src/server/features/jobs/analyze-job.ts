import { randomUUID } from 'node:crypto'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import type { AnalyzeJobRequest } from '#shared/jobs/jobs.contract.ts'
import type { ExtractedJob, JobPosting } from '#shared/jobs/job.schema.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { intakeUrl } from '#server/features/jobs/intake/intake-url.ts'
import { saveJobPosting, toJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { READ_JOB_PAGE } from '#server/features/jobs/read-job-task.ts'
import { resolveProfile } from '#server/features/profile/find-profile.ts'
import { trackNewJob } from '#server/features/tracker/tracker-repository.ts'
import { SCORE_JOB_MATCH } from '#server/workers/compute.ts'

export type AnalyzeJobOptions = { deps: AppDeps; request: AnalyzeJobRequest }

function pastedSourceUrl(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
}

/** A posting link or pasted posting text → the stored job analysis with insights and match score. */
export async function analyzeJob({ deps, request }: AnalyzeJobOptions): Promise<JobPosting> {
  const userId = request.userId || DEFAULT_USER_ID
  const job: ExtractedJob = request.description
    ? await deps.compute.run(READ_JOB_PAGE, {
        from: 'text',
        text: request.description,
        context: { sourceUrl: pastedSourceUrl(request.url) },
      })
    : await intakeUrl({
        url: request.url ?? '',
        fetchOptions: { allowPrivate: deps.env.ALLOW_PRIVATE_URLS, resolveHost: deps.resolveHost },
        readJob: (source) => deps.compute.run(READ_JOB_PAGE, source),
      })
  const profile = await resolveProfile({ db: deps.database.db, userId, profileId: request.profileId })
  // Insights come from the configured engine; if a remote model fails, the posting is still worth
  // storing, with the local engine's grounded insights instead.
  const { authenticInsights } = await deps.careerEngine
    .analyzeJob({ job })
    .catch(() => deps.compute.localEngine.analyzeJob({ job }))
  const match = await deps.compute.run(SCORE_JOB_MATCH, { job, profile })
  const row = await saveJobPosting({
    db: deps.database.db,
    id: randomUUID(),
    userId,
    profileId: profile.id,
    job,
    authenticInsights,
    match,
  })
  await trackNewJob(deps.database.db, { userId, jobPostingId: row.id, at: row.analyzedDate })
  return toJobPosting(row)
}
