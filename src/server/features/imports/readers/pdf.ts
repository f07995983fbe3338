import { getDocumentProxy } from 'unpdf'

import { AppError } from '#shared/errors.ts'
import type { DocumentLine, ResumeReader } from '#server/features/imports/resume-document.ts'
import { isLinkedinPdf, parseLinkedinPdf } from '#server/features/imports/readers/linkedin-pdf.ts'
import { layoutPage, type PositionedItem } from '#server/features/imports/readers/pdf-layout.ts'

// PDF through pdf.js (unpdf): text items with their positions, laid out into lines per page.
// A LinkedIn "Save to PDF" export is recognised here and handed to its own reader.

/** Resumes are short; a longer document is read only this far. */
const MAX_PAGES = 20

type TextItemLike = { str?: unknown; transform?: unknown; width?: unknown }

function toPositioned(item: TextItemLike): PositionedItem | null {
  if (typeof item.str !== 'string' || !Array.isArray(item.transform)) return null
  const [a, b, , d, e, f] = item.transform as number[]
  const size = Math.hypot(a ?? 0, b ?? 0) || Math.abs(d ?? 0) || 10
  return {
    text: item.str,
    x: e ?? 0,
    y: f ?? 0,
    width: typeof item.width === 'number' ? item.width : item.str.length * size * 0.5,
    size,
  }
}

async function extractPdfLines(bytes: Uint8Array): Promise<DocumentLine[][]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // isEvalSupported false: CVE-2024-4367 (font code evaluated from a crafted PDF).
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    })
  } catch (error) {
    const name = (error as { name?: string })?.name
    if (name === 'PasswordException') {
      throw new AppError('UNREADABLE_FILE', {
        message: 'This PDF is password-protected. Please upload a version without a password.',
        cause: error,
      })
    }
    throw new AppError('UNREADABLE_FILE', {
      message: 'This PDF is damaged or incomplete and could not be read.',
      cause: error,
    })
  }
  try {
    const pages: DocumentLine[][] = []
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
      const page = await pdf.getPage(number)
      const { width } = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      const items = (content.items as TextItemLike[])
        .map(toPositioned)
        .filter((i): i is PositionedItem => i !== null)
      pages.push(layoutPage(items, width))
    }
    return pages
  } catch (error) {
    throw new AppError('UNREADABLE_FILE', {
      message: 'This PDF is damaged or incomplete and could not be read.',
      cause: error,
    })
  } finally {
    void pdf.destroy()
  }
}

/** Running headers and footers ("Jane Doe · Résumé 2") repeat on every page; they are not content. */
export function withoutRunningLines(pages: DocumentLine[][]): DocumentLine[][] {
  if (pages.length < 2) return pages
  // The page number may sit apart from its footer (a line of its own on the last page), so it is not part of the key.
  const key = (line: DocumentLine) =>
    line.text
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(?:\s*(?:page\s*)?#(?:\s*(?:of|\/)\s*#)?)$/i, '')
      .toLowerCase()
  // Counted per edge: a list that runs from the bottom of one page to the top of the next is not a footer.
  const count = (edge: (page: DocumentLine[]) => DocumentLine[]) => {
    const counts = new Map<string, number>()
    for (const page of pages)
      for (const k of new Set(edge(page).map(key))) counts.set(k, (counts.get(k) ?? 0) + 1)
    return new Set([...counts].filter(([, n]) => n >= 2).map(([k]) => k))
  }
  const top = count((page) => page.slice(0, 2))
  const bottom = count((page) => page.slice(-2))
  // Once found at the edge of two pages, such a line goes wherever it is: in a two-column page the left column's
  // footer is read before the right column, in the middle of the page's lines.
  // "Dana Whitfield" heading page 1 and "Dana Whitfield   Page 2 of 2" heading page 2: the later pages' header
  // names the person with a page number; the first page's line without one is the name itself and stays.
  const numbered = new Set(
    pages.slice(1).flatMap((page) => page.filter((l) => PAGE_MARK.test(l.text)).map(key)),
  )
  const isRunning = (line: DocumentLine, index: number) =>
    (top.has(key(line)) || bottom.has(key(line))) &&
    !(index === 0 && numbered.has(key(line)) && !/\d/.test(line.text))
  const kept = pages.map((page, index) => page.filter((line) => !isRunning(line, index)))
  // A header typed on one page only ("Dana Whitfield   Page 2 of 2") repeats nothing, but its page number says what
  // it is; laid out on a date line's baseline it shares that line. The page mark goes, and the name beside it
  // when page 1 opens with that name; whatever else the line holds stays.
  const opening = new Set(
    (pages[0] ?? [])
      .slice(0, 4)
      .flatMap((line) => line.text.toLowerCase().split(/\s+/))
      .filter(Boolean),
  )
  const isOwnerName = (part: string) =>
    part.split(/\s+/).length >= 2 &&
    part
      .toLowerCase()
      .split(/\s+/)
      .every((word) => opening.has(word))
  return kept.map((page, index) =>
    page.flatMap((line, at) => {
      const isEdge = (index > 0 && at < 2) || at >= page.length - 2
      if (!isEdge || !PAGE_MARK.test(line.text)) return [line]
      const rest = line.text
        .split(/\s{3,}|\s[|·]\s/)
        .filter((part) => !PAGE_MARK.test(part) && !isOwnerName(part.trim()))
      return rest.length === 0 ? [] : [{ ...line, text: rest.join('   ') }]
    }),
  )
}

// "Page 2", "Page 2 of 3", "Seite 2 von 3", "2 / 3" written alone as a part of a line.
const PAGE_MARK =
  /^(?:page|seite|pagina|página|side|sida)\s*\d{1,3}(?:\s*(?:of|von|de|di|av|\/)\s*\d{1,3})?$|(?:^|\s{3}|\s[|·]\s)(?:page|seite|pagina|página|side|sida)\s*\d{1,3}(?:\s*(?:of|von|de|di|av|\/)\s*\d{1,3})?$/i

export const pdfReader: ResumeReader = {
  async read(bytes) {
    const rawPages = await extractPdfLines(bytes)
    const lines = withoutRunningLines(rawPages).flat()
    const characters = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0)
    if (characters < 30) {
      throw new AppError('UNREADABLE_FILE', {
        message:
          'This PDF has no selectable text (it looks like a scanned image). Please upload a text PDF or DOCX, or paste the text.',
      })
    }
    if (isLinkedinPdf(rawPages))
      return { kind: 'draft', format: 'linkedin-pdf', draft: parseLinkedinPdf(rawPages) }
    return { kind: 'document', format: 'pdf', lines }
  },
}
