import { expect, test } from 'vitest'

import {
  fixtureDocumentData,
  weberFixture,
  weberLegacyResumeText,
  zoeFixture,
} from '#tests/documents-fixtures.ts'
import { renderTxt } from '#server/features/documents/render-txt.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'

test('the text resume is the API rendering of the document: name and contact line first, every bullet', () => {
  const data = fixtureDocumentData(weberFixture)
  const text = renderTxt({ data, kind: 'resume' })
  expect(text).toBe(`${renderResumeText(weberFixture.document)}\n`)
  const lines = text.split('\n')
  expect(lines.slice(0, 2)).toEqual([
    'Alexandra Weber',
    'alexandra.weber@example.com | +49 89 1234 5678 | Munich, Germany | linkedin.com/in/alexandra-weber-example',
  ])
  expect(text.match(/Alexandra Weber/g)).toHaveLength(1)
  expect(text).toContain(
    '\n• Cut month-end close from 9 to 5 working days by automating intercompany reconciliation\n',
  )
  expect(text).not.toContain('Dear Hiring Team')
})

test('a section emptied by edits and a missing contact value are left out, never defaulted', () => {
  const data = fixtureDocumentData(zoeFixture)
  const document = {
    header: {
      name: 'Zoë Müller-Łukasik',
      headline: null,
      contact: [{ kind: 'email' as const, value: 'zoe@example.org' }],
    },
    sections: zoeFixture.document.sections.map((section) =>
      section.kind === 'certifications' ? { ...section, entries: [] } : section,
    ),
  }
  const text = renderTxt({ data: { ...data, document }, kind: 'resume' })
  expect(text.startsWith('Zoë Müller-Łukasik\nzoe@example.org\n\nSUMMARY\n')).toBe(true)
  expect(text).not.toContain('CERTIFICATIONS')
  expect(text).not.toMatch(/Global|Imported User/)
})

test('the text cover letter carries the same header and keeps its paragraphs; the package puts the resume first', () => {
  const letter = renderTxt({ data: fixtureDocumentData(zoeFixture), kind: 'cover-letter' })
  expect(letter).toContain(
    'Zoë Müller-Łukasik\nzoe.mueller@example.org | +48 22 555 01 23 | Kraków, Poland | linkedin.com/in/zoe-mueller-lukasik-example\n\n23 November 2026\nApplication for Head of Product Design at Fjällräven Digital AB\n\nDear Fjällräven Digital team,\n\nI am writing',
  )
  expect(letter).toContain('With best regards,\nZoë Müller-Łukasik\n')
  expect(letter).not.toContain('EXPERIENCE')
  const both = renderTxt({ data: fixtureDocumentData(zoeFixture), kind: 'package' })
  expect(both.indexOf('Lead Product Designer | Wisła Software S.A.')).toBeGreaterThan(0)
  expect(both.indexOf('Dear Fjällräven Digital team')).toBeGreaterThan(both.indexOf('INTERESTS'))
})

test('an application stored before the document existed downloads its text exactly as written', () => {
  const data = { ...fixtureDocumentData(weberFixture), document: null, resumeText: weberLegacyResumeText }
  expect(renderTxt({ data, kind: 'resume' })).toBe(`${weberLegacyResumeText}\n`)
  const letter = renderTxt({ data, kind: 'cover-letter' })
  expect(letter.startsWith('23 November 2026\nApplication for Finance Transformation Lead')).toBe(true)
})

test('skills and languages are written under one SKILLS heading', () => {
  const section = (kind: 'skills' | 'languages' | 'summary', items: string[]) => ({
    id: kind,
    kind,
    heading: kind,
    paragraphs: kind === 'summary' ? items : [],
    entries: [],
    groups: kind === 'summary' ? [] : [{ label: kind === 'skills' ? 'Tools' : 'Languages', items }],
  })
  const text = renderResumeText({
    header: { name: 'Ana Ruiz', headline: null, contact: [] },
    sections: [
      section('summary', ['Nurse with six years in oncology.']),
      section('skills', ['Chemotherapy administration', 'Epic']),
      section('languages', ['Spanish (native)', 'English (fluent)']),
    ],
  })
  expect(text.match(/^SKILLS$/gm)).toHaveLength(1)
  expect(text).toBe(
    [
      'Ana Ruiz',
      '',
      'SUMMARY',
      'Nurse with six years in oncology.',
      '',
      'SKILLS',
      'Tools: Chemotherapy administration • Epic',
      'Languages: Spanish (native) • English (fluent)',
    ].join('\n'),
  )
})

test('the text resume is headed in the language of its document, as the PDF and DOCX are', () => {
  const german = {
    ...zoeFixture.document,
    sections: zoeFixture.document.sections.map((section) =>
      section.kind === 'experience'
        ? { ...section, heading: 'Berufserfahrung' }
        : section.kind === 'skills'
          ? { ...section, heading: 'Kenntnisse' }
          : section,
    ),
  }
  const text = renderResumeText(german)
  expect(text).toContain('\nBERUFSERFAHRUNG\n')
  expect(text).toContain('\nKENNTNISSE\n')
  expect(text).not.toContain('\nEXPERIENCE\n')
})
