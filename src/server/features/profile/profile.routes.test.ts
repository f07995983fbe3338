import { afterEach, beforeAll, expect, test } from 'vitest'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID } from '#server/features/profile/seed-profiles.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'
import { createTestApp, createTestDatabase, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined

// The first database (migrating the template) is slow on a loaded machine; keep it out of test one's time.
beforeAll(async () => {
  await (await createTestDatabase()).close()
}, 180_000)
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

test('a first save without profileId creates the user their own profile and leaves the seeds alone', async () => {
  const { app } = await seededApp()
  const seedBefore = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  const personal = { ...seedBefore.personalInfo, fullName: 'Nora Brandt', email: 'nora@example.com' }
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: 'new-user', personalInfo: personal },
  })
  expect(response.statusCode).toBe(200)
  const created = response.json().profile
  expect(created.id).not.toBe(DEFAULT_PROFILE_ID)
  expect(created.id).not.toBe(IMPORTED_PROFILE_ID)
  expect(created).toMatchObject({ userId: 'new-user', name: 'Nora Brandt', badge: 'CUSTOM' })
  expect(created.workExperience.experiences).toEqual([])
  const seedAfter = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  expect(seedAfter).toEqual(seedBefore)
  // The new profile is the user's from now on; a second save lands on it; other users keep the seed.
  expect((await app.inject({ method: 'GET', url: '/api/profile?userId=new-user' })).json().id).toBe(
    created.id,
  )
  const second = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: 'new-user', currentClients: ['Client B'] },
  })
  expect(second.json().profile.id).toBe(created.id)
  expect(second.json().profile.personalInfo.fullName).toBe('Nora Brandt')
  expect((await app.inject({ method: 'GET', url: '/api/profile?userId=someone-else' })).json().id).toBe(
    DEFAULT_PROFILE_ID,
  )
  const list = (await app.inject({ method: 'GET', url: '/api/profiles?userId=new-user' })).json()
  expect(list.profiles.map((p: { id: string }) => p.id)).toEqual([
    DEFAULT_PROFILE_ID,
    IMPORTED_PROFILE_ID,
    created.id,
  ])
})

test('concurrent first saves of different sections create one profile holding both', async () => {
  const { app } = await seededApp()
  const degrees = [
    { id: 'e1', institution: 'ETH Zürich', degree: 'MSc', field: 'Robotics', year: '2020', achievements: '' },
  ]
  const experiences = [
    {
      id: 'w1',
      company: 'Sika AG',
      role: 'Engineer',
      duration: '2020 - Present',
      description: '',
      achievements: [],
    },
  ]
  const answers = await Promise.all([
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { userId: 'racer', education: { degrees, certifications: [] } },
    }),
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { userId: 'racer', workExperience: { experiences } },
    }),
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { userId: 'racer', currentClients: ['C'] },
    }),
  ])
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
  const ids = new Set(answers.map((answer) => answer.json().profile.id))
  expect(ids.size).toBe(1)
  const stored = (await app.inject({ method: 'GET', url: '/api/profile?userId=racer' })).json()
  expect(stored.education.degrees).toEqual(degrees)
  expect(stored.workExperience.experiences).toEqual(experiences)
  expect(stored.currentClients).toEqual(['C'])
  const own = (await app.inject({ method: 'GET', url: '/api/profiles?userId=racer' }))
    .json()
    .profiles.filter((p: { id: string }) => p.id !== DEFAULT_PROFILE_ID && p.id !== IMPORTED_PROFILE_ID)
  expect(own).toHaveLength(1)
})

test('an unknown profileId in the body is 404 with the error envelope and creates nothing', async () => {
  const { app } = await seededApp()
  for (const profileId of ['profile-does-not-exist', 'nope']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { profileId, currentClients: ['X'] },
    })
    expect(response.statusCode, profileId).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'PROFILE_NOT_FOUND', message: expect.any(String) } })
    expect((await app.inject({ method: 'GET', url: `/api/profile/${profileId}` })).statusCode).toBe(404)
  }
  const path = await app.inject({ method: 'POST', url: '/api/profile/update/nope', payload: {} })
  expect(path.statusCode).toBe(404)
  expect(path.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test("a save naming another user's profile is 404 and leaves it unchanged", async () => {
  const { app } = await seededApp()
  const owned = (
    await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { userId: 'owner', profileId: 'draft-owner-a1b2', name: 'Owner', currentClients: ['Mine'] },
    })
  ).json().profile
  const intruder = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: 'intruder', profileId: owned.id, currentClients: ['Theirs'] },
  })
  expect(intruder.statusCode).toBe(404)
  expect(intruder.json().error.code).toBe('PROFILE_NOT_FOUND')
  const byPath = await app.inject({
    method: 'POST',
    url: `/api/profile/update/${owned.id}`,
    payload: { userId: 'intruder', books: [] },
  })
  expect(byPath.statusCode).toBe(404)
  // The same draft id sent again by someone else does not take the profile over either.
  const sameDraft = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { userId: 'intruder', profileId: 'draft-owner-a1b2', name: 'Intruder' },
  })
  expect(sameDraft.statusCode).toBe(404)
  const after = (await app.inject({ method: 'GET', url: `/api/profile/${owned.id}` })).json()
  expect(after).toMatchObject({ userId: 'owner', name: 'Owner', currentClients: ['Mine'] })
})

