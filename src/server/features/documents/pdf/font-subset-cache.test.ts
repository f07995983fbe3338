import { createRequire } from 'node:module'

import { Font as PdfFont } from '@react-pdf/renderer'
import { expect, test, vi } from 'vitest'

import { cacheSubsetGlyphs } from '#server/features/documents/pdf/font-subset-cache.ts'

const require = createRequire(import.meta.url)
const INTER = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')
// Simple glyphs, composite ones (accented letters, ":" built from "."), and a ligature.
const TEXT = 'Zoë Müller-Łukasik, Kraków: S.A. office • 95% “quality” ﬁ'

type Glyph = { id: number; _decode: () => { numberOfContours: number } | null }
type Font = { glyphsForString: (text: string) => Glyph[]; createSubset: () => Subset }
type Subset = { includeGlyph: (glyph: Glyph) => number; encode: () => Uint8Array }

function subsetBytes(font: Font): Uint8Array {
  const subset = font.createSubset()
  for (const glyph of font.glyphsForString(TEXT)) subset.includeGlyph(glyph)
  return subset.encode()
}

/** A fresh fontkit font of Inter Regular, as react-pdf loads it. */
async function open(family: string): Promise<Font> {
  PdfFont.register({ family, src: INTER })
  await PdfFont.load({ fontFamily: family })
  return PdfFont.getFont({ fontFamily: family }).data as unknown as Font
}

test('the embedded font subset is byte for byte fontkit’s own, and each glyph is decoded once', async () => {
  const reference = await open('SubsetReference')
  expect(reference.glyphsForString(TEXT).some((glyph) => (glyph._decode()?.numberOfContours ?? 0) < 0)).toBe(
    true,
  )
  const expected = subsetBytes(reference)

  const font = await open('SubsetCached')
  cacheSubsetGlyphs(font)
  cacheSubsetGlyphs(font)
  expect(Buffer.from(subsetBytes(font)).equals(Buffer.from(expected))).toBe(true)
  // The next document's subset reads no glyph outline again, and is the same.
  const decodes = font.glyphsForString(TEXT).map((glyph) => vi.spyOn(glyph, '_decode'))
  expect(Buffer.from(subsetBytes(font)).equals(Buffer.from(expected))).toBe(true)
  expect(decodes.every((spy) => spy.mock.calls.length === 0)).toBe(true)
})
