import { AppError } from '#shared/errors.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { deriveJobInsights } from '#server/engine/local/job-insights.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'

function unavailable(operation: string): never {
  throw new AppError('GENERATION_FAILED', { message: `${operation} is not available yet.` })
}

/** The deterministic, offline engine: selects, orders and rephrases the person's own material. */
export function createLocalEngine(): CareerEngine {
  return {
    name: 'local',
    model: 'local-engine',
    analyzeJob: async ({ job }) => ({ authenticInsights: deriveJobInsights(job) }),
    industryInsights: async () => unavailable('Industry insights'),
    skillsMapping: async () => unavailable('Skills mapping'),
    generateApplication: async () => unavailable('Generation'),
    generateSocialPost: async (input) => writeSocialPost(input),
  }
}
