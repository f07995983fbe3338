import { decodeEntities, type DomNode } from '#shared/text/html-text.ts'

// Small text helpers shared by every extractor: escaped HTML, element walks, bullet cleaning.

/** HTML that arrived entity-escaped (once or twice, e.g. `&amp;lt;p&amp;gt;`) turned back into HTML. */
export function unescapeHtml(value: string): string {
  let text = value
  for (let i = 0; i < 3 && /&(amp;)*(lt|gt|#x?[0-9a-f]+);/i.test(text) && !/<[a-z/!]/i.test(text); i++) {
    text = decodeEntities(text)
  }
  // Double-escaped entities inside real HTML (`&amp;#xa;`) become the character.
  return text.replace(/&amp;(#x?[0-9a-f]+|[a-z]+);/gi, '&$1;')
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

// A numbered selection criterion ("SC1", "KSC 2.", "Criterion 3:") enumerates as "1." does.
const GLYPHS =
  /^[\s\u00a0]*(?:[•·▪▫◦●○■□►▶➢➤➔→✓✔✗☐☑★☆\-–—*+~>]|\d{1,2}[.)](?!\d)|\(?[a-z][).](?=\s)|(?:k?sc|criterion) ?\d{1,2}[.:)]?(?=\s))[\s\u00a0]*/i

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
