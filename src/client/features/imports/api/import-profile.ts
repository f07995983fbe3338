import { apiRequest } from '#client/lib/api-client.ts'
import { DEFAULT_USER_ID } from '#shared/constants.ts'
import type { ImportLinkedinResponse, ImportResponse } from '#shared/imports/imports.contract.ts'

// The three import calls of spec section 7.

export function uploadResume(file: File): Promise<ImportResponse> {
  const form = new FormData()
  form.append('resume', file)
  return apiRequest<ImportResponse>('/api/import/resume', { method: 'POST', body: form })
}

export function importPastedText(content: string): Promise<ImportResponse> {
  return apiRequest<ImportResponse>('/api/import/text', {
    method: 'POST',
    body: { content, source: 'resume' },
  })
}

export function importLinkedinProfile(linkedinUrl: string): Promise<ImportLinkedinResponse> {
  return apiRequest<ImportLinkedinResponse>('/api/profiles/import-linkedin', {
    method: 'POST',
    body: { linkedinUrl, userId: DEFAULT_USER_ID },
  })
}
