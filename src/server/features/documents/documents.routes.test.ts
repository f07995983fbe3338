import { createRequire } from 'node:module'

import { eq } from 'drizzle-orm'
import mammoth from 'mammoth'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { applications, profiles } from '#server/db/schema.ts'
import {
  insertFixtureApplication,
  weberFixture,
  weberLegacyResumeText,
  zoeFixture,
} from '#tests/documents-fixtures.ts'
import { missingInOrder, readPdfInfo, readPdfText } from '#server/features/documents/read-pdf-text.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

type SchemaValidator = {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void
}
const jsonResumeValidator = createRequire(import.meta.url)('@jsonresume/schema') as SchemaValidator

let testApp: TestApp
let weber: Awaited<ReturnType<typeof insertFixtureApplication>>
let weberWithoutJob: Awaited<ReturnType<typeof insertFixtureApplication>>
let zoe: Awaited<ReturnType<typeof insertFixtureApplication>>

beforeAll(async () => {
  testApp = await createTestApp()
  const db = testApp.database.db
  weber = await insertFixtureApplication({ db, fixture: weberFixture })
  weberWithoutJob = await insertFixtureApplication({ db, fixture: weberFixture, withJob: false })
  zoe = await insertFixtureApplication({ db, fixture: zoeFixture })
}, 180_000)
afterAll(async () => {
  await testApp.close()
})

async function download(applicationId: string, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/applications/${applicationId}/document?${query}` })
}

test('each kind and format downloads under the spec file name', async () => {
  const expected = [
    ['kind=resume&format=pdf', 'application/pdf', 'Alexandra-Weber-Resume-Nordwind-Logistics-SE.pdf'],
    ['kind=cover-letter&format=pdf', 'application/pdf', 'Cover-Letter-Nordwind-Logistics-SE.pdf'],
    [
      'kind=package&format=pdf&template=forest',
      'application/pdf',
      'Alexandra-Weber-Complete-Application-Nordwind-Logistics-SE.pdf',
    ],
    ['kind=resume&format=txt', 'text/plain; charset=utf-8', 'resume-Nordwind-Logistics-SE.txt'],
    ['kind=cover-letter&format=txt', 'text/plain; charset=utf-8', 'cover-letter-Nordwind-Logistics-SE.txt'],
    [
      'kind=resume&format=docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Alexandra-Weber-Resume-Nordwind-Logistics-SE.docx',
    ],
    [
      'kind=cover-letter&format=docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Cover-Letter-Nordwind-Logistics-SE.docx',
    ],
  ] as const
  for (const [query, contentType, fileName] of expected) {
    const response = await download(weber.applicationId, query)
    expect(response.statusCode, query).toBe(200)
    expect(response.headers['content-type']).toBe(contentType)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.length).toBeGreaterThan(200)
  }
})

test('without a query the resume PDF comes in the default template, and its text reads back', async () => {
  const response = await download(weber.applicationId, '')
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="Alexandra-Weber-Resume-Nordwind-Logistics-SE.pdf"',
  )
  const text = await readPdfText(response.rawPayload)
  expect(
    missingInOrder(text, [
      'Alexandra Weber',
      'PROFESSIONAL SUMMARY',
      'Senior SAP Consultant | Nordlicht Consulting GmbH | March 2020 - Present',
      'PERSONAL INTERESTS',
    ]),
  ).toEqual([])
  expect(text).not.toContain('Dear Hiring Team')
  expect((await readPdfInfo(response.rawPayload)).Title).toBe(
    'Alexandra Weber - Resume - Nordwind Logistics SE',
  )
})

test('the complete package PDF holds the resume, then the cover letter', async () => {
  const response = await download(weber.applicationId, 'kind=package&format=pdf&template=sunset')
  const text = await readPdfText(response.rawPayload)
  expect(
    missingInOrder(text, [
      'WORK EXPERIENCE',
      'Open Water Swimming, Long-distance Running, Photography',
      'Application for Finance Transformation Lead at Nordwind Logistics SE',
      'Dear Hiring Team at Nordwind Logistics SE,',
      'Kind regards,',
    ]),
  ).toEqual([])
  expect(Number((await readPdfInfo(response.rawPayload)).Pages)).toBe(2)
})

test('disposition=inline lets a page show the PDF under the same file name', async () => {
  const response = await download(
    weber.applicationId,
    'kind=resume&format=pdf&template=vibrant&disposition=inline',
  )
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toBe(
    'inline; filename="Alexandra-Weber-Resume-Nordwind-Logistics-SE.pdf"',
  )
  expect(response.headers['content-type']).toBe('application/pdf')
})

test('without a job posting the fallback words name the files', async () => {
  const names = await Promise.all(
    [
      'kind=resume&format=pdf',
      'kind=cover-letter&format=pdf',
      'kind=package&format=pdf',
      'kind=resume&format=txt',
      'kind=cover-letter&format=txt',
    ].map(
      async (query) => (await download(weberWithoutJob.applicationId, query)).headers['content-disposition'],
    ),
  )
  expect(names).toEqual([
    'attachment; filename="Alexandra-Weber-Resume-Application.pdf"',
    'attachment; filename="Cover-Letter-Application.pdf"',
    'attachment; filename="Alexandra-Weber-Complete-Application-Package.pdf"',
    'attachment; filename="resume-application.txt"',
    'attachment; filename="cover-letter-application.txt"',
  ])
})

test('a non-ASCII name gets an ASCII file name and the exact UTF-8 one (RFC 5987)', async () => {
  const response = await download(zoe.applicationId, 'kind=resume&format=pdf&template=vibrant')
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="Zoe-Muller-Lukasik-Resume-Fjallraven-Digital-AB.pdf"; filename*=UTF-8''Zo%C3%AB-M%C3%BCller-%C5%81ukasik-Resume-Fj%C3%A4llr%C3%A4ven-Digital-AB.pdf`,
  )
  expect(await readPdfText(response.rawPayload)).toContain('Zoë Müller-Łukasik')
})

