import type { GeneratedApplication } from '#shared/applications/application.schema.ts'
import { GeneratedApplicationSchema } from '#shared/applications/application.schema.ts'
import { IndustryInsightsSchema, SkillMappingSchema } from '#shared/insights/insights.schema.ts'
import { SocialPostSchema } from '#shared/social-posts/social-post.schema.ts'
import { z } from 'zod'
import { aiVersionOf, cacheKey, createAiCache } from '#server/engine/cache/ai-cache.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { engineCodeVersion } from '#server/engine/engine-version.ts'
import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { createLlmEngine } from '#server/engine/llm/create-llm-engine.ts'
import { providerModel } from '#server/engine/llm/providers.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import type { Db } from '#server/db/client.ts'
import type { AiProvider, Env } from '#server/env.ts'

/** Hyphenated names of the cached operations (the cache health `features`). */
export const CACHED_OPERATIONS = [
  'job-analysis',
  'industry-insights',
  'skills-mapping',
  'application-generation',
  'social-post-generation',
] as const

const engines = {
  local: () => createLocalEngine(),
  openai: (env) => createLlmEngine(providerModel('openai', env)),
  anthropic: (env) => createLlmEngine(providerModel('anthropic', env)),
  ollama: (env) => createLlmEngine(providerModel('ollama', env)),
  'openai-compatible': (env) => createLlmEngine(providerModel('openai-compatible', env)),
} satisfies Record<AiProvider, (env: Env) => CareerEngine>

/** The raw engine AI_PROVIDER names. */
export function baseEngineFor(env: Env): CareerEngine {
  return engines[env.AI_PROVIDER](env)
}

/** The AI version an engine's cache entries carry: engine, model, prompt version and code hash. */
export function engineAiVersion(base: Pick<CareerEngine, 'name' | 'model' | 'promptVersion'>): string {
  return aiVersionOf({ ...base, promptVersion: `${base.promptVersion}+code-${engineCodeVersion()}` })
}

export type CreateCareerEngineOptions = { base: CareerEngine; db: Db }

/**
 * The engine every route uses, built once at the composition root (DESIGN.md section 4): the
 * configured engine behind the AI cache, with the truthfulness guard applied to its output before
 * it is cached or leaves the server. Its version carries a hash of the engine's code.
 */
export function createCareerEngine({ base, db }: CreateCareerEngineOptions): CareerEngine {
  const promptVersion = `${base.promptVersion}+code-${engineCodeVersion()}`
  const aiVersion = engineAiVersion(base)
  const cache = createAiCache({ db, aiVersion })

  async function cached<T>(
    operation: string,
    input: unknown,
    schema: z.ZodType<T>,
    run: () => Promise<T>,
  ): Promise<T> {
    const key = cacheKey(operation, input, aiVersion)
    const hit = await cache.get(key)
    if (hit !== undefined) {
      const parsed = schema.safeParse(hit)
      if (parsed.success) return parsed.data
    }
    const value = await run()
    await cache.set(key, operation, base.name, base.model, value)
    return value
  }

  return {
    name: base.name,
    model: base.model,
    promptVersion,
    analyzeJob: (input) =>
      cached('job-analysis', input, z.object({ authenticInsights: z.array(z.string()) }), () =>
        base.analyzeJob(input),
      ),
    industryInsights: (input) =>
      cached('industry-insights', input, IndustryInsightsSchema, async () => {
        const result = await base.industryInsights(input)
        if (!input.profile) return result
        const guard = createGuard({
          profile: input.profile,
          job: { title: input.role, company: input.company },
          allowedText: `${input.jobDescription}\n${input.requirements.join('\n')}`,
        })
        const clean = (i: (typeof result.hotTopics)[number]) => ({
          ...i,
          content: guard.cleanText(i.content) || i.description,
        })
        return {
          ...result,
          hotTopics: result.hotTopics.map(clean),
          industryNews: result.industryNews.map(clean),
        }
      }),
    skillsMapping: (input) =>
      cached('skills-mapping', { ...input }, z.array(SkillMappingSchema), async () => {
        const guard = createGuard({ profile: input.profile, job: { title: input.jobTitle, company: '' } })
        // A claimed match must rest on profile text; otherwise it is a gap, never a claim.
        return (await base.skillsMapping(input)).map((m) =>
          m.userSkill && guard.isTraceable(m.userSkill) && m.evidence.length > 0
            ? m
            : {
                ...m,
                userSkill: null,
                evidence: [],
                strengthPercentage: 0,
                improvementSuggestion: `Building experience in ${m.requiredSkill}: not yet shown in your profile, so it is left out of your documents.`,
              },
        )
      }),
    generateApplication: async (input) => {
      const { onProgress, signal, ...keyInput } = input
      return cached('application-generation', keyInput, GeneratedApplicationSchema, async () => {
        const raw: GeneratedApplication = await base.generateApplication({ ...input, onProgress, signal })
        const guard = createGuard({ profile: input.profile, job: input.job })
        const clean = guard.cleanApplication(raw)
        onProgress?.(90, 'Checked every claim against your profile')
        return clean
      })
    },
    generateSocialPost: (input) =>
      cached('social-post-generation', input, SocialPostSchema, async () => {
        const post = await base.generateSocialPost(input)
        if (!input.profile) return post
        const guard = createGuard({
          profile: input.profile,
          job: { title: '', company: '' },
          allowedText: `${input.topic}\n${input.argument}\n${input.workforceTraits.join(' ')}`,
        })
        return { ...post, content: guard.cleanText(post.content) }
      }),
  }
}
