import type { TrackerItem } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { backfillTrackedJobs, listTrackerItems } from '#server/features/tracker/tracker-repository.ts'

export type ListTrackedJobsOptions = { db: Db; userId: string }

/** Every job the user analysed, with its stage, newest activity first. */
export async function listTrackedJobs({ db, userId }: ListTrackedJobsOptions): Promise<TrackerItem[]> {
  await backfillTrackedJobs(db, userId)
  return listTrackerItems(db, userId)
}
