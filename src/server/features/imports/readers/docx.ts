import { load } from 'cheerio'
import JSZip from 'jszip'
import mammoth from 'mammoth'

import { AppError } from '#shared/errors.ts'
import type { DocumentLine, ResumeReader } from '#server/features/imports/resume-document.ts'
import { SINGLE_DATE, findDateRange } from '#server/features/imports/structure/text-patterns.ts'

// DOCX through mammoth's HTML, which keeps Word heading styles (h1-h6) and lists (li); plain text
// extraction would lose both. Table rows (a common "Company | Dates" layout) become one line each.

export function htmlToLines(html: string): DocumentLine[] {
  const $ = load(html)
  const cellText = (cell: Parameters<typeof $>[0]) => $(cell).text().replace(/\s+/g, ' ').trim()
  const lines: DocumentLine[] = []
  let gap = false
  // A row of short cells ("Company | Dates") is one line; a layout table (a sidebar cell beside a main
  // cell, each with many paragraphs) is read cell by cell instead.
  const isLayoutRow = (row: ReturnType<typeof $>) =>
    row
      .children('td, th')
      .toArray()
      .some((cell) => $(cell).find('p, li, h1, h2, h3, h4, h5, h6').length > 1)
  // A layout row whose side cell holds only the dates ("Company | City" and the role in the main
  // cell, "Sept 2020 – Present" right-aligned beside them) gives the dates to the main cell's first
  // line, where a reader looks for them, instead of after the entry's bullets.
  const datesFor = new Map<unknown, string>()
  const dateCells = new Set<unknown>()
  $('tr').each((_, row) => {
    if (!isLayoutRow($(row))) return
    const cells = $(row).children('td, th').toArray()
    const isDateOnly = (cell: (typeof cells)[number]) => {
      const text = cellText(cell)
      const date = findDateRange(text)?.match ?? SINGLE_DATE.exec(text)?.[0]
      return date !== undefined && text.replace(date, '').trim() === ''
    }
    const dates = cells.filter(isDateOnly)
    const main = cells.find((cell) => !isDateOnly(cell) && cellText(cell))
    const first = main ? $(main).find('p, li, h1, h2, h3, h4, h5, h6').first().get(0) : undefined
    if (dates.length !== 1 || !first) return
    datesFor.set(first, cellText(dates[0]!))
    $(dates[0]!)
      .find('p, li, h1, h2, h3, h4, h5, h6')
      .each((_i, p) => void dateCells.add(p))
  })
  $('h1, h2, h3, h4, h5, h6, p, li, tr').each((_, element) => {
    const node = $(element)
    if (dateCells.has(element)) return
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
    const dates = datesFor.get(element)
    if (dates) text = text.replace(/^([^\n]*)/, (first) => `${first}\t${dates}`)
    // A tab sets a part apart ("BA (Hons) Psychology<tab>University of Leeds"): kept as a wide gap.
    const parts = text.split('\n').map((t) =>
      t
        .replace(/[^\S\t]+/g, ' ')
        .replace(/\t/g, '   ')
        .trim(),
    )
    if (parts.every((p) => !p)) {
      gap = true
      return
    }
    // A bold line that the dates beside it belong to opens an entry ("Mechatroniker" | "03.2016 - 12.2018"),
    // however much it looks like a heading on its own.
    const isHeading =
      /^h[1-6]$/.test(element.tagName) ||
      (element.tagName === 'p' &&
        !dates &&
        node.children().length === 1 &&
        node.children('strong').length === 1 &&
        node.text().trim() === node.children('strong').text().trim() &&
        text.length < 60)
    const isParagraph = element.tagName === 'p' && parts.filter(Boolean).length === 1
    for (const part of parts.filter(Boolean)) {
      lines.push({ text: part, isHeading, isBullet: element.tagName === 'li', gapBefore: gap, isParagraph })
      gap = false
    }
  })
  return lines
}

/**
 * Word keeps page headers apart from the body and mammoth drops them, yet many CVs carry the name and
 * contact line only there. Their paragraphs are read before the body, once however many pages repeat
 * them; a header line the body also holds is left to the body. The archive was size-checked before.
 */
async function pageHeaderLines(bytes: Uint8Array, body: DocumentLine[]): Promise<DocumentLine[]> {
  const zip = await JSZip.loadAsync(bytes)
  const names = Object.keys(zip.files)
    .filter((name) => /^word\/header\d+\.xml$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
  const seen = new Set(body.map((line) => line.text))
  const lines: DocumentLine[] = []
  for (const name of names) {
    const xml = (await zip.file(name)!.async('string')).replace(/<w:tab\/>/g, '<w:t>\t</w:t>')
    const $ = load(xml, { xml: true })
    $('w\\:p').each((_, paragraph) => {
      const text = $(paragraph)
        .find('w\\:t')
        .toArray()
        .map((t) => $(t).text())
        .join('')
        .replace(/[^\S\t]+/g, ' ')
        .replace(/\t+/g, '   ')
        .trim()
      if (!text || seen.has(text)) return
      seen.add(text)
      lines.push({ text, isHeading: false, isBullet: false, gapBefore: false })
    })
  }
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
    const body = htmlToLines(html)
    const lines = [...(await pageHeaderLines(bytes, body)), ...body]
    if (lines.reduce((n, l) => n + l.text.length, 0) < 20)
      throw new AppError('UNREADABLE_FILE', { message: 'This Word document has no text.' })
    return { kind: 'document', format: 'docx', lines }
  },
}
