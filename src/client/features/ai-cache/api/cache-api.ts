import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  CacheHealthResponseSchema,
  CleanupCacheResponseSchema,
  InvalidateCacheResponseSchema,
} from '#shared/ai-cache/ai-cache.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

export const CACHE_HEALTH_KEY = ['/api/cache/health'] as const

export function getCacheHealth() {
  return requestJson('/api/cache/health', CacheHealthResponseSchema)
}

export function useCacheHealth() {
  return useQuery({ queryKey: CACHE_HEALTH_KEY, queryFn: getCacheHealth })
}

export function useInvalidateCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (forceAll: boolean) =>
      requestJson('/api/cache/invalidate', InvalidateCacheResponseSchema, {
        method: 'POST',
        body: { forceAll, reason: forceAll ? 'Cleared from the cache manager' : 'Outdated entries' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CACHE_HEALTH_KEY }),
  })
}

export function useCleanupCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => requestJson('/api/cache/cleanup', CleanupCacheResponseSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CACHE_HEALTH_KEY }),
  })
}
