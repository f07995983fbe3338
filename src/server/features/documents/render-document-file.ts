import type { PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'
import type { ComputeTask } from '#server/workers/compute.ts'

export type RenderFileOptions = {
  data: DocumentData
  kind: DocumentKind
  format: 'pdf' | 'docx'
  template: PdfTemplate
}

/** Rendering a file (renderDocumentFile, CPU-heavy): the server runs it in a compute thread. */
export const RENDER_FILE: ComputeTask<RenderFileOptions, Uint8Array, 'renderFile'> = { name: 'renderFile' }

/** A PDF or DOCX file of stored application data (CPU-heavy: the server runs it in a compute worker). */
export async function renderDocumentFile({
  data,
  kind,
  format,
  template,
}: RenderFileOptions): Promise<Uint8Array> {
  // react-pdf and docx load on first use.
  if (format === 'pdf') {
    const { renderPdf } = await import('#server/features/documents/pdf/render-pdf.tsx')
    return renderPdf({ data, kind, template })
  }
  const { renderDocx } = await import('#server/features/documents/render-docx.ts')
  return renderDocx({ data, kind, template })
}
