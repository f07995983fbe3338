import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  SetActiveProfileResponseSchema,
  type SetActiveProfileResponse,
} from '#shared/profile/profile.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/profiles/active — switches the profile the user works with. */
export function setActiveProfile(profileId: string): Promise<SetActiveProfileResponse> {
  return requestJson('/api/profiles/active', SetActiveProfileResponseSchema, {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, profileId },
  })
}
