import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { ListProfilesResponseSchema, type ListProfilesResponse } from '#shared/profile/profile.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

/** GET /api/profiles?userId= — the selector's list and the active profile's id. */
export function getProfiles(signal?: AbortSignal): Promise<ListProfilesResponse> {
  return requestJson(
    `/api/profiles?userId=${encodeURIComponent(DEFAULT_USER_ID)}`,
    ListProfilesResponseSchema,
    {
      signal,
    },
  )
}

export function getProfilesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profiles.list(DEFAULT_USER_ID),
    queryFn: ({ signal }) => getProfiles(signal),
  })
}

export function useProfiles() {
  return useQuery(getProfilesQueryOptions())
}
