import { expect, test } from 'vitest'

import { fieldFromTitle, rolesFromTitle } from '#server/features/jobs/intake/title-role.ts'

test('the role of a title, without its brackets, grade, team or subject', () => {
  expect(rolesFromTitle('Deputy Court Clerk II')).toEqual(['Deputy Court Clerk'])
  expect(rolesFromTitle('Quality Engineer – Precision Machining')).toEqual(['Quality Engineer'])
  expect(rolesFromTitle('Lehrkraft (m/w/d) für Mathematik und Physik')).toEqual(['Lehrkraft'])
  expect(rolesFromTitle('Zerspanungsmechaniker (m/w/d) Fachrichtung Drehtechnik')).toEqual([
    'Zerspanungsmechaniker',
  ])
  expect(rolesFromTitle('Library Assistant (Part-time, 22.5 hours)')).toEqual(['Library Assistant'])
  expect(rolesFromTitle('Teacher of Mathematics')).toEqual(['Teacher of Mathematics'])
  expect(rolesFromTitle('Pflegefachkraft (m/w/d) Intensivstation')).toEqual(['Pflegefachkraft'])
  expect(rolesFromTitle('Security Operations Center (SOC) Analyst II')).toEqual([
    'Security Operations Center (SOC) Analyst',
  ])
})

test('two roles joined by a slash are both named, one role in two genders once', () => {
  expect(rolesFromTitle('Tischler / Schreiner (m/w/d) für Innenausbau')).toEqual(['Tischler', 'Schreiner'])
  expect(rolesFromTitle('Pflegefachfrau / Pflegefachmann (m/w/d)')).toEqual(['Pflegefachfrau'])
  expect(rolesFromTitle('Sachbearbeiter/in (m/w/d) im Bürgeramt')).toEqual(['Sachbearbeiter/in'])
  expect(rolesFromTitle('Kaufmann/-frau für Büromanagement (m/w/d)')).toEqual(['Kaufmann/-frau'])
  // A Swiss qualification after the gender ending keeps the role whole.
  expect(rolesFromTitle('Elektroinstallateur/in EFZ 80–100 %')).toEqual(['Elektroinstallateur/in EFZ'])
  expect(rolesFromTitle('Polymechaniker/in EFZ – Fräsen CNC')).toEqual(['Polymechaniker/in EFZ'])
})

test('a sentence is not a role', () => {
  expect(rolesFromTitle('We are looking for a friendly new colleague to join our busy team today')).toEqual(
    [],
  )
})

test('the field a title names after its role is one word of a field; a shift, a team or a place is none', () => {
  expect(fieldFromTitle('Zerspanungsmechaniker (m/w/d) Fachrichtung Drehtechnik')).toBe('Drehtechnik')
  expect(fieldFromTitle('Sozialarbeiter/Sozialpädagoge (m/w/d) in der Schulsozialarbeit')).toBe(
    'Schulsozialarbeit',
  )
  expect(fieldFromTitle('Territory Sales Representative – Orthopaedics')).toBe('Orthopaedics')
  expect(fieldFromTitle('Class 1 HGV Driver – Nights')).toBeNull()
  expect(fieldFromTitle('Social Worker – Adult Community Team')).toBeNull()
  expect(fieldFromTitle('Pflegefachkraft (m/w/d) für unsere Wohnbereiche')).toBeNull()
  expect(fieldFromTitle('Außendienst (m/w/d) – Gebiet Franken')).toBeNull()
})

test("a licence in brackets closing the title is no part of the role; the role's own initials are", () => {
  expect(rolesFromTitle('Medical Social Worker (LCSW) - Inpatient')).toEqual(['Medical Social Worker'])
  expect(rolesFromTitle('Aircraft Maintenance Technician (A&P)')).toEqual(['Aircraft Maintenance Technician'])
  expect(rolesFromTitle('Registered Nurse (RN)')).toEqual(['Registered Nurse (RN)'])
})

test('a Swiss or Austrian workload in the title is the hours, not part of the role', () => {
  expect(rolesFromTitle('Réceptionist/in 80–100 %')).toEqual(['Réceptionist/in'])
  expect(rolesFromTitle('60-80% Pflegefachperson HF')).toEqual(['Pflegefachperson HF'])
  expect(rolesFromTitle('Sales Manager (m/w/d) 100%')).toEqual(['Sales Manager'])
})
