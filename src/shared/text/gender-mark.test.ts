import { expect, test } from 'vitest'

import { genderNeutral, isGenderedFormOf, withoutGenderMark } from '#shared/text/gender-mark.ts'

test('a gender mark does not make another role', () => {
  expect(withoutGenderMark('Bilanzbuchhalter:in')).toBe('Bilanzbuchhalter')
  expect(withoutGenderMark('Sachbearbeiter/in')).toBe('Sachbearbeiter')
  expect(withoutGenderMark('Erzieher*innen')).toBe('Erzieher')
  expect(withoutGenderMark('Verwaltungsfachangestellte/r')).toBe('Verwaltungsfachangestellte')
  expect(withoutGenderMark('Kaufmann/-frau')).toBe('Kaufmann')
  expect(withoutGenderMark('Erzieher(in)')).toBe('Erzieher')
  expect(withoutGenderMark('Business Analyst')).toBe('Business Analyst')
})

test('a noun is met in its gendered and declined forms, never in another noun that starts like it', () => {
  expect(isGenderedFormOf('Erzieherin', 'Erzieher')).toBe(true)
  expect(isGenderedFormOf('Steuerfachangestellten', 'Steuerfachangestellte')).toBe(true)
  expect(isGenderedFormOf('Erziehung', 'Erzieher')).toBe(false)
  expect(isGenderedFormOf('Erzieherausbildung', 'Erzieher')).toBe(false)
})

test('every gendered form of a German person noun is written alike', () => {
  expect(genderNeutral('staatlich anerkannte/r Erzieher/in')).toBe('staatlich anerkannte Erzieher')
  expect(genderNeutral('Ausbildung zur Erzieherin, Lehrerinnen')).toBe('Ausbildung zur Erzieher, Lehrer')
  // A word that merely ends in "in" keeps it.
  expect(genderNeutral('Medizin in Berlin')).toBe('Medizin in Berlin')
})
