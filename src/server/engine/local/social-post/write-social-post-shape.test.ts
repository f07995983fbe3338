import { expect, test } from 'vitest'

import { POST_TONES, TARGET_AUDIENCES } from '#shared/constants.ts'
import { resultHeadline } from '#server/engine/local/social-post/post-evidence.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'
import { TUNING_CASES } from '#tests/social-post-fresh-fixtures.ts'
import { profileText, sentenceSkeleton } from '#tests/social-post-fixtures.ts'

// What a professional would not publish (issue 14, point 6): the same achievement told twice in one
// post, lines that say nothing ("The whole story? No. Where to start? Yes.", "Look closer."), a
// generic stance beside the person's own record, a pronoun that does not agree ("… discovery calls
// on your agenda, and who owns it?").

const achievement = (text: string) => ({ kind: 'achievement', role: 'R', company: 'C', text }) as const

test('a measured result opens a briefing as what moved and by how much', () => {
  expect(
    resultHeadline(
      achievement(
        'Introduced bedside handover on a 28-bed surgical ward and cut handover-related incident reports from 14 to 5 in a year.',
      ),
    ),
  ).toBe('Handover-related incident reports: from 14 to 5 in a year.')
  expect(
    resultHeadline(
      achievement(
        'Re-slotted 2,400 SKUs by pick frequency, reducing average picker travel per order by 18%.',
      ),
    ),
  ).toBe('Average picker travel per order: down 18%.')
  expect(
    resultHeadline(
      achievement('Coached a team of 8 account executives; win rate rose from 19% to 27% in four quarters.'),
    ),
  ).toBe('Win rate: from 19% to 27% in four quarters.')
  expect(
    resultHeadline(achievement('Precepted 11 newly qualified nurses through their first six months.')),
  ).toBeNull()
})

test('the professional post tells the achievement once, under a headline of its result', () => {
  const nurse = TUNING_CASES.find((c) => c.id === 'nursing-handover')!
  const post = writeSocialPost({
    topic: nurse.topic,
    argument: nurse.argument,
    tone: 'professional',
    targetAudience: 'C-level executives and board members',
    workforceTraits: [...nurse.traits],
    profile: nurse.profile,
  })
  expect(post.content.split('\n')[0]).toBe('Handover-related incident reports: from 14 to 5 in a year.')
  expect(post.content.split('incident reports from 14 to 5').length - 1).toBe(1)
  // The record says how the person works; no generic stance is added beside it.
  expect(post.content).not.toMatch(/How I approach it/)
})

test('no empty lines: no one-word exchange without material, no "Look closer.", pronouns agree', () => {
  const sales = TUNING_CASES.find((c) => c.id === 'sales-discovery')!
  for (const tone of POST_TONES)
    for (const targetAudience of TARGET_AUDIENCES) {
      const { content } = writeSocialPost({
        topic: sales.topic,
        argument: sales.argument,
        tone,
        targetAudience,
        workforceTraits: [...sales.traits],
        profile: sales.profile,
      })
      const label = `${tone} / ${targetAudience}`
      expect(content, label).not.toMatch(/The whole story\? No\.\nWhere to start\? Yes\./)
      expect(content, label).not.toMatch(/^Look closer\.$/m)
      expect(content, label).not.toMatch(/discovery calls on your leadership agenda yet, and who owns it\?/)
      expect(content, label).not.toMatch(/taught you about the checklist/)
    }
})

test('people with no contrast of their own do not all close on one frame', () => {
  const closings = (tone: 'controversial' | 'inspirational') =>
    new Set(
      TUNING_CASES.map((fresh) => {
        const post = writeSocialPost({
          topic: fresh.topic,
          argument: fresh.argument,
          tone,
          targetAudience: 'startup founders and entrepreneurs',
          workforceTraits: [...fresh.traits],
          profile: fresh.profile,
        })
        const source = `${fresh.topic}\n${fresh.argument}\n${profileText(fresh.profile)}`
        return sentenceSkeleton(post.call_to_action, source)
      }),
    )
  expect(closings('controversial').size).toBeGreaterThanOrEqual(3)
  expect(closings('inspirational').size).toBeGreaterThanOrEqual(3)
  for (const fresh of TUNING_CASES) {
    const { content } = writeSocialPost({
      topic: fresh.topic,
      argument: fresh.argument,
      tone: 'controversial',
      targetAudience: 'C-level executives and board members',
      workforceTraits: [],
      profile: fresh.profile,
    })
    expect(content).not.toMatch(/what a lot of people think about .* and won't post/)
  }
})

test('a post quotes a statement of the argument once, and the board lens never makes people an accountability', () => {
  const thin = TUNING_CASES.find((c) => c.id === 'thin-career')!
  for (const targetAudience of TARGET_AUDIENCES)
    for (const tone of POST_TONES) {
      const { content } = writeSocialPost({
        topic: thin.topic,
        argument: thin.argument,
        tone,
        targetAudience,
        workforceTraits: [],
        profile: thin.profile,
      })
      const label = `${tone} / ${targetAudience}`
      for (const quoted of content.match(/"[^"]+"/g) ?? [])
        expect(content.split(quoted).length - 1, `${label}: ${quoted}`).toBe(1)
      expect(content, label).not.toMatch(/accountab\w* for hiring managers|career changers rarely fail/)
    }
})

test('a one-sentence argument stands in the post once: the closing question points back to it', () => {
  const thin = TUNING_CASES.find((c) => c.id === 'thin-career')!
  const argument = 'A placement year taught me more about quality control than any module.'
  for (const targetAudience of TARGET_AUDIENCES) {
    const { content } = writeSocialPost({
      topic: 'Lab placements',
      argument,
      tone: 'conversational',
      targetAudience,
      workforceTraits: [],
      profile: thin.profile,
    })
    expect(content.split('taught me more about quality control').length - 1, targetAudience).toBe(1)
  }
})
