import type { FastifyInstance } from 'fastify'

import { AppError } from '#shared/errors.ts'

// Text that PostgreSQL cannot store (NUL in text and jsonb) or that is not Unicode (a lone UTF-16
// surrogate, which JSON allows as "\ud800") is refused with a 400 naming the field, before any route
// sees it. Nesting deeper than any form of ours is refused too.

const MAX_DEPTH = 64

// One code unit with a look-around on each side: linear in the text's length.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when the text has no lone surrogate (String.prototype.isWellFormed is ES2024). */
function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

type Problem = { path: string; message: string }

/** The first string in `value` (params, query or body) that cannot be stored, with its field path. */
function findUnstorableText(value: unknown, root: string): Problem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000'))
        return { path: item.path, message: 'contains a NUL character (\\u0000), which cannot be stored' }
      if (!isWellFormedText(item.value))
        return { path: item.path, message: 'contains an unpaired UTF-16 surrogate, which is not valid text' }
      continue
    }
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= MAX_DEPTH)
      return { path: item.path, message: `is nested more than ${MAX_DEPTH} levels deep` }
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value)
    for (const [key, child] of entries) {
      if (!isWellFormedText(key) || key.includes('\u0000'))
        return { path: item.path, message: 'has a field name that is not valid text' }
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 })
    }
  }
  return null
}

export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'query') ??
      (request.isMultipart() ? null : findUnstorableText(request.body, 'body'))
    if (problem)
      throw new AppError('VALIDATION_FAILED', {
        message: `Invalid request: ${problem.path} ${problem.message}.`,
        issues: [problem],
      })
  })
}
