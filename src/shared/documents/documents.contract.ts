import { z } from 'zod'

// GET /api/applications/:id/document answers a file; its query is DocumentQuerySchema in
// #shared/applications/applications.contract.ts. GET /api/profile/:profileId/json-resume answers
// JsonResumeSchema (#shared/documents/json-resume.schema.ts) as an attachment.

export const ApplicationDocumentParamsSchema = z.object({ id: z.string().min(1).max(200) })

/** The URL of a document download; the results screen links to it. */
export function applicationDocumentUrl(
  applicationId: string,
  query: { kind: string; format: string; template?: string },
): string {
  const params = new URLSearchParams({
    kind: query.kind,
    format: query.format,
    ...(query.template ? { template: query.template } : {}),
  })
  return `/api/applications/${encodeURIComponent(applicationId)}/document?${params.toString()}`
}

export function jsonResumeUrl(profileId: string): string {
  return `/api/profile/${encodeURIComponent(profileId)}/json-resume`
}
