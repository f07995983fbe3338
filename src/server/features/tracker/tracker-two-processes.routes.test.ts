import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'

import { TrackerHistoryResponseSchema, TrackerListResponseSchema } from '#shared/tracker/tracker.contract.ts'
import type { Database } from '#server/db/client.ts'
import { applications, jobPostings } from '#server/db/schema.ts'
import { insertJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { makeJob } from '#tests/factories.ts'
import { useTwoInstances } from '#tests/two-instances.ts'

// Every write acknowledged by one instance (a new analysis, a note, a stage change, a generated
// application, a deleted job) is seen by the other's next GET /api/tracker, and every stage change or
// deletion of a job by the other's next GET of its history.

const { isAvailable, instances } = useTwoInstances()
const userId = 'two-instances-tracker'

/** A stored analysis with no tracking row yet: the next list tracks it (the backfill). */
async function analyse(database: Database, id: string, title: string): Promise<void> {
  await insertJobPosting({
    db: database.db,
    id,
    userId,
    profileId: null,
    job: makeJob({ title, company: 'Elbufer Reederei' }),
    authenticInsights: [],
    match: null,
  })
}

async function trackerList(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: `/api/tracker?userId=${userId}` })
  expect(response.statusCode).toBe(200)
  return TrackerListResponseSchema.parse(response.json()).items
}

async function patch(app: FastifyInstance, jobPostingId: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'PATCH', url: `/api/tracker/${jobPostingId}`, payload })
  expect(response.statusCode, response.body).toBe(200)
}

test.skipIf(!isAvailable)(
  'GET /api/tracker on one instance sees every write acknowledged by the other',
  async () => {
    const [reader, writer] = instances()
    const readBoth = async () => {
      // Both read twice, so each has the answer cached before the other writes.
      for (const { app } of [reader, writer, reader, writer]) await trackerList(app)
    }
    await readBoth()
    expect(await trackerList(reader.app)).toEqual([])

    await analyse(writer.database, 'tr-1', 'Disponentin')
    expect(await trackerList(reader.app)).toMatchObject([{ jobPostingId: 'tr-1', stage: 'saved', notes: '' }])
    await readBoth()

    await patch(writer.app, 'tr-1', { userId, notes: 'Call the harbour office' })
    expect(await trackerList(reader.app)).toMatchObject([{ notes: 'Call the harbour office' }])
    await readBoth()

    await patch(writer.app, 'tr-1', { userId, stage: 'screening' })
    expect(await trackerList(reader.app)).toMatchObject([
      { stage: 'screening', stagesReached: expect.arrayContaining(['saved', 'screening']) },
    ])
    await readBoth()

    // An application row only: no job or tracking row changes.
    await writer.database.db.insert(applications).values({
      id: 'tr-app-1',
      userId,
      jobPostingId: 'tr-1',
      communicationStyle: 'business_leader',
      processingSpeed: 'fast',
      resumeContent: 'Resume',
      coverLetter: 'Letter',
      matchScore: 61,
      keyHighlights: [],
      authenticArguments: [],
    })
    expect((await trackerList(reader.app))[0]?.applicationIds).toEqual(['tr-app-1'])
    await readBoth()

    // A second analysis, then the first one deleted.
    await analyse(writer.database, 'tr-2', 'Hafenlogistiker')
    expect((await trackerList(reader.app)).map((item) => item.jobPostingId).sort()).toEqual(['tr-1', 'tr-2'])
    await readBoth()
    await writer.database.db.delete(applications).where(eq(applications.jobPostingId, 'tr-1'))
    await writer.database.db.delete(jobPostings).where(eq(jobPostings.id, 'tr-1'))
    expect((await trackerList(reader.app)).map((item) => item.jobPostingId)).toEqual(['tr-2'])

    // And the other way round.
    await patch(reader.app, 'tr-2', { userId, notes: 'Interview on the ferry' })
    expect((await trackerList(writer.app))[0]?.notes).toBe('Interview on the ferry')
  },
  120_000,
)

async function history(app: FastifyInstance, jobPostingId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/tracker/${jobPostingId}/history?userId=${userId}`,
  })
  if (response.statusCode === 404) return null
  expect(response.statusCode, response.body).toBe(200)
  return TrackerHistoryResponseSchema.parse(response.json()).events.map((event) => [event.stage, event.note])
}

test.skipIf(!isAvailable)(
  'GET /api/tracker/:id/history on one instance sees every stage change acknowledged by the other',
  async () => {
    const [reader, writer] = instances()
    await analyse(writer.database, 'th-1', 'Schiffsmaklerin')
    const readBoth = async () => {
      // Both read twice, so each has the answer cached before the other writes.
      for (const { app } of [reader, writer, reader, writer]) await history(app, 'th-1')
    }
    await readBoth()
    expect(await history(reader.app, 'th-1')).toEqual([['saved', null]])

    await patch(writer.app, 'th-1', { userId, stage: 'screening' })
    expect(await history(reader.app, 'th-1')).toEqual([
      ['saved', null],
      ['screening', null],
    ])
    await readBoth()

    // The other way round.
    await patch(reader.app, 'th-1', { userId, stage: 'interview' })
    expect((await history(writer.app, 'th-1'))?.map(([stage]) => stage)).toEqual([
      'saved',
      'screening',
      'interview',
    ])
    await readBoth()

    // The job deleted: its history is gone for both.
    await writer.database.db.delete(jobPostings).where(eq(jobPostings.id, 'th-1'))
    expect(await history(reader.app, 'th-1')).toBeNull()
    expect(await history(writer.app, 'th-1')).toBeNull()
  },
  120_000,
)
