import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  UpdateProfileResponseSchema,
  type UpdateProfileByIdRequest,
  type UpdateProfileResponse,
} from '#shared/profile/profile.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/profile/update/:profileId — the questionnaire's save (spec section 7). */
export function updateProfileById(
  profileId: string,
  request: UpdateProfileByIdRequest,
): Promise<UpdateProfileResponse> {
  return requestJson(`/api/profile/update/${encodeURIComponent(profileId)}`, UpdateProfileResponseSchema, {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, ...request },
  })
}
