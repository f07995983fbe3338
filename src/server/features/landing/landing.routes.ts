import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { LandingShowcaseResponseSchema } from '#shared/landing/landing.contract.ts'
import { getLandingShowcase } from '#server/features/landing/get-landing-showcase.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

export function landingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/landing/showcase',
      { schema: { response: { 200: LandingShowcaseResponseSchema } } },
      async () => getLandingShowcase({ db: deps.database.db, compute: deps.compute }),
    )
  }
}
