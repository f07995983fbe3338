import { decodeXML } from 'entities'
import WordExtractor from 'word-extractor'

import { AppError } from '#shared/errors.ts'
import type { DocumentLine, ResumeReader } from '#server/features/imports/resume-document.ts'
import { decodeText, textToLines } from '#server/features/imports/readers/txt.ts'

// Legacy Word: binary .doc (OLE2) through word-extractor, and Word 2003 XML ("WordprocessingML",
// often saved with a .doc name) read from its paragraphs, heading styles and list markers.

/**
 * The <w:p> elements of Word 2003 XML, found with indexOf: a lazy `<w:p[\s\S]*?</w:p>` pattern
 * rescans to the end for every unclosed paragraph (quadratic on hostile XML).
 */
function wordParagraphs(xml: string): string[] {
  const paragraphs: string[] = []
  let from = 0
  for (;;) {
    const open = xml.indexOf('<w:p', from)
    if (open < 0) break
    const next = xml[open + 4]
    if (next !== '>' && !/\s/.test(next ?? '')) {
      from = open + 4
      continue
    }
    const close = xml.indexOf('</w:p>', open)
    if (close < 0) break
    paragraphs.push(xml.slice(open, close + 6))
    from = close + 6
  }
  return paragraphs
}

export function wordXmlToLines(xml: string): DocumentLine[] {
  const lines: DocumentLine[] = []
  let gap = false
  for (const paragraph of wordParagraphs(xml)) {
    const text = decodeXML(
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
        .map((m) => m[1] ?? '  ')
        .join(''),
    ).trim()
    if (!text) {
      gap = true
      continue
    }
    const style = /<w:pStyle w:val="([^"]+)"/.exec(paragraph)?.[1] ?? ''
    lines.push({
      text,
      isHeading: /heading|title/i.test(style),
      isBullet: /<w:listPr>|<w:numPr>/.test(paragraph),
      gapBefore: gap,
    })
    gap = false
  }
  return lines
}

export const docReader: ResumeReader = {
  async read(bytes) {
    const head = decodeText(bytes.subarray(0, 2048))
    if (/<\?mso-application[^>]*Word\.Document|<w:wordDocument/i.test(head)) {
      return { kind: 'document', format: 'doc', lines: wordXmlToLines(decodeText(bytes)) }
    }
    let body: string
    try {
      const document = await new WordExtractor().extract(Buffer.from(bytes))
      body = document.getBody()
    } catch (error) {
      throw new AppError('UNREADABLE_FILE', {
        message:
          'This Word document is damaged, password-protected or in a format we cannot read. Please save it as DOCX or PDF.',
        cause: error,
      })
    }
    if (body.replace(/\s/g, '').length < 20)
      throw new AppError('UNREADABLE_FILE', { message: 'This Word document has no text.' })
    return { kind: 'document', format: 'doc', lines: textToLines(body) }
  },
}
