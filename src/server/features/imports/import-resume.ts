import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { detectFormat, type SniffedFormat } from '#server/features/imports/detect-format.ts'
import { importFromReaderOutput, withTimeout } from '#server/features/imports/import-document.ts'
import { boundReaderOutput } from '#server/features/imports/input-bounds.ts'
import { checkPdfStreams } from '#server/features/imports/pdf-limits.ts'
import type { ResumeReader } from '#server/features/imports/resume-document.ts'
import { docReader } from '#server/features/imports/readers/doc.ts'
import { jsonResumeReader } from '#server/features/imports/readers/json-resume.ts'
import { pdfReader } from '#server/features/imports/readers/pdf.ts'
import { txtReader } from '#server/features/imports/readers/txt.ts'
import { zipReader } from '#server/features/imports/readers/zip.ts'

// Runs in a parse worker (parse-pool.ts) with time and memory limits; ZIP and PDF inflation is capped
// before a reader sees the file, and the reader's output is bounded before it is structured.
// One reader per sniffed format (PDF also recognises LinkedIn exports, ZIP tells DOCX from a
// LinkedIn data export), then the one shared structuring step.
const readers: Record<SniffedFormat, ResumeReader> = {
  pdf: pdfReader,
  zip: zipReader,
  doc: docReader,
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
  if (format === 'pdf') checkPdfStreams(bytes)
  const output = boundReaderOutput(await withTimeout(readers[format].read(bytes), timeoutMs))
  return { success: true, ...importFromReaderOutput(output) }
}
