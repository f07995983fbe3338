import { createRequire } from 'node:module'

import { Font } from '@react-pdf/renderer'

import { cacheSubsetGlyphs } from '#server/features/documents/pdf/font-subset-cache.ts'
import { reuseEmbeddedFonts } from '#server/features/documents/pdf/reuse-embedded-fonts.ts'

/** The one font family of every PDF: Inter, embedded as TTF (react-pdf cannot read WOFF2). */
export const PDF_FONT_FAMILY = 'Inter'

const require = createRequire(import.meta.url)
const fontFile = (variant: string) =>
  require.resolve(`@expo-google-fonts/inter/${variant}/Inter_${variant}.ttf`)

const VARIANTS = [
  { variant: '400Regular', fontWeight: 400, fontStyle: 'normal' },
  { variant: '400Regular_Italic', fontWeight: 400, fontStyle: 'italic' },
  { variant: '600SemiBold', fontWeight: 600, fontStyle: 'normal' },
  { variant: '700Bold', fontWeight: 700, fontStyle: 'normal' },
] as const

/** Longer than any body line can hold (about 95 characters at 9.5 pt on A4 with our margins). */
const UNBREAKABLE_MAX_CHARS = 80

/** The parts of a fontkit font used here (react-pdf does not export fontkit's types). */
type GlyphSource = {
  characterSet: number[]
  glyphForCodePoint: (codePoint: number) => unknown
  directory: { tables: Partial<Record<string, { offset: number; length: number }>> }
  stream: { buffer: Uint8Array }
  /** fontkit's decoded tables by tag, each decoded on first use. */
  _tables: Record<string, unknown>
  GSUB: unknown
  GDEF: unknown
  unitsPerEm: number
  layout: (text: string) => { positions: { xAdvance: number }[] }
}

const SHARED_TABLES = ['GSUB', 'GDEF'] as const

function tableBytes(font: GlyphSource, tag: string): Uint8Array | undefined {
  const entry = font.directory.tables[tag]
  return entry && font.stream.buffer.subarray(entry.offset, entry.offset + entry.length)
}

/**
 * Inter's upright weights carry byte-identical substitution (GSUB) and glyph-class (GDEF) tables, and
 * shaping is most of a PDF's CPU. fontkit decodes a copy per font, so a resume that alternates weights
 * run by run (a bold entry line, regular text, a semibold label) shaped each run against a different
 * copy of the same large table, with the processor's caches cold: about a tenth slower than shaping
 * the same runs in one weight. Each font here uses the first font's decoded copy of a table whose
 * bytes are the same, before any text is shaped; the shaping result cannot change.
 */
function shareIdenticalLayoutTables([first, ...rest]: GlyphSource[]): void {
  if (!first) return
  for (const tag of SHARED_TABLES) {
    const bytes = tableBytes(first, tag)
    if (!bytes) continue
    for (const font of rest) {
      const own = tableBytes(font, tag)
      if (own && !(tag in font._tables) && Buffer.compare(own, bytes) === 0) font._tables[tag] = first[tag]
    }
  }
}

const isPrivateUse = (codePoint: number) =>
  (codePoint >= 0xe000 && codePoint <= 0xf8ff) || codePoint >= 0xf0000

/**
 * When several characters share one glyph, the first one wins the Unicode map: ASCII, then
 * Latin-1, then typographic punctuation (so "’" stays U+2019, not the look-alike U+02BC), then the rest.
 */
function rank(codePoint: number): number {
  if (codePoint <= 0x7e) return 0
  if (codePoint <= 0xff) return 1
  if (codePoint >= 0x2000 && codePoint <= 0x20cf) return 2
  return 3
}
const byPreference = (a: number, b: number) => rank(a) - rank(b) || a - b

let prepared: Promise<void> | undefined

/**
 * Registers and loads the fonts once per process. Called by the renderer, never at import time.
 *
 * fontkit caches one glyph object per glyph id, with the characters it was first created for, and
 * pdfkit writes each document's ToUnicode map (what pdftotext and an ATS read) from those
 * characters. Subsetting a composite glyph (":" is built from ".") creates its components without
 * characters, so the next document's "." extracted as nothing: "S.A." read "S A". Creating every
 * mapped glyph from its character first keeps the map
 * right for every document the process renders.
 */
export function preparePdfFonts(): Promise<void> {
  prepared ??= (async () => {
    Font.register({
      family: PDF_FONT_FAMILY,
      fonts: VARIANTS.map(({ variant, fontWeight, fontStyle }) => ({
        src: fontFile(variant),
        fontWeight,
        fontStyle,
      })),
    })
    // Hyphenated words come back from pdftotext as "manage- ment": an applicant-tracking system would
    // read a word that does not exist. Lines break between words only, except a "word" too long for
    // any line (a long URL), which would otherwise be cut off at the margin and lost.
    Font.registerHyphenationCallback((word) =>
      word.length > UNBREAKABLE_MAX_CHARS ? (word.match(/.{1,12}/gsu) ?? [word]) : [word],
    )
    const fonts: GlyphSource[] = []
    for (const { fontWeight, fontStyle } of VARIANTS) {
      const descriptor = { fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle }
      await Font.load(descriptor)
      const font = Font.getFont(descriptor).data as unknown as GlyphSource
      fonts.push(font)
      // Private-use code points name stylistic variants ("+" before digits); they must keep the
      // characters that the layout substituted them for, so they are left to the layout.
      const codePoints = font.characterSet.filter((cp) => !isPrivateUse(cp)).sort(byPreference)
      for (const codePoint of codePoints) font.glyphForCodePoint(codePoint)
    }
    shareIdenticalLayoutTables(fonts)
    for (const font of fonts) cacheSubsetGlyphs(font)
    await reuseEmbeddedFonts()
  })()
  return prepared
}

/** How wide `text` is set in the upright face of this weight, in em. Call after preparePdfFonts(). */
export function pdfTextAdvanceEm(text: string, fontWeight: 400 | 600 | 700): number {
  const font = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle: 'normal' })
    .data as unknown as GlyphSource
  const advance = font.layout(text).positions.reduce((sum, position) => sum + position.xAdvance, 0)
  return advance / font.unitsPerEm
}
