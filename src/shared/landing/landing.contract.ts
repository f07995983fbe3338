import { z } from 'zod'

// GET /api/landing/showcase: every number and list the landing page shows, computed on the server
// from the seeded default profile, a sample posting and the product's own constants.

export const ShowcaseStatSchema = z.object({
  id: z.enum(['revenue', 'adoption', 'countries', 'retention']),
  /** As displayed, e.g. "€4M+", "85%", "15+". */
  value: z.string(),
  label: z.string(),
  /** The achievement the value is read from, word for word. */
  evidence: z.string(),
  /** "<role>, <company>" of the experience holding the achievement. */
  source: z.string(),
})
export type ShowcaseStat = z.infer<typeof ShowcaseStatSchema>

export const SampleCardSchema = z.object({
  profileName: z.string(),
  currentRole: z.string(),
  location: z.string(),
  posting: z.object({ title: z.string(), company: z.string(), location: z.string() }),
  /** computeJobMatch between the default profile and the sample posting. */
  jobMatch: z.number().int().min(0).max(100),
  matchSummary: z.string(),
  coreSkills: z.array(z.string()),
  keyAchievements: z.array(z.string()),
  variations: z.number().int().min(0),
  appeal: z.object({ label: z.enum(['Local', 'International', 'Global']), reason: z.string() }),
})
export type SampleCard = z.infer<typeof SampleCardSchema>

export const LandingShowcaseResponseSchema = z.object({
  profileId: z.string(),
  stats: z.array(ShowcaseStatSchema),
  sampleCard: SampleCardSchema,
  claims: z.object({
    traitOptions: z.array(z.string()),
    traitsToPick: z.number().int(),
    eliteCompanies: z.object({ named: z.array(z.string()), others: z.array(z.string()) }),
    hotTopicCount: z.number().int(),
    variationCount: z.number().int(),
  }),
})
export type LandingShowcaseResponse = z.infer<typeof LandingShowcaseResponseSchema>
