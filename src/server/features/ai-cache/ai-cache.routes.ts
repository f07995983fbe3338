import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  CacheHealthResponseSchema,
  CleanupCacheRequestSchema,
  CleanupCacheResponseSchema,
  InvalidateCacheRequestSchema,
  InvalidateCacheResponseSchema,
} from '#shared/ai-cache/ai-cache.contract.ts'
import { aiVersionOf, cacheHealth, cleanupExpired, invalidateCache } from '#server/engine/cache/ai-cache.ts'
import { CACHED_OPERATIONS } from '#server/engine/get-career-engine.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

export function aiCacheRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const db = deps.database.db
  const aiVersion = () => aiVersionOf(deps.careerEngine)
  return async (app) => {
    app.get('/api/cache/health', { schema: { response: { 200: CacheHealthResponseSchema } } }, async () => ({
      success: true as const,
      cache: await cacheHealth(db, aiVersion(), [...CACHED_OPERATIONS]),
    }))
    app.post(
      '/api/cache/invalidate',
      { schema: { body: InvalidateCacheRequestSchema, response: { 200: InvalidateCacheResponseSchema } } },
      async (request) => {
        const invalidated = await invalidateCache(db, aiVersion(), request.body.forceAll)
        request.log.info({ invalidated, reason: request.body.reason }, 'AI cache invalidated')
        return { success: true, invalidated }
      },
    )
    app.post(
      '/api/cache/cleanup',
      { schema: { body: CleanupCacheRequestSchema, response: { 200: CleanupCacheResponseSchema } } },
      async () => ({ success: true, removed: await cleanupExpired(db) }),
    )
  }
}
