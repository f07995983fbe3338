import { CacheManager } from '#client/features/ai-cache/components/cache-manager.tsx'

export function CacheManagerRoute() {
  return <CacheManager />
}
