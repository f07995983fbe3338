import JSZip from 'jszip'
import mammoth from 'mammoth'
import { expect, test } from 'vitest'

import { DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'
import { fixtureDocumentData, weberFixture, zoeFixture, expectedLines } from '#tests/documents-fixtures.ts'
import { missingInOrder } from '#server/features/documents/read-pdf-text.ts'
import { renderDocx } from '#server/features/documents/render-docx.ts'

test.each(DOCUMENT_KINDS)('mammoth reads every line of the %s DOCX back in order', async (kind) => {
  for (const fixture of [weberFixture, zoeFixture]) {
    const docx = await renderDocx({ data: fixtureDocumentData(fixture), kind, template: 'forest' })
    expect(docx.subarray(0, 2).toString()).toBe('PK')
    const { value: text } = await mammoth.extractRawText({ buffer: docx })
    expect(missingInOrder(text, expectedLines(fixture, kind))).toEqual([])
  }
})

test('the DOCX resume uses real headings and list paragraphs', async () => {
  const docx = await renderDocx({
    data: fixtureDocumentData(weberFixture),
    kind: 'resume',
    template: 'gradient',
  })
  const { value: html } = await mammoth.convertToHtml({ buffer: docx })
  expect(html).toContain('<h2><strong>WORK EXPERIENCE</strong></h2>')
  expect(html).toContain('<h2><strong>EDUCATION</strong></h2>')
  expect(html).toMatch(
    /<ul><li>Managed a client portfolio worth EUR 4M\+ in annual revenue across 15\+ countries<\/li>/,
  )
  expect(html).toContain('<strong>Senior SAP Consultant</strong>')
})

test('the cover letter DOCX keeps the sign-off on its own lines and the name with diacritics', async () => {
  const docx = await renderDocx({
    data: fixtureDocumentData(zoeFixture),
    kind: 'cover-letter',
    template: 'sunset',
  })
  const { value: text } = await mammoth.extractRawText({ buffer: docx })
  expect(text).toMatch(/With best regards,\n+Zoë Müller-Łukasik/)
  expect(text).toContain('Application for Head of Product Design at Fjällräven Digital AB')
  expect(text).not.toContain('PROFESSIONAL SUMMARY')
  const core = await (await JSZip.loadAsync(docx)).file('docProps/core.xml')?.async('string')
  expect(core).toContain('<dc:title>Zoë Müller-Łukasik - Cover Letter - Fjällräven Digital AB</dc:title>')
  expect(core).toContain('<dc:creator>Zoë Müller-Łukasik</dc:creator>')
  expect(core).toContain('<cp:lastModifiedBy>Zoë Müller-Łukasik</cp:lastModifiedBy>')
})
