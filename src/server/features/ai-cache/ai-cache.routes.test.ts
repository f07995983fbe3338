import { afterEach, expect, test } from 'vitest'

import { aiCache } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'
import { engineAiVersion } from '#server/engine/get-career-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'

// The current AI version carries a hash of the engine's code (issue 14): computed, not written down.
const CURRENT = engineAiVersion(createLocalEngine())

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

const DAY = 24 * 60 * 60 * 1000

async function seed(app: TestApp) {
  const now = Date.now()
  await app.database.db.insert(aiCache).values([
    {
      key: 'valid',
      operation: 'skills-mapping',
      engine: 'local',
      model: 'local-engine',
      aiVersion: CURRENT,
      value: [],
      createdAt: new Date(now),
      expiresAt: new Date(now + DAY),
    },
    {
      key: 'expired',
      operation: 'skills-mapping',
      engine: 'local',
      model: 'local-engine',
      aiVersion: CURRENT,
      value: [],
      createdAt: new Date(now - 2 * DAY),
      expiresAt: new Date(now - DAY),
    },
    {
      key: 'outdated',
      operation: 'application-generation',
      engine: 'local',
      model: 'local-engine',
      aiVersion: 'local:local-engine:local-0',
      value: {},
      createdAt: new Date(now),
      expiresAt: new Date(now + DAY),
    },
  ])
}

test('cache health counts valid, outdated and expired entries and names the features', async () => {
  testApp = await createTestApp()
  await seed(testApp)
  const response = await testApp.app.inject({ method: 'GET', url: '/api/cache/health' })
  expect(response.json()).toEqual({
    success: true,
    cache: {
      totalCaches: 3,
      validCaches: 1,
      outdatedAiVersion: 1,
      expiredCaches: 1,
      currentAiVersion: CURRENT,
      features: [
        'job-analysis',
        'industry-insights',
        'skills-mapping',
        'application-generation',
        'social-post-generation',
      ],
    },
  })
})

test('cleanup removes expired entries; invalidate removes outdated ones, or all with forceAll', async () => {
  testApp = await createTestApp()
  await seed(testApp)
  expect((await testApp.app.inject({ method: 'POST', url: '/api/cache/cleanup' })).json()).toEqual({
    success: true,
    removed: 1,
  })
  expect(
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/cache/invalidate',
        payload: { forceAll: false, reason: 'test' },
      })
    ).json(),
  ).toEqual({ success: true, invalidated: 1 })
  expect(
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/cache/invalidate',
        payload: { forceAll: true, reason: 'test' },
      })
    ).json(),
  ).toEqual({ success: true, invalidated: 1 })
  expect(
    (await testApp.app.inject({ method: 'GET', url: '/api/cache/health' })).json().cache.totalCaches,
  ).toBe(0)
})

test('an expired entry is not served', async () => {
  testApp = await createTestApp()
  const payload = { jobRequirements: ['SAP S/4HANA'], jobTitle: 'Lead' }
  const first = await testApp.app.inject({ method: 'POST', url: '/api/resumes/skills-mapping', payload })
  await testApp.database.db.update(aiCache).set({
    value: [
      {
        requiredSkill: 'stale',
        userSkill: null,
        evidence: [],
        strengthPercentage: 0,
        improvementSuggestion: 'stale',
      },
    ],
    expiresAt: new Date(Date.now() - 1000),
  })
  const second = await testApp.app.inject({ method: 'POST', url: '/api/resumes/skills-mapping', payload })
  expect(second.json()).toEqual(first.json())
})
