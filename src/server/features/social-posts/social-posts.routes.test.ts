import { eq } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'

import { GeneratePostResponseSchema } from '#shared/social-posts/social-post.schema.ts'
import { socialPosts } from '#server/db/schema.ts'
import type { CareerEngine, GenerateSocialPostInput } from '#server/engine/career-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import { saveProfile, setActiveProfile } from '#server/features/profile/profile-repository.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp | undefined
afterEach(async () => {
  await testApp?.close()
  testApp = undefined
})

const body = {
  topic: 'Remote onboarding',
  argument: 'New hires learn more from one honest buddy than from ten recorded welcome videos.',
  tone: 'conversational',
  targetAudience: 'tech talent and engineering leaders',
  workforceTraits: ['Empathetic'],
  userId: 'user-social-1',
}

function generate(app: TestApp, payload: unknown) {
  return app.app.inject({ method: 'POST', url: '/api/linkedin/generate-post', payload: payload as object })
}

test("generate-post answers the post and keeps it in the user's recent work", async () => {
  testApp = await createTestApp()
  const response = await generate(testApp, body)
  expect(response.statusCode).toBe(200)
  const answer = GeneratePostResponseSchema.parse(response.json())
  expect(answer.success).toBe(true)
  expect(answer.post.content).toContain(body.argument)
  expect(answer.post.hashtags.length).toBeGreaterThanOrEqual(3)
  expect(answer.post.engagement_hooks).toHaveLength(3)
  expect(answer.post.content).toContain(answer.post.call_to_action)

  const rows = await testApp.database.db.select().from(socialPosts).where(eq(socialPosts.id, answer.id))
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    userId: 'user-social-1',
    topic: body.topic,
    argument: body.argument,
    tone: 'conversational',
    targetAudience: body.targetAudience,
  })
  expect(rows[0]?.post).toEqual(answer.post)
})

test('tone and audience default to professional and startup founders', async () => {
  testApp = await createTestApp()
  const response = await generate(testApp, { topic: body.topic, argument: body.argument })
  expect(response.statusCode).toBe(200)
  const { id } = GeneratePostResponseSchema.parse(response.json())
  const [row] = await testApp.database.db.select().from(socialPosts).where(eq(socialPosts.id, id))
  expect(row).toMatchObject({
    tone: 'professional',
    targetAudience: 'startup founders and entrepreneurs',
    userId: 'default-user',
  })
})

test('a blank or missing topic or argument is a 400 with the field named, and nothing is saved', async () => {
  testApp = await createTestApp()
  const cases = [
    [{ ...body, topic: '' }, 'body.topic'],
    [{ ...body, topic: '   \n ' }, 'body.topic'],
    [{ ...body, argument: '' }, 'body.argument'],
    [{ ...body, argument: '\t  ' }, 'body.argument'],
    [{ argument: body.argument }, 'body.topic'],
    [{ topic: body.topic }, 'body.argument'],
  ] as const
  for (const [payload, field] of cases) {
    const response = await generate(testApp, payload)
    expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    const error = response.json().error
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(field)
  }
  expect(await testApp.database.db.select().from(socialPosts)).toHaveLength(0)
})

test('an unknown tone or audience is a 400, never a 500', async () => {
  testApp = await createTestApp()
  expect((await generate(testApp, { ...body, tone: 'sarcastic' })).statusCode).toBe(400)
  expect((await generate(testApp, { ...body, targetAudience: 'everyone' })).statusCode).toBe(400)
  expect((await generate(testApp, { ...body, workforceTraits: 'Analytical' })).statusCode).toBe(400)
})

test('an unknown profile id is a 404', async () => {
  testApp = await createTestApp()
  const response = await generate(testApp, { ...body, profileId: 'profile-does-not-exist' })
  expect(response.statusCode).toBe(404)
  expect(response.json().error.code).toBe('PROFILE_NOT_FOUND')
})

test("the engine gets the active profile's sections, and its selected traits when the request sends none", async () => {
  const calls: GenerateSocialPostInput[] = []
  const local = createLocalEngine()
  const engine: CareerEngine = {
    ...local,
    generateSocialPost: async (input) => {
      calls.push(input)
      return local.generateSocialPost(input)
    },
  }
  testApp = await createTestApp({ engine })
  const profile = await saveProfile({
    db: testApp.database.db,
    userId: 'user-social-2',
    sections: {
      personalInfo: {
        fullName: 'Mina Park',
        email: '',
        location: '',
        phone: '',
        summary: '',
        languages: [],
        currentRole: 'Engineering Manager',
        company: 'Quillstack',
      },
      personalityTraits: {
        selectedTraits: ['Curious', 'Decisive'],
        autoSelectedReason: '',
        strengths: [],
        values: [],
        workStyle: '',
        motivation: '',
        leadership: '',
        communication: '',
        traits: [],
      },
    },
  })
  await setActiveProfile(testApp.database.db, 'user-social-2', profile.id)

  const response = await generate(testApp, { ...body, userId: 'user-social-2', workforceTraits: [] })
  expect(response.statusCode).toBe(200)
  expect(calls).toHaveLength(1)
  expect(calls[0]?.workforceTraits).toEqual(['Curious', 'Decisive'])
  expect(calls[0]?.profile?.personalInfo.fullName).toBe('Mina Park')
  expect(calls[0]?.profile).not.toHaveProperty('id')

  await generate(testApp, { ...body, userId: 'user-social-2', workforceTraits: ['Reliable'] })
  expect(calls[1]?.workforceTraits).toEqual(['Reliable'])
})

test('the same request twice gives the same post, stored twice with distinct ids', async () => {
  testApp = await createTestApp()
  const first = GeneratePostResponseSchema.parse((await generate(testApp, body)).json())
  const second = GeneratePostResponseSchema.parse((await generate(testApp, body)).json())
  expect(second.post).toEqual(first.post)
  expect(second.id).not.toBe(first.id)
})
