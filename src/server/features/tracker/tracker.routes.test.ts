import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

import { ApplicationVersionsResponseSchema } from '#shared/applications/application-versions.contract.ts'
import { GenerateApplicationResponseSchema } from '#shared/applications/applications.contract.ts'
import { ErrorResponseSchema } from '#shared/errors.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import {
  TrackedJobResponseSchema,
  TrackerHistoryResponseSchema,
  TrackerListResponseSchema,
  UpdateTrackedJobResponseSchema,
} from '#shared/tracker/tracker.contract.ts'
import { applications, jobPostings, trackedJobs } from '#server/db/schema.ts'
import { insertJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
}, 60_000)
afterAll(() => testApp.close())

const posting = (title: string, company: string) => `${title}
${company} is hiring a ${title} in Hamburg to lead S/4HANA finance projects.

Your responsibilities
- Lead S/4HANA finance workstreams for our plants
- Coach a team of consultants

Your profile
- Experience with SAP S/4HANA and SAP FI/CO
- Experience leading consultant teams
`

async function analyze(
  userId: string,
  title = 'Senior SAP Finance Consultant',
  company = 'Nordhafen Industries',
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/jobs/analyze',
    payload: { description: posting(title, company), userId },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { jobPosting: { id: string } }).jobPosting.id
}

async function generate(
  userId: string,
  jobPostingId: string,
  communicationStyle = 'business_leader',
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/generate-fast',
    payload: { jobDescription: '', jobPostingId, userId, communicationStyle, processingSpeed: 'fast' },
  })
  expect(response.statusCode).toBe(200)
  return GenerateApplicationResponseSchema.parse(response.json()).applicationId
}

async function list(userId: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/tracker?userId=${userId}` })
  expect(response.statusCode).toBe(200)
  return TrackerListResponseSchema.parse(response.json()).items
}

function patch(jobPostingId: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PATCH', url: `/api/tracker/${jobPostingId}`, payload })
}

function errorCode(response: { json: () => unknown }) {
  return ErrorResponseSchema.parse(response.json()).error.code
}

test('every analysed job is tracked as saved, with a first event', async () => {
  const jobId = await analyze('t-saved')
  const [item, ...rest] = await list('t-saved')
  expect(rest).toHaveLength(0)
  expect(item).toMatchObject({
    jobPostingId: jobId,
    title: 'Senior SAP Finance Consultant',
    company: 'Nordhafen Industries',
    stage: 'saved',
    appliedAt: null,
    sentApplicationId: null,
    notes: '',
    applicationIds: [],
  })
  const history = await testApp.app.inject({
    method: 'GET',
    url: `/api/tracker/${jobId}/history?userId=t-saved`,
  })
  expect(TrackerHistoryResponseSchema.parse(history.json()).events).toEqual([
    { stage: 'saved', at: item?.stageChangedAt, note: null },
  ])
  expect(await list('someone-else')).toEqual([])
  const detail = await testApp.app.inject({ method: 'GET', url: `/api/tracker/${jobId}?userId=t-saved` })
  expect(TrackedJobResponseSchema.parse(detail.json())).toMatchObject({
    item,
    jobPosting: { id: jobId, company: 'Nordhafen Industries' },
  })
  const foreign = await testApp.app.inject({
    method: 'GET',
    url: `/api/tracker/${jobId}?userId=someone-else`,
  })
  expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'JOB_NOT_FOUND'])
})

test('a browser gets the tracker list compressed, the same JSON in every encoding', async () => {
  const userId = 't-compressed'
  for (const company of ['Alster AG', 'Binnen GmbH', 'Elbe Logistics', 'Nordhafen Industries'])
    await analyze(userId, 'Controller', company)
  const get = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/tracker?userId=${userId}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
  const plain = await get()
  expect(plain.headers['content-encoding']).toBeUndefined()
  const expected = TrackerListResponseSchema.parse(plain.json())
  expect(expected.items).toHaveLength(4)
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
  ] as const) {
    const response = await get(accept)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(decoders[encoding](response.rawPayload).toString())).toEqual(expected)
  }
  expect((await get('identity')).headers['content-encoding']).toBeUndefined()
})

test('a job’s history answers from the cache until a write changes it', async () => {
  const userId = 't-history-cache'
  const jobId = await analyze(userId)
  const stages = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tracker/${jobId}/history?userId=${userId}`,
    })
    expect(response.statusCode).toBe(200)
    return TrackerHistoryResponseSchema.parse(response.json()).events.map((event) => event.stage)
  }
  expect(await stages()).toEqual(['saved'])
  const select = vi.spyOn(testApp.database.db, 'select')
  try {
    expect(await stages()).toEqual(['saved'])
    // Embedded: no query at all; PostgreSQL: only the small version query, not the read.
    expect(select).toHaveBeenCalledTimes(testApp.database.kind === 'pglite' ? 0 : 1)
    expect((await patch(jobId, { userId, stage: 'screening' })).statusCode).toBe(200)
    select.mockClear()
    expect(await stages()).toEqual(['saved', 'screening'])
    expect(select).toHaveBeenCalled()
  } finally {
    select.mockRestore()
  }
})

