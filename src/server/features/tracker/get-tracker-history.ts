import { AppError } from '#shared/errors.ts'
import type { TrackerEvent } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead } from '#server/db/read-cache.ts'
import {
  backfillTrackedJobs,
  listTrackerHistory,
  readTrackerHistoryVersion,
} from '#server/features/tracker/tracker-repository.ts'

export type GetTrackerHistoryOptions = { db: Db; userId: string; jobPostingId: string }

/**
 * The stage changes of one of the user's jobs, oldest first; shared with other readers (do not edit
 * it). Cached as the tracker list is (list-tracked-jobs.ts): on the embedded database reused until the
 * next write; on PostgreSQL reused while one small query finds the same events at the same versions,
 * so a stage change acknowledged by another process is seen by the next read.
 */
export async function getTrackerHistory({
  db,
  userId,
  jobPostingId,
}: GetTrackerHistoryOptions): Promise<readonly TrackerEvent[]> {
  const events = await versionedRead(db, {
    key: `tracker-history:${JSON.stringify([userId, jobPostingId])}`,
    version: () => readTrackerHistoryVersion(db, userId, jobPostingId),
    read: async () => {
      await backfillTrackedJobs(db, userId, jobPostingId)
      return listTrackerHistory(db, userId, jobPostingId)
    },
  })
  if (!events) throw new AppError('JOB_NOT_FOUND')
  return events
}
