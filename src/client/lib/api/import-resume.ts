import { ImportResponseSchema, type ImportResponse } from '#shared/imports/imports.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/import/resume (multipart field `resume`). */
export function importResume(file: File): Promise<ImportResponse> {
  const form = new FormData()
  form.append('resume', file)
  return requestJson('/api/import/resume', ImportResponseSchema, { method: 'POST', body: form })
}
