import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { detectFormat, type SniffedFormat } from '#server/features/imports/detect-format.ts'
import { importFromReaderOutput, withTimeout } from '#server/features/imports/import-document.ts'
import type { ReaderOutput, ResumeReader } from '#server/features/imports/resume-document.ts'
import { docReader } from '#server/features/imports/readers/doc.ts'
import { jsonResumeReader } from '#server/features/imports/readers/json-resume.ts'
import { pdfReader } from '#server/features/imports/readers/pdf.ts'
import { txtReader } from '#server/features/imports/readers/txt.ts'
import { zipReader } from '#server/features/imports/readers/zip.ts'

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

/** The reader step alone (bytes to lines or a draft): pure, so it can run in a worker. */
export async function readResume({ bytes, fileName, timeoutMs }: ImportResumeOptions): Promise<ReaderOutput> {
  const format = detectFormat(bytes, fileName)
  return withTimeout(readers[format].read(bytes), timeoutMs)
}

export async function importResume(options: ImportResumeOptions): Promise<ImportResponse> {
  return { success: true, ...importFromReaderOutput(await readResume(options)) }
}
