import { z } from 'zod'

import { JobPostingSchema } from '#shared/jobs/job.schema.ts'

export const AnalyzeJobRequestSchema = z
  .object({
    url: z.string().trim().max(2048).optional(),
    description: z
      .string()
      .trim()
      .min(50, 'Paste at least 50 characters of the posting.')
      .max(200_000)
      .optional(),
    userId: z.string().max(200).optional(),
    profileId: z.string().max(200).optional(),
  })
  .refine((body) => Boolean(body.url) || Boolean(body.description), {
    message: 'Send a job posting url or the posting text as description.',
    path: ['url'],
  })
export type AnalyzeJobRequest = z.infer<typeof AnalyzeJobRequestSchema>

export const AnalyzeJobResponseSchema = z.object({ jobPosting: JobPostingSchema })
export type AnalyzeJobResponse = z.infer<typeof AnalyzeJobResponseSchema>
