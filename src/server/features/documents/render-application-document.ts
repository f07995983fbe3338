import type { DocumentQuery } from '#shared/applications/applications.contract.ts'
import { documentFileName } from '#shared/documents/document-file-name.ts'
import type { Db } from '#server/db/client.ts'
import { fullNameOf } from '#server/features/documents/document-text.ts'
import { loadDocumentData } from '#server/features/documents/load-document-data.ts'
import type { RenderFileOptions } from '#server/features/documents/render-document-file.ts'
import { renderTxt } from '#server/features/documents/render-txt.ts'

export type RenderApplicationDocumentOptions = DocumentQuery & {
  db: Db
  applicationId: string
  /** Renders PDF and DOCX files (in a compute worker for the server). */
  renderFile: (options: RenderFileOptions, signal?: AbortSignal) => Promise<Uint8Array>
  signal?: AbortSignal
}

export type RenderedDocument = { body: Buffer; contentType: string; fileName: string }

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
} as const

/** The resume, cover letter or complete package of a stored application, as a PDF, DOCX or TXT file. */
export async function renderApplicationDocument({
  db,
  applicationId,
  kind,
  format,
  template,
  renderFile,
  signal,
}: RenderApplicationDocumentOptions): Promise<RenderedDocument> {
  const data = await loadDocumentData({ db, applicationId })
  const body =
    format === 'txt'
      ? Buffer.from(renderTxt({ data, kind }), 'utf8')
      : Buffer.from(await renderFile({ data, kind, format, template }, signal))
  return {
    body,
    contentType: CONTENT_TYPES[format],
    fileName: documentFileName({ kind, format, fullName: fullNameOf(data), company: data.company }),
  }
}
