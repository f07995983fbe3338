import type { ResumeReader } from '#server/features/imports/resume-document.ts'
import { docxReader } from '#server/features/imports/readers/docx.ts'
import { linkedinZipReader, loadZip } from '#server/features/imports/readers/linkedin-zip.ts'

// A ZIP container is either a Word document (word/document.xml inside) or a LinkedIn data export.
export const zipReader: ResumeReader = {
  async read(bytes) {
    const zip = await loadZip(bytes)
    if (zip.file('word/document.xml')) return docxReader.read(bytes)
    return linkedinZipReader.read(bytes)
  },
}
