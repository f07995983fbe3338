import { expect, test } from 'vitest'

import { emptyExtractedJob, JobPostingSchema } from '#shared/jobs/job.schema.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import {
  initialWorkflow,
  workflowReducer,
  type WorkflowAction,
  type WorkflowState,
} from '#client/features/resume-builder/lib/workflow.ts'

const job = JobPostingSchema.parse({
  ...emptyExtractedJob({
    title: 'Engineer',
    company: 'Acme',
    industry: 'Technology',
    sourceUrl: 'https://acme.example/jobs/1',
    extractedBy: 'json-ld',
  }),
  id: 'j1',
  userId: 'u',
  jobTitle: 'Engineer',
  url: null,
  analyzedDate: '2026-11-01',
  authenticInsights: [],
  matchScore: 40,
  match: null,
  communicationStyle: null,
  contentGenerated: true,
  resumeCount: 1,
})
const result = {
  applicationId: 'a1',
  resumeContent: 'R',
  coverLetter: 'C',
  keyHighlights: [],
  authenticArguments: [],
  matchScore: 40,
  match: null,
  variations: [],
}

function run(...actions: WorkflowAction[]): WorkflowState {
  return actions.reduce(workflowReducer, initialWorkflow)
}

test('input → analysis → personalization → generation → results', () => {
  expect(run({ type: 'analysisStarted' }).step).toBe('analysis')
  const personalization = run({ type: 'analysisStarted' }, { type: 'analysisSucceeded', job })
  expect(personalization.step).toBe('personalization')
  const generating = workflowReducer(personalization, {
    type: 'generationStarted',
    origin: 'personalization',
  })
  expect(generating.step).toBe('generation')
  const done = workflowReducer(
    workflowReducer(generating, { type: 'generationProgress', percent: 60, stage: 'Writing' }),
    { type: 'generationSucceeded', result },
  )
  expect(done.step).toBe('results')
  expect(done.progress.percent).toBe(100)
  expect(done.result?.claims).toEqual({ keyHighlights: [], authenticArguments: [] })
})

test('a failed analysis returns to input', () => {
  expect(run({ type: 'analysisStarted' }, { type: 'analysisFailed' }).step).toBe('input')
})

test('Cancel returns to where generation started and resets progress; progress never goes backwards', () => {
  const generating = run(
    { type: 'analysisSucceeded', job },
    { type: 'generationStarted', origin: 'personalization' },
    { type: 'generationProgress', percent: 60, stage: 'x' },
    { type: 'generationProgress', percent: 20, stage: 'y' },
  )
  expect(generating.progress).toEqual({ percent: 60, stage: 'y' })
  const stopped = workflowReducer(generating, { type: 'generationStopped' })
  expect(stopped.step).toBe('personalization')
  expect(stopped.progress.percent).toBe(0)
  const fromInput = run(
    { type: 'analysisSucceeded', job },
    { type: 'backToInput' },
    { type: 'generationStarted', origin: 'input' },
    { type: 'generationStopped' },
  )
  expect(fromInput.step).toBe('input')
})

test('View Content jumps from input to results with the saved content; Start New Analysis clears everything', () => {
  const item: RecentWorkItem = {
    ...job,
    applicationId: 'a9',
    resumeContent: 'Saved resume',
    coverLetter: 'Saved letter',
    variations: [{ style: 's', tone: 't', content: 'v' }],
  }
  const loaded = run({ type: 'contentLoaded', item })
  expect(loaded.step).toBe('results')
  expect(loaded.result).toMatchObject({
    applicationId: 'a9',
    resumeContent: 'Saved resume',
    coverLetter: 'Saved letter',
    claims: null,
    matchScore: 40,
    source: 'recent-work',
  })
  expect(workflowReducer(loaded, { type: 'startNew' })).toEqual(initialWorkflow)
})

test('insights failure switches to the fallback topics; a later success clears the flag', () => {
  const failed = run({ type: 'analysisSucceeded', job }, { type: 'insightsFailed' })
  expect(failed.usingFallbackTopics).toBe(true)
  const insights = { industry: 'Technology', industryNews: [], hotTopics: [], skillsMapping: [] }
  expect(workflowReducer(failed, { type: 'insightsLoaded', insights }).usingFallbackTopics).toBe(false)
})
