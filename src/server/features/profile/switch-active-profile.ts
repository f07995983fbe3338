import type { Profile } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { findProfile } from '#server/features/profile/find-profile.ts'
import { setActiveProfile } from '#server/features/profile/profile-repository.ts'

export type SwitchActiveProfileOptions = { db: Db; userId: string; profileId: string }

/** Makes this profile the one the user works with (selector and the builder's Switch Profile dialog). */
export async function switchActiveProfile({
  db,
  userId,
  profileId,
}: SwitchActiveProfileOptions): Promise<Profile> {
  const profile = await findProfile({ db, profileId })
  await setActiveProfile(db, userId, profile.id)
  return profile
}
