import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { ApiError, apiRequestRaw } from '#client/lib/api-client.ts'

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** The default query fetcher: GET on the key parts joined with "/", cookies included. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/')
    try {
      const response = await apiRequestRaw(url, { signal })
      return (await response.json()) as T
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null
      throw error
    }
  }
}

/** Query defaults of spec section 7: no refetching, stale at once, no cache lifetime, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 0,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
