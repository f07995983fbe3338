import { randomUUID } from 'node:crypto'

import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'

import { AppError } from '#shared/errors.ts'
import {
  RESPONSE_STAGES,
  TRACKER_STAGES,
  TrackerItemSchema,
  type TrackerEvent,
  type TrackerItem,
  type TrackerStage,
  type TrackerSummary,
} from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import type { Versioned } from '#server/db/read-cache.ts'
import { applications, jobPostings, trackedJobs, trackerEvents, trackerVersions } from '#server/db/schema.ts'

/** Starts tracking a freshly analysed job in stage `saved`, with its first event. Idempotent. */
export async function trackNewJob(
  db: Db,
  { userId, jobPostingId, at }: { userId: string; jobPostingId: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(trackedJobs)
      .values({ jobPostingId, userId, stage: 'saved', stageChangedAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ jobPostingId: trackedJobs.jobPostingId })
    if (inserted.length > 0)
      await tx.insert(trackerEvents).values({ id: randomUUID(), jobPostingId, userId, stage: 'saved', at })
  })
}

/**
 * Jobs analysed before the tracker existed (or whose tracking insert failed) get their `saved` row
 * now, dated at the analysis. Concurrent callers (two app processes) insert each row once.
 */
export async function backfillTrackedJobs(db: Db, userId: string, jobPostingId?: string): Promise<void> {
  const missing = await db
    .select({ id: jobPostings.id, analyzedDate: jobPostings.analyzedDate })
    .from(jobPostings)
    .leftJoin(trackedJobs, eq(trackedJobs.jobPostingId, jobPostings.id))
    .where(
      and(
        eq(jobPostings.userId, userId),
        isNull(trackedJobs.jobPostingId),
        jobPostingId ? eq(jobPostings.id, jobPostingId) : undefined,
      ),
    )
  for (const job of missing) await trackNewJob(db, { userId, jobPostingId: job.id, at: job.analyzedDate })
}

/** A tracked job's row as the tracker keeps it. */
export type TrackedJobRow = typeof trackedJobs.$inferSelect

/** What one change of a tracked job writes. */
export type TrackedJobChange = {
  /** The new stage, recorded in the history with `note`; null when the stage stays. */
  stage: TrackerStage | null
  note: string | null
  appliedAt: Date | null
  sentApplicationId: string | null
  notes?: string
  nextActionAt?: Date | null
  at: Date
}

/**
 * Changes one of the user's tracked jobs as `decide` says, from its row and the ids of the job's
 * applications, newest first; `decide` throws to change nothing. The row lock serialises concurrent
 * changes of one job, also across app processes on PostgreSQL.
 */
export async function changeTrackedJob(
  db: Db,
  { userId, jobPostingId }: { userId: string; jobPostingId: string },
  decide: (current: TrackedJobRow, applicationIds: string[]) => TrackedJobChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(trackedJobs)
      .where(eq(trackedJobs.jobPostingId, jobPostingId))
      .for('update')
    if (!current) throw new AppError('JOB_NOT_FOUND')

    const versions = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobPostingId, jobPostingId), eq(applications.userId, userId)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
    const change = decide(
      current,
      versions.map((version) => version.id),
    )

    await tx
      .update(trackedJobs)
      .set({
        ...(change.stage ? { stage: change.stage, stageChangedAt: change.at } : {}),
        appliedAt: change.appliedAt,
        sentApplicationId: change.sentApplicationId,
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
        ...(change.nextActionAt !== undefined ? { nextActionAt: change.nextActionAt } : {}),
        updatedAt: change.at,
      })
      .where(eq(trackedJobs.jobPostingId, jobPostingId))
    if (change.stage) {
      await tx.insert(trackerEvents).values({
        id: randomUUID(),
        jobPostingId,
        userId,
        stage: change.stage,
        note: change.note,
        at: change.at,
      })
    }
  })
}

/** The columns of a tracker item that come from the job and its tracking row. */
function jobColumns() {
  return {
    jobPostingId: trackedJobs.jobPostingId,
    title: jobPostings.title,
    company: jobPostings.company,
    location: jobPostings.location,
    sourceUrl: jobPostings.url,
    stage: trackedJobs.stage,
    stageChangedAt: trackedJobs.stageChangedAt,
    appliedAt: trackedJobs.appliedAt,
    nextActionAt: trackedJobs.nextActionAt,
    notes: trackedJobs.notes,
    matchScore: jobPostings.matchScore,
    sentApplicationId: trackedJobs.sentApplicationId,
    analyzedAt: jobPostings.analyzedDate,
    updatedAt: trackedJobs.updatedAt,
  }
}

