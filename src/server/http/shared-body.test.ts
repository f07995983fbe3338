import { expect, test } from 'vitest'

import { preferredEncoding } from '#server/http/shared-body.ts'

test('the body goes in brotli, else gzip, as the client accepts them, never in a refused encoding', () => {
  expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(preferredEncoding('gzip, deflate')).toBe('gzip')
  expect(preferredEncoding('BR;q=0.5, GZIP')).toBe('br')
  expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
  expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull()
  expect(preferredEncoding('x-gzip')).toBe('gzip')
  expect(preferredEncoding('*')).toBe('gzip')
  expect(preferredEncoding('identity')).toBeNull()
  expect(preferredEncoding('deflate')).toBeNull()
  expect(preferredEncoding('')).toBeNull()
  expect(preferredEncoding(undefined)).toBeNull()
})
