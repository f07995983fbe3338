import { afterEach, expect, test, vi } from 'vitest'

import { generateApplication, readLines } from '#client/features/resume-builder/api/generate-application.ts'
import { ApiError } from '#client/lib/api-client.ts'

const result = {
  applicationId: 'a1',
  resumeContent: 'R',
  coverLetter: 'C',
  keyHighlights: [],
  authenticArguments: [],
  matchScore: 55,
  match: null,
  variations: [],
}
const body = {
  jobDescription: 'Build things',
  communicationStyle: 'business_leader' as const,
  processingSpeed: 'medium' as const,
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

afterEach(() => vi.unstubAllGlobals())

test('readLines joins lines split across chunks and skips blank ones', async () => {
  const lines: string[] = []
  for await (const line of readLines(streamOf(['{"a":', '1}\n\n{"b"', ':2}\n{"c":3}']))) lines.push(line)
  expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}'])
})

test('progress events are reported in order and the result is returned', async () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        streamOf([
          `{"type":"progress","percent":20,"stage":"Reading"}\n{"type":"progress","per`,
          `cent":60,"stage":"Writing"}\n`,
          `${JSON.stringify({ type: 'result', result })}\n`,
        ]),
        { headers: { 'content-type': 'application/x-ndjson' } },
      ),
  )
  vi.stubGlobal('fetch', fetchMock)
  const seen: number[] = []
  const answer = await generateApplication({ body, onProgress: ({ percent }) => seen.push(percent) })
  expect(seen).toEqual([20, 60])
  expect(answer.matchScore).toBe(55)
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toMatch(/^\/api\/resumes\/generate-fast\?cb=\d+-[a-z0-9]+$/)
  expect(init.headers).toMatchObject({
    Accept: 'application/x-ndjson',
    'X-Requested-With': 'XMLHttpRequest',
    Pragma: 'no-cache',
    'Cache-Control': 'no-cache, no-store, must-revalidate',
    'Content-Type': 'application/json',
  })
  expect(init.credentials).toBe('include')
})

test('a non-OK answer raises ApiError with the HTTP status and body', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'JOB_NOT_FOUND', message: 'Job analysis not found.' } }),
          { status: 404 },
        ),
    ),
  )
  const error = await generateApplication({ body }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).status).toBe(404)
  expect((error as ApiError).userMessage).toBe('Job analysis not found.')
})

test('an error event in the stream raises ApiError; a stream without a result is an error too', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          streamOf([
            '{"type":"progress","percent":20,"stage":"x"}\n{"type":"error","status":504,"error":{"code":"AI_TIMEOUT","message":"Too slow"}}\n',
          ]),
          { headers: { 'content-type': 'application/x-ndjson' } },
        ),
    ),
  )
  const error = await generateApplication({ body }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).message).toBe('504: Too slow')
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(streamOf(['{"type":"progress","percent":20,"stage":"x"}\n']), {
          headers: { 'content-type': 'application/x-ndjson' },
        }),
    ),
  )
  await expect(generateApplication({ body })).rejects.toThrow('ended without a result')
})

test('a plain JSON answer (server ignoring Accept) is still read', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(result)),
  )
  expect((await generateApplication({ body })).applicationId).toBe('a1')
})
