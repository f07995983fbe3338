import { expect, test } from 'vitest'

import { stem, tokenize, writtenWords } from '#shared/text/tokenize.ts'

test('a possessive stems like the plural, in one stemmer for matching and posts', () => {
  expect(stem("nurse's")).toBe(stem('nurses'))
  expect(stem('Manager’s')).toBe(stem('managers'))
  expect(stem('Kenntnissen', 'de')).toBe('kenntnis')
})

test('a German post in its feminine form stems with the masculine form and the activity it names', () => {
  expect(stem('Praxisanleiterin', 'de')).toBe(stem('Praxisanleitung', 'de'))
  expect(stem('Krankenpflegerinnen', 'de')).toBe(stem('Krankenpfleger', 'de'))
  expect(stem('Physiotherapeutin', 'de')).toBe(stem('Physiotherapeut', 'de'))
  expect(stem('Pädagogin', 'de')).toBe(stem('Pädagoge', 'de'))
  // Not a post: a short word, or one that only ends in "in".
  expect(stem('Medizin', 'de')).toBe('medizin')
  expect(stem('Berlin', 'de')).toBe('berlin')
})

test('written words keep their case and stay whole; tokens are lower-cased, stemmed content', () => {
  expect(writtenWords('B2B SaaS: month-end close, Pflegekräfte and AI (2024).')).toEqual([
    'B2B',
    'SaaS',
    'month-end',
    'close',
    'Pflegekräfte',
    'and',
    'AI',
  ])
  expect(tokenize('Managing the C++ builds', { language: 'en' })).toEqual(['manag', 'c++', 'build'])
})
