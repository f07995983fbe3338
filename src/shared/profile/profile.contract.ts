import { z } from 'zod'

import { ProfileBadgeSchema, ProfileSchema, ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'

export const ProfileSummarySchema = z.object({ id: z.string(), name: z.string(), badge: ProfileBadgeSchema, updatedAt: z.string(), isActive: z.boolean() })
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>
export const ListProfilesResponseSchema = z.object({ profiles: z.array(ProfileSummarySchema), activeProfileId: z.string() })

/** POST /api/profiles/active — switches the profile the user works with. */
export const SetActiveProfileRequestSchema = z.object({ userId: z.string().max(200).optional(), profileId: z.string().min(1).max(200) })
export const SetActiveProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema })

/** POST /api/profile/update — every section optional; only the sections sent are replaced. */
export const UpdateProfileRequestSchema = ProfileSectionsSchema.partial().extend({
  userId: z.string().max(200).optional(),
  profileId: z.string().max(200).optional(),
  name: z.string().max(500).optional(),
  badge: ProfileBadgeSchema.optional(),
})
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>
export const UpdateProfileResponseSchema = z.object({ success: z.literal(true), profile: ProfileSchema })
