import { createRequire } from 'node:module'

import { expect, test } from 'vitest'

import { blankProfileSections, ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import { JsonResumeSchema } from '#server/features/documents/json-resume/json-resume.schema.ts'
import { parseDateRange } from '#server/features/documents/json-resume/parse-date-range.ts'
import { profileToJsonResume } from '#server/features/documents/json-resume/profile-to-json-resume.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'

type SchemaValidator = {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void
}
const validator = createRequire(import.meta.url)('@jsonresume/schema') as SchemaValidator

function validate(resume: unknown): Promise<unknown> {
  return new Promise((resolve) => validator.validate(resume, (errors) => resolve(errors)))
}

function profileOf(sections = defaultProfileSections): Profile {
  return ProfileSchema.parse({
    ...sections,
    id: 'profile-x',
    userId: 'u',
    name: 'Test',
    badge: 'CUSTOM',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
  })
}

test('the seeded profile exports as a valid JSON Resume with every position, degree and skill group', async () => {
  const resume = profileToJsonResume(profileOf())
  expect(await validate(JSON.parse(JSON.stringify(resume)))).toBeNull()
  expect(JsonResumeSchema.parse(resume)).toEqual(resume)
  expect(resume.basics).toMatchObject({
    name: 'Alexandra Weber',
    label: 'Senior SAP Consultant',
    email: 'alexandra.weber@example.com',
    location: { city: 'Munich', region: 'Germany' },
  })
  expect(resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual([
    ['Nordlicht Consulting GmbH', 'Senior SAP Consultant', '2020-03', undefined],
    ['Bavaria Retail Systems AG', 'SAP FI/CO Consultant', '2017-06', '2020-02'],
    ['Deloitte', 'Business Analyst', '2015-09', '2017-05'],
  ])
  expect(resume.work[0]?.highlights).toHaveLength(4)
  expect(resume.education[0]).toMatchObject({
    institution: 'Technical University of Munich',
    studyType: 'Master of Science',
    area: 'Information Systems',
    startDate: '2013',
    endDate: '2015',
  })
  expect(resume.education[2]).toMatchObject({ endDate: '2019' })
  expect(resume.skills.map((s) => s.name)).toEqual(['Business', 'Technical', 'SAP'])
  expect(resume.languages[0]).toEqual({ language: 'German', fluency: 'native' })
  expect(resume.certificates).toEqual([
    { name: 'SAP Certified Application Associate - SAP S/4HANA for Financial Accounting' },
    { name: 'PRINCE2 Foundation' },
  ])
  expect(resume.basics.profiles).toEqual([
    {
      network: 'LinkedIn',
      username: 'alexandra-weber-example',
      url: 'https://www.linkedin.com/in/alexandra-weber-example',
    },
  ])
  expect(resume.projects.map((p) => p.name)).toEqual([
    'Close Cockpit case study',
    'Finance Close Cockpit',
    'Planning Adoption Playbook',
  ])
  expect(resume.interests.map((i) => i.name)).toEqual([
    'Open Water Swimming',
    'Photography',
    'Long-distance Running',
  ])
  expect(resume.meta.lastModified).toBe('2026-11-22T09:30:00.000Z')
})

test('a blank profile exports as a valid, empty JSON Resume, inventing nothing', async () => {
  const resume = profileToJsonResume(profileOf(blankProfileSections()))
  expect(await validate(JSON.parse(JSON.stringify(resume)))).toBeNull()
  expect(resume.basics).toEqual({ name: '', profiles: [] })
  expect([resume.work, resume.education, resume.skills, resume.languages, resume.projects]).toEqual([
    [],
    [],
    [],
    [],
    [],
  ])
})

test('an unreadable date or a broken URL is left out instead of failing the export', async () => {
  const sections = blankProfileSections()
  sections.personalInfo.fullName = 'Sam Lee'
  sections.workExperience.experiences = [
    {
      id: 'w',
      company: 'Acme',
      role: 'Engineer',
      duration: 'a few years',
      description: '',
      achievements: [],
    },
  ]
  sections.portfolioData.portfolioUrls = [{ title: 'Site', description: '', url: 'not a url at all' }]
  const resume = profileToJsonResume(profileOf(sections))
  expect(await validate(JSON.parse(JSON.stringify(resume)))).toBeNull()
  expect(resume.work[0]).toMatchObject({
    name: 'Acme',
    position: 'Engineer',
    startDate: undefined,
    endDate: undefined,
  })
  expect(resume.projects).toEqual([{ name: 'Site', description: undefined, url: undefined, keywords: [] }])
})

test('free-text durations become partial ISO dates', () => {
  expect(parseDateRange('March 2020 - Present')).toEqual({ start: '2020-03', isOngoing: true })
  expect(parseDateRange('Jan. 2019 – Dec 2021')).toEqual({
    start: '2019-01',
    end: '2021-12',
    isOngoing: false,
  })
  expect(parseDateRange('01/2019 - 6/2021')).toEqual({ start: '2019-01', end: '2021-06', isOngoing: false })
  expect(parseDateRange('2015-2016', 'end')).toEqual({ start: '2015', end: '2016', isOngoing: false })
  expect(parseDateRange('2021', 'end')).toEqual({ end: '2021', isOngoing: false })
  expect(parseDateRange('2020-03 to now')).toEqual({ start: '2020-03', isOngoing: true })
  expect(parseDateRange('März 2018 bis heute')).toEqual({ start: '2018-03', isOngoing: true })
  expect(parseDateRange('since forever')).toEqual({ isOngoing: false })
})

test('French, Spanish and comma-written months become partial ISO dates, as durations read them', () => {
  expect(parseDateRange('février 2017 – août 2019')).toEqual({
    start: '2017-02',
    end: '2019-08',
    isOngoing: false,
  })
  expect(parseDateRange('déc. 2019 - aujourd’hui')).toEqual({ start: '2019-12', isOngoing: true })
  expect(parseDateRange('septiembre 2015 a diciembre 2017')).toEqual({
    start: '2015-09',
    end: '2017-12',
    isOngoing: false,
  })
  expect(parseDateRange('September, 2018 – May, 2021')).toEqual({
    start: '2018-09',
    end: '2021-05',
    isOngoing: false,
  })
})
