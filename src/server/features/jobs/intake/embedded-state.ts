import type { CheerioAPI } from 'cheerio'

import { normalizeJobType, normalizeRemote } from '#shared/jobs/job-normalize.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { parseJsonLoose } from '#server/features/jobs/intake/json-ld.ts'
import { findSalary, salaryFromParts } from '#server/features/jobs/intake/salary.ts'
import { cleanInline, unescapeHtml } from '#server/features/jobs/intake/text.ts'

// App state that single-page sites ship inside the HTML (`__NEXT_DATA__`, `__remixContext`,
// Inertia `data-page`, `window.__appData`, `_initialData`, Redux/Apollo blobs). Rather than one
// parser per site, find the object that looks most like one job posting.

type Obj = Record<string, unknown>

const ASSIGNMENT =
  /(?:window\.|self\.)?(__NEXT_DATA__|__remixContext|__appData|_initialData|__INITIAL_STATE__|__PRELOADED_STATE__|__APOLLO_STATE__|__NUXT_DATA__|[A-Z][A-Z0-9_]*_(?:DATA|STATE))\s*=\s*/g

/** The JSON value starting at `start` (an object or array), found by bracket matching. */
function balancedJson(text: string, start: number): string | null {
  const open = text[start]
  if (open !== '{' && open !== '[') return null
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') {
      depth--
      if (depth === 0) return text.slice(start, i + 1)
    }
  }
  return null
}

/** Every JSON state blob in the page. */
function collectStateBlobs($: CheerioAPI): unknown[] {
  const blobs: unknown[] = []
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase()
    if (type === 'application/ld+json') return
    const text = $(el).html() ?? ''
    if (type === 'application/json' || $(el).attr('id') === '__NEXT_DATA__') {
      const parsed = parseJsonLoose(text)
      if (parsed) blobs.push(parsed)
      return
    }
    for (const match of text.matchAll(ASSIGNMENT)) {
      let start = match.index + match[0].length
      if (text.startsWith('JSON.parse(', start)) {
        // window.X = JSON.parse("...") holds the JSON as a string literal.
        const literal = /^JSON\.parse\(\s*("(?:[^"\\]|\\.)*")/.exec(text.slice(start))
        if (literal?.[1]) {
          try {
            blobs.push(JSON.parse(JSON.parse(literal[1]) as string))
          } catch {
            // not JSON after all
          }
        }
        continue
      }
      while (text[start] === ' ') start++
      const json = balancedJson(text, start)
      if (!json) continue
      try {
        blobs.push(JSON.parse(json))
      } catch {
        // a JavaScript object literal, not JSON: skip it
      }
    }
  })
  $('[data-page]').each((_, el) => {
    const parsed = parseJsonLoose($(el).attr('data-page') ?? '')
    if (parsed) blobs.push(parsed)
  })
  return blobs
}

const TITLE_KEYS = ['title', 'jobTitle', 'job_title', 'positionTitle', 'positionName', 'name', 'text']
const DESCRIPTION_KEYS = [
  'descriptionHtml',
  'description',
  'jobDescription',
  'job_description',
  'content',
  'descriptionBody',
  'body',
  'details',
  'jobAdDetails',
]
const RELATED_PATH =
  /(similar|related|recommend|other|more|suggest|nearby|alsoViewed|trending|popular|listing|search|results|sidebar)/i

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function firstKey(obj: Obj, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = str(obj[key])
    if (value && value.trim()) return value
  }
  return undefined
}

type Candidate = { obj: Obj; path: string[]; score: number }

function scoreCandidate(obj: Obj, path: string[]): number {
  const title = firstKey(obj, TITLE_KEYS)
  const description = firstKey(obj, DESCRIPTION_KEYS)
  if (!title || title.length > 200 || !description || description.length < 150) return 0
  let score = 1 + Math.min(description.length, 5000) / 5000
  const keys = Object.keys(obj).join(' ')
  if (/location|city|address/i.test(keys)) score += 1
  if (/salary|compensation|pay_?range|payRange/i.test(keys)) score += 1
  if (/employment|jobType|workType|commitment|timeType/i.test(keys)) score += 1
  if (/company|employer|advertiser|hiringOrganization|organization/i.test(keys)) score += 1
  if (/apply|posted|published|listedAt|datePosted|requisition/i.test(keys)) score += 0.5
  if (path.some((p) => /job|posting|position|vacanc|stelle/i.test(p))) score += 1
  if (path.some((p) => RELATED_PATH.test(p))) score -= 3
  if (/founders|teamSize|batch/i.test(keys)) score -= 2
  return score
}

function findCandidates(value: unknown, path: string[], out: Candidate[], budget: { nodes: number }): void {
  if (!value || typeof value !== 'object' || budget.nodes-- <= 0 || path.length > 16) return
  if (Array.isArray(value)) {
    // A list of several job-like objects is a listing or a related-jobs strip, not the posting.
    value
      .slice(0, 200)
      .forEach((v, i) =>
        findCandidates(v, [...path, `[${i}]`, ...(value.length > 1 ? ['listing'] : [])], out, budget),
      )
    return
  }
  const obj = value as Obj
  const score = scoreCandidate(obj, path)
  if (score > 0) out.push({ obj, path, score })
  for (const [key, child] of Object.entries(obj)) findCandidates(child, [...path, key], out, budget)
}

