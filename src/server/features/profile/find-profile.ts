import { AppError } from '#shared/errors.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { getProfile } from '#server/features/profile/profile-repository.ts'

export type FindProfileOptions = { db: Db; profileId: string }

/** The profile with this id, or a 404 PROFILE_NOT_FOUND. */
export async function findProfile({ db, profileId }: FindProfileOptions): Promise<Profile> {
  const profile = await getProfile(db, profileId)
  if (!profile) throw new AppError('PROFILE_NOT_FOUND', { message: `No profile with id ${profileId}.` })
  return profile
}
