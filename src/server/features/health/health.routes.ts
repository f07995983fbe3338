import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { HealthResponseSchema } from '#server/features/health/health.contract.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { describeAiSettings } from '#server/features/health/describe-ai-settings.ts'

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => ({
      status: 'ok' as const,
      database: deps.database.kind,
      ai: describeAiSettings(deps),
    }))
  }
}
