import { expect, test } from 'vitest'

import { decline, nounPhrase } from '#server/engine/local/german-grammar.ts'
import { germanNominative, germanPlace } from '#server/engine/local/german-names.ts'

test('a name that opens with a common noun takes its article after a preposition; any other stands bare', () => {
  expect(germanPlace('bei', 'Hotel Sacher Salzburg')).toBe('im Hotel Sacher Salzburg')
  expect(germanPlace('bei', 'Kanzlei Overbeck & Partner')).toBe('in der Kanzlei Overbeck & Partner')
  expect(germanPlace('bei', 'Steuerbüro Lammers')).toBe('im Steuerbüro Lammers')
  expect(germanPlace('bei', 'Stadt Bonn')).toBe('bei der Stadt Bonn')
  expect(germanPlace('bei', 'Hansa-Berufskolleg Münster')).toBe('bei Hansa-Berufskolleg Münster')
  expect(germanPlace('bei', 'Grundschule am Park')).toBe('an der Grundschule am Park')
  expect(germanPlace('von', 'Hotel Bayerischer Hof am See')).toBe('vom Hotel Bayerischer Hof am See')
  expect(germanPlace('zu', 'Sparkasse KölnBonn')).toBe('zur Sparkasse KölnBonn')
  // Names that only end like a noun of the list, and plain company names, keep no article.
  expect(germanPlace('bei', 'Neuhaus GmbH')).toBe('bei Neuhaus GmbH')
  expect(germanPlace('bei', 'Mannheim Logistik AG')).toBe('bei Mannheim Logistik AG')
  expect(germanPlace('bei', 'Siemens')).toBe('bei Siemens')
  expect(germanPlace('bei', 'Lindemann Haustechnik GmbH')).toBe('bei Lindemann Haustechnik GmbH')
  expect(germanNominative('Hotel Sacher Salzburg')).toBe('das Hotel Sacher Salzburg')
  expect(germanNominative('Kanzlei Overbeck')).toBe('die Kanzlei Overbeck')
  expect(germanNominative('Siemens')).toBe('Siemens')
})

test("a compound ending in a house or clinic noun, or an acronym before one, takes that noun's article", () => {
  expect(germanPlace('bei', 'Pflegewohnhaus Liesing')).toBe('im Pflegewohnhaus Liesing')
  expect(germanPlace('bei', 'Universitätsklinikum Magdeburg')).toBe('im Universitätsklinikum Magdeburg')
  expect(germanPlace('bei', 'LKH-Univ. Klinikum Graz')).toBe('im LKH-Univ. Klinikum Graz')
  expect(germanPlace('bei', 'BMW Bank')).toBe('bei der BMW Bank')
  expect(germanNominative('LKH-Univ. Klinikum Graz')).toBe('das LKH-Univ. Klinikum Graz')
  // An acronym before a word of no known gender keeps the name bare.
  expect(germanPlace('bei', 'ABB Automation GmbH')).toBe('bei ABB Automation GmbH')
})

test('a bullet that pairs a noun phrase with a clipped result clause keeps the clause in brackets', () => {
  const phrase = nounPhrase('Einführung des Online-Check-ins, Wartezeit beim Check-in um 40 % gesenkt')
  expect(phrase && decline(phrase, 'nom')).toBe(
    'die Einführung des Online-Check-ins (Wartezeit beim Check-in um 40 % gesenkt)',
  )
  // A participle bullet is no noun phrase, with or without a comma.
  expect(
    nounPhrase('Upselling-Programm für Zimmerkategorien aufgebaut, Zusatzumsatz von 120.000 €'),
  ).toBeNull()
})
