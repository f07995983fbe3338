import { expect, test } from 'vitest'

import { PDF_HEADER_BAND_HEIGHT, PDF_MARGIN, PDF_TEMPLATE_IDS, type PdfTemplate } from '#shared/constants.ts'
import { DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { resumeHeadingOf } from '#shared/documents/parse-resume-text.ts'
import {
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
  type DocumentFixture,
} from '#server/features/documents/documents-fixtures.ts'
import { renderPdf } from '#server/features/documents/pdf/render-pdf.tsx'
import {
  missingInOrder,
  readPdfInfo,
  readPdfText,
  readPdfTool,
  readPdfWords,
} from '#server/features/documents/read-pdf-text.ts'

// The content lines as the engine wrote them: bullets without their glyph, and without the name and
// contact line the header already shows once.
function resumeLines(fixture: DocumentFixture): string[] {
  const info = fixture.sections.personalInfo
  return fixture.resumeText
    .split('\n')
    .map((line) => line.replace(/^\s*•\s*/, '').trim())
    .filter((line) => line && line !== info.fullName && !line.includes(info.email))
}

function letterLines(fixture: DocumentFixture): string[] {
  return fixture.coverLetter
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

function expectedLines(fixture: DocumentFixture, kind: DocumentKind): string[] {
  const info = fixture.sections.personalInfo
  const header = [info.fullName, info.email, info.phone, info.location]
  const resume = kind === 'cover-letter' ? [] : [...header, ...resumeLines(fixture)]
  const letter = kind === 'resume' ? [] : [...header, ...letterLines(fixture)]
  return [...resume, ...letter]
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

// Shifting the content down line by line moves every heading and role across the page foot once.
test.each(['gradient', 'forest'] as const)(
  'no heading or role line is ever left alone at the foot of a page (%s)',
  async (template) => {
    // Role lines with details below them; an entry with nothing under it is complete on its own.
    const source = zoeFixture.resumeText.split('\n')
    const roleLines = new Set(
      source.filter(
        (line, i) =>
          / \| /.test(line) && Boolean(source[i + 1]?.trim()) && !resumeHeadingOf(source[i + 1] ?? ''),
      ),
    )
    for (let extra = 0; extra < 14; extra++) {
      const filler = Array.from(
        { length: extra },
        (_, i) => `Filler line ${i + 1} that moves everything below it down the page.`,
      ).join('\n')
      const resumeText = zoeFixture.resumeText.replace(
        'EXPERIENCE\n',
        `EXPERIENCE\n${filler ? `${filler}\n` : ''}`,
      )
      const pdf = await renderPdf({
        data: { ...fixtureDocumentData(zoeFixture), resumeText },
        kind: 'resume',
        template,
      })
      const pageCount = Number((await readPdfInfo(pdf)).Pages)
      for (let page = 1; page < pageCount; page++) {
        const lines = (await readPdfText(pdf, { firstPage: page, lastPage: page }))
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
        const last = lines.at(-1) ?? ''
        expect(resumeHeadingOf(last), `page ${page} ends with heading "${last}" (filler ${extra})`).toBeNull()
        expect(roleLines.has(last), `page ${page} ends with role "${last}" (filler ${extra})`).toBe(false)
      }
    }
  },
)

test('a URL too long for any line wraps instead of being cut off at the margin', async () => {
  const url =
    'https://example.org/zoe/case-studies/design-system/components/tokens/typography/spacing/colour/elevation/motion/accessibility/review.html?version=2026'
  const resumeText = zoeFixture.resumeText.replace('PORTFOLIO\n', `PORTFOLIO\n${url}\n`)
  const pdf = await renderPdf({
    data: { ...fixtureDocumentData(zoeFixture), resumeText },
    kind: 'resume',
    template: 'vibrant',
  })
  expect(await readPdfText(pdf)).toContain(url)
})

test('a long name and a long contact line stay inside the 55 pt band and the page margins', async () => {
  const data = {
    ...fixtureDocumentData(zoeFixture),
    fullName: 'Maria-Magdalena Konstantinopoulou-Wojciechowska von Hohenberg',
    contactItems: [
      'maria-magdalena.konstantinopoulou-wojciechowska@example-university.org',
      '+48 22 555 01 23 ext. 4411',
      'Kraków, Małopolska, Poland',
      'linkedin.com/in/maria-magdalena-konstantinopoulou-wojciechowska',
    ],
  }
  for (const template of PDF_TEMPLATE_IDS) {
    const pdf = await renderPdf({ data, kind: 'resume', template })
    const words = await readPdfWords(pdf)
    const headerWords = words.filter((word) => word.page === 1 && word.yMin < PDF_HEADER_BAND_HEIGHT)
    const headerText = headerWords.map((word) => word.text).filter((text) => text !== '·')
    expect(headerText.join(' ')).toBe([data.fullName, ...data.contactItems].join(' '))
    for (const word of headerWords) {
      expect(word.yMax, word.text).toBeLessThanOrEqual(PDF_HEADER_BAND_HEIGHT)
      expect(word.xMax, word.text).toBeLessThanOrEqual(595.28 - PDF_MARGIN)
    }
    for (const word of words)
      expect(word.xMax, `${word.text} beyond the right margin`).toBeLessThanOrEqual(595.28 - PDF_MARGIN)
  }
})

test('empty or heading-less text still renders a valid document with the header', async () => {
  const base = fixtureDocumentData(weberFixture)
  const empty = await renderPdf({
    data: { ...base, resumeText: '', coverLetterText: '' },
    kind: 'package',
    template: 'forest',
  })
  expect(Number((await readPdfInfo(empty)).Pages)).toBe(2)
  expect(await readPdfText(empty)).toContain('Alexandra Weber')
  const prose = 'Finance consultant.\n\nNine years of SAP projects across Europe.'
  const plain = await renderPdf({ data: { ...base, resumeText: prose }, kind: 'resume', template: 'vibrant' })
  expect(
    missingInOrder(await readPdfText(plain), [
      'Alexandra Weber',
      'Finance consultant.',
      'Nine years of SAP projects across Europe.',
    ]),
  ).toEqual([])
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
  // The headline (semibold), a role line (bold lead), bullets and text (regular) use every weight.
  const resumeText = `${ascii}\n${letters}\n\nEXPERIENCE\nRole ${ascii} | ${letters} | 2020 - Present\n• ${ascii}\n• ${letters}\n`
  for (const template of PDF_TEMPLATE_IDS) {
    await renderPdf({ data: fixtureDocumentData(zoeFixture), kind: 'package', template })
    const pdf = await renderPdf({
      data: { ...fixtureDocumentData(weberFixture), resumeText },
      kind: 'resume',
      template,
    })
    expect(
      missingInOrder(await readPdfText(pdf), [ascii, letters, `Role ${ascii}`, letters, ascii, letters]),
      template,
    ).toEqual([])
  }
})
