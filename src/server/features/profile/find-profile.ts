import { AppError } from '#shared/errors.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { getActiveProfile, getProfile } from '#server/features/profile/profile-repository.ts'

export type FindProfileOptions = { db: Db; profileId: string }

/** The profile with this id, or a 404 PROFILE_NOT_FOUND. */
export async function findProfile({ db, profileId }: FindProfileOptions): Promise<Profile> {
  const profile = await getProfile(db, profileId)
  if (!profile) throw new AppError('PROFILE_NOT_FOUND', { message: `No profile with id ${profileId}.` })
  return profile
}

export type ResolveProfileOptions = { db: Db; userId: string; profileId?: string | undefined }

/** The profile a request names, or the user's active profile when it names none; 404 for an unknown id. */
export async function resolveProfile({ db, userId, profileId }: ResolveProfileOptions): Promise<Profile> {
  return profileId ? findProfile({ db, profileId }) : getActiveProfile(db, userId)
}