/** One item's columns, its applications and stages read beside it (for one row). */
function itemColumns() {
  return {
    ...jobColumns(),
    applicationIds: sql<
      string[] | null
    >`(select array_agg(a.id order by a.created_at desc, a.id desc) from ${applications} a where a.job_posting_id = ${trackedJobs.jobPostingId} and a.user_id = ${trackedJobs.userId})`,
    stagesReached: sql<
      string[] | null
    >`(select array_agg(distinct e.stage) from ${trackerEvents} e where e.job_posting_id = ${trackedJobs.jobPostingId})`,
  }
}

type ItemRow = Omit<
  TrackerItem,
  | 'stage'
  | 'stageChangedAt'
  | 'appliedAt'
  | 'nextActionAt'
  | 'analyzedAt'
  | 'updatedAt'
  | 'applicationIds'
  | 'stagesReached'
> & {
  stage: string
  stageChangedAt: Date
  appliedAt: Date | null
  nextActionAt: Date | null
  analyzedAt: Date
  updatedAt: Date
  applicationIds: string[] | null
  stagesReached: string[] | null
}

const iso = (date: Date | string) => new Date(date).toISOString()

function toItem(row: ItemRow): TrackerItem {
  return TrackerItemSchema.parse({
    ...row,
    stageChangedAt: iso(row.stageChangedAt),
    appliedAt: row.appliedAt ? iso(row.appliedAt) : null,
    nextActionAt: row.nextActionAt ? iso(row.nextActionAt) : null,
    analyzedAt: iso(row.analyzedAt),
    updatedAt: iso(row.updatedAt),
    applicationIds: row.applicationIds ?? [],
    stagesReached: row.stagesReached ?? [row.stage],
  })
}

/**
 * The version of everything a user's tracker list shows, as one value: the counter a trigger raises
 * in the writing transaction for every row written to their jobs, tracking rows, applications and
 * stage events (tracker_versions, migration 0002), so any write to what the list shows, or a row
 * added or deleted, changes it; one row read through its key, however long the list. '0' before the
 * user's first write.
 */
function trackerVersion(userId: string): SQL<string> {
  return sql<string>`coalesce((select ${trackerVersions.version}::text from ${trackerVersions} where ${trackerVersions.userId} = ${userId}), '0')`
}

/** The version of what listTrackerItems would return now, in one small query. */
export async function readTrackerVersion(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ version: trackerVersion(userId) }).from(sql`(select 1) as one`)
  return row?.version ?? ''
}

/**
 * A user's tracked jobs, newest activity first, and their version (trackerVersion), in ONE query.
 * Applications and stages are grouped once for all the user's jobs and joined, not looked up job
 * by job: a list of thousands reads each table once.
 */
export async function listTrackerItems(db: Db, userId: string): Promise<Versioned<TrackerItem[]> | null> {
  const applicationIds = db
    .select({
      jobPostingId: applications.jobPostingId,
      ids: sql<
        string[]
      >`array_agg(${applications.id} order by ${applications.createdAt} desc, ${applications.id} desc)`.as(
        'ids',
      ),
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.jobPostingId)
    .as('application_ids')
  const stagesReached = db
    .select({
      jobPostingId: trackerEvents.jobPostingId,
      stages: sql<string[]>`array_agg(distinct ${trackerEvents.stage})`.as('stages'),
    })
    .from(trackerEvents)
    .where(
      inArray(
        trackerEvents.jobPostingId,
        db.select({ id: trackedJobs.jobPostingId }).from(trackedJobs).where(eq(trackedJobs.userId, userId)),
      ),
    )
    .groupBy(trackerEvents.jobPostingId)
    .as('stages_reached')
  const rows = await db
    .select({
      ...jobColumns(),
      applicationIds: applicationIds.ids,
      stagesReached: stagesReached.stages,
      version: trackerVersion(userId),
    })
    .from(trackedJobs)
    .innerJoin(jobPostings, eq(jobPostings.id, trackedJobs.jobPostingId))
    .leftJoin(applicationIds, eq(applicationIds.jobPostingId, trackedJobs.jobPostingId))
    .leftJoin(stagesReached, eq(stagesReached.jobPostingId, trackedJobs.jobPostingId))
    .where(eq(trackedJobs.userId, userId))
    .orderBy(desc(trackedJobs.updatedAt), desc(jobPostings.analyzedDate), desc(trackedJobs.jobPostingId))
  const [first] = rows
  return first ? { version: first.version, value: rows.map(toItem) } : null
}

/** One page of a user's tracker list (listTrackerPage). */
export type TrackerPage = { items: TrackerItem[]; nextCursor: string | null; summary: TrackerSummary }

/** Where a page starts: the sort key of the last item of the page before. */
type PageKey = { updatedMicros: string; analyzedMicros: string; jobPostingId: string }

const MICROS = /^-?\d{1,20}$/

/** The cursor after an item: its sort key, as opaque text (microseconds, so no row is skipped). */
function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.updatedMicros, key.analyzedMicros, key.jobPostingId])).toString(
    'base64url',
  )
}

