import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Skills an import adds from the text beyond the listed ones must be the person's, not parts of
// longer names: a tool's name, an employer's name or a skill already listed.

test('no skill is taken from inside a longer skill, an employer or a listed skill', () => {
  const { profileData } = importText({
    content: `Sanne Dekker
sanne.dekker@example.nl
Skills
Transport planning, Customs documentation, Route optimisation
Experience
Transport Planner   Jan 2019 – Mar 2022
DHL Supply Chain, Tilburg
- Introduced a Power BI dashboard for on-time performance
- Planned inbound deliveries for a distribution centre`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('Power BI')
  expect(skills).toContain('Customs documentation')
  expect(skills).not.toContain('BI')
  expect(skills).not.toContain('Customs')
  expect(skills).not.toContain('Supply Chain')
})
