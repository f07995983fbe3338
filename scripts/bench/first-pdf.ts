// One process's first resume PDF after warmPdfRenderer(), ours or the bare react-pdf document with the
// same text (argv[2]: 'project' | 'baseline'); prints its CPU time in ms. documents.bench.ts runs it in
// fresh processes, so neither side renders text the other has already shaped.
import { pathToFileURL } from 'node:url'

import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer'
import { createElement } from 'react'

import { documentLines, fixtureDocumentData, weberFixture } from '#tests/documents-fixtures.ts'
import { PDF_FONT_FAMILY, preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'

/** documents.bench.ts's bare document: the same lines, one Text each, on A4 in the same font. */
export function barePdf(lines: string[]): Promise<Buffer> {
  const page = createElement(
    Page,
    { size: 'A4', style: { fontFamily: PDF_FONT_FAMILY, fontSize: 9.5, lineHeight: 1.4, padding: 34 } },
    ...lines.map((line, index) => createElement(Text, { key: index }, line)),
  )
  return renderToBuffer(createElement(Document, null, page))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await warmPdfRenderer()
  await preparePdfFonts()
  const render =
    process.argv[2] === 'project'
      ? () => renderPdf({ data: fixtureDocumentData(weberFixture), kind: 'resume', template: 'sunset' })
      : () => barePdf(documentLines(weberFixture.document))
  const start = process.cpuUsage()
  await render()
  const used = process.cpuUsage(start)
  console.log((used.user + used.system) / 1000)
}
