import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import type { ExtractContext } from '#server/features/jobs/intake/build-job.ts'
import { extractFromHtml, extractFromJson } from '#server/features/jobs/intake/extract-job.ts'
import { extractFromText } from '#server/features/jobs/intake/pasted-text.ts'

/** What a posting was read from: a page, an ATS answer or pasted text. */
export type JobSource =
  | { from: 'html'; html: string; context: ExtractContext }
  | { from: 'json'; data: unknown; context: ExtractContext & { board?: string; id?: string } }
  | { from: 'text'; text: string; context: ExtractContext }

/** Reads a posting (CPU-heavy: the server runs it in a compute worker, see workers/compute.ts). */
export type JobReader = (source: JobSource) => Promise<ExtractedJob>

export function readJob(source: JobSource): ExtractedJob {
  if (source.from === 'html') return extractFromHtml(source.html, source.context)
  if (source.from === 'json') return extractFromJson(source.data, source.context)
  return extractFromText(source.text, source.context)
}
