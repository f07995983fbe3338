import Fastify from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterEach, expect, test } from 'vitest'

import { UPLOAD_MAX_BYTES } from '#shared/constants.ts'
import { installErrorHandler } from '#server/http/error-handler.ts'
import { importsRoutes } from '#server/features/imports/imports.routes.ts'
import type { FetchPage } from '#server/features/imports/linkedin/fetch-linkedin-page.ts'
import {
  buildPdf,
  column,
  linkedinExportZip,
  resumeDocx,
  twoColumnResumePdf,
} from '#server/features/imports/import-fixtures.ts'
import { createTestApp, testEnv, type TestApp } from '#tests/test-app.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import { inProcessCompute } from '#server/compute/compute.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

function multipart(fileName: string, bytes: Buffer, field = 'resume') {
  const boundary = '----careerforge-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function upload(fileName: string, bytes: Buffer) {
  testApp ??= await createTestApp()
  return testApp.app.inject({ method: 'POST', url: '/api/import/resume', ...multipart(fileName, bytes) })
}

test('a two-column PDF imports with its columns kept apart', async () => {
  const response = await upload('ana.pdf', twoColumnResumePdf())
  expect(response.statusCode).toBe(200)
  const body = response.json()
  const info = body.profileData.personalInfo
  expect(info.fullName).toBe('Ana María López')
  expect(body.importStats.postNominals).toEqual(['PhD'])
  expect(info.email).toBe('ana.lopez@example.org')
  expect(info.phone).toBe('+34 612 345 678')
  expect(info.currentRole).toBe('Data Platform Lead')
  expect(info.company).toBe('Acme Analytics S.L.')
  expect(info.languages).toEqual(['Spanish (Native)', 'English (Professional)'])
  const jobs = body.profileData.workExperience.experiences.map(
    (w: { company: string; role: string; duration: string }) => [w.company, w.role, w.duration],
  )
  expect(jobs).toEqual([
    ['Acme Analytics S.L.', 'Data Platform Lead', 'March 2021 - Present'],
    ['Orbital Systems', 'Software Engineer', 'June 2017 - February 2021'],
  ])
  expect(body.profileData.workExperience.experiences[0].achievements).toEqual([
    'Led a team of six engineers building the data platform',
    'Cut nightly batch time from 6 hours to 40 minutes',
  ])
  expect(body.profileData.education.degrees[0]).toMatchObject({
    institution: 'Universidad Politécnica de Madrid',
    degree: 'Master of Science',
    field: 'Computer Science',
    year: '2015 - 2017',
  })
  expect(body.profileData.skills.technical).toEqual(expect.arrayContaining(['Python', 'Kubernetes']))
  expect(body.profileData.skills.business).toContain('Team Leadership')
  expect(body.importStats.fieldsDefaulted).toEqual([])
  expect(body.success).toBe(true)
})

test('a DOCX keeps its headings and bullets; programming languages become skills', async () => {
  const response = await upload('zoe.docx', await resumeDocx())
  expect(response.statusCode).toBe(200)
  const { profileData, importStats } = response.json()
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Zoë Okafor',
    email: 'zoe.okafor@example.net',
    phone: '(415) 555-0134',
    location: 'Oakland, CA',
  })
  expect(profileData.personalInfo.summary).toContain('turns research into shipped')
  expect(
    profileData.workExperience.experiences.map((w: { company: string; role: string }) => [w.company, w.role]),
  ).toEqual([
    ['Brightpath Health', 'Lead Product Designer'],
    ['Lumen Labs', 'Product Designer'],
  ])
  expect(profileData.workExperience.experiences[0].achievements).toHaveLength(2)
  expect(profileData.personalInfo.languages).toEqual(['English', 'Yoruba'])
  expect(profileData.skills.technical).toContain('JavaScript')
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'California College of the Arts',
    year: '2018',
  })
  expect(importStats.format).toBe('docx')
})

