import { AppError } from '#shared/errors.ts'
import type { TrackedJobResponse } from '#shared/tracker/tracker.contract.ts'
import type { Db } from '#server/db/client.ts'
import {
  applicationStats,
  getJobPosting,
  toJobPosting,
} from '#server/features/jobs/job-posting-repository.ts'
import { backfillTrackedJobs, getTrackerItem } from '#server/features/tracker/tracker-repository.ts'

export type GetTrackedJobOptions = { db: Db; userId: string; jobPostingId: string }

/** One of the user's tracked jobs with the stored analysis of its posting (for the detail panel). */
export async function getTrackedJob({
  db,
  userId,
  jobPostingId,
}: GetTrackedJobOptions): Promise<TrackedJobResponse> {
  const row = await getJobPosting(db, userId, jobPostingId)
  if (!row) throw new AppError('JOB_NOT_FOUND')
  await backfillTrackedJobs(db, userId, jobPostingId)
  const item = await getTrackerItem(db, userId, jobPostingId)
  if (!item) throw new AppError('JOB_NOT_FOUND')
  const stats = await applicationStats(db, [jobPostingId])
  return { item, jobPosting: toJobPosting(row, stats.get(jobPostingId)) }
}
