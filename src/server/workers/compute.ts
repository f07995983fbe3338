import { availableParallelism } from 'node:os'
import { MessageChannel, type Transferable as WorkerTransferable } from 'node:worker_threads'

import { Piscina } from 'piscina'

import { AppError } from '#shared/errors.ts'
import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import type { ComputeJobMatchOptions } from '#shared/jobs/job-match.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { LOCAL_ENGINE_IDENTITY } from '#server/engine/local/local-engine-identity.ts'
import type { ProgressMessage } from '#server/workers/compute-worker.ts'
import type { RenderFileOptions } from '#server/features/documents/render-document-file.ts'
import type { JobSource } from '#server/features/jobs/intake/read-job.ts'
import {
  admitting,
  valueOf,
  workerExecArgv,
  workerFileUrl,
  type WorkerOutcome,
} from '#server/workers/worker-thread.ts'

// The server's CPU-heavy work (compute-worker.ts) behind one interface with two transports: a pool of
// worker threads for the running server, so a burst of analyses or PDFs never delays other requests or
// health checks, and in-process calls for tests and scripts. Both load the heavy modules on first use.

type WorkerApi = typeof import('#server/workers/compute-worker.ts')
type Operation = keyof WorkerApi

export type Compute = {
  readJob: (source: JobSource) => Promise<ExtractedJob>
  jobMatch: (options: ComputeJobMatchOptions) => Promise<MatchResult>
  /** The local engine with its truthfulness guard. */
  localEngine: CareerEngine
  renderFile: (options: RenderFileOptions, signal?: AbortSignal) => Promise<Uint8Array>
  /**
   * Loads the heavy modules and warms the PDF renderer in every thread ahead of the first request;
   * answers how many threads were warmed.
   */
  warm: () => Promise<number>
  close: () => Promise<void>
}

type Call = <K extends Operation>(
  operation: K,
  input: Parameters<WorkerApi[K]>[0],
  options?: { signal?: AbortSignal; transferList?: readonly WorkerTransferable[] },
) => Promise<Awaited<ReturnType<WorkerApi[K]>> extends WorkerOutcome<infer T> ? T : never>

function computeOver(call: Call, close: () => Promise<void>, threads: number): Compute {
  return {
    readJob: (source) => call('readJobPage', source),
    jobMatch: (options) => call('scoreJobMatch', options),
    renderFile: (options, signal) => call('renderFile', options, { signal }),
    localEngine: {
      ...LOCAL_ENGINE_IDENTITY,
      analyzeJob: (input) => call('analyzeJob', input),
      industryInsights: (input) => call('industryInsights', input),
      skillsMapping: (input) => call('skillsMapping', input),
      generateSocialPost: (input) => call('generateSocialPost', input),
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
            'generateApplication',
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
        Array.from({ length: threads }, () => call('warmUp', { begun, threads })),
      )
      return new Set(warmed).size
    },
    close,
  }
}

/** Runs each operation in this thread (tests, scripts). */
export function inProcessCompute(): Compute {
  const call: Call = async (operation, input) => {
    const api: WorkerApi = await import('#server/workers/compute-worker.ts')
    const run = api[operation] as (input: unknown) => Promise<WorkerOutcome<never>>
    return valueOf(await run(input))
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

const workerFile = workerFileUrl('compute-worker.js', new URL('./compute-worker-entry.mjs', import.meta.url))

/** Runs each operation in a pool of worker threads, created on first use. */
export function createComputePool({
  maxThreads = Math.min(2, availableParallelism()),
  timeoutMs = 120_000,
  maxQueue = 64,
}: ComputePoolOptions = {}): Compute {
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
  const call: Call = (operation, input, options = {}) => admit(() => runInPool(operation, input, options))
  const runInPool: Call = async (operation, input, options = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    let outcome: WorkerOutcome<never>
    try {
      outcome = (await poolOf().run(input, {
        name: operation,
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
