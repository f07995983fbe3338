import { expect, test } from 'vitest'

import type { IndustryInsights } from '#shared/insights/insights.schema.ts'
import { JobPostingSchema, type JobPosting } from '#shared/jobs/job.schema.ts'
import {
  companyIndicator,
  computeQualityIndicators,
  industryIndicator,
  narrativeIndicator,
  skillsIndicator,
} from '#client/features/resume-builder/lib/quality-indicators.ts'

function job(overrides: Partial<JobPosting> = {}): JobPosting {
  return JobPostingSchema.parse({
    title: 'Data Engineer',
    company: 'Acme',
    location: 'Berlin',
    description: 'Acme builds rockets.',
    requirements: ['Python'],
    responsibilities: ['Build pipelines'],
    preferred: [],
    skills: ['Python'],
    salaryRange: 'EUR 60,000–70,000 per year',
    jobType: 'Full-time',
    remote: false,
    industry: 'Technology',
    sourceUrl: null,
    extractedBy: 'json-ld',
    id: 'j1',
    userId: 'u',
    jobTitle: 'Data Engineer',
    url: null,
    analyzedDate: '2026-11-01T00:00:00.000Z',
    authenticInsights: [],
    matchScore: null,
    match: null,
    communicationStyle: null,
    contentGenerated: false,
    resumeCount: 0,
    ...overrides,
  })
}

const insight = (credibilityScore: number) => ({
  title: `t${credibilityScore}`,
  preview: '',
  description: '',
  content: '',
  category: 'c',
  basis: 'b',
  credibilityScore,
})

test('industry intelligence is the average credibility of the insights, rounded', () => {
  const insights: IndustryInsights = {
    industry: 'Technology',
    hotTopics: [insight(80), insight(71)],
    industryNews: [insight(60)],
    skillsMapping: [],
  }
  const indicator = industryIndicator(insights)
  expect(indicator.value).toBe(70)
  expect(indicator.basis).toBe('Average credibility score of 3 industry insights.')
  expect(indicator.details).toEqual(['t80: 80%', 't71: 71%', 't60: 60%'])
  expect(industryIndicator(null).value).toBeNull()
})

test('skills mapping is the average strength of the mappings; none gives no value', () => {
  const mapping = (strengthPercentage: number) => ({
    requiredSkill: 's',
    userSkill: null,
    evidence: [],
    strengthPercentage,
    improvementSuggestion: '',
  })
  expect(skillsIndicator([mapping(90), mapping(60), mapping(30)]).value).toBe(60)
  expect(skillsIndicator([]).value).toBeNull()
  expect(skillsIndicator(null).basis).toBe('No skills mapping was generated for this content.')
})

test('company intelligence counts the company facts the analysis holds', () => {
  expect(companyIndicator(job()).value).toBe(100)
  const sparse = companyIndicator(
    job({ salaryRange: null, remote: null, jobType: null, description: 'We build rockets.' }),
  )
  expect(sparse.value).toBe(50)
  expect(sparse.basis).toBe('4 of 8 company facts found in the job analysis.')
  expect(sparse.details).toContain('Missing: Salary range')
  expect(companyIndicator(null).value).toBeNull()
})

test('personal narrative is the share of claims that cite profile evidence', () => {
  const claims = {
    keyHighlights: [
      { text: 'a', evidence: ['line'] },
      { text: 'b', evidence: ['line'] },
    ],
    authenticArguments: [
      { text: 'c', evidence: ['line'] },
      { text: 'd', evidence: [' '] },
    ],
  }
  const indicator = narrativeIndicator(claims)
  expect(indicator.value).toBe(75)
  expect(indicator.basis).toBe('3 of 4 highlights and arguments cite evidence from your profile.')
  expect(narrativeIndicator(null).value).toBeNull()
})

test('content loaded from recent work shows only what it can compute', () => {
  const indicators = computeQualityIndicators({ job: job(), insights: null, mappings: null, claims: null })
  expect(indicators.map((item) => [item.label, item.value])).toEqual([
    ['Industry Intelligence', null],
    ['Skills Mapping', null],
    ['Company Intelligence', 100],
    ['Personal Narrative', null],
  ])
})
