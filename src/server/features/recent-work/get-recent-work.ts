import { desc, eq, sql } from 'drizzle-orm'

import { RECENT_WORK_LIMIT } from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import type { Db } from '#server/db/client.ts'
import { cachedRead } from '#server/db/read-cache.ts'
import { applications, jobPostings, variations } from '#server/db/schema.ts'
import { toJobPosting } from '#server/features/jobs/job-posting-repository.ts'

export type GetRecentWorkOptions = { db: Db; userId: string }

type Variation = { style: string; tone: string; content: string }

/** One query: the user's latest analyses, each with its application count and latest application. */
function readRecentWork(db: Db, userId: string) {
  const latest = db
    .select({
      id: applications.id,
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
  return db
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
    })
    .from(jobPostings)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(jobPostings.userId, userId))
    .orderBy(desc(jobPostings.analyzedDate), desc(jobPostings.id))
    .limit(RECENT_WORK_LIMIT)
}

/** The user's latest analyses (newest first), each with its latest generated application. */
export async function getRecentWork({ db, userId }: GetRecentWorkOptions): Promise<RecentWorkItem[]> {
  // One query; on the embedded database reused until the next write (see read-cache.ts).
  const rows = await cachedRead(db, `recent-work:${userId}`, () => readRecentWork(db, userId))
  return rows.map(({ job, latest, resumeCount, variations: items }) => ({
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
}
