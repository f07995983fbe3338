import { load, type CheerioAPI } from 'cheerio'
import { decodeHTMLStrict } from 'entities'

// The one reader of HTML as plain text: a job page's description at intake and a stored (sanitised)
// description in the engine go through the same parse and walk, one line per block element.

/**
 * Parses HTML with htmlparser2 rather than parse5: about ten times faster on large pages, and the
 * readers only need a forgiving tree, not a spec-exact one.
 */
export function parseHtml(html: string, isDocument = true, decodeEntities = true): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities } }, isDocument)
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

/** Characters that only steer line breaking or joining: they carry no text of their own. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g

/** Decodes HTML entities once (numeric and every named one); invisible break hints are dropped. */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text).replace(INVISIBLE, '')
}

/** Collapses spaces inside lines and drops empty lines. */
function normalizeLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b\u2009\u202f]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Elements that start and end a line of their own on a page. */
const PAGE_BLOCK_NAMES =
  'p div section article ul ol li br h1 h2 h3 h4 h5 h6 tr table blockquote header footer dd dt pre hr'
const PAGE_BLOCKS = new Set(PAGE_BLOCK_NAMES.split(' '))

/** The blocks a stored description keeps on lines of their own (a page's, less the page frame). */
const STORED_BLOCKS = new Set([...PAGE_BLOCKS].filter((name) => !/^(article|header|footer|pre)$/.test(name)))

/** How one kind of HTML reads as text. */
type Reading = {
  blocks: ReadonlySet<string>
  /** List items start with "• ". */
  bullets: boolean
  /**
   * Stored text: a line break in a text node is a line rather than a space (HTML rules), and only
   * entities closed by ";" are decoded (as stored, "&" is always escaped); inline elements and
   * comments stand apart from their neighbours by a space.
   */
  stored: boolean
}

const PAGE: Reading = { blocks: PAGE_BLOCKS, bullets: true, stored: false }
const STORED: Reading = { blocks: STORED_BLOCKS, bullets: false, stored: true }

/** The text of the nodes in document order, with a line break at each block's start and end. */
function walkText(nodes: DomNode[], reading: Reading, out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const data = node.data ?? ''
      out.push(reading.stored ? decodeHTMLStrict(data) : data.replace(/[\s\u00a0]+/g, ' '))
    } else if (node.type === 'tag' && node.name) {
      const name = node.name.toLowerCase()
      const edge = reading.blocks.has(name) ? '\n' : reading.stored ? ' ' : ''
      out.push(edge)
      if (reading.bullets && name === 'li') out.push('• ')
      walkText(node.children ?? [], reading, out)
      out.push(edge)
    } else if (node.type === 'comment' && reading.stored) out.push(' ')
  }
}

function readHtml(html: string, reading: Reading): string {
  const $ = parseHtml(html, false, !reading.stored)
  $('script, style, noscript, template, svg').remove()
  const out: string[] = []
  walkText(($.root()[0]?.children ?? []) as DomNode[], reading, out)
  return out.join('')
}

/** Plain text of a page's HTML fragment, one line per block element, list items as bullets. */
export function htmlToText(html: string): string {
  if (!/<[a-z!/]/i.test(html)) return normalizeLines(decodeEntities(html))
  return normalizeLines(readHtml(html, PAGE))
}

/**
 * The lines of a stored posting description (sanitised HTML: headings, paragraphs, list items), so
 * that a heading without a full stop ("About Brightpath") never runs into the sentence after it.
 */
export function storedHtmlLines(html: string): string[] {
  return readHtml(html, STORED)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
}

/** A stored posting description as one plain text, its blocks on lines of their own. */
export function storedHtmlText(html: string): string {
  return storedHtmlLines(html).join('\n')
}
