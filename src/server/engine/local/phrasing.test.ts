import { expect, test } from 'vitest'
import { namesLanguage } from '#shared/matching/languages.ts'

import { spokenRole, toFirstPerson } from '#server/engine/local/phrasing.ts'

test('a bullet that opens with a noun compound is not turned into a verb', () => {
  expect(toFirstPerson('Subcontract procurement and payments on three hospital refurbishments')).toBeNull()
  expect(toFirstPerson('Contract negotiations with 12 suppliers')).toBeNull()
  // The same words as verbs still are.
  expect(toFirstPerson('Process 200 invoices a week')).toBe('I processed 200 invoices a week')
  expect(toFirstPerson('Support the team with weekly reports')).toBe(
    'I supported the team with weekly reports',
  )
})

test('a clause after a semicolon joins the sentence instead of standing without a subject', () => {
  expect(
    toFirstPerson(
      'Commercial lead on a £38m school under the DfE framework; agreed the final account within 2%',
    ),
  ).toBe(
    'I was a commercial lead on a £38m school under the DfE framework, and agreed the final account within 2%',
  )
})

test('a spoken title leaves out the letters after a name and the team, but keeps a field', () => {
  expect(spokenRole('Project Engineer, P.Eng.')).toBe('Project Engineer')
  expect(spokenRole('Controller, CPA, MBA')).toBe('Controller')
  expect(spokenRole('Senior Paralegal, Financial Regulation Team')).toBe('Senior Paralegal')
  expect(spokenRole('Gesundheits- und Krankenpflegerin, Intensivstation')).toBe(
    'Gesundheits- und Krankenpflegerin',
  )
  expect(spokenRole('Staff Nurse, Oncology')).toBe('Staff Nurse, Oncology')
})

test('a spoken language is no field of results', () => {
  expect(namesLanguage('Spanish (fluent)')).toBe(true)
  expect(namesLanguage('Business English')).toBe(true)
  expect(namesLanguage('Spanish literature')).toBe(false)
  expect(namesLanguage('Canvas LMS')).toBe(false)
})

test('a bullet that names the part the person played is no verb', () => {
  expect(toFirstPerson('Key user for SAP EWM go-live in 2023; trained 26 warehouse colleagues')).toBe(
    'I was a key user for SAP EWM go-live in 2023, and trained 26 warehouse colleagues',
  )
})
