// One side of the "processes of their own" PDF rows (documents.bench.ts), by argv[2]:
// 'project': our renderer as the server runs it (fonts prepared, warmed up);
// 'shipped': the bare document (documentLines, one Text per line) by react-pdf as it ships: Inter
// Regular registered with Font.register and nothing else, none of the project's font patches, which
// every document in the bench's own process shares, the bare one included.
// Each message names a fixture, kind and template; the answer is the render's CPU time in ms.
import { createRequire } from 'node:module'

import { Document, Font, Page, renderToBuffer, Text } from '@react-pdf/renderer'
import { createElement } from 'react'

import type { PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import {
  documentLines,
  expectedLines,
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
} from '#tests/documents-fixtures.ts'

export type PdfJob = { fixture: 'weber' | 'zoe'; kind: DocumentKind; template: PdfTemplate }

const FIXTURES = { weber: weberFixture, zoe: zoeFixture }
const SHIPPED_FAMILY = 'Inter Shipped'

function shippedRenderer(): (job: PdfJob) => Promise<Buffer> {
  const require = createRequire(import.meta.url)
  const src = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')
  Font.register({ family: SHIPPED_FAMILY, src })
  // The project's line breaking (whole words), so both sides set the same lines.
  Font.registerHyphenationCallback((word) => [word])
  return ({ fixture, kind }) => {
    const lines =
      kind === 'resume' ? documentLines(FIXTURES[fixture].document) : expectedLines(FIXTURES[fixture], kind)
    const page = createElement(
      Page,
      { size: 'A4', style: { fontFamily: SHIPPED_FAMILY, fontSize: 9.5, lineHeight: 1.4, padding: 34 } },
      ...lines.map((line, index) => createElement(Text, { key: index }, line)),
    )
    return renderToBuffer(createElement(Document, null, page))
  }
}

async function projectRenderer(): Promise<(job: PdfJob) => Promise<Buffer>> {
  const { warmPdfRenderer } = await import('#server/features/documents/pdf/warm-pdf-renderer.ts')
  const { renderPdf } = await import('#server/features/documents/pdf/render-pdf.tsx')
  await warmPdfRenderer()
  return ({ fixture, kind, template }) =>
    renderPdf({ data: fixtureDocumentData(FIXTURES[fixture]), kind, template })
}

const render = process.argv[2] === 'project' ? await projectRenderer() : shippedRenderer()
process.on('message', (job: PdfJob) => {
  const start = process.cpuUsage()
  void render(job).then(() => {
    const used = process.cpuUsage(start)
    process.send?.((used.user + used.system) / 1000)
  })
})
process.send?.('ready')
