import { and, eq, inArray, lt, or } from 'drizzle-orm'

import { CLEANUP_AGE_MS } from '#shared/constants.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings } from '#server/db/schema.ts'

export type CleanupOldWorkOptions = { db: Db; userId: string; now?: Date }

/** Removes the user's analyses and generated applications older than a week. */
export async function cleanupOldWork({
  db,
  userId,
  now = new Date(),
}: CleanupOldWorkOptions): Promise<{ deletedJobs: number; deletedResumes: number }> {
  const cutoff = new Date(now.getTime() - CLEANUP_AGE_MS)
  return db.transaction(async (tx) => {
    const oldJobs = await tx
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(and(eq(jobPostings.userId, userId), lt(jobPostings.analyzedDate, cutoff)))
    const oldJobIds = oldJobs.map((j) => j.id)
    // Applications of removed jobs would go with them (cascade); delete them explicitly to count them.
    const resumes = await tx
      .delete(applications)
      .where(
        and(
          eq(applications.userId, userId),
          oldJobIds.length
            ? or(lt(applications.createdAt, cutoff), inArray(applications.jobPostingId, oldJobIds))
            : lt(applications.createdAt, cutoff),
        ),
      )
      .returning({ id: applications.id })
    const jobs = oldJobIds.length
      ? await tx
          .delete(jobPostings)
          .where(inArray(jobPostings.id, oldJobIds))
          .returning({ id: jobPostings.id })
      : []
    return { deletedJobs: jobs.length, deletedResumes: resumes.length }
  })
}
