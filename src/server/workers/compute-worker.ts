import { threadId, type MessagePort } from 'node:worker_threads'

import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import { computeJobMatch, type ComputeJobMatchOptions } from '#shared/jobs/job-match.ts'
import type {
  AnalyzeJobInput,
  AnalyzeJobOutput,
  GenerateApplicationInput,
  GenerateSocialPostInput,
  IndustryInsightsInput,
  SkillsMappingInput,
} from '#server/engine/career-engine.ts'
import { guardEngine } from '#server/engine/guard/guard-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'
import {
  renderDocumentFile,
  type RenderFileOptions,
} from '#server/features/documents/render-document-file.ts'
import { readJob, type JobSource } from '#server/features/jobs/intake/read-job.ts'
import { outcomeOf, yieldToRequestThread, type WorkerOutcome } from '#server/workers/worker-thread.ts'

// The CPU-heavy work of requests, each an export the compute pool (compute.ts) calls by name in a worker
// thread, so the thread that answers requests (and health checks) never waits behind it: reading a job
// page, scoring a match, the local engine with its truthfulness guard, and rendering PDF and DOCX files.
// Results and failures cross the thread boundary as data.

yieldToRequestThread()

const engine = guardEngine(createLocalEngine())

const failed = (message: string) => ({ code: 'INTERNAL_ERROR', message }) as const
const GENERATION_FAILED = {
  code: 'GENERATION_FAILED',
  message: 'The local engine could not write this.',
} as const

export const readJobPage = (source: JobSource): Promise<WorkerOutcome<ExtractedJob>> =>
  outcomeOf(() => readJob(source), {
    code: 'NOT_A_JOB_POSTING',
    message: 'This page could not be read as a job posting.',
  })

export const scoreJobMatch = (options: ComputeJobMatchOptions): Promise<WorkerOutcome<MatchResult>> =>
  outcomeOf(() => computeJobMatch(options), failed('The match score could not be computed.'))

export const analyzeJob = (input: AnalyzeJobInput): Promise<WorkerOutcome<AnalyzeJobOutput>> =>
  outcomeOf(() => engine.analyzeJob(input), GENERATION_FAILED)

export const industryInsights = (input: IndustryInsightsInput) =>
  outcomeOf(() => engine.industryInsights(input), GENERATION_FAILED)

export const skillsMapping = (input: SkillsMappingInput) =>
  outcomeOf(() => engine.skillsMapping(input), GENERATION_FAILED)

export const generateSocialPost = (input: GenerateSocialPostInput) =>
  outcomeOf(() => engine.generateSocialPost(input), GENERATION_FAILED)

export type ProgressMessage = { done?: false; percent: number; stage: string } | { done: true }

export type GenerateInWorkerInput = Omit<GenerateApplicationInput, 'onProgress' | 'signal'> & {
  /** Progress reports (ProgressMessage) go back through this port, the last one `done`. */
  progress: MessagePort
}

export const generateApplication = ({ progress, ...input }: GenerateInWorkerInput) =>
  outcomeOf(
    () =>
      engine.generateApplication({
        ...input,
        onProgress: (percent, stage) => progress.postMessage({ percent, stage } satisfies ProgressMessage),
      }),
    GENERATION_FAILED,
  ).finally(() => {
    progress.postMessage({ done: true } satisfies ProgressMessage)
    progress.close()
  })

export const renderFile = (options: RenderFileOptions): Promise<WorkerOutcome<Uint8Array>> =>
  outcomeOf(() => renderDocumentFile(options), failed('The document could not be rendered.'))

export type WarmUpInput = {
  /** How many warm-ups have begun, across the pool's threads (one Int32 in shared memory). */
  begun: Int32Array
  /** How many warm-ups the pool runs at once: one per thread. */
  threads: number
}

/**
 * Loads everything above and pays the first PDF's cost, so no person waits for it; answers this
 * thread's id. The pool runs one per thread at once, and each holds its thread until all have begun,
 * so none of them lands on a thread another one already warmed (a thread runs one task at a time).
 */
export const warmUp = ({ begun, threads }: WarmUpInput): Promise<WorkerOutcome<number>> =>
  outcomeOf(async () => {
    Atomics.add(begun, 0, 1)
    await warmPdfRenderer()
    // A thread that never starts (it failed) must not hold this one for ever.
    const until = Date.now() + 60_000
    while (Atomics.load(begun, 0) < threads && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20))
    return threadId
  }, failed('Warm-up failed.'))
