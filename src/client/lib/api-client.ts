import type { AppErrorCode, ErrorResponse } from '#shared/errors.ts'

// The one helper every call goes through (spec section 7).

/** A failed call. `message` is "<status>: <body text or status text>", as the spec says. */
export class ApiError extends Error {
  readonly status: number
  readonly code: AppErrorCode | null
  /** The server's human sentence when the body was our error format, else the raw text. */
  readonly userMessage: string
  readonly suggestions: string[]
  readonly bodyText: string

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.bodyText = bodyText
    const parsed = safeParseError(bodyText)
    this.code = parsed?.error.code ?? null
    this.userMessage = parsed?.error.message ?? (bodyText || statusText)
    this.suggestions = parsed?.error.suggestions ?? []
  }
}

// Checked by hand rather than with ErrorResponseSchema: importing any value from #shared/errors.ts
// pulls zod (~26 KB gzip) into the entry chunk that every page, the landing page included, loads first.
// Our server only ever sends codes of AppErrorCode, so a well-formed code is taken as one.
function safeParseError(text: string): ErrorResponse | null {
  try {
    const body: unknown = JSON.parse(text)
    if (!isRecord(body) || !isRecord(body.error)) return null
    const { code, message, suggestions } = body.error
    if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code) || typeof message !== 'string')
      return null
    const validSuggestions =
      Array.isArray(suggestions) && suggestions.every((s) => typeof s === 'string')
        ? (suggestions as string[])
        : undefined
    if (suggestions !== undefined && !validSuggestions) return null
    return {
      error: {
        code: code as AppErrorCode,
        message,
        ...(validSuggestions ? { suggestions: validSuggestions } : {}),
      },
    }
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type ApiRequestOptions = {
  method?: string
  /** JSON-serialisable body, or FormData for uploads. */
  body?: unknown
  signal?: AbortSignal
}

/** Appends the `cb` cache-buster: timestamp plus random string, joined with & when a query exists. */
export function withCacheBuster(
  url: string,
  now: number = Date.now(),
  random: string = Math.random().toString(36).slice(2, 10),
): string {
  return `${url}${url.includes('?') ? '&' : '?'}cb=${now}-${random}`
}

export function requestHeaders(hasJsonBody: boolean, now: number = Date.now()): Record<string, string> {
  return {
    'Cache-Control': 'no-cache, no-store, must-revalidate',
    Pragma: 'no-cache',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Client-Timestamp': String(now),
    ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
  }
}

async function send(url: string, { method = 'GET', body, signal }: ApiRequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const hasJsonBody = body !== undefined && !isForm
  return fetch(withCacheBuster(url), {
    method,
    headers: requestHeaders(hasJsonBody),
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    cache: 'no-store',
    signal,
  })
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ApiError(response.status, response.statusText, text)
  }
}

/**
 * Anything with zod's `parse`: the endpoint's response schema from `#shared/<feature>/<feature>.contract.ts`.
 * Typed structurally so this module imports no zod value (see safeParseError above).
 */
export type ResponseSchema<T> = { parse: (data: unknown) => T }

/** An answer that was 2xx but not in the shape of the endpoint's contract. */
export class ResponseShapeError extends Error {
  readonly url: string

  constructor(url: string, cause: unknown) {
    super(`The answer of ${url.split('?')[0]} was not in the expected shape.`, { cause })
    this.name = 'ResponseShapeError'
    this.url = url
  }
}

/**
 * The request helper of the client data layer: sends the request and parses the JSON answer with the
 * endpoint's response schema, so callers get the contract's type without a cast. A non-OK answer throws
 * an ApiError; an answer of the wrong shape throws a ResponseShapeError.
 */
export async function requestJson<T>(
  url: string,
  schema: ResponseSchema<T> | Promise<ResponseSchema<T>>,
  options: ApiRequestOptions = {},
): Promise<T> {
  // A schema still loading (a chunk kept apart from the page's own) loads while the request is under way.
  const [response, loaded] = await Promise.all([send(url, options), schema])
  await throwIfNotOk(response)
  const body: unknown = await response.json()
  try {
    return loaded.parse(body)
  } catch (error) {
    throw new ResponseShapeError(url, error)
  }
}

/** Sends a request and answers the raw Response (file downloads, streams); any non-OK answer throws an ApiError. */
export async function apiRequestRaw(url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const response = await send(url, options)
  await throwIfNotOk(response)
  return response
}

/** The wording a screen shows for a failed call: 'HTTP {status}: {text}'. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError) return `HTTP ${error.status}: ${error.userMessage}`
  if (error instanceof Error) return error.message
  return String(error)
}
