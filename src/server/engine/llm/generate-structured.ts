import { APICallError, generateObject, generateText, type LanguageModel } from 'ai'
import type { z } from 'zod'

import { AppError } from '#shared/errors.ts'

// Structured output validated by the shared zod schemas. When a server rejects structured-output
// mode, fall back to JSON in plain text, validate it, and retry once with the validation error.

export type GenerateStructuredOptions<T> = {
  model: LanguageModel
  schema: z.ZodType<T>
  system: string
  prompt: string
  timeoutMs: number
  signal?: AbortSignal
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new AppError('AI_TIMEOUT', { cause: error })
  if (APICallError.isInstance(error))
    return new AppError('AI_PROVIDER_ERROR', {
      message: `The AI provider answered ${error.statusCode ?? 'an error'}. Please try again.`,
      cause: error,
    })
  return new AppError('GENERATION_FAILED', {
    message: 'Generation failed. Please try again with different inputs.',
    cause: error,
  })
}

function extractJson(text: string): unknown {
  // A fenced block ("```json … ```") when there is one, else the outermost braces.
  const open = text.indexOf('```')
  const start = open < 0 ? -1 : open + (text.startsWith('```json', open) ? 7 : 3)
  const close = start < 0 ? -1 : text.indexOf('```', start)
  const body =
    close >= 0 ? text.slice(start, close) : text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return JSON.parse(body)
}

async function viaText<T>({
  model,
  schema,
  system,
  prompt,
  signal,
}: GenerateStructuredOptions<T> & { signal: AbortSignal }): Promise<T> {
  const instructions = `${system}\n\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify((await import('zod')).z.toJSONSchema(schema))}`
  let lastError = ''
  for (let attempt = 0; attempt < 2; attempt++) {
    const { text } = await generateText({
      model,
      system: instructions,
      prompt:
        attempt === 0
          ? prompt
          : `${prompt}\n\nYour previous answer was invalid: ${lastError}. Answer again with valid JSON only.`,
      abortSignal: signal,
      maxRetries: 0,
    })
    try {
      const parsed = schema.safeParse(extractJson(text))
      if (parsed.success) return parsed.data
      lastError = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    } catch (error) {
      lastError = `not JSON (${(error as Error).message})`
    }
  }
  throw new AppError('GENERATION_FAILED', {
    message: `The AI answer did not match the expected format: ${lastError}`,
  })
}

export async function generateStructured<T>(options: GenerateStructuredOptions<T>): Promise<T> {
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs)
  try {
    try {
      const { object } = await generateObject({
        model: options.model,
        schema: options.schema,
        system: options.system,
        prompt: options.prompt,
        abortSignal: signal,
        maxRetries: 1,
      })
      return object as T
    } catch (error) {
      // A 4xx on structured-output mode (or an unparseable object) means: try plain JSON text.
      const rejected =
        (APICallError.isInstance(error) && (error.statusCode ?? 500) < 500) ||
        (error instanceof Error &&
          /NoObjectGenerated|TypeValidation|JSONParse|response_format|json_schema/i.test(
            `${error.name} ${error.message}`,
          ))
      if (!rejected) throw error
      return await viaText({ ...options, signal })
    }
  } catch (error) {
    throw toAppError(error)
  }
}
