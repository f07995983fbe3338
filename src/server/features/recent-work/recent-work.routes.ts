import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ErrorResponseSchema } from '#shared/errors.ts'
import {
  CleanupContentResponseSchema,
  CleanupRequestSchema,
  CleanupResponseSchema,
  RecentWorkResponseSchema,
  type RecentWorkItem,
} from '#shared/recent-work/recent-work.contract.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { sharedBody } from '#server/http/shared-body.ts'
import { cleanupGeneratedContent } from '#server/features/recent-work/cleanup-generated-content.ts'
import { cleanupOldWork } from '#server/features/recent-work/cleanup-old-work.ts'
import { getRecentWork } from '#server/features/recent-work/get-recent-work.ts'

const UserParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) })

const recentWorkBody = sharedBody<readonly RecentWorkItem[]>(
  RecentWorkResponseSchema,
  '/api/recent-work/:userId',
)

export function recentWorkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/recent-work/:userId',
      {
        schema: {
          params: UserParamsSchema,
          response: { 200: RecentWorkResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const items = await getRecentWork({ db: deps.database.db, userId: request.params.userId })
        return recentWorkBody.send(reply, items)
      },
    )
    app.post(
      '/api/cleanup/:userId',
      {
        schema: {
          params: UserParamsSchema,
          body: CleanupRequestSchema,
          response: { 200: CleanupResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await cleanupOldWork({ db: deps.database.db, userId: request.params.userId })),
      }),
    )
    app.post(
      '/api/cleanup-content/:userId',
      {
        schema: {
          params: UserParamsSchema,
          body: CleanupRequestSchema,
          response: { 200: CleanupContentResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await cleanupGeneratedContent({ db: deps.database.db, userId: request.params.userId })),
      }),
    )
  }
}
