import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
import { cleanupGeneratedContent } from '#server/features/recent-work/cleanup-generated-content.ts'
import { cleanupOldWork } from '#server/features/recent-work/cleanup-old-work.ts'
import { getRecentWork } from '#server/features/recent-work/get-recent-work.ts'

const UserParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) })

// The recent-work list is shared until it changes (get-recent-work.ts), so its JSON body is checked
// and written once per list, with the serialiser every route uses, not once per request.
const serializeRecentWork = serializerCompiler({
  schema: RecentWorkResponseSchema,
  method: 'GET',
  url: '/api/recent-work/:userId',
})
const recentWorkBodies = new WeakMap<readonly RecentWorkItem[], string>()

function recentWorkBody(items: readonly RecentWorkItem[]): string {
  let body = recentWorkBodies.get(items)
  if (body === undefined) {
    body = serializeRecentWork(items)
    recentWorkBodies.set(items, body)
  }
  return body
}

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
        // A string with a JSON content type is sent as it is: the body was checked when written
        // (the type provider expects the list, hence the cast).
        return reply.type('application/json; charset=utf-8').send(recentWorkBody(items) as never)
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
