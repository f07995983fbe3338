import { warmPdfRenderer } from '#server/features/documents/pdf/warm-pdf-renderer.ts'
import { RENDER_FILE, renderDocumentFile } from '#server/features/documents/render-document-file.ts'
import { readJob } from '#server/features/jobs/intake/read-job.ts'
import { READ_JOB_PAGE } from '#server/features/jobs/read-job-task.ts'
import type { EngineTask, TaskModule } from '#server/workers/compute.ts'
import { engineTasks, warmingUp } from '#server/workers/engine-tasks.ts'
import { outcomeOf } from '#server/workers/worker-thread.ts'

// The compute pool's worker module (workers/compute.ts calls its exports by name in a worker thread):
// the engine's own tasks, and the tasks the features register, composed here so the worker layer
// imports no feature: reading a job page, and rendering PDF and DOCX files.

const tasks = {
  ...engineTasks,
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
  warmUp: warmingUp(warmPdfRenderer),
} satisfies TaskModule<EngineTask | typeof READ_JOB_PAGE | typeof RENDER_FILE>

export const {
  scoreJobMatch,
  analyzeJob,
  industryInsights,
  skillsMapping,
  generateSocialPost,
  generateApplication,
  readJobPage,
  renderFile,
  warmUp,
} = tasks
