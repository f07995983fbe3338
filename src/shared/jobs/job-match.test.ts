import { expect, test } from 'vitest'

import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { makeJob, makeProfile } from '#tests/factories.ts'

test('the score is the weighted coverage and every item names its evidence or is missing', () => {
  const result = computeJobMatch({ job: makeJob(), profile: makeProfile(), now: new Date('2026-11-01') })
  const skills = Object.fromEntries(result.breakdown.filter((b) => b.kind === 'skill').map((b) => [b.requirement, b.score]))
  expect(skills).toEqual({ TypeScript: 1, PostgreSQL: 1, Kubernetes: 0, Rust: 0, Docker: 1 })
  expect(result.breakdown.find((b) => b.requirement === 'Kubernetes')?.evidence).toBeNull()
  const total = result.breakdown.reduce((s, b) => s + b.weight, 0)
  const met = result.breakdown.reduce((s, b) => s + b.weight * b.score, 0)
  expect(result.score).toBe(Math.round((met / total) * 100))
  expect(result.score).toBeGreaterThan(30)
  expect(result.score).toBeLessThan(90)
  expect(result.summary).toMatch(/missing: .*Kubernetes/)
})

test('required items weigh more than preferred ones, and years of experience count', () => {
  const result = computeJobMatch({ job: makeJob(), profile: makeProfile(), now: new Date('2026-11-01') })
  const byKind = (kind: string) => result.breakdown.find((b) => b.kind === kind)
  expect(byKind('requirement')?.weight).toBeGreaterThan(byKind('preferred')?.weight ?? 99)
  expect(byKind('experience')).toMatchObject({ requirement: '5+ years of experience', score: 1 })
})

test('a profile with every skill scores higher than one with none', () => {
  const job = makeJob()
  const strong = computeJobMatch({ job, profile: makeProfile({ skills: { technical: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Rust', 'Docker'], business: [], sap: [] } }) })
  const weak = computeJobMatch({ job, profile: makeProfile({ skills: { technical: [], business: [], sap: [] }, workExperience: { experiences: [] } }) })
  expect(strong.score).toBeGreaterThan(weak.score)
  expect(weak.score).toBeLessThan(30)
})
