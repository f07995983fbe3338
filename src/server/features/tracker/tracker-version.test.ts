import { eq } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'

import type { Database } from '#server/db/client.ts'
import { applications, jobPostings, trackedJobs } from '#server/db/schema.ts'
import { insertJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { backfillTrackedJobs, readTrackerVersion } from '#server/features/tracker/tracker-repository.ts'
import { makeJob } from '#tests/factories.ts'
import { createTestDatabase } from '#tests/test-app.ts'

let database: Database | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

async function analyse(db: Database['db'], id: string, userId: string): Promise<void> {
  await insertJobPosting({
    db,
    id,
    userId,
    profileId: null,
    job: makeJob({ title: 'Disponentin', company: 'Elbufer Reederei' }),
    authenticInsights: [],
    match: null,
  })
}

test("a user's tracker version moves with every write to what their list shows, and only with theirs", async () => {
  database = await createTestDatabase()
  const { db } = database
  const version = () => readTrackerVersion(db, 'ana')
  const seen = [await version()]
  const moved = async () => {
    const now = await version()
    expect(seen, `version ${now} after the last write`).not.toContain(now)
    seen.push(now)
  }

  await analyse(db, 'job-1', 'ana')
  await moved()
  expect(await version(), 'no write, same version').toBe(seen.at(-1))
  await backfillTrackedJobs(db, 'ana')
  await moved()
  await db.update(trackedJobs).set({ notes: 'Call back' }).where(eq(trackedJobs.jobPostingId, 'job-1'))
  await moved()
  await db.insert(applications).values({
    id: 'app-1',
    userId: 'ana',
    jobPostingId: 'job-1',
    communicationStyle: 'business_leader',
    processingSpeed: 'fast',
    resumeContent: 'Resume',
    coverLetter: 'Letter',
    matchScore: 61,
    keyHighlights: [],
    authenticArguments: [],
  })
  await moved()
  const before = await version()
  await analyse(db, 'job-2', 'ben')
  expect(await version(), "another user's write").toBe(before)
  await db.delete(jobPostings).where(eq(jobPostings.id, 'job-1'))
  await moved()
})
