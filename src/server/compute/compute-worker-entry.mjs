// The compute pool's worker entry from source: registers the TypeScript loader in this worker thread (a
// loader given with --import is not applied reliably to module loads in worker threads), then loads it.
import { register } from 'tsx/esm/api'

register()
const api = await import('./compute-worker.ts')

export const {
  readJobPage,
  scoreJobMatch,
  analyzeJob,
  industryInsights,
  skillsMapping,
  generateSocialPost,
  generateApplication,
  renderFile,
  warmUp,
} = api
