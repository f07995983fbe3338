import { randomUUID } from 'node:crypto'

import { desc, eq, or, sql } from 'drizzle-orm'

import { ProfileSectionsSchema, blankProfileSections, type Profile, type ProfileBadge, type ProfileSections } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { cachedRead } from '#server/db/read-cache.ts'
import { profiles, userSettings } from '#server/db/schema.ts'
import { DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID, defaultProfileSections, importedProfileSections } from '#server/features/profile/seed-profiles.ts'

/** Owner of the seeded profiles shared by every user. */
export const SEED_OWNER = 'system'

type ProfileRow = typeof profiles.$inferSelect

function toProfile(row: ProfileRow): Profile {
  // JSON columns are re-parsed on read so old rows pick up new defaults and never drift.
  const sections = ProfileSectionsSchema.parse(row)
  return { ...sections, id: row.id, userId: row.userId, name: row.name, badge: row.badge, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

/** Creates the two fixed profiles on first start; never touches them again. */
export async function seedProfiles(db: Db): Promise<void> {
  await db
    .insert(profiles)
    .values([
      { id: DEFAULT_PROFILE_ID, userId: SEED_OWNER, name: 'Alexandra Weber', badge: 'AUTHENTIC', isSeed: true, ...defaultProfileSections },
      { id: IMPORTED_PROFILE_ID, userId: SEED_OWNER, name: 'Daniel Okafor', badge: 'IMPORTED', isSeed: true, ...importedProfileSections },
    ])
    .onConflictDoNothing()
}

export async function getProfile(db: Db, profileId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1)
  return row ? toProfile(row) : null
}

/** The user's own profiles plus the seeded ones, for the selector. */
export async function listProfiles(db: Db, userId: string): Promise<Profile[]> {
  const rows = await db
    .select()
    .from(profiles)
    .where(or(eq(profiles.userId, userId), eq(profiles.isSeed, true)))
    .orderBy(desc(profiles.isSeed), desc(profiles.updatedAt))
  return rows.map(toProfile)
}

/** The user's chosen profile, else the seeded default, in one query. */
async function readActiveProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ profile: profiles })
    .from(profiles)
    .leftJoin(userSettings, eq(userSettings.userId, userId))
    .where(or(eq(profiles.id, userSettings.activeProfileId), eq(profiles.id, DEFAULT_PROFILE_ID)))
    .orderBy(sql`${profiles.id} = ${userSettings.activeProfileId} desc nulls last`)
    .limit(1)
  return row ? toProfile(row.profile) : null
}

/**
 * The active profile as stored, shared with other readers: for code that only reads it, such as
 * GET /api/profile's serialiser. One query; on the embedded database reused until the next write.
 */
export async function getActiveProfileForReading(db: Db, userId: string): Promise<Readonly<Profile>> {
  const profile = await cachedRead(db, `active-profile:${userId}`, () => readActiveProfile(db, userId))
  if (profile) return profile
  await seedProfiles(db)
  const seeded = await readActiveProfile(db, userId)
  if (!seeded) throw new Error('The seeded default profile is missing after seeding.')
  return seeded
}

/** The profile the user works with: their chosen one, else the seeded default ("universal") profile. */
export async function getActiveProfile(db: Db, userId: string): Promise<Profile> {
  // A copy: callers may edit what they receive, and the cached profile must stay as read.
  return structuredClone(await getActiveProfileForReading(db, userId))
}

export async function setActiveProfile(db: Db, userId: string, profileId: string): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, activeProfileId: profileId })
    .onConflictDoUpdate({ target: userSettings.userId, set: { activeProfileId: profileId, updatedAt: new Date() } })
}

export type SaveProfileOptions = {
  db: Db
  userId: string
  profileId?: string
  name?: string
  badge?: ProfileBadge
  /** Only the sections sent are replaced; the others are left as they are. */
  sections: Partial<ProfileSections>
}

/** Creates or updates a profile. Sections not sent are never erased. */
export async function saveProfile({ db, userId, profileId, name, badge, sections }: SaveProfileOptions): Promise<Profile> {
  const existing = profileId ? await getProfile(db, profileId) : null
  if (existing) {
    const sent = Object.fromEntries(Object.entries(sections).filter(([, value]) => value !== undefined))
    await db
      .update(profiles)
      .set({ ...sent, ...(name ? { name } : {}), ...(badge ? { badge } : {}), updatedAt: new Date() })
      .where(eq(profiles.id, existing.id))
    return (await getProfile(db, existing.id)) as Profile
  }
  const blank = blankProfileSections()
  const id = profileId ?? `profile-${randomUUID()}`
  const full = { ...blank, ...sections }
  await db.insert(profiles).values({ id, userId, name: name ?? (full.personalInfo.fullName.trim() || 'New Profile'), badge: badge ?? 'CUSTOM', isSeed: false, ...full })
  return (await getProfile(db, id)) as Profile
}
