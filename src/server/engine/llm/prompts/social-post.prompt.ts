import type { GenerateSocialPostInput } from '#server/engine/career-engine.ts'

export const SOCIAL_POST_PROMPT_VERSION = 'social-post-1'

export function buildSocialPostPrompt(input: GenerateSocialPostInput): { system: string; prompt: string } {
  return {
    system: `Write a LinkedIn post in a ${input.tone.replace('_', ' ')} tone for ${input.targetAudience}. Keep the author's argument intact; hook in the first 140 characters; under 3,000 characters; 3-5 CamelCase hashtags; 3 distinct engagement hooks; one call to action. Claims about the author only from the profile.`,
    prompt: JSON.stringify({ topic: input.topic, argument: input.argument, traits: input.workforceTraits, profile: input.profile?.personalInfo ?? null }),
  }
}
