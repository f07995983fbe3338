import { afterAll, beforeAll, expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import { AnalyzeJobResponseSchema } from '#shared/jobs/jobs.contract.ts'
import { RecentWorkResponseSchema } from '#shared/recent-work/recent-work.contract.ts'
import { TrackerListResponseSchema, trackedJobUrl, trackerUrl } from '#shared/tracker/tracker.contract.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import {
  html,
  readFixture,
  redirect,
  startFixtureServer,
  type FixtureServer,
} from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let server: FixtureServer
let testApp: TestApp

beforeAll(async () => {
  server = await startFixtureServer({
    '/jobs/data-engineer': html(await readFixture('jsonld-graph.html')),
    '/jobs/customer-success': html(await readFixture('readable-traps.html')),
    '/jobs/moved': redirect('/jobs/data-engineer', 301),
    '/jobs': html(await readFixture('listing.html')),
    '/blog/resume-tips': html(await readFixture('article.html')),
    '/jobs/filled': html(await readFixture('expired.html')),
    '/jobs/server-error': html('<h1>Internal error</h1>', 500),
    '/jobs/posting.json': (_req, res) =>
      void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 5,
          absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/5',
          title: 'Support Lead',
          company_name: 'Acme Health',
          location: { name: 'Austin, TX' },
          content:
            '&lt;h3&gt;Responsibilities&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Lead the support team&lt;/li&gt;&lt;/ul&gt;',
        }),
      ),
  })
  testApp = await createTestApp({ env: { ALLOW_PRIVATE_URLS: '1' } })
})
afterAll(async () => {
  await testApp.close()
  await server.close()
})

async function analyze(body: Record<string, unknown>, app = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/jobs/analyze', payload: body })
}

test('a posting link becomes a stored analysis with insights and a computed match score', async () => {
  const response = await analyze({ url: `${server.origin}/jobs/data-engineer`, userId: 'user-analyze' })
  expect(response.statusCode).toBe(200)
  const { jobPosting } = AnalyzeJobResponseSchema.parse(response.json())
  expect(jobPosting).toMatchObject({
    title: 'Senior Data Engineer',
    jobTitle: 'Senior Data Engineer',
    company: 'Northwind Analytics GmbH',
    location: 'Berlin, DE',
    salaryRange: 'EUR 65,000–80,000 per year',
    jobType: 'Full-time',
    userId: 'user-analyze',
    sourceUrl: `${server.origin}/jobs/data-engineer`,
    contentGenerated: false,
    resumeCount: 0,
  })
  expect(jobPosting.requirements).toEqual(['5+ years of Python and SQL', 'Experience with k8s in production'])
  expect(jobPosting.authenticInsights.length).toBeGreaterThan(0)
  expect(jobPosting.authenticInsights.join(' ')).toContain('5+ years of Python and SQL')
  expect(jobPosting.matchScore).toBe(jobPosting.match?.score)
  expect(jobPosting.match?.breakdown.length).toBeGreaterThan(0)
  expect(Number.isNaN(Date.parse(jobPosting.analyzedDate))).toBe(false)

  const recent = await testApp.app.inject({ method: 'GET', url: '/api/recent-work/user-analyze' })
  const items = RecentWorkResponseSchema.parse(recent.json())
  expect(items.map((i) => i.id)).toEqual([jobPosting.id])
})

test('analysing the same posting again refreshes the one analysis, and the tracker keeps one card', async () => {
  const userId = 'user-again'
  const url = `${server.origin}/jobs/customer-success`
  const first = AnalyzeJobResponseSchema.parse((await analyze({ url, userId })).json()).jobPosting
  const moved = await testApp.app.inject({
    method: 'PATCH',
    url: trackedJobUrl(first.id),
    payload: { userId, stage: 'interview' },
  })
  expect(moved.statusCode).toBe(200)
  const again = AnalyzeJobResponseSchema.parse((await analyze({ url, userId })).json()).jobPosting
  expect(again.id).toBe(first.id)
  expect(Date.parse(again.analyzedDate)).toBeGreaterThanOrEqual(Date.parse(first.analyzedDate))

  const tracker = TrackerListResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: trackerUrl(userId) })).json(),
  )
  expect(tracker.items.map((item) => [item.jobPostingId, item.stage])).toEqual([[first.id, 'interview']])
  const recent = RecentWorkResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: `/api/recent-work/${userId}` })).json(),
  )
  expect(recent.map((item) => item.id)).toEqual([first.id])

  // Another user's analysis of the same link is theirs alone.
  const other = AnalyzeJobResponseSchema.parse(
    (await analyze({ url, userId: 'user-other' })).json(),
  ).jobPosting
  expect(other.id).not.toBe(first.id)
})

test('redirects are followed and the final address is the source', async () => {
  const response = await analyze({ url: `${server.origin}/jobs/moved` })
  expect(response.statusCode).toBe(200)
  expect(response.json().jobPosting.sourceUrl).toBe(`${server.origin}/jobs/data-engineer`)
})

test('a readable page with traps keeps only the posting', async () => {
  const { jobPosting } = AnalyzeJobResponseSchema.parse(
    (await analyze({ url: `${server.origin}/jobs/customer-success` })).json(),
  )
  expect(jobPosting.title).toBe('Customer Success Manager')
  expect(jobPosting.salaryRange).toBe('USD 70,000–85,000 per year')
  expect(jobPosting.remote).toBe(true)
})

