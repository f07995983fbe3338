import { afterAll, beforeAll, expect, test } from 'vitest'

import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } })
}, 240_000)
afterAll(async () => {
  await testApp?.close()
})

test('an expensive route answers 429 with a clear message past its per-client limit; cheap routes stay open', async () => {
  const send = () =>
    testApp.app.inject({ method: 'POST', url: '/api/import/text', payload: { content: 'too short' } })
  for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400)
  const limited = await send()
  expect(limited.statusCode).toBe(429)
  expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' })
  expect(limited.json().error.message).toMatch(/at most 3 requests a minute per client/)
  for (let i = 0; i < 5; i++)
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  // Another client is not affected.
  const other = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/text',
    remoteAddress: '127.0.0.2',
    payload: { content: 'too short' },
  })
  expect(other.statusCode).toBe(400)
})
