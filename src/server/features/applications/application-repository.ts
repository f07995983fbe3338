import { randomUUID } from 'node:crypto'

import { and, asc, desc, eq } from 'drizzle-orm'

import {
  ApplicationSchema,
  type Application,
  type GeneratedApplication,
} from '#shared/applications/application.schema.ts'
import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import type { MatchResult } from '#shared/jobs/job.schema.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings, variations } from '#server/db/schema.ts'

export type SaveApplicationOptions = {
  db: Db
  userId: string
  jobPostingId: string | null
  profileId: string
  communicationStyle: CommunicationStyle
  processingSpeed: ProcessingSpeed
  match: MatchResult
  generated: GeneratedApplication
}

export async function saveApplication({
  db,
  userId,
  jobPostingId,
  profileId,
  communicationStyle,
  processingSpeed,
  match,
  generated,
}: SaveApplicationOptions): Promise<string> {
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.insert(applications).values({
      id,
      userId,
      jobPostingId,
      profileId,
      communicationStyle,
      processingSpeed,
      resumeContent: generated.resumeContent,
      document: generated.document,
      coverLetter: generated.coverLetter,
      matchScore: match.score,
      match,
      keyHighlights: generated.keyHighlights,
      authenticArguments: generated.authenticArguments,
    })
    if (generated.variations.length > 0) {
      await tx.insert(variations).values(
        generated.variations.map((v, position) => ({
          id: randomUUID(),
          applicationId: id,
          position,
          ...v,
        })),
      )
    }
    if (jobPostingId)
      await tx
        .update(jobPostings)
        .set({ communicationStyle, matchScore: match.score, match })
        .where(eq(jobPostings.id, jobPostingId))
  })
  return id
}

export async function getApplication(db: Db, id: string): Promise<Application | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1)
  if (!row) return null
  const rows = await db
    .select()
    .from(variations)
    .where(eq(variations.applicationId, id))
    .orderBy(asc(variations.position))
  return ApplicationSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    variations: rows.map(({ style, tone, content }) => ({ style, tone, content })),
  })
}

/** The versions generated for one of the user's jobs, newest first. */
export async function listApplicationVersionRows(db: Db, userId: string, jobPostingId: string) {
  return db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      communicationStyle: applications.communicationStyle,
      processingSpeed: applications.processingSpeed,
      matchScore: applications.matchScore,
    })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobPostingId, jobPostingId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
}
