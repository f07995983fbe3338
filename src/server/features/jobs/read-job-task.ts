import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import type { JobSource } from '#server/features/jobs/intake/read-job.ts'
import type { ComputeTask } from '#server/workers/compute.ts'

/** Reading a posting (readJob, CPU-heavy): the server runs it in a compute thread. */
export const READ_JOB_PAGE: ComputeTask<JobSource, ExtractedJob, 'readJobPage'> = { name: 'readJobPage' }
