import { expect, test } from 'vitest'

import { namesLanguage } from '#shared/matching/languages.ts'
import { isSpokenLanguageName } from '#shared/text/spoken-language-names.ts'
import { isLevelledLanguage, spokenLanguageOf } from '#server/features/imports/structure/spoken-languages.ts'

// One list of spoken-language names: the importer's languages section and the writers' "is this skill a
// language" read the same names, and neither reads differently than before the list was shared.

// Every name the writers' own patterns knew before the list was shared.
const WRITERS_NAMES = [
  'english',
  'englisch',
  'german',
  'deutsch',
  'french',
  'französisch',
  'français',
  'spanish',
  'spanisch',
  'español',
  'italian',
  'italienisch',
  'italiano',
  'dutch',
  'niederländisch',
  'nederlands',
  'polish',
  'polnisch',
  'polski',
  'portuguese',
  'portugiesisch',
  'português',
  'turkish',
  'türkisch',
  'türkçe',
  'arabic',
  'arabisch',
  'russian',
  'russisch',
  'welsh',
  'walisisch',
  'cymraeg',
  'mandarin',
  'chinese',
  'chinesisch',
]

test('every name the writers knew is still a language to them, and the importer reads it too', () => {
  for (const name of WRITERS_NAMES) {
    const written = name.charAt(0).toUpperCase() + name.slice(1)
    expect(namesLanguage(written), name).toBe(true)
    expect(namesLanguage(`${written} (fluent)`), name).toBe(true)
    expect(spokenLanguageOf(`${written} (native)`), name).toBe(`${written} (native)`)
    expect(isSpokenLanguageName(name), name).toBe(true)
  }
})

test('the writers keep what they told apart before: a subject, a tool or a compound is no language', () => {
  expect(namesLanguage('Business English')).toBe(true)
  expect(namesLanguage('English/German')).toBe(true)
  expect(namesLanguage('Spanish literature')).toBe(false)
  expect(namesLanguage('Englischkenntnisse')).toBe(false)
  expect(namesLanguage('Canvas LMS')).toBe(false)
  expect(namesLanguage('Java')).toBe(false)
  expect(namesLanguage('Python')).toBe(false)
})

test('the writers and the importer read the same list: a language the importer knows is no strength', () => {
  for (const name of ['Hindi', 'Irish', 'Swahili', 'Tagalog', 'Māori', 'Maori', 'Ukrainisch']) {
    expect(spokenLanguageOf(name), name).toBe(name)
    expect(namesLanguage(name), name).toBe(true)
  }
  expect(isLevelledLanguage('Ukrainian (B2)')).toBe(true)
  expect(isLevelledLanguage('English Literature (advanced)')).toBe(false)
})
