import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'

import { COMMUNICATION_STYLES, type CommunicationStyle } from '#shared/constants.ts'
import {
  ExtractedJobSchema,
  type ExtractedJob,
  type JobPosting,
  type MatchResult,
} from '#shared/jobs/job.schema.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings } from '#server/db/schema.ts'

type JobRow = typeof jobPostings.$inferSelect
export type ApplicationStats = { resumeCount: number; communicationStyle: string | null }

/** The stored analysis as the API shape. JSON columns are re-parsed so old rows never drift. */
export function toJobPosting(
  row: JobRow,
  stats: ApplicationStats = { resumeCount: 0, communicationStyle: null },
): JobPosting {
  const data = ExtractedJobSchema.parse(row.data)
  const style = stats.communicationStyle ?? row.communicationStyle
  return {
    ...data,
    id: row.id,
    userId: row.userId,
    jobTitle: data.title,
    url: row.url,
    analyzedDate: row.analyzedDate.toISOString(),
    authenticInsights: row.authenticInsights,
    matchScore: row.matchScore,
    match: row.match ?? null,
    communicationStyle: COMMUNICATION_STYLES.includes(style as CommunicationStyle)
      ? (style as CommunicationStyle)
      : null,
    contentGenerated: stats.resumeCount > 0,
    resumeCount: stats.resumeCount,
  }
}

export type InsertJobPostingOptions = {
  db: Db
  id: string
  userId: string
  profileId: string | null
  job: ExtractedJob
  authenticInsights: string[]
  match: MatchResult | null
}

/** The columns an analysis writes, read from the job as it was extracted. */
function rowValues(job: ExtractedJob, authenticInsights: string[], match: MatchResult | null) {
  return {
    url: job.sourceUrl,
    title: job.title,
    company: job.company,
    location: job.location,
    data: job,
    authenticInsights,
    matchScore: match?.score ?? null,
    match,
  }
}

export async function insertJobPosting({
  db,
  id,
  userId,
  profileId,
  job,
  authenticInsights,
  match,
}: InsertJobPostingOptions): Promise<JobRow> {
  const [row] = await db
    .insert(jobPostings)
    .values({
      id,
      userId,
      profileId,
      ...rowValues(job, authenticInsights, match),
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/**
 * Stores an analysis. A posting the user has analysed before (the same link, or for pasted text the
 * same title, company and text) is the same job: its row is refreshed in place and dated now, so the
 * tracker keeps one card with its history and the applications written for it.
 */
export async function saveJobPosting(options: InsertJobPostingOptions): Promise<JobRow> {
  const { userId, profileId, job, authenticInsights, match } = options
  const sameJob = job.sourceUrl
    ? eq(jobPostings.url, job.sourceUrl)
    : and(
        isNull(jobPostings.url),
        eq(jobPostings.title, job.title),
        eq(jobPostings.company, job.company),
        sql`${jobPostings.data}->>'description' = ${job.description}`,
      )
  return options.db.transaction(async (db) => {
    const [earlier] = await db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(and(eq(jobPostings.userId, userId), sameJob))
      .orderBy(desc(jobPostings.analyzedDate))
      .limit(1)
    if (!earlier) return insertJobPosting({ ...options, db })
    const [row] = await db
      .update(jobPostings)
      .set({
        ...rowValues(job, authenticInsights, match),
        profileId,
        analyzedDate: new Date(),
      })
      .where(eq(jobPostings.id, earlier.id))
      .returning()
    if (!row) throw new Error('update returned no row')
    return row
  })
}

/** Application count and latest style per job, for recent work. */
export async function applicationStats(db: Db, jobIds: string[]): Promise<Map<string, ApplicationStats>> {
  const stats = new Map<string, ApplicationStats>()
  if (jobIds.length === 0) return stats
  const rows = await db
    .select({
      jobPostingId: applications.jobPostingId,
      count: sql<number>`count(*)::int`,
      style: sql<
        string | null
      >`(array_agg(${applications.communicationStyle} order by ${applications.createdAt} desc))[1]`,
    })
    .from(applications)
    .where(inArray(applications.jobPostingId, jobIds))
    .groupBy(applications.jobPostingId)
  for (const row of rows)
    if (row.jobPostingId)
      stats.set(row.jobPostingId, { resumeCount: Number(row.count), communicationStyle: row.style })
  return stats
}

/** A user's latest analyses, newest first. */
/** The posting as it was read (the extracted job), or null when the user has none with this id. */
export async function loadJobPosting(
  db: Db,
  userId: string,
  jobPostingId: string,
): Promise<ExtractedJob | null> {
  const [row] = await db
    .select({ data: jobPostings.data })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, jobPostingId), eq(jobPostings.userId, userId)))
    .limit(1)
  return row?.data ?? null
}

export async function getJobPosting(db: Db, userId: string, id: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.userId, userId)))
    .limit(1)
  return row ?? null
}
