import { expect, test } from 'vitest'

import { germanRole, personGender } from '#server/engine/local/german-titles.ts'
import { profile } from '#tests/fixtures/writing/cases.ts'

// A German posting's title as the applicant says it (issue 14).

const person = (currentRole: string, roles: string[] = []) =>
  profile({
    personalInfo: { currentRole },
    workExperience: {
      experiences: roles.map((role, i) => ({
        id: `r${i}`,
        company: 'Firma',
        role,
        duration: '2020 - heute',
      })),
    },
  })

test("the person's gender is read from their own German titles, and only from those", () => {
  expect(personGender(person('Teamleiterin Disposition'))).toBe('f')
  expect(personGender(person('Bürokauffrau'))).toBe('f')
  expect(personGender(person('Kaufmännische Angestellte', ['Steuerfachangestellte']))).toBe('f')
  expect(personGender(person('Werkzeugmechaniker'))).toBe('m')
  expect(personGender(person('Verwaltungsfachangestellter'))).toBe('m')
  expect(personGender(person('Front Office Supervisor'))).toBeNull()
  // "Medizin" ends in -in and names no woman.
  expect(personGender(person('MFA', ['Praxis für Allgemeinmedizin']))).toBeNull()
})

test("of two alternatives, the one in the person's gender; what the longer adds goes with either", () => {
  expect(germanRole('Logistikerin / Logistiker', 'f')).toBe('Logistikerin')
  // A title with its feminine ending after a slash, in brackets or with a gender star.
  expect(germanRole('Praxismanager/in', 'f')).toBe('Praxismanagerin')
  expect(germanRole('Praxismanager/-in', 'm')).toBe('Praxismanager')
  expect(germanRole('Koordinator(in) Einkauf', 'f')).toBe('Koordinatorin Einkauf')
  expect(germanRole('Referent*in', 'm')).toBe('Referent')
  expect(germanRole('Logistikerin / Logistiker', 'm')).toBe('Logistiker')
  expect(germanRole('Technische Zeichnerin / Technischer Zeichner Maschinenbau', 'm')).toBe(
    'Technischer Zeichner Maschinenbau',
  )
  expect(germanRole('Technische Zeichnerin / Technischer Zeichner Maschinenbau', 'f')).toBe(
    'Technische Zeichnerin Maschinenbau',
  )
  // Two different titles: the first.
  expect(germanRole('Disponent / Fuhrparkleiter', 'm')).toBe('Disponent')
})

test('a masculine or neutral title is said in the feminine by a woman', () => {
  expect(germanRole('Technischer Redakteur', 'f')).toBe('Technische Redakteurin')
  expect(germanRole('Projektmanager', 'f')).toBe('Projektmanagerin')
  expect(germanRole('Sozialpädagoge', 'f')).toBe('Sozialpädagogin')
  expect(germanRole('Lagerfachmann', 'f')).toBe('Lagerfachfrau')
  expect(germanRole('Kaufmännischer Angestellter', 'f')).toBe('Kaufmännische Angestellte')
  expect(germanRole('Pflegefachkraft', 'f')).toBe('Pflegefachkraft')
  expect(germanRole('Projektmanager', null)).toBe('Projektmanager')
})

test("the employer's voice and a department after a dash are no part of the title in a sentence", () => {
  expect(germanRole('Gruppenleitung für unsere Krippe Sonnenhügel', 'f')).toBe('Gruppenleitung')
  expect(germanRole('Koch in unserem Hotelrestaurant', 'm')).toBe('Koch')
  expect(germanRole('Sachbearbeiter – Abteilung Zoll', 'm')).toBe('Sachbearbeiter')
})
