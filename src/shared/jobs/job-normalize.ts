import type { ExtractedJob } from '#shared/jobs/job.schema.ts'

// Employment type and remote status from structured values (schema.org, ATS enums) or the
// posting's words, English and German.

export type JobType = NonNullable<ExtractedJob['jobType']>

const TYPE_PATTERNS: [RegExp, JobType][] = [
  [
    /\b(intern|interns|internship|praktikum|praktikant(in)?|werkstudent(in)?|trainee|co-?op|apprentice(ship)?|ausbildung)\b/i,
    'Internship',
  ],
  [
    /\b(contract(or)?|contracting|freelance|freiberuflich|freelancer|consultant contract|per diem|b2b)\b/i,
    'Contract',
  ],
  [/\b(temporary|temp|seasonal|fixed[- ]term|befristet|aushilfe|vertretung)\b/i, 'Temporary'],
  [/\b(part[-_ ]?time|teilzeit|minijob)\b/i, 'Part-time'],
  [/\b(full[-_ ]?time|vollzeit|permanent|festanstellung|unbefristet|regular)\b/i, 'Full-time'],
]

/** "FULL_TIME", "FullTime", "Full time", "Vollzeit" → "Full-time"; unknown values → null. */
export function normalizeJobType(value: unknown): JobType | null {
  const values = Array.isArray(value) ? value : [value]
  const text = values
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
  if (!text.trim()) return null
  // Full-time wins over "temporary" etc. only when it is the primary value listed first.
  const first =
    values.find((v): v is string => typeof v === 'string')?.replace(/([a-z])([A-Z])/g, '$1 $2') ?? ''
  for (const [pattern, type] of TYPE_PATTERNS) if (pattern.test(first)) return type
  for (const [pattern, type] of TYPE_PATTERNS) if (pattern.test(text)) return type
  return null
}

/** The employment type stated in free text (title first, then body); null when none is stated. */
export function jobTypeFromText(title: string, text: string): JobType | null {
  if (/\b(intern|internship|praktikum|praktikant(in)?|werkstudent(in)?)\b/i.test(title)) return 'Internship'
  if (/\b(contract|freelance|contractor)\b/i.test(title)) return 'Contract'
  if (/\b(part[- ]time|teilzeit)\b/i.test(title)) return 'Part-time'
  const head = text.slice(0, 4000)
  if (/\b(internship|praktikum)\b/i.test(head)) return 'Internship'
  if (/\b(full[- ]time|vollzeit)\b/i.test(head)) return 'Full-time'
  if (/\b(part[- ]time|teilzeit)\b/i.test(head)) return 'Part-time'
  if (/\b(contract role|contract position|fixed[- ]term contract|freelance)\b/i.test(head)) return 'Contract'
  if (/\b(temporary (role|position)|befristet)\b/i.test(head)) return 'Temporary'
  return null
}

/** Structured workplace values: TELECOMMUTE / "Remote" / isRemote → true; hybrid and on-site → false. */
export function normalizeRemote(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (typeof value !== 'string' || !value.trim()) return null
  if (/hybrid/i.test(value)) return false
  if (/telecommute|remote|work from home|wfh|home[- ]?office|anywhere/i.test(value)) return true
  if (/on[-_ ]?site|in[-_ ]?office|office|onsite|in[-_ ]person/i.test(value)) return false
  return null
}

/** Remote status from the location, title and text: fully remote only; hybrid is not remote. */
export function remoteFromText(location: string, title: string, text: string): boolean | null {
  const short = `${location} ${title}`
  if (/\bhybrid\b/i.test(short)) return false
  if (/\b(remote|work from home|anywhere)\b/i.test(short)) return true
  if (/\bhybrid\b|\b\d+ days? (a|per) week in (the )?office\b|\bin[- ]office \d/i.test(text)) return false
  if (
    /\b(fully|100\s?%|completely|entirely) remote\b|\bremote[- ]first\b|\bremote (role|position|job)\b|\bwork from anywhere\b|\bvollständig remote\b/i.test(
      text,
    )
  )
    return true
  if (/\b(on[- ]?site|in[- ]office|in person)\b/i.test(text.slice(0, 3000))) return false
  return null
}
