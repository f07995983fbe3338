import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  GeneratePostRequestSchema,
  GeneratePostResponseSchema,
} from '#shared/social-posts/social-post.schema.ts'
import { generateSocialPost } from '#server/features/social-posts/generate-social-post.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

export function socialPostsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/linkedin/generate-post',
      { schema: { body: GeneratePostRequestSchema, response: { 200: GeneratePostResponseSchema } } },
      async (request) => {
        const { id, post } = await generateSocialPost({
          db: deps.database.db,
          engine: deps.careerEngine,
          request: request.body,
        })
        return { success: true as const, id, post }
      },
    )
  }
}
