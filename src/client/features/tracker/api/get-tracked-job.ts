import { queryOptions, useQuery } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { TrackedJobResponseSchema, trackedJobDetailUrl } from '#shared/tracker/tracker.contract.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

export function getTrackedJob(jobPostingId: string, signal?: AbortSignal) {
  return requestJson(trackedJobDetailUrl(DEFAULT_USER_ID, jobPostingId), TrackedJobResponseSchema, {
    signal,
  })
}

export function getTrackedJobQueryOptions(jobPostingId: string) {
  return queryOptions({
    queryKey: queryKeys.tracker.detail(jobPostingId),
    queryFn: ({ signal }) => getTrackedJob(jobPostingId, signal),
  })
}

export function useTrackedJob(jobPostingId: string) {
  return useQuery(getTrackedJobQueryOptions(jobPostingId))
}
