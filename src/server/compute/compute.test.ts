import { readFileSync } from 'node:fs'

import { afterAll, expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import { createComputePool } from '#server/compute/compute.ts'
import { RENDER_FILE } from '#server/features/documents/render-document-file.ts'
import { READ_JOB_PAGE } from '#server/features/jobs/read-job-task.ts'

// The server's compute pool for real: worker threads loading the TypeScript sources, results and
// failures crossing the thread boundary, progress reports in order.

const posting = readFileSync('tests/fixtures/understanding/postings/mech-de.txt', 'utf8')
const pool = createComputePool({ maxThreads: 2 })
afterAll(() => pool.close())

test('the warm-up at start warms every thread of the pool, not only the first', async () => {
  // The second thread's first PDF cost about a second when only one warm-up ran.
  expect(await pool.warm()).toBe(2)
})

test('a posting is read in a worker, and a page that is not one fails as NOT_A_JOB_POSTING', async () => {
  const job = await pool.run(READ_JOB_PAGE, { from: 'text', text: posting, context: { sourceUrl: null } })
  expect(job.title.length).toBeGreaterThan(3)
  expect(job.skills.length).toBeGreaterThan(0)

  const error = await pool
    .run(READ_JOB_PAGE, {
      from: 'text',
      text: 'Our cookie policy explains how we use cookies on this site.',
      context: { sourceUrl: null },
    })
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).code).toBe('NOT_A_JOB_POSTING')
})

test('generation in a worker is guarded and reports its progress in order, all before it resolves', async () => {
  const job = await pool.run(READ_JOB_PAGE, { from: 'text', text: posting, context: { sourceUrl: null } })
  const reports: number[] = []
  const application = await pool.localEngine.generateApplication({
    job,
    profile: defaultProfileSections,
    communicationStyle: 'business_leader',
    speed: 'fast',
    onProgress: (percent) => reports.push(percent),
  })
  expect(application.resumeContent.length).toBeGreaterThan(200)
  expect(reports.length).toBeGreaterThanOrEqual(3)
  expect(reports).toEqual([...reports].sort((a, b) => a - b))
  // The guard's own report comes last.
  expect(reports.at(-1)).toBe(90)
})

test('a PDF is rendered in a worker and comes back as bytes', async () => {
  const pdf = await pool.run(RENDER_FILE, {
    data: {
      applicationId: 'a-1',
      document: null,
      resumeText: 'Jane Doe\n\nSUMMARY\nMechanical design engineer.',
      coverLetterText: 'Dear team,\n\nA paragraph.\n\nKind regards,\nJane Doe',
      company: 'Acme',
      jobTitle: 'Design Engineer',
      createdAt: new Date('2026-01-05T00:00:00Z'),
    },
    kind: 'resume',
    format: 'pdf',
    template: 'sunset',
  })
  expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a burst beyond the queue limit is refused with RATE_LIMITED, and the pool keeps working', async () => {
  const small = createComputePool({ maxThreads: 1, maxQueue: 1 })
  try {
    const read = () => small.run(READ_JOB_PAGE, { from: 'text', text: posting, context: { sourceUrl: null } })
    await read()
    // One runs, one waits, the rest are refused at once.
    const burst = await Promise.allSettled([read(), read(), read(), read()])
    const refused = burst.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect(refused).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
    expect((await read()).title.length).toBeGreaterThan(3)
  } finally {
    await small.close()
  }
})
