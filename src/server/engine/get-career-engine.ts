import { GeneratedApplicationSchema } from '#shared/applications/application.schema.ts'
import { IndustryInsightsSchema, SkillMappingSchema } from '#shared/insights/insights.schema.ts'
import { SocialPostSchema } from '#shared/social-posts/social-post.schema.ts'
import { z } from 'zod'
import { aiVersionOf, cacheKey, createAiCache } from '#server/engine/cache/ai-cache.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { engineCodeVersion } from '#server/engine/engine-version.ts'
import { guardEngine } from '#server/engine/guard/guard-engine.ts'
import type { Db } from '#server/db/client.ts'
import type { Env } from '#server/env.ts'

/** Hyphenated names of the cached operations (the cache health `features`). */
export const CACHED_OPERATIONS = [
  'job-analysis',
  'industry-insights',
  'skills-mapping',
  'application-generation',
  'social-post-generation',
] as const

/**
 * The engine AI_PROVIDER names, with the truthfulness guard applied. `localEngine` is the local engine
 * already guarded, as the composition root runs it (in worker threads for the server). The LLM engine
 * and its SDK load only when one is configured.
 */
export async function guardedEngineFor(env: Env, localEngine: CareerEngine): Promise<CareerEngine> {
  if (env.AI_PROVIDER === 'local') return localEngine
  const [{ createLlmEngine }, { providerModel }] = await Promise.all([
    import('#server/engine/llm/create-llm-engine.ts'),
    import('#server/engine/llm/providers.ts'),
  ])
  return guardEngine(createLlmEngine(providerModel(env.AI_PROVIDER, env)))
}

/** The AI version an engine's cache entries carry: engine, model, prompt version and code hash. */
export function engineAiVersion(base: Pick<CareerEngine, 'name' | 'model' | 'promptVersion'>): string {
  return aiVersionOf({ ...base, promptVersion: `${base.promptVersion}+code-${engineCodeVersion()}` })
}

export type CreateCareerEngineOptions = {
  /** The configured engine with its truthfulness guard (`guardedEngineFor` or `guardEngine`). */
  guarded: CareerEngine
  db: Db
}

/**
 * The engine every route uses, built once at the composition root (DESIGN.md section 4): the
 * configured engine, already guarded, behind the AI cache. Its version carries a hash of the engine's
 * code, so an upgrade never serves old writing.
 */
export function createCareerEngine({ guarded: base, db }: CreateCareerEngineOptions): CareerEngine {
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
      cached('industry-insights', input, IndustryInsightsSchema, () => base.industryInsights(input)),
    skillsMapping: (input) =>
      cached('skills-mapping', input, z.array(SkillMappingSchema), () => base.skillsMapping(input)),
    generateApplication: (input) => {
      const { onProgress: _onProgress, signal: _signal, ...keyInput } = input
      return cached('application-generation', keyInput, GeneratedApplicationSchema, () =>
        base.generateApplication(input),
      )
    },
    generateSocialPost: (input) =>
      cached('social-post-generation', input, SocialPostSchema, () => base.generateSocialPost(input)),
  }
}
