import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import type { FastifyReply } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

// A hot read answers a shared value until it changes (db/read-cache.ts), so its JSON body is checked
// against the response schema and written once per value, with the serialiser every route uses, not
// once per request; and compressed once per value and encoding, off the event loop, instead of per
// request on it by @fastify/compress (a tracker list of 5,000 jobs is 2.3 MB of JSON: brotli took a
// sixth of a second of the request thread for every browser request).

export type SharedBody<T extends object> = {
  /** Sends the value's body, compressed when the client accepts it; the body was checked when written. */
  send: (reply: FastifyReply, value: T) => Promise<FastifyReply>
}

type Encoding = 'br' | 'gzip'
type Bodies = { json: Buffer } & Partial<Record<Encoding, Promise<Buffer>>>

/** Bodies under this many bytes go as they are (@fastify/compress's threshold in web-delivery.ts). */
const COMPRESS_THRESHOLD = 1024
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // The quality web-delivery.ts gives @fastify/compress: the maximum costs ~10x the CPU for ~5% fewer bytes.
  br: (body) =>
    brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipAsync(body),
}

/**
 * The encoding to answer in, by the client's Accept-Encoding: brotli, else gzip, each unless refused
 * with q=0 ("*" and "x-gzip" stand for gzip, as @fastify/compress reads them); null for none.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, boolean>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    const name = token === 'x-gzip' ? 'gzip' : token
    accepted.set(name, q === undefined || Number(q.slice(2)) > 0)
  }
  const allows = (name: Encoding) => accepted.get(name) ?? (name === 'gzip' && accepted.get('*') === true)
  if (allows('br')) return 'br'
  return allows('gzip') ? 'gzip' : null
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  const names = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : []
  if (names.includes('accept-encoding')) return
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
}

/**
 * One route's body cache: `schema` is the route's 200 response schema, `url` its path (for errors);
 * `toResponse` builds the response from the shared value when it is not the value itself.
 */
export function sharedBody<T extends object>(
  schema: z.ZodType,
  url: string,
  toResponse: (value: T) => unknown = (value) => value,
): SharedBody<T> {
  const serialize = serializerCompiler({ schema, method: 'GET', url })
  const bodies = new WeakMap<T, Bodies>()
  return {
    send: async (reply, value) => {
      let body = bodies.get(value)
      if (body === undefined) {
        body = { json: Buffer.from(serialize(toResponse(value))) }
        bodies.set(value, body)
      }
      reply.type('application/json; charset=utf-8')
      const { headers } = reply.request
      const encoding =
        body.json.length >= COMPRESS_THRESHOLD && headers['x-no-compression'] === undefined
          ? preferredEncoding(headers['accept-encoding'])
          : null
      // A Buffer is sent as it is; with Content-Encoding set, @fastify/compress leaves it alone.
      if (!encoding) return reply.send(body.json)
      const pending = (body[encoding] ??= compressors[encoding](body.json))
      // A compression that failed is not kept: the next request tries again.
      pending.catch(() => {
        if (body[encoding] === pending) delete body[encoding]
      })
      const compressed = await pending
      addVary(reply)
      return reply.header('content-encoding', encoding).send(compressed)
    },
  }
}
