import { eq } from 'drizzle-orm'

import { AppError } from '#shared/errors.ts'
import type { PersonalInfo } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings } from '#server/db/schema.ts'
import { getActiveProfile, getProfile } from '#server/features/profile/profile-repository.ts'

/** Everything a document layout needs, read once per request. */
export type DocumentData = {
  applicationId: string
  fullName: string
  /** Email, phone, location and LinkedIn, in that order, only the ones the profile has. */
  contactItems: string[]
  /** The person's current role, for document metadata. */
  headline: string
  company: string | null
  jobTitle: string | null
  createdAt: Date
  resumeText: string
  coverLetterText: string
}

export type LoadDocumentDataOptions = { db: Db; applicationId: string }

export function contactItemsOf(
  info: Pick<PersonalInfo, 'email' | 'phone' | 'location' | 'linkedin'>,
): string[] {
  const linkedin = info.linkedin?.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')
  return [info.email, info.phone, info.location, linkedin].map((item) => item?.trim() ?? '').filter(Boolean)
}

/** Reads the application, its job posting and the profile it was written from. */
export async function loadDocumentData({
  db,
  applicationId,
}: LoadDocumentDataOptions): Promise<DocumentData> {
  const [row] = await db
    .select({ application: applications, company: jobPostings.company, jobTitle: jobPostings.title })
    .from(applications)
    .leftJoin(jobPostings, eq(applications.jobPostingId, jobPostings.id))
    .where(eq(applications.id, applicationId))
    .limit(1)
  if (!row)
    throw new AppError('APPLICATION_NOT_FOUND', { message: `Application ${applicationId} was not found.` })
  const { application } = row

  // An application written from a profile that was later deleted keeps its text but loses the
  // header: never put somebody else's name on it. Without a recorded profile, it was the active one.
  const profile = application.profileId
    ? await getProfile(db, application.profileId)
    : await getActiveProfile(db, application.userId)
  const info = profile?.personalInfo
  return {
    applicationId: application.id,
    fullName: info?.fullName.trim() ?? '',
    contactItems: info ? contactItemsOf(info) : [],
    headline: info?.currentRole.trim() ?? '',
    company: row.company?.trim() || null,
    jobTitle: row.jobTitle?.trim() || null,
    createdAt: application.createdAt,
    resumeText: application.resumeContent,
    coverLetterText: application.coverLetter,
  }
}
