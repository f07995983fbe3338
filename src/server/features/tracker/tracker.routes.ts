import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  TrackedJobResponseSchema,
  TrackerHistoryResponseSchema,
  TrackerJobParamsSchema,
  TrackerListQuerySchema,
  TrackerListResponseSchema,
  TrackerPageQuerySchema,
  UpdateTrackedJobRequestSchema,
  UpdateTrackedJobResponseSchema,
} from '#shared/tracker/tracker.contract.ts'
import type { TrackerEvent } from '#shared/tracker/tracker.schema.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { sendDownload } from '#server/http/send-download.ts'
import { sharedBody } from '#server/http/shared-body.ts'
import { exportTrackerCsv } from '#server/features/tracker/export-tracker-csv.ts'
import { getTrackedJob } from '#server/features/tracker/get-tracked-job.ts'
import { getTrackerHistory } from '#server/features/tracker/get-tracker-history.ts'
import { listTrackerPageOf } from '#server/features/tracker/list-tracker-page.ts'
import type { TrackerPage } from '#server/features/tracker/tracker-repository.ts'
import { updateTrackedJob } from '#server/features/tracker/update-tracked-job.ts'

/** One tracked job of one person: the job in the path, the person in the query. */
const jobOfUser = { params: TrackerJobParamsSchema, querystring: TrackerListQuerySchema }

// A page of the list is shared until it changes (list-tracker-page.ts): its body is written once per page.
const trackerListBody = sharedBody<TrackerPage>(TrackerListResponseSchema, '/api/tracker')
// A job's history likewise (get-tracker-history.ts).
const trackerHistoryBody = sharedBody<readonly TrackerEvent[]>(
  TrackerHistoryResponseSchema,
  '/api/tracker/:jobPostingId/history',
  (events) => ({ events }),
)

const today = () => new Date().toISOString().slice(0, 10)

export function trackerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db

    app.get(
      '/api/tracker',
      { schema: { querystring: TrackerPageQuerySchema, response: { 200: TrackerListResponseSchema } } },
      async (request, reply) => {
        const page = await listTrackerPageOf({ db, ...request.query })
        return trackerListBody.send(reply.header('cache-control', 'no-store'), page)
      },
    )

    app.get(
      '/api/tracker/export.csv',
      { schema: { querystring: TrackerListQuerySchema } },
      async (request, reply) => {
        const csv = await exportTrackerCsv({ db, userId: request.query.userId })
        return sendDownload(reply, {
          contentType: 'text/csv; charset=utf-8',
          fileName: `careerforge-applications-${today()}.csv`,
          body: csv,
        })
      },
    )

    app.get(
      '/api/tracker/record.pdf',
      { schema: { querystring: TrackerListQuerySchema } },
      async (request, reply) => {
        // react-pdf loads on first use, not at start-up.
        const { renderApplicationRecord } =
          await import('#server/features/tracker/render-application-record.tsx')
        const pdf = await renderApplicationRecord({ db, userId: request.query.userId })
        return sendDownload(reply, {
          contentType: 'application/pdf',
          fileName: `record-of-applications-${today()}.pdf`,
          body: pdf,
        })
      },
    )

    app.patch(
      '/api/tracker/:jobPostingId',
      {
        schema: {
          params: TrackerJobParamsSchema,
          body: UpdateTrackedJobRequestSchema,
          response: { 200: UpdateTrackedJobResponseSchema },
        },
      },
      async (request) => ({
        item: await updateTrackedJob({
          db,
          jobPostingId: request.params.jobPostingId,
          request: request.body,
        }),
      }),
    )

    app.get(
      '/api/tracker/:jobPostingId',
      { schema: { ...jobOfUser, response: { 200: TrackedJobResponseSchema } } },
      async (request) =>
        getTrackedJob({ db, userId: request.query.userId, jobPostingId: request.params.jobPostingId }),
    )

    app.get(
      '/api/tracker/:jobPostingId/history',
      { schema: { ...jobOfUser, response: { 200: TrackerHistoryResponseSchema } } },
      async (request, reply) => {
        const events = await getTrackerHistory({
          db,
          userId: request.query.userId,
          jobPostingId: request.params.jobPostingId,
        })
        return trackerHistoryBody.send(reply, events)
      },
    )
  }
}
