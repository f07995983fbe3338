import { randomUUID } from 'node:crypto'

import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'

import {
  ProfileSectionsSchema,
  blankProfileSections,
  type Profile,
  type ProfileBadge,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'
import { AppError } from '#shared/errors.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead, type Versioned } from '#server/db/read-cache.ts'
import { profiles, userSettings } from '#server/db/schema.ts'
import {
  DEFAULT_PROFILE_ID,
  IMPORTED_PROFILE_ID,
  defaultProfileSections,
  importedProfileSections,
} from '#server/features/profile/seed-profiles.ts'

/** Owner of the seeded profiles shared by every user. */
export const SEED_OWNER = 'system'

type ProfileRow = typeof profiles.$inferSelect

function toProfile(row: ProfileRow): Profile {
  // JSON columns are re-parsed on read so old rows pick up new defaults and never drift.
  const sections = ProfileSectionsSchema.parse(row)
  return {
    ...sections,
    id: row.id,
    userId: row.userId,
    name: row.name,
    badge: row.badge,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * Creates the two fixed profiles on first start; never touches them again. Every later start finds
 * them with one small query instead of sending both profiles to be skipped.
 */
export async function seedProfiles(db: Db): Promise<void> {
  const seeded = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID]))
  if (seeded.length === 2) return
  await db
    .insert(profiles)
    .values([
      {
        id: DEFAULT_PROFILE_ID,
        userId: SEED_OWNER,
        name: 'Alexandra Weber',
        badge: 'AUTHENTIC',
        isSeed: true,
        ...defaultProfileSections,
      },
      {
        id: IMPORTED_PROFILE_ID,
        userId: SEED_OWNER,
        name: 'Daniel Okafor',
        badge: 'IMPORTED',
        isSeed: true,
        ...importedProfileSections,
      },
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

/**
 * The version of a profile row: its id and the transaction that wrote it (PostgreSQL's `xmin`, new
 * with every insert or update of the row).
 */
const profileVersion = sql<string>`${profiles.id} || ':' || ${profiles}.xmin::text`

/**
 * Picks the user's chosen profile, else the seeded default: one row by its key (deleting a profile
 * clears the choice, as the foreign key sets it to null).
 */
function isActiveProfileOf(userId: string) {
  const chosen = sql`(select ${userSettings.activeProfileId} from ${userSettings} where ${userSettings.userId} = ${userId})`
  return eq(profiles.id, sql`coalesce(${chosen}, ${DEFAULT_PROFILE_ID})`)
}

/** The active profile and its version, in one query. */
async function readActiveProfile(db: Db, userId: string): Promise<Versioned<Profile> | null> {
  const [row] = await db
    .select({ version: profileVersion, profile: profiles })
    .from(profiles)
    .where(isActiveProfileOf(userId))
  return row ? { version: row.version, value: toProfile(row.profile) } : null
}

async function readActiveProfileVersion(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ version: profileVersion }).from(profiles).where(isActiveProfileOf(userId))
  return row?.version ?? null
}

/**
 * The active profile as stored, shared with other readers: for code that only reads it, such as
 * GET /api/profile's serialiser. One query; on the embedded database reused until the next write; on
 * PostgreSQL reused while one small query finds the same row version (see read-cache.ts).
 */
export async function getActiveProfileForReading(db: Db, userId: string): Promise<Readonly<Profile>> {
  const profile = await versionedRead(db, {
    key: `active-profile:${userId}`,
    version: () => readActiveProfileVersion(db, userId),
    read: () => readActiveProfile(db, userId),
  })
  if (profile) return profile
  await seedProfiles(db)
  const seeded = await readActiveProfile(db, userId)
  if (!seeded) throw new Error('The seeded default profile is missing after seeding.')
  return seeded.value
}

/** The profile the user works with: their chosen one, else the seeded default ("universal") profile. */
export async function getActiveProfile(db: Db, userId: string): Promise<Profile> {
  // A copy: callers may edit what they receive, and the cached profile must stay as read.
  return structuredClone(await getActiveProfileForReading(db, userId))
}

export async function setActiveProfile(db: Db, userId: string, profileId: string): Promise<void> {
  await upsertActiveProfile(db, userId, profileId)
}

export type SaveProfileOptions = {
  db: Db
  /** The user saving: the owner of a new profile; an existing one must be theirs or a seeded one. */
  userId: string
  /** Without an id a new profile with a random id is created. */
  profileId?: string
  name?: string
  badge?: ProfileBadge
  /** Only the sections sent are replaced; the others are left as they are. */
  sections: Partial<ProfileSections>
  /** Also makes the profile the user's active one, in the same transaction. */
  makeActive?: boolean
}

/**
 * Creates or updates a profile in one transaction. A new profile is inserted with `ON CONFLICT DO
 * NOTHING`, so two saves creating the same id at once both land on one row; an existing profile gets
 * only the sections sent (each section is its own column, so concurrent saves of different sections
 * keep each other's changes). A profile that exists but is another user's is a 404 PROFILE_NOT_FOUND,
 * and nothing is written.
 */
export async function saveProfile({
  db,
  userId,
  profileId,
  name,
  badge,
  sections,
  makeActive = false,
}: SaveProfileOptions): Promise<Profile> {
  const id = profileId ?? `profile-${randomUUID()}`
  const sent = withoutNulChars(
    Object.fromEntries(Object.entries(sections).filter(([, value]) => value !== undefined)),
  ) as Partial<ProfileSections>
  const saved = await db.transaction(async (tx) => {
    const full = { ...blankProfileSections(), ...sent }
    const inserted = await tx
      .insert(profiles)
      .values({
        id,
        userId,
        name: name ?? (full.personalInfo.fullName.trim() || 'New Profile'),
        badge: badge ?? 'CUSTOM',
        isSeed: false,
        ...full,
      })
      .onConflictDoNothing({ target: profiles.id })
      .returning({ id: profiles.id })
    if (inserted.length === 0) {
      const updated = await tx
        .update(profiles)
        .set({ ...sent, ...(name ? { name } : {}), ...(badge ? { badge } : {}), updatedAt: new Date() })
        .where(and(eq(profiles.id, id), writableBy(userId)))
        .returning({ id: profiles.id })
      if (updated.length === 0) return null
    }
    if (makeActive) await upsertActiveProfile(tx, userId, id)
    const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1)
    return row ? toProfile(row) : null
  })
  if (!saved) throw new AppError('PROFILE_NOT_FOUND', { message: `No profile with id ${id}.` })
  return saved
}

