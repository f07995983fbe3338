import { lookup } from 'node:dns/promises'
import type { LookupAddress } from 'node:dns'

import type { buildConnector } from 'undici'

import { AppError } from '#shared/errors.ts'
import type { HostResolver } from '#server/http/app-deps.ts'
import { isBlockedAddress, literalAddress } from '#server/http/ip-address.ts'

// Fetching user-supplied URLs without becoming a proxy into the private network (OWASP SSRF
// cheat sheet). Every hop is validated; the connector connects only to the address it checked,
// so a DNS answer that changes between the check and the connection cannot slip through.

export type SafeFetchOptions = {
  /** ALLOW_PRIVATE_URLS=1: loopback, private addresses and any port (development and tests). */
  allowPrivate: boolean
  /** DNS seam: tests inject a resolver so no real name is ever resolved. */
  resolveHost?: HostResolver
  /** Connector seam: replaces the network connector (tests), after the address checks ran. */
  connect?: buildConnector.connector
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Sent as Accept; defaults to HTML first. */
  accept?: string
}

export type SafeFetchResult = { url: string; status: number; contentType: string; body: string }

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const ACCEPTED_TYPES =
  /^(text\/html|application\/xhtml\+xml|application\/json|application\/[\w.+-]*\+json|text\/plain|text\/json)$/i

class BlockedAddressError extends Error {}

async function defaultResolve(hostname: string): Promise<LookupAddress[]> {
  return lookup(hostname, { all: true, verbatim: true })
}

/** Validates the URL itself: scheme, user-info, port. Throws URL_NOT_ALLOWED. */
export function parseAllowedUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new AppError('URL_NOT_ALLOWED', { message: 'This is not a valid web address.' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('URL_NOT_ALLOWED', { message: 'Only http and https addresses can be fetched.' })
  }
  if (url.username || url.password) {
    throw new AppError('URL_NOT_ALLOWED', {
      message: 'Addresses with a user name or password cannot be fetched.',
    })
  }
  if (!allowPrivate && url.port !== '' && url.port !== '80' && url.port !== '443') {
    throw new AppError('URL_NOT_ALLOWED', {
      message: 'Only the standard web ports 80 and 443 can be fetched.',
    })
  }
  return url
}

/** The address to connect to for a hostname, after checking every address it resolves to. */
async function allowedAddress(hostname: string, options: SafeFetchOptions): Promise<string> {
  const literal = literalAddress(hostname)
  if (literal) {
    if (!options.allowPrivate && isBlockedAddress(literal))
      throw new BlockedAddressError(`${literal} is a private or reserved address`)
    return literal
  }
  let addresses: LookupAddress[]
  try {
    addresses = await (options.resolveHost ?? defaultResolve)(hostname)
  } catch (error) {
    throw new AppError('FETCH_FAILED', { message: `The host ${hostname} could not be found.`, cause: error })
  }
  const first = addresses[0]
  if (!first) throw new AppError('FETCH_FAILED', { message: `The host ${hostname} could not be found.` })
  // One private answer is enough to refuse: an attacker controls which answer a client would pick.
  if (!options.allowPrivate && addresses.some((a) => isBlockedAddress(a.address))) {
    throw new BlockedAddressError(`${hostname} resolves to a private or reserved address`)
  }
  return first.address
}

// undici loads with the first fetch, not at start-up.
const loadUndici = () => import('undici')

async function guardedConnector(options: SafeFetchOptions): Promise<buildConnector.connector> {
  const base = options.connect ?? (await checkedNetworkConnector(options.allowPrivate))
  return (connectOptions, callback) => {
    allowedAddress(connectOptions.hostname, options).then(
      (address) => {
        const servername = literalAddress(connectOptions.hostname)
          ? connectOptions.servername
          : (connectOptions.servername ?? connectOptions.hostname)
        base({ ...connectOptions, hostname: address, ...(servername ? { servername } : {}) }, callback)
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  }
}

/** The real network connector, plus a check of the address the socket actually reached. */
export async function checkedNetworkConnector(allowPrivate: boolean): Promise<buildConnector.connector> {
  const connector = (await loadUndici()).buildConnector({})
  return (connectOptions, callback) => {
    connector(connectOptions, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error('no socket'), null)
      const remote = socket.remoteAddress
      if (!allowPrivate && (!remote || isBlockedAddress(remote))) {
        socket.destroy()
        return callback(
          new BlockedAddressError(`connected to a private or reserved address ${remote ?? ''}`),
          null,
        )
      }
      return callback(null, socket)
    })
  }
}

