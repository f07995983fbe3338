import { expect, test } from 'vitest'

import { spokenSkill } from '#server/engine/local/letter-context.ts'
import { credentialNoun } from '#server/engine/local/phrasing.ts'
import { varyEmployerOpenings } from '#server/engine/local/write-cover-letter.ts'
import { planApplication } from '#server/engine/local/plan-application.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'

const plan = planApplication({
  job: job({ title: 'Transport Planner', company: 'Rhenus', description: 'Rhenus runs road freight.' }),
  profile: profile({ skills: { technical: ['Power BI', 'Transport planning', 'Excel modelling'] } }),
  speed: 'medium',
})

test('a skill in sentence case is a practice and is lowered in running text; a named tool is not', () => {
  expect(spokenSkill('Transport planning', plan)).toBe('transport planning')
  expect(spokenSkill('Route optimisation', plan)).toBe('route optimisation')
  expect(spokenSkill('Excel modelling', plan)).toBe('Excel modelling')
  expect(spokenSkill('Power BI', plan)).toBe('Power BI')
})

test('a credential written as a status is said as the thing held', () => {
  expect(credentialNoun('Registered with the Scottish Social Services Council (SSSC)')).toBe(
    'registration with the Scottish Social Services Council (SSSC)',
  )
  expect(credentialNoun('Licensed to practise in Ontario')).toBe('a licence to practise in Ontario')
  expect(credentialNoun('PMP Certification')).toBe('PMP Certification')
  expect(credentialNoun('Certified Scrum Master')).toBe('Certified Scrum Master')
})

test('sentences about the employer already named go on from it instead of naming it again', () => {
  const letter = varyEmployerOpenings(
    [
      ['At Hidrotec, I won a framework contract.', 'At Hidrotec, I grew revenue by 60%.'],
      ['At Hidrotec, I sell pumps to utilities.', 'I also bring Salesforce.'],
      ['At Ford, I cut downtime by 30%.'],
      // A short sentence alone in its paragraph keeps its employer.
      ['At Ford, I ran audits.'],
    ],
    ['Hidrotec', 'Ford'],
  )
  expect(letter.flat()).toEqual([
    'At Hidrotec, I won a framework contract.',
    'I also grew revenue by 60%.',
    'In that job, I sell pumps to utilities.',
    'I also bring Salesforce.',
    'At Ford, I cut downtime by 30%.',
    'At Ford, I ran audits.',
  ])
})
