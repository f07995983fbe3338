import { expect, test } from 'vitest'

import { isWrittenOn, pageWords, wholeOnPage } from '#shared/text/written-on.ts'

test('a phrase is on the page when its words are, whatever the case, spacing and punctuation between them', () => {
  const page = pageWords('Bereitschaft zur Schichtarbeit (Früh-/Spätschicht)\nGood understanding of P&L.')
  expect(isWrittenOn('Früh-/Spätschicht', page)).toBe(true)
  expect(isWrittenOn('p&l', page)).toBe(true)
  // A lexicon name the page does not write, or a word cut out of a longer one, is not on it.
  expect(isWrittenOn('Profit and loss', page)).toBe(false)
  expect(isWrittenOn('Schicht', page)).toBe(false)
  expect(isWrittenOn('  ', page)).toBe(false)
})

test('a phrase cut inside a word is given whole as the page writes it; one not on the page is not given', () => {
  const raw = 'Category C+E licence with a valid Driver CPC card\nSpeaks te reo Māori.'
  const words = pageWords(raw)
  expect(wholeOnPage('Category C', raw, words)).toBe('Category C+E')
  expect(wholeOnPage('te reo M', raw, words)).toBe('te reo Māori')
  expect(wholeOnPage('Driver CPC', raw, words)).toBe('Driver CPC')
  expect(wholeOnPage('HGV Class 1', raw, words)).toBeNull()
})

test('a German noun in the nominative is written where the page has its genitive', () => {
  const words = pageWords('Kenntnisse des Vertragsrechts und des Handelsgesetzbuches')
  expect(isWrittenOn('Vertragsrecht', words)).toBe(true)
  expect(isWrittenOn('Handelsgesetzbuch', words)).toBe(true)
  expect(isWrittenOn('Vertrag', words)).toBe(false)
})

test('a German adjective named in the nominative is written on a page that declines it', () => {
  const words = pageWords('Erfahrung im öffentlichen Dienst und in der öffentlichen Verwaltung')
  expect(isWrittenOn('öffentlicher Dienst', words)).toBe(true)
  expect(isWrittenOn('öffentliche Verwaltung', words)).toBe(true)
  expect(isWrittenOn('privater Dienst', words)).toBe(false)
})
