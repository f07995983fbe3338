import { z } from 'zod'

import { DocumentQuerySchema, type DocumentQuery } from '#shared/applications/applications.contract.ts'

// GET /api/applications/:id/document answers a file (PDF, DOCX or TXT) named as the spec says.
// GET /api/profile/:profileId/json-resume answers a JSON Resume (JsonResumeSchema, a server-only schema).

export const ApplicationDocumentParamsSchema = z.object({ id: z.string().min(1).max(200) })

/**
 * DocumentQuerySchema plus `disposition`: `attachment` (default) downloads the file; `inline` lets
 * a page show the PDF in an <iframe> or a new tab, under the same file name.
 */
export const ApplicationDocumentQuerySchema = DocumentQuerySchema.extend({
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
})
export type ApplicationDocumentQuery = z.infer<typeof ApplicationDocumentQuerySchema>

/** The URL of a document; the results screen's download buttons link to it. */
export function applicationDocumentUrl(
  applicationId: string,
  query: Partial<DocumentQuery> & { disposition?: ApplicationDocumentQuery['disposition'] },
): string {
  const params = new URLSearchParams()
  for (const key of ['kind', 'format', 'template', 'disposition'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  return `/api/applications/${encodeURIComponent(applicationId)}/document?${params.toString()}`
}
