import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { detectFormat, type SniffedFormat } from '#server/features/imports/detect-format.ts'
import { importFromReaderOutput, withTimeout } from '#server/features/imports/import-document.ts'
import { boundReaderOutput } from '#server/features/imports/input-bounds.ts'
import { checkPdfStreams } from '#server/features/imports/pdf-limits.ts'
import type { ReaderOutput, ResumeReader } from '#server/features/imports/resume-document.ts'
import { jsonResumeReader } from '#server/features/imports/readers/json-resume.ts'
import { txtReader } from '#server/features/imports/readers/txt.ts'

// Runs in a parse worker (parse-pool.ts) with time and memory limits; ZIP and PDF inflation is capped
// before a reader sees the file, and the reader's output is bounded before it is structured.
// One reader per sniffed format (PDF also recognises LinkedIn exports, ZIP tells DOCX from a
// LinkedIn data export), then the one shared structuring step.
// The readers of binary formats load pdf.js, mammoth, JSZip or word-extractor on first use, not at start-up.
const readers: Record<SniffedFormat, ResumeReader> = {
  pdf: {
    read: async (bytes) => (await import('#server/features/imports/readers/pdf.ts')).pdfReader.read(bytes),
  },
  zip: {
    read: async (bytes) => (await import('#server/features/imports/readers/zip.ts')).zipReader.read(bytes),
  },
  doc: {
    read: async (bytes) => (await import('#server/features/imports/readers/doc.ts')).docReader.read(bytes),
  },
  json: jsonResumeReader,
  txt: txtReader,
}

export type ImportResumeOptions = { bytes: Uint8Array; fileName: string; timeoutMs?: number }

/** The reader step alone (bytes to lines or a draft): pure, so it can run in a worker. */
export async function readResume({ bytes, fileName, timeoutMs }: ImportResumeOptions): Promise<ReaderOutput> {
  const format = detectFormat(bytes, fileName)
  if (format === 'pdf') checkPdfStreams(bytes)
  return boundReaderOutput(await withTimeout(readers[format].read(bytes), timeoutMs))
}

export async function importResume(options: ImportResumeOptions): Promise<ImportResponse> {
  return { success: true, ...importFromReaderOutput(await readResume(options)) }
}
