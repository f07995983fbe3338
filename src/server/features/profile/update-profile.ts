import { createHash } from 'node:crypto'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { AppError } from '#shared/errors.ts'
import type { UpdateProfileRequest } from '#shared/profile/profile.contract.ts'
import type { Profile, ProfileSections } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  canWriteProfile,
  getChosenProfile,
  getLatestOwnProfile,
  getProfile,
  saveProfile,
} from '#server/features/profile/profile-repository.ts'

export type UpdateProfileOptions = { db: Db; request: UpdateProfileRequest }

// Draft ids are generated in the browser from the typed name ("draft-jane-doe-k3f9"); keep them URL-safe.
const NEW_PROFILE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/
const DRAFT_PREFIX = 'draft-'

/**
 * Saves the sections sent and nothing else.
 * - A known `profileId` the user may write (their own, or a seeded one they work with) is updated;
 *   another user's profile is a 404, like an unknown id.
 * - A new draft id (from "Create New Profile") creates that profile and makes it the user's active one.
 * - Without an id the profile the user chose is updated; a user who never chose one and has none of
 *   their own gets their own profile, created here — the shared seeded profile is never written.
 */
export async function updateProfile({ db, request }: UpdateProfileOptions): Promise<Profile> {
  const { userId = DEFAULT_USER_ID, profileId, name, badge, ...patch } = request
  const sections = definedSections(patch)
  const cleanName = name?.trim() || undefined
  const save = { db, userId, name: cleanName, badge, sections }
  if (!profileId) {
    const target = await ownOrChosenProfile(db, userId)
    if (target) return saveProfile({ ...save, profileId: target.id, makeActive: true })
    // The id is derived from the user id, so two first saves at once create one profile, not two.
    return saveProfile({ ...save, profileId: firstProfileId(userId), makeActive: true })
  }
  const existing = await getProfile(db, profileId)
  if (existing) {
    if (!canWriteProfile(existing, userId)) throw notFound(profileId)
    return saveProfile({ ...save, profileId })
  }
  if (!NEW_PROFILE_ID.test(profileId)) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'A new profile id may only contain lower-case letters, digits and dashes.',
      issues: [{ path: 'body.profileId', message: 'Invalid profile id' }],
    })
  }
  if (!profileId.startsWith(DRAFT_PREFIX)) throw notFound(profileId)
  return saveProfile({ ...save, profileId, badge: badge ?? 'NEW', makeActive: true })
}

async function ownOrChosenProfile(db: Db, userId: string): Promise<Profile | null> {
  const chosen = await getChosenProfile(db, userId)
  if (chosen && canWriteProfile(chosen, userId)) return chosen
  return getLatestOwnProfile(db, userId)
}

/** The id of the profile a user's first save creates: stable per user, URL-safe, never a seed's. */
function firstProfileId(userId: string): string {
  return `profile-user-${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`
}

function notFound(profileId: string): AppError {
  return new AppError('PROFILE_NOT_FOUND', { message: `No profile with id ${profileId}.` })
}

function definedSections(
  patch: Omit<UpdateProfileRequest, 'userId' | 'profileId' | 'name' | 'badge'>,
): Partial<ProfileSections> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileSections>
}
