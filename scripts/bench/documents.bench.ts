// Document rendering: resume PDF and the complete package (resume + cover letter), warm medians.
import { measure } from './measure.ts'
import {
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
} from '#server/features/documents/documents-fixtures.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import { renderDocx } from '#server/features/documents/render-docx.ts'

export async function run(): Promise<void> {
  const onePage = fixtureDocumentData(weberFixture)
  const twoPages = fixtureDocumentData(zoeFixture)
  await measure('resume PDF, 1 page (gradient)', () =>
    renderPdf({ data: onePage, kind: 'resume', template: 'gradient' }),
  )
  await measure('resume PDF, 2 pages (forest)', () =>
    renderPdf({ data: twoPages, kind: 'resume', template: 'forest' }),
  )
  await measure('complete package PDF, 2 pages (gradient)', () =>
    renderPdf({ data: onePage, kind: 'package', template: 'gradient' }),
  )
  await measure('complete package PDF, 3 pages (sunset)', () =>
    renderPdf({ data: twoPages, kind: 'package', template: 'sunset' }),
  )
  await measure('complete package DOCX', () =>
    renderDocx({ data: twoPages, kind: 'package', template: 'vibrant' }),
  )
}
