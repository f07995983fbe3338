import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { AppError } from '#shared/errors.ts'
import {
  ImportLinkedinRequestSchema,
  ImportLinkedinResponseSchema,
  ImportResponseSchema,
  ImportTextRequestSchema,
  ParseUrlRequestSchema,
  ParseUrlResponseSchema,
} from '#shared/imports/imports.contract.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { clientGone } from '#server/http/client-gone.ts'
import { importLinkedinUrl } from '#server/features/imports/import-linkedin-url.ts'
import { acquireParsePool, type ParsePool } from '#server/features/imports/parse-pool.ts'
import {
  createLinkedinPageFetcher,
  type FetchPage,
} from '#server/features/imports/linkedin/fetch-linkedin-page.ts'

export type ImportsRoutesOptions = {
  /** Test seam: the LinkedIn page fetcher (tests never reach the network). */
  fetchPage?: FetchPage
  /** Test seam: the worker pool that parses files and pasted text (its limits). */
  parsePool?: ParsePool
}

export function importsRoutes(
  deps: AppDeps,
  { fetchPage = createLinkedinPageFetcher(deps), parsePool }: ImportsRoutesOptions = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const acquired = parsePool ? undefined : acquireParsePool()
    const pool = parsePool ?? acquired!.pool
    app.addHook('onClose', async () => {
      await acquired?.release()
    })
    app.post(
      '/api/import/resume',
      { schema: { response: { 200: ImportResponseSchema } } },
      async (request, reply) => {
        const file = await request.file()
        if (!file || file.fieldname !== 'resume')
          throw new AppError('VALIDATION_FAILED', {
            message: 'Please choose a resume file to upload (form field "resume").',
          })
        // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the 10 MB limit; a truncated stream is refused too.
        const buffer = await file.toBuffer()
        if (file.file.truncated)
          throw new AppError('FILE_TOO_LARGE', { message: 'The upload is larger than 10 MB.' })
        return pool.run(
          {
            kind: 'resume',
            bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
            fileName: file.filename,
          },
          clientGone(reply.raw),
        )
      },
    )

    app.post(
      '/api/import/text',
      { schema: { body: ImportTextRequestSchema, response: { 200: ImportResponseSchema } } },
      async (request, reply) =>
        pool.run({ kind: 'text', content: request.body.content }, clientGone(reply.raw)),
    )

    app.post(
      '/api/profiles/import-linkedin',
      { schema: { body: ImportLinkedinRequestSchema, response: { 200: ImportLinkedinResponseSchema } } },
      async (request) => {
        const result = await importLinkedinUrl({ url: request.body.linkedinUrl, fetchPage })
        return { ...result, profile: result.profileData }
      },
    )

    app.post(
      '/api/profile/parse-url',
      { schema: { body: ParseUrlRequestSchema, response: { 200: ParseUrlResponseSchema } } },
      async (request) => {
        const { profileData, importStats } = await importLinkedinUrl({ url: request.body.url, fetchPage })
        return {
          success: true as const,
          data: {
            personalInfo: profileData.personalInfo,
            workExperiences: profileData.workExperience.experiences,
            skills: profileData.skills,
            education: profileData.education,
          },
          importStats,
        }
      },
    )
  }
}
