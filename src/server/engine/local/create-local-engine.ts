import type { CareerEngine } from '#server/engine/career-engine.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { industryInsights } from '#server/engine/local/industry-insights.ts'
import { deriveJobInsights } from '#server/engine/local/job-insights.ts'
import { LOCAL_ENGINE_IDENTITY } from '#server/engine/local/local-engine-identity.ts'
import { mapSkills } from '#server/engine/local/map-skills.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'

/** The deterministic, offline engine: selects, orders and rephrases the person's own material. */
export function createLocalEngine(): CareerEngine {
  return {
    ...LOCAL_ENGINE_IDENTITY,
    analyzeJob: async ({ job }) => ({ authenticInsights: deriveJobInsights(job) }),
    industryInsights: async (input) => industryInsights(input),
    skillsMapping: async (input) => mapSkills(input),
    generateApplication: (input) => generateLocalApplication(input),
    generateSocialPost: async (input) => writeSocialPost(input),
  }
}
