import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  ApplicationVersionsQuerySchema,
  ApplicationVersionsResponseSchema,
} from '#shared/applications/application-versions.contract.ts'
import { AppError } from '#shared/errors.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { listApplicationVersions } from '#server/features/applications/list-application-versions.ts'
import { getJobPosting } from '#server/features/jobs/job-posting-repository.ts'

export function applicationVersionsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/applications',
      {
        schema: {
          querystring: ApplicationVersionsQuerySchema,
          response: { 200: ApplicationVersionsResponseSchema },
        },
      },
      async (request) => {
        const { userId, jobPostingId } = request.query
        if (!(await getJobPosting(deps.database.db, userId, jobPostingId)))
          throw new AppError('JOB_NOT_FOUND')
        return { versions: await listApplicationVersions({ db: deps.database.db, userId, jobPostingId }) }
      },
    )
  }
}
