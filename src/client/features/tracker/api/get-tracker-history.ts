import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { TrackerHistoryResponseSchema, trackerHistoryUrl } from '#shared/tracker/tracker.contract.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

export function getTrackerHistory(jobPostingId: string, signal?: AbortSignal) {
  return requestJson(trackerHistoryUrl(DEFAULT_USER_ID, jobPostingId), TrackerHistoryResponseSchema, {
    signal,
  })
}

export function getTrackerHistoryQueryOptions(jobPostingId: string) {
  return queryOptions({
    queryKey: queryKeys.tracker.history(jobPostingId),
    queryFn: ({ signal }) => getTrackerHistory(jobPostingId, signal),
  })
}

export function useTrackerHistory(jobPostingId: string) {
  return useQuery(getTrackerHistoryQueryOptions(jobPostingId))
}
