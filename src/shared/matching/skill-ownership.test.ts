import { expect, test } from 'vitest'

import { compoundAbbreviation, mentionsSkill, skillName } from '#shared/matching/skill-ownership.ts'

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

test('an abbreviation meets its long form and the long form its abbreviation', () => {
  expect(mentionsSkill('Drafted suspicious activity reports for the MLRO', 'SARs')).toBe(true)
  expect(mentionsSkill('Reviewed files for politically exposed persons', 'PEP')).toBe(true)
  expect(mentionsSkill('Trained staff on anti-bribery and corruption', 'ABC')).toBe(true)
  expect(mentionsSkill('Drafted 40 SARs a month', 'suspicious activity reports')).toBe(true)
  // Initials that happen to start unrelated words in another order are no match.
  expect(mentionsSkill('Reports on suspicious activity', 'SARs')).toBe(false)
  expect(mentionsSkill('Led SARSAT beacon testing', 'search and rescue satellite')).toBe(false)
  // Function words spell nothing: "in its first year" is no "IIF".
  expect(mentionsSkill('checked 1,400 patients in its first year', 'IIF')).toBe(false)
})

test('the number of a named standard must be there too', () => {
  expect(mentionsSkill('EPA 608 Universal certification', 'EPA 608')).toBe(true)
  expect(mentionsSkill('EPA 609 certification for vehicles', 'EPA 608')).toBe(false)
  expect(mentionsSkill('Completed Section 47 enquiries', 'Section 47 enquiries')).toBe(true)
  expect(mentionsSkill('Completed Section 17 enquiries', 'Section 47 enquiries')).toBe(false)
  expect(mentionsSkill('PGY1 residency in internal medicine', 'PGY1 residency')).toBe(true)
})

test("an abbreviation's German compound is work with what the abbreviation names", () => {
  expect(mentionsSkill('Festigkeitsnachweise mit FEM (ANSYS)', 'FEM-Berechnungen')).toBe(true)
  expect(skillName('FEM-Berechnungen')).toBe(skillName('FEM'))
  expect(mentionsSkill('Konstruktion in Siemens NX', 'FEM-Berechnungen')).toBe(false)
})

test('only an abbreviation joined to a noun that is not a person makes such a compound', () => {
  expect(compoundAbbreviation('BtM-Dokumentation')).toBe('BtM')
  expect(compoundAbbreviation('ABAP-Entwicklern')).toBeNull()
  expect(compoundAbbreviation('Fiori-Apps')).toBeNull()
  expect(compoundAbbreviation('go-live')).toBeNull()
})

test('a German noun is met in another case or number; an English word is not met by its German stem', () => {
  expect(mentionsSkill('Beratungsbesuche nach § 37.3 SGB XI', 'Beratungsbesuchen')).toBe(true)
  expect(mentionsSkill('Einbau von Fertigteilen und Stürzen', 'Fertigteile')).toBe(true)
  expect(mentionsSkill('Rides a bike to work', 'Rider')).toBe(false)
})

test('a German compound with a generic head asks for its first part; a short first part is not enough', () => {
  expect(mentionsSkill('Stationen in Service, Kredit und Privatkundenberatung', 'Kreditgeschäft')).toBe(true)
  expect(mentionsSkill('Vertrieb, Kundenberatung', 'Vertriebsstärke')).toBe(true)
  expect(mentionsSkill('Baustellen in Münster', 'Baugeschäft')).toBe(false)
  expect(mentionsSkill('Vertrieb, Kundenberatung', 'Kreditgeschäft')).toBe(false)
})

test('a credential asked for by its body and a generic word is met by that body’s certificate', () => {
  expect(mentionsSkill('ICA Certificate in Anti Money Laundering (2025)', 'ICA qualification')).toBe(true)
  expect(mentionsSkill('Member of the ICA working group', 'ICA qualification')).toBe(false)
})

test('what is worked out once per skill still meets each text on its own terms', () => {
  // The same skills asked of many texts, in turn: each answer is the text's.
  const texts = [
    'Filed suspicious activity reports to the MLRO',
    'Wrote 40 SARs a month',
    'Ran the NVQ 3 programme',
    'Beratungsbesuche nach § 37.3 SGB XI',
    'Reconciled the ledger',
  ]
  const skills = ['SARs', 'suspicious activity reports', 'NVQ 3', 'Beratungsbesuchen', 'ICA qualification']
  const answers = () => skills.map((skill) => texts.map((text) => mentionsSkill(text, skill)))
  const first = answers()
  expect(answers()).toEqual(first)
  expect(first).toEqual([
    [true, true, false, false, false],
    [true, true, false, false, false],
    [false, false, true, false, false],
    [false, false, false, true, false],
    [false, false, false, false, false],
  ])
})

test('a product named with its edition is met by the product name alone', () => {
  expect(mentionsSkill('EMIS, JAC pharmacy system, stock control', 'EMIS Web')).toBe(true)
  expect(mentionsSkill('Bookkeeping in QuickBooks for 12 clients', 'QuickBooks Online')).toBe(true)
  expect(mentionsSkill('Bookkeeping in Sage for 12 clients', 'QuickBooks Online')).toBe(false)
})

test('a German title written for every gender is met by any of its forms', () => {
  expect(mentionsSkill('Ausbildung zum Steuerfachangestellten', 'Steuerfachangestellte/r')).toBe(true)
  expect(mentionsSkill('Steuerfachangestellter bei ETL', 'Steuerfachangestellte/r')).toBe(true)
  expect(mentionsSkill('Erzieherin in einer Kita', 'Erzieher/in')).toBe(true)
  expect(mentionsSkill('Kinderpflegerin in einer Kita', 'Erzieher/in')).toBe(false)
})

test('a phrase is met by the same words with a head of the same sense ("Tachograph rules" for "Tachograph regulations")', () => {
  expect(mentionsSkill('Drivers hours and tachograph rules', 'Tachograph regulations')).toBe(true)
  expect(mentionsSkill('Sound knowledge of employment law', 'Employment legislation')).toBe(true)
  expect(mentionsSkill('Knows the rules of chess', 'Tachograph regulations')).toBe(false)
  expect(mentionsSkill('Tachograph analysis', 'Tachograph regulations')).toBe(false)
})