test('the DOCX package reads back with mammoth: resume first, then the letter', async () => {
  const response = await download(zoe.applicationId, 'kind=package&format=docx')
  const { value } = await mammoth.extractRawText({ buffer: response.rawPayload })
  expect(
    missingInOrder(value, [
      'Zoë Müller-Łukasik',
      'EXPERIENCE',
      'Lead Product Designer | Wisła Software S.A. | Kraków | January 2021 - Present',
      'Dear Fjällräven Digital team,',
      'With best regards,',
    ]),
  ).toEqual([])
})

test('the header comes from the stored document: editing or deleting the profile later changes no file', async () => {
  const db = testApp.database.db
  const stored = await insertFixtureApplication({ db, fixture: zoeFixture })
  await db.update(profiles).set({ name: 'Somebody Else' }).where(eq(profiles.id, stored.profileId))
  await db.update(applications).set({ profileId: null }).where(eq(applications.id, stored.applicationId))
  const text = await download(stored.applicationId, 'kind=resume&format=txt')
  expect(text.body.split('\n')[0]).toBe('Zoë Müller-Łukasik')

  await db.delete(profiles).where(eq(profiles.id, stored.profileId))
  const response = await download(stored.applicationId, 'kind=package&format=pdf')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toContain(
    'filename="Zoe-Muller-Lukasik-Complete-Application-Fjallraven-Digital-AB.pdf"',
  )
  const pdfText = await readPdfText(response.rawPayload)
  expect(pdfText.match(/Zoë Müller-Łukasik\n/g)?.length).toBeGreaterThanOrEqual(2)
  expect(pdfText).toContain('Lead Product Designer | Wisła Software S.A.')
})

test('an application stored before the document existed downloads its text as written, with no header added', async () => {
  const db = testApp.database.db
  const legacy = await insertFixtureApplication({ db, fixture: zoeFixture, legacy: true })
  const txt = await download(legacy.applicationId, 'kind=resume&format=txt')
  expect(txt.body).toBe(`${weberLegacyResumeText}\n`)
  for (const query of ['kind=package&format=pdf', 'kind=package&format=docx']) {
    const response = await download(legacy.applicationId, query)
    expect(response.statusCode, query).toBe(200)
    // No name is stored with it, so the file is not named after anybody.
    expect(response.headers['content-disposition'], query).toMatch(
      /filename="Complete-Application-Fjallraven-Digital-AB\.(pdf|docx)"/,
    )
  }
  const pdf = await download(legacy.applicationId, 'kind=resume&format=pdf')
  const pdfText = await readPdfText(pdf.rawPayload)
  expect(
    missingInOrder(pdfText, ['PROFESSIONAL SUMMARY', '• Managed a client portfolio worth EUR 4M+']),
  ).toEqual([])
  expect(pdfText).not.toContain('Zoë')
})

test('an unknown application answers 404 APPLICATION_NOT_FOUND', async () => {
  const response = await download('app-does-not-exist', 'kind=resume&format=pdf')
  expect(response.statusCode).toBe(404)
  expect(response.json().error.code).toBe('APPLICATION_NOT_FOUND')
})

test('an unknown kind, format or template answers 400, never 500', async () => {
  for (const query of ['kind=poem', 'format=rtf', 'template=neon', 'disposition=popup']) {
    const response = await download(weber.applicationId, query)
    expect(response.statusCode, query).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  }
})

test('the JSON Resume export of a profile is valid against the JSON Resume schema', async () => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/profile/${zoe.profileId}/json-resume`,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toContain(
    `filename*=UTF-8''Zo%C3%AB-M%C3%BCller-%C5%81ukasik-resume.json`,
  )
  const resume = response.json()
  const result = await new Promise<{ errors: unknown; valid: boolean }>((resolve) =>
    jsonResumeValidator.validate(resume, (errors, valid) => resolve({ errors, valid })),
  )
  expect(result.errors).toBeNull()
  expect(result.valid).toBe(true)
  expect(resume.basics).toMatchObject({
    name: 'Zoë Müller-Łukasik',
    label: 'Lead Product Designer',
    location: { city: 'Kraków', region: 'Poland' },
  })
  expect(resume.basics.profiles).toEqual([
    {
      network: 'LinkedIn',
      username: 'zoe-mueller-lukasik-example',
      url: 'https://www.linkedin.com/in/zoe-mueller-lukasik-example',
    },
  ])
})

test('the JSON Resume export of an unknown profile answers 404 PROFILE_NOT_FOUND', async () => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/profile/profile-missing/json-resume',
  })
  expect(response.statusCode).toBe(404)
  expect(response.json().error.code).toBe('PROFILE_NOT_FOUND')
})
