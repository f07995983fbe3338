import { expect, test } from 'vitest'

import { mapSkills } from '#server/engine/local/map-skills.ts'
import { makeProfile } from '#tests/factories.ts'

const NOW = new Date('2026-11-01')

test('evidence plainly in the profile is recognised whatever words the posting uses', () => {
  const profile = makeProfile({ skills: { technical: ['K8s', 'Postgres'], business: [], sap: [] } })
  const [kubernetes, postgres, degree, rust] = mapSkills(
    {
      jobTitle: 'Backend-Entwickler',
      jobRequirements: [
        'Kubernetes',
        'PostgreSQL',
        'Studium der Informatik (Computer Science) oder vergleichbar',
        'Rust',
      ],
      profile,
      speed: 'medium',
    },
    NOW,
  )
  expect(kubernetes).toMatchObject({ userSkill: 'K8s' })
  expect(kubernetes!.strengthPercentage).toBeGreaterThanOrEqual(40)
  expect(postgres!.strengthPercentage).toBeGreaterThanOrEqual(40)
  expect(degree!.strengthPercentage).toBeGreaterThan(50)
  expect(degree!.userSkill).toMatch(/Computer Science/)
  expect(rust).toMatchObject({ userSkill: null, strengthPercentage: 0 })
})

test('strength grows with use in achievements, and the positioning line names the evidence', () => {
  const [docker, typescript] = mapSkills(
    {
      jobTitle: 'Engineer',
      jobRequirements: ['Docker', 'TypeScript'],
      profile: makeProfile(),
      speed: 'medium',
    },
    NOW,
  )
  expect(docker!.improvementSuggestion).toContain('migration of 12 services to Docker')
  expect(docker!.strengthPercentage).toBeGreaterThan(60)
  expect(typescript!.evidence.join(' ')).toContain('TypeScript')
})
