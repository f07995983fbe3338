import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { DEFAULT_INDUSTRY } from '#shared/constants.ts'
import { ErrorResponseSchema } from '#shared/errors.ts'
import { TrackerListResponseSchema, trackerUrl } from '#shared/tracker/tracker.contract.ts'
import { summariseTracker } from '#shared/tracker/tracker.schema.ts'
import { jobPostings, trackedJobs, trackerEvents } from '#server/db/schema.ts'
import { listTrackedJobs } from '#server/features/tracker/list-tracked-jobs.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
}, 60_000)
afterAll(() => testApp.close())

const USER = 'pages-user'

/**
 * Seven jobs whose activity times tie (three in the same microsecond, one a microsecond later), in
 * several stages, some applied and answered, some with a next action: the cases a page boundary
 * could split wrongly.
 */
async function storeJobs() {
  const { db } = testApp.database
  const stages = ['saved', 'applied', 'screening', 'rejected', 'interview', 'saved', 'offer'] as const
  for (const [index, stage] of stages.entries()) {
    const id = `pages-job-${index}`
    const title = `Controller ${index}`
    await db.insert(jobPostings).values({
      id,
      userId: USER,
      url: null,
      title,
      company: `Firma ${index}`,
      location: 'Köln',
      data: {
        title,
        company: `Firma ${index}`,
        location: 'Köln',
        description: 'Controlling',
        requirements: [],
        responsibilities: [],
        preferred: [],
        skills: [],
        salaryRange: null,
        jobType: 'Full-time',
        remote: false,
        industry: DEFAULT_INDUSTRY,
        sourceUrl: null,
        extractedBy: 'test',
      },
      authenticInsights: [],
      analyzedDate: new Date(Date.UTC(2026, 0, 1 + (index % 3))),
    })
    const applied = stage !== 'saved'
    await db.insert(trackedJobs).values({
      jobPostingId: id,
      userId: USER,
      stage,
      appliedAt: applied ? new Date(Date.UTC(2026, 1, 1)) : null,
      nextActionAt: index % 2 === 0 ? new Date(Date.UTC(2026, 2, 1 + (index % 4))) : null,
    })
    // A rejection after screening still counts as an answer.
    for (const reached of stage === 'rejected' ? (['saved', 'screening', 'rejected'] as const) : [stage])
      await db
        .insert(trackerEvents)
        .values({ id: `${id}-${reached}`, jobPostingId: id, userId: USER, stage: reached })
  }
  const at = (index: number, time: string) =>
    db.execute(
      sql`update tracked_jobs set updated_at = ${time}::timestamptz where job_posting_id = ${`pages-job-${index}`}`,
    )
  for (const index of [0, 1, 2]) await at(index, '2026-03-01 10:00:00.123456+00')
  await at(3, '2026-03-01 10:00:00.123457+00')
  await at(4, '2026-02-01 09:00:00+00')
  await at(5, '2026-02-01 09:00:00+00')
  await at(6, '2025-12-24 18:30:00.5+00')
}

async function page(query: { limit?: number; cursor?: string | null }) {
  const response = await testApp.app.inject({ method: 'GET', url: trackerUrl(USER, query) })
  expect(response.statusCode).toBe(200)
  return TrackerListResponseSchema.parse(response.json())
}

test('the tracker list comes in pages that together are the whole list, each with the counts of all jobs', async () => {
  await storeJobs()
  const whole = await listTrackedJobs({ db: testApp.database.db, userId: USER })
  expect(whole).toHaveLength(7)
  const summary = summariseTracker(whole)
  expect(summary).toMatchObject({ total: 7, sent: 5, responded: 4 })

  const first = await page({})
  expect(first.items).toEqual(whole)
  expect(first.nextCursor).toBeNull()
  expect(first.summary).toEqual(summary)

  for (const limit of [1, 2, 3]) {
    const ids: string[] = []
    let cursor: string | null = null
    for (let pages = 0; pages < 10; pages++) {
      const next = await page({ limit, cursor })
      expect(next.items.length).toBeLessThanOrEqual(limit)
      expect(next.summary).toEqual(summary)
      ids.push(...next.items.map((item) => item.jobPostingId))
      cursor = next.nextCursor
      if (!cursor) break
    }
    expect(ids).toEqual(whole.map((item) => item.jobPostingId))
  }
})

test('a person with no jobs gets an empty page and zero counts; a cursor or limit not ours is refused', async () => {
  const empty = await testApp.app.inject({ method: 'GET', url: trackerUrl('pages-nobody') })
  expect(TrackerListResponseSchema.parse(empty.json())).toEqual({
    items: [],
    nextCursor: null,
    summary: summariseTracker([]),
  })
  for (const query of [{ cursor: 'not-a-cursor' }, { limit: 0 }, { limit: 501 }]) {
    const response = await testApp.app.inject({ method: 'GET', url: trackerUrl(USER, query) })
    expect(response.statusCode).toBe(400)
    expect(ErrorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED')
  }
})
