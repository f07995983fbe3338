import { afterEach, expect, test } from 'vitest'

import { MAX_SELECTED_TRAITS, WORKFORCE_TRAITS } from '#shared/constants.ts'
import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { LandingShowcaseResponseSchema } from '#shared/landing/landing.contract.ts'
import { SAMPLE_POSTING } from '#server/features/landing/sample-posting.ts'
import { getProfile, saveProfile, seedProfiles } from '#server/features/profile/profile-repository.ts'
import { DEFAULT_PROFILE_ID, defaultProfileSections } from '#server/features/profile/seed-profiles.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

async function showcase(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/landing/showcase' })
  expect(response.statusCode).toBe(200)
  return LandingShowcaseResponseSchema.parse(response.json())
}

test('the four stat cards are read from the default profile achievements', async () => {
  testApp = await createTestApp()
  const body = await showcase(testApp)
  expect(body.profileId).toBe(DEFAULT_PROFILE_ID)
  expect(body.stats.map((s) => [s.id, s.value, s.label])).toEqual([
    ['revenue', '€4M+', 'Revenue Managed'],
    ['adoption', '85%', 'Product Adoption'],
    ['countries', '15+', 'Countries'],
    ['retention', '95%', 'Client Retention'],
  ])
  const achievements = defaultProfileSections.workExperience.experiences.flatMap((e) => e.achievements)
  for (const stat of body.stats) {
    expect(achievements).toContain(stat.evidence)
    expect(stat.source).toBe('Senior SAP Consultant, Nordlicht Consulting GmbH')
  }
})

test('the sample card is computed from the default profile and the sample posting', async () => {
  testApp = await createTestApp()
  const { sampleCard, claims } = await showcase(testApp)
  const profile = await getProfile(testApp.database.db, DEFAULT_PROFILE_ID)
  expect(profile).not.toBeNull()
  const match = computeJobMatch({ job: SAMPLE_POSTING, profile: profile! })
  expect(sampleCard.jobMatch).toBe(match.score)
  expect(sampleCard.matchSummary).toBe(match.summary)
  expect(sampleCard.profileName).toBe('Alexandra Weber')
  expect(sampleCard.posting.company).toBe('Helios Manufacturing Group')
  expect(sampleCard.coreSkills).toHaveLength(6)
  const ownSkills = Object.values(defaultProfileSections.skills).flat()
  for (const skill of sampleCard.coreSkills) expect(ownSkills).toContain(skill)
  // Skills the posting names come before the others.
  expect(sampleCard.coreSkills[0]).toBe('SAP S/4HANA')
  expect(sampleCard.keyAchievements).toEqual(
    defaultProfileSections.workExperience.experiences[0]!.achievements,
  )
  expect(sampleCard.variations).toBe(3)
  expect(sampleCard.appeal).toEqual({ label: 'Global', reason: 'Work across 15+ countries and 3 languages' })
  expect(claims.traitOptions).toEqual([...WORKFORCE_TRAITS])
  expect(claims.traitOptions).toHaveLength(10)
  expect(claims.traitsToPick).toBe(MAX_SELECTED_TRAITS)
  expect(claims.eliteCompanies.named).toHaveLength(4)
  expect(claims.eliteCompanies.named.length + claims.eliteCompanies.others.length).toBe(10)
  expect(claims.hotTopicCount).toBe(3)
})

test('the showcase follows the profile: a stat it cannot back is left out and the appeal drops', async () => {
  testApp = await createTestApp()
  const db = testApp.database.db
  await seedProfiles(db)
  const [first] = defaultProfileSections.workExperience.experiences
  await saveProfile({
    db,
    userId: 'system',
    profileId: DEFAULT_PROFILE_ID,
    sections: {
      personalInfo: {
        ...defaultProfileSections.personalInfo,
        summary: 'Consultant in Munich.',
        languages: ['German'],
      },
      workExperience: {
        experiences: [{ ...first!, achievements: ['Drove 70% user adoption of a new planning product'] }],
      },
    },
  })
  const body = await showcase(testApp)
  expect(body.stats.map((s) => `${s.id}=${s.value}`)).toEqual(['adoption=70%'])
  expect(body.sampleCard.keyAchievements[0]).toBe('Drove 70% user adoption of a new planning product')
  expect(body.sampleCard.appeal.label).toBe('Local')
})
