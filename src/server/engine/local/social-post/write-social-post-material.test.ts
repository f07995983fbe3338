import { expect, test } from 'vitest'

import { POST_TONES } from '#shared/constants.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
import { evidenceResult } from '#server/engine/local/social-post/post-evidence.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'

// Sentences built from the person's own material rather than fixed frames (issue 14, point 6).

const achievement = (text: string) =>
  ({ kind: 'achievement', role: 'Head Chef', company: 'X', text }) as const

test('the measured result of an achievement is said in its own subject or in the first person', () => {
  expect(evidenceResult(achievement('Coached 8 reps; win rate rose from 19% to 27% in four quarters.'))).toBe(
    'win rate rose from 19% to 27% in four quarters',
  )
  expect(evidenceResult(achievement('Cut the menu to 9 dishes and reduced food waste by 30%.'))).toBe(
    'I reduced food waste by 30%',
  )
  // A count of people trained is a fact, not a result.
  expect(
    evidenceResult(achievement('Precepted 11 newly qualified nurses through their first months.')),
  ).toBeNull()
  expect(evidenceResult(null)).toBeNull()
})

const base = {
  topic: 'Onboarding',
  argument: 'Most teams onboard with a slide deck, but new hires learn by shipping a small change.',
  targetAudience: 'tech talent and engineering leaders' as const,
  workforceTraits: [] as string[],
}

test('a short contrast becomes the habit and the alternative, and the questions ask about the habit', () => {
  const lead = writeSocialPost({ ...base, tone: 'thought_leadership', profile: null })
  expect(lead.content).toContain('→ The habit to question: most teams onboard with a slide deck.')
  expect(lead.content).toContain('→ The one worth building: new hires learn by shipping a small change.')
  const talk = writeSocialPost({ ...base, tone: 'conversational', profile: null })
  expect(talk.call_to_action).toContain('"most teams onboard with a slide deck"')
  const pushback = writeSocialPost({ ...base, tone: 'controversial', profile: null })
  expect(pushback.content).toContain('"Most teams onboard with a slide deck."')
})

test('a bare list of matching skills is said only in the briefing, not in every tone', () => {
  const profile = ProfileSectionsSchema.parse({
    personalInfo: { fullName: 'Ada Lee', currentRole: 'Engineering Manager' },
    workExperience: { experiences: [] },
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: { business: ['Onboarding programmes', 'Developer onboarding'] },
  })
  for (const tone of POST_TONES) {
    const post = writeSocialPost({ ...base, tone, profile })
    expect(/I'm writing this as/.test(post.content), tone).toBe(tone === 'professional')
  }
})
