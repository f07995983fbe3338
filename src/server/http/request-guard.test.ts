import { afterAll, beforeAll, expect, test } from 'vitest'

import { createHostPolicy, hostNameOf } from '#server/http/request-guard.ts'
import { testEnv } from '#tests/test-app.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

// The attacks of issue 18 (cross-site requests, DNS rebinding, unstorable text, malformed bodies),
// sent through the real app on the test database.

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({
    env: { PUBLIC_URL: 'https://cv.example.org', ALLOWED_HOSTS: 'careerforge.internal,*.corp.example' },
  })
}, 240_000)
afterAll(async () => {
  await testApp.close()
})

async function profileCount(): Promise<number> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/profiles?userId=default-user' })
  return (response.json() as unknown[]).length
}

test('a simple cross-site POST (text/plain, foreign Origin) to a cleanup route is refused and deletes nothing', async () => {
  for (const url of [
    '/api/cleanup-content/default-user',
    '/api/cleanup/default-user',
    '/api/cache/cleanup',
  ]) {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(response.statusCode, url).toBe(403)
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST')
  }
})

test('a cross-site form post (multipart or urlencoded) is refused by its Origin, Referer or Sec-Fetch-Site', async () => {
  const attempts = [
    { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { origin: 'null', 'content-type': 'application/json' },
    { referer: 'http://evil.example/page.html', 'content-type': 'multipart/form-data; boundary=x' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    { origin: 'http://localhost:9999', 'content-type': 'application/json' },
  ]
  for (const headers of attempts) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cache/cleanup',
      headers,
      payload: '{}',
    })
    expect(response.statusCode, JSON.stringify(headers)).toBe(403)
  }
})

test('a state-changing request without JSON or X-Requested-With is refused with 415', async () => {
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cache/cleanup',
      headers: { 'content-type': type },
      payload: 'a=1',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('CONTENT_TYPE_REQUIRED')
  }
})

test('the app itself (same Origin, JSON or X-Requested-With, PUBLIC_URL origin) still changes data', async () => {
  const sameOrigin = await testApp.app.inject({
    method: 'POST',
    url: '/api/cache/cleanup',
    headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    payload: {},
  })
  expect(sameOrigin.statusCode, sameOrigin.body).toBe(200)
  const viaProxy = await testApp.app.inject({
    method: 'POST',
    url: '/api/cache/cleanup',
    headers: {
      origin: 'https://cv.example.org',
      host: 'cv.example.org',
      'x-requested-with': 'XMLHttpRequest',
    },
  })
  expect(viaProxy.statusCode, viaProxy.body).toBe(200)
  const noBody = await testApp.app.inject({
    method: 'POST',
    url: '/api/cleanup/default-user',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  })
  expect(noBody.statusCode, noBody.body).toBe(200)
})

test('an upload from the app origin is accepted; from another origin it is refused', async () => {
  const boundary = 'cf-boundary'
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nJane Doe\njane@example.com\nExperience\nEngineer at Acme 2020 - 2023\r\n--${boundary}--\r\n`
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, host: '127.0.0.1:5000' }
  const own = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/resume',
    headers: { ...headers, origin: 'http://127.0.0.1:5000' },
    payload: body,
  })
  expect(own.statusCode).toBe(200)
  const foreign = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/resume',
    headers: { ...headers, origin: 'http://evil.example' },
    payload: body,
  })
  expect(foreign.statusCode).toBe(403)
})

test('a DNS-rebinding request (Host: evil.example) cannot read the profile', async () => {
  const before = await profileCount()
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/profile?userId=default-user',
    headers: { host: 'evil.example:5000' },
  })
  expect(response.statusCode).toBe(421)
  expect(response.json().error).toMatchObject({ code: 'HOST_NOT_ALLOWED' })
  expect(response.body).not.toContain('personalInfo')
  expect(await profileCount()).toBe(before)
})

test('loopback names, IP literals, PUBLIC_URL and ALLOWED_HOSTS are answered', async () => {
  for (const host of [
    'localhost:5000',
    '127.0.0.1:5000',
    '[::1]:5000',
    'app.localhost',
    'cv.example.org',
    'careerforge.internal:8080',
    'a.corp.example',
    '192.168.1.20:5000',
  ]) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { host } })
    expect(response.statusCode, host).toBe(200)
  }
  for (const host of [
    'evil.example',
    'corp.example',
    'localhost.evil.example',
    'cv.example.org.evil.example',
  ]) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { host } })
    expect(response.statusCode, host).toBe(421)
  }
})

test('host names are read from Host headers of every shape', () => {
  expect(hostNameOf('[::1]:5000')).toBe('::1')
  expect(hostNameOf('Example.ORG.:80')).toBe('example.org')
  const allowed = createHostPolicy(testEnv({ HOST: '0.0.0.0' }))
  expect(allowed('0.0.0.0:5000')).toBe(true)
  expect(allowed('')).toBe(false)
  expect(createHostPolicy(testEnv({ HOST: 'myhost' }))('myhost:5000')).toBe(true)
})

test('cleanup routes validate their body: unknown fields are refused', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cleanup-content/default-user',
    payload: { deleteEverything: true },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.code).toBe('VALIDATION_FAILED')
})

test('a NUL character or a lone surrogate is refused with a 400 naming the field', async () => {
  const nul = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: 'u-nul', profileData: { personalInfo: { fullName: 'Jane\u0000Doe' } } },
  })
  expect(nul.statusCode).toBe(400)
  expect(nul.json().error.message).toContain('body.profileData.personalInfo.fullName')
  const surrogate = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/text',
    headers: { 'content-type': 'application/json' },
    payload: '{"content":"Jane Doe \\ud800 is a software engineer with ten years of experience"}',
  })
  expect(surrogate.statusCode).toBe(400)
  expect(surrogate.json().error.message).toContain('body.content')
  const inPath = await testApp.app.inject({ method: 'GET', url: '/api/profile/%00' })
  expect(inPath.statusCode).toBe(400)
  expect(inPath.json().error.message).toContain('params.profileId')
})

test('a malformed percent-encoding answers 400 in the error format', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/profile/%E0%A4%A' })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.code).toBe('VALIDATION_FAILED')
})

test('an over-long address or path segment answers 414 in the error format', async () => {
  for (const url of [`/api/profile/${'a'.repeat(600)}`, `/api/profiles?userId=${'a'.repeat(9000)}`]) {
    const response = await testApp.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(414)
    expect(response.json().error.code).toBe('URI_TOO_LONG')
  }
})

test('body-size messages name the real limit: 2 MB for JSON', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/text',
    payload: { content: 'a '.repeat(1_600_000) },
  })
  expect(response.statusCode).toBe(413)
  expect(response.json().error.message).toBe('The request body is larger than 2 MB.')
})

test('multipart without a boundary or without its closing boundary answers 400, not 500', async () => {
  const noBoundary = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/resume',
    headers: { 'content-type': 'multipart/form-data' },
    payload: 'hello',
  })
  expect(noBoundary.statusCode).toBe(400)
  expect(noBoundary.json().error.message).toMatch(/multipart|upload/i)
  const unterminated = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/resume',
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    payload:
      '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nJane Doe, engineer',
  })
  expect(unterminated.statusCode).toBe(400)
  expect(unterminated.json().error.code).toBe('VALIDATION_FAILED')
})
