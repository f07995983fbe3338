import { Font } from '@react-pdf/renderer'
import { expect, test, vi } from 'vitest'

import { fixtureDocumentData, zoeFixture } from '#tests/documents-fixtures.ts'
import { PDF_FONT_FAMILY, preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { readPdfTool } from '#server/features/documents/read-pdf-text.ts'

test('a PDF embeds each face once, however many text runs use it', async () => {
  await preparePdfFonts()
  const faces = [400, 600, 700].map(
    (fontWeight) =>
      Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle: 'normal' }).data as unknown as {
        createSubset: () => unknown
      },
  )
  const subsets = faces.map((face) => vi.spyOn(face, 'createSubset'))
  try {
    // Two pages and a letter: dozens of runs in each face.
    const pdf = await renderPdf({
      data: fixtureDocumentData(zoeFixture),
      kind: 'package',
      template: 'sunset',
    })
    expect(subsets.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1])
    const fonts = (await readPdfTool(pdf, 'pdffonts')).split('\n').slice(2).filter(Boolean)
    expect(fonts.map((row) => row.split(/\s+/)[0]?.replace(/^[A-Z]+\+/, '')).sort()).toEqual([
      'Inter-Bold',
      'Inter-Regular',
      'Inter-SemiBold',
    ])
  } finally {
    for (const spy of subsets) spy.mockRestore()
  }
})
