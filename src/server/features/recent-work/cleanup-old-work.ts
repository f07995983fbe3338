import { and, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm'

import { CLEANUP_AGE_MS } from '#shared/constants.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings, trackedJobs } from '#server/db/schema.ts'

export type CleanupOldWorkOptions = { db: Db; userId: string; now?: Date }

/**
 * Removes the user's analyses and generated applications older than a week. Jobs the tracker has
 * past `saved` stay with all their versions, and an application that was sent is never removed.
 */
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
      .leftJoin(trackedJobs, eq(trackedJobs.jobPostingId, jobPostings.id))
      .where(
        and(
          eq(jobPostings.userId, userId),
          lt(jobPostings.analyzedDate, cutoff),
          sql`coalesce(${trackedJobs.stage}, 'saved') = 'saved'`,
          sql`${trackedJobs.sentApplicationId} is null`,
        ),
      )
    const oldJobIds = oldJobs.map((j) => j.id)
    const keptApplications = tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(trackedJobs, eq(trackedJobs.jobPostingId, applications.jobPostingId))
      .where(or(sql`${trackedJobs.stage} <> 'saved'`, eq(trackedJobs.sentApplicationId, applications.id)))
    // Applications of removed jobs would go with them (cascade); delete them explicitly to count them.
    const resumes = await tx
      .delete(applications)
      .where(
        and(
          eq(applications.userId, userId),
          notInArray(applications.id, keptApplications),
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
