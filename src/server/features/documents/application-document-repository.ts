import { and, eq, notExists, sql } from 'drizzle-orm'

import { ResumeDocumentSchema, type ResumeDocument } from '#shared/documents/resume-document.schema.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings, trackedJobs } from '#server/db/schema.ts'

export type StoredApplicationDocument = {
  id: string
  userId: string
  profileId: string | null
  jobPostingId: string | null
  /** Null for applications stored before the structured document existed. */
  document: ResumeDocument | null
  resumeContent: string
  /** True when the tracker records this application as the version that was sent. */
  isSent: boolean
}

const sentCondition = (applicationId: string) =>
  sql<boolean>`exists (select 1 from ${trackedJobs} where ${trackedJobs.sentApplicationId} = ${applicationId})`

/** The stored document of one application, or null when there is no such application. */
export async function readApplicationDocument(
  db: Db,
  applicationId: string,
): Promise<StoredApplicationDocument | null> {
  const [row] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      profileId: applications.profileId,
      jobPostingId: applications.jobPostingId,
      document: applications.document,
      resumeContent: applications.resumeContent,
      isSent: sentCondition(applicationId),
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1)
  if (!row) return null
  return {
    ...row,
    document: row.document ? ResumeDocumentSchema.parse(row.document) : null,
    isSent: Boolean(row.isSent),
  }
}

export type WriteApplicationDocumentOptions = {
  db: Db
  applicationId: string
  document: ResumeDocument
  resumeContent: string
}

/**
 * Replaces the document and its text rendering, in one statement that changes nothing once the
 * application is recorded as sent (even when it is marked sent between the read and this write).
 * Answers false when nothing was written.
 */
export async function writeApplicationDocument({
  db,
  applicationId,
  document,
  resumeContent,
}: WriteApplicationDocumentOptions): Promise<boolean> {
  const written = await db
    .update(applications)
    .set({ document, resumeContent })
    .where(
      and(
        eq(applications.id, applicationId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(trackedJobs)
            .where(eq(trackedJobs.sentApplicationId, applicationId)),
        ),
      ),
    )
    .returning({ id: applications.id })
  return written.length > 0
}

/** The stored application with its posting's company and title, or undefined when there is none. */
export async function readApplicationWithJob(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      document: applications.document,
      resumeContent: applications.resumeContent,
      coverLetter: applications.coverLetter,
      createdAt: applications.createdAt,
      company: jobPostings.company,
      jobTitle: jobPostings.title,
    })
    .from(applications)
    .leftJoin(jobPostings, eq(applications.jobPostingId, jobPostings.id))
    .where(eq(applications.id, applicationId))
    .limit(1)
  return row
}
