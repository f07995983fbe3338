import { load, type CheerioAPI } from 'cheerio'
import { decodeHTMLStrict } from 'entities'

// Small text helpers shared by every extractor: entity decoding, HTML to lines, bullet cleaning.

/**
 * Parses HTML with htmlparser2 rather than parse5: about ten times faster on large pages, and the
 * extractors only need a forgiving tree, not a spec-exact one.
 */
export function parseHtml(html: string, isDocument = true): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } }, isDocument)
}

/** Characters that only steer line breaking or joining: they carry no text of their own. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g

/** Decodes HTML entities once (numeric and every named one); invisible break hints are dropped. */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text).replace(INVISIBLE, '')
}

/** HTML that arrived entity-escaped (once or twice, e.g. `&amp;lt;p&amp;gt;`) turned back into HTML. */
export function unescapeHtml(value: string): string {
  let text = value
  for (let i = 0; i < 3 && /&(amp;)*(lt|gt|#x?[0-9a-f]+);/i.test(text) && !/<[a-z/!]/i.test(text); i++) {
    text = decodeEntities(text)
  }
  // Double-escaped entities inside real HTML (`&amp;#xa;`) become the character.
  return text.replace(/&amp;(#x?[0-9a-f]+|[a-z]+);/gi, '&$1;')
}

/** The part of a parsed DOM node the walkers read. */
export type DomNode = {
  type: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: DomNode[]
  parent?: DomNode | null
}

/** An element of a parsed DOM: a tag, or a script or style (which the parser types apart). */
export function isElement(node: DomNode): boolean {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style'
}

/**
 * Visits the elements under `nodes` in document order, each once, skipping the subtree of any
 * element for which `visit` returns false. One walk in plain code instead of one CSS-selector pass
 * over the whole page per question: a long page is asked many questions.
 */
export function walkElements(nodes: DomNode[], visit: (element: DomNode) => boolean | void): void {
  for (const node of nodes) {
    if (!isElement(node)) continue
    if (visit(node) !== false && node.children) walkElements(node.children, visit)
  }
}

const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'ul',
  'ol',
  'li',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'blockquote',
  'header',
  'footer',
  'dd',
  'dt',
  'pre',
  'hr',
])

/** Plain text of an HTML fragment, one line per block element. */
export function htmlToText(html: string): string {
  if (!/<[a-z!/]/i.test(html)) return normalizeLines(decodeEntities(html))
  const $ = parseHtml(html, false)
  $('script, style, noscript, template, svg').remove()
  const out: string[] = []
  const walk = (nodes: DomNode[]): void => {
    for (const node of nodes) {
      // Inside HTML a line break in the source is just a space; only block elements break lines.
      if (node.type === 'text') out.push((node.data ?? '').replace(/[\s\u00a0]+/g, ' '))
      else if (node.type === 'tag' && node.name) {
        const name = node.name.toLowerCase()
        const isBlock = BLOCK.has(name)
        if (isBlock) out.push('\n')
        if (name === 'li') out.push('• ')
        walk(node.children ?? [])
        if (isBlock) out.push('\n')
      }
    }
  }
  walk(($.root()[0]?.children ?? []) as DomNode[])
  return normalizeLines(out.join(''))
}

/** Collapses spaces inside lines and drops empty lines. */
export function normalizeLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b\u2009\u202f]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * A single-line string: entities decoded, tags dropped, whitespace collapsed. Only markup is a tag
 * (a name or a closing slash after "<", or a comment): "USP <797>" and "<5 % error rate" are text.
 */
export function cleanInline(value: unknown): string {
  if (typeof value !== 'string') return ''
  return decodeEntities(value)
    .replace(/<(?:\/?[a-z]|!)[^<>]*>/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim()
}

const GLYPHS =
  /^[\s\u00a0]*(?:[•·▪▫◦●○■□►▶➢➤➔→✓✔✗☐☑★☆\-–—*+~>]|\d{1,2}[.)](?!\d)|\(?[a-z][).](?=\s))[\s\u00a0]*/i

/** True when the line starts with a bullet glyph or an enumeration like "1." or "a)". */
export function startsWithBullet(line: string): boolean {
  return GLYPHS.test(line) && !/^\s*-?\d+[.,]\d/.test(line)
}

/** A bullet as the posting wrote it: entities decoded, glyphs and surrounding punctuation stripped. */
export function cleanBullet(value: string): string {
  let text = cleanInline(value)
  for (let i = 0; i < 2; i++) text = text.replace(GLYPHS, '')
  return text
    .replace(/[;,]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Distinct values, keeping the first spelling and order. */
export function unique(values: string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const value of values) {
    const key = value.toLowerCase().replace(/\W+/g, '')
    if (!value || seen.has(key)) continue
    seen.add(key)
    out.push(value)
  }
  return out
}
