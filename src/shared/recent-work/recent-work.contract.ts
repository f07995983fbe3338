import { z } from 'zod'

import { VariationSchema } from '#shared/applications/application.schema.ts'
import { JobPostingSchema } from '#shared/jobs/job.schema.ts'

/** One row of "Your Recent Work": a job analysis plus its latest generated content, if any. */
export const RecentWorkItemSchema = JobPostingSchema.extend({
  applicationId: z.string().nullable(),
  resumeContent: z.string().nullable(),
  coverLetter: z.string().nullable(),
  variations: z.array(VariationSchema),
})
export type RecentWorkItem = z.infer<typeof RecentWorkItemSchema>
export const RecentWorkResponseSchema = z.array(RecentWorkItemSchema)

/** The cleanup routes take no options: an empty JSON object or no body at all; anything else is refused. */
export const CleanupRequestSchema = z.strictObject({}).nullish()
export const CleanupResponseSchema = z.object({
  success: z.literal(true),
  deletedJobs: z.number().int(),
  deletedResumes: z.number().int(),
})
export const CleanupContentResponseSchema = z.object({
  success: z.literal(true),
  deletedResumes: z.number().int(),
  deletedVariations: z.number().int(),
  deletedLinkedInPosts: z.number().int(),
})
