import { expect, test } from 'vitest'

import {
  fixtureDocumentData,
  weberFixture,
  zoeFixture,
} from '#server/features/documents/documents-fixtures.ts'
import { renderTxt } from '#server/features/documents/render-txt.ts'

test('the text resume has the header once, then every section and bullet as written', () => {
  const text = renderTxt({ data: fixtureDocumentData(weberFixture), kind: 'resume' })
  const lines = text.split('\n')
  expect(lines.slice(0, 2)).toEqual([
    'Alexandra Weber',
    'alexandra.weber@example.com | +49 89 1234 5678 | Munich, Germany',
  ])
  expect(text.match(/Alexandra Weber/g)).toHaveLength(1)
  expect(text).toContain(
    '\nWORK EXPERIENCE\nSenior SAP Consultant | Nordlicht Consulting GmbH | March 2020 - Present\n',
  )
  expect(text).toContain(
    '\n• Cut month-end close from 9 to 5 working days by automating intercompany reconciliation\n',
  )
  expect(text).toContain('\n\nSAP FI/CO Consultant | Bavaria Retail Systems AG | June 2017 - February 2020\n')
  expect(text).not.toContain('Dear Hiring Team')
  expect(text.endsWith('Photography: street and travel photography\n')).toBe(true)
})

test('the text cover letter keeps its paragraphs and the package puts the resume first', () => {
  const letter = renderTxt({ data: fixtureDocumentData(zoeFixture), kind: 'cover-letter' })
  expect(letter).toContain(
    '23 November 2026\nApplication for Head of Product Design at Fjällräven Digital AB\n\nDear Fjällräven Digital team,\n\nI am writing',
  )
  expect(letter).toContain('With best regards,\nZoë Müller-Łukasik\n')
  expect(letter).not.toContain('EXPERIENCE')
  const both = renderTxt({ data: fixtureDocumentData(zoeFixture), kind: 'package' })
  expect(both.indexOf('Lead Product Designer | Wisła Software S.A.')).toBeGreaterThan(0)
  expect(both.indexOf('Dear Fjällräven Digital team')).toBeGreaterThan(both.indexOf('INTERESTS'))
})
