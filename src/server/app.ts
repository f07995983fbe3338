import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'

import { UPLOAD_MAX_BYTES } from '#shared/constants.ts'
import { aiCacheRoutes } from '#server/features/ai-cache/ai-cache.routes.ts'
import { applicationsRoutes } from '#server/features/applications/applications.routes.ts'
import { documentsRoutes } from '#server/features/documents/documents.routes.ts'
import { healthRoutes } from '#server/features/health/health.routes.ts'
import { importsRoutes } from '#server/features/imports/imports.routes.ts'
import { insightsRoutes } from '#server/features/insights/insights.routes.ts'
import { jobsRoutes } from '#server/features/jobs/jobs.routes.ts'
import { landingRoutes } from '#server/features/landing/landing.routes.ts'
import { profileRoutes } from '#server/features/profile/profile.routes.ts'
import { recentWorkRoutes } from '#server/features/recent-work/recent-work.routes.ts'
import { socialPostsRoutes } from '#server/features/social-posts/social-posts.routes.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { baseEngineFor, createCareerEngine } from '#server/engine/get-career-engine.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { installErrorHandler, routeNotFound } from '#server/http/error-handler.ts'

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client')

export type BuildAppOptions = Omit<AppDeps, 'careerEngine'> & {
  /** Built here from `engine` (or AI_PROVIDER) when not given. */
  careerEngine?: CareerEngine
  /** Serve the built client from dist/client when it exists (off in route tests). */
  serveClient?: boolean
}

/** Builds the HTTP app: one process serves the API and the built client. */
export async function buildApp({ serveClient = false, ...options }: BuildAppOptions): Promise<FastifyInstance> {
  // The composition root: the engine (with its cache and guard) is built once and passed on.
  const deps: AppDeps = { ...options, careerEngine: options.careerEngine ?? createCareerEngine({ base: options.engine ?? baseEngineFor(options.env), db: options.database.db }) }
  const app = Fastify({
    logger: deps.env.LOG_LEVEL === 'silent' ? false : { level: deps.env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } })

  const features = [healthRoutes, applicationsRoutes, insightsRoutes, aiCacheRoutes, socialPostsRoutes, jobsRoutes, recentWorkRoutes, profileRoutes, documentsRoutes, importsRoutes, landingRoutes]
  for (const feature of features) await app.register(feature(deps))

  const hasClient = serveClient && existsSync(path.join(clientDir, 'index.html'))
  if (hasClient) await app.register(fastifyStatic, { root: clientDir, wildcard: false, maxAge: '1h' })
  // Client-side routes (and the 404 screen) are rendered by the SPA; unknown API paths answer JSON.
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send(routeNotFound(request.method, request.url).toResponse())
  })
  return app
}
