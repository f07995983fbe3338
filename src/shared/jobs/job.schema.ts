import { z } from 'zod'

import { COMMUNICATION_STYLES, INDUSTRIES } from '#shared/constants.ts'

/** What the extraction chain reads off a page or pasted text, before it is stored. */
export const ExtractedJobSchema = z.object({
  title: z.string().min(1),
  company: z.string(),
  location: z.string(),
  /** Sanitised HTML or plain text: no scripts, styles or event handlers. */
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  preferred: z.array(z.string()),
  skills: z.array(z.string()),
  /**
   * Conditions of the work the posting asks the applicant to accept, in its words ("Schichtarbeit",
   * "rotating shifts", "weekend work"): shown apart from the skills and weighed by nothing.
   */
  conditions: z.array(z.string()).optional(),
  /** Normalised, e.g. "EUR 65,000–80,000 per year"; null when no numeric pay is stated. */
  salaryRange: z.string().nullable(),
  jobType: z.enum(['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary']).nullable(),
  /** True only when fully remote; hybrid is false; null when the posting does not say. */
  remote: z.boolean().nullable(),
  industry: z.enum(INDUSTRIES),
  sourceUrl: z.string().nullable(),
  /** Which extractor produced the record, e.g. "greenhouse-api", "json-ld", "readable". */
  extractedBy: z.string(),
})
export type ExtractedJob = z.infer<typeof ExtractedJobSchema>

/** A posting with nothing read off it but what the caller names: no text, no lists, nothing known. */
export function emptyExtractedJob(
  fields: Pick<ExtractedJob, 'title' | 'industry' | 'extractedBy'> & Partial<ExtractedJob>,
): ExtractedJob {
  return {
    company: '',
    location: '',
    description: '',
    requirements: [],
    responsibilities: [],
    preferred: [],
    skills: [],
    salaryRange: null,
    jobType: null,
    remote: null,
    sourceUrl: null,
    ...fields,
  }
}

export const MatchBreakdownItemSchema = z.object({
  requirement: z.string(),
  kind: z.enum(['skill', 'requirement', 'preferred', 'title', 'experience']),
  weight: z.number(),
  /** 0..1 */
  score: z.number(),
  /** The profile evidence that meets it, or null for "missing". */
  evidence: z.string().nullable(),
})
export const MatchResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  breakdown: z.array(MatchBreakdownItemSchema),
  summary: z.string(),
})
export type MatchResult = z.infer<typeof MatchResultSchema>

export const JobPostingSchema = ExtractedJobSchema.extend({
  id: z.string(),
  userId: z.string(),
  /** Spec alias of title. */
  jobTitle: z.string(),
  url: z.string().nullable(),
  analyzedDate: z.string(),
  authenticInsights: z.array(z.string()),
  matchScore: z.number().int().min(0).max(100).nullable(),
  match: MatchResultSchema.nullable(),
  communicationStyle: z.enum(COMMUNICATION_STYLES).nullable(),
  contentGenerated: z.boolean(),
  resumeCount: z.number().int(),
})
export type JobPosting = z.infer<typeof JobPostingSchema>
