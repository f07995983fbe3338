import { z } from 'zod'

/** The stages of an application, in the order a board shows them. */
export const TRACKER_STAGES = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
] as const
export const TrackerStageSchema = z.enum(TRACKER_STAGES)
export type TrackerStage = z.infer<typeof TrackerStageSchema>

export const TRACKER_STAGE_LABELS: Record<TrackerStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
}

/** Stages that mean the application went out: reaching one from `saved` records it as sent. */
export const SENT_STAGES: readonly TrackerStage[] = [
  'applied',
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
]

/** Stages that count as an answer from the employer for the response rate. */
export const RESPONSE_STAGES: readonly TrackerStage[] = ['screening', 'interview', 'offer', 'accepted']

export const TrackerItemSchema = z.object({
  jobPostingId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  sourceUrl: z.string().nullable(),
  stage: TrackerStageSchema,
  stageChangedAt: z.iso.datetime({ offset: true }),
  appliedAt: z.iso.datetime({ offset: true }).nullable(),
  nextActionAt: z.iso.datetime({ offset: true }).nullable(),
  notes: z.string(),
  matchScore: z.number().int().nullable(),
  sentApplicationId: z.string().nullable(),
  /** Generated versions for this job, newest first. */
  applicationIds: z.array(z.string()),
  analyzedAt: z.iso.datetime({ offset: true }),
  /** Last activity (stage change, note, next action); the list is ordered by it, newest first. */
  updatedAt: z.iso.datetime({ offset: true }),
  /** Every stage the application has been in, so responses can be counted after a rejection. */
  stagesReached: z.array(TrackerStageSchema),
})
export type TrackerItem = z.infer<typeof TrackerItemSchema>

export const TrackerEventSchema = z.object({
  stage: TrackerStageSchema,
  at: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
})
export type TrackerEvent = z.infer<typeof TrackerEventSchema>

/** Share of sent applications that reached screening or later (null when none was sent). */
function responseRate(items: readonly Pick<TrackerItem, 'appliedAt' | 'stagesReached'>[]): {
  sent: number
  responded: number
  rate: number | null
} {
  const sent = items.filter((item) => item.appliedAt !== null)
  const responded = sent.filter((item) =>
    item.stagesReached.some((stage) => RESPONSE_STAGES.includes(stage)),
  ).length
  return { sent: sent.length, responded, rate: sent.length === 0 ? null : responded / sent.length }
}

/** Counts over all of a person's tracked jobs, sent beside each page of the list. */
export const TrackerSummarySchema = z.object({
  total: z.number().int(),
  byStage: z.record(TrackerStageSchema, z.number().int()),
  /** Applications sent, and of those the ones that reached screening or later (as responseRate). */
  sent: z.number().int(),
  responded: z.number().int(),
  /** Jobs per next-action day (`YYYY-MM-DD`, UTC, as the day was picked). */
  nextActionDays: z.record(z.string(), z.number().int()),
})
export type TrackerSummary = z.infer<typeof TrackerSummarySchema>

/** The summary of these items (all of a person's jobs): what the server sends beside a page. */
export function summariseTracker(
  items: readonly Pick<TrackerItem, 'stage' | 'appliedAt' | 'stagesReached' | 'nextActionAt'>[],
): TrackerSummary {
  const byStage = Object.fromEntries(TRACKER_STAGES.map((stage) => [stage, 0])) as Record<
    TrackerStage,
    number
  >
  const nextActionDays: Record<string, number> = {}
  for (const item of items) {
    byStage[item.stage]++
    if (item.nextActionAt) {
      const day = item.nextActionAt.slice(0, 10)
      nextActionDays[day] = (nextActionDays[day] ?? 0) + 1
    }
  }
  const { sent, responded } = responseRate(items)
  return { total: items.length, byStage, sent, responded, nextActionDays }
}
