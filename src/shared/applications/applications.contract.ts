import { z } from 'zod'

import {
  COMMUNICATION_STYLES,
  DEFAULT_COMMUNICATION_STYLE,
  DEFAULT_PROCESSING_SPEED,
  PDF_TEMPLATE_IDS,
  PROCESSING_SPEEDS,
  type PdfTemplate,
} from '#shared/constants.ts'
import { EvidencedClaimSchema, VariationSchema } from '#shared/applications/application.schema.ts'
import { ResumeDocumentSchema } from '#shared/documents/resume-document.schema.ts'
import { MatchResultSchema } from '#shared/jobs/job.schema.ts'

export const GenerateApplicationRequestSchema = z.object({
  jobDescription: z.string().max(200_000).default(''),
  communicationStyle: z.enum(COMMUNICATION_STYLES).default(DEFAULT_COMMUNICATION_STYLE),
  processingSpeed: z.enum(PROCESSING_SPEEDS).default(DEFAULT_PROCESSING_SPEED),
  userId: z.string().max(200).optional(),
  jobUrl: z.string().max(2048).optional(),
  jobPostingId: z.string().max(200).optional(),
  profileId: z.string().max(200).optional(),
})
export type GenerateApplicationRequest = z.infer<typeof GenerateApplicationRequestSchema>

export const GenerateApplicationResponseSchema = z.object({
  applicationId: z.string(),
  /** The structured resume; always sent by this server (optional only for older clients' fixtures). */
  document: ResumeDocumentSchema.optional(),
  resumeContent: z.string(),
  coverLetter: z.string(),
  keyHighlights: z.array(EvidencedClaimSchema),
  authenticArguments: z.array(EvidencedClaimSchema),
  matchScore: z.number().int(),
  match: MatchResultSchema.nullable(),
  variations: z.array(VariationSchema),
})
export type GenerateApplicationResponse = z.infer<typeof GenerateApplicationResponseSchema>

export const DOCUMENT_KINDS = ['resume', 'cover-letter', 'package'] as const
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'txt'] as const
export const DocumentQuerySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS).default('resume'),
  format: z.enum(DOCUMENT_FORMATS).default('pdf'),
  template: z.enum(PDF_TEMPLATE_IDS as [PdfTemplate, ...PdfTemplate[]]).default('gradient'),
})
export type DocumentQuery = z.infer<typeof DocumentQuerySchema>

/**
 * With `Accept: application/x-ndjson`, POST /api/resumes/generate-fast streams one JSON object per
 * line: progress events as real work completes, then exactly one result or error event. Without
 * that header it answers the plain JSON response. Closing the request aborts the generation.
 */
export const GenerateProgressEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), percent: z.number().min(0).max(100), stage: z.string() }),
  z.object({ type: z.literal('result'), result: GenerateApplicationResponseSchema }),
  z.object({
    type: z.literal('error'),
    status: z.number().int(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
])
export type GenerateProgressEvent = z.infer<typeof GenerateProgressEventSchema>
