import { AppError } from '#shared/errors.ts'
import type { JsonResume } from '#server/features/documents/json-resume/json-resume.schema.ts'
import type { Db } from '#server/db/client.ts'
import { profileToJsonResume } from '#server/features/documents/json-resume/profile-to-json-resume.ts'
import { getProfile } from '#server/features/profile/profile-repository.ts'

export type ExportJsonResumeOptions = { db: Db; profileId: string }

/** A profile as a JSON Resume document, plus the file name to save it under. */
export async function exportJsonResume({
  db,
  profileId,
}: ExportJsonResumeOptions): Promise<{ resume: JsonResume; fileName: string }> {
  const profile = await getProfile(db, profileId)
  if (!profile) throw new AppError('PROFILE_NOT_FOUND', { message: `Profile ${profileId} was not found.` })
  const resume = profileToJsonResume(profile)
  const base = (profile.personalInfo.fullName || profile.name)
    .trim()
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, '-')
  return { resume, fileName: `${base ? `${base}-` : ''}resume.json` }
}
