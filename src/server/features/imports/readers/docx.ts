import { load } from 'cheerio'
import mammoth from 'mammoth'

import { AppError } from '#shared/errors.ts'
import type { DocumentLine, ResumeReader } from '#server/features/imports/resume-document.ts'

// DOCX through mammoth's HTML, which keeps Word heading styles (h1-h6) and lists (li); plain text
// extraction would lose both. Table rows (a common "Company | Dates" layout) become one line each.

export function htmlToLines(html: string): DocumentLine[] {
  const $ = load(html)
  const lines: DocumentLine[] = []
  let gap = false
  // A row of short cells ("Company | Dates") is one line; a layout table (a sidebar cell beside a main
  // cell, each with many paragraphs) is read cell by cell instead.
  const isLayoutRow = (row: ReturnType<typeof $>) =>
    row
      .children('td, th')
      .toArray()
      .some((cell) => $(cell).find('p, li, h1, h2, h3, h4, h5, h6').length > 1)
  $('h1, h2, h3, h4, h5, h6, p, li, tr').each((_, element) => {
    const node = $(element)
    if (element.tagName === 'tr' && isLayoutRow(node)) return
    if (element.tagName !== 'tr' && node.parents('td, th').length > 0 && !isLayoutRow(node.closest('tr')))
      return
    if (element.tagName === 'p' && node.parents('li').length > 0) return
    let text: string
    if (element.tagName === 'tr') {
      // A soft line break in a cell ("Degree<br>University") starts a new line below the row's first.
      const cells = node
        .children('td, th')
        .toArray()
        .map((cell) => {
          const clone = $(cell).clone()
          clone.find('br').replaceWith('\n')
          return clone
            .text()
            .split('\n')
            .map((t) => t.replace(/\s+/g, ' ').trim())
            .filter(Boolean)
        })
        .filter((c) => c.length > 0)
      text = [cells.map((c) => c[0]).join(' | '), ...cells.flatMap((c) => c.slice(1))].join('\n')
    } else {
      const clone = node.clone()
      clone.find('ul, ol').remove()
      clone.find('br').replaceWith('\n')
      text = clone.text()
    }
    const parts = text.split('\n').map((t) => t.replace(/\s+/g, ' ').trim())
    if (parts.every((p) => !p)) {
      gap = true
      return
    }
    const isHeading =
      /^h[1-6]$/.test(element.tagName) ||
      (element.tagName === 'p' &&
        node.children().length === 1 &&
        node.children('strong').length === 1 &&
        node.text().trim() === node.children('strong').text().trim() &&
        text.length < 60)
    for (const part of parts.filter(Boolean)) {
      lines.push({ text: part, isHeading, isBullet: element.tagName === 'li', gapBefore: gap })
      gap = false
    }
  })
  return lines
}

export const docxReader: ResumeReader = {
  async read(bytes) {
    let html: string
    try {
      html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value
    } catch (error) {
      throw new AppError('UNREADABLE_FILE', {
        message: 'This Word document is damaged and could not be read.',
        cause: error,
      })
    }
    const lines = htmlToLines(html)
    if (lines.reduce((n, l) => n + l.text.length, 0) < 20)
      throw new AppError('UNREADABLE_FILE', { message: 'This Word document has no text.' })
    return { kind: 'document', format: 'docx', lines }
  },
}
