import type { ExtractedJob } from '#shared/jobs/job.schema.ts'

/** Strategic insights about what this employer emphasises, each grounded in the posting's text. */
export function deriveJobInsights(_job: ExtractedJob): string[] {
  return []
}
