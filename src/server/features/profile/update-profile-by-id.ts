import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { AppError } from '#shared/errors.ts'
import type { UpdateProfileByIdRequest } from '#shared/profile/profile.contract.ts'
import {
  HobbySchema,
  type Books,
  type Profile,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'
import type { Db } from '#server/db/client.ts'
import { changeProfile } from '#server/features/profile/profile-repository.ts'

export type UpdateProfileByIdOptions = { db: Db; profileId: string; request: UpdateProfileByIdRequest }

/**
 * The questionnaire's save (spec section 7). Hobbies arrive as `interests`; projects, reading
 * preferences and every section not sent are kept as stored. The merge runs under a row lock, so a
 * concurrent save of another section is never lost. Unknown ids and other users' profiles are 404.
 */
export async function updateProfileById({
  db,
  profileId,
  request,
}: UpdateProfileByIdOptions): Promise<Profile> {
  const profile = await changeProfile({
    db,
    userId: request.userId ?? DEFAULT_USER_ID,
    profileId,
    change: (existing) => mergeQuestionnaire(existing, request),
  })
  if (!profile) throw new AppError('PROFILE_NOT_FOUND', { message: `No profile with id ${profileId}.` })
  return profile
}

function mergeQuestionnaire(existing: Profile, request: UpdateProfileByIdRequest): Partial<ProfileSections> {
  const sections: Partial<ProfileSections> = {}
  if (request.personalInfo) sections.personalInfo = request.personalInfo
  if (request.personalityTraits) sections.personalityTraits = request.personalityTraits
  if (request.personalExperiences) {
    const { interests, hobbies, projects } = request.personalExperiences
    const sentHobbies =
      interests?.map((item) =>
        typeof item === 'string'
          ? HobbySchema.parse({ name: item, proficiencyLevel: 'intermediate', selected: true })
          : item,
      ) ?? hobbies
    sections.personalExperiences = {
      hobbies: sentHobbies ?? existing.personalExperiences.hobbies,
      projects: projects ?? existing.personalExperiences.projects,
    }
  }
  if (request.books) {
    sections.books = Array.isArray(request.books)
      ? ({ books: request.books, readingPreferences: existing.books.readingPreferences } satisfies Books)
      : request.books
  }
  return sections
}