test('jobs analysed before the tracker existed appear too, dated at their analysis', async () => {
  const job: ExtractedJob = {
    title: 'Data Analyst',
    company: 'Northwind',
    location: 'Berlin',
    description: '<p>Data Analyst</p>',
    requirements: ['SQL'],
    responsibilities: [],
    preferred: [],
    skills: ['SQL'],
    salaryRange: null,
    jobType: null,
    remote: null,
    industry: 'Technology',
    sourceUrl: 'https://jobs.example.com/1',
    extractedBy: 'json-ld',
  }
  await insertJobPosting({
    db: testApp.database.db,
    id: 'legacy-job',
    userId: 't-legacy',
    profileId: null,
    job,
    authenticInsights: [],
    match: null,
  })
  const analyzedDate = new Date('2026-01-05T09:00:00.000Z')
  await testApp.database.db.update(jobPostings).set({ analyzedDate }).where(eq(jobPostings.id, 'legacy-job'))
  const [item] = await list('t-legacy')
  expect(item).toMatchObject({
    jobPostingId: 'legacy-job',
    stage: 'saved',
    stageChangedAt: analyzedDate.toISOString(),
  })
  expect(await list('t-legacy')).toHaveLength(1)
  const history = await testApp.app.inject({
    method: 'GET',
    url: '/api/tracker/legacy-job/history?userId=t-legacy',
  })
  expect(history.json()).toEqual({ events: [{ stage: 'saved', at: analyzedDate.toISOString(), note: null }] })
})

