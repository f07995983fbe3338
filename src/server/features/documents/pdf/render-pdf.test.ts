import { Font } from '@react-pdf/renderer'
import { expect, test } from 'vitest'

import { PDF_HEADER_BAND_HEIGHT, PDF_MARGIN, PDF_TEMPLATE_IDS, type PdfTemplate } from '#shared/constants.ts'
import { DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import type { ResumeDocument, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import {
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
  expectedLines,
  type DocumentFixture,
} from '#tests/documents-fixtures.ts'
import { PDF_FONT_FAMILY } from '#server/features/documents/pdf/pdf-fonts.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import {
  missingInOrder,
  readPdfInfo,
  readPdfText,
  readPdfTool,
  readPdfWords,
} from '#server/features/documents/read-pdf-text.ts'

function withSections(fixture: DocumentFixture, edit: (sections: ResumeSection[]) => ResumeSection[]) {
  const data = fixtureDocumentData(fixture)
  return { ...data, document: { ...fixture.document, sections: edit(fixture.document.sections) } }
}

const cases = PDF_TEMPLATE_IDS.flatMap((template) => DOCUMENT_KINDS.map((kind) => ({ template, kind })))

test.each(cases)(
  'pdftotext reads every line of the $kind back in order ($template template)',
  async ({ template, kind }) => {
    for (const fixture of [weberFixture, zoeFixture]) {
      const pdf = await renderPdf({ data: fixtureDocumentData(fixture), kind, template })
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      for (const layout of [false, true]) {
        const text = await readPdfText(pdf, { layout })
        expect(
          missingInOrder(text, expectedLines(fixture, kind)),
          `${fixture.sections.personalInfo.fullName}, layout=${layout}`,
        ).toEqual([])
        // Hyphenation would leave a word broken at a line end ("manage-" / "ment").
        expect(text).not.toMatch(/\p{Ll}-\n\s*\p{Ll}/u)
      }
    }
  },
)

test('a name with diacritics and non-Latin-1 letters renders and extracts exactly', async () => {
  const pdf = await renderPdf({ data: fixtureDocumentData(zoeFixture), kind: 'package', template: 'sunset' })
  const text = await readPdfText(pdf)
  expect(text).toContain('Zoë Müller-Łukasik')
  expect(text).toContain('Wisła Software S.A. | Kraków')
  expect(text).toContain('Fjällräven Digital')
  const info = await readPdfInfo(pdf)
  expect(info.Title).toBe('Zoë Müller-Łukasik - Complete Application - Fjällräven Digital AB')
  expect(info.Author).toBe('Zoë Müller-Łukasik')
  expect(info.Creator).toBe('CareerForge')
})

test('every font is embedded Inter with a Unicode map, no base-14 fallback', async () => {
  const pdf = await renderPdf({
    data: fixtureDocumentData(weberFixture),
    kind: 'package',
    template: 'gradient',
  })
  const rows = (await readPdfTool(pdf, 'pdffonts')).split('\n').slice(2).filter(Boolean)
  expect(rows.length).toBeGreaterThanOrEqual(2)
  for (const row of rows) {
    expect(row).toMatch(/\+Inter-/)
    // columns: emb sub uni
    expect(row).toMatch(/\byes\s+yes\s+yes\b/)
  }
})

test.each(PDF_TEMPLATE_IDS)(
  'a typical resume fits one to two pages and the package adds the letter (%s)',
  async (template: PdfTemplate) => {
    const pages = async (fixture: DocumentFixture, kind: DocumentKind) =>
      Number(
        (await readPdfInfo(await renderPdf({ data: fixtureDocumentData(fixture), kind, template }))).Pages,
      )
    expect(await pages(weberFixture, 'resume')).toBe(1)
    expect(await pages(zoeFixture, 'resume')).toBe(2)
    expect(await pages(weberFixture, 'cover-letter')).toBe(1)
    expect(await pages(zoeFixture, 'package')).toBe(3)
  },
)

// Shifting the content down line by line moves every heading and entry line across the page foot once.
test.each(['gradient', 'forest'] as const)(
  'no heading or entry line is ever left alone at the foot of a page (%s)',
  async (template) => {
    const headings = new Set(zoeFixture.document.sections.map((section) => section.heading.toUpperCase()))
    // Entry lines with details below them; an entry with nothing under it is complete on its own.
    const entryLines = new Set(
      zoeFixture.document.sections
        .flatMap((section) => section.entries)
        .filter((entry) => entry.description || entry.bullets.length > 0)
        .map((entry) =>
          [entry.title, entry.organization, entry.location, entry.dates].filter(Boolean).join(' | '),
        ),
    )
    for (let extra = 0; extra < 14; extra++) {
      const filler = Array.from(
        { length: extra },
        (_, i) => `Filler line ${i + 1} that moves everything below it down the page.`,
      )
      const data = withSections(zoeFixture, (sections) =>
        sections.map((section) =>
          section.kind === 'summary'
            ? { ...section, paragraphs: [...section.paragraphs, ...filler] }
            : section,
        ),
      )
      const pdf = await renderPdf({ data, kind: 'resume', template })
      const pageCount = Number((await readPdfInfo(pdf)).Pages)
      for (let page = 1; page < pageCount; page++) {
        const lines = (await readPdfText(pdf, { firstPage: page, lastPage: page }))
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
        const last = lines.at(-1) ?? ''
        expect(headings.has(last), `page ${page} ends with heading "${last}" (filler ${extra})`).toBe(false)
        expect(entryLines.has(last), `page ${page} ends with entry "${last}" (filler ${extra})`).toBe(false)
      }
    }
  },
  240_000,
)

test('a URL too long for any line wraps instead of being cut off at the margin', async () => {
  const url =
    'https://example.org/zoe/case-studies/design-system/components/tokens/typography/spacing/colour/elevation/motion/accessibility/review.html?version=2026'
  const data = withSections(zoeFixture, (sections) => [
    ...sections,
    { id: 'portfolio', kind: 'other', heading: 'Portfolio', paragraphs: [url], entries: [], groups: [] },
  ])
  const pdf = await renderPdf({ data, kind: 'resume', template: 'vibrant' })
  expect(await readPdfText(pdf)).toContain(url)
})

test('a long name and a long contact line stay inside the 55 pt band and the page margins', async () => {
  const fullName = 'Maria-Magdalena Konstantinopoulou-Wojciechowska von Hohenberg'
  const contactItems = [
    'maria-magdalena.konstantinopoulou-wojciechowska@example-university.org',
    '+48 22 555 01 23 ext. 4411',
    'Kraków, Małopolska, Poland',
    'linkedin.com/in/maria-magdalena-konstantinopoulou-wojciechowska',
  ]
  const data = {
    ...fixtureDocumentData(zoeFixture),
    document: {
      ...zoeFixture.document,
      header: {
        name: fullName,
        headline: null,
        contact: [
          { kind: 'email' as const, value: contactItems[0] ?? '' },
          { kind: 'phone' as const, value: contactItems[1] ?? '' },
          { kind: 'location' as const, value: contactItems[2] ?? '' },
          { kind: 'linkedin' as const, value: `https://www.${contactItems[3] ?? ''}/` },
        ],
      },
    },
  }
  for (const template of PDF_TEMPLATE_IDS) {
    const pdf = await renderPdf({ data, kind: 'resume', template })
    const words = await readPdfWords(pdf)
    const headerWords = words.filter((word) => word.page === 1 && word.yMin < PDF_HEADER_BAND_HEIGHT)
    const headerText = headerWords.map((word) => word.text).filter((text) => text !== '·')
    expect(headerText.join(' ')).toBe([fullName, ...contactItems].join(' '))
    for (const word of headerWords) {
      expect(word.yMax, word.text).toBeLessThanOrEqual(PDF_HEADER_BAND_HEIGHT)
      expect(word.xMax, word.text).toBeLessThanOrEqual(595.28 - PDF_MARGIN)
    }
    for (const word of words)
      expect(word.xMax, `${word.text} beyond the right margin`).toBeLessThanOrEqual(595.28 - PDF_MARGIN)
  }
})

test('an empty document still renders a valid file with the stored header', async () => {
  const base = fixtureDocumentData(weberFixture)
  const empty = await renderPdf({
    data: { ...base, document: { ...weberFixture.document, sections: [] }, coverLetterText: '' },
    kind: 'package',
    template: 'forest',
  })
  expect(Number((await readPdfInfo(empty)).Pages)).toBe(2)
  const text = await readPdfText(empty)
  expect(text).toContain('Alexandra Weber')
  expect(text).not.toContain('SUMMARY')
})

test('an application stored before the document existed prints its text as written, with no header added', async () => {
  const prose = 'PROFESSIONAL SUMMARY\nFinance consultant.\n\n• Nine years of SAP projects across Europe.'
  const data = { ...fixtureDocumentData(weberFixture), document: null, resumeText: prose }
  const pdf = await renderPdf({ data, kind: 'package', template: 'vibrant' })
  const text = await readPdfText(pdf)
  expect(
    missingInOrder(text, [
      'Resume',
      'PROFESSIONAL SUMMARY',
      'Finance consultant.',
      '• Nine years of SAP projects across Europe.',
      'Cover Letter',
      'Dear Hiring Team at Nordwind Logistics SE,',
    ]),
  ).toEqual([])
  expect(text).not.toContain('alexandra.weber@example.com')
})

// fontkit caches glyphs across documents; a composite glyph (":") subset in one document used to
// leave "." without a Unicode mapping in the next one, so "S.A." extracted as "S A".
test('every later document in the same process extracts every ASCII, Latin, Greek and Cyrillic character', async () => {
  const ascii = (
    Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
      .join('')
      .match(/.{1,8}/g) ?? []
  ).join(' ')
  const letters = 'ÀÉÎÕÜßàéîõüÿ ŁłŒœŠšŽž ĆćĘęŃńŚśŹźŻż €–—‘’“”… ΑβΓδ ЖжЩщ'
  // The headline (semibold), an entry line (bold lead), bullets and text (regular) use every weight.
  const document: ResumeDocument = {
    header: { name: 'Alexandra Weber', headline: ascii, contact: [] },
    sections: [
      {
        id: 'experience',
        kind: 'experience',
        heading: 'Experience',
        paragraphs: [letters],
        entries: [
          {
            id: 'role',
            title: `Role ${ascii}`,
            organization: letters,
            location: null,
            dates: '2020 - Present',
            description: null,
            bullets: [
              { id: 'b1', text: ascii, evidence: [] },
              { id: 'b2', text: letters, evidence: [] },
            ],
          },
        ],
        groups: [],
      },
    ],
  }
  for (const template of PDF_TEMPLATE_IDS) {
    await renderPdf({ data: fixtureDocumentData(zoeFixture), kind: 'package', template })
    const pdf = await renderPdf({
      data: { ...fixtureDocumentData(weberFixture), document },
      kind: 'resume',
      template,
    })
    expect(
      missingInOrder(await readPdfText(pdf), [ascii, letters, `Role ${ascii}`, letters, ascii, letters]),
      template,
    ).toEqual([])
  }
})

// Shaping is most of a PDF's CPU; the weights' byte-identical GSUB tables are decoded once, not per font.
test('the upright weights shape against one decoded copy of their identical substitution table', async () => {
  await renderPdf({ data: fixtureDocumentData(weberFixture), kind: 'resume', template: 'gradient' })
  const gsubOf = (fontWeight: number, fontStyle: 'normal' | 'italic' = 'normal') =>
    (
      Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle }).data as unknown as {
        GSUB: unknown
      }
    ).GSUB
  expect(gsubOf(700)).toBe(gsubOf(400))
  expect(gsubOf(600)).toBe(gsubOf(400))
  // The italic's table differs, so it keeps its own.
  expect(gsubOf(400, 'italic')).not.toBe(gsubOf(400))
})

