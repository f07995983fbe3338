import type { DocumentQuery } from '#shared/applications/applications.contract.ts'
import { documentFileName } from '#shared/documents/document-file-name.ts'
import type { Db } from '#server/db/client.ts'
import { fullNameOf } from '#server/features/documents/document-text.ts'
import { loadDocumentData } from '#server/features/documents/load-document-data.ts'
import { renderTxt } from '#server/features/documents/render-txt.ts'

export type RenderApplicationDocumentOptions = DocumentQuery & { db: Db; applicationId: string }

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
}: RenderApplicationDocumentOptions): Promise<RenderedDocument> {
  const data = await loadDocumentData({ db, applicationId })
  let body: Buffer
  if (format === 'pdf') {
    // react-pdf and docx load on first use (the server warms the PDF renderer in the background).
    const { renderPdf } = await import('#server/features/documents/pdf/render-pdf.tsx')
    body = await renderPdf({ data, kind, template })
  } else if (format === 'docx') {
    const { renderDocx } = await import('#server/features/documents/render-docx.ts')
    body = await renderDocx({ data, kind, template })
  } else {
    body = Buffer.from(renderTxt({ data, kind }), 'utf8')
  }
  return {
    body,
    contentType: CONTENT_TYPES[format],
    fileName: documentFileName({ kind, format, fullName: fullNameOf(data), company: data.company }),
  }
}
