import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  ImportLinkedinResponseSchema,
  type ImportLinkedinResponse,
} from '#shared/imports/imports.contract.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** POST /api/profiles/import-linkedin — reads a public LinkedIn profile (often blocked by LinkedIn). */
export function importLinkedin(linkedinUrl: string): Promise<ImportLinkedinResponse> {
  return requestJson('/api/profiles/import-linkedin', ImportLinkedinResponseSchema, {
    method: 'POST',
    body: { linkedinUrl, userId: DEFAULT_USER_ID },
  })
}
