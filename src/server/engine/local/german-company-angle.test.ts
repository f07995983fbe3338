import { expect, test } from 'vitest'

import { angleClause, angleMain, germanCompanyAngle } from '#server/engine/local/german-company-angle.ts'
import { job } from '#tests/fixtures/writing/cases.ts'

// Why this employer, in the writer's German, from what the posting says it does (issue 14).

const both = (company: string, description: string) => {
  const angle = germanCompanyAngle(job({ title: 'Monteur (m/w/d)', company, description }))
  return angle ? [angleClause(angle), angleMain(angle)] : null
}

test('the employer named with its article and legal form becomes "Sie", its verbs plural, verb last or second', () => {
  expect(
    both(
      'Weserland Pumpen GmbH',
      'Die Weserland Pumpen GmbH konstruiert und produziert Kreiselpumpen für Kläranlagen. Sie montieren Pumpen beim Kunden.',
    ),
  ).toEqual([
    'Sie Kreiselpumpen für Kläranlagen konstruieren und produzieren',
    'Sie konstruieren und produzieren Kreiselpumpen für Kläranlagen',
  ])
})

test('a separable verb takes its particle before it at the end of the clause', () => {
  expect(both('Hafenbau Kiel', 'Hafenbau Kiel rüstet Fischkutter für die Ostsee um.')).toEqual([
    'Sie Fischkutter für die Ostsee umrüsten',
    'Sie rüsten Fischkutter für die Ostsee um',
  ])
})

test("the posting's figures are left out; its size in words and its places stay", () => {
  expect(
    both(
      'Allgäuer Pflegeverbund',
      'Der Allgäuer Pflegeverbund betreibt seit 1998 mit 640 Beschäftigten sieben Pflegeheime im Oberallgäu und beschäftigt Auszubildende.',
    ),
  ).toEqual([
    'Sie sieben Pflegeheime im Oberallgäu betreiben',
    'Sie betreiben sieben Pflegeheime im Oberallgäu',
  ])
  expect(
    both('Seeklinik Prien', 'Die Seeklinik Prien ist eine Rehaklinik mit 210 Betten am Chiemsee.')?.[0],
  ).toBe('Sie eine Rehaklinik am Chiemsee sind')
})

test('"Wir" keeps its verb; a list comma stays, a relative clause is cut off', () => {
  expect(
    both(
      'Brettl Software',
      'Wir entwickeln Apps, Webportale und Schnittstellen, mit denen Stadtwerke abrechnen.',
    )?.[1],
  ).toBe('Sie entwickeln Apps, Webportale und Schnittstellen')
})

test('a duty, an offer to the applicant or a verb saying how the employer works gives no angle', () => {
  expect(both('Lorenz Bau', 'Sie planen Baustellen. Wir bieten Ihnen ein gutes Gehalt.')).toBeNull()
  expect(both('Lorenz Bau', 'Lorenz Bau arbeitet eng im Team. Wir suchen Verstärkung.')).toBeNull()
})

test('a bare identity goes on with what the employer does in the same sentence, said by the same subject', () => {
  expect(
    both(
      'Ostseeklinik Damp',
      'Die Ostseeklinik Damp ist ein Reha-Zentrum mit 300 Betten und bildet jedes Jahr Physiotherapeutinnen aus.',
    ),
  ).toEqual([
    'Sie ein Reha-Zentrum sind und jedes Jahr Physiotherapeutinnen ausbilden',
    'Sie sind ein Reha-Zentrum und bilden jedes Jahr Physiotherapeutinnen aus',
  ])
  // A fuller first clause stays alone.
  expect(
    both(
      'Hafenbau Kiel',
      'Hafenbau Kiel rüstet Fischkutter für die Ostsee um und beschäftigt 40 Leute.',
    )?.[0],
  ).toBe('Sie Fischkutter für die Ostsee umrüsten')
})

test('a measure goes with its figure and its "täglich": what the employer makes from what stays', () => {
  expect(
    both(
      'Brandner Käserei',
      'Die Brandner Käserei verarbeitet seit 1961 täglich rund 250.000 Liter Heumilch aus dem Allgäu zu Bergkäse, Butter und Quark.',
    ),
  ).toEqual([
    'Sie Heumilch aus dem Allgäu zu Bergkäse, Butter und Quark verarbeiten',
    'Sie verarbeiten Heumilch aus dem Allgäu zu Bergkäse, Butter und Quark',
  ])
})

test('a "wir" sentence opened by a phrase with a figure says its verb first, the figure left out', () => {
  expect(
    both(
      'Kellner Obstbau',
      'Herzlich willkommen. Mit über 80 Beschäftigten beliefern wir Bäckereien in ganz Franken.',
    ),
  ).toEqual(['Sie Bäckereien in ganz Franken beliefern', 'Sie beliefern Bäckereien in ganz Franken'])
  expect(both('Kellner Obstbau', 'In Bamberg bauen wir Holzhäuser für Familien.')?.[1]).toBe(
    'Sie bauen in Bamberg Holzhäuser für Familien',
  )
})

test('two joined verbs are turned round together, and an unknown second verb leaves no angle', () => {
  expect(
    both(
      'Binderholz Bausysteme',
      'Wir planen und errichten mehrgeschossige Gebäude in Massivholzbauweise in ganz Österreich.',
    )?.[0],
  ).toBe('Sie mehrgeschossige Gebäude in Massivholzbauweise in ganz Österreich planen und errichten')
  expect(both('Zimmerei Egger', 'Wir planen und verzimmern Dachstühle für Einfamilienhäuser.')).toBeNull()
})

test('a figure goes with the "jedes Jahr" that counts it: no "jedes Jahr Patientinnen und Patienten"', () => {
  expect(
    both(
      'Klinikum Mittelsachsen',
      'Das Klinikum Mittelsachsen versorgt jedes Jahr rund 90.000 Patientinnen und Patienten.',
    ),
  ).toEqual(['Sie Patientinnen und Patienten versorgen', 'Sie versorgen Patientinnen und Patienten'])
})

test('"und Mitglied …" after a figure goes on with what the employer is; only the figure is left out', () => {
  expect(
    both(
      'Brinkmann Logistik GmbH',
      'Brinkmann Logistik ist ein familiengeführter Stückgutspediteur mit 420 Mitarbeitenden und Mitglied einer bundesweiten Stückgutkooperation.',
    ),
  ).toEqual([
    'Sie ein familiengeführter Stückgutspediteur und Mitglied einer bundesweiten Stückgutkooperation sind',
    'Sie sind ein familiengeführter Stückgutspediteur und Mitglied einer bundesweiten Stückgutkooperation',
  ])
})

test('a year goes with the word that dates it, and a particle "aus" closing a long clause stays the verb’s', () => {
  expect(
    both(
      'Stadtwerke Ulm',
      'Die Stadtwerke Ulm bauen bis 2035 das Fernwärmenetz der Stadt um mehrere hundert Kilometer aus.',
    ),
  ).toEqual([
    'Sie das Fernwärmenetz der Stadt um mehrere hundert Kilometer ausbauen',
    'Sie bauen das Fernwärmenetz der Stadt um mehrere hundert Kilometer aus',
  ])
})
