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
export function responseRate(items: readonly Pick<TrackerItem, 'appliedAt' | 'stagesReached'>[]): {
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
