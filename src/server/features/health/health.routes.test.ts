import { afterEach, expect, test } from 'vitest'

import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

test('health answers ok with the database kind and the AI provider, never a key', async () => {
  testApp = await createTestApp({
    env: { AI_PROVIDER: 'openai', AI_API_KEY: 'sk-secret-value', AI_MODEL: 'gpt-test' },
  })
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    status: 'ok',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    ai: { provider: 'openai', model: 'gpt-test' },
  })
  expect(response.body).not.toContain('sk-secret-value')
})

test('an unknown API path answers 404 in the one error format', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({ method: 'GET', url: '/api/nope?x=1' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nope.' } })
})
