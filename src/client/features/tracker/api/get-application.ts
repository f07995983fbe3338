import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApplicationSchema } from '#shared/applications/application.schema.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

export function getApplication(applicationId: string, signal?: AbortSignal) {
  return requestJson(`/api/applications/${encodeURIComponent(applicationId)}`, ApplicationSchema, {
    signal,
  })
}

export function getApplicationQueryOptions(applicationId: string) {
  // A stored version never changes, so it never needs refetching.
  return queryOptions({
    queryKey: queryKeys.application(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    staleTime: Infinity,
  })
}

export function useApplication(applicationId: string | null) {
  return useQuery({ ...getApplicationQueryOptions(applicationId ?? ''), enabled: applicationId !== null })
}
