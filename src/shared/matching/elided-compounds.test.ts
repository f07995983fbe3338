import { expect, test } from 'vitest'

import { elidedMembers } from '#shared/matching/elided-compounds.ts'

test('an elided German phrase stands for each of its compounds', () => {
  expect(elidedMembers('Entwurfs- und Genehmigungsplanung')).toEqual([
    'Genehmigungsplanung',
    'Entwurfsplanung',
  ])
  expect(elidedMembers('Kreditoren- und Debitorenbuchhaltung')).toEqual([
    'Debitorenbuchhaltung',
    'Kreditorenbuchhaltung',
  ])
  expect(elidedMembers('Lohn- und Gehaltsabrechnung')).toEqual(['Gehaltsabrechnung', 'Lohnabrechnung'])
  expect(elidedMembers('Monats-, Quartals- und Jahresabschlüsse')).toEqual([
    'Jahresabschlüsse',
    'Monatsabschlüsse',
    'Quartalsabschlüsse',
  ])
})

test('a phrase that is not elided, or whose head cannot be told, gives no guessed compound', () => {
  expect(elidedMembers('Tourenplanung')).toBeNull()
  expect(elidedMembers('go-live support and training')).toBeNull()
  expect(elidedMembers('Wartungs- und Reparaturarbeiten')).toEqual(['Reparaturarbeiten', 'Wartungs'])
})

test('an elision written with a slash stands for its compounds too, never for a guessed word', () => {
  expect(elidedMembers('Entwurfs-/Genehmigungsplanung')).toEqual(['Genehmigungsplanung', 'Entwurfsplanung'])
  // "Früh-" ends in no linking s, and "sch" opens "schicht": the head cannot be told.
  expect(elidedMembers('Früh-/Spätschicht')).toEqual(['Spätschicht', 'Früh'])
})
