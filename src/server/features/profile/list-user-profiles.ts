import type { ListProfilesResponse } from '#shared/profile/profile.contract.ts'
import type { Db } from '#server/db/client.ts'
import { SEED_OWNER, getActiveProfile, listProfiles } from '#server/features/profile/profile-repository.ts'

export type ListUserProfilesOptions = { db: Db; userId: string }

/** The selector's list: the two seeded profiles first, then the user's own, newest first. */
export async function listUserProfiles({
  db,
  userId,
}: ListUserProfilesOptions): Promise<ListProfilesResponse> {
  const active = await getActiveProfile(db, userId)
  // The two fixed profiles keep their place (AUTHENTIC, then IMPORTED) however often they are edited.
  const profiles = (await listProfiles(db, userId)).sort(
    (a, b) => seedRank(a.badge, a.userId) - seedRank(b.badge, b.userId),
  )
  return {
    activeProfileId: active.id,
    profiles: profiles.map((profile) => ({
      id: profile.id,
      name: profile.name,
      badge: profile.badge,
      updatedAt: profile.updatedAt,
      isActive: profile.id === active.id,
    })),
  }
}

function seedRank(badge: string, owner: string): number {
  if (owner !== SEED_OWNER) return 2
  return badge === 'AUTHENTIC' ? 0 : 1
}
