import { and, desc, eq, inArray, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm'

import { RECENT_WORK_LIMIT } from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import type { Db } from '#server/db/client.ts'
import type { Versioned } from '#server/db/read-cache.ts'
import { applications, jobPostings, socialPosts, trackedJobs, variations } from '#server/db/schema.ts'
import { toJobPosting } from '#server/features/jobs/job-posting-repository.ts'

// The queries behind the recent-work list and its two cleanups.

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
export async function readRecentWorkVersion(db: Db, userId: string): Promise<string> {
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
export async function readRecentWork(db: Db, userId: string): Promise<Versioned<RecentWorkItem[]>> {
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

/** Deletes the user's applications (with their variations) but those the tracker records as sent, and their posts. */
export async function deleteGeneratedContent(
  db: Db,
  userId: string,
): Promise<{
  deletedResumes: number
  deletedVariations: number
  deletedLinkedInPosts: number
}> {
  return db.transaction(async (tx) => {
    const apps = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.userId, userId),
          notInArray(
            applications.id,
            tx
              .select({ id: trackedJobs.sentApplicationId })
              .from(trackedJobs)
              .where(isNotNull(trackedJobs.sentApplicationId)),
          ),
        ),
      )
    const appIds = apps.map((a) => a.id)
    const deletedVariations = appIds.length
      ? await tx
          .delete(variations)
          .where(inArray(variations.applicationId, appIds))
          .returning({ id: variations.id })
      : []
    const deletedResumes = appIds.length
      ? await tx
          .delete(applications)
          .where(inArray(applications.id, appIds))
          .returning({ id: applications.id })
      : []
    const deletedPosts = await tx
      .delete(socialPosts)
      .where(eq(socialPosts.userId, userId))
      .returning({ id: socialPosts.id })
    return {
      deletedResumes: deletedResumes.length,
      deletedVariations: deletedVariations.length,
      deletedLinkedInPosts: deletedPosts.length,
    }
  })
}

/**
 * Deletes the user's analyses and applications from before `cutoff`, but jobs the tracker has past
 * `saved` (with all their versions) and applications that were sent.
 */
export async function deleteOldWork(
  db: Db,
  userId: string,
  cutoff: Date,
): Promise<{ deletedJobs: number; deletedResumes: number }> {
  return db.transaction(async (tx) => {
    const oldJobs = await tx
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .leftJoin(trackedJobs, eq(trackedJobs.jobPostingId, jobPostings.id))
      .where(
        and(
          eq(jobPostings.userId, userId),
          lt(jobPostings.analyzedDate, cutoff),
          sql`coalesce(${trackedJobs.stage}, 'saved') = 'saved'`,
          sql`${trackedJobs.sentApplicationId} is null`,
        ),
      )
    const oldJobIds = oldJobs.map((j) => j.id)
    const keptApplications = tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(trackedJobs, eq(trackedJobs.jobPostingId, applications.jobPostingId))
      .where(or(sql`${trackedJobs.stage} <> 'saved'`, eq(trackedJobs.sentApplicationId, applications.id)))
    // Applications of removed jobs would go with them (cascade); delete them explicitly to count them.
    const resumes = await tx
      .delete(applications)
      .where(
        and(
          eq(applications.userId, userId),
          notInArray(applications.id, keptApplications),
          oldJobIds.length
            ? or(lt(applications.createdAt, cutoff), inArray(applications.jobPostingId, oldJobIds))
            : lt(applications.createdAt, cutoff),
        ),
      )
      .returning({ id: applications.id })
    const jobs = oldJobIds.length
      ? await tx
          .delete(jobPostings)
          .where(inArray(jobPostings.id, oldJobIds))
          .returning({ id: jobPostings.id })
      : []
    return { deletedJobs: jobs.length, deletedResumes: resumes.length }
  })
}
