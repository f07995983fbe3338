import { z } from 'zod'

import { GeneratedApplicationSchema } from '#shared/applications/application.schema.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import { resumeHeader } from '#server/engine/document/resume-header.ts'
import { IndustryInsightsSchema, SkillMappingSchema } from '#shared/insights/insights.schema.ts'
import { SocialPostSchema } from '#shared/social-posts/social-post.schema.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { generateStructured } from '#server/engine/llm/generate-structured.ts'
import {
  APPLICATION_PROMPT_VERSION,
  buildApplicationPrompt,
} from '#server/engine/llm/prompts/application.prompt.ts'
import {
  INSIGHTS_PROMPT_VERSION,
  buildInsightsPrompt,
  buildSkillsMappingPrompt,
} from '#server/engine/llm/prompts/insights.prompt.ts'
import {
  SOCIAL_POST_PROMPT_VERSION,
  buildSocialPostPrompt,
} from '#server/engine/llm/prompts/social-post.prompt.ts'
import type { ProviderModel } from '#server/engine/llm/providers.ts'
import { deriveJobInsights } from '#server/engine/local/job-insights.ts'

/** The model writes the structured document; its plain text is rendered here, never by the model. */
export const LlmApplicationSchema = GeneratedApplicationSchema.omit({ resumeContent: true })

const TIMEOUTS = { fast: 45_000, medium: 90_000, advanced: 180_000 } as const

/** Every AI operation on a real language model, validated by the same schemas as the local engine. */
export function createLlmEngine({ provider, modelId, model }: ProviderModel): CareerEngine {
  return {
    name: provider,
    model: modelId,
    promptVersion: [APPLICATION_PROMPT_VERSION, INSIGHTS_PROMPT_VERSION, SOCIAL_POST_PROMPT_VERSION].join(
      '+',
    ),
    // Job insights stay grounded in the posting text itself; the model is not asked to guess.
    analyzeJob: async ({ job }) => ({ authenticInsights: deriveJobInsights(job) }),
    industryInsights: async (input) =>
      generateStructured({
        model,
        schema: IndustryInsightsSchema,
        ...buildInsightsPrompt(input),
        timeoutMs: 30_000,
      }),
    skillsMapping: async (input) =>
      (
        await generateStructured({
          model,
          schema: z.object({ mappings: z.array(SkillMappingSchema) }),
          ...buildSkillsMappingPrompt(input),
          timeoutMs: TIMEOUTS[input.speed],
        })
      ).mappings,
    generateApplication: async (input) => {
      input.onProgress?.(15, 'Sent your profile and the posting to the model')
      const result = await generateStructured({
        model,
        schema: LlmApplicationSchema,
        ...buildApplicationPrompt(input),
        timeoutMs: TIMEOUTS[input.speed],
        signal: input.signal,
      })
      input.onProgress?.(80, 'The model answered; checking it')
      // The header is the profile's own; the plain text is rendered from the document, as locally.
      const document = { ...result.document, header: resumeHeader(input.profile) }
      return { ...result, document, resumeContent: renderResumeText(document) }
    },
    generateSocialPost: async (input) =>
      generateStructured({
        model,
        schema: SocialPostSchema,
        ...buildSocialPostPrompt(input),
        timeoutMs: 45_000,
      }),
  }
}
