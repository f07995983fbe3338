// The parse pool's worker entry: registers the TypeScript loader in this worker thread (a loader given
// with --import is not applied reliably to module loads in worker threads), then loads the worker.
import { register } from 'tsx/esm/api'

register()
const { parseInWorker, warmUpParsers } = await import('./parse-worker.ts')

export { parseInWorker, warmUpParsers }
