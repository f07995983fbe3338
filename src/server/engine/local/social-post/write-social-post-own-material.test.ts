import { expect, test } from 'vitest'

import { ProfileSectionsSchema, type ProfileSections } from '#shared/profile/profile.schema.ts'
import type { PostTone, TargetAudience } from '#shared/constants.ts'
import { quotablePoints, writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { profileText, sentenceSkeleton } from '#tests/social-post-fixtures.ts'

// Issue 14, point 6: what a post adds around the argument comes from the person (their argument,
// their record), not from a list of principles or an audience's stock lines that would read the
// same under anyone's post.

function profile(role: string, company: string, achievements: string[]): ProfileSections {
  return ProfileSectionsSchema.parse({
    personalInfo: { fullName: 'Test Person', currentRole: role, company },
    workExperience: { experiences: [{ id: 'r0', company, role, duration: '2018 - Present', achievements }] },
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: {},
  })
}

const ROOFER = {
  topic: 'Roof inspections',
  argument:
    'Homeowners call a roofer only when water comes through the ceiling. A ten-minute look at the flashing every autumn costs less than one ruined ceiling.',
  profile: profile('Roofer', 'Hale Roofing', [
    'Started autumn roof inspections for 120 homeowners and cut emergency leak call-outs by 40%.',
    'Replaced lead flashing on 35 chimneys after autumn inspections found cracked joints.',
  ]),
}

const LIBRARIAN = {
  topic: 'Library opening hours',
  argument:
    'Most branch libraries close at five, when working parents are still at work. Evening hours two days a week brought families back to our branch.',
  profile: profile('Branch Librarian', 'Eastfield Library', [
    'Moved two weekday opening hours to the evening; family library card sign-ups rose from 40 to 95 a term.',
  ]),
}

function post(person: typeof ROOFER, tone: PostTone, audience: TargetAudience) {
  return writeSocialPost({ ...person, tone, targetAudience: audience, workforceTraits: [] })
}

test('without a "but", the thought-leadership list is made of the person’s record, never of stock principles', () => {
  const { content } = post(ROOFER, 'thought_leadership', 'startup founders and entrepreneurs')
  const items = content.split('\n').filter((line) => line.startsWith('→ '))
  expect(items).toHaveLength(2)
  expect(items[0]).toContain('I started autumn roof inspections for 120 homeowners')
  expect(items[1]).toContain('I replaced lead flashing on 35 chimneys')
  expect(content).not.toMatch(/strategy paper|not as anecdote|on a dashboard|what good looks like/)
})

test('with no "but" and no record, there is no list to pad', () => {
  const { content } = writeSocialPost({
    topic: ROOFER.topic,
    argument: ROOFER.argument,
    tone: 'thought_leadership',
    targetAudience: 'C-level executives and board members',
    workforceTraits: [],
    profile: null,
  })
  expect(content).not.toMatch(/\n→ /)
  expect(content).not.toMatch(
    /strategy paper|not as anecdote|on a dashboard|what good looks like|builds trust/,
  )
})

test('a topic from another field gets no audience stock line: the founders’ lens does not speak for a roofer', () => {
  for (const tone of ['professional', 'thought_leadership', 'inspirational'] as const) {
    const { content } = post(ROOFER, tone, 'startup founders and entrepreneurs')
    expect(content, tone).not.toMatch(/serves this field|side topic|would actually ask for/)
  }
})

test('two people writing to one audience in one tone share no sentence skeleton in the call to action', () => {
  const audiences: TargetAudience[] = [
    'startup founders and entrepreneurs',
    'C-level executives and board members',
    'tech talent and engineering leaders',
  ]
  // The tone that quotes one of the person's statements in its question (the reframing no longer
  // does: it has printed the argument whole, and its closing does not say it back, 6 Dec 2026).
  for (const tone of ['conversational'] as const)
    for (const audience of audiences) {
      const skeletons = [ROOFER, LIBRARIAN].map((person) => {
        const written = post(person, tone, audience)
        const source = `${person.topic}\n${person.argument}\n${profileText(person.profile)}`
        return sentenceSkeleton(written.call_to_action, source)
      })
      expect(skeletons[0], `${tone} / ${audience}`).not.toBe(skeletons[1])
    }
})

test('without a contrast, the pushback doubts the person’s own point and their record answers it', () => {
  const { content } = post(LIBRARIAN, 'controversial', 'C-level executives and board members')
  expect(content).toContain(
    'The pushback I expect: "Evening hours two days a week brought families back to our branch? Not here."',
  )
  expect(content).toContain(
    'My answer:\n\nAs a Branch Librarian at Eastfield Library, I moved two weekday opening hours',
  )
  expect(content).not.toMatch(/belongs with the teams/)
  // The record is told once.
  expect(content.split('I moved two weekday opening hours').length - 1).toBe(1)
})

test('the statements a post may quote: whole short sentences, the head clause of a long one, never a question', () => {
  expect(
    quotablePoints([
      'Reps treat discovery as a checklist to get through before the demo.',
      'The best calls I have heard spend twenty minutes on how the buyer makes decisions and never reach the demo at all.',
      'Why do we still do it?',
      'It is usually the opposite.',
      'A comment that names one thing to fix in the next draft keeps it going, and the second draft is where the learning happens.',
    ]),
  ).toEqual([
    'Reps treat discovery as a checklist to get through before the demo',
    'The best calls I have heard spend twenty minutes on how the buyer makes decisions',
    'A comment that names one thing to fix in the next draft keeps it going',
    'The second draft is where the learning happens',
  ])
})

test('the conversation quotes a statement of the argument; the reframing, which prints it whole, does not say it back', () => {
  const quoted = (['conversational', 'thought_leadership'] as const).map(
    (tone) =>
      post(LIBRARIAN, tone, 'C-level executives and board members').call_to_action.match(/"([^"]+)"/)?.[1],
  )
  expect(quoted[0]).toBe('Most branch libraries close at five, when working parents are still at work')
  expect(quoted[1]).toBeUndefined()
})

test('the work and the person who does it are one word: a teacher’s course for adult learners answers a post on teaching adults', () => {
  const { content } = writeSocialPost({
    topic: 'What teaching taught me about onboarding adults',
    argument: 'Adults learn like teenagers: they need to see why before they care how.',
    profile: profile('Mathematics Teacher', 'Westlake High School', [
      'Built a 5-module e-learning course on digital literacy for adult learners in Articulate Rise',
    ]),
    tone: 'professional',
    targetAudience: 'tech talent and engineering leaders',
    workforceTraits: [],
  })
  expect(content).toContain('5-module e-learning course')
  // "What teaching taught me …" is a headline, not a question to be answered.
  expect(content.split('\n')[0]).toBe('What teaching taught me about onboarding adults.')
})
