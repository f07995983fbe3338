import { afterAll, expect, test } from 'vitest'

import { acquireParsePool, warmParsePool } from '#server/features/imports/parse-pool.ts'
import { WARM_UP_LINE } from '#server/features/imports/parse-worker.ts'

// The parse pool for real: a worker thread loading the TypeScript sources.

const acquired = acquireParsePool()
afterAll(() => acquired.release())

test('the warm-up at start loads pdf.js in the worker and reads a PDF with it, before any import', async () => {
  // A cold first PDF import loaded pdf.js inside its 20-second deadline and missed it at a load of 16.
  expect(await warmParsePool()).toEqual({
    pdfjs: expect.stringMatching(/^\d+\.\d+/),
    pdfText: WARM_UP_LINE,
  })
  // The first import waits for the same warm-up instead of starting another.
  expect(await acquired.pool.warm()).toBe(await warmParsePool())
})
