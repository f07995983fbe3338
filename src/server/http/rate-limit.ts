import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'

import { AppError } from '#shared/errors.ts'

// Fairness: the routes that parse files, fetch pages, generate or render are limited per client
// (per IP address; behind a proxy, every client shares the proxy's address), so one client cannot
// keep the server busy for everyone else. Everything else is cheap and unlimited.

/** Routes that cost seconds of CPU (or a fetch, or an LLM call) each. */
export const EXPENSIVE_ROUTES = new Set([
  '/api/import/resume',
  '/api/import/text',
  '/api/profiles/import-linkedin',
  '/api/profile/parse-url',
  '/api/jobs/analyze',
  '/api/resumes/generate-fast',
  '/api/resumes/industry-insights',
  '/api/resumes/skills-mapping',
  '/api/linkedin/generate-post',
  '/api/applications/:id/document',
])

export type RateLimitOptions = {
  /** Requests per client and route per minute. */
  perMinute: number
}

export async function installRateLimit(app: FastifyInstance, { perMinute }: RateLimitOptions): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (EXPENSIVE_ROUTES.has(route.url))
      route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } }
  })
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', {
        message: `Too many requests: this feature answers at most ${context.max} requests a minute per client. Please try again in ${context.after}.`,
      }),
  })
}
