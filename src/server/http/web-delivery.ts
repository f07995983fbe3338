import path from 'node:path'
import { constants as zlib } from 'node:zlib'

import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

export type WebDeliveryOptions = {
  /** The built client (dist/client) to serve, or null when the API runs alone (route tests). */
  clientDir: string | null
}

/** Vite names built assets by content hash: a changed file gets a new name, so a year is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Compression, caching and security headers for every response, and the built client's files.
 * Registered once in app.ts; not encapsulated, so its hooks cover every route.
 */
async function webDeliveryPlugin(app: FastifyInstance, { clientDir }: WebDeliveryOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix primitives and the toast viewport position themselves with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // Downloads are blob: URLs; a PDF may be shown in a frame from this origin or a blob.
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        // Served over plain HTTP on a loopback or private address: do not force https sub-requests.
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain HTTP on 127.0.0.1 would only confuse a browser that later meets https.
    strictTransportSecurity: false,
  })

  // JSON and text on the fly (brotli at a quick level; the maximum costs ~10x the CPU for ~5% fewer
  // bytes); the client's files are compressed once at build time and served as .br/.gz.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })

  // One concise line per request. The route pattern, not the URL: query strings may carry what a
  // person typed, and personal data is never logged.
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level)
  app.addHook('onResponse', async (request, reply) => {
    if (!logsRequests) return
    const route = request.routeOptions.url ?? 'unmatched'
    request.log.info(`${request.method} ${route} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`)
  })

  if (!clientDir) return
  await app.register(fastifyStatic, {
    root: clientDir,
    // One route for every file, looked up when asked for: listing the files to give each its own
    // route cost a fifth of a second of every start. A path that is not a file falls through to
    // the not-found handler (app.ts), which answers the SPA or a JSON 404.
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(clientDir, filePath)
      const isHashed = relative.startsWith(`assets${path.sep}`)
      // index.html names the current hashed files, so it is revalidated on every visit.
      reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache')
    },
  })
}

export const webDelivery = fastifyPlugin(webDeliveryPlugin, { name: 'web-delivery' })
