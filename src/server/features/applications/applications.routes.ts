import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApplicationSchema } from '#shared/applications/application.schema.ts'
import {
  GenerateApplicationRequestSchema,
  GenerateApplicationResponseSchema,
  type GenerateProgressEvent,
} from '#shared/applications/applications.contract.ts'
import { AppError } from '#shared/errors.ts'
import { getApplication } from '#server/features/applications/application-repository.ts'
import { generateApplication } from '#server/features/applications/generate-application.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { clientGone } from '#server/http/client-gone.ts'

export function applicationsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/resumes/generate-fast',
      { schema: { body: GenerateApplicationRequestSchema } },
      async (request, reply) => {
        if (!String(request.headers.accept ?? '').includes('application/x-ndjson')) {
          return GenerateApplicationResponseSchema.parse(
            await generateApplication({ deps, request: request.body, signal: clientGone(reply.raw) }),
          )
        }
        // Streamed progress: one JSON object per line, real progress as each stage completes.
        reply.hijack()
        const raw = reply.raw
        const signal = clientGone(raw)
        raw.writeHead(200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        })
        const send = (event: GenerateProgressEvent) => {
          if (!raw.destroyed) raw.write(`${JSON.stringify(event)}\n`)
        }
        try {
          const result = await generateApplication({
            deps,
            request: request.body,
            signal,
            onProgress: (percent, stage) => send({ type: 'progress', percent, stage }),
          })
          send({ type: 'result', result })
        } catch (error) {
          const appError =
            error instanceof AppError ? error : new AppError('GENERATION_FAILED', { cause: error })
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'generation failed')
          send({
            type: 'error',
            status: appError.status,
            error: { code: appError.code, message: appError.message },
          })
        }
        raw.end()
      },
    )

    app.get(
      '/api/applications/:id',
      {
        schema: {
          params: z.object({ id: z.string().min(1).max(200) }),
          response: { 200: ApplicationSchema },
        },
      },
      async (request) => {
        const application = await getApplication(deps.database.db, request.params.id)
        if (!application) throw new AppError('APPLICATION_NOT_FOUND')
        return application
      },
    )
  }
}
