import { queryOptions, useQuery } from '@tanstack/react-query'

import {
  ApplicationVersionsResponseSchema,
  applicationVersionsUrl,
} from '#shared/applications/application-versions.contract.ts'
import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

export function getApplicationVersions(jobPostingId: string, signal?: AbortSignal) {
  return requestJson(
    applicationVersionsUrl(DEFAULT_USER_ID, jobPostingId),
    ApplicationVersionsResponseSchema,
    { signal },
  )
}

export function getApplicationVersionsQueryOptions(jobPostingId: string) {
  return queryOptions({
    queryKey: queryKeys.tracker.versions(jobPostingId),
    queryFn: ({ signal }) => getApplicationVersions(jobPostingId, signal),
  })
}

export function useApplicationVersions(jobPostingId: string) {
  return useQuery(getApplicationVersionsQueryOptions(jobPostingId))
}
