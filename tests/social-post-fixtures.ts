import { POST_TONES, TARGET_AUDIENCES, type PostTone, type TargetAudience } from '#shared/constants.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'

// Shared inputs and text measures for the social post writing-quality tests.

export const FIXTURES = [
  {
    topic: 'AI in the hiring process',
    argument:
      'Most companies use AI to reject candidates faster, but the real opportunity is using it to give every candidate specific, useful feedback.',
  },
  {
    topic: 'Remote and hybrid work',
    argument:
      'Return-to-office mandates measure presence, not output. Teams that write things down outperform teams that sit together.',
  },
  {
    topic: 'Pricing for early-stage SaaS',
    argument:
      'Founders underprice because they are afraid of hearing no. Charge more, earlier, and let the market tell you where the ceiling is.',
  },
  {
    topic: 'Sales enablement',
    argument: 'Enablement fails when it teaches scripts instead of how buyers decide',
  },
] as const

export type Fixture = (typeof FIXTURES)[number]

export function write(
  fixture: Fixture,
  tone: PostTone,
  targetAudience: TargetAudience,
  workforceTraits: string[] = [],
  profile: ProfileSections | null = null,
): SocialPost {
  return writeSocialPost({ ...fixture, tone, targetAudience, workforceTraits, profile })
}

export function everyPost(): {
  fixture: Fixture
  tone: PostTone
  audience: TargetAudience
  post: SocialPost
}[] {
  return FIXTURES.flatMap((fixture) =>
    POST_TONES.flatMap((tone) =>
      TARGET_AUDIENCES.map((audience) => ({ fixture, tone, audience, post: write(fixture, tone, audience) })),
    ),
  )
}

export function normalizedArgument(argument: string): string {
  return /[.!?]$/.test(argument) ? argument : `${argument}.`
}

/** The words the writer chose: the post without the quoted argument and the hashtag line. */
export function ownWords(post: SocialPost, argument: string): string {
  return post.content.replace(normalizedArgument(argument), ' ').replace(post.hashtags.join(' '), ' ')
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s))
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z’']+/g) ?? []
}
