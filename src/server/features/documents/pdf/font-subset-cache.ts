// Every PDF embeds a subset of each font face it uses: pdfkit asks fontkit's TrueType subsetter for
// it when the document ends. The subsetter decodes each glyph's outline (every point of every contour)
// only to learn whether the glyph is composite, and does so again for every document: about a fifth of
// a one-page resume's CPU with three faces. A glyph's bytes, components and metrics never change for a
// static font, so they are read once per process here; each subset still numbers its glyphs and
// rewrites composite glyphs' component ids itself, so the embedded font is byte for byte the same.

/** A glyph as the subsetter copies it: its bytes, its components (composite glyphs) and metrics. */
type SubsetGlyph = {
  bytes: Uint8Array
  components: { glyphID: number; pos: number }[] | null
  advance: number
  bearing: number
}

/** The parts of fontkit's TrueType font and glyph the subsetter reads (fontkit exports no types). */
type TrueTypeFont = {
  getGlyph: (id: number) => {
    _decode: () => { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null
    advanceWidth: number
    _getMetrics: () => { leftBearing: number }
  }
  loca: { offsets: number[] }
  _getTableStream: (tag: string) => { pos: number; readBuffer: (length: number) => Uint8Array }
  _variationProcessor?: unknown
  createSubset: () => object
}

/** fontkit's TTFSubset, as far as _addGlyph uses it. */
type TrueTypeSubset = {
  font: TrueTypeFont
  glyf: Uint8Array[]
  loca: { offsets: number[] }
  hmtx: { metrics: { advance: number; bearing: number }[] }
  offset: number
  includeGlyph: (glyph: number) => number
  _addGlyph: (gid: number) => number
}

const glyphsByFont = new WeakMap<TrueTypeFont, Map<number, SubsetGlyph>>()

function readSubsetGlyph(font: TrueTypeFont, gid: number): SubsetGlyph {
  const glyph = font.getGlyph(gid)
  const decoded = glyph._decode()
  const start = font.loca.offsets[gid] ?? 0
  const end = font.loca.offsets[gid + 1] ?? start
  const stream = font._getTableStream('glyf')
  stream.pos += start
  return {
    bytes: stream.readBuffer(end - start),
    components:
      decoded && decoded.numberOfContours < 0
        ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
        : null,
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  }
}

function subsetGlyphOf(font: TrueTypeFont, gid: number): SubsetGlyph {
  let glyphs = glyphsByFont.get(font)
  if (!glyphs) glyphsByFont.set(font, (glyphs = new Map()))
  let glyph = glyphs.get(gid)
  if (!glyph) glyphs.set(gid, (glyph = readSubsetGlyph(font, gid)))
  return glyph
}

const patched = new WeakSet<object>()

/**
 * Makes fontkit's TrueType subsetter read each glyph of a static font once per process (the same
 * steps as fontkit's own `_addGlyph`, with the glyph's bytes and metrics kept). Variable fonts, whose
 * outlines the subsetter re-encodes per instance, keep fontkit's own code. Idempotent.
 */
export function cacheSubsetGlyphs(font: object): void {
  const subset = (font as TrueTypeFont).createSubset() as Partial<TrueTypeSubset>
  const prototype = Object.getPrototypeOf(subset) as TrueTypeSubset
  if (patched.has(prototype) || typeof prototype._addGlyph !== 'function') return
  patched.add(prototype)
  const addGlyph = prototype._addGlyph
  prototype._addGlyph = function (this: TrueTypeSubset, gid: number): number {
    if (this.font._variationProcessor) return addGlyph.call(this, gid)
    const glyph = subsetGlyphOf(this.font, gid)
    let bytes = glyph.bytes
    if (glyph.components) {
      // Component ids are this subset's numbers for the components, added as they are met.
      bytes = new Uint8Array(bytes)
      const view = new DataView(bytes.buffer)
      for (const component of glyph.components)
        view.setUint16(component.pos, this.includeGlyph(component.glyphID))
    }
    this.glyf.push(bytes)
    this.loca.offsets.push(this.offset)
    this.hmtx.metrics.push({ advance: glyph.advance, bearing: glyph.bearing })
    this.offset += bytes.length
    return this.glyf.length - 1
  }
}
