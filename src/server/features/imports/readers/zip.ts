import type JSZip from 'jszip'

import { AppError } from '#shared/errors.ts'
import type { ResumeReader } from '#server/features/imports/resume-document.ts'
import { docxReader } from '#server/features/imports/readers/docx.ts'
import { linkedinZipReader, loadZip } from '#server/features/imports/readers/linkedin-zip.ts'

// A ZIP container is either a Word document (word/document.xml inside) or a LinkedIn data export.
// Before either is read, every entry is inflated once with a running byte counter that stops at the
// cap whatever sizes the archive declares: a "1,000-byte" entry that inflates to 300 MB costs at most
// the cap plus one inflate step (about 16 MB) before it is refused.

/** The largest single entry: a resume's document.xml is well under 2 MB; 16 MB is a book. */
export const MAX_ENTRY_BYTES = 16 * 1024 * 1024
/** All entries together (document, styles, embedded photos, LinkedIn CSVs). */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024
/** A DOCX has a few dozen entries, a LinkedIn export about a hundred. */
export const MAX_ENTRIES = 2000

function tooLarge(what: string): AppError {
  return new AppError('FILE_TOO_LARGE', {
    message: `This file unpacks to more data than a resume holds (${what}) and was not read.`,
  })
}

/** Inflates one entry, counting bytes as they come; rejects as soon as `limit` is passed. */
function inflatedSize(file: JSZip.JSZipObject, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let total = 0
    const stream = file.nodeStream('nodebuffer') as NodeJS.ReadableStream & { destroy: () => void }
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > limit) {
        stream.destroy()
        reject(
          tooLarge(
            total > MAX_ENTRY_BYTES
              ? `${file.name} alone is over ${MAX_ENTRY_BYTES / (1024 * 1024)} MB`
              : `over ${MAX_UNPACKED_BYTES / (1024 * 1024)} MB in all`,
          ),
        )
      }
    })
    stream.on('error', (error: Error) =>
      reject(
        new AppError('UNREADABLE_FILE', {
          message: 'This ZIP file is damaged and could not be read.',
          cause: error,
        }),
      ),
    )
    stream.on('end', () => resolve(total))
  })
}

/** Refuses an archive with too many entries, or whose entries really inflate past the caps. */
async function checkZipInflation(zip: JSZip): Promise<void> {
  const files = Object.values(zip.files).filter((file) => !file.dir)
  if (files.length > MAX_ENTRIES) throw tooLarge(`${files.length} files`)
  let remaining = MAX_UNPACKED_BYTES
  for (const file of files) {
    remaining -= await inflatedSize(file, Math.min(MAX_ENTRY_BYTES, remaining))
  }
}

export const zipReader: ResumeReader = {
  async read(bytes) {
    const zip = await loadZip(bytes)
    await checkZipInflation(zip)
    if (zip.file('word/document.xml')) return docxReader.read(bytes)
    return linkedinZipReader.read(bytes)
  },
}
