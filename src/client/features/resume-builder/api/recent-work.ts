import { queryOptions } from '@tanstack/react-query'

import { DEFAULT_USER_ID, RECENT_WORK_CACHE_MS } from '#shared/constants.ts'
import {
  CleanupContentResponseSchema,
  CleanupResponseSchema,
  RecentWorkResponseSchema,
} from '#shared/recent-work/recent-work.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export function getRecentWorkQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.recentWork.list(),
    queryFn: async ({ signal }) =>
      await requestJson(queryKeys.recentWork.list().join('/'), RecentWorkResponseSchema, { signal }),
    // Spec section 9: recent work is cached for 5 minutes.
    staleTime: RECENT_WORK_CACHE_MS,
    gcTime: RECENT_WORK_CACHE_MS,
  })
}

export async function cleanupOldEntries() {
  return await requestJson(`/api/cleanup/${encodeURIComponent(DEFAULT_USER_ID)}`, CleanupResponseSchema, {
    method: 'POST',
  })
}

export async function cleanupAllContent() {
  return await requestJson(
    `/api/cleanup-content/${encodeURIComponent(DEFAULT_USER_ID)}`,
    CleanupContentResponseSchema,
    { method: 'POST' },
  )
}
