import { CLEANUP_AGE_MS } from '#shared/constants.ts'
import type { Db } from '#server/db/client.ts'
import { deleteOldWork } from '#server/features/recent-work/recent-work-repository.ts'

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
  return deleteOldWork(db, userId, new Date(now.getTime() - CLEANUP_AGE_MS))
}
