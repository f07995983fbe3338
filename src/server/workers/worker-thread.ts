import { setPriority } from 'node:os'
import { isMainThread } from 'node:worker_threads'

import type { AppErrorCode } from '#shared/errors.ts'
import { AppError } from '#shared/errors.ts'

// What every worker pool of the server shares: where a worker's file is (compiled or from source),
// the flags it starts with, and errors crossing the thread boundary as data (an Error loses its code
// when it is cloned).

/**
 * The compiled server (dist/server, see scripts/build/build-server.mjs) has each worker as its own
 * entry, `dist/server/<compiledName>`; the module asking may sit in a chunk below it. From source, the
 * `.mjs` entry next to the worker registers the TypeScript loader first.
 */
export function workerFileUrl(compiledName: string, sourceEntry: URL): URL {
  const compiledRoot = /^(.*\/dist\/server\/)/.exec(import.meta.url)?.[1]
  return compiledRoot ? new URL(compiledName, compiledRoot) : sourceEntry
}

/** The parent's flags without its TypeScript loader: a worker entry registers its own. */
export function workerExecArgv(): string[] {
  const argv = process.execArgv
  return argv.filter(
    (arg, i) =>
      !(arg === 'tsx' && argv[i - 1] === '--import') &&
      !(arg === '--import' && argv[i + 1] === 'tsx') &&
      arg !== '--import=tsx',
  )
}

export type WorkerFailure = { ok: false; code: AppErrorCode; message: string; suggestions?: string[] }
export type WorkerOutcome<T> = { ok: true; value: T } | WorkerFailure

/** Runs `work` in the worker; an AppError becomes data, anything else the `fallback` failure. */
export async function outcomeOf<T>(
  work: () => T | Promise<T>,
  fallback: Omit<WorkerFailure, 'ok'>,
): Promise<WorkerOutcome<T>> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.suggestions ? { suggestions: error.suggestions } : {}),
      }
    return { ok: false, ...fallback }
  }
}

/** The value of a worker's outcome, or its failure thrown again as the AppError it was. */
export function valueOf<T>(outcome: WorkerOutcome<T>): T {
  if (outcome.ok) return outcome.value
  throw new AppError(outcome.code, {
    message: outcome.message,
    ...(outcome.suggestions ? { suggestions: outcome.suggestions } : {}),
  })
}

/**
 * Lowers the calling worker thread's scheduling priority (on Linux a nice value is per thread), so the
 * thread that answers requests and health checks runs first when the cores are busy. Best effort.
 */
export function yieldToRequestThread(): void {
  // Only a pool's own thread: the module is also loaded in the main thread of tests and scripts
  // (in-process compute), whose priority, once lowered, would stay lowered for the whole process.
  if (isMainThread) return
  try {
    setPriority(10)
  } catch {
    // Not permitted here (or not per thread on this OS): the worker keeps the normal priority.
  }
}

/**
 * Admits at most `limit` operations at once (running and waiting); the next is refused with `refusal`.
 * Piscina's own `maxQueue` does not count tasks that carry an AbortSignal, and every task here does.
 */
export function admitting(limit: number, refusal: () => AppError) {
  let inFlight = 0
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight >= limit) throw refusal()
    inFlight++
    try {
      return await work()
    } finally {
      inFlight--
    }
  }
}
