import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  IndustryInsightsRequestSchema,
  IndustryInsightsResponseSchema,
  SkillsMappingRequestSchema,
  SkillsMappingResponseSchema,
} from '#shared/insights/insights.contract.ts'
import { getIndustryInsights } from '#server/features/insights/industry-insights.ts'
import { mapJobSkills } from '#server/features/insights/map-job-skills.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

export function insightsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/resumes/industry-insights',
      { schema: { body: IndustryInsightsRequestSchema, response: { 200: IndustryInsightsResponseSchema } } },
      async (request) => getIndustryInsights({ deps, request: request.body }),
    )
    app.post(
      '/api/resumes/skills-mapping',
      { schema: { body: SkillsMappingRequestSchema, response: { 200: SkillsMappingResponseSchema } } },
      async (request) => ({
        mappings: await mapJobSkills({ deps, request: request.body }),
      }),
    )
  }
}
