import type { ApplicationResumeDocument } from '#shared/documents/resume-document.contract.ts'
import { AppError } from '#shared/errors.ts'
import type { Db } from '#server/db/client.ts'
import { readApplicationDocument } from '#server/features/documents/application-document-repository.ts'

export type GetResumeDocumentOptions = { db: Db; applicationId: string }

/** The stored resume document of an application, for the Resume Preview. */
export async function getResumeDocument({
  db,
  applicationId,
}: GetResumeDocumentOptions): Promise<ApplicationResumeDocument> {
  const stored = await readApplicationDocument(db, applicationId)
  if (!stored) throw new AppError('APPLICATION_NOT_FOUND')
  return {
    applicationId: stored.id,
    document: stored.document,
    resumeContent: stored.resumeContent,
    isSent: stored.isSent,
  }
}