test('moving to applied records the chosen version as sent; it never changes afterwards', async () => {
  const userId = 't-sent'
  const jobId = await analyze(userId)
  const first = await generate(userId, jobId, 'business_leader')
  const second = await generate(userId, jobId, 'tech_leader')

  const versions = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications?userId=${userId}&jobPostingId=${jobId}`,
  })
  expect(
    ApplicationVersionsResponseSchema.parse(versions.json()).versions.map((v) => [
      v.id,
      v.communicationStyle,
    ]),
  ).toEqual([
    [second, 'tech_leader'],
    [first, 'business_leader'],
  ])

  const applied = await patch(jobId, {
    userId,
    stage: 'applied',
    applicationId: first,
    note: 'Sent through the careers page',
  })
  expect(applied.statusCode).toBe(200)
  const { item } = UpdateTrackedJobResponseSchema.parse(applied.json())
  expect(item).toMatchObject({ stage: 'applied', sentApplicationId: first, applicationIds: [second, first] })
  expect(item.appliedAt).toBe(item.stageChangedAt)

  const documentUrl = `/api/applications/${first}/document?kind=package&format=txt`
  const before = await testApp.app.inject({ method: 'GET', url: documentUrl })
  expect(before.statusCode).toBe(200)
  const storedBefore = (await testApp.app.inject({ method: 'GET', url: `/api/applications/${first}` })).json()

  // Regenerating adds a version; the sent one and its documents stay as they were.
  const third = await generate(userId, jobId, 'apple_creative')
  expect(third).not.toBe(first)
  const locked = await patch(jobId, { userId, stage: 'interview', applicationId: third })
  expect(locked.statusCode).toBe(409)
  expect(errorCode(locked)).toBe('SENT_VERSION_LOCKED')

  const moved = UpdateTrackedJobResponseSchema.parse(
    (await patch(jobId, { userId, stage: 'screening' })).json(),
  ).item
  expect(moved).toMatchObject({
    stage: 'screening',
    sentApplicationId: first,
    appliedAt: item.appliedAt,
    applicationIds: [third, second, first],
  })
  expect((await testApp.app.inject({ method: 'GET', url: `/api/applications/${first}` })).json()).toEqual(
    storedBefore,
  )
  expect((await testApp.app.inject({ method: 'GET', url: documentUrl })).body).toBe(before.body)

  // Neither cleanup removes the sent version, nor the job that is past "saved"; neither fails on it.
  const cleanupContent = await testApp.app.inject({ method: 'POST', url: `/api/cleanup-content/${userId}` })
  expect(cleanupContent.statusCode).toBe(200)
  await testApp.database.db
    .update(jobPostings)
    .set({ analyzedDate: new Date('2025-01-01T00:00:00Z') })
    .where(eq(jobPostings.id, jobId))
  await testApp.database.db
    .update(applications)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(applications.jobPostingId, jobId))
  // The letter is dated at its creation, which the line above moved: compare with that.
  const aged = await testApp.app.inject({ method: 'GET', url: documentUrl })
  const cleanupOld = await testApp.app.inject({ method: 'POST', url: `/api/cleanup/${userId}` })
  expect(cleanupOld.statusCode).toBe(200)
  expect(cleanupOld.json()).toMatchObject({ deletedJobs: 0, deletedResumes: 0 })
  const [after] = await list(userId)
  expect(after).toMatchObject({
    jobPostingId: jobId,
    stage: 'screening',
    sentApplicationId: first,
    applicationIds: [first],
  })
  expect((await testApp.app.inject({ method: 'GET', url: documentUrl })).body).toBe(aged.body)

  const history = TrackerHistoryResponseSchema.parse(
    (
      await testApp.app.inject({ method: 'GET', url: `/api/tracker/${jobId}/history?userId=${userId}` })
    ).json(),
  ).events
  expect(history.map((e) => [e.stage, e.note])).toEqual([
    ['saved', null],
    ['applied', 'Sent through the careers page'],
    ['screening', null],
  ])
}, 120_000)

test('moving to applied without a version picks the newest; a saved job old enough is cleaned up', async () => {
  const userId = 't-newest'
  const jobId = await analyze(userId)
  const oldJob = await analyze(userId, 'Finance Manager', 'Elbe Logistics')
  const older = await generate(userId, jobId)
  const newest = await generate(userId, jobId, 'tech_leader')
  const { item } = UpdateTrackedJobResponseSchema.parse(
    (await patch(jobId, { userId, stage: 'interview' })).json(),
  )
  expect(item).toMatchObject({ stage: 'interview', sentApplicationId: newest })
  expect(item.appliedAt).not.toBeNull()
  expect(item.stagesReached).toEqual(expect.arrayContaining(['saved', 'interview']))
  expect(older).not.toBe(newest)

  await testApp.database.db
    .update(jobPostings)
    .set({ analyzedDate: new Date('2025-01-01T00:00:00Z') })
    .where(eq(jobPostings.userId, userId))
  const cleanup = await testApp.app.inject({ method: 'POST', url: `/api/cleanup/${userId}` })
  expect(cleanup.json()).toMatchObject({ deletedJobs: 1 })
  expect((await list(userId)).map((i) => i.jobPostingId)).toEqual([jobId])
  expect(
    await testApp.database.db.select().from(trackedJobs).where(eq(trackedJobs.jobPostingId, oldJob)),
  ).toEqual([])
}, 120_000)

test('notes, next action and newest-activity order', async () => {
  const userId = 't-notes'
  const a = await analyze(userId, 'Controller', 'Alster AG')
  const b = await analyze(userId, 'Accountant', 'Binnen GmbH')
  expect((await list(userId)).map((i) => i.jobPostingId)).toEqual([b, a])
  const response = await patch(a, { userId, notes: 'Call Ms Schulz on Monday', nextActionAt: '2026-05-04' })
  expect(response.statusCode).toBe(200)
  expect(UpdateTrackedJobResponseSchema.parse(response.json()).item).toMatchObject({
    stage: 'saved',
    notes: 'Call Ms Schulz on Monday',
    nextActionAt: '2026-05-04T00:00:00.000Z',
    appliedAt: null,
  })
  expect((await list(userId)).map((i) => i.jobPostingId)).toEqual([a, b])
  const cleared = await patch(a, { userId, nextActionAt: null })
  expect(UpdateTrackedJobResponseSchema.parse(cleared.json()).item.nextActionAt).toBeNull()
  const withdrawn = UpdateTrackedJobResponseSchema.parse(
    (await patch(b, { userId, stage: 'withdrawn' })).json(),
  ).item
  expect(withdrawn).toMatchObject({ stage: 'withdrawn', appliedAt: null, sentApplicationId: null })
}, 60_000)

test('bad input is 400, another user’s job or version is 404', async () => {
  const userId = 't-errors'
  const jobId = await analyze(userId)
  const cases: [Record<string, unknown>, number, string][] = [
    [{ userId, stage: 'ghosted' }, 400, 'VALIDATION_FAILED'],
    [{ userId, nextActionAt: '2026-13-45' }, 400, 'VALIDATION_FAILED'],
    [{ userId, nextActionAt: 'next Tuesday' }, 400, 'VALIDATION_FAILED'],
    [{ stage: 'applied' }, 400, 'VALIDATION_FAILED'],
    [{ userId, stage: 'applied', unknownField: 1 }, 400, 'VALIDATION_FAILED'],
    [{ userId, applicationId: 'nope', stage: 'applied' }, 404, 'APPLICATION_NOT_FOUND'],
    [{ userId: 'intruder', stage: 'applied' }, 404, 'JOB_NOT_FOUND'],
  ]
  for (const [payload, status, code] of cases) {
    const response = await patch(jobId, payload)
    expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), status])
    expect(errorCode(response)).toBe(code)
  }
  const otherVersion = await generate('t-errors-other', await analyze('t-errors-other'))
  expect(errorCode(await patch(jobId, { userId, stage: 'applied', applicationId: otherVersion }))).toBe(
    'APPLICATION_NOT_FOUND',
  )
  const recordWhileSaved = await patch(jobId, { userId, applicationId: otherVersion })
  expect(recordWhileSaved.statusCode).toBe(404)
  expect((await patch('missing-job', { userId, stage: 'applied' })).statusCode).toBe(404)

  const history = await testApp.app.inject({
    method: 'GET',
    url: `/api/tracker/${jobId}/history?userId=intruder`,
  })
  expect([history.statusCode, errorCode(history)]).toEqual([404, 'JOB_NOT_FOUND'])
  expect((await testApp.app.inject({ method: 'GET', url: `/api/tracker/${jobId}/history` })).statusCode).toBe(
    400,
  )
  expect((await testApp.app.inject({ method: 'GET', url: '/api/tracker' })).statusCode).toBe(400)
  expect((await testApp.app.inject({ method: 'GET', url: '/api/tracker/export.csv' })).statusCode).toBe(400)
  const versions = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications?userId=intruder&jobPostingId=${jobId}`,
  })
  expect([versions.statusCode, errorCode(versions)]).toEqual([404, 'JOB_NOT_FOUND'])
  expect(
    (await testApp.app.inject({ method: 'GET', url: `/api/applications?userId=${userId}` })).statusCode,
  ).toBe(400)
  // The job is untouched by every refused change.
  expect((await list(userId))[0]).toMatchObject({ stage: 'saved', appliedAt: null, sentApplicationId: null })
}, 120_000)

