import { z } from 'zod'

import { JobPostingSchema } from '#shared/jobs/job.schema.ts'
import {
  TrackerEventSchema,
  TrackerItemSchema,
  TrackerStageSchema,
  TrackerSummarySchema,
} from '#shared/tracker/tracker.schema.ts'

const UserIdSchema = z.string().trim().min(1).max(200)

/** One person's tracker: the person in the query (export, record, one job, its history). */
export const TrackerListQuerySchema = z.object({ userId: UserIdSchema })

/** Jobs per page of GET /api/tracker when the client names no `limit`, and the most it may ask. */
export const TRACKER_PAGE_SIZE = 100
export const TRACKER_PAGE_MAX = 500

/**
 * GET /api/tracker?userId=&limit=&cursor= : one page of the list, newest activity first. `cursor` is
 * the `nextCursor` of the page before (opaque); without it, the first page.
 */
export const TrackerPageQuerySchema = TrackerListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(TRACKER_PAGE_MAX).default(TRACKER_PAGE_SIZE),
  cursor: z.string().min(1).max(400).optional(),
})
export type TrackerPageQuery = z.infer<typeof TrackerPageQuerySchema>

export const TrackerListResponseSchema = z.object({
  items: z.array(TrackerItemSchema),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Counts over every tracked job of the person, not only this page. */
  summary: TrackerSummarySchema,
})
export type TrackerListResponse = z.infer<typeof TrackerListResponseSchema>

export const TrackerJobParamsSchema = z.object({ jobPostingId: z.string().min(1).max(200) })

/** A calendar date (`2026-05-04`) or a date-time with offset; `null` clears the next action. */
export const NextActionAtSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).nullable()

export const UpdateTrackedJobRequestSchema = z
  .object({
    userId: UserIdSchema,
    stage: TrackerStageSchema.optional(),
    /** Recorded with the stage change in the history. */
    note: z.string().trim().max(2000).optional(),
    notes: z.string().max(20_000).optional(),
    nextActionAt: NextActionAtSchema.optional(),
    /** The version that was sent, when moving to `applied` (default: the newest version). */
    applicationId: z.string().min(1).max(200).optional(),
  })
  .strict()
export type UpdateTrackedJobRequest = z.infer<typeof UpdateTrackedJobRequestSchema>
export const UpdateTrackedJobResponseSchema = z.object({ item: TrackerItemSchema })
export type UpdateTrackedJobResponse = z.infer<typeof UpdateTrackedJobResponseSchema>

/** GET /api/tracker/:jobPostingId?userId= : one tracked job with the analysis of its posting. */
export const TrackedJobResponseSchema = z.object({ item: TrackerItemSchema, jobPosting: JobPostingSchema })
export type TrackedJobResponse = z.infer<typeof TrackedJobResponseSchema>

export const TrackerHistoryResponseSchema = z.object({ events: z.array(TrackerEventSchema) })
export type TrackerHistoryResponse = z.infer<typeof TrackerHistoryResponseSchema>

export const TRACKER_URL = '/api/tracker'

export function trackerUrl(userId: string, page: { limit?: number; cursor?: string | null } = {}): string {
  const query = new URLSearchParams({ userId })
  if (page.limit !== undefined) query.set('limit', String(page.limit))
  if (page.cursor) query.set('cursor', page.cursor)
  return `${TRACKER_URL}?${query.toString()}`
}
export function trackedJobUrl(jobPostingId: string): string {
  return `${TRACKER_URL}/${encodeURIComponent(jobPostingId)}`
}
export function trackedJobDetailUrl(userId: string, jobPostingId: string): string {
  return `${trackedJobUrl(jobPostingId)}?userId=${encodeURIComponent(userId)}`
}
export function trackerHistoryUrl(userId: string, jobPostingId: string): string {
  return `${trackedJobUrl(jobPostingId)}/history?userId=${encodeURIComponent(userId)}`
}
export function trackerCsvUrl(userId: string): string {
  return `${TRACKER_URL}/export.csv?userId=${encodeURIComponent(userId)}`
}
export function trackerRecordPdfUrl(userId: string): string {
  return `${TRACKER_URL}/record.pdf?userId=${encodeURIComponent(userId)}`
}
