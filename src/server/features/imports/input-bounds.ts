import { AppError } from '#shared/errors.ts'

// Bounds applied to everything a reader produced before it is structured: no pattern then ever sees an
// unbroken token longer than MAX_TOKEN_CHARS (the structuring patterns are applied token by token and
// line by line, so this keeps them linear whatever they are), and text PostgreSQL cannot store (NUL,
// lone UTF-16 surrogates) never reaches a profile.

/** No word, e-mail address or link on a resume is longer; longer runs are base64 or padding. */
export const MAX_TOKEN_CHARS = 160
/** All text of one import: about 60 pages of resume. */
export const MAX_TEXT_CHARS = 300_000

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Cuts every unbroken run of non-space characters to MAX_TOKEN_CHARS (a single pass over the text). */
export function capTokens(text: string): string {
  let out = ''
  let run = 0
  let from = 0
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      run = 0
      continue
    }
    run++
    if (run === MAX_TOKEN_CHARS + 1) {
      out += text.slice(from, i)
      while (i + 1 < text.length && !isSpace(text.charCodeAt(i + 1))) i++
      from = i + 1
      run = 0
    }
  }
  return from === 0 ? text : out + text.slice(from)
}

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x3000 ||
    (code >= 0x2000 && code <= 0x200a)
  )
}

/** Storable, bounded text: NUL removed, lone surrogates replaced, tokens capped. */
export function boundText(text: string): string {
  return capTokens(text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD'))
}

/** Applies boundText to every string in a reader's output (lines or a draft) and caps the total text. */
export function boundReaderOutput<T>(output: T): T {
  let budget = MAX_TEXT_CHARS
  const visit = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') {
      const bounded = boundText(value)
      // A draft's fullText repeats its fields; it is not counted twice.
      if (key !== 'fullText') budget -= bounded.length
      if (budget < 0)
        throw new AppError('FILE_TOO_LARGE', {
          message: `This file holds more than ${MAX_TEXT_CHARS.toLocaleString('en')} characters of text, far more than a resume; it was not read.`,
        })
      return bounded
    }
    if (Array.isArray(value)) return value.map((item) => visit(item))
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]))
    return value
  }
  return visit(output) as T
}
