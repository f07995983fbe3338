import { expect, test } from 'vitest'

import { POST_TONES } from '#shared/constants.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import { FIXTURES, everyPost } from '#tests/social-post-fixtures.ts'

// Claims about the author come only from the profile, and only when relevant.

const FORBIDDEN_CLAIMS =
  /\bI(?:'ve| have) (?:seen|worked|led|built|managed|hired)\b|in my experience|\bmy (?:team|clients|company|years)\b|\byears of\b|\bI once\b/i

test('with no profile the post makes no claim about the author and invents no number', () => {
  for (const { fixture, tone, post } of everyPost()) {
    expect(post.content, `${fixture.topic} / ${tone}`).not.toMatch(FORBIDDEN_CLAIMS)
    const digits = (post.content.replace(/^\d\. /gm, '').match(/\d+/g) ?? []).filter(
      (d) => !`${fixture.topic} ${fixture.argument}`.includes(d),
    )
    expect(digits, `${fixture.topic} / ${tone}`).toEqual([])
  }
})

test('with a profile, a personal claim appears only when relevant and is quoted from the profile', () => {
  const relevant = {
    topic: 'Month-end close automation',
    argument: 'Finance teams do not need more dashboards. They need fewer manual handoffs between systems.',
  }
  for (const tone of POST_TONES) {
    const post = writeSocialPost({
      ...relevant,
      tone,
      targetAudience: 'C-level executives and board members',
      workforceTraits: [],
      profile: defaultProfileSections,
    })
    // Quoted from the profile, told in the first person ("I cut …") or as written.
    expect(post.content, tone).toMatch(
      /(?:^|\n|I )cut month-end close from 9 to 5 working days by automating intercompany reconciliation\./i,
    )
    expect(post.content, tone).toContain('SAP FI/CO Consultant at Bavaria Retail Systems AG')
    const profileText = JSON.stringify(defaultProfileSections)
    for (const digits of post.content.replace(/^\d\. /gm, '').match(/\d+/g) ?? [])
      expect(profileText, tone).toContain(digits)
  }
  const unrelated = writeSocialPost({
    ...FIXTURES[2],
    tone: 'professional',
    targetAudience: 'venture capitalists and investors',
    workforceTraits: [],
    profile: defaultProfileSections,
  })
  expect(unrelated.content).not.toMatch(/Nordlicht|Bavaria|Deloitte|SAP|Consultant/)
  // One shared verb ("cut") is not relevance.
  const sharedVerb = writeSocialPost({
    topic: 'The four-day work week',
    argument: 'A four-day week only works if you cut the meetings first.',
    tone: 'controversial',
    targetAudience: 'startup founders and entrepreneurs',
    workforceTraits: [],
    profile: defaultProfileSections,
  })
  expect(sharedVerb.content).not.toMatch(/month-end|Consultant/)
})

test('one coincidental shared word does not pull in an unrelated achievement', () => {
  const post = writeSocialPost({
    topic: 'Kubernetes adoption',
    argument:
      'Most teams adopt Kubernetes before they need it. Start with a boring deployment and earn the complexity.',
    tone: 'professional',
    targetAudience: 'tech talent and engineering leaders',
    workforceTraits: [],
    profile: defaultProfileSections,
  })
  expect(post.content).not.toMatch(/planning product|Consultant/)
  const migration = writeSocialPost({
    topic: 'SAP S/4HANA migrations',
    argument: 'Migrations fail on data quality, not on code.',
    tone: 'conversational',
    targetAudience: 'C-level executives and board members',
    workforceTraits: [],
    profile: defaultProfileSections,
  })
  // Said in the first person, word for word after the verb.
  expect(migration.content).toContain(
    'I led a team of 8 consultants through a two-year migration from SAP ECC to S/4HANA.',
  )
})
