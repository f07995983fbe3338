import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  ListProfilesResponseSchema,
  SetActiveProfileResponseSchema,
} from '#shared/profile/profile.contract.ts'
import { ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import { apiRequest } from '#client/lib/api-client.ts'

export const ACTIVE_PROFILE_KEY = ['/api/profile'] as const
export const PROFILES_KEY = ['/api/profiles', DEFAULT_USER_ID] as const

// The banner needs only who the active profile is. GET /api/profile answers the whole profile;
// reading just these fields (and accepting a `{ profile }` envelope) keeps the banner working if
// the profile answer grows or is wrapped.
const ActiveProfileSummarySchema = ProfileSchema.pick({ id: true, name: true, badge: true }).extend({
  personalInfo: z.object({ fullName: z.string().default('') }).default({ fullName: '' }),
})
export type ActiveProfileSummary = z.infer<typeof ActiveProfileSummarySchema>
const ActiveProfileAnswerSchema = z.union([
  z.object({ profile: ActiveProfileSummarySchema }).transform((answer) => answer.profile),
  ActiveProfileSummarySchema,
])

export function getActiveProfileQueryOptions() {
  return queryOptions({
    queryKey: ACTIVE_PROFILE_KEY,
    queryFn: async ({ signal }): Promise<ActiveProfileSummary> =>
      ActiveProfileAnswerSchema.parse(await apiRequest('/api/profile', { signal })),
  })
}

export function getProfilesQueryOptions() {
  return queryOptions({
    queryKey: PROFILES_KEY,
    queryFn: async ({ signal }) =>
      ListProfilesResponseSchema.parse(
        await apiRequest(`/api/profiles?userId=${encodeURIComponent(DEFAULT_USER_ID)}`, { signal }),
      ),
  })
}

export async function setActiveProfile(profileId: string): Promise<Profile> {
  const answer = await apiRequest('/api/profiles/active', {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, profileId },
  })
  return SetActiveProfileResponseSchema.parse(answer).profile
}

// No shared contract exists for this answer yet; spec section 7 lists profile, importStats,
// message, success, error and suggestions, so only those are read, each optional.
const ImportLinkedInAnswerSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  error: z.unknown().optional(),
  profile: z
    .object({
      id: z.string().optional(),
      name: z.string().optional(),
      personalInfo: z.object({ fullName: z.string().optional() }).partial().optional(),
    })
    .passthrough()
    .optional(),
  importStats: z.object({ completeness: z.number().optional() }).passthrough().optional(),
})
export type ImportLinkedInAnswer = z.infer<typeof ImportLinkedInAnswerSchema>

export async function importLinkedInProfile({
  linkedinUrl,
  userId,
}: {
  linkedinUrl: string
  userId: string
}): Promise<ImportLinkedInAnswer> {
  return ImportLinkedInAnswerSchema.parse(
    await apiRequest('/api/profiles/import-linkedin', { method: 'POST', body: { linkedinUrl, userId } }),
  )
}
