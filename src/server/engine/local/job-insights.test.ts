import { expect, test } from 'vitest'

import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { deriveJobInsights } from '#server/engine/local/job-insights.ts'

const job: ExtractedJob = {
  title: 'Senior Platform Engineer',
  company: 'Ferncloud',
  location: 'Remote (EU)',
  description:
    '<p>You will own our platform end-to-end. Ownership matters here: you own uptime, you own cost, and you own the roadmap with our customers. Customers rely on us; customer trust is everything.</p>',
  requirements: [
    'Must have 5+ years running Kubernetes in production',
    'Terraform at scale',
    'Clear written communication',
  ],
  responsibilities: ['Own the CI/CD platform', 'Work with customers on migrations'],
  preferred: ['Go or Rust experience'],
  skills: ['Kubernetes', 'Terraform', 'CI/CD', 'Go', 'Rust'],
  salaryRange: null,
  jobType: 'Full-time',
  remote: true,
  industry: 'Technology',
  sourceUrl: null,
  extractedBy: 'json-ld',
}

test('insights quote the must-haves, read the seniority and count the recurring themes', () => {
  const insights = deriveJobInsights(job)
  expect(insights[0]).toContain('“Must have 5+ years running Kubernetes in production”')
  expect(
    insights.some(
      (i) =>
        i.startsWith('Seniority:') && i.includes('“Senior Platform Engineer”') && i.includes('“5+ years”'),
    ),
  ).toBe(true)
  const ownership = insights.find((i) => i.includes('ownership and autonomy'))
  expect(ownership).toMatch(/comes up \d+ times/)
  expect(insights.some((i) => i.includes('customers and users'))).toBe(true)
  expect(insights.some((i) => i.includes('Kubernetes') && i.startsWith('Tools and skills'))).toBe(true)
  expect(insights.some((i) => i.includes('“Go or Rust experience”'))).toBe(true)
  expect(insights.some((i) => i.includes('fully remote'))).toBe(true)
})

test('every quoted phrase is in the posting; nothing is invented for an empty posting', () => {
  const text = [job.description, ...job.requirements, ...job.preferred, job.title].join(' ')
  for (const insight of deriveJobInsights(job))
    for (const [, quoted] of insight.matchAll(/“([^”]+)”/g)) expect(text).toContain(quoted?.replace(/…$/, ''))
  const empty = deriveJobInsights({
    ...job,
    title: 'Cashier',
    description: '<p>Work the till.</p>',
    requirements: [],
    responsibilities: [],
    preferred: [],
    skills: [],
    remote: null,
  })
  expect(empty).toEqual([])
})
