import type { CareerEngine } from '#server/engine/career-engine.ts'

// The guard (and its NLP) loads on first use: a server whose engine runs in compute workers never
// loads it on the thread that answers requests.
const loadGuard = () => import('#server/engine/guard/truthfulness-guard.ts')

/**
 * The engine with the truthfulness guard applied to everything it writes: a sentence that claims what
 * the profile does not hold is removed, a skill match with no profile evidence becomes a gap. Pure (no
 * database), so it runs wherever the engine runs: in a compute worker for the local engine.
 */
export function guardEngine(base: CareerEngine): CareerEngine {
  return {
    name: base.name,
    model: base.model,
    promptVersion: base.promptVersion,
    analyzeJob: (input) => base.analyzeJob(input),
    industryInsights: async (input) => {
      const result = await base.industryInsights(input)
      if (!input.profile) return result
      const { createGuard } = await loadGuard()
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
    },
    skillsMapping: async (input) => {
      const { createGuard } = await loadGuard()
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
    },
    generateApplication: async (input) => {
      const raw = await base.generateApplication(input)
      const { createGuard } = await loadGuard()
      const clean = createGuard({ profile: input.profile, job: input.job }).cleanApplication(raw)
      input.onProgress?.(90, 'Checked every claim against your profile')
      return clean
    },
    generateSocialPost: async (input) => {
      const post = await base.generateSocialPost(input)
      if (!input.profile) return post
      const { createGuard } = await loadGuard()
      const guard = createGuard({
        profile: input.profile,
        job: { title: '', company: '' },
        allowedText: `${input.topic}\n${input.argument}\n${input.workforceTraits.join(' ')}`,
      })
      return { ...post, content: guard.cleanText(post.content) }
    },
  }
}
