import { INSIGHT_PREVIEW_CHARS } from '#shared/constants.ts'

/** 'business_leader' → 'BUSINESS LEADER' (recent work, spec section 2). */
export function formatStyle(style: string | null): string {
  return style ? style.replace(/_/g, ' ').toUpperCase() : 'NOT SET'
}

export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}

/** First `limit` characters, cut at a word boundary where one is near, with an ellipsis. */
export function preview(text: string, limit: number = INSIGHT_PREVIEW_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

const SKIPPED_TAGS = /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/
const BLOCK_TAGS = /^(P|DIV|UL|OL|H[1-6]|BR|TR|SECTION|ARTICLE)$/

/**
 * The posting description may be sanitised HTML. It is shown as text, never injected as markup:
 * parse it inertly and keep line breaks at block boundaries.
 */
export function htmlToText(value: string): string {
  if (!/<[a-z][\s\S]*>/i.test(value) || typeof DOMParser === 'undefined') return value.trim()
  const doc = new DOMParser().parseFromString(value, 'text/html')
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
    else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element
      if (SKIPPED_TAGS.test(element.tagName)) return
      const isBlock = BLOCK_TAGS.test(element.tagName)
      // A list item starts its own line; blocks are set apart by a line before and after.
      parts.push(element.tagName === 'LI' ? '\n• ' : isBlock ? '\n' : '')
      for (const child of Array.from(node.childNodes)) walk(child)
      if (isBlock) parts.push('\n')
    }
  }
  walk(doc.body)
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
