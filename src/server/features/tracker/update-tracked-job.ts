import { AppError } from '#shared/errors.ts'
import type { UpdateTrackedJobRequest } from '#shared/tracker/tracker.contract.ts'
import { SENT_STAGES, type TrackerItem } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { getJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import {
  backfillTrackedJobs,
  changeTrackedJob,
  getTrackerItem,
} from '#server/features/tracker/tracker-repository.ts'

export type UpdateTrackedJobOptions = {
  db: Db
  jobPostingId: string
  request: UpdateTrackedJobRequest
  now?: Date
}

/**
 * Moves a job to another stage (one event per change), edits its notes and next action date.
 * The first move to a stage that means "sent" records which version was sent; that record never
 * changes afterwards.
 */
export async function updateTrackedJob({
  db,
  jobPostingId,
  request,
  now = new Date(),
}: UpdateTrackedJobOptions): Promise<TrackerItem> {
  const { userId } = request
  if (!(await getJobPosting(db, userId, jobPostingId))) throw new AppError('JOB_NOT_FOUND')
  await backfillTrackedJobs(db, userId, jobPostingId)

  await changeTrackedJob(db, { userId, jobPostingId }, (current, applicationIds) => {
    if (request.applicationId && !applicationIds.includes(request.applicationId)) {
      throw new AppError('APPLICATION_NOT_FOUND', {
        message: 'This job has no application version with that id.',
      })
    }

    const nextStage = request.stage !== undefined && request.stage !== current.stage ? request.stage : null
    const isSent = current.appliedAt !== null || (nextStage !== null && SENT_STAGES.includes(nextStage))
    if (request.applicationId && !isSent) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'A sent version can only be recorded for an application that was sent.',
        issues: [
          {
            path: 'body.applicationId',
            message: 'Move the job to applied to record the version that was sent',
          },
        ],
      })
    }
    if (
      request.applicationId &&
      current.sentApplicationId &&
      request.applicationId !== current.sentApplicationId
    ) {
      throw new AppError('SENT_VERSION_LOCKED')
    }

    return {
      stage: nextStage,
      note: request.note || null,
      appliedAt: current.appliedAt ?? (isSent ? now : null),
      sentApplicationId:
        current.sentApplicationId ?? (isSent ? (request.applicationId ?? applicationIds[0] ?? null) : null),
      ...(request.notes !== undefined ? { notes: request.notes } : {}),
      ...(request.nextActionAt !== undefined
        ? { nextActionAt: request.nextActionAt === null ? null : new Date(request.nextActionAt) }
        : {}),
      at: now,
    }
  })

  const item = await getTrackerItem(db, userId, jobPostingId)
  if (!item) throw new AppError('JOB_NOT_FOUND')
  return item
}
