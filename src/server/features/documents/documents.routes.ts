import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { contentDisposition } from '#shared/documents/document-file-name.ts'
import {
  ApplicationDocumentParamsSchema,
  ApplicationDocumentQuerySchema,
} from '#shared/documents/documents.contract.ts'
import {
  ApplicationResumeDocumentSchema,
  ResumeDocumentEditSchema,
  ResumeDocumentParamsSchema,
} from '#shared/documents/resume-document.contract.ts'
import {
  JsonResumeParamsSchema,
  JsonResumeSchema,
} from '#server/features/documents/json-resume/json-resume.schema.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { editResumeDocument } from '#server/features/documents/edit-resume-document.ts'
import { exportJsonResume } from '#server/features/documents/export-json-resume.ts'
import { getResumeDocument } from '#server/features/documents/get-resume-document.ts'
import { clientGone } from '#server/http/client-gone.ts'
import { sendDownload } from '#server/http/send-download.ts'
import { renderApplicationDocument } from '#server/features/documents/render-application-document.ts'
import { RENDER_FILE } from '#server/features/documents/render-document-file.ts'

export function documentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/applications/:id/document',
      { schema: { params: ApplicationDocumentParamsSchema, querystring: ApplicationDocumentQuerySchema } },
      async (request, reply) => {
        const { disposition, ...query } = request.query
        const document = await renderApplicationDocument({
          db: deps.database.db,
          applicationId: request.params.id,
          ...query,
          renderFile: (options, signal) => deps.compute.run(RENDER_FILE, options, { signal }),
          signal: clientGone(reply.raw),
        })
        return sendDownload(reply, { ...document, disposition })
      },
    )

    app.get(
      '/api/applications/:id/resume-document',
      { schema: { params: ResumeDocumentParamsSchema, response: { 200: ApplicationResumeDocumentSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store')
        return getResumeDocument({ db: deps.database.db, applicationId: request.params.id })
      },
    )

    app.patch(
      '/api/applications/:id/document',
      {
        schema: {
          params: ResumeDocumentParamsSchema,
          body: ResumeDocumentEditSchema,
          response: { 200: ApplicationResumeDocumentSchema },
        },
      },
      async (request) =>
        editResumeDocument({ db: deps.database.db, applicationId: request.params.id, edit: request.body }),
    )

    app.get(
      '/api/profile/:profileId/json-resume',
      { schema: { params: JsonResumeParamsSchema, response: { 200: JsonResumeSchema } } },
      async (request, reply) => {
        const { resume, fileName } = await exportJsonResume({
          db: deps.database.db,
          profileId: request.params.profileId,
        })
        void reply
          .header('content-disposition', contentDisposition(fileName))
          .header('cache-control', 'no-store')
        return resume
      },
    )
  }
}
