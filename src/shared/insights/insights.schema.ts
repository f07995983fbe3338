import { z } from 'zod'

export const InsightSchema = z.object({
  title: z.string().describe('Short headline of the insight'),
  preview: z.string().describe('One sentence on why it matters for this role'),
  description: z.string().describe('Two or three sentences of substance'),
  content: z.string().describe('How the applicant can use it in the application'),
  category: z.string().describe('Topic category, e.g. "Technology", "Regulation"'),
  basis: z.string().describe('What the insight rests on: the posting text or the knowledge base entry'),
  credibilityScore: z.number().int().min(0).max(100).describe('How well grounded the insight is, 0-100'),
})
export type Insight = z.infer<typeof InsightSchema>

export const SkillMappingSchema = z.object({
  requiredSkill: z.string().describe('Skill or requirement from the posting'),
  userSkill: z.string().nullable().describe("The person's matching skill or evidence; null when missing"),
  evidence: z.array(z.string()).describe('Profile lines the match rests on'),
  strengthPercentage: z.number().int().min(0).max(100),
  improvementSuggestion: z
    .string()
    .describe('Positioning line, or a gap phrased as "building experience in …"'),
})
export type SkillMapping = z.infer<typeof SkillMappingSchema>

export const IndustryInsightsSchema = z.object({
  industry: z.string(),
  industryNews: z.array(InsightSchema),
  hotTopics: z.array(InsightSchema),
  skillsMapping: z.array(SkillMappingSchema),
})
export type IndustryInsights = z.infer<typeof IndustryInsightsSchema>
