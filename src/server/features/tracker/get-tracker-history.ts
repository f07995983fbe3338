import { AppError } from '#shared/errors.ts'
import type { TrackerEvent } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { getJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { backfillTrackedJobs, listTrackerEvents } from '#server/features/tracker/tracker-repository.ts'

export type GetTrackerHistoryOptions = { db: Db; userId: string; jobPostingId: string }

/** The stage changes of one of the user's jobs, oldest first. */
export async function getTrackerHistory({
  db,
  userId,
  jobPostingId,
}: GetTrackerHistoryOptions): Promise<TrackerEvent[]> {
  if (!(await getJobPosting(db, userId, jobPostingId))) throw new AppError('JOB_NOT_FOUND')
  await backfillTrackedJobs(db, userId, jobPostingId)
  return listTrackerEvents(db, jobPostingId)
}