test('a version can only be recorded as sent once the application was sent', async () => {
  const userId = 't-record'
  const jobId = await analyze(userId)
  const version = await generate(userId, jobId)
  const early = await patch(jobId, { userId, applicationId: version })
  expect([early.statusCode, errorCode(early)]).toEqual([400, 'VALIDATION_FAILED'])
}, 60_000)

test('the CSV export quotes per RFC 4180 and neutralises formulas', async () => {
  const userId = 't-csv'
  const jobId = await analyze(userId, 'Controller', 'Alster AG')
  await testApp.database.db
    .update(jobPostings)
    .set({
      company: '=HYPERLINK("http://evil.example","Click")',
      title: 'Head of "Finance", DACH',
      location: '@Hamburg',
    })
    .where(eq(jobPostings.id, jobId))
  await patch(jobId, { userId, stage: 'applied', notes: '-2+3\nsecond line' })
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tracker/export.csv?userId=${userId}`,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="careerforge-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  const text = response.body.replace(/^\uFEFF/, '')
  const [header, row, end] = text.split('\r\n')
  // A line break inside a cell stays inside the quoted cell.
  expect(header).toBe('Applied date,Company,Role,Location,Stage,Source URL,Last change,Notes')
  const today = new Date().toISOString().slice(0, 10)
  expect(row).toBe(
    `${today},"'=HYPERLINK(""http://evil.example"",""Click"")","Head of ""Finance"", DACH",'@Hamburg,Applied,,${today},"'-2+3\nsecond line"`,
  )
  expect(end).toBe('')
  expect(text.endsWith('\r\n')).toBe(true)
}, 60_000)

const execFileAsync = promisify(execFile)

test('the record of applications PDF lists the sent applications with date, company, role, channel and outcome', async () => {
  const userId = 't-pdf'
  const sent = await analyze(userId, 'Controller', 'Alster AG')
  await analyze(userId, 'Accountant', 'Binnen GmbH')
  await patch(sent, { userId, stage: 'rejected' })
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tracker/record.pdf?userId=${userId}`,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  const dir = await mkdtemp(path.join(tmpdir(), 'tracker-pdf-'))
  try {
    const file = path.join(dir, 'record.pdf')
    await writeFile(file, response.rawPayload)
    const { stdout } = await execFileAsync('pdftotext', ['-layout', file, '-'])
    expect(stdout).toContain('Record of applications')
    expect(stdout).toMatch(/Controller\s+Not recorded\s+Rejected/)
    expect(stdout).toContain('Alster AG')
    expect(stdout).not.toContain('Binnen GmbH')
    expect(stdout).toContain('Applications: 1')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}, 60_000)