function charsetOf(contentType: string, head: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.subarray(0, 4096).toString('latin1'))?.[1]
  const charset = (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase()
  try {
    new TextDecoder(charset)
    return charset
  } catch {
    return 'utf-8'
  }
}

function isBlocked(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof BlockedAddressError) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function describeFailure(error: unknown): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string } }
  if (
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    err.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    err.code === 'UND_ERR_BODY_TIMEOUT'
  )
    return 'the site did not answer in time'
  const code = err.code ?? err.cause?.code
  if (code === 'ECONNREFUSED') return 'the connection was refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host could not be found'
  if (code === 'ECONNRESET') return 'the connection was reset'
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return 'the secure connection failed'
  return err.message ?? 'the connection failed'
}

/** GET a user-supplied URL safely. Throws URL_NOT_ALLOWED or FETCH_FAILED (with the reason). */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { allowPrivate, timeoutMs = 15_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5 } = options
  const signal = AbortSignal.timeout(timeoutMs)
  // undici's request() never follows redirects by itself; the loop below does, checking every hop.
  const { Agent, request } = await loadUndici()
  const dispatcher = new Agent({
    connect: await guardedConnector(options),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  try {
    let url = parseAllowedUrl(rawUrl, allowPrivate)
    for (let hop = 0; ; hop++) {
      // Literal addresses never reach the resolver; check them before anything is sent.
      await allowedAddress(url.hostname, options)
      const response = await request(url, {
        method: 'GET',
        dispatcher,
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept:
            options.accept ??
            'text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8,*/*;q=0.5',
          'accept-language': 'en-US,en;q=0.9,de;q=0.7',
        },
      })
      const { statusCode, headers } = response
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        await response.body.dump()
        if (hop >= maxRedirects)
          throw new AppError('FETCH_FAILED', {
            message: `The page could not be fetched: more than ${maxRedirects} redirects.`,
          })
        const next = parseAllowedUrl(new URL(String(headers.location), url).toString(), allowPrivate)
        if (url.protocol === 'https:' && next.protocol === 'http:') {
          throw new AppError('URL_NOT_ALLOWED', {
            message: 'The page redirects from https to an insecure http address.',
          })
        }
        url = next
        continue
      }
      if (statusCode >= 400) {
        await response.body.dump()
        throw new AppError('FETCH_FAILED', {
          message: `The page could not be fetched: the site answered HTTP ${statusCode}.`,
        })
      }
      const contentType =
        String(headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? ''
      if (contentType && !ACCEPTED_TYPES.test(contentType)) {
        await response.body.dump()
        throw new AppError('FETCH_FAILED', {
          message: `The page could not be fetched: ${contentType} is not a web page.`,
        })
      }
      const declared = Number(headers['content-length'] ?? 0)
      if (declared > maxBytes) {
        await response.body.dump()
        throw new AppError('FETCH_FAILED', {
          message: 'The page could not be fetched: it is larger than 5 MB.',
        })
      }
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length
        if (size > maxBytes) {
          response.body.destroy()
          throw new AppError('FETCH_FAILED', {
            message: 'The page could not be fetched: it is larger than 5 MB.',
          })
        }
        chunks.push(chunk as Buffer)
      }
      const buffer = Buffer.concat(chunks)
      const body = new TextDecoder(charsetOf(String(headers['content-type'] ?? ''), buffer)).decode(buffer)
      return { url: url.toString(), status: statusCode, contentType: contentType || 'text/html', body }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (isBlocked(error))
      throw new AppError('URL_NOT_ALLOWED', {
        message: 'This address points to a private or reserved network and cannot be fetched.',
        cause: error,
      })
    throw new AppError('FETCH_FAILED', {
      message: `The page could not be fetched: ${describeFailure(error)}.`,
      cause: error,
    })
  } finally {
    void dispatcher.close()
  }
}
