import { afterAll, beforeAll, expect, test } from 'vitest'

import { ApplicationResumeDocumentSchema } from '#shared/documents/resume-document.contract.ts'
import { trackedJobs } from '#server/db/schema.ts'
import { insertFixtureApplication, weberFixture } from '#tests/documents-fixtures.ts'
import { readPdfText } from '#server/features/documents/read-pdf-text.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
}, 180_000)
afterAll(async () => {
  await testApp.close()
})

async function newApplication() {
  return insertFixtureApplication({ db: testApp.database.db, fixture: weberFixture })
}

function patch(applicationId: string, payload: Record<string, string | undefined>) {
  return testApp.app.inject({ method: 'PATCH', url: `/api/applications/${applicationId}/document`, payload })
}

async function txt(applicationId: string) {
  return (
    await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/document?kind=resume&format=txt`,
    })
  ).body
}

test('the stored document of an application is read back for the preview', async () => {
  const { applicationId } = await newApplication()
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/resume-document`,
  })
  expect(response.statusCode).toBe(200)
  const body = ApplicationResumeDocumentSchema.parse(response.json())
  expect(body.document).toEqual(weberFixture.document)
  expect(body.isSent).toBe(false)
  expect(body.resumeContent.startsWith('Alexandra Weber\nalexandra.weber@example.com')).toBe(true)
})

test('a reworded bullet the profile supports is saved, and every download shows it', async () => {
  const { applicationId } = await newApplication()
  const text = 'Cut the month-end close from 9 to 5 working days by automating intercompany reconciliation'
  const response = await patch(applicationId, { action: 'edit', bulletId: 'work-2-b1', text })
  expect(response.statusCode).toBe(200)
  const body = ApplicationResumeDocumentSchema.parse(response.json())
  const entry = body.document?.sections.find((s) => s.kind === 'experience')?.entries[1]
  expect(entry?.bullets[0]).toEqual({
    id: 'work-2-b1',
    text,
    evidence: ['Cut month-end close from 9 to 5 working days by automating intercompany reconciliation'],
  })
  expect(body.resumeContent).toContain(`\n• ${text}\n`)
  expect(await txt(applicationId)).toContain(`\n• ${text}\n`)
  const pdf = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/document?kind=resume&format=pdf&template=forest`,
  })
  expect(await readPdfText(pdf.rawPayload)).toContain('Cut the month-end close from 9 to 5')
})

test('a dropped bullet is gone from the document and the downloads', async () => {
  const { applicationId } = await newApplication()
  const response = await patch(applicationId, { action: 'drop', bulletId: 'work-1-b3' })
  expect(response.statusCode).toBe(200)
  const body = ApplicationResumeDocumentSchema.parse(response.json())
  expect(body.document?.sections[1]?.entries[0]?.bullets.map((b) => b.id)).toEqual([
    'work-1-b1',
    'work-1-b2',
    'work-1-b4',
  ])
  const text = await txt(applicationId)
  expect(text).not.toContain('Kept 95% of clients')
  expect(text).toContain('Led a team of 8 consultants')
})

test('an edit that claims what the profile does not hold answers 422 and changes nothing', async () => {
  const { applicationId } = await newApplication()
  const before = await txt(applicationId)
  for (const text of [
    'Led a team of 12 consultants through a two-year migration from SAP ECC to S/4HANA',
    'Led a team of 8 consultants migrating SAP ECC to S/4HANA on Kubernetes',
  ]) {
    const response = await patch(applicationId, { action: 'edit', bulletId: 'work-1-b4', text })
    expect(response.statusCode, text).toBe(422)
    const { error } = response.json()
    expect(error.code).toBe('CLAIM_NOT_IN_PROFILE')
    expect(error.message).toMatch(
      /^Not saved: your profile does not show the (number “12”|skill “Kubernetes”)\. Add it to your profile first, or reword the line\.$/,
    )
  }
  expect(await txt(applicationId)).toBe(before)
})

test('an application recorded as sent answers 409 and is never changed', async () => {
  const { applicationId, jobPostingId, userId } = await newApplication()
  await testApp.database.db
    .insert(trackedJobs)
    .values({ jobPostingId: jobPostingId ?? '', userId, stage: 'applied', sentApplicationId: applicationId })
  const before = await txt(applicationId)
  for (const payload of [
    { action: 'drop', bulletId: 'work-1-b1' },
    { action: 'edit', bulletId: 'work-1-b1', text: 'Managed a client portfolio across 15+ countries' },
  ]) {
    const response = await patch(applicationId, payload)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('APPLICATION_SENT')
  }
  expect(await txt(applicationId)).toBe(before)
  const view = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/resume-document`,
  })
  expect(view.json().isSent).toBe(true)
})

test('unknown applications and bullets answer 404; a malformed edit answers 400', async () => {
  const unknown = await patch('app-missing', { action: 'drop', bulletId: 'work-1-b1' })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json().error.code).toBe('APPLICATION_NOT_FOUND')
  const unknownView = await testApp.app.inject({
    method: 'GET',
    url: '/api/applications/app-missing/resume-document',
  })
  expect(unknownView.statusCode).toBe(404)

  const { applicationId } = await newApplication()
  const noBullet = await patch(applicationId, { action: 'drop', bulletId: 'work-9-b9' })
  expect(noBullet.statusCode).toBe(404)
  expect(noBullet.json().error.code).toBe('NOT_FOUND')
  for (const payload of [
    { action: 'edit', bulletId: 'work-1-b1', text: '   ' },
    { action: 'edit', bulletId: 'work-1-b1', text: 'two\nlines' },
    { action: 'rewrite', bulletId: 'work-1-b1' },
  ]) {
    const response = await patch(applicationId, payload)
    expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  }
})

test('an application stored before the document existed cannot be edited line by line', async () => {
  const { applicationId } = await insertFixtureApplication({
    db: testApp.database.db,
    fixture: weberFixture,
    legacy: true,
  })
  const view = ApplicationResumeDocumentSchema.parse(
    (
      await testApp.app.inject({ method: 'GET', url: `/api/applications/${applicationId}/resume-document` })
    ).json(),
  )
  expect(view.document).toBeNull()
  expect(view.resumeContent.startsWith('Alexandra Weber\n')).toBe(true)
  const response = await patch(applicationId, { action: 'drop', bulletId: 'work-1-b1' })
  expect(response.statusCode).toBe(404)
  expect(response.json().error.message).toMatch(/saved before its resume could be edited/)
})
