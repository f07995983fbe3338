import { fileNameSegment } from '#shared/documents/document-file-name.ts'

/** Saves a blob as a download with the given file name (an <a download> click on an object URL). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function saveText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName)
}

/**
 * `<prefix>-<company>.txt`; 'application' when the company is unknown. The company is made
 * file-safe by the same function the documents endpoint names its files with.
 */
export function textFileName(prefix: string, company: string | null | undefined): string {
  return `${prefix}-${fileNameSegment(company) || 'application'}.txt`
}
