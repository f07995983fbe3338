import { threadId } from 'node:worker_threads'

import { computeJobMatch } from '#shared/jobs/job-match.ts'
import { guardEngine } from '#server/engine/guard/guard-engine.ts'
import { createLocalEngine } from '#server/engine/local/create-local-engine.ts'
import type { EngineTask, ProgressMessage, TaskModule, WarmUpInput } from '#server/workers/compute.ts'
import { outcomeOf, yieldToRequestThread, type WorkerOutcome } from '#server/workers/worker-thread.ts'

// The compute threads' own tasks (the tasks named in compute.ts), run in a worker thread: scoring a
// match and the local engine with its truthfulness guard. The worker module (src/server/compute/)
// exports them beside the tasks the features register. Results and failures cross the thread boundary
// as data.

yieldToRequestThread()

const engine = guardEngine(createLocalEngine())

const failed = (message: string) => ({ code: 'INTERNAL_ERROR', message }) as const
const GENERATION_FAILED = {
  code: 'GENERATION_FAILED',
  message: 'The local engine could not write this.',
} as const

/** The engine's tasks but the warm-up, whose work the worker module chooses (warmingUp). */
export const engineTasks = {
  scoreJobMatch: (options) =>
    outcomeOf(() => computeJobMatch(options), failed('The match score could not be computed.')),
  analyzeJob: (input) => outcomeOf(() => engine.analyzeJob(input), GENERATION_FAILED),
  industryInsights: (input) => outcomeOf(() => engine.industryInsights(input), GENERATION_FAILED),
  skillsMapping: (input) => outcomeOf(() => engine.skillsMapping(input), GENERATION_FAILED),
  generateSocialPost: (input) => outcomeOf(() => engine.generateSocialPost(input), GENERATION_FAILED),
  generateApplication: ({ progress, ...input }) =>
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
    }),
} satisfies TaskModule<Exclude<EngineTask, { name: 'warmUp' }>>

/**
 * The warm-up task: loads everything of the worker module, runs `warm` (the first PDF's cost, so no
 * person waits for it) and answers this thread's id. The pool runs one per thread at once, and each
 * holds its thread until all have begun, so none of them lands on a thread another one already warmed
 * (a thread runs one task at a time).
 */
export const warmingUp =
  (warm: () => Promise<void>) =>
  ({ begun, threads }: WarmUpInput): Promise<WorkerOutcome<number>> =>
    outcomeOf(async () => {
      Atomics.add(begun, 0, 1)
      await warm()
      // A thread that never starts (it failed) must not hold this one for ever.
      const until = Date.now() + 60_000
      while (Atomics.load(begun, 0) < threads && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20))
      return threadId
    }, failed('Warm-up failed.'))
