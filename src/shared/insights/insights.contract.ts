import { z } from 'zod'

import { IndustryInsightsSchema, SkillMappingSchema } from '#shared/insights/insights.schema.ts'

export const IndustryInsightsRequestSchema = z.object({
  jobDescription: z.string().max(200_000).default(''),
  company: z.string().max(500).default(''),
  role: z.string().max(500).default(''),
  jobUrl: z.string().max(2048).optional(),
  industry: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
  jobPostingId: z.string().max(200).optional(),
})
export type IndustryInsightsRequest = z.infer<typeof IndustryInsightsRequestSchema>
export const IndustryInsightsResponseSchema = IndustryInsightsSchema
export type IndustryInsightsResponse = z.infer<typeof IndustryInsightsResponseSchema>

export const SkillsMappingRequestSchema = z.object({
  jobRequirements: z.array(z.string().max(2000)).max(200).default([]),
  jobTitle: z.string().max(500).default(''),
  userId: z.string().max(200).optional(),
  profileId: z.string().max(200).optional(),
  jobPostingId: z.string().max(200).optional(),
})
export type SkillsMappingRequest = z.infer<typeof SkillsMappingRequestSchema>
export const SkillsMappingResponseSchema = z.object({ mappings: z.array(SkillMappingSchema) })
export type SkillsMappingResponse = z.infer<typeof SkillsMappingResponseSchema>
