import {
  HobbySchema,
  type Books,
  type Profile,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'
import type { UpdateProfileByIdRequest } from '#shared/profile/profile.contract.ts'
import type { Db } from '#server/db/client.ts'
import { findProfile } from '#server/features/profile/find-profile.ts'
import { saveProfile } from '#server/features/profile/profile-repository.ts'

export type UpdateProfileByIdOptions = { db: Db; profileId: string; request: UpdateProfileByIdRequest }

/**
 * The questionnaire's save (spec section 7). Hobbies arrive as `interests`; projects, reading
 * preferences and every section not sent are kept as stored.
 */
export async function updateProfileById({
  db,
  profileId,
  request,
}: UpdateProfileByIdOptions): Promise<Profile> {
  const existing = await findProfile({ db, profileId })
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
  return saveProfile({ db, userId: existing.userId, profileId: existing.id, sections })
}
