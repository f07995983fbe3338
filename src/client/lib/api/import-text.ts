import { ImportResponseSchema, type ImportResponse } from '#shared/imports/imports.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/import/text — pasted resume or profile text. */
export function importText(content: string): Promise<ImportResponse> {
  return requestJson('/api/import/text', ImportResponseSchema, {
    method: 'POST',
    body: { content, source: 'resume' },
  })
}
