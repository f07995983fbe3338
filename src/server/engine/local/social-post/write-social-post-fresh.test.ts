import { expect, test } from 'vitest'

import { POST_TONES } from '#shared/constants.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import {
  junkHashtagReason,
  profileText,
  scaffoldSentences,
  sharedAcrossTopics,
  topicWrappings,
  unsupportedClaims,
} from '#tests/social-post-fixtures.ts'
import { HELD_OUT_CASES, TUNING_CASES } from '#tests/social-post-fresh-fixtures.ts'

// Fresh people (nursing, logistics, teaching, sales, software, mechanical engineering, German, a thin
// profile), each with a profile: what a reader of their feed would notice (issue 14, point 6).

const CASES = [...TUNING_CASES, ...HELD_OUT_CASES]
const AUDIENCE = 'C-level executives and board members'

function postsOf(fresh: (typeof CASES)[number]) {
  return POST_TONES.map((tone) => ({
    tone,
    post: writeSocialPost({
      topic: fresh.topic,
      argument: fresh.argument,
      tone,
      targetAudience: AUDIENCE,
      workforceTraits: [...fresh.traits],
      profile: fresh.profile,
    }),
  }))
}

test('fresh people: real tags, no wrapped sentence topic, no claim the profile lacks, no scaffold sentence shared', () => {
  const sentencesByPerson: string[][] = []
  for (const fresh of CASES) {
    const source = `${fresh.topic}\n${fresh.argument}\n${profileText(fresh.profile)}`
    const sentences: string[] = []
    for (const { tone, post } of postsOf(fresh)) {
      const label = `${fresh.id} / ${tone}`
      const own = scaffoldSentences(post, fresh.argument)
      sentences.push(...own)
      expect(post.hashtags.map((tag) => junkHashtagReason(tag, source)).filter(Boolean), label).toEqual([])
      expect(topicWrappings(post, fresh.topic), label).toEqual([])
      expect(unsupportedClaims(own, source), label).toEqual([])
    }
    sentencesByPerson.push([...new Set(sentences)])
  }
  expect(sharedAcrossTopics(sentencesByPerson)).toEqual([])
})

test('a topic written as a sentence with any verb opens the post as that sentence', () => {
  const teaching = TUNING_CASES.find((c) => c.id === 'teaching-feedback')!
  for (const { tone, post } of postsOf(teaching)) {
    expect(post.content.split('\n')[0], tone).toBe('Students learn more from feedback than from grades.')
    expect(post.content, tone).not.toMatch(/students learn more from feedback than from grades/)
  }
})

test('a question topic is talked about by its noun, never quoted inside another sentence', () => {
  const question = HELD_OUT_CASES.find((c) => c.id === 'mech-tolerances')!
  for (const { tone, post } of postsOf(question)) {
    expect(post.content, tone).not.toMatch(/the question “/)
    expect(
      post.content.split('Why do we still over-specify tolerances?').length - 1,
      tone,
    ).toBeLessThanOrEqual(1)
  }
})

test('an achievement is told in the first person, its facts word for word', () => {
  const nurse = TUNING_CASES.find((c) => c.id === 'nursing-handover')!
  const deed =
    'I introduced bedside handover on a 28-bed surgical ward and cut handover-related incident reports from 14 to 5 in a year.'
  for (const { tone, post } of postsOf(nurse)) {
    expect(post.content.split(deed).length - 1, tone).toBe(1)
    // The story opens on the deed; the other tones say who and where first.
    if (tone === 'inspirational') expect(post.content.split('\n')[0], tone).toBe(deed)
    else expect(post.content, tone).toContain(`As a Charge Nurse at St. Brendan’s Hospital, ${deed}`)
  }
})

test('a German claim keeps the capital of its subject and its post is tagged in German', () => {
  const german = HELD_OUT_CASES.find((c) => c.id === 'german-sentence')!
  for (const { tone, post } of postsOf(german)) {
    expect(post.content, tone).not.toMatch(/ausbildung im Betrieb/)
    expect(post.hashtags, tone).not.toContain('#Leadership')
  }
})

test('a thin profile gives a post with no personal claim at all', () => {
  const thin = TUNING_CASES.find((c) => c.id === 'thin-career')!
  for (const { tone, post } of postsOf(thin))
    expect(post.content, tone).not.toMatch(/\bAs an? [A-Z]|my own work|I'm writing this as/)
})
