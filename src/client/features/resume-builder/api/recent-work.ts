import { queryOptions } from '@tanstack/react-query'

import { DEFAULT_USER_ID, RECENT_WORK_CACHE_MS } from '#shared/constants.ts'
import {
  CleanupContentResponseSchema,
  CleanupResponseSchema,
  RecentWorkResponseSchema,
} from '#shared/recent-work/recent-work.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

export const RECENT_WORK_KEY = ['/api/recent-work', DEFAULT_USER_ID] as const
/** The user's analysed jobs, refreshed with recent work after a generation. */
export const USER_JOBS_KEY = ['/api/jobs', DEFAULT_USER_ID] as const

export function getRecentWorkQueryOptions() {
  return queryOptions({
    queryKey: RECENT_WORK_KEY,
    queryFn: async ({ signal }) =>
      await requestJson(RECENT_WORK_KEY.join('/'), RecentWorkResponseSchema, { signal }),
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
