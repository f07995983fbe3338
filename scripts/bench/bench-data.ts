import { randomUUID } from 'node:crypto'

import { DEFAULT_INDUSTRY } from '#shared/constants.ts'
import type { Db } from '#server/db/client.ts'
import { applications, jobPostings, trackedJobs, trackerEvents, variations } from '#server/db/schema.ts'
import { saveProfile, seedProfiles, setActiveProfile } from '#server/features/profile/profile-repository.ts'
import { defaultProfileSections } from '#server/features/profile/seed-profiles.ts'

// Stored data for the scaling rows: users with 6 and 5,000 analysed jobs (each tracked, as an analysis
// is; the newest six with an application and three variations each), and users whose active profile
// has 3 or 24 roles.

export const JOB_USERS = { 6: 'bench-jobs-6', 5000: 'bench-jobs-5000' } as const
export const ROLE_USERS = { 3: 'bench-roles-3', 24: 'bench-roles-24' } as const

const EMPLOYERS = [
  'Nordwind Logistik',
  'Hafen Energie',
  'Kessler Maschinenbau',
  'Altstadt Versicherung',
  'Rheinblick Software',
  'Bergmann Retail',
]

/** The id of a user's stored job; 0 is the newest. */
export const benchJobId = (userId: string, index: number) => `bench-job-${userId}-${index}`

function jobRow(userId: string, index: number, analyzedDate: Date) {
  const title = `Senior Finance Systems Analyst ${index + 1}`
  const company = EMPLOYERS[index % EMPLOYERS.length] as string
  const requirements = Array.from(
    { length: 12 },
    (_, i) =>
      `Experience ${i + 1} with SAP S/4HANA finance, month-end close and reporting for international teams`,
  )
  return {
    id: benchJobId(userId, index),
    userId,
    url: `https://jobs.example.org/${index}`,
    title,
    company,
    location: 'Munich',
    data: {
      title,
      company,
      location: 'Munich',
      description: `<p>${requirements.join('</p><p>')}</p>`,
      requirements,
      responsibilities: ['Lead the finance systems roadmap', 'Coach analysts in three countries'],
      preferred: ['SAP Analytics Cloud'],
      skills: ['SAP S/4HANA', 'SQL', 'Power BI'],
      salaryRange: null,
      jobType: 'Full-time' as const,
      remote: false,
      industry: DEFAULT_INDUSTRY,
      sourceUrl: `https://jobs.example.org/${index}`,
      extractedBy: 'bench',
    },
    authenticInsights: ['The team moves its reporting to S/4HANA this year.'],
    matchScore: 70 + (index % 25),
    analyzedDate,
  }
}

async function storeJobs(db: Db, userId: string, count: number): Promise<void> {
  const now = Date.now()
  const rows = Array.from({ length: count }, (_, i) => jobRow(userId, i, new Date(now - i * 60_000)))
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500)
    await db.insert(jobPostings).values(batch)
    await db.insert(trackedJobs).values(
      batch.map((job) => ({
        jobPostingId: job.id,
        userId,
        stage: 'saved',
        stageChangedAt: job.analyzedDate,
        updatedAt: job.analyzedDate,
      })),
    )
    await db.insert(trackerEvents).values(
      batch.map((job) => ({
        id: `bench-event-${job.id}`,
        jobPostingId: job.id,
        userId,
        stage: 'saved',
        at: job.analyzedDate,
      })),
    )
  }
  for (const job of rows.slice(0, 6)) {
    const applicationId = `bench-app-${randomUUID()}`
    await db.insert(applications).values({
      id: applicationId,
      userId,
      jobPostingId: job.id,
      communicationStyle: 'business_leader',
      processingSpeed: 'medium',
      resumeContent: 'Resume text '.repeat(300),
      coverLetter: 'Cover letter text '.repeat(150),
      matchScore: job.matchScore,
      keyHighlights: [],
      authenticArguments: [],
    })
    await db.insert(variations).values(
      ['professional', 'friendly', 'confident'].map((tone, position) => ({
        id: `bench-var-${randomUUID()}`,
        applicationId,
        position,
        style: 'business_leader',
        tone,
        content: `A ${tone} variation. `.repeat(60),
      })),
    )
  }
}

async function storeProfile(db: Db, userId: string, roles: number): Promise<void> {
  const base = defaultProfileSections.workExperience.experiences
  const experiences = Array.from({ length: roles }, (_, i) => ({
    ...(base[i % base.length] as (typeof base)[number]),
    id: `work-${i + 1}`,
    company: `${EMPLOYERS[i % EMPLOYERS.length]} ${i + 1}`,
  }))
  const profile = await saveProfile({
    db,
    userId,
    name: `Bench ${roles} roles`,
    sections: { ...defaultProfileSections, workExperience: { experiences } },
  })
  await setActiveProfile(db, userId, profile.id)
}

export async function storeBenchData(db: Db): Promise<void> {
  await seedProfiles(db)
  await storeJobs(db, JOB_USERS[6], 6)
  await storeJobs(db, JOB_USERS[5000], 5000)
  await storeProfile(db, ROLE_USERS[3], 3)
  await storeProfile(db, ROLE_USERS[24], 24)
}
