import { availableParallelism } from 'node:os'
import {
  MessageChannel,
  type MessagePort,
  type Transferable as WorkerTransferable,
} from 'node:worker_threads'

import { Piscina } from 'piscina'

import { AppError } from '#shared/errors.ts'
import type { MatchResult } from '#shared/jobs/job.schema.ts'
import type { ComputeJobMatchOptions } from '#shared/jobs/job-match.ts'
import type {
  AnalyzeJobInput,
  AnalyzeJobOutput,
  CareerEngine,
  GenerateApplicationInput,
  GenerateSocialPostInput,
  IndustryInsightsInput,
  SkillsMappingInput,
} from '#server/engine/career-engine.ts'
import { LOCAL_ENGINE_IDENTITY } from '#server/engine/local/local-engine-identity.ts'
import { admitting, valueOf, workerExecArgv, type WorkerOutcome } from '#server/workers/worker-thread.ts'

// The server's CPU-heavy work behind one interface with two transports: a pool of worker threads for
// the running server, so a burst of analyses or PDFs never delays other requests or health checks, and
// in-process calls for tests and scripts. Both load the worker module on first use. The work is named
// by tasks: the engine's own below, and those a feature registers (a posting read, a file rendered),
// which the worker module at the composition root (src/server/compute/) implements, so this layer
// knows no feature.

/** A task the compute threads run: the worker module's export of this name, typed by input and result. */
export type ComputeTask<Input, Output, Name extends string = string> = {
  readonly name: Name
  /** Types only, never set: what the task takes and answers. */
  readonly types?: (input: Input) => Output
}

/** The worker module's implementation of a task: its result or failure as data. */
export type TaskOf<T> =
  T extends ComputeTask<infer Input, infer Output, string>
    ? (input: Input) => Promise<WorkerOutcome<Output>>
    : never

/** The exports a worker module needs for `Tasks`, each under its task's name. */
export type TaskModule<Tasks extends ComputeTask<never, unknown>> = {
  [T in Tasks as T['name']]: TaskOf<T>
}

export type ProgressMessage = { done?: false; percent: number; stage: string } | { done: true }

export type GenerateInWorkerInput = Omit<GenerateApplicationInput, 'onProgress' | 'signal'> & {
  /** Progress reports (ProgressMessage) go back through this port, the last one `done`. */
  progress: MessagePort
}

export type WarmUpInput = {
  /** How many warm-ups have begun, across the pool's threads (one Int32 in shared memory). */
  begun: Int32Array
  /** How many warm-ups the pool runs at once: one per thread. */
  threads: number
}

type Application = Awaited<ReturnType<CareerEngine['generateApplication']>>

export const SCORE_JOB_MATCH: ComputeTask<ComputeJobMatchOptions, MatchResult, 'scoreJobMatch'> = {
  name: 'scoreJobMatch',
}
const ANALYZE_JOB: ComputeTask<AnalyzeJobInput, AnalyzeJobOutput, 'analyzeJob'> = { name: 'analyzeJob' }
const INDUSTRY_INSIGHTS: ComputeTask<
  IndustryInsightsInput,
  Awaited<ReturnType<CareerEngine['industryInsights']>>,
  'industryInsights'
> = { name: 'industryInsights' }
const SKILLS_MAPPING: ComputeTask<
  SkillsMappingInput,
  Awaited<ReturnType<CareerEngine['skillsMapping']>>,
  'skillsMapping'
> = { name: 'skillsMapping' }
const GENERATE_SOCIAL_POST: ComputeTask<
  GenerateSocialPostInput,
  Awaited<ReturnType<CareerEngine['generateSocialPost']>>,
  'generateSocialPost'
> = { name: 'generateSocialPost' }
const GENERATE_APPLICATION: ComputeTask<GenerateInWorkerInput, Application, 'generateApplication'> = {
  name: 'generateApplication',
}
/** Loads everything of the worker module and pays the first PDF's cost; answers the thread's id. */
const WARM_UP: ComputeTask<WarmUpInput, number, 'warmUp'> = { name: 'warmUp' }

/** The tasks of the compute threads themselves, implemented in engine-tasks.ts. */
export type EngineTask =
  | typeof SCORE_JOB_MATCH
  | typeof ANALYZE_JOB
  | typeof INDUSTRY_INSIGHTS
  | typeof SKILLS_MAPPING
  | typeof GENERATE_SOCIAL_POST
  | typeof GENERATE_APPLICATION
  | typeof WARM_UP

type RunOptions = { signal?: AbortSignal }

