import { constants, inflateSync } from 'node:zlib'

import { AppError } from '#shared/errors.ts'

// pdf.js inflates a content stream whole, whatever it holds: a 408 KB PDF with a 400 MB stream costs
// gigabytes. Before pdf.js sees a PDF, every compressed stream it could decode for text (everything but
// images, which text extraction never decodes) is inflated once by zlib with an output cap, so the cost
// is bounded whatever the file's /Length and /Filter entries claim.

/** One stream: a resume page's content stream or embedded font is well under 2 MB. */
export const MAX_PDF_STREAM_BYTES = 32 * 1024 * 1024
/** All non-image streams together. */
export const MAX_PDF_INFLATED_BYTES = 96 * 1024 * 1024

const STREAM = Buffer.from('stream')
const END_STREAM = Buffer.from('endstream')

function tooLarge(): AppError {
  return new AppError('FILE_TOO_LARGE', {
    message:
      'This PDF unpacks to far more data than a resume holds and was not read. Please upload a simpler PDF or a DOCX, or paste the text.',
  })
}

/** Refuses a PDF whose compressed streams really inflate past the caps. */
export function checkPdfStreams(bytes: Uint8Array): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let remaining = MAX_PDF_INFLATED_BYTES
  let at = pdf.indexOf(STREAM)
  while (at >= 0) {
    const isEnd = at >= 3 && pdf.toString('latin1', at - 3, at) === 'end'
    let start = at + STREAM.length
    if (pdf[start] === 0x0d) start++
    if (pdf[start] === 0x0a) start++
    if (isEnd || start === at + STREAM.length) {
      at = pdf.indexOf(STREAM, at + STREAM.length)
      continue
    }
    const end = pdf.indexOf(END_STREAM, start)
    const stop = end < 0 ? pdf.length : end
    // The stream's dictionary: from its "n 0 obj" (within the 4 KB before the keyword) to "stream".
    const window = pdf.toString('latin1', Math.max(0, at - 4096), at)
    const header = window.slice(Math.max(0, window.lastIndexOf(' obj')))
    if (!/\/Subtype\s*\/Image\b/.test(header)) {
      try {
        const limit = Math.min(MAX_PDF_STREAM_BYTES, remaining)
        remaining -= inflateSync(pdf.subarray(start, stop), {
          maxOutputLength: limit,
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
          throw tooLarge()
        // Not zlib data (another filter, or damaged): pdf.js deals with it, within the worker's limits.
      }
    }
    at = end < 0 ? -1 : pdf.indexOf(STREAM, end + END_STREAM.length)
  }
}
