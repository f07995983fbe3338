import { expect, test } from 'vitest'

import { mentionsSkill } from '#shared/matching/skill-ownership.ts'

test('an abbreviation joined to a German noun is the compound subject, a hyphenated English word is not', () => {
  expect(mentionsSkill('ADR-Schulung Gefahrgut (2024)', 'ADR')).toBe(true)
  expect(mentionsSkill('Programmierung in der SPS-Umgebung', 'SPS')).toBe(true)
  expect(mentionsSkill('Led the go-live of the new ledger', 'Go')).toBe(false)
  expect(mentionsSkill('Owned the Go-Live for 12 sites', 'GO')).toBe(false)
  expect(mentionsSkill('Used the XADR-Schulung tool', 'ADR')).toBe(false)
})

test('a German compound shows its first part, and only a long first part', () => {
  expect(mentionsSkill('Kommunikationsstärke, Belastbarkeit', 'Kommunikation')).toBe(true)
  expect(mentionsSkill('Gefahrgutschulung nach ADR', 'Gefahrgut')).toBe(true)
  // Too short to stand for the compound it opens.
  expect(mentionsSkill('Bauleitung von sechs Projekten', 'Bau')).toBe(false)
  expect(mentionsSkill('Kommunikationsstärke', 'Kommunikationstechnik')).toBe(false)
})

test('an elided German skill is met by any of its compounds', () => {
  expect(mentionsSkill('Genehmigungsplanung für zwölf Schulen', 'Entwurfs- und Genehmigungsplanung')).toBe(
    true,
  )
  expect(mentionsSkill('Kreditorenbuchhaltung', 'Kreditoren- und Debitorenbuchhaltung')).toBe(true)
  expect(mentionsSkill('Anlagenbuchhaltung', 'Kreditoren- und Debitorenbuchhaltung')).toBe(false)
})
