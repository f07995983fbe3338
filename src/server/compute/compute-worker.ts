import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'
import { RENDER_FILE, renderDocumentFile } from '#server/features/documents/render-document-file.ts'
import { readJob } from '#server/features/jobs/intake/read-job.ts'
import { READ_JOB_PAGE } from '#server/features/jobs/read-job-task.ts'
import type { TaskModule } from '#server/workers/compute.ts'
import { warmingUp } from '#server/workers/engine-tasks.ts'
import { outcomeOf } from '#server/workers/worker-thread.ts'

// The compute pool's worker module (workers/compute.ts calls its exports by name in a worker thread):
// the engine's own tasks, and the tasks the features register, composed here so the worker layer
// imports no feature: reading a job page, and rendering PDF and DOCX files.

export {
  analyzeJob,
  generateApplication,
  generateSocialPost,
  industryInsights,
  scoreJobMatch,
  skillsMapping,
} from '#server/workers/engine-tasks.ts'

const tasks = {
  readJobPage: (source) =>
    outcomeOf(() => readJob(source), {
      code: 'NOT_A_JOB_POSTING',
      message: 'This page could not be read as a job posting.',
    }),
  renderFile: (options) =>
    outcomeOf(() => renderDocumentFile(options), {
      code: 'INTERNAL_ERROR',
      message: 'The document could not be rendered.',
    }),
} satisfies TaskModule<typeof READ_JOB_PAGE | typeof RENDER_FILE>

export const { readJobPage, renderFile } = tasks

export const warmUp = warmingUp(warmPdfRenderer)