test.each(PDF_TEMPLATE_IDS)(
  'a bullet hangs: its mark sits left of the text and every wrapped line starts under the first word (%s)',
  async (template) => {
    const long =
      'Rebuilt the quarterly planning process for twelve regional teams so that forecasts, budgets and hiring plans finally came from one shared model instead of forty spreadsheets'
    const data = withSections(weberFixture, (sections) =>
      sections.map((section, index) =>
        index === sections.findIndex((s) => s.entries.some((entry) => entry.bullets.length > 0))
          ? {
              ...section,
              entries: section.entries.map((entry, i) =>
                i === 0
                  ? { ...entry, bullets: [{ id: 'long', text: long, evidence: [long] }, ...entry.bullets] }
                  : entry,
              ),
            }
          : section,
      ),
    )
    const words = (await readPdfWords(await renderPdf({ data, kind: 'resume', template }))).filter(
      (word) => word.page === 1,
    )
    const start = words.findIndex((word, i) => word.text === 'Rebuilt' && words[i - 1]?.text === '•')
    expect(start).toBeGreaterThan(0)
    const mark = words[start - 1]
    const first = words[start]
    const bodyLeft = PDF_MARGIN + 14
    expect(mark?.xMin).toBeCloseTo(bodyLeft + 2, 1)
    expect(first?.xMin).toBeCloseTo(bodyLeft + 12, 1)
    const lastWord = long.split(' ').at(-1)
    const end = words.findIndex((word, i) => i > start && word.text === lastWord)
    const lineStarts = words
      .slice(start + 1, end + 1)
      .filter((word, i, rest) => i > 0 && word.yMin > (rest[i - 1]?.yMin ?? 0) + 1)
    expect(lineStarts.length).toBeGreaterThanOrEqual(1)
    for (const word of lineStarts) expect(word.xMin, word.text).toBeCloseTo(bodyLeft + 12, 1)
  },
)

test.each(['gradient', 'sunset'] as const)(
  'gradient bands and rules are drawn as shared image strips, not one shading pattern each (%s)',
  async (template) => {
    const pdf = await renderPdf({ data: fixtureDocumentData(zoeFixture), kind: 'package', template })
    const source = pdf.toString('latin1')
    expect(source).not.toContain('/ShadingType')
    expect(source.split('/Subtype /Image').length - 1).toBeLessThanOrEqual(2)
  },
)
