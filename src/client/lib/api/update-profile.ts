import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  UpdateProfileResponseSchema,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '#shared/profile/profile.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

// The saves are called from the profile workspace's own save flow (dirty sections, toasts, draft
// promotion), so these modules export fetchers only.

/** POST /api/profile/update — only the sections sent are replaced. */
export function updateProfile(request: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return requestJson('/api/profile/update', UpdateProfileResponseSchema, {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, ...request },
  })
}
