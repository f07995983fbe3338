import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import type {
  ListProfilesResponse,
  UpdateProfileByIdRequest,
  UpdateProfileRequest,
} from '#shared/profile/profile.contract.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { apiRequest } from '#client/lib/api-client.ts'

// The profile is cached under the key /api/profile/{id} (spec section 7).

export function profileQueryKey(profileId: string) {
  return ['/api/profile', profileId] as const
}

export function getProfileQueryOptions(profileId: string | null) {
  return queryOptions({
    queryKey: profileQueryKey(profileId ?? ''),
    queryFn: () => apiRequest<Profile>(`/api/profile/${encodeURIComponent(profileId ?? '')}`),
    enabled: Boolean(profileId),
  })
}

export function useProfile(profileId: string | null) {
  return useQuery(getProfileQueryOptions(profileId))
}

export function getProfilesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/profiles', DEFAULT_USER_ID],
    queryFn: () =>
      apiRequest<ListProfilesResponse>(`/api/profiles?userId=${encodeURIComponent(DEFAULT_USER_ID)}`),
  })
}

export function useProfiles() {
  return useQuery(getProfilesQueryOptions())
}

export type SaveProfileResult = { success: true; profile: Profile }

export function saveProfile(request: UpdateProfileRequest): Promise<SaveProfileResult> {
  return apiRequest<SaveProfileResult>('/api/profile/update', {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, ...request },
  })
}

export function saveQuestionnaireSections(
  profileId: string,
  request: UpdateProfileByIdRequest,
): Promise<SaveProfileResult> {
  return apiRequest<SaveProfileResult>(`/api/profile/update/${encodeURIComponent(profileId)}`, {
    method: 'POST',
    body: request,
  })
}

export function setActiveProfile(profileId: string): Promise<SaveProfileResult> {
  return apiRequest<SaveProfileResult>('/api/profiles/active', {
    method: 'POST',
    body: { userId: DEFAULT_USER_ID, profileId },
  })
}
