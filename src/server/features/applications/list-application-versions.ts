import { and, desc, eq } from 'drizzle-orm'

import {
  ApplicationVersionSchema,
  type ApplicationVersion,
} from '#shared/applications/application-versions.contract.ts'
import type { Db } from '#server/db/client.ts'
import { applications } from '#server/db/schema.ts'

export type ListApplicationVersionsOptions = { db: Db; userId: string; jobPostingId: string }

/** Every generated version for one of the user's jobs, newest first. Regenerating adds one; none is replaced. */
export async function listApplicationVersions({
  db,
  userId,
  jobPostingId,
}: ListApplicationVersionsOptions): Promise<ApplicationVersion[]> {
  const rows = await db
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
  return rows.map((row) => ApplicationVersionSchema.parse({ ...row, createdAt: row.createdAt.toISOString() }))
}
