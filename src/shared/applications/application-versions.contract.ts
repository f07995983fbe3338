import { z } from 'zod'

import { COMMUNICATION_STYLES, PROCESSING_SPEEDS } from '#shared/constants.ts'

// GET /api/applications?userId=&jobPostingId= lists the generated versions of one job, newest first.

export const ApplicationVersionsQuerySchema = z.object({
  userId: z.string().trim().min(1).max(200),
  jobPostingId: z.string().min(1).max(200),
})

export const ApplicationVersionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  communicationStyle: z.enum(COMMUNICATION_STYLES),
  processingSpeed: z.enum(PROCESSING_SPEEDS),
  matchScore: z.number().int(),
})
export type ApplicationVersion = z.infer<typeof ApplicationVersionSchema>

export const ApplicationVersionsResponseSchema = z.object({ versions: z.array(ApplicationVersionSchema) })
export type ApplicationVersionsResponse = z.infer<typeof ApplicationVersionsResponseSchema>

export function applicationVersionsUrl(userId: string, jobPostingId: string): string {
  return `/api/applications?userId=${encodeURIComponent(userId)}&jobPostingId=${encodeURIComponent(jobPostingId)}`
}
