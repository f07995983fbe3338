import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { AppError } from '#shared/errors.ts'
import type { UpdateProfileRequest } from '#shared/profile/profile.contract.ts'
import type { Profile, ProfileSections } from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import {
  getActiveProfile,
  getProfile,
  saveProfile,
  setActiveProfile,
} from '#server/features/profile/profile-repository.ts'

export type UpdateProfileOptions = { db: Db; request: UpdateProfileRequest }

// Draft ids are generated in the browser from the typed name ("draft-jane-doe-k3f9"); keep them URL-safe.
const NEW_PROFILE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/

/**
 * Saves the sections sent and nothing else. With a known `profileId` that profile is updated; with a
 * new one (a draft from "Create New Profile") the profile is created and becomes the user's active
 * one; without an id the user's active profile is updated.
 */
export async function updateProfile({ db, request }: UpdateProfileOptions): Promise<Profile> {
  const { userId = DEFAULT_USER_ID, profileId, name, badge, ...patch } = request
  const sections = definedSections(patch)
  const cleanName = name?.trim() || undefined
  if (!profileId) {
    const active = await getActiveProfile(db, userId)
    return saveProfile({ db, userId, profileId: active.id, name: cleanName, badge, sections })
  }
  if (await getProfile(db, profileId))
    return saveProfile({ db, userId, profileId, name: cleanName, badge, sections })
  if (!NEW_PROFILE_ID.test(profileId)) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'A new profile id may only contain lower-case letters, digits and dashes.',
      issues: [{ path: 'body.profileId', message: 'Invalid profile id' }],
    })
  }
  const created = await saveProfile({
    db,
    userId,
    profileId,
    name: cleanName,
    badge: badge ?? 'NEW',
    sections,
  })
  await setActiveProfile(db, userId, created.id)
  return created
}

function definedSections(
  patch: Omit<UpdateProfileRequest, 'userId' | 'profileId' | 'name' | 'badge'>,
): Partial<ProfileSections> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileSections>
}
