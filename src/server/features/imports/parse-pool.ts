import { Piscina } from 'piscina'

import { AppError } from '#shared/errors.ts'
import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import type { ParseResult, ParseTask, WarmUpResult } from '#server/features/imports/parse-worker.ts'
import { admitting, valueOf, workerExecArgv, workerFileUrl } from '#server/workers/worker-thread.ts'

// Imports are parsed off the request thread, in a small pool of worker threads with a memory limit
// (V8 heap) and a time limit: a file that needs more is refused with a clear 413/422 while every other
// request keeps being answered. A task whose client has gone is cancelled (its worker is terminated).

export type ParsePoolOptions = {
  /** Wall-clock budget of one import, queueing excluded. */
  timeoutMs?: number
  /** V8 old-space limit of each worker. */
  maxHeapMb?: number
  maxThreads?: number
  /** Imports waiting for a worker; more are refused with 429. */
  maxQueue?: number
}

export type ParsePool = {
  run: (task: ParseTask, signal?: AbortSignal) => Promise<ImportResponse>
  /**
   * Loads the parsers and pdf.js in a worker ahead of the first import (at start, in the background);
   * answers pdf.js's version and what it read, or undefined when the warm-up failed (the first import
   * then loads them inside its deadline).
   */
  warm: () => Promise<WarmUpResult | undefined>
  close: () => Promise<void>
}

export const PARSE_TIMEOUT_MS = 20_000
const WARM_UP_TIMEOUT_MS = 120_000

const workerFile = workerFileUrl('parse-worker.js', new URL('./parse-worker-entry.mjs', import.meta.url))

function createParsePool({
  timeoutMs = PARSE_TIMEOUT_MS,
  maxHeapMb = 512,
  maxThreads = 2,
  maxQueue = 16,
}: ParsePoolOptions = {}): ParsePool {
  const pool = new Piscina<ParseTask, ParseResult>({
    filename: workerFile.href,
    name: 'parseInWorker',
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
    execArgv: workerExecArgv(),
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
  })

  // A worker that cannot start fails the task it was given; the pool's own 'error' event must not
  // crash the process that serves everyone else.
  pool.on('error', () => undefined)

  // A worker's first task loads the parsers and pdf.js (seconds on a busy machine, over ten at a load of
  // 16); that start is not the file's fault, so it happens before any file's deadline starts. A worker
  // that idled out took them with it: its successor is warmed again before the next file.
  let warm: Promise<WarmUpResult | undefined> | undefined
  const warmed = () => (warm && pool.threads.length > 0 ? warm : warmUp())
  // The warm-up is the worker's other export: no input, pdf.js's version back.
  const warmUpPool = pool as unknown as Piscina<undefined, WarmUpResult>
  const warmUp = () =>
    (warm = warmUpPool
      .run(undefined, { name: 'warmUpParsers', signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) })
      .catch(() => undefined))
  const admit = admitting(
    maxThreads + maxQueue,
    () =>
      new AppError('RATE_LIMITED', {
        message: 'The server is busy reading other files. Please try again in a minute.',
      }),
  )
  async function parse(task: ParseTask, signal?: AbortSignal): Promise<ImportResponse> {
    await warmed()
    const deadline = AbortSignal.timeout(timeoutMs + (pool.queueSize > 0 ? timeoutMs : 0))
    const abort = signal ? AbortSignal.any([signal, deadline]) : deadline
    let result: ParseResult
    try {
      result = await pool.run(task, { signal: abort })
    } catch (error) {
      throw toAppError(error, deadline.aborted, signal?.aborted ?? false, timeoutMs)
    }
    return valueOf(result)
  }

  return {
    run: (task, signal) => admit(() => parse(task, signal)),
    warm: warmed,
    close: () => pool.destroy(),
  }
}

function toAppError(error: unknown, timedOut: boolean, cancelled: boolean, timeoutMs: number): AppError {
  const code = (error as { code?: unknown }).code
  if (cancelled && !timedOut)
    return new AppError('IMPORT_FAILED', { message: 'The import was cancelled.', cause: error })
  if (timedOut)
    return new AppError('UNREADABLE_FILE', {
      message: `Reading this file took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped. Please upload a simpler PDF or DOCX, or paste the text.`,
      cause: error,
    })
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new AppError('FILE_TOO_LARGE', {
      message:
        'Reading this file needs far more memory than a resume does and was stopped. Please upload a simpler PDF or DOCX, or paste the text.',
      cause: error,
    })
  return new AppError('UNREADABLE_FILE', {
    message: 'This file is damaged or too complex and could not be read.',
    cause: error,
  })
}

let shared: { pool: ParsePool; users: number; closing?: NodeJS.Timeout } | undefined

/** Warms the process's parse pool (see ParsePool.warm); the server calls it once it listens. */
export function warmParsePool(): Promise<WarmUpResult | undefined> {
  return shared ? shared.pool.warm() : Promise.resolve(undefined)
}

/**
 * The process's one parse pool, shared by every app built in it (a test file builds many): its worker
 * stays warm between them. Released by the last app, it is destroyed a moment later unless another
 * app takes it first.
 */
export function acquireParsePool(): { pool: ParsePool; release: () => Promise<void> } {
  shared ??= { pool: createParsePool(), users: 0 }
  const entry = shared
  clearTimeout(entry.closing)
  entry.users++
  let released = false
  return {
    pool: entry.pool,
    release: async () => {
      if (released) return
      released = true
      entry.users--
      if (entry.users > 0) return
      entry.closing = setTimeout(() => {
        if (shared === entry && entry.users === 0) {
          shared = undefined
          void entry.pool.close()
        }
      }, 2_000)
    },
  }
}
