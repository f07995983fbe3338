import { expect, test } from 'vitest'

import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'
import { POST_TONES, TARGET_AUDIENCES } from '#shared/constants.ts'
import { deriveHashtags } from '#server/engine/local/social-post/derive-hashtags.ts'
import { readPostContent } from '#server/engine/local/social-post/post-content.ts'
import { displayTitle, isNamedSkill } from '#server/engine/local/social-post/post-text.ts'
import { agree, pluralVerb, writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { grammarSlips } from '#tests/social-post-fixtures.ts'

// Grammar a reader stops at (issue 14, point 6): a plural topic with a singular verb ("Discovery
// calls belongs with the teams"), a title imported in capitals ("as an ACCOUNT EXECUTIVE"), an
// imported common word taken for a skill ("works with forecast", #Forecast).

function profile(role: string, skills: string[], achievements: string[]): ProfileSections {
  return ProfileSectionsSchema.parse({
    personalInfo: { fullName: 'Test Person', currentRole: role, company: 'Acme Ltd' },
    workExperience: {
      experiences: [{ id: 'r0', company: 'Acme Ltd', role, duration: '2020 - Present', achievements }],
    },
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: { business: skills },
  })
}

test('a verb after a plural subject agrees with it, whatever the verb', () => {
  expect(pluralVerb('belongs')).toBe('belong')
  expect(pluralVerb('leaves')).toBe('leave')
  expect(pluralVerb('is')).toBe('are')
  expect(pluralVerb("doesn't")).toBe("don't")
  expect(pluralVerb('process')).toBeNull()
  expect(agree('Discovery calls belongs with the teams, not the board.', ['discovery calls'], 'en')).toBe(
    'Discovery calls belong with the teams, not the board.',
  )
  expect(agree('At board level, code reviews rarely fails for lack of a plan.', ['code reviews'], 'en')).toBe(
    'At board level, code reviews rarely fail for lack of a plan.',
  )
  expect(agree('Founders, is heat pumps on your agenda yet?', ['heat pumps'], 'en')).toBe(
    'Founders, are heat pumps on your agenda yet?',
  )
  // After a preposition the verb belongs to another subject; a singular subject is left alone.
  expect(agree('The question about night shifts is who owns them.', ['night shifts'], 'en')).toBe(
    'The question about night shifts is who owns them.',
  )
  expect(agree('Bedside handover is a habit.', ['bedside handover'], 'en')).toBe(
    'Bedside handover is a habit.',
  )
})

test('posts on a plural topic print no agreement slip in any tone or audience', () => {
  const cases = [
    {
      topic: 'Discovery calls',
      argument:
        'Reps treat discovery as a checklist to get through before the demo. The best calls spend twenty minutes on how the buyer decides.',
    },
    {
      topic: 'Code reviews should be about design, not style',
      argument: 'If a linter can catch it, a reviewer should not spend time on it.',
    },
    {
      topic: 'Career changers',
      argument:
        'Hiring managers read a career change as a gap. Someone who learned one job from scratch can learn the next.',
    },
  ]
  for (const { topic, argument } of cases)
    for (const tone of POST_TONES)
      for (const targetAudience of TARGET_AUDIENCES) {
        const post = writeSocialPost({
          topic,
          argument,
          tone,
          targetAudience,
          workforceTraits: [],
          profile: null,
        })
        expect(grammarSlips(post, topic, argument), `${topic} / ${tone} / ${targetAudience}`).toEqual([])
      }
})

test('a title imported in capitals reads in title case, acronyms kept', () => {
  expect(displayTitle('ACCOUNT EXECUTIVE')).toBe('Account Executive')
  expect(displayTitle('HR BUSINESS PARTNER')).toBe('HR Business Partner')
  expect(displayTitle('HEAD OF SALES')).toBe('Head of Sales')
  expect(displayTitle('Charge Nurse')).toBe('Charge Nurse')
  const post = writeSocialPost({
    topic: 'Pipeline reviews',
    argument:
      'A pipeline review that only reads the stage column tells you nothing. Ask what the buyer agreed to do next in each pipeline review.',
    tone: 'professional',
    targetAudience: 'sales and business development professionals',
    workforceTraits: [],
    profile: profile(
      'ACCOUNT EXECUTIVE',
      [],
      ['Rebuilt weekly pipeline reviews around buyer next steps; win rate rose from 18% to 26%.'],
    ),
  })
  expect(post.content).not.toMatch(/ACCOUNT EXECUTIVE/)
  expect(post.content).toMatch(/Account Executive/)
})

test('an imported common word is not a skill to name or to tag; a product name is', () => {
  const text = 'Our forecast lives in Salesforce, and the pipeline is reviewed weekly.'
  expect(isNamedSkill('Forecast', text)).toBe(false)
  expect(isNamedSkill('Pipeline', text)).toBe(false)
  expect(isNamedSkill('Salesforce', text)).toBe(true)
  expect(isNamedSkill('SQL', text)).toBe(true)
  expect(isNamedSkill('Pipeline management', text)).toBe(true)
  const tags = deriveHashtags({
    topic: 'Sales forecasts',
    argument:
      'A forecast built on how a rep feels is a mood report. Keep the forecast in Salesforce, next to the deal.',
    audienceTag: '#Sales',
    skills: ['Forecast', 'Pipeline', 'Salesforce'],
  })
  expect(tags).not.toContain('#Forecast')
  expect(tags).toContain('#Salesforce')
  const post = writeSocialPost({
    topic: 'Sales forecasts',
    argument:
      'A forecast built on how a rep feels is a mood report. Every deal in commit needs a named decision maker.',
    tone: 'professional',
    targetAudience: 'sales and business development professionals',
    workforceTraits: [],
    profile: profile('Account Executive', ['Forecast', 'Pipeline'], []),
  })
  expect(post.content).not.toMatch(/works with forecast/i)
})

test('a German question is about its noun, not its verb ("Warum kommen Belege …" is about Belege)', () => {
  const { subject } = readPostContent(
    'Warum kommen Belege immer zu spät?',
    'Weil niemand den Lieferanten sagt, bis wann sie kommen müssen.',
  )
  expect(subject).toBe('Belege')
  // An adjective before a noun still belongs to the term.
  expect(readPostContent('Digitale Aufmaße', 'Digitale Aufmaße sparen Zeit auf der Baustelle.').subject).toBe(
    'Digitale Aufmaße',
  )
})

test('three tags are made up from the profile’s own terms before any generic tag', () => {
  const german = deriveHashtags({
    topic: 'Warum kommen Belege immer zu spät?',
    argument: 'Weil niemand den Lieferanten sagt, bis wann sie kommen müssen.',
    audienceTag: '#Leadership',
    skills: ['SAP FI', 'Kreditorenbuchhaltung'],
  })
  expect(german).toContain('#Kreditorenbuchhaltung')
  expect(german).not.toContain('#Arbeitswelt')
  const english = deriveHashtags({
    topic: 'Exit interviews',
    argument: 'By the time someone leaves, they have no reason to be candid.',
    audienceTag: '#Startups',
    skills: ['Forecast', 'Employee relations'],
  })
  expect(english).toContain('#EmployeeRelations')
  expect(english).not.toContain('#Forecast')
})

test('a bullet in the present or imperative is told in the first person, and a second from the same post is not placed again', () => {
  const author = profile(
    'Senior Quantity Surveyor',
    ['Cost planning'],
    [
      'Commercial lead on a €38m mixed-use scheme; final account agreed within 1.5% of forecast',
      'Manage 22 subcontract packages, from tender to final account',
    ],
  )
  const post = writeSocialPost({
    topic: 'Final accounts',
    argument: 'A final account that lands within 2% of forecast is decided in the first month, not the last',
    tone: 'thought_leadership',
    targetAudience: TARGET_AUDIENCES[1],
    workforceTraits: [],
    profile: author,
  })
  expect(post.content).not.toMatch(/: Manage 22/)
  expect(post.content.match(/as a Senior Quantity Surveyor at Acme Ltd/gi)?.length ?? 0).toBeLessThanOrEqual(
    1,
  )
})
