import { randomUUID } from 'node:crypto'

import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'

import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { RecentWorkResponseSchema } from '#shared/recent-work/recent-work.contract.ts'
import type { Database } from '#server/db/client.ts'
import { applications, jobPostings, variations } from '#server/db/schema.ts'
import { insertJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { useTwoInstances } from '#tests/two-instances.ts'

// Every write acknowledged by one instance (a new analysis, a generated application, an edited
// variation, a cleanup) is seen by the other's next GET /api/recent-work.

const { isAvailable, instances } = useTwoInstances()

const userId = 'two-instances-recent'
const day = 24 * 60 * 60 * 1000

function job(title: string): ExtractedJob {
  return {
    title,
    company: 'Tessera Logistik',
    location: 'Hamburg',
    description: `${title} in our Hamburg depot.`,
    requirements: ['Forklift licence'],
    responsibilities: ['Plan routes'],
    preferred: [],
    skills: ['Route planning'],
    salaryRange: null,
    jobType: 'Full-time',
    remote: false,
    industry: 'Technology',
    sourceUrl: `https://jobs.example.de/${encodeURIComponent(title)}`,
    extractedBy: 'json-ld',
  }
}

async function analyse(db: Database['db'], title: string, analyzedDate: Date): Promise<string> {
  const id = `rw-${randomUUID()}`
  await insertJobPosting({
    db,
    id,
    userId,
    profileId: null,
    job: job(title),
    authenticInsights: [],
    match: { score: 55, breakdown: [], summary: '3 of 5' },
  })
  await db.update(jobPostings).set({ analyzedDate }).where(eq(jobPostings.id, id))
  return id
}

async function generate(db: Database['db'], jobPostingId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(applications).values({
      id,
      userId,
      jobPostingId,
      communicationStyle: 'tech_leader',
      processingSpeed: 'medium',
      resumeContent: `Resume ${id}`,
      coverLetter: `Letter ${id}`,
      matchScore: 64,
      keyHighlights: [],
      authenticArguments: [],
    })
    await tx.insert(variations).values({
      id: `${id}-v1`,
      applicationId: id,
      position: 0,
      style: 'Warm',
      tone: 'personal',
      content: `Variation of ${id}`,
    })
  })
}

async function recentWork(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: `/api/recent-work/${userId}` })
  expect(response.statusCode).toBe(200)
  return RecentWorkResponseSchema.parse(response.json())
}

async function post(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'POST', url, payload: {} })
  expect(response.statusCode, response.body).toBe(200)
}

test.skipIf(!isAvailable)(
  'GET /api/recent-work on one instance sees every write acknowledged by the other',
  async () => {
    const [reader, writer] = instances()
    const now = Date.now()
    const readBoth = async () => {
      // Both read twice, so each has the answer cached before the other writes.
      for (const { app } of [reader, writer, reader, writer]) await recentWork(app)
    }
    await readBoth()
    expect(await recentWork(reader.app)).toEqual([])

    const first = await analyse(writer.database.db, 'Disponent', new Date(now - 60_000))
    expect((await recentWork(reader.app)).map((item) => item.id)).toEqual([first])
    await readBoth()

    await generate(writer.database.db, first, 'rw-app-1')
    expect(await recentWork(reader.app)).toMatchObject([
      {
        id: first,
        applicationId: 'rw-app-1',
        resumeCount: 1,
        variations: [{ content: 'Variation of rw-app-1' }],
      },
    ])
    await readBoth()

    // An edit of a variation only: no job or application row changes.
    await writer.database.db
      .update(variations)
      .set({ content: 'Edited variation' })
      .where(eq(variations.id, 'rw-app-1-v1'))
    expect((await recentWork(reader.app))[0]?.variations).toMatchObject([{ content: 'Edited variation' }])
    await readBoth()

    // A second application for the same job becomes the latest one, and the count grows.
    await generate(writer.database.db, first, 'rw-app-2')
    expect(await recentWork(reader.app)).toMatchObject([{ applicationId: 'rw-app-2', resumeCount: 2 }])

    // Six newer analyses push the first one out of the list.
    const newer: string[] = []
    for (let i = 0; i < 6; i++)
      newer.unshift(await analyse(writer.database.db, `Lagerleiter ${i}`, new Date(now - 50_000 + i * 1000)))
    expect((await recentWork(reader.app)).map((item) => item.id)).toEqual(newer)
    await readBoth()

    // Through the writer's routes: deleting generated content, then week-old analyses.
    await writer.database.db
      .update(jobPostings)
      .set({ analyzedDate: new Date(now - 8 * day) })
      .where(eq(jobPostings.id, newer[0]!))
    expect((await recentWork(reader.app)).map((item) => item.id)).toEqual([...newer.slice(1), first])
    await readBoth()
    await post(writer.app, `/api/cleanup-content/${userId}`)
    expect((await recentWork(reader.app)).map((item) => [item.applicationId, item.resumeCount])).toEqual(
      Array.from({ length: 6 }, () => [null, 0]),
    )
    await readBoth()
    await post(writer.app, `/api/cleanup/${userId}`)
    expect((await recentWork(reader.app)).map((item) => item.id)).toEqual([...newer.slice(1), first])
    // And the other way round.
    await analyse(reader.database.db, 'Schichtleiter', new Date(now))
    expect((await recentWork(writer.app))[0]?.title).toBe('Schichtleiter')
  },
  120_000,
)