test('an ATS answer served as JSON is read by its shape', async () => {
  const { jobPosting } = AnalyzeJobResponseSchema.parse(
    (await analyze({ url: `${server.origin}/jobs/posting.json` })).json(),
  )
  expect([jobPosting.title, jobPosting.company, jobPosting.location]).toEqual([
    'Support Lead',
    'Acme Health',
    'Austin, TX',
  ])
  expect(jobPosting.responsibilities).toEqual(['Lead the support team'])
})

test('pasted posting text works without any fetch', async () => {
  const description = `Product Analyst\nParcelway, Leeds, UK\nWe are hiring a Product Analyst for our routing team.\nResponsibilities\n- Build dashboards in Tableau\n- Run A/B tests\nRequirements\n- 2+ years of SQL\n- Clear written communication`
  const before = server.requests.length
  const response = await analyze({ description, url: 'https://www.linkedin.com/jobs/view/123456789' })
  expect(response.statusCode).toBe(200)
  const { jobPosting } = AnalyzeJobResponseSchema.parse(response.json())
  expect([jobPosting.title, jobPosting.company, jobPosting.location]).toEqual([
    'Product Analyst',
    'Parcelway',
    'Leeds, UK',
  ])
  expect(jobPosting.requirements).toEqual(['2+ years of SQL', 'Clear written communication'])
  expect(jobPosting.skills).toEqual(expect.arrayContaining(['SQL', 'Tableau', 'A/B tests']))
  expect(jobPosting.sourceUrl).toBe('https://www.linkedin.com/jobs/view/123456789')
  expect(server.requests.length).toBe(before)
})

test('400 URL_NOT_ALLOWED for private addresses without ALLOW_PRIVATE_URLS, checked through the injected resolver', async () => {
  const lookups: string[] = []
  const strict = await createTestApp({
    resolveHost: async (hostname) => {
      lookups.push(hostname)
      return [{ address: '10.0.0.7', family: 4 }]
    },
  })
  try {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1/',
      'https://jobs.internal.example/1',
      `${server.origin}/jobs/data-engineer`,
      'ftp://example.com/job',
    ]) {
      const response = await analyze({ url }, strict)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code).toBe('URL_NOT_ALLOWED')
    }
    expect(lookups).toEqual(['jobs.internal.example'])
  } finally {
    await strict.close()
  }
})

test('502 FETCH_FAILED with the reason for server errors and unreachable hosts', async () => {
  const failed = await analyze({ url: `${server.origin}/jobs/server-error` })
  expect(failed.statusCode).toBe(502)
  expect(failed.json().error).toMatchObject({
    code: 'FETCH_FAILED',
    message: expect.stringContaining('HTTP 500'),
  })
  const closed = await startFixtureServer({})
  await closed.close()
  const unreachable = await analyze({ url: `${closed.origin}/job` })
  expect(unreachable.statusCode).toBe(502)
  expect(unreachable.json().error.message).toContain('refused')
  const missing = await analyze({ url: `${server.origin}/jobs/nope` })
  expect(missing.json().error.message).toContain('HTTP 404')
})

test('422 NOT_A_JOB_POSTING for listings and articles, 422 POSTING_EXPIRED for filled jobs', async () => {
  for (const path of ['/jobs', '/blog/resume-tips']) {
    const response = await analyze({ url: `${server.origin}${path}` })
    expect(response.statusCode, path).toBe(422)
    expect(response.json().error.code).toBe('NOT_A_JOB_POSTING')
  }
  const expired = await analyze({ url: `${server.origin}/jobs/filled` })
  expect(expired.statusCode).toBe(422)
  expect(expired.json().error.code).toBe('POSTING_EXPIRED')
})

test('400 validation errors for missing or too short input', async () => {
  const empty = await analyze({})
  expect(empty.statusCode).toBe(400)
  expect(empty.json().error.code).toBe('VALIDATION_FAILED')
  const short = await analyze({ description: 'too short' })
  expect(short.statusCode).toBe(400)
  expect(short.json().error.message).toContain('50 characters')
  const wrongType = await analyze({ url: 42 })
  expect(wrongType.statusCode).toBe(400)
})

test('an unknown profileId is 404', async () => {
  const response = await analyze({ url: `${server.origin}/jobs/data-engineer`, profileId: 'no-such-profile' })
  expect(response.statusCode).toBe(404)
  expect(response.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test('insights come from the configured engine, with the local ones when a remote model fails', async () => {
  const calls: string[] = []
  const engine = {
    ...createLocalEngine(),
    name: 'openai',
    analyzeJob: async ({ job }: { job: { title: string } }) => {
      calls.push(job.title)
      return { authenticInsights: [`Engine insight for ${job.title}`] }
    },
  }
  const withEngine = await createTestApp({ engine, env: { ALLOW_PRIVATE_URLS: '1' } })
  const failing = await createTestApp({
    engine: {
      ...engine,
      analyzeJob: async () => {
        throw new AppError('AI_TIMEOUT')
      },
    },
    env: { ALLOW_PRIVATE_URLS: '1' },
  })
  try {
    const ok = AnalyzeJobResponseSchema.parse(
      (await analyze({ url: `${server.origin}/jobs/data-engineer` }, withEngine)).json(),
    )
    expect(ok.jobPosting.authenticInsights).toEqual(['Engine insight for Senior Data Engineer'])
    expect(calls).toEqual(['Senior Data Engineer'])
    const fallback = await analyze({ url: `${server.origin}/jobs/data-engineer` }, failing)
    expect(fallback.statusCode).toBe(200)
    expect(fallback.json().jobPosting.authenticInsights[0]).toContain('5+ years of Python and SQL')
  } finally {
    await withEngine.close()
    await failing.close()
  }
})
