import { z } from 'zod'

import { COMMUNICATION_STYLES, PROCESSING_SPEEDS } from '#shared/constants.ts'
import { ResumeDocumentSchema } from '#shared/documents/resume-document.schema.ts'
import { MatchResultSchema } from '#shared/jobs/job.schema.ts'

export const VariationSchema = z.object({
  style: z.string().describe('Name of the variation, e.g. "Executive Impact"'),
  tone: z.string().describe('Short description of the voice, e.g. "confident, numbers first"'),
  content: z.string().describe('The full text of this variation'),
})
export type Variation = z.infer<typeof VariationSchema>

/** A generated claim and the profile evidence it rests on. */
export const EvidencedClaimSchema = z.object({
  text: z.string(),
  evidence: z.array(z.string()),
})
export type EvidencedClaim = z.infer<typeof EvidencedClaimSchema>

/** What the career engine's generateApplication returns. */
export const GeneratedApplicationSchema = z.object({
  /** The structured resume every format renders (DESIGN.md section 4). */
  document: ResumeDocumentSchema,
  /** The plain-text rendering of `document`, opening with the name and contact line. */
  resumeContent: z.string(),
  coverLetter: z.string(),
  keyHighlights: z.array(EvidencedClaimSchema),
  authenticArguments: z.array(EvidencedClaimSchema),
  variations: z.array(VariationSchema),
})
export type GeneratedApplication = z.infer<typeof GeneratedApplicationSchema>

export const ApplicationSchema = GeneratedApplicationSchema.extend({
  id: z.string(),
  userId: z.string(),
  jobPostingId: z.string().nullable(),
  profileId: z.string().nullable(),
  communicationStyle: z.enum(COMMUNICATION_STYLES),
  processingSpeed: z.enum(PROCESSING_SPEEDS),
  matchScore: z.number().int().min(0).max(100),
  match: MatchResultSchema.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  /** Applications stored before the structured document existed have none. */
  document: ResumeDocumentSchema.nullable(),
})
export type Application = z.infer<typeof ApplicationSchema>