test('a LinkedIn data export ZIP reads exact file names and varying columns', async () => {
  const response = await upload('export.zip', await linkedinExportZip())
  expect(response.statusCode).toBe(200)
  const { profileData, importStats } = response.json()
  expect(importStats.format).toBe('linkedin-zip')
  expect(profileData.personalInfo).toMatchObject({
    fullName: 'Søren Kierkegaard-Hansen',
    email: 'soren@example.dk',
    location: 'Copenhagen, Capital Region, Denmark',
    currentRole: 'Staff Engineer',
    company: 'Fjord Robotics',
  })
  expect(profileData.personalInfo.summary).toBe('Builds robot fleets.\nLoves "hard" problems, and tea.')
  expect(
    profileData.workExperience.experiences.map((w: { company: string; role: string; duration: string }) => [
      w.company,
      w.role,
      w.duration,
    ]),
  ).toEqual([
    ['Fjord Robotics', 'Staff Engineer', 'Mar 2021 - Present'],
    ['Fjord Robotics', 'Senior Engineer', 'Jan 2019 - Mar 2021'],
    ['Nordic Motion ApS', 'Engineer', 'Aug 2016 - Dec 2018'],
  ])
  expect(profileData.workExperience.experiences[0].achievements).toEqual(['Shipped fleet routing v2'])
  expect(profileData.skills.technical).toEqual(expect.arrayContaining(['ROS', 'C++']))
  expect(profileData.personalInfo.languages).toEqual([
    'Danish (Native or bilingual proficiency)',
    'German (Limited working proficiency)',
  ])
})

test('a file larger than 10 MB answers 413 FILE_TOO_LARGE', async () => {
  const response = await upload('big.txt', Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 'a'))
  expect(response.statusCode).toBe(413)
  expect(response.json().error.code).toBe('FILE_TOO_LARGE')
})

test('a .pdf that is not a PDF is refused with a clear message', async () => {
  const response = await upload(
    'resume.pdf',
    Buffer.from('Jane Doe\nSoftware Engineer\nThis is plain text pretending to be a PDF.'),
  )
  expect(response.statusCode).toBe(415)
  expect(response.json().error).toEqual({
    code: 'UNSUPPORTED_FILE',
    message: 'This file is named .pdf but is not a PDF. Please check the file and upload it again.',
  })
})

test('an empty, corrupt, encrypted or image-only file answers a clear error, never a crash', async () => {
  const cases: [string, Buffer, number, string, RegExp][] = [
    ['empty.pdf', Buffer.alloc(0), 422, 'UNREADABLE_FILE', /empty/],
    [
      'broken.pdf',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog garbage'),
      422,
      'UNREADABLE_FILE',
      /damaged|no selectable text/,
    ],
    [
      'locked.pdf',
      buildPdf([column(50, 700, ['Secret Resume', 'Hidden text'])], { encrypted: true }),
      422,
      'UNREADABLE_FILE',
      /password/,
    ],
    ['scan.pdf', buildPdf([[]]), 422, 'UNREADABLE_FILE', /no selectable text/],
    ['broken.docx', Buffer.from('PK\u0003\u0004 not really a zip'), 422, 'UNREADABLE_FILE', /damaged/],
    [
      'old.doc',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]),
      422,
      'UNREADABLE_FILE',
      /Word document/,
    ],
    ['resume.json', Buffer.from('{"name": "not a resume"}'), 415, 'UNSUPPORTED_FILE', /not a JSON Resume/],
    [
      'photo.pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      415,
      'UNSUPPORTED_FILE',
      /image/,
    ],
    ['resume.exe', Buffer.from('MZ\u0000\u0000binary'), 415, 'UNSUPPORTED_FILE', /not supported/],
  ]
  for (const [name, bytes, status, code, message] of cases) {
    const response = await upload(name, bytes)
    expect(response.statusCode, name).toBe(status)
    expect(response.json().error.code, name).toBe(code)
    expect(response.json().error.message, name).toMatch(message)
  }
})

test('an upload without the resume field answers 400', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/resume',
    ...multipart('a.txt', Buffer.from('hello'), 'other'),
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.code).toBe('VALIDATION_FAILED')
})

