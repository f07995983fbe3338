import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { boundText } from '#server/features/imports/input-bounds.ts'
import { importResume, readResume } from '#server/features/imports/import-resume.ts'
import { importText } from '#server/features/imports/import-text.ts'
import { outcomeOf, yieldToRequestThread, type WorkerOutcome } from '#server/workers/worker-thread.ts'

// Runs in a worker thread of the parse pool (parse-pool.ts): a hostile file can exhaust this worker's
// time or memory, never the request thread. Errors cross the thread boundary as data (an Error loses
// its code when cloned).

yieldToRequestThread()

export type ParseTask =
  { kind: 'resume'; bytes: Uint8Array; fileName: string } | { kind: 'text'; content: string }

export type ParseResult = WorkerOutcome<ImportResponse>

export function parseInWorker(task: ParseTask): Promise<ParseResult> {
  return outcomeOf(
    () =>
      task.kind === 'resume'
        ? importResume({ bytes: task.bytes, fileName: task.fileName })
        : importText({ content: boundText(task.content) }),
    // A parser library failing on a malformed file (a stack overflow on deeply nested XML, a bad table).
    { code: 'UNREADABLE_FILE', message: 'This file is damaged or too complex and could not be read.' },
  )
}

/** A one-page PDF with one line of text, built with correct offsets so pdf.js reads it without repair. */
function onePagePdf(text: string): Uint8Array {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const starts = objects.map((object, i) => {
    const start = pdf.length
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
    return start
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += starts.map((start) => `${String(start).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** Long enough (30 letters) for the PDF reader to take it for a text PDF, not a scan. */
export const WARM_UP_LINE = 'CareerForge loads its PDF reader before the first import'

export type WarmUpResult = { pdfjs: string; pdfText: string }

/**
 * Loads what a first import needs ahead of it, outside any file's deadline: the text parsers, and
 * pdf.js, which reads a one-line PDF so its font and page code load too. Answers pdf.js's version and
 * the text it read.
 */
export async function warmUpParsers(): Promise<WarmUpResult> {
  await parseInWorker({ kind: 'text', content: '' })
  const read = await readResume({ bytes: onePagePdf(WARM_UP_LINE), fileName: 'warm-up.pdf' })
  const { getResolvedPDFJS } = await import('unpdf')
  return {
    pdfjs: (await getResolvedPDFJS()).version,
    pdfText: read.kind === 'document' ? read.lines.map((line) => line.text).join('\n') : '',
  }
}
