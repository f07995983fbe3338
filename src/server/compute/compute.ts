import {
  computeInProcess,
  computeInThreads,
  type Compute,
  type ComputePoolOptions,
} from '#server/workers/compute.ts'
import { workerFileUrl } from '#server/workers/worker-thread.ts'

// The server's compute (workers/compute.ts) on its worker module, compute-worker.ts: the engine's tasks
// and the features' own. Only this composition names the worker module, which loads on first use.

const workerFile = workerFileUrl('compute-worker.js', new URL('./compute-worker-entry.mjs', import.meta.url))

/** Runs each task in a pool of worker threads, created on first use. */
export function createComputePool(options: ComputePoolOptions = {}): Compute {
  return computeInThreads(workerFile, options)
}

/** Runs each task in this thread (tests, scripts). */
export function inProcessCompute(): Compute {
  return computeInProcess(() => import('#server/compute/compute-worker.ts'))
}
