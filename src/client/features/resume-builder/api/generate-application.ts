import {
  GenerateApplicationResponseSchema,
  GenerateProgressEventSchema,
  type GenerateApplicationRequest,
  type GenerateApplicationResponse,
} from '#shared/applications/applications.contract.ts'
import { ApiError, requestHeaders, withCacheBuster } from '#client/lib/api-client.ts'

export type GenerationProgress = { percent: number; stage: string }

export type GenerateApplicationOptions = {
  body: GenerateApplicationRequest
  signal?: AbortSignal
  onProgress?: (progress: GenerationProgress) => void
}

// requestJson reads one JSON answer; generation streams NDJSON so the bar can follow the server's real
// progress. This wrapper keeps the helper's rules: cb cache-buster, the four headers, cookies, no
// browser cache, ApiError on a non-OK answer.
export async function generateApplication({
  body,
  signal,
  onProgress,
}: GenerateApplicationOptions): Promise<GenerateApplicationResponse> {
  const response = await fetch(withCacheBuster('/api/resumes/generate-fast'), {
    method: 'POST',
    headers: { ...requestHeaders(true), Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
    signal,
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ApiError(response.status, response.statusText, text)
  }
  // A server that ignores the Accept header answers plain JSON: still a valid result.
  if (!(response.headers.get('content-type') ?? '').includes('ndjson')) {
    return GenerateApplicationResponseSchema.parse(await response.json())
  }
  if (!response.body) throw new Error('The generation answer had no body.')
  for await (const line of readLines(response.body)) {
    const event = GenerateProgressEventSchema.parse(JSON.parse(line))
    if (event.type === 'progress') onProgress?.({ percent: event.percent, stage: event.stage })
    else if (event.type === 'result') return event.result
    else throw new ApiError(event.status, event.error.message, '')
  }
  throw new Error('The generation stream ended without a result.')
}

/** Yields the non-empty lines of a UTF-8 byte stream as they arrive. */
export async function* readLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffered.split('\n')
      buffered = done ? '' : (lines.pop() ?? '')
      for (const line of lines) if (line.trim()) yield line
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}
