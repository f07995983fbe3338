import { DEFAULT_USER_ID, DEFAULT_PROCESSING_SPEED } from '#shared/constants.ts'
import { AppError } from '#shared/errors.ts'
import type { SkillMapping } from '#shared/insights/insights.schema.ts'
import type { SkillsMappingRequest } from '#shared/insights/insights.contract.ts'
import { loadJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { resolveProfile } from '#server/features/profile/find-profile.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

/** Each job requirement against the person's evidence, with a computed strength. */
export async function mapJobSkills({
  deps,
  request,
}: {
  deps: AppDeps
  request: SkillsMappingRequest
}): Promise<SkillMapping[]> {
  const db = deps.database.db
  const userId = request.userId ?? DEFAULT_USER_ID
  const profile = await resolveProfile({ db, userId, profileId: request.profileId })
  const job = request.jobPostingId ? await loadJobPosting(db, userId, request.jobPostingId) : null
  const requirements =
    request.jobRequirements.length > 0
      ? request.jobRequirements
      : job
        ? [...job.skills, ...job.requirements]
        : []
  if (requirements.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Send jobRequirements or a jobPostingId.',
      issues: [{ path: 'body.jobRequirements', message: 'Empty' }],
    })
  return deps.careerEngine.skillsMapping({
    jobTitle: request.jobTitle || job?.title || '',
    jobRequirements: requirements,
    profile,
    speed: DEFAULT_PROCESSING_SPEED,
  })
}
