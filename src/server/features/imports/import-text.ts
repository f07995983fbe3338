import type { ImportResponse, ImportTextRequest } from '#shared/imports/imports.contract.ts'
import { importFromReaderOutput } from '#server/features/imports/import-document.ts'
import { isJsonResume, jsonResumeToDraft } from '#server/features/imports/readers/json-resume.ts'
import { textToLines } from '#server/features/imports/readers/txt.ts'

/** Pasted text (a resume, a LinkedIn profile page's text); pasted JSON Resume is recognised too. */
export function importText({ content }: ImportTextRequest): ImportResponse {
  const trimmed = content.trim()
  if (trimmed.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(trimmed)
      if (isJsonResume(json))
        return {
          success: true,
          ...importFromReaderOutput({ kind: 'draft', format: 'json-resume', draft: jsonResumeToDraft(json) }),
        }
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  return {
    success: true,
    ...importFromReaderOutput({ kind: 'document', format: 'text', lines: textToLines(content) }),
  }
}
