import { asc, desc, inArray } from 'drizzle-orm'

import { RECENT_WORK_LIMIT } from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import type { Db } from '#server/db/client.ts'
import { applications, variations } from '#server/db/schema.ts'
import {
  applicationStats,
  listJobPostings,
  toJobPosting,
} from '#server/features/jobs/job-posting-repository.ts'

export type GetRecentWorkOptions = { db: Db; userId: string }

/** The user's latest analyses (newest first), each with its latest generated application. */
export async function getRecentWork({ db, userId }: GetRecentWorkOptions): Promise<RecentWorkItem[]> {
  const rows = await listJobPostings(db, userId, RECENT_WORK_LIMIT)
  const ids = rows.map((r) => r.id)
  const stats = await applicationStats(db, ids)
  const apps = ids.length
    ? await db
        .select()
        .from(applications)
        .where(inArray(applications.jobPostingId, ids))
        .orderBy(desc(applications.createdAt), desc(applications.version))
    : []
  const latest = new Map<string, (typeof apps)[number]>()
  for (const app of apps)
    if (app.jobPostingId && !latest.has(app.jobPostingId)) latest.set(app.jobPostingId, app)
  const appIds = [...latest.values()].map((a) => a.id)
  const variationRows = appIds.length
    ? await db
        .select()
        .from(variations)
        .where(inArray(variations.applicationId, appIds))
        .orderBy(asc(variations.position))
    : []
  return rows.map((row) => {
    const app = latest.get(row.id)
    return {
      ...toJobPosting(row, stats.get(row.id)),
      // The latest application's score is the one the user last saw for this job.
      ...(app ? { matchScore: app.matchScore } : {}),
      applicationId: app?.id ?? null,
      resumeContent: app?.resumeContent ?? null,
      coverLetter: app?.coverLetter ?? null,
      variations: variationRows
        .filter((v) => v.applicationId === app?.id)
        .map((v) => ({ style: v.style, tone: v.tone, content: v.content })),
    }
  })
}
