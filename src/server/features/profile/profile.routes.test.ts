import { afterEach, expect, test } from 'vitest'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID } from '#server/features/profile/seed-profiles.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

async function seededApp(): Promise<TestApp> {
  testApp = await createTestApp()
  await seedProfiles(testApp.database.db)
  return testApp
}

test('GET /api/profile answers the seeded default profile for a user without one', async () => {
  const { app } = await seededApp()
  const response = await app.inject({ method: 'GET', url: '/api/profile' })
  expect(response.statusCode).toBe(200)
  const profile = response.json()
  expect(profile.id).toBe(DEFAULT_PROFILE_ID)
  expect(profile.badge).toBe('AUTHENTIC')
  expect(profile.personalInfo.fullName).toBe('Alexandra Weber')
  expect(profile.personalityTraits.selectedTraits).toHaveLength(3)
  expect(profile.workExperience.experiences[0].achievements.join(' ')).toContain('EUR 4M+')
})

test('GET /api/profile seeds the default profile when the database is empty', async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({ method: 'GET', url: '/api/profile?userId=someone' })
  expect(response.statusCode).toBe(200)
  expect(response.json().id).toBe(DEFAULT_PROFILE_ID)
})

test('GET /api/profile/:id answers a profile and 404 PROFILE_NOT_FOUND for an unknown id', async () => {
  const { app } = await seededApp()
  const found = await app.inject({ method: 'GET', url: `/api/profile/${IMPORTED_PROFILE_ID}` })
  expect(found.statusCode).toBe(200)
  expect(found.json().badge).toBe('IMPORTED')
  const missing = await app.inject({ method: 'GET', url: '/api/profile/nope' })
  expect(missing.statusCode).toBe(404)
  expect(missing.json().error.code).toBe('PROFILE_NOT_FOUND')
  const missingExtended = await app.inject({ method: 'GET', url: '/api/profile/nope/extended' })
  expect(missingExtended.statusCode).toBe(404)
  expect(missingExtended.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test('GET /api/profile/:id/extended answers the shape of spec section 7', async () => {
  const { app } = await seededApp()
  const response = await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}/extended` })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(body.personalExperiences.hobbies.map((h: { name: string }) => h.name)).toContain(
    'Open Water Swimming',
  )
  expect(body.personality).toEqual({
    strengths: expect.arrayContaining(['Stakeholder management']),
    workStyle: expect.stringContaining('Structured'),
    communication: expect.stringContaining('Plain language'),
    selectedTraits: ['Analytical', 'Collaborative', 'Results-oriented'],
  })
  expect(body.portfolioData.portfolioUrls[0].url).toContain('linkedin.com/in/')
  expect(body.books.books[0].title).toBe('The Goal')
})

test('a work-card save sends only workExperience and leaves every other section alone', async () => {
  const { app } = await seededApp()
  const before = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  const experiences = [
    {
      id: 'w1',
      company: 'Acme GmbH',
      role: 'Consultant',
      duration: 'May 2023 - Present',
      description: 'Did things.',
      achievements: ['Shipped X'],
    },
  ]
  const saved = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: DEFAULT_PROFILE_ID, workExperience: { experiences } },
  })
  expect(saved.statusCode).toBe(200)
  expect(saved.json().success).toBe(true)
  const after = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  expect(after.workExperience.experiences).toEqual(experiences)
  for (const key of [
    'personalInfo',
    'education',
    'personalExperiences',
    'personalityTraits',
    'portfolioData',
    'books',
    'skills',
    'currentClients',
  ]) {
    expect(after[key], key).toEqual(before[key])
  }
  expect(after.currentClients.length).toBeGreaterThan(0)
})

test('an education save and a personal-info save made separately never erase each other', async () => {
  const { app } = await seededApp()
  const degrees = [
    {
      id: 'e1',
      institution: 'TU Berlin',
      degree: "Master's",
      field: 'Physics',
      year: '2019',
      achievements: '',
    },
  ]
  await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: IMPORTED_PROFILE_ID, education: { degrees, certifications: [] } },
  })
  const personal = {
    fullName: 'Dan Okafor',
    email: 'dan@example.com',
    location: 'Leeds',
    phone: '',
    summary: 'Short.',
    languages: ['English'],
    currentRole: 'Engineer',
    company: 'X',
  }
  await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: IMPORTED_PROFILE_ID, personalInfo: personal },
  })
  const after = (await app.inject({ method: 'GET', url: `/api/profile/${IMPORTED_PROFILE_ID}` })).json()
  expect(after.education.degrees).toEqual(degrees)
  expect(after.personalInfo).toEqual(personal)
  expect(after.workExperience.experiences).toHaveLength(2)
})

test('POST /api/profile/update without profileId saves to the active profile', async () => {
  const { app } = await seededApp()
  await app.inject({
    method: 'POST',
    url: '/api/profiles/active',
    payload: { profileId: IMPORTED_PROFILE_ID },
  })
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: DEFAULT_USER_ID, currentClients: ['Client A'] },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json().profile.id).toBe(IMPORTED_PROFILE_ID)
  expect(response.json().profile.currentClients).toEqual(['Client A'])
})

test('a draft id creates a NEW profile, makes it active and lists it in the selector', async () => {
  const { app } = await seededApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: {
      profileId: 'draft-jane-doe-k3f9',
      name: 'Jane Doe',
      personalInfo: { fullName: 'Jane Doe', email: 'jane@example.com' },
    },
  })
  expect(response.statusCode).toBe(200)
  const profile = response.json().profile
  expect(profile).toMatchObject({
    id: 'draft-jane-doe-k3f9',
    name: 'Jane Doe',
    badge: 'NEW',
    userId: DEFAULT_USER_ID,
  })
  expect(profile.workExperience.experiences).toEqual([])
  const list = (await app.inject({ method: 'GET', url: '/api/profiles' })).json()
  expect(list.activeProfileId).toBe('draft-jane-doe-k3f9')
  expect(list.profiles.map((p: { badge: string }) => p.badge)).toEqual(['AUTHENTIC', 'IMPORTED', 'NEW'])
  expect(list.profiles.find((p: { id: string }) => p.id === 'draft-jane-doe-k3f9').isActive).toBe(true)
  // Editing the imported seed does not move it ahead of the authentic one.
  await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: IMPORTED_PROFILE_ID, currentClients: ['X'] },
  })
  const again = (await app.inject({ method: 'GET', url: '/api/profiles' })).json()
  expect(again.profiles.map((p: { id: string }) => p.id)).toEqual([
    DEFAULT_PROFILE_ID,
    IMPORTED_PROFILE_ID,
    'draft-jane-doe-k3f9',
  ])
  // Another user does not see it.
  const other = (await app.inject({ method: 'GET', url: '/api/profiles?userId=other-user' })).json()
  expect(other.profiles).toHaveLength(2)
  expect(other.activeProfileId).toBe(DEFAULT_PROFILE_ID)
})

test('a new profile id that is not URL-safe is refused with 400, never a 500', async () => {
  const { app } = await seededApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: 'Bad Id/..', name: 'X' },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().error.code).toBe('VALIDATION_FAILED')
  const wrongType = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { workExperience: { experiences: 'nope' } },
  })
  expect(wrongType.statusCode).toBe(400)
})

test('POST /api/profile/update/:id applies the questionnaire sections and keeps projects and the rest', async () => {
  const { app } = await seededApp()
  const response = await app.inject({
    method: 'POST',
    url: `/api/profile/update/${DEFAULT_PROFILE_ID}`,
    payload: {
      personalExperiences: {
        interests: ['Sailing', { name: 'Chess', category: 'Strategy & Games', proficiencyLevel: 'advanced' }],
      },
      personalityTraits: { selectedTraits: ['Curious'], strengths: ['Planning'], traits: ['Curious'] },
      books: [
        { title: 'Deep Work', author: 'Cal Newport', summary: '', impact: 'I block mornings for focus.' },
      ],
    },
  })
  expect(response.statusCode).toBe(200)
  const profile = response.json().profile
  expect(profile.personalExperiences.hobbies).toEqual([
    expect.objectContaining({ name: 'Sailing', proficiencyLevel: 'intermediate', selected: true }),
    expect.objectContaining({ name: 'Chess', proficiencyLevel: 'advanced' }),
  ])
  expect(profile.personalExperiences.projects.map((p: { name: string }) => p.name)).toContain(
    'Finance Close Cockpit',
  )
  expect(profile.books.books).toEqual([
    expect.objectContaining({ title: 'Deep Work', impact: 'I block mornings for focus.' }),
  ])
  expect(profile.books.readingPreferences).toContain('Operations')
  expect(profile.personalInfo.fullName).toBe('Alexandra Weber')
  expect(profile.workExperience.experiences).toHaveLength(3)
  const missing = await app.inject({
    method: 'POST',
    url: '/api/profile/update/unknown-id',
    payload: { books: [] },
  })
  expect(missing.statusCode).toBe(404)
  expect(missing.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test('POST /api/profiles/active switches the active profile; an unknown id is 404', async () => {
  const { app } = await seededApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/profiles/active',
    payload: { userId: 'u1', profileId: IMPORTED_PROFILE_ID },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({ success: true, profile: { id: IMPORTED_PROFILE_ID } })
  expect((await app.inject({ method: 'GET', url: '/api/profile?userId=u1' })).json().id).toBe(
    IMPORTED_PROFILE_ID,
  )
  expect((await app.inject({ method: 'GET', url: '/api/profile' })).json().id).toBe(DEFAULT_PROFILE_ID)
  const missing = await app.inject({
    method: 'POST',
    url: '/api/profiles/active',
    payload: { profileId: 'nope' },
  })
  expect(missing.statusCode).toBe(404)
  expect(missing.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test('seeding again never overwrites a user edit of a seeded profile', async () => {
  const { app, database } = await seededApp()
  await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: DEFAULT_PROFILE_ID, currentClients: ['Edited client'] },
  })
  await seedProfiles(database.db)
  expect(
    (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json().currentClients,
  ).toEqual(['Edited client'])
})