export type Compute = {
  /** Runs one task in a compute thread (in this thread for tests and scripts). */
  run: <Input, Output>(
    task: ComputeTask<Input, Output>,
    input: NoInfer<Input>,
    options?: RunOptions,
  ) => Promise<Output>
  /** The local engine with its truthfulness guard. */
  localEngine: CareerEngine
  /**
   * Loads the heavy modules and warms the PDF renderer in every thread ahead of the first request;
   * answers how many threads were warmed.
   */
  warm: () => Promise<number>
  close: () => Promise<void>
}

type Call = <Input, Output>(
  task: ComputeTask<Input, Output>,
  input: NoInfer<Input>,
  options?: RunOptions & { transferList?: readonly WorkerTransferable[] },
) => Promise<Output>

function computeOver(call: Call, close: () => Promise<void>, threads: number): Compute {
  return {
    run: (task, input, options) => call(task, input, options),
    localEngine: {
      ...LOCAL_ENGINE_IDENTITY,
      analyzeJob: (input) => call(ANALYZE_JOB, input),
      industryInsights: (input) => call(INDUSTRY_INSIGHTS, input),
      skillsMapping: (input) => call(SKILLS_MAPPING, input),
      generateSocialPost: (input) => call(GENERATE_SOCIAL_POST, input),
      generateApplication: async ({ onProgress, signal, ...input }) => {
        const { port1, port2 } = new MessageChannel()
        // Reports arrive in order on the port; the worker's last message says it is done, so every
        // report is delivered before the application is returned.
        const reported = new Promise<void>((resolve) => {
          port1.on('message', (message: ProgressMessage) => {
            if (message.done) resolve()
            else onProgress?.(message.percent, message.stage)
          })
          port1.once('close', resolve)
        })
        try {
          const application = await call(
            GENERATE_APPLICATION,
            { ...input, progress: port2 },
            { signal, transferList: [port2] },
          )
          await reported
          return application
        } finally {
          port1.close()
        }
      },
    },
    warm: async () => {
      // One warm-up per thread, all at once: a thread started later would make its first person pay
      // about a second for the first PDF.
      const begun = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
      const warmed = await Promise.all(
        Array.from({ length: threads }, () => call(WARM_UP, { begun, threads })),
      )
      return new Set(warmed).size
    },
    close,
  }
}

type LoadedTasks = Record<string, (input: unknown) => Promise<WorkerOutcome<never>>>

/** Runs each task in this thread (tests, scripts), from the worker module `load` imports. */
export function computeInProcess(load: () => Promise<object>): Compute {
  const call: Call = async (task, input) => {
    const tasks = (await load()) as LoadedTasks
    return valueOf(await tasks[task.name]!(input))
  }
  return computeOver(call, async () => undefined, 1)
}

export type ComputePoolOptions = {
  maxThreads?: number
  /** Wall-clock budget of one operation, queueing included. */
  timeoutMs?: number
  /** Operations waiting for a worker; more are refused with 429 so a burst cannot pile up without end. */
  maxQueue?: number
}

/** Runs each task in a pool of worker threads loading `workerFile`, created on first use. */
export function computeInThreads(
  workerFile: URL,
  {
    maxThreads = Math.min(2, availableParallelism()),
    timeoutMs = 120_000,
    maxQueue = 64,
  }: ComputePoolOptions = {},
): Compute {
  let pool: Piscina | undefined
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads,
      idleTimeout: 10 * 60_000,
      concurrentTasksPerWorker: 1,
      execArgv: workerExecArgv(),
      resourceLimits: { maxOldGenerationSizeMb: 1024, stackSizeMb: 4 },
    }).on('error', () => undefined))

  const admit = admitting(
    maxThreads + maxQueue,
    () =>
      new AppError('RATE_LIMITED', {
        message: 'The server is busy with other work. Please try again in a minute.',
      }),
  )
  const call: Call = (task, input, options = {}) => admit(() => runInPool(task, input, options))
  const runInPool: Call = async (task, input, options = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    let outcome: WorkerOutcome<never>
    try {
      outcome = (await poolOf().run(input, {
        name: task.name,
        signal,
        transferList: options.transferList,
      })) as WorkerOutcome<never>
    } catch (error) {
      throw poolError(error, deadline.aborted)
    }
    return valueOf(outcome)
  }

  return computeOver(
    call,
    async () => {
      await pool?.destroy()
    },
    maxThreads,
  )
}

function poolError(error: unknown, timedOut: boolean): AppError {
  return new AppError('INTERNAL_ERROR', {
    message: timedOut
      ? 'This took too long and was stopped. Please try again.'
      : 'The work was stopped before it finished.',
    cause: error,
  })
}
