import { DEFAULT_USER_ID } from '#shared/constants.ts'
import type {
  GenerateApplicationRequest,
  GenerateApplicationResponse,
} from '#shared/applications/applications.contract.ts'
import { AppError } from '#shared/errors.ts'
import { saveApplication } from '#server/features/applications/application-repository.ts'
import { loadJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { READ_JOB_PAGE } from '#server/features/jobs/read-job-task.ts'
import { resolveProfile } from '#server/features/profile/find-profile.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { SCORE_JOB_MATCH } from '#server/workers/compute.ts'

export type GenerateApplicationOptions = {
  deps: AppDeps
  request: GenerateApplicationRequest
  onProgress?: (percent: number, stage: string) => void
  signal?: AbortSignal
}

/** Tailors resume, cover letter and variations to one job from one profile, and stores them. */
export async function generateApplication({
  deps,
  request,
  onProgress,
  signal,
}: GenerateApplicationOptions): Promise<GenerateApplicationResponse> {
  const db = deps.database.db
  const userId = request.userId ?? DEFAULT_USER_ID
  const profile = await resolveProfile({ db, userId, profileId: request.profileId })

  let job = request.jobPostingId ? await loadJobPosting(db, userId, request.jobPostingId) : null
  if (request.jobPostingId && !job) throw new AppError('JOB_NOT_FOUND')
  if (!job) {
    if (request.jobDescription.trim().length < 50)
      throw new AppError('VALIDATION_FAILED', {
        message: 'Send a jobPostingId or at least 50 characters of the posting as jobDescription.',
        issues: [{ path: 'body.jobDescription', message: 'Too short' }],
      })
    // The same reading as the job analysis: pasted text that is not a posting is refused, never guessed.
    job = await deps.compute.run(READ_JOB_PAGE, {
      from: 'text',
      text: request.jobDescription,
      context: { sourceUrl: request.jobUrl ?? null },
    })
  }
  onProgress?.(5, 'Loaded your profile and the job')

  const match = await deps.compute.run(SCORE_JOB_MATCH, { job, profile })
  const generated = await deps.careerEngine.generateApplication({
    job,
    profile,
    communicationStyle: request.communicationStyle,
    speed: request.processingSpeed,
    onProgress,
    signal,
  })
  if (signal?.aborted) throw new AppError('GENERATION_FAILED', { message: 'Generation was cancelled.' })

  const applicationId = await saveApplication({
    db,
    userId,
    jobPostingId: request.jobPostingId ?? null,
    profileId: profile.id,
    communicationStyle: request.communicationStyle,
    processingSpeed: request.processingSpeed,
    match,
    generated,
  })
  onProgress?.(100, 'Saved to your recent work')
  return { applicationId, ...generated, matchScore: match.score, match }
}