/** The key a cursor names; a cursor that is not one of ours is refused as a bad request. */
function decodeCursor(cursor: string): PageKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((part) => typeof part === 'string') &&
      MICROS.test(value[0] as string) &&
      MICROS.test(value[1] as string)
    ) {
      const [updatedMicros, analyzedMicros, jobPostingId] = value as [string, string, string]
      return { updatedMicros, analyzedMicros, jobPostingId }
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('VALIDATION_FAILED', { message: 'The tracker page cursor is not valid.' })
}

const micros = (column: SQL | typeof trackedJobs.updatedAt | typeof jobPostings.analyzedDate) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`
const fromMicros = (value: string) => sql`(to_timestamp(0) + ${value}::bigint * interval '1 microsecond')`

/**
 * The counts the overview shows over ALL of a user's tracked jobs, as one JSON value: uncorrelated
 * subqueries, so the database computes them once per query, not once per row of the page.
 */
function trackerSummary(userId: string): SQL<TrackerSummary> {
  const responseStages = sql.join(
    RESPONSE_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )
  return sql<TrackerSummary>`(select json_build_object(
    'byStage', (select coalesce(json_object_agg(s.stage, s.n), '{}'::json) from (select t.stage, count(*) as n from ${trackedJobs} t where t.user_id = ${userId} group by t.stage) s),
    'sent', (select count(*) from ${trackedJobs} t where t.user_id = ${userId} and t.applied_at is not null),
    'responded', (select count(*) from ${trackedJobs} t where t.user_id = ${userId} and t.applied_at is not null and (t.stage in (${responseStages}) or exists (select 1 from ${trackerEvents} e where e.job_posting_id = t.job_posting_id and e.stage in (${responseStages})))),
    'nextActionDays', (select coalesce(json_object_agg(d.day, d.n), '{}'::json) from (select to_char(t.next_action_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from ${trackedJobs} t where t.user_id = ${userId} and t.next_action_at is not null group by 1) d)
  ))`
}

type RawSummary = {
  byStage: Record<string, number | string>
  sent: number | string
  responded: number | string
  nextActionDays: Record<string, number | string>
}

/** The summary as the contract has it: every stage counted (0 when none), counts as numbers. */
function toSummary(raw: RawSummary | string): TrackerSummary {
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as RawSummary
  const byStage = Object.fromEntries(
    TRACKER_STAGES.map((stage) => [stage, Number(value.byStage[stage] ?? 0)]),
  ) as Record<TrackerStage, number>
  return {
    total: Object.values(byStage).reduce((sum, n) => sum + n, 0),
    byStage,
    sent: Number(value.sent),
    responded: Number(value.responded),
    nextActionDays: Object.fromEntries(
      Object.entries(value.nextActionDays).map(([day, n]) => [day, Number(n)]),
    ),
  }
}

/**
 * One page of a user's tracked jobs, newest activity first, with the summary over all of them and
 * the list's version (trackerVersion), in ONE query: the page's rows through the user's activity
 * index, `limit` of them (one more to know whether a page follows), each with its applications and
 * stages read beside it; null when the user tracks nothing. A cursor past the last job (its jobs were
 * deleted) answers an empty page from one more small query.
 */
export async function listTrackerPage(
  db: Db,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Versioned<TrackerPage> | null> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const rows = await db
    .select({
      ...itemColumns(),
      updatedMicros: micros(trackedJobs.updatedAt),
      analyzedMicros: micros(jobPostings.analyzedDate),
      summary: trackerSummary(userId),
      version: trackerVersion(userId),
    })
    .from(trackedJobs)
    .innerJoin(jobPostings, eq(jobPostings.id, trackedJobs.jobPostingId))
    .where(
      and(
        eq(trackedJobs.userId, userId),
        after
          ? sql`(${trackedJobs.updatedAt}, ${jobPostings.analyzedDate}, ${trackedJobs.jobPostingId}) < (${fromMicros(after.updatedMicros)}, ${fromMicros(after.analyzedMicros)}, ${after.jobPostingId})`
          : undefined,
      ),
    )
    .orderBy(desc(trackedJobs.updatedAt), desc(jobPostings.analyzedDate), desc(trackedJobs.jobPostingId))
    .limit(limit + 1)
  const [first] = rows
  if (!first) {
    if (!after) return null
    const [row] = await db
      .select({ summary: trackerSummary(userId), version: trackerVersion(userId) })
      .from(sql`(select 1) as one`)
    return row
      ? { version: row.version, value: { items: [], nextCursor: null, summary: toSummary(row.summary) } }
      : null
  }
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const nextCursor = rows.length > limit && last ? encodeCursor({ ...last }) : null
  return {
    version: first.version,
    value: { items: page.map(toItem), nextCursor, summary: toSummary(first.summary) },
  }
}

export async function getTrackerItem(
  db: Db,
  userId: string,
  jobPostingId: string,
): Promise<TrackerItem | null> {
  const [row] = await db
    .select(itemColumns())
    .from(trackedJobs)
    .innerJoin(jobPostings, eq(jobPostings.id, trackedJobs.jobPostingId))
    .where(and(eq(trackedJobs.userId, userId), eq(trackedJobs.jobPostingId, jobPostingId)))
    .limit(1)
  return row ? toItem(row) : null
}

/**
 * The version of one job's history (historyOf): the job with its transaction (`xmin`) and its
 * tracking row's, and each of its stage events with theirs; null when the user has no such job. A
 * stage event added or removed, the job tracked, deleted or recreated, changes it.
 */
function historyVersion(userId: string, jobPostingId: string): SQL<string | null> {
  return sql<
    string | null
  >`(select concat_ws(':', j.id, j.xmin::text, t.xmin::text) from ${jobPostings} j left join ${trackedJobs} t on t.job_posting_id = j.id where j.id = ${jobPostingId} and j.user_id = ${userId})
    || (select md5(coalesce(string_agg(concat_ws(':', e.id, e.xmin::text), ',' order by e.id), '')) from ${trackerEvents} e where e.job_posting_id = ${jobPostingId})`
}

/** The version of what listTrackerHistory would return now, in one small query; null: no such job. */
export async function readTrackerHistoryVersion(
  db: Db,
  userId: string,
  jobPostingId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ version: historyVersion(userId, jobPostingId) })
    .from(sql`(select 1) as one`)
  return row?.version ?? null
}

/**
 * The stage changes of one of the user's jobs, oldest first, and their version (historyVersion), in
 * ONE query; null when the user has no such job.
 */
export async function listTrackerHistory(
  db: Db,
  userId: string,
  jobPostingId: string,
): Promise<Versioned<TrackerEvent[]> | null> {
  const rows = await db
    .select({
      stage: trackerEvents.stage,
      at: trackerEvents.at,
      note: trackerEvents.note,
      version: historyVersion(userId, jobPostingId),
    })
    .from(jobPostings)
    .leftJoin(trackerEvents, eq(trackerEvents.jobPostingId, jobPostings.id))
    .where(and(eq(jobPostings.id, jobPostingId), eq(jobPostings.userId, userId)))
    .orderBy(asc(trackerEvents.at), asc(trackerEvents.id))
  const [first] = rows
  if (!first?.version) return null
  const events = rows.flatMap((row) =>
    row.stage !== null && row.at !== null
      ? [{ stage: row.stage as TrackerStage, at: iso(row.at), note: row.note }]
      : [],
  )
  return { version: first.version, value: events }
}
