import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ErrorResponseSchema } from '#shared/errors.ts'
import { AnalyzeJobRequestSchema, AnalyzeJobResponseSchema } from '#shared/jobs/jobs.contract.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { analyzeJob } from '#server/features/jobs/analyze-job.ts'

export function jobsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/jobs/analyze',
      {
        schema: {
          body: AnalyzeJobRequestSchema,
          response: {
            200: AnalyzeJobResponseSchema,
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
            422: ErrorResponseSchema,
            502: ErrorResponseSchema,
          },
        },
      },
      async (request) => ({ jobPosting: await analyzeJob({ deps, request: request.body }) }),
    )
  }
}