function companyName(value: unknown): string | undefined {
  if (typeof value === 'string') return present(cleanInline(value))
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Obj
    return present(cleanInline(obj.name ?? obj.displayName ?? obj.companyName ?? obj.label))
  }
  return undefined
}

/** A company object elsewhere in the state (e.g. props.company next to props.job). */
function findCompany(value: unknown, depth = 0): string | undefined {
  if (!value || typeof value !== 'object' || depth > 6) return undefined
  if (Array.isArray(value)) return undefined
  for (const [key, child] of Object.entries(value as Obj)) {
    if (/^(company|employer|hiringOrganization|organization|advertiser)$/i.test(key)) {
      const name = companyName(child)
      if (name) return name
    }
  }
  for (const child of Object.values(value as Obj)) {
    const name = findCompany(child, depth + 1)
    if (name) return name
  }
  return undefined
}

function locationOf(value: unknown): string | undefined {
  if (typeof value === 'string') return present(cleanInline(value))
  if (Array.isArray(value)) return value.map(locationOf).filter(Boolean).slice(0, 3).join('; ') || undefined
  if (value && typeof value === 'object') {
    const obj = value as Obj
    const direct = present(
      cleanInline(obj.label ?? obj.displayName ?? obj.name ?? obj.descriptor ?? obj.text ?? obj.location),
    )
    if (direct) return direct
    const parts = [obj.city, obj.region ?? obj.state, obj.country]
      .map((p) => (typeof p === 'string' ? present(p) : undefined))
      .filter(Boolean)
    return parts.length > 0 ? parts.join(', ') : undefined
  }
  return undefined
}

function salaryOf(obj: Obj): JobDraft['salary'] {
  const ranges = obj.pay_ranges ?? obj.payRanges ?? obj.pay_input_ranges
  if (Array.isArray(ranges) && ranges[0] && typeof ranges[0] === 'object') {
    const r = ranges[0] as Obj
    const cents = typeof r.min_cents === 'number'
    return salaryFromParts({
      currency: r.currency_type ?? r.currency,
      min: cents ? (r.min_cents as number) / 100 : r.min,
      max: cents ? (r.max_cents as number) / 100 : r.max,
      unit: r.interval ?? r.unit,
    })
  }
  const raw = obj.salaryRange ?? obj.salary ?? obj.compensation ?? obj.pay
  const text =
    typeof raw === 'string'
      ? raw
      : raw && typeof raw === 'object'
        ? (str((raw as Obj).label) ?? str((raw as Obj).text))
        : undefined
  if (text) return findSalary(text)
  if (raw && typeof raw === 'object') {
    const r = raw as Obj
    return salaryFromParts({
      currency: r.currency,
      min: r.min ?? r.minValue,
      max: r.max ?? r.maxValue,
      unit: r.interval ?? r.period ?? r.unit,
    })
  }
  return null
}

/** The job posting in the page's app state, or null. */
export function extractEmbeddedState($: CheerioAPI): JobDraft | null {
  const blobs = collectStateBlobs($)
  const candidates: Candidate[] = []
  for (const blob of blobs) findCandidates(blob, [], candidates, { nodes: 60_000 })
  const best = candidates.sort((a, b) => b.score - a.score)[0]
  if (!best || best.score < 2) return null
  const { obj } = best
  const root = blobs.find((b) => containsObject(b, obj))
  const workplace = obj.workplaceType ?? obj.workplace ?? obj.remote ?? obj.isRemote ?? obj.locationType
  return {
    source: 'embedded-state',
    title: present(cleanInline(firstKey(obj, TITLE_KEYS))),
    company:
      companyName(
        obj.company_name ??
          obj.companyName ??
          obj.hiringOrganization ??
          obj.company ??
          obj.employer ??
          obj.advertiser ??
          obj.organization,
      ) ?? findCompany(root),
    location: locationOf(
      obj.job_post_location ??
        obj.location ??
        obj.jobLocation ??
        obj.locations ??
        obj.formattedLocation ??
        obj.locationName,
    ),
    descriptionHtml: [obj.introduction, firstKey(obj, DESCRIPTION_KEYS), obj.conclusion]
      .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
      .map(unescapeHtml)
      .join('\n'),
    salary: salaryOf(obj),
    jobType: normalizeJobType(
      obj.employmentType ??
        obj.jobType ??
        obj.commitment ??
        obj.timeType ??
        (obj.workTypes as Obj | undefined)?.label ??
        obj.workTypes ??
        obj.employment,
    ),
    remote: normalizeRemote(workplace),
    expired:
      obj.isExpired === true || /^(closed|expired|inactive|filled)$/i.test(String(obj.status ?? ''))
        ? true
        : undefined,
  }
}

function containsObject(haystack: unknown, needle: unknown, depth = 0): boolean {
  if (haystack === needle) return true
  if (!haystack || typeof haystack !== 'object' || depth > 16) return false
  return Object.values(haystack as Obj).some((v) => containsObject(v, needle, depth + 1))
}
