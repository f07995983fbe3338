import type { TrackerPageQuery } from '#shared/tracker/tracker.contract.ts'
import { summariseTracker } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead } from '#server/db/read-cache.ts'
import {
  backfillTrackedJobs,
  listTrackerPage,
  readTrackerVersion,
  type TrackerPage,
} from '#server/features/tracker/tracker-repository.ts'

export type ListTrackerPageOptions = { db: Db } & TrackerPageQuery

const EMPTY: TrackerPage = { items: [], nextCursor: null, summary: summariseTracker([]) }

/**
 * One page of the jobs the user analysed, newest activity first, with the counts over all of them;
 * shared with other readers (do not edit it). Cached as the whole list is (list-tracked-jobs.ts),
 * per page: on the embedded database reused until the next write; on PostgreSQL reused while the
 * user's tracker version is unchanged, so a write acknowledged by another process is seen at once.
 */
export async function listTrackerPageOf({
  db,
  userId,
  limit,
  cursor,
}: ListTrackerPageOptions): Promise<TrackerPage> {
  const page = await versionedRead(db, {
    key: `tracker-page:${JSON.stringify([userId, limit, cursor ?? null])}`,
    version: () => readTrackerVersion(db, userId),
    read: async () => {
      await backfillTrackedJobs(db, userId)
      return listTrackerPage(db, userId, { limit, cursor })
    },
  })
  return page ?? EMPTY
}
