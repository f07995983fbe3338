import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

/** GET /api/profile?userId= — the profile the user works with (their choice, else the seeded default). */
export function getActiveProfile(signal?: AbortSignal): Promise<Profile> {
  return requestJson(`/api/profile?userId=${encodeURIComponent(DEFAULT_USER_ID)}`, ProfileSchema, { signal })
}

export function getActiveProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile.active(),
    queryFn: ({ signal }) => getActiveProfile(signal),
  })
}

export function useActiveProfile() {
  return useQuery(getActiveProfileQueryOptions())
}
