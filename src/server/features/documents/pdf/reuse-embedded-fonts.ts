// react-pdf sets the font of every text run it draws with pdfkit's doc.font(font, size), passing the
// fontkit font itself. pdfkit keys its fonts by name, and an object has none, so each call built a new
// embedded font (a fresh subset, the font's metrics) and then compared its name table, serialised to
// JSON twice, with the one already embedded, to throw the new one away: about a tenth of a millisecond
// per run, some 50 to 70 runs per resume, and most of its garbage. Here a document remembers the
// embedded font it ended up with for each fontkit font, and later runs take it directly: the same
// font object pdfkit would have chosen, so the document draws the same (only the unused resource
// numbers that pdfkit counted up per discarded font are no longer skipped).

type PdfDocument = {
  _font: unknown
  _fontSource: unknown
  _fontFamily: unknown
  fontSize: (size: number) => PdfDocument
}
type FontMethod = (this: PdfDocument, src: unknown, family?: unknown, size?: number) => PdfDocument

/** pdfkit as react-pdf imports it (it ships no types; react-pdf depends on it). */
const PDFKIT: string = 'pdfkit'

let reused: Promise<void> | undefined

/** Makes pdfkit reuse a document's embedded font for a fontkit font it has seen. Idempotent. */
export function reuseEmbeddedFonts(): Promise<void> {
  reused ??= (async () => {
    const pdfkit = (await import(PDFKIT)) as { default: { prototype: { font: FontMethod } } }
    const prototype = pdfkit.default.prototype
    const font = prototype.font
    const embedded = new WeakMap<PdfDocument, Map<object, unknown>>()
    prototype.font = function (this: PdfDocument, src, family, size) {
      // Only the call react-pdf makes: a font object, with a size or nothing, no family name.
      const isFontObject = typeof src === 'object' && src !== null && !Buffer.isBuffer(src)
      if (!isFontObject || (family != null && typeof family !== 'number'))
        return font.call(this, src, family, size)
      const fontSize = typeof family === 'number' ? family : size
      let fonts = embedded.get(this)
      if (!fonts) embedded.set(this, (fonts = new Map()))
      const known = fonts.get(src)
      if (known === undefined) {
        font.call(this, src, family, size)
        fonts.set(src, this._font)
        return this
      }
      this._fontSource = src
      this._fontFamily = null
      if (fontSize != null) this.fontSize(fontSize)
      this._font = known
      return this
    }
  })()
  return reused
}
