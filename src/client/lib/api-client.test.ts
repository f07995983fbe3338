import { afterEach, expect, test, vi } from 'vitest'

import { z } from 'zod'

import {
  ApiError,
  ResponseShapeError,
  describeApiError,
  requestJson,
  withCacheBuster,
} from '#client/lib/api-client.ts'
import { getQueryFn } from '#client/lib/query-client.ts'

// Any JSON body: the request rules are the same whatever the endpoint's contract.
const anyJson = { parse: (data: unknown) => data }

type Call = { url: string; init: RequestInit }

function stubFetch(response: Response): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return response.clone()
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the cache-buster is joined with ? or & and carries timestamp plus random', () => {
  expect(withCacheBuster('/api/x', 1700, 'abc')).toBe('/api/x?cb=1700-abc')
  expect(withCacheBuster('/api/x?a=1', 1700, 'abc')).toBe('/api/x?a=1&cb=1700-abc')
})

test('GET is the default, with the four headers, cookies and no browser cache', async () => {
  const calls = stubFetch(Response.json({ ok: true }))
  const before = Date.now()
  expect(await requestJson('/api/profile', anyJson)).toEqual({ ok: true })
  const [call] = calls
  expect(call?.url).toMatch(/^\/api\/profile\?cb=\d+-[a-z0-9]+$/)
  expect(call?.init.method).toBe('GET')
  expect(call?.init.credentials).toBe('include')
  expect(call?.init.cache).toBe('no-store')
  expect(call?.init.body).toBeUndefined()
  const headers = call?.init.headers as Record<string, string>
  expect(headers['Cache-Control']).toBe('no-cache, no-store, must-revalidate')
  expect(headers.Pragma).toBe('no-cache')
  expect(headers['X-Requested-With']).toBe('XMLHttpRequest')
  expect(Number(headers['X-Client-Timestamp'])).toBeGreaterThanOrEqual(before)
  expect(headers['Content-Type']).toBeUndefined()
})

test('a JSON body is sent with the JSON content type', async () => {
  const calls = stubFetch(Response.json({ id: 1 }))
  await requestJson('/api/jobs/analyze', anyJson, {
    method: 'POST',
    body: { url: 'https://example.com/job' },
  })
  expect(calls[0]?.init.body).toBe('{"url":"https://example.com/job"}')
  expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
})

test('a non-OK answer raises "<status>: <body>" and keeps the server code', async () => {
  const body = JSON.stringify({ error: { code: 'FETCH_FAILED', message: 'The page answered 404.' } })
  stubFetch(new Response(body, { status: 502, statusText: 'Bad Gateway' }))
  const error = await requestJson('/api/jobs/analyze', anyJson, { method: 'POST', body: {} }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).message).toBe(`502: ${body}`)
  expect((error as ApiError).code).toBe('FETCH_FAILED')
  expect(describeApiError(error)).toBe('HTTP 502: The page answered 404.')
})

test('an empty error body falls back to the status text', async () => {
  stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
  await expect(requestJson('/api/x', anyJson)).rejects.toThrow('503: Service Unavailable')
})

test('the default fetcher joins key parts with / and can answer null on 401', async () => {
  const calls = stubFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }))
  const fetcher = getQueryFn<unknown>({ on401: 'returnNull' })
  const context = {
    queryKey: ['/api/profile', 'p1', 'extended'],
    signal: new AbortController().signal,
  } as never
  expect(await fetcher(context)).toBeNull()
  expect(calls[0]?.url).toMatch(/^\/api\/profile\/p1\/extended\?cb=/)
  await expect(getQueryFn<unknown>({ on401: 'throw' })(context)).rejects.toThrow('401: no')
})

test('a body that is not the error format keeps code null and shows the raw text', async () => {
  for (const body of [
    '<html>Bad gateway</html>',
    '{"error":{"code":"lower case","message":"x"}}',
    '{"error":{"code":"X","message":"m","suggestions":[1]}}',
  ]) {
    stubFetch(new Response(body, { status: 502, statusText: 'Bad Gateway' }))
    const error = (await requestJson('/api/x', anyJson).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBeNull()
    expect(error.userMessage).toBe(body)
  }
  stubFetch(
    new Response(
      '{"error":{"code":"LINKEDIN_BLOCKED","message":"Blocked.","suggestions":["Upload the PDF"]}}',
      { status: 422 },
    ),
  )
  const error = (await requestJson('/api/x', anyJson).catch((e: unknown) => e)) as ApiError
  expect([error.code, error.userMessage, error.suggestions]).toEqual([
    'LINKEDIN_BLOCKED',
    'Blocked.',
    ['Upload the PDF'],
  ])
})

test('requestJson parses the answer with the endpoint schema and refuses an answer of another shape', async () => {
  const Schema = z.object({ id: z.string(), tags: z.array(z.string()).default([]) })
  stubFetch(Response.json({ id: 'p1', extra: true }))
  expect(await requestJson('/api/profile/p1', Schema)).toEqual({ id: 'p1', tags: [] })
  stubFetch(Response.json({ id: 42 }))
  await expect(requestJson('/api/profile/p1?x=1', Schema)).rejects.toBeInstanceOf(ResponseShapeError)
  stubFetch(Response.json({ error: { code: 'PROFILE_NOT_FOUND', message: 'No profile.' } }, { status: 404 }))
  const failed = await requestJson('/api/profile/nope', Schema).catch((error: unknown) => error)
  expect(failed).toBeInstanceOf(ApiError)
  expect((failed as ApiError).code).toBe('PROFILE_NOT_FOUND')
})

test('a schema still loading (kept out of the page chunk) parses the answer once it is there', async () => {
  const Schema = z.object({ profileId: z.string() })
  const calls = stubFetch(Response.json({ profileId: 'p1', extra: true }))
  const loading = new Promise<typeof Schema>((resolve) => setTimeout(() => resolve(Schema), 5))
  expect(await requestJson('/api/landing/showcase', loading)).toEqual({ profileId: 'p1' })
  expect(calls).toHaveLength(1)
  stubFetch(Response.json({ profileId: 7 }))
  await expect(requestJson('/api/landing/showcase', Promise.resolve(Schema))).rejects.toBeInstanceOf(
    ResponseShapeError,
  )
})
