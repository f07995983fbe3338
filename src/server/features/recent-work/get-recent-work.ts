import { desc, eq, sql, type SQL } from 'drizzle-orm'

import { RECENT_WORK_LIMIT } from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead, type Versioned } from '#server/db/read-cache.ts'
import { applications, jobPostings, variations } from '#server/db/schema.ts'
import { toJobPosting } from '#server/features/jobs/job-posting-repository.ts'

export type GetRecentWorkOptions = { db: Db; userId: string }

type Variation = { style: string; tone: string; content: string }

/** Each analysis's latest application (by creation, then version), as a lateral subquery. */
function latestApplication(db: Db) {
  return db
    .select({
      id: applications.id,
      xmin: sql<string>`${applications}.xmin::text`.as('xmin'),
      matchScore: applications.matchScore,
      resumeContent: applications.resumeContent,
      coverLetter: applications.coverLetter,
      communicationStyle: applications.communicationStyle,
    })
    .from(applications)
    .where(eq(applications.jobPostingId, jobPostings.id))
    .orderBy(desc(applications.createdAt), desc(applications.version))
    .limit(1)
    .as('latest')
}

type Latest = ReturnType<typeof latestApplication>

/**
 * What a listed analysis was read from: the job row, its latest application and their transactions
 * (`xmin`, new with every insert or update of a row), the application count and each variation of the
 * latest application with its transaction. Any write to what the row shows changes it; one that
 * deletes or adds a row changes the list of them.
 */
function rowVersion(latest: Latest): SQL<string> {
  return sql<string>`json_build_array(${jobPostings.id}, ${jobPostings}.xmin::text, ${latest.id}, ${latest.xmin},
    (select count(*) from ${applications} where ${applications.jobPostingId} = ${jobPostings.id}),
    (select json_agg(json_build_array(${variations.id}, ${variations}.xmin::text) order by ${variations.position}) from ${variations} where ${variations.applicationId} = ${latest.id}))::text`
}

// The read and its version select the same rows: this user's analyses, newest first, at most the limit.
const byUser = (userId: string) => eq(jobPostings.userId, userId)
const newestFirst = [desc(jobPostings.analyzedDate), desc(jobPostings.id)]

/** The version of what readRecentWork would return now: one small query over the same rows. */
async function readRecentWorkVersion(db: Db, userId: string): Promise<string> {
  const latest = latestApplication(db)
  const rows = await db
    .select({ version: rowVersion(latest) })
    .from(jobPostings)
    .leftJoinLateral(latest, sql`true`)
    .where(byUser(userId))
    .orderBy(...newestFirst)
    .limit(RECENT_WORK_LIMIT)
  return rows.map((row) => row.version).join('\n')
}

/** One query: the user's latest analyses, each with its application count and latest application. */
async function readRecentWork(db: Db, userId: string): Promise<Versioned<RecentWorkItem[]>> {
  const latest = latestApplication(db)
  const rows = await db
    .select({
      job: jobPostings,
      latest: {
        id: latest.id,
        matchScore: latest.matchScore,
        resumeContent: latest.resumeContent,
        coverLetter: latest.coverLetter,
        communicationStyle: latest.communicationStyle,
      },
      resumeCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobPostingId} = ${jobPostings.id})`,
      variations: sql<
        Variation[]
      >`(select coalesce(json_agg(json_build_object('style', ${variations.style}, 'tone', ${variations.tone}, 'content', ${variations.content}) order by ${variations.position}), '[]'::json) from ${variations} where ${variations.applicationId} = ${latest.id})`,
      version: rowVersion(latest),
    })
    .from(jobPostings)
    .leftJoinLateral(latest, sql`true`)
    .where(byUser(userId))
    .orderBy(...newestFirst)
    .limit(RECENT_WORK_LIMIT)
  const items = rows.map(({ job, latest, resumeCount, variations: items }) => ({
    ...toJobPosting(job, {
      resumeCount: Number(resumeCount),
      communicationStyle: latest?.communicationStyle ?? null,
    }),
    // The latest application's score is the one the user last saw for this job.
    ...(latest ? { matchScore: latest.matchScore } : {}),
    applicationId: latest?.id ?? null,
    resumeContent: latest?.resumeContent ?? null,
    coverLetter: latest?.coverLetter ?? null,
    variations: latest ? items : [],
  }))
  return { version: rows.map((row) => row.version).join('\n'), value: items }
}

/**
 * The user's latest analyses (newest first), each with its latest generated application, shared with
 * other readers (do not edit it). One query; on the embedded database reused until the next write; on
 * PostgreSQL reused while one small query finds the same rows at the same versions, so a write
 * acknowledged by another process is seen by the next read (see read-cache.ts).
 */
export async function getRecentWork({
  db,
  userId,
}: GetRecentWorkOptions): Promise<readonly RecentWorkItem[]> {
  const items = await versionedRead(db, {
    key: `recent-work:${userId}`,
    version: () => readRecentWorkVersion(db, userId),
    read: () => readRecentWork(db, userId),
  })
  return items ?? []
}
