import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { detectFormat, type SniffedFormat } from '#server/features/imports/detect-format.ts'
import { importFromReaderOutput, withTimeout } from '#server/features/imports/import-document.ts'
import type { ResumeReader } from '#server/features/imports/resume-document.ts'
import { jsonResumeReader } from '#server/features/imports/readers/json-resume.ts'
import { txtReader } from '#server/features/imports/readers/txt.ts'

// One reader per sniffed format (PDF also recognises LinkedIn exports, ZIP tells DOCX from a
// LinkedIn data export), then the one shared structuring step.
// The readers of binary formats load pdf.js, mammoth, JSZip or word-extractor on first use, not at start-up.
const readers: Record<SniffedFormat, ResumeReader> = {
  pdf: { read: async (bytes) => (await import('#server/features/imports/readers/pdf.ts')).pdfReader.read(bytes) },
  zip: { read: async (bytes) => (await import('#server/features/imports/readers/zip.ts')).zipReader.read(bytes) },
  doc: { read: async (bytes) => (await import('#server/features/imports/readers/doc.ts')).docReader.read(bytes) },
  json: jsonResumeReader,
  txt: txtReader,
}

export type ImportResumeOptions = { bytes: Uint8Array; fileName: string; timeoutMs?: number }

export async function importResume({
  bytes,
  fileName,
  timeoutMs,
}: ImportResumeOptions): Promise<ImportResponse> {
  const format = detectFormat(bytes, fileName)
  const output = await withTimeout(readers[format].read(bytes), timeoutMs)
  return { success: true, ...importFromReaderOutput(output) }
}
