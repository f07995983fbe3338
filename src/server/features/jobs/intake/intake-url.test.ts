import { afterAll, beforeAll, expect, test } from 'vitest'

import { AppError } from '#shared/errors.ts'
import {
  html,
  loopbackOnlyConnector,
  readFixture,
  startFixtureServer,
  type FixtureServer,
} from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { intakeUrl } from '#server/features/jobs/intake/intake-url.ts'
import { readJob as readJobNow, type JobReader } from '#server/features/jobs/intake/read-job.ts'

const readJob: JobReader = async (source) => readJobNow(source)

// The ATS adapters end to end: the posting URL is turned into the API URL, which is fetched through
// the guarded fetcher. Public names resolve (in the test) to a documentation address that the
// loopback-only connector maps onto the fixture server; nothing leaves the machine.

let server: FixtureServer
const FAKE_PUBLIC = '93.184.216.34'

beforeAll(async () => {
  const greenhouseJob = {
    id: 4012345,
    absolute_url: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
    title: 'Site Reliability Engineer',
    company_name: 'Acme',
    location: { name: 'Dublin, Ireland' },
    content:
      '&lt;h3&gt;What you will do&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Run Kubernetes clusters&lt;/li&gt;&lt;/ul&gt;',
    pay_input_ranges: [{ min_cents: 9000000, max_cents: 11000000, currency_type: 'EUR' }],
  }
  server = await startFixtureServer({
    '/v1/boards/acme/jobs/4012345': (_req, res) =>
      void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(greenhouseJob)),
    '/jobs-guest/jobs/api/jobPosting/4411867124': html(await readFixture('linkedin-guest.html')),
    // The Lever API is "down": the adapter falls back to the page itself.
    '/northwind/0d7c5a4e-1111-2222-3333-444455556666': html(await readFixture('jsonld-graph.html')),
  })
})
afterAll(() => server.close())

function network() {
  const lookups: string[] = []
  const resolveHost = async (hostname: string) => {
    lookups.push(hostname)
    return [{ address: FAKE_PUBLIC, family: 4 }]
  }
  const { connect, attempts } = loopbackOnlyConnector({ [FAKE_PUBLIC]: server.port })
  return { fetchOptions: { allowPrivate: false, resolveHost, connect }, lookups, attempts }
}

test('a Greenhouse posting URL is read through the boards API', async () => {
  const { fetchOptions, lookups, attempts } = network()
  const job = await intakeUrl({
    url: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
    fetchOptions,
    readJob,
  })
  expect([job.title, job.company, job.location, job.salaryRange]).toEqual([
    'Site Reliability Engineer',
    'Acme',
    'Dublin, Ireland',
    'EUR 90,000–110,000 per year',
  ])
  expect(job.responsibilities).toEqual(['Run Kubernetes clusters'])
  expect(job.extractedBy).toBe('greenhouse-api')
  expect(job.sourceUrl).toBe('https://job-boards.greenhouse.io/acme/jobs/4012345')
  expect(lookups).toContain('boards-api.greenhouse.io')
  expect(server.requests).toContain('/v1/boards/acme/jobs/4012345?pay_transparency=true')
  expect(attempts).toEqual([])
})

test('a LinkedIn job view is read through the guest job fragment', async () => {
  const { fetchOptions } = network()
  const job = await intakeUrl({
    url: 'https://de.linkedin.com/jobs/view/risk-analyst-at-harbor-bank-4411867124?trk=abc',
    fetchOptions,
    readJob,
  })
  expect([job.title, job.company, job.location]).toEqual([
    'Risk Analyst',
    'Harbor Bank',
    'Frankfurt, Hesse, Germany',
  ])
  expect(job.extractedBy).toBe('linkedin-guest')
})

test('when the ATS API does not answer, the page itself is read', async () => {
  const { fetchOptions, lookups } = network()
  const job = await intakeUrl({
    url: 'https://jobs.lever.co/northwind/0d7c5a4e-1111-2222-3333-444455556666',
    fetchOptions,
    readJob,
  })
  expect(job.title).toBe('Senior Data Engineer')
  expect(job.extractedBy).toBe('json-ld')
  expect(lookups).toEqual(expect.arrayContaining(['api.lever.co', 'jobs.lever.co']))
})

test('fetch failures suggest pasting the posting text', async () => {
  const { fetchOptions } = network()
  const error = await intakeUrl({ url: 'https://careers.example.com/missing', fetchOptions, readJob }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).code).toBe('FETCH_FAILED')
  expect((error as AppError).suggestions?.[0]).toContain('paste it instead')
})
