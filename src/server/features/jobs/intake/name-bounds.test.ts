import { expect, test } from 'vitest'

import { isOrganisationName, isReportAddressee, wholeName } from '#server/features/jobs/intake/name-bounds.ts'

test('a name cut after the role it belongs to is given back whole', () => {
  const source = 'Site Safety Officer NEBOSH certificate is essential\nUse of a Safety Officer NEBOSH log'
  expect(wholeName('Officer NEBOSH', source)).toBe('Safety Officer NEBOSH')
  // Written once without the role before it, the name stands as listed.
  expect(wholeName('Officer NEBOSH', 'Officer NEBOSH certificate\nA Safety Officer NEBOSH log')).toBe(
    'Officer NEBOSH',
  )
})

test('a capitalised name runs on over "the" or "of" and a system keeps its noun', () => {
  expect(wholeName('ILM Level 5 Coach', 'An ILM Level 5 Coach the Coach award (desirable)')).toBe(
    'ILM Level 5 Coach the Coach',
  )
  expect(wholeName('warehouse management', 'Use the warehouse management system daily')).toBe(
    'warehouse management system',
  )
  // One word before "system" is the skill ("CRM system" lists "CRM").
  expect(wholeName('CRM', 'Keep the CRM system up to date')).toBe('CRM')
})

test('a qualification keeps the fields it names together', () => {
  expect(wholeName('Fachwirt für Vertrieb', 'Weiterbildung zum Fachwirt für Vertrieb und Marketing')).toBe(
    'Fachwirt für Vertrieb und Marketing',
  )
  expect(wholeName('Fachwirt für Vertrieb', 'Fachwirt für Vertrieb und gute SAP-Kenntnisse')).toBe(
    'Fachwirt für Vertrieb',
  )
})

test('the post one reports to is no skill', () => {
  expect(
    isReportAddressee('Director of Operations', 'Report weekly KPIs to the Director of Operations'),
  ).toBe(true)
  expect(isReportAddressee('Vertriebsleitung', 'Sie berichten direkt an die Vertriebsleitung')).toBe(true)
  expect(isReportAddressee('Power BI', 'Report KPIs in Power BI to the board')).toBe(false)
})

test('the employer abbreviation, a job title and a region are no skills', () => {
  expect(isOrganisationName('CCG', 'North Kent CCG')).toBe(true)
  expect(isOrganisationName('CMMS', 'North Kent CCG')).toBe(false)
  expect(isOrganisationName('Head of Finance', '')).toBe(true)
  expect(isOrganisationName('Südosteuropa', '')).toBe(true)
  expect(isOrganisationName('Eastern Europe', '')).toBe(true)
  expect(isOrganisationName('DACH', '')).toBe(true)
  expect(isOrganisationName('Dach', '')).toBe(false)
})

test('a capitalised name keeps the capitalised word before it and the act or "&" name it belongs to', () => {
  const source =
    'Sound knowledge of PAYE, National Insurance and pension law\nAssign CPT and HCPCS Level II codes\n' +
    'Knowledge of BS 5837 and the Town and Country Planning Act 1990\nChainsaw tickets (NPTC or City & Guilds)\n' +
    'Strong Excel skills\nUse Excel & Word daily\nSiemens S7 or Allen-Bradley PLCs'
  expect(wholeName('Insurance', source)).toBe('National Insurance')
  expect(wholeName('Level II', source)).toBe('HCPCS Level II')
  expect(wholeName('Town', source)).toBe('Town and Country Planning Act 1990')
  expect(wholeName('Country Planning Act 1990', source)).toBe('Town and Country Planning Act 1990')
  expect(wholeName('City', source)).toBe('City & Guilds')
  // A line's opening adjective is not part of the name, nor is another skill joined by "&".
  expect(wholeName('Excel', 'Strong Excel skills')).toBe('Excel')
  expect(wholeName('Excel', 'Use Excel & Word daily')).toBe('Excel')
  expect(wholeName('BS 5837', source)).toBe('BS 5837')
  expect(wholeName('PLCs', 'Siemens S7 or Allen-Bradley PLCs')).toBe('PLCs')
  expect(wholeName('Instructional Designer', 'Proven record as a Senior Instructional Designer')).toBe(
    'Instructional Designer',
  )
  // German writes every noun with a capital: "Studium" is not part of the field's name.
  expect(wholeName('Bauingenieurwesen', 'Abgeschlossenes Studium Bauingenieurwesen', 'de')).toBe(
    'Bauingenieurwesen',
  )
})

test("an institution's or a model's name runs on over all its capitalised words", () => {
  const source =
    'Registration with the College of Occupational Therapists of British Columbia (COTBC)\n' +
    'Knowledge of the Canadian Model of Occupational Performance and Engagement (CMOP-E)\nMicrosoft Excel and Word'
  expect(wholeName('College of Occupational Therapists of British', source)).toBe(
    'College of Occupational Therapists of British Columbia',
  )
  expect(wholeName('Canadian Model of Occupational', source)).toBe(
    'Canadian Model of Occupational Performance and Engagement',
  )
  // Without an "of" in the name, "and" joins two names.
  expect(wholeName('Microsoft Excel', source)).toBe('Microsoft Excel')
})
