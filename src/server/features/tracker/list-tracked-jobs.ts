import type { TrackerItem } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead } from '#server/db/read-cache.ts'
import {
  backfillTrackedJobs,
  listTrackerItems,
  readTrackerVersion,
} from '#server/features/tracker/tracker-repository.ts'

export type ListTrackedJobsOptions = { db: Db; userId: string }

/**
 * Every job the user analysed, with its stage, newest activity first; shared with other readers (do
 * not edit it). On the embedded database reused until the next write; on PostgreSQL reused while one
 * small query finds the user's tracker version unchanged (raised by every write, in its transaction),
 * so a write acknowledged by another process is seen by the next read (see read-cache.ts).
 */
export async function listTrackedJobs({
  db,
  userId,
}: ListTrackedJobsOptions): Promise<readonly TrackerItem[]> {
  const items = await versionedRead(db, {
    key: `tracker:${userId}`,
    version: () => readTrackerVersion(db, userId),
    read: async () => {
      await backfillTrackedJobs(db, userId)
      return listTrackerItems(db, userId)
    },
  })
  return items ?? []
}
