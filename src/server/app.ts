import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import fastifyMultipart from '@fastify/multipart'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'

import { UPLOAD_MAX_BYTES } from '#shared/constants.ts'
import { aiCacheRoutes } from '#server/features/ai-cache/ai-cache.routes.ts'
import { applicationVersionsRoutes } from '#server/features/applications/application-versions.routes.ts'
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
import { trackerRoutes } from '#server/features/tracker/tracker.routes.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { createCareerEngine, guardedEngineFor } from '#server/engine/get-career-engine.ts'
import { guardEngine } from '#server/engine/guard/guard-engine.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandler,
  JSON_BODY_MAX_BYTES,
  MAX_PARAM_LENGTH,
  routeNotFound,
  serializeErrorSafely,
} from '#server/http/error-handler.ts'
import { installInputHygiene } from '#server/http/input-hygiene.ts'
import { installRateLimit } from '#server/http/rate-limit.ts'
import { installRequestGuard } from '#server/http/request-guard.ts'
import { webDelivery } from '#server/http/web-delivery.ts'
import { inProcessCompute } from '#server/compute/compute.ts'
import type { Compute } from '#server/workers/compute.ts'

// The built client beside the server: compiled, this module sits in dist/server or a chunk below it;
// from source it is src/server/app.ts.
const here = fileURLToPath(import.meta.url)
const compiledServer = /^(.*[\\/]dist[\\/]server)[\\/]/.exec(here)?.[1]
const clientDir = compiledServer
  ? path.resolve(compiledServer, '../client')
  : path.resolve(path.dirname(here), '../../dist/client')

export type BuildAppOptions = Omit<AppDeps, 'careerEngine' | 'compute'> & {
  /** Built here from `engine` (or AI_PROVIDER) when not given. */
  careerEngine?: CareerEngine
  /** Worker threads in the server (index.ts); in-process when not given. */
  compute?: Compute
  /** Serve the built client from dist/client when it exists (off in route tests). */
  serveClient?: boolean
  /** Test seam: shorter socket timeouts (milliseconds). */
  timeouts?: Partial<ServerTimeouts>
}

/**
 * A request (headers and body) must arrive within `requestMs`, its headers within `headersMs`; an idle
 * connection is closed after `idleMs`, which outlasts the slowest generation (180 s on an LLM).
 */
export type ServerTimeouts = { requestMs: number; headersMs: number; idleMs: number; checkEveryMs: number }
const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 120_000,
  headersMs: 30_000,
  idleMs: 200_000,
  checkEveryMs: 5_000,
}

/** Builds the HTTP app: one process serves the API and the built client. */
export async function buildApp({
  serveClient = false,
  timeouts: timeoutOverrides,
  ...options
}: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...timeoutOverrides }
  // The composition root: the engine (with its cache and guard) is built once and passed on.
  const compute = options.compute ?? inProcessCompute()
  const deps: AppDeps = {
    ...options,
    compute,
    careerEngine:
      options.careerEngine ??
      createCareerEngine({
        guarded: options.engine
          ? guardEngine(options.engine)
          : await guardedEngineFor(options.env, compute.localEngine),
        db: options.database.db,
      }),
  }
  const app = Fastify({
    logger:
      deps.env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { err: serializeErrorSafely },
          },
    bodyLimit: JSON_BODY_MAX_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks request deadlines every `connectionsCheckingInterval`; the default (30 s) is too coarse.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          connectionsCheckingInterval: timeouts.checkEveryMs,
        },
        handler,
      ),
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // web-delivery.ts logs each request as one concise line instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Every schema is zod: without these, Fastify loads Ajv and fast-json-stringify at start, unused.
    // (Fastify types the factories after Ajv's; the zod compilers take the same route arguments.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installRequestGuard(app, deps.env)
  installInputHygiene(app)
  await installRateLimit(app, { perMinute: deps.env.RATE_LIMIT_PER_MINUTE })
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } })

  const hasClient = serveClient && existsSync(path.join(clientDir, 'index.html'))
  await app.register(webDelivery, { clientDir: hasClient ? clientDir : null })

  const features = [
    healthRoutes,
    applicationsRoutes,
    insightsRoutes,
    aiCacheRoutes,
    socialPostsRoutes,
    jobsRoutes,
    recentWorkRoutes,
    profileRoutes,
    documentsRoutes,
    importsRoutes,
    landingRoutes,
    trackerRoutes,
    applicationVersionsRoutes,
  ]
  for (const feature of features) await app.register(feature(deps))

  // Client-side routes (and the 404 screen) are rendered by the SPA; unknown API paths answer JSON.
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send(routeNotFound(request.method, request.url).toResponse())
  })
  return app
}
