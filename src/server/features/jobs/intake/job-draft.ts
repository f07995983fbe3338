import type { JobType } from '#shared/jobs/job-normalize.ts'
import type { SalaryParts } from '#server/features/jobs/intake/salary.ts'

/** What one extractor read. Missing fields are filled by the next extractor in the chain. */
export type JobDraft = {
  /** Which extractor produced it, e.g. "greenhouse-api", "json-ld", "embedded-state", "readable". */
  source: string
  title?: string
  company?: string
  location?: string
  /** Posting body as HTML (sanitised later) or plain text. */
  descriptionHtml?: string
  requirements?: string[]
  responsibilities?: string[]
  preferred?: string[]
  /** Skills the source lists as structured data (still filtered to those the text mentions). */
  skills?: string[]
  /** The employer's industry as the structured data names it (JSON-LD `industry`). */
  industry?: string
  salary?: SalaryParts | null
  /** Pay as the page shows it outside the description (e.g. a "salary" element), parsed last. */
  salaryText?: string
  jobType?: JobType | null
  remote?: boolean | null
  validThrough?: string
  /** The source itself says the posting is closed. */
  expired?: boolean
}

const PLACEHOLDER = /^(n\/?a|null|undefined|none|-+|tbd|unknown|not specified|\.|0)$/i

/** A usable string, or undefined for empty values and placeholders like "n/a". */
export function present(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.replace(/[\s\u00a0]+/g, ' ').trim()
  return text && !PLACEHOLDER.test(text) ? text : undefined
}
