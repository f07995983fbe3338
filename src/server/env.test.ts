import { expect, test } from 'vitest'

import { parseEnv } from '#server/env.ts'

test('defaults match the runtime contract', () => {
  const result = parseEnv({})
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.env).toMatchObject({
    PORT: 5000,
    HOST: '127.0.0.1',
    AI_PROVIDER: 'local',
    ALLOW_PRIVATE_URLS: false,
    LOG_LEVEL: 'info',
  })
  expect(result.env.DATABASE_URL).toBeUndefined()
})

test('every bad key is reported on its own line', () => {
  const result = parseEnv({
    PORT: 'eighty',
    AI_PROVIDER: 'skynet',
    DATABASE_URL: 'mysql://x',
    ALLOW_PRIVATE_URLS: 'yes',
  })
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.errors.map((line) => line.split(':')[0]).sort()).toEqual([
    'AI_PROVIDER',
    'ALLOW_PRIVATE_URLS',
    'DATABASE_URL',
    'PORT',
  ])
})

test('a provider that needs a key or an endpoint says so', () => {
  const result = parseEnv({ AI_PROVIDER: 'openai-compatible' })
  expect(result).toEqual({
    ok: false,
    errors: ['AI_BASE_URL: required when AI_PROVIDER is openai-compatible'],
  })
  expect(parseEnv({ AI_PROVIDER: 'ollama' }).ok).toBe(true)
})
