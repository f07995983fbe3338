import { queryOptions, useQuery } from '@tanstack/react-query'

import { ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

/** GET /api/profile/:profileId */
export function getProfile(profileId: string, signal?: AbortSignal): Promise<Profile> {
  return requestJson(`/api/profile/${encodeURIComponent(profileId)}`, ProfileSchema, { signal })
}

export function getProfileQueryOptions(profileId: string | null) {
  return queryOptions({
    queryKey: queryKeys.profile.detail(profileId ?? ''),
    queryFn: ({ signal }) => getProfile(profileId ?? '', signal),
    enabled: Boolean(profileId),
  })
}

export function useProfile(profileId: string | null) {
  return useQuery(getProfileQueryOptions(profileId))
}
