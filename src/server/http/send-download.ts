import type { FastifyReply } from 'fastify'

import { contentDisposition } from '#shared/documents/document-file-name.ts'

export type Download = {
  contentType: string
  fileName: string
  body: string | Uint8Array
  disposition?: 'attachment' | 'inline'
}

/** A file answer: its type and name (RFC 6266), never cached, never sniffed as another type. */
export function sendDownload(reply: FastifyReply, { contentType, fileName, body, disposition }: Download) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(fileName, disposition))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body)
}