test('concurrent saves of different sections of one profile keep every change', async () => {
  const { app } = await seededApp()
  const before = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  const personalInfo = { ...before.personalInfo, summary: 'Changed summary.' }
  const skills = { business: ['Controlling'], technical: ['SQL'], sap: ['SAP FI'] }
  const experiences = [
    {
      id: 'w9',
      company: 'Acme',
      role: 'Lead',
      duration: '2024 - Present',
      description: '',
      achievements: [],
    },
  ]
  const answers = await Promise.all([
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { profileId: DEFAULT_PROFILE_ID, personalInfo },
    }),
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { profileId: DEFAULT_PROFILE_ID, skills },
    }),
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { profileId: DEFAULT_PROFILE_ID, workExperience: { experiences } },
    }),
    app.inject({
      method: 'POST',
      url: `/api/profile/update/${DEFAULT_PROFILE_ID}`,
      payload: { personalExperiences: { interests: ['Rowing'] } },
    }),
    app.inject({
      method: 'POST',
      url: `/api/profile/update/${DEFAULT_PROFILE_ID}`,
      payload: { books: [{ title: 'Range', author: 'David Epstein' }] },
    }),
  ])
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
  const after = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  expect(after.personalInfo.summary).toBe('Changed summary.')
  expect(after.skills).toEqual(skills)
  expect(after.workExperience.experiences).toEqual(experiences)
  expect(after.personalExperiences.hobbies.map((h: { name: string }) => h.name)).toEqual(['Rowing'])
  expect(after.personalExperiences.projects).toEqual(before.personalExperiences.projects)
  expect(after.books.books.map((b: { title: string }) => b.title)).toEqual(['Range'])
  expect(after.education).toEqual(before.education)
})

test('two concurrent creates of one draft never answer 500 and leave one profile', async () => {
  const { app } = await seededApp()
  const payload = { profileId: 'draft-twin-x1y2', name: 'Twin', currentClients: ['A'] }
  const answers = await Promise.all([
    app.inject({ method: 'POST', url: '/api/profile/update', payload }),
    app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: { ...payload, skills: { business: ['B'], technical: [], sap: [] } },
    }),
  ])
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
  const list = (await app.inject({ method: 'GET', url: '/api/profiles' })).json()
  expect(list.profiles.filter((p: { id: string }) => p.id === 'draft-twin-x1y2')).toHaveLength(1)
  expect(list.activeProfileId).toBe('draft-twin-x1y2')
  const stored = (await app.inject({ method: 'GET', url: '/api/profile/draft-twin-x1y2' })).json()
  expect(stored.skills.business).toEqual(['B'])
  expect(stored.currentClients).toEqual(['A'])
})

test('a failed save changes nothing: one invalid section refuses the whole request', async () => {
  const { app } = await seededApp()
  const before = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: {
      profileId: DEFAULT_PROFILE_ID,
      currentClients: ['Should not land'],
      education: { degrees: [{ id: 'x', institution: 'x'.repeat(600) }] },
    },
  })
  expect(response.statusCode).toBe(400)
  const after = (await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()
  expect(after).toEqual(before)
  // A NUL character (which PostgreSQL cannot store) is refused with a 400 naming the field, never a 500,
  // and the stored profile stays as it was (input hygiene, src/server/http/input-hygiene.ts).
  const nul = await app.inject({
    method: 'POST',
    url: '/api/profile/update',
    payload: { profileId: DEFAULT_PROFILE_ID, currentClients: ['Acme\u0000 Corp'] },
  })
  expect(nul.statusCode).toBe(400)
  expect(nul.json().error.message).toContain('currentClients')
  expect((await app.inject({ method: 'GET', url: `/api/profile/${DEFAULT_PROFILE_ID}` })).json()).toEqual(
    before,
  )
})
