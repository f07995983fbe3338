import { expect, test } from 'vitest'

import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { makeJob, makeProfile } from '#tests/factories.ts'

test('sentences with skills, numbers, degrees or employers the profile lacks are removed', () => {
  const guard = createGuard({ profile: makeProfile(), job: makeJob() })
  const text = [
    'I reduced checkout latency by 40% at Acme Logistics.',
    'I run Kubernetes clusters in production.',
    'I grew revenue by 300% last year.',
    'I hold a PhD in chemistry.',
    'I previously worked at Initech Corporation.',
    'SKILLS',
    'TypeScript • Rust • PostgreSQL',
  ].join('\n')
  expect(guard.cleanText(text)).toBe(
    ['I reduced checkout latency by 40% at Acme Logistics.', 'SKILLS', 'TypeScript • PostgreSQL'].join('\n'),
  )
  expect(guard.report.removed.map((r) => r.reason.split(':')[0])).toEqual([
    'skill not in profile',
    'number not in profile',
    'degree not in profile',
    'employer not in profile',
    'skill not in profile',
  ])
})

test('derived facts are not claims; a sentence pasting a duty from the posting is removed whole', () => {
  const guard = createGuard({
    profile: makeProfile(),
    job: makeJob({ responsibilities: ['Operate the platform across 12 countries'] }),
    derivedNumbers: ['7'],
  })
  // Behaviour changed with issue 14: a posting's duty pasted into a letter is not the writer's voice.
  expect(
    guard.cleanText(
      'I would like to operate the platform across 12 countries. With 7 years of experience, I am ready.',
    ),
  ).toBe('With 7 years of experience, I am ready.')
  expect(guard.report.removed.map((r) => r.reason)).toEqual(['quotes the posting'])
})

test('list markers are layout, not claims', () => {
  const guard = createGuard({ profile: makeProfile(), job: makeJob() })
  expect(
    guard.cleanText(
      '1. Agree on the number first.\n2. Start small.\n• Led the migration of 12 services to Docker',
    ),
  ).toBe('1. Agree on the number first.\n2. Start small.\n• Led the migration of 12 services to Docker')
})

test('a heading whose lines were all removed is removed too; portfolio links are evidence', () => {
  const profile = makeProfile({
    portfolioData: {
      portfolioUrls: [{ title: 'GitHub', description: '', url: 'https://github.com/zoe-example' }],
    },
  })
  const guard = createGuard({ profile, job: makeJob() })
  expect(
    guard.cleanText(
      'PORTFOLIO\n• GitHub: https://github.com/zoe-example\n\nAWARDS\n• Kubernetes Award 2024\n\nSKILLS\nTypeScript',
    ),
  ).toBe('PORTFOLIO\n• GitHub: https://github.com/zoe-example\n\nSKILLS\nTypeScript')
})

test('a sentence the profile holds word for word is kept, whatever skill the lexicon reads into it', () => {
  const base = makeProfile()
  const motivation = 'I want to spend more of my day on patients with chronic conditions.'
  const profile = { ...base, personalityTraits: { ...base.personalityTraits, motivation } }
  const guard = createGuard({ profile, job: makeJob() })
  expect(guard.cleanText(`Why this post? ${motivation}`)).toBe(`Why this post? ${motivation}`)
  // The same words told as a claim of one's own work are still checked.
  expect(guard.cleanText('I led chronic disease management for 300 patients.')).toBe('')
})

test('the person’s own name under a letter claims no skill the lexicon reads into it', () => {
  const base = makeProfile()
  const profile = { ...base, personalInfo: { ...base.personalInfo, fullName: 'Hana Te Rangi' } }
  const guard = createGuard({ profile, job: makeJob() })
  expect(guard.cleanText('Kind regards,\nHana Te Rangi')).toBe('Kind regards,\nHana Te Rangi')
  // The same word told as a skill of the person's is still checked.
  expect(guard.cleanText('I migrated the ledger to SAP HANA.')).toBe('')
})

test('a run the posting shares with the profile but for its small words is the person own title, no quote', () => {
  const profile = makeProfile()
  profile.workExperience.experiences[1]!.role = 'Speech and Language Therapist'
  const job = makeJob({ requirements: ['CORU registration as a Speech and Language Therapist (essential)'] })
  const guard = createGuard({ profile, job })
  expect(guard.cleanText('I started as a speech and language therapist at Nordwind GmbH.')).toBe(
    'I started as a speech and language therapist at Nordwind GmbH.',
  )
  // A run of the posting the profile does not hold is still a quote.
  expect(guard.cleanText('I want CORU registration as a speech and language therapist.')).toBe('')
})

test('a German clause on "Sie" speaks of the employer and claims nothing for the person', () => {
  const job = makeJob({ skills: ['Krankenhaus'], requirements: ['Erfahrung im Krankenhaus'] })
  const guard = createGuard({ profile: makeProfile(), job })
  expect(
    guard.cleanText(
      'Ausschlaggebend für meine Bewerbung ist, dass Sie ein Krankenhaus der Schwerpunktversorgung sind.',
    ),
  ).toBe('Ausschlaggebend für meine Bewerbung ist, dass Sie ein Krankenhaus der Schwerpunktversorgung sind.')
  expect(guard.cleanText('Ich habe zehn Jahre im Krankenhaus gearbeitet.')).toBe('')
})
