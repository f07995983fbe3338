import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'

import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import {
  CleanupContentResponseSchema,
  CleanupResponseSchema,
  RecentWorkResponseSchema,
} from '#shared/recent-work/recent-work.contract.ts'
import { applications, jobPostings, socialPosts, variations } from '#server/db/schema.ts'
import { insertJobPosting } from '#server/features/jobs/job-posting-repository.ts'
import { createTestApp, type TestApp } from '#tests/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

function job(title: string): ExtractedJob {
  return {
    title,
    company: 'Northwind',
    location: 'Berlin',
    description: `<p>${title} at Northwind.</p>`,
    requirements: ['SQL'],
    responsibilities: ['Build reports'],
    preferred: [],
    skills: ['SQL'],
    salaryRange: null,
    jobType: 'Full-time',
    remote: false,
    industry: 'Technology',
    sourceUrl: `https://jobs.example.com/${title}`,
    extractedBy: 'json-ld',
  }
}

async function seedJob(userId: string, title: string, analyzedDate: Date): Promise<string> {
  const id = `${userId}-${title}`
  await insertJobPosting({
    db: testApp.database.db,
    id,
    userId,
    profileId: null,
    job: job(title),
    authenticInsights: [`Insight for ${title}`],
    match: { score: 40, breakdown: [], summary: '2 of 5' },
  })
  await testApp.database.db.update(jobPostings).set({ analyzedDate }).where(eq(jobPostings.id, id))
  return id
}

async function seedApplication(
  userId: string,
  jobPostingId: string,
  id: string,
  createdAt: Date,
  style = 'tech_leader',
) {
  await testApp.database.db.insert(applications).values({
    id,
    userId,
    jobPostingId,
    communicationStyle: style,
    processingSpeed: 'medium',
    resumeContent: `Resume ${id}`,
    coverLetter: `Letter ${id}`,
    matchScore: 71,
    keyHighlights: [],
    authenticArguments: [],
    createdAt,
  })
  await testApp.database.db.insert(variations).values([
    {
      id: `${id}-v1`,
      applicationId: id,
      position: 0,
      style: 'Executive Impact',
      tone: 'confident',
      content: `Variation one of ${id}`,
    },
    {
      id: `${id}-v2`,
      applicationId: id,
      position: 1,
      style: 'Warm',
      tone: 'personal',
      content: `Variation two of ${id}`,
    },
  ])
}

const day = 24 * 60 * 60 * 1000

test('recent work lists the latest 6 analyses newest first with the latest generated content', async () => {
  const now = Date.now()
  const ids: string[] = []
  for (let i = 0; i < 7; i++)
    ids.push(await seedJob('user-recent', `job-${i}`, new Date(now - (7 - i) * 60_000)))
  await seedJob('someone-else', 'job-x', new Date(now))
  const newest = ids[6] as string
  await seedApplication('user-recent', newest, 'app-old', new Date(now - 30_000), 'business_leader')
  await seedApplication('user-recent', newest, 'app-new', new Date(now - 10_000), 'tech_leader')

  const response = await testApp.app.inject({ method: 'GET', url: '/api/recent-work/user-recent' })
  expect(response.statusCode).toBe(200)
  const items = RecentWorkResponseSchema.parse(response.json())
  expect(items.map((i) => i.title)).toEqual(['job-6', 'job-5', 'job-4', 'job-3', 'job-2', 'job-1'])
  const [first, second] = items
  expect(first).toMatchObject({
    applicationId: 'app-new',
    resumeContent: 'Resume app-new',
    coverLetter: 'Letter app-new',
    resumeCount: 2,
    contentGenerated: true,
    communicationStyle: 'tech_leader',
    matchScore: 71,
    company: 'Northwind',
    location: 'Berlin',
  })
  expect(first?.variations).toEqual([
    { style: 'Executive Impact', tone: 'confident', content: 'Variation one of app-new' },
    { style: 'Warm', tone: 'personal', content: 'Variation two of app-new' },
  ])
  expect(second).toMatchObject({
    applicationId: null,
    resumeContent: null,
    coverLetter: null,
    variations: [],
    resumeCount: 0,
    contentGenerated: false,
    matchScore: 40,
    communicationStyle: null,
  })
  expect(second?.authenticInsights).toEqual(['Insight for job-5'])
})

test("cleanup removes analyses and applications older than a week, and only the user's", async () => {
  const now = Date.now()
  const old = await seedJob('user-clean', 'old-job', new Date(now - 8 * day))
  const fresh = await seedJob('user-clean', 'fresh-job', new Date(now - 1 * day))
  await seedJob('other-user', 'old-job', new Date(now - 30 * day))
  await seedApplication('user-clean', old, 'clean-app-1', new Date(now - 8 * day))
  await seedApplication('user-clean', fresh, 'clean-app-2', new Date(now - 9 * day))
  await seedApplication('user-clean', fresh, 'clean-app-3', new Date(now - 1 * day))

  const response = await testApp.app.inject({ method: 'POST', url: '/api/cleanup/user-clean' })
  expect(response.statusCode).toBe(200)
  expect(CleanupResponseSchema.parse(response.json())).toEqual({
    success: true,
    deletedJobs: 1,
    deletedResumes: 2,
  })
  const left = RecentWorkResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: '/api/recent-work/user-clean' })).json(),
  )
  expect(left.map((i) => [i.title, i.resumeCount])).toEqual([['fresh-job', 1]])
  const others = RecentWorkResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: '/api/recent-work/other-user' })).json(),
  )
  expect(others).toHaveLength(1)
})

test('content cleanup deletes generated applications, variations and social posts but keeps analyses', async () => {
  const jobId = await seedJob('user-content', 'content-job', new Date())
  await seedApplication('user-content', jobId, 'content-app', new Date())
  await testApp.database.db.insert(socialPosts).values([
    {
      id: 'post-1',
      userId: 'user-content',
      topic: 'AI',
      argument: 'Use it well',
      tone: 'professional',
      targetAudience: 'startup founders and entrepreneurs',
      post: { content: 'Post', hashtags: [], engagement_hooks: [], call_to_action: 'Reply' },
    },
    {
      id: 'post-2',
      userId: 'someone-else',
      topic: 'AI',
      argument: 'Keep me',
      tone: 'professional',
      targetAudience: 'startup founders and entrepreneurs',
      post: { content: 'Post', hashtags: [], engagement_hooks: [], call_to_action: 'Reply' },
    },
  ])
  const response = await testApp.app.inject({ method: 'POST', url: '/api/cleanup-content/user-content' })
  expect(CleanupContentResponseSchema.parse(response.json())).toEqual({
    success: true,
    deletedResumes: 1,
    deletedVariations: 2,
    deletedLinkedInPosts: 1,
  })
  const items = RecentWorkResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: '/api/recent-work/user-content' })).json(),
  )
  expect(items.map((i) => [i.title, i.applicationId, i.resumeCount])).toEqual([['content-job', null, 0]])
  const again = await testApp.app.inject({ method: 'POST', url: '/api/cleanup-content/user-content' })
  expect(again.json()).toEqual({
    success: true,
    deletedResumes: 0,
    deletedVariations: 0,
    deletedLinkedInPosts: 0,
  })
})

test('an unknown user has no recent work', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/recent-work/nobody' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual([])
})
