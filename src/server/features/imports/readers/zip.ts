import { AppError } from '#shared/errors.ts'
import type { ResumeReader } from '#server/features/imports/resume-document.ts'
import { docxReader } from '#server/features/imports/readers/docx.ts'
import { linkedinZipReader, loadZip } from '#server/features/imports/readers/linkedin-zip.ts'

/** A resume unpacks to a few MB at most; far more is a decompression bomb, refused before reading. */
const MAX_UNPACKED_BYTES = 60 * 1024 * 1024

// A ZIP container is either a Word document (word/document.xml inside) or a LinkedIn data export.
export const zipReader: ResumeReader = {
  async read(bytes) {
    const zip = await loadZip(bytes)
    const unpacked = Object.values(zip.files).reduce(
      (sum, file) =>
        sum + ((file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0),
      0,
    )
    if (unpacked > MAX_UNPACKED_BYTES)
      throw new AppError('UNREADABLE_FILE', {
        message: 'This file unpacks to far more data than a resume holds and was not read.',
      })
    if (zip.file('word/document.xml')) return docxReader.read(bytes)
    return linkedinZipReader.read(bytes)
  },
}
