import { isIP } from 'node:net'

import type { FastifyInstance, FastifyRequest } from 'fastify'

import { AppError } from '#shared/errors.ts'
import type { Env } from '#server/env.ts'

// Defences that hold for every route, checked before a body is read:
// - DNS rebinding: a page on evil.example whose name resolves to 127.0.0.1 sends `Host: evil.example`.
//   Only loopback names, IP literals (a rebinding attack always uses a name), the bind host, PUBLIC_URL's
//   host and ALLOWED_HOSTS are answered (as Vite's dev server does).
// - Cross-site requests: a state-changing request must not come from another origin (Origin, else
//   Referer, else Sec-Fetch-Site), and must carry a JSON body or the X-Requested-With header, which a
//   simple cross-site request (form post, no-cors fetch) cannot send. Uploads (multipart) from the app's
//   own origin pass the origin check.

/** Longer addresses are refused with 414 before routing (Node refuses request lines past 16 KB with 431). */
export const MAX_URL_LENGTH = 8 * 1024

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type RequestGuardOptions = Pick<Env, 'HOST' | 'PUBLIC_URL' | 'ALLOWED_HOSTS'>

/** The host name of a Host header value (`[::1]:5000` → `::1`, `Example.org.:80` → `example.org`). */
export function hostNameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined)
  const colon = value.lastIndexOf(':')
  const name = colon >= 0 && value.indexOf(':') === colon ? value.slice(0, colon) : value
  return name.endsWith('.') ? name.slice(0, -1) : name
}

export function createHostPolicy({
  HOST,
  PUBLIC_URL,
  ALLOWED_HOSTS,
}: RequestGuardOptions): (hostHeader: string) => boolean {
  const exact = new Set(['localhost', ...ALLOWED_HOSTS.filter((h) => !h.startsWith('*.'))])
  const suffixes = ['.localhost', ...ALLOWED_HOSTS.filter((h) => h.startsWith('*.')).map((h) => h.slice(1))]
  const bindHost = HOST.toLowerCase()
  if (isIP(bindHost) === 0) exact.add(bindHost)
  if (PUBLIC_URL) exact.add(hostNameOf(new URL(PUBLIC_URL).host))
  return (hostHeader) => {
    const name = hostNameOf(hostHeader)
    if (!name) return false
    if (isIP(name) !== 0 || exact.has(name)) return true
    return suffixes.some((suffix) => name.endsWith(suffix) && name.length > suffix.length)
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

function isJsonType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

export function installRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  const isAllowedHost = createHostPolicy(options)
  const publicOrigin = options.PUBLIC_URL ? originOf(options.PUBLIC_URL) : null

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH)
      throw new AppError('URI_TOO_LONG', {
        message: `The address is longer than ${MAX_URL_LENGTH / 1024} KB.`,
      })
    const host = request.headers.host ?? ''
    if (!isAllowedHost(host))
      throw new AppError('HOST_NOT_ALLOWED', {
        message: `This server does not answer to the host name "${hostNameOf(host).slice(0, 100)}". Set PUBLIC_URL or ALLOWED_HOSTS to serve it under another name.`,
      })
    if (SAFE_METHODS.has(request.method)) return

    // The browser says where the request comes from; anything but this app's own origin is refused.
    const ownOrigins = new Set(
      [originOf(`http://${host}`), originOf(`https://${host}`), publicOrigin].filter((o) => o !== null),
    )
    const origin = request.headers.origin
    const referer = request.headers.referer
    const claimed =
      origin !== undefined ? originOf(origin) : referer !== undefined ? originOf(referer) : undefined
    const crossSite =
      claimed === undefined
        ? request.headers['sec-fetch-site'] === 'cross-site'
        : claimed === null || !ownOrigins.has(claimed)
    if (crossSite)
      throw new AppError('CROSS_SITE_REQUEST', {
        message:
          'Requests from other websites are not accepted. Open CareerForge itself to make this change.',
      })

    // A simple cross-site request can only send text/plain, form-urlencoded or multipart bodies.
    const contentType = request.headers['content-type'] ?? ''
    const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data')
    if (
      hasBody(request) &&
      !isJsonType(contentType) &&
      !isMultipart &&
      request.headers['x-requested-with'] === undefined
    )
      throw new AppError('CONTENT_TYPE_REQUIRED', {
        message:
          'Send the request body as JSON (Content-Type: application/json), or a file upload as multipart/form-data.',
      })
  })
}
