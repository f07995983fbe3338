import { expect, test } from 'vitest'

import type { GenerateSocialPostInput } from '#server/engine/career-engine.ts'
import {
  SOCIAL_POST_PROMPT_VERSION,
  buildSocialPostPrompt,
} from '#server/engine/llm/prompts/social-post.prompt.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'

const input: GenerateSocialPostInput = {
  topic: 'Remote onboarding',
  argument: 'New hires learn more from one honest buddy than from ten recorded welcome videos.',
  tone: 'controversial',
  targetAudience: 'tech talent and engineering leaders',
  workforceTraits: ['Empathetic', 'Courageous'],
  profile: defaultProfileSections,
}

test('the prompt carries the rules, the tone, the audience, the traits and the profile facts', () => {
  const { system, prompt } = buildSocialPostPrompt(input)
  expect(SOCIAL_POST_PROMPT_VERSION).toMatch(/^social-post-v\d+$/)
  expect(system).toMatch(/140 characters/)
  expect(system).toMatch(/3,000 characters/)
  expect(system).toMatch(/verbatim/)
  expect(system).toMatch(/Never invent/)
  expect(prompt).toContain('Tone: controversial.')
  expect(prompt).toMatch(/pushback/)
  expect(prompt).toContain('"Engineering leaders"')
  expect(prompt).toContain('Empathetic, Determined')
  expect(prompt).toContain(`<argument>${input.argument}</argument>`)
  expect(prompt).toContain(
    'Achievement: Cut month-end close from 9 to 5 working days by automating intercompany reconciliation',
  )
})

test('without a profile the prompt forbids any personal claim', () => {
  const { prompt } = buildSocialPostPrompt({ ...input, profile: null, workforceTraits: [] })
  expect(prompt).toMatch(/Make no statement about the author/)
  expect(prompt).toMatch(/No workforce traits/)
  expect(prompt).not.toMatch(/Achievement:/)
})

test('each tone gets its own guidance', () => {
  const guides = (
    ['professional', 'thought_leadership', 'conversational', 'controversial', 'inspirational'] as const
  ).map((tone) => buildSocialPostPrompt({ ...input, tone }).prompt.split('\n')[0])
  expect(new Set(guides).size).toBe(5)
})
