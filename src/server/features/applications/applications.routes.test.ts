import { afterEach, expect, test } from 'vitest'

import {
  GenerateProgressEventSchema,
  GenerateApplicationResponseSchema,
} from '#shared/applications/applications.contract.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

const posting = `Senior SAP Finance Consultant
Nordhafen Industries is hiring a Senior SAP Finance Consultant in Hamburg to lead S/4HANA finance projects.

Your responsibilities
- Lead S/4HANA finance workstreams for our plants
- Coach a team of consultants

Your profile
- Experience with SAP S/4HANA and SAP FI/CO
- Experience leading consultant teams
- Kubernetes knowledge
`

function countingEngine(): { engine: CareerEngine; calls: () => number } {
  const base = createLocalEngine()
  let calls = 0
  return {
    engine: { ...base, generateApplication: (input) => ((calls += 1), base.generateApplication(input)) },
    calls: () => calls,
  }
}

test('generate-fast writes and stores a tailored application from pasted posting text', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/generate-fast?cb=1',
    payload: { jobDescription: posting, communicationStyle: 'business_leader', userId: 'u1' },
  })
  expect(response.statusCode).toBe(200)
  const body = GenerateApplicationResponseSchema.parse(response.json())
  expect(body.resumeContent).toContain('SAP S/4HANA')
  expect(body.resumeContent).not.toMatch(/kubernetes/i)
  expect(body.coverLetter).toContain('Senior SAP Finance Consultant')
  expect(body.variations).toHaveLength(3)
  expect(body.matchScore).toBe(body.match?.score)
  expect(body.match?.breakdown.find((b) => b.requirement === 'Kubernetes')?.evidence ?? null).toBeNull()

  const stored = await testApp.app.inject({ method: 'GET', url: `/api/applications/${body.applicationId}` })
  expect(stored.statusCode).toBe(200)
  expect(stored.json()).toMatchObject({
    id: body.applicationId,
    userId: 'u1',
    resumeContent: body.resumeContent,
    variations: body.variations,
    processingSpeed: 'medium',
  })
})

test('an identical second request is answered from the AI cache', async () => {
  const counting = countingEngine()
  testApp = await createTestApp({ engine: counting.engine })
  const payload = { jobDescription: posting, communicationStyle: 'tech_leader', processingSpeed: 'fast' }
  const first = await testApp.app.inject({ method: 'POST', url: '/api/resumes/generate-fast', payload })
  const second = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/generate-fast',
    payload: { ...payload, jobDescription: `  ${posting}  ` },
  })
  expect(second.json().coverLetter).toBe(first.json().coverLetter)
  expect(counting.calls()).toBe(1)
  const health = await testApp.app.inject({ method: 'GET', url: '/api/cache/health' })
  expect(health.json().cache).toMatchObject({
    totalCaches: 1,
    validCaches: 1,
    outdatedAiVersion: 0,
    expiredCaches: 0,
  })
})

test('with Accept: application/x-ndjson progress streams as real work completes, then the result', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/generate-fast',
    headers: { accept: 'application/x-ndjson' },
    payload: { jobDescription: posting },
  })
  expect(response.headers['content-type']).toContain('application/x-ndjson')
  const events = response.body
    .trim()
    .split('\n')
    .map((line) => GenerateProgressEventSchema.parse(JSON.parse(line)))
  const progress = events
    .filter((e) => e.type === 'progress')
    .map((e) => (e.type === 'progress' ? e.percent : 0))
  expect(progress.length).toBeGreaterThanOrEqual(5)
  expect(progress).toEqual([...progress].sort((a, b) => a - b))
  expect(progress.at(-1)).toBe(100)
  expect(events.at(-1)?.type).toBe('result')
})

test('errors: unknown job, unknown profile, too little text, unknown application', async () => {
  testApp = await createTestApp()
  const inject = (payload: object) =>
    testApp!.app.inject({ method: 'POST', url: '/api/resumes/generate-fast', payload })
  expect((await inject({ jobPostingId: 'nope' })).json()).toEqual({
    error: { code: 'JOB_NOT_FOUND', message: 'Job analysis not found.' },
  })
  expect((await inject({ jobDescription: posting, profileId: 'nope' })).statusCode).toBe(404)
  const short = await inject({ jobDescription: 'too short' })
  expect(short.statusCode).toBe(400)
  expect(short.json().error.code).toBe('VALIDATION_FAILED')
  expect((await inject({ jobDescription: posting, communicationStyle: 'pirate' })).statusCode).toBe(400)
  const streamed = await testApp.app.inject({
    method: 'POST',
    url: '/api/resumes/generate-fast',
    headers: { accept: 'application/x-ndjson' },
    payload: { jobPostingId: 'nope' },
  })
  expect(JSON.parse(streamed.body.trim().split('\n').at(-1)!)).toEqual({
    type: 'error',
    status: 404,
    error: { code: 'JOB_NOT_FOUND', message: 'Job analysis not found.' },
  })
  expect((await testApp.app.inject({ method: 'GET', url: '/api/applications/nope' })).statusCode).toBe(404)
})
