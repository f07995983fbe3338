import { z } from 'zod'

import { ResumeDocumentSchema } from '#shared/documents/resume-document.schema.ts'

// GET   /api/applications/:id/resume-document  answers the stored document of an application.
// PATCH /api/applications/:id/document         edits or drops one bullet and answers the same shape.
// An edited bullet goes through the truthfulness guard (422 CLAIM_NOT_IN_PROFILE when it claims what the
// profile does not hold); an application recorded as sent is never changed (409 APPLICATION_SENT).

export const ResumeDocumentParamsSchema = z.object({ id: z.string().min(1).max(200) })

export const MAX_BULLET_CHARS = 600

export const ResumeDocumentEditSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('edit'),
    bulletId: z.string().min(1).max(200),
    text: z
      .string()
      .trim()
      .min(1, 'Write the bullet, or drop it instead.')
      .max(MAX_BULLET_CHARS, `Keep a bullet under ${MAX_BULLET_CHARS} characters.`)
      .refine((text) => !/[\r\n]/.test(text), 'A bullet is one line.'),
  }),
  z.object({ action: z.literal('drop'), bulletId: z.string().min(1).max(200) }),
])
export type ResumeDocumentEdit = z.infer<typeof ResumeDocumentEditSchema>

export const ApplicationResumeDocumentSchema = z.object({
  applicationId: z.string(),
  /** Null for applications written before documents were stored: only their text exists. */
  document: ResumeDocumentSchema.nullable(),
  /** The plain-text rendering (for older applications, the text as it was written). */
  resumeContent: z.string(),
  /** True when the tracker records this version as sent: it can no longer be edited. */
  isSent: z.boolean(),
})
export type ApplicationResumeDocument = z.infer<typeof ApplicationResumeDocumentSchema>

export function resumeDocumentUrl(applicationId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/resume-document`
}

export function resumeDocumentEditUrl(applicationId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/document`
}