export type ChangeProfileOptions = {
  db: Db
  userId: string
  profileId: string
  /** Builds the sections to store from the profile as it is now, read under a row lock. */
  change: (current: Profile) => Partial<ProfileSections>
}

/**
 * A read-modify-write of one profile under `SELECT … FOR UPDATE`, for saves that merge with what is
 * stored (the questionnaire keeps projects while replacing hobbies). Null when the profile does not
 * exist or is another user's.
 */
export async function changeProfile({
  db,
  userId,
  profileId,
  change,
}: ChangeProfileOptions): Promise<Profile | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, profileId), writableBy(userId)))
      .limit(1)
      .for('update')
    if (!row) return null
    const sections = withoutNulChars(change(toProfile(row))) as Partial<ProfileSections>
    const [updated] = await tx
      .update(profiles)
      .set({ ...sections, updatedAt: new Date() })
      .where(eq(profiles.id, profileId))
      .returning()
    return updated ? toProfile(updated) : null
  })
}

/** The profile the user chose in the selector, if it still exists; null when they never chose one. */
export async function getChosenProfile(db: Db, userId: string): Promise<Profile | null> {
  const [setting] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1)
  return setting?.activeProfileId ? getProfile(db, setting.activeProfileId) : null
}

/** The user's own most recently saved profile, if they have one. */
export async function getLatestOwnProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.isSeed, false)))
    .orderBy(desc(profiles.updatedAt))
    .limit(1)
  return row ? toProfile(row) : null
}

/** Seeded profiles are shared: the user who works with one may edit it. Any other profile is its owner's. */
export function canWriteProfile(profile: Profile, userId: string): boolean {
  return profile.userId === userId || profile.userId === SEED_OWNER
}

function writableBy(userId: string) {
  return or(eq(profiles.userId, userId), eq(profiles.isSeed, true))
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function upsertActiveProfile(tx: Db | Tx, userId: string, profileId: string): Promise<void> {
  await tx
    .insert(userSettings)
    .values({ userId, activeProfileId: profileId })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { activeProfileId: profileId, updatedAt: new Date() },
    })
}

// PostgreSQL cannot store U+0000 in jsonb or text; a pasted or imported NUL would fail the whole save.
function withoutNulChars(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value
  if (Array.isArray(value)) return value.map(withoutNulChars)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNulChars(item)]))
  return value
}
