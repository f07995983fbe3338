import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  CacheHealthResponseSchema,
  CleanupCacheResponseSchema,
  InvalidateCacheResponseSchema,
} from '#shared/ai-cache/ai-cache.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

export function getCacheHealth() {
  return requestJson('/api/cache/health', CacheHealthResponseSchema)
}

export function useCacheHealth() {
  return useQuery({ queryKey: queryKeys.cacheHealth(), queryFn: getCacheHealth })
}

export function useInvalidateCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (forceAll: boolean) =>
      requestJson('/api/cache/invalidate', InvalidateCacheResponseSchema, {
        method: 'POST',
        body: { forceAll, reason: forceAll ? 'Cleared from the cache manager' : 'Outdated entries' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cacheHealth() }),
  })
}

export function useCleanupCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => requestJson('/api/cache/cleanup', CleanupCacheResponseSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cacheHealth() }),
  })
}
