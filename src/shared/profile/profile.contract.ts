import { z } from 'zod'

import {
  BookSchema,
  BooksSchema,
  HobbySchema,
  PersonalExperiencesSchema,
  PersonalInfoSchema,
  PersonalityTraitsSchema,
  PortfolioUrlSchema,
  ProfileBadgeSchema,
  ProfileSchema,
  ProfileSectionsSchema,
  ProjectSchema,
} from '#shared/profile/profile.schema.ts'

const userId = z.string().min(1).max(200)
const profileId = z.string().min(1).max(200)

export const ProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  badge: ProfileBadgeSchema,
  updatedAt: z.string(),
  isActive: z.boolean(),
})
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>
export const ListProfilesResponseSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  activeProfileId: z.string(),
})
export type ListProfilesResponse = z.infer<typeof ListProfilesResponseSchema>

/** `?userId=` on GET /api/profile and GET /api/profiles; the browser sends the fixed default id. */
export const ProfileUserQuerySchema = z.object({ userId: userId.optional() })
export const ProfileIdParamsSchema = z.object({ profileId })

/** POST /api/profiles/active — switches the profile the user works with. */
export const SetActiveProfileRequestSchema = z.object({
  userId: z.string().max(200).optional(),
  profileId: z.string().min(1).max(200),
})
export const SetActiveProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema })
export type SetActiveProfileResponse = z.infer<typeof SetActiveProfileResponseSchema>

// Built by hand rather than with `.partial()`: zod fills defaults of optional keys, which would
// turn an absent `currentClients` into [] and erase the stored list on every partial save.
const sections = ProfileSectionsSchema.shape
export const ProfileSectionsPatchSchema = z.object({
  personalInfo: sections.personalInfo.optional(),
  workExperience: sections.workExperience.optional(),
  education: sections.education.optional(),
  personalExperiences: sections.personalExperiences.optional(),
  personalityTraits: sections.personalityTraits.optional(),
  portfolioData: sections.portfolioData.optional(),
  books: sections.books.optional(),
  skills: sections.skills.optional(),
  currentClients: z.array(z.string().max(500)).max(100).optional(),
})
export type ProfileSectionsPatch = z.infer<typeof ProfileSectionsPatchSchema>

/** POST /api/profile/update — every section optional; only the sections sent are replaced. */
export const UpdateProfileRequestSchema = ProfileSectionsPatchSchema.extend({
  userId: z.string().max(200).optional(),
  profileId: z.string().max(200).optional(),
  name: z.string().max(500).optional(),
  badge: ProfileBadgeSchema.optional(),
})
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>
export const UpdateProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema })
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>

/**
 * POST /api/profile/update/:profileId — the questionnaire's save (spec section 7): personal info,
 * personal experiences (hobbies sent as `interests`), personality traits and books.
 * `interests` may be hobby objects or plain names; `books` may be the section or a bare list.
 */
export const UpdateProfileByIdRequestSchema = z.object({
  userId: z.string().max(200).optional(),
  personalInfo: PersonalInfoSchema.optional(),
  personalExperiences: z
    .object({
      interests: z
        .array(z.union([HobbySchema, z.string().min(1).max(500)]))
        .max(100)
        .optional(),
      hobbies: z.array(HobbySchema).max(100).optional(),
      projects: z.array(ProjectSchema).max(100).optional(),
    })
    .optional(),
  personalityTraits: PersonalityTraitsSchema.optional(),
  books: z.union([BooksSchema, z.array(BookSchema).max(100)]).optional(),
})
export type UpdateProfileByIdRequest = z.infer<typeof UpdateProfileByIdRequestSchema>

/** GET /api/profile/:profileId/extended — the shape of spec section 7. */
export const ExtendedProfileResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  personalExperiences: PersonalExperiencesSchema,
  personality: z.object({
    strengths: z.array(z.string()),
    workStyle: z.string(),
    communication: z.string(),
    selectedTraits: z.array(z.string()),
  }),
  portfolioData: z.object({ portfolioUrls: z.array(PortfolioUrlSchema) }),
  books: z.object({ books: z.array(BookSchema) }),
})
export type ExtendedProfileResponse = z.infer<typeof ExtendedProfileResponseSchema>
