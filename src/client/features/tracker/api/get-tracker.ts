import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { TrackerListResponseSchema, trackerUrl } from '#shared/tracker/tracker.contract.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

export function getTracker(signal?: AbortSignal) {
  return requestJson(trackerUrl(DEFAULT_USER_ID), TrackerListResponseSchema, { signal })
}

export function getTrackerQueryOptions() {
  // Another tab or app process may move a job: refetch when the window regains focus.
  return queryOptions({
    queryKey: queryKeys.tracker.list(),
    queryFn: ({ signal }) => getTracker(signal),
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  })
}

export function useTracker() {
  return useQuery(getTrackerQueryOptions())
}
