import { ResumeDocumentSchema, type ResumeDocument } from '#shared/documents/resume-document.schema.ts'
import { AppError } from '#shared/errors.ts'
import type { Db } from '#server/db/client.ts'
import { readApplicationWithJob } from '#server/features/documents/application-document-repository.ts'

/** Everything a document layout needs, read once per request from the stored application. */
export type DocumentData = {
  applicationId: string
  /**
   * The structured resume as written (header included). Null for applications stored before the
   * document existed: those print their text as it was written, with no header added afterwards.
   */
  document: ResumeDocument | null
  /** The plain-text resume as stored. */
  resumeText: string
  coverLetterText: string
  company: string | null
  jobTitle: string | null
  createdAt: Date
}

export type LoadDocumentDataOptions = { db: Db; applicationId: string }

/**
 * Reads the application and its job posting. The header comes from the stored document, never from
 * the profile as it is today: an application is a record of what was written, and a sent version
 * must print the same tomorrow.
 */
export async function loadDocumentData({
  db,
  applicationId,
}: LoadDocumentDataOptions): Promise<DocumentData> {
  const row = await readApplicationWithJob(db, applicationId)
  if (!row)
    throw new AppError('APPLICATION_NOT_FOUND', { message: `Application ${applicationId} was not found.` })
  return {
    applicationId: row.id,
    document: row.document ? ResumeDocumentSchema.parse(row.document) : null,
    resumeText: row.resumeContent,
    coverLetterText: row.coverLetter,
    company: row.company?.trim() || null,
    jobTitle: row.jobTitle?.trim() || null,
    createdAt: row.createdAt,
  }
}
