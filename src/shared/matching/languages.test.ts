import { expect, test } from 'vitest'

import { askedLanguages } from '#shared/matching/languages.ts'

test('a language is asked before a bracket, and any spoken language beside another or after a cue', () => {
  expect(askedLanguages('Bilingual in English and Spanish (testing required)')).toEqual([
    'English',
    'Spanish',
  ])
  expect(askedLanguages('Good communication in English, Marathi and Hindi')).toEqual([
    'English',
    'Marathi',
    'Hindi',
  ])
  expect(askedLanguages('Afrikaans or isiXhosa would be an advantage')).toEqual(['Afrikaans', 'isiXhosa'])
  expect(askedLanguages('Fluent Tamil')).toEqual(['Tamil'])
  // A nationality alone is no language asked.
  expect(askedLanguages('Irish and UK payroll experience')).toEqual([])
})

test('a language named alone in a clause that says it is wanted is asked for', () => {
  expect(askedLanguages('Punjabi an asset')).toEqual(['Punjabi'])
  expect(askedLanguages('Hindi is a plus')).toEqual(['Hindi'])
  expect(askedLanguages('Leadership is a plus')).toEqual([])
})
