import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { CacheHealth } from '#shared/ai-cache/ai-cache.contract.ts'
import { apiRequest } from '#client/lib/api-client.ts'

export const CACHE_HEALTH_KEY = ['/api/cache/health'] as const

export function getCacheHealth(): Promise<{ success: true; cache: CacheHealth }> {
  return apiRequest('/api/cache/health')
}

export function useCacheHealth() {
  return useQuery({ queryKey: CACHE_HEALTH_KEY, queryFn: getCacheHealth })
}

export function useInvalidateCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (forceAll: boolean) =>
      apiRequest<{ success: boolean; invalidated: number }>('/api/cache/invalidate', {
        method: 'POST',
        body: { forceAll, reason: forceAll ? 'Cleared from the cache manager' : 'Outdated entries' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CACHE_HEALTH_KEY }),
  })
}

export function useCleanupCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: boolean; removed: number }>('/api/cache/cleanup', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CACHE_HEALTH_KEY }),
  })
}
