import { decodeHTMLStrict } from 'entities'

// A stored posting description is sanitised HTML: headings, paragraphs and list items. Its plain
// text keeps one line per block, so that a heading without a full stop ("About Brightpath") never
// runs into the sentence after it.
const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|li|ul|ol|br|tr|table|section|blockquote|dd|dt|hr)\b[^>]*>/gi

/** The lines of a posting description, tags removed and entities decoded. */
export function descriptionLines(html: string): string[] {
  return decodeHTMLStrict(html.replace(BLOCK_TAG, '\n').replace(/<[^>]*>/g, ' '))
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
}

/** The description as one plain text, its blocks on lines of their own. */
export function descriptionText(html: string): string {
  return descriptionLines(html).join('\n')
}