test('pasted text needs 50 characters and imports what it says', async () => {
  testApp = await createTestApp()
  const short = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/text',
    payload: { content: '   too short   ', source: 'resume' },
  })
  expect(short.statusCode).toBe(400)
  const content = [
    'Priya Raman',
    'priya.raman@example.com',
    '',
    'Experience',
    'Nurse Manager, St. Mary Hospital',
    '2019 - Present',
    '• Managed 24 nurses',
  ].join('\n')
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/import/text',
    payload: { content, source: 'resume' },
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(body.profileData.personalInfo).toMatchObject({
    fullName: 'Priya Raman',
    email: 'priya.raman@example.com',
    company: 'St. Mary Hospital',
    currentRole: 'Nurse Manager',
    // Issue 19: a location the text lacks stays empty (it used to be filled with 'Global').
    location: '',
  })
  expect(body.importStats.fieldsDefaulted).toEqual(['location'])
  expect(body.profileData.education.degrees).toEqual([])
})

async function linkedinApp(fetchPage: FetchPage) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  await app.register(fastifyMultipart)
  const database = { kind: 'pglite' } as never
  await app.register(
    importsRoutes(
      { database, env: testEnv(), careerEngine: createLocalEngine(), compute: inProcessCompute() },
      { fetchPage },
    ),
  )
  await app.ready()
  return app
}

test('a LinkedIn URL must contain linkedin.com/in/', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/profiles/import-linkedin',
    payload: { linkedinUrl: 'https://example.com/jane', userId: 'u1' },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.message).toContain(
    'Invalid LinkedIn URL: Please enter a valid LinkedIn profile URL',
  )
})

test('an authwall, HTTP 999 or login page answers the failure with suggestions, never a profile', async () => {
  const pages: Awaited<ReturnType<FetchPage>>[] = [
    { status: 999, body: '', finalUrl: 'https://www.linkedin.com/in/jane/' },
    { status: 302, body: '', finalUrl: 'https://www.linkedin.com/authwall?trk=x' },
    {
      status: 200,
      body: '<html><head><title>Sign Up | LinkedIn</title></head><body><form class="join-form"></form></body></html>',
      finalUrl: 'https://www.linkedin.com/in/jane/',
    },
  ]
  for (const page of pages) {
    const app = await linkedinApp(async () => page)
    const response = await app.inject({
      method: 'POST',
      url: '/api/profiles/import-linkedin',
      payload: { linkedinUrl: 'https://www.linkedin.com/in/jane', userId: 'u1' },
    })
    expect(response.statusCode).toBe(422)
    const { error } = response.json()
    expect(error.code).toBe('LINKEDIN_BLOCKED')
    expect(error.message).toMatch(/^LinkedIn import failed\. Please try the alternatives below\./)
    expect(error.suggestions).toHaveLength(4)
    expect(response.body).not.toContain('profileData')
    await app.close()
  }
})

test('a public LinkedIn page imports its Person data through the fetch seam', async () => {
  const requested: string[] = []
  const html = `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Person', name: 'Mateus Araújo', jobTitle: ['Head of Data'], address: { addressLocality: 'Lisbon', addressCountry: 'PT' }, worksFor: [{ '@type': 'Organization', name: 'Ondas Energia' }] }] })}</script></head><body></body></html>`
  const app = await linkedinApp(async (url) => {
    requested.push(url)
    return { status: 200, body: html, finalUrl: url }
  })
  const response = await app.inject({
    method: 'POST',
    url: '/api/profiles/import-linkedin',
    payload: { linkedinUrl: 'linkedin.com/in/mateus-araujo?trk=abc', userId: 'u1' },
  })
  expect(requested).toEqual(['https://www.linkedin.com/in/mateus-araujo/'])
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(body.profile.personalInfo).toMatchObject({
    fullName: 'Mateus Araújo',
    location: 'Lisbon, PT',
    company: 'Ondas Energia',
    linkedin: 'https://www.linkedin.com/in/mateus-araujo',
  })
  expect(body.importStats.completeness).toBeGreaterThan(0)
  const parsed = await app.inject({
    method: 'POST',
    url: '/api/profile/parse-url',
    payload: { url: 'https://www.linkedin.com/in/mateus-araujo' },
  })
  expect(parsed.json().data.personalInfo.fullName).toBe('Mateus Araújo')
  await app.close()
})
