import { normalizeJobType, normalizeRemote } from '#shared/jobs/job-normalize.ts'
import type { AtsKind } from '#server/features/jobs/intake/ats-urls.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { classifyHeading, htmlToBlocks } from '#server/features/jobs/intake/sections.ts'
import { findSalary, salaryFromParts } from '#server/features/jobs/intake/salary.ts'
import { cleanBullet, cleanInline, unescapeHtml } from '#server/features/jobs/intake/text.ts'

// Public ATS API answers (one job, or a board list filtered by id) turned into drafts.

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {})
const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined

/** The employer's own spelling of a URL slug when the text uses it ("openevidence" → "OpenEvidence"). */
export function companyFromSlug(slug: string, text: string): string | undefined {
  const key = slug.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (!key) return undefined
  const words = text.slice(0, 20_000).match(/[A-Za-z0-9][A-Za-z0-9&.'’-]*/g) ?? []
  for (let size = 1; size <= 3; size++) {
    for (let i = 0; i + size <= words.length; i++) {
      const phrase = words.slice(i, i + size).join(' ')
      if (phrase.toLowerCase().replace(/[^a-z0-9]/g, '') === key) return phrase.replace(/['’]s$/, '')
    }
  }
  return undefined
}

function greenhouseJob(job: Obj): JobDraft {
  const ranges = (job.pay_input_ranges as Obj[] | undefined) ?? []
  const range = obj(ranges[0])
  return {
    source: 'greenhouse-api',
    title: present(cleanInline(job.title)),
    company: present(cleanInline(job.company_name)),
    location: present(cleanInline(obj(job.location).name)),
    descriptionHtml: unescapeHtml(str(job.content) ?? ''),
    salary: ranges.length
      ? salaryFromParts({
          currency: range.currency_type,
          min: typeof range.min_cents === 'number' ? range.min_cents / 100 : undefined,
          max: typeof range.max_cents === 'number' ? range.max_cents / 100 : undefined,
          unit: 'YEAR',
        })
      : null,
  }
}

function leverJob(job: Obj, board: string): JobDraft {
  const categories = obj(job.categories)
  const responsibilities: string[] = []
  const requirements: string[] = []
  const preferred: string[] = []
  for (const list of (job.lists as Obj[] | undefined) ?? []) {
    const items = htmlToBlocks(str(list.content) ?? '')
      .filter((b) => b.kind === 'item')
      .map((b) => cleanBullet(b.text))
    const kind = classifyHeading(str(list.text) ?? '')
    if (kind === 'requirements') requirements.push(...items)
    else if (kind === 'preferred') preferred.push(...items)
    // Lever lists are already split by heading; an unnamed first list is the role's duties.
    else if (kind === 'responsibilities' || kind === 'other') responsibilities.push(...items)
  }
  const salaryRange = obj(job.salaryRange)
  const description = [str(job.opening), str(job.descriptionBody) ?? str(job.description)]
    .filter(Boolean)
    .join('\n')
  const listsHtml = ((job.lists as Obj[] | undefined) ?? [])
    .map((l) => `<h3>${str(l.text) ?? ''}</h3>${str(l.content) ?? ''}`)
    .join('')
  const text = `${str(job.descriptionPlain) ?? ''} ${str(job.additionalPlain) ?? ''}`
  return {
    source: 'lever-api',
    title: present(cleanInline(job.text)),
    company: companyFromSlug(board, text) ?? titleCase(board),
    location:
      present(cleanInline(categories.location)) ??
      present(cleanInline((categories.allLocations as string[] | undefined)?.join('; '))),
    descriptionHtml: `${description}${listsHtml}${str(job.additional) ?? ''}`,
    responsibilities,
    requirements,
    preferred,
    salary:
      salaryRange.min || salaryRange.max
        ? salaryFromParts({
            currency: salaryRange.currency,
            min: salaryRange.min,
            max: salaryRange.max,
            unit: str(salaryRange.interval)?.replace(/^per-|-salary$|-wage$/g, ''),
          })
        : null,
    jobType: normalizeJobType(categories.commitment),
    remote: normalizeRemote(job.workplaceType),
  }
}

function ashbyJob(job: Obj, board: string): JobDraft {
  const compensation = obj(job.compensation)
  const summary =
    str(compensation.scrapeableCompensationSalarySummary) ?? str(compensation.compensationTierSummary)
  const text = str(job.descriptionPlain) ?? cleanInline(job.descriptionHtml)
  return {
    source: 'ashby-api',
    title: present(cleanInline(job.title)),
    company: companyFromSlug(board, text) ?? titleCase(board),
    location: present(cleanInline(job.location)),
    descriptionHtml: str(job.descriptionHtml) ?? '',
    salary: summary ? findSalary(summary) : null,
    jobType: normalizeJobType(job.employmentType),
    remote:
      job.isRemote === true && !/hybrid/i.test(str(job.workplaceType) ?? '')
        ? true
        : normalizeRemote(job.workplaceType),
  }
}

function workableJob(job: Obj, board: string): JobDraft {
  const location = obj(job.location)
  const where = [location.city, location.region, location.country]
    .map((p) => present(str(p)))
    .filter(Boolean)
    .join(', ')
  const html = [
    str(job.description),
    str(job.requirements) ? `<h3>Requirements</h3>${job.requirements as string}` : '',
    str(job.benefits) ? `<h3>Benefits</h3>${job.benefits as string}` : '',
  ].join('')
  return {
    source: 'workable-api',
    title: present(cleanInline(job.title)),
    company:
      present(cleanInline(obj(job.company).title ?? obj(job.company).name)) ??
      companyFromSlug(board, cleanInline(html)) ??
      titleCase(board),
    location: where || undefined,
    descriptionHtml: html,
    jobType: normalizeJobType(job.type ?? job.employment_type),
    remote: job.remote === true ? true : normalizeRemote(job.workplace),
  }
}

function smartRecruitersJob(job: Obj): JobDraft {
  const sections = obj(obj(job.jobAd).sections)
  const part = (key: string, heading: string) => {
    const text = str(obj(sections[key]).text)
    return text ? `<h3>${str(obj(sections[key]).title) ?? heading}</h3>${text}` : ''
  }
  const location = obj(job.location)
  const where = [location.city, location.region, location.country]
    .map((p) => present(str(p)))
    .filter(Boolean)
    .join(', ')
  return {
    source: 'smartrecruiters-api',
    title: present(cleanInline(job.name)),
    company: present(cleanInline(obj(job.company).name)),
    location: location.remote === true && !where ? 'Remote' : where || undefined,
    descriptionHtml: [
      part('jobDescription', 'Job Description'),
      part('qualifications', 'Qualifications'),
      part('additionalInformation', 'Additional Information'),
    ].join(''),
    jobType: normalizeJobType(obj(job.typeOfEmployment).label ?? obj(job.typeOfEmployment).id),
    remote: location.remote === true ? true : null,
  }
}

/** "631 Booz Allen Hamilton_United States" (Workday's internal organisation label) → "Booz Allen Hamilton". */
export function cleanWorkdayCompany(name: string): string {
  return name
    .replace(/^\d+\s+/, '')
    .replace(/_[A-Za-z ]+$/, '')
    .trim()
}

function workdayJob(data: Obj): JobDraft {
  const info = obj(data.jobPostingInfo)
  const organization = str(obj(data.hiringOrganization).name)
  return {
    source: 'workday-api',
    title: present(cleanInline(info.title)),
    company: organization ? present(cleanWorkdayCompany(organization)) : undefined,
    location: present(cleanInline(info.location)),
    descriptionHtml: str(info.jobDescription) ?? '',
    jobType: normalizeJobType(info.timeType),
    validThrough: str(info.endDate),
    expired: info.posted === false || info.canApply === false ? true : undefined,
  }
}

function jsonResumeJob(job: Obj): JobDraft {
  const location = obj(job.location)
  const where = [
    location.city,
    location.region !== location.city ? location.region : undefined,
    location.countryCode,
  ]
    .map((p) => present(str(p)))
    .filter(Boolean)
    .join(', ')
  const skills = ((job.skills as Obj[] | undefined) ?? [])
    .flatMap((s) => [str(s.name), ...((s.keywords as unknown[] | undefined) ?? []).map(str)])
    .filter((s): s is string => Boolean(s))
  return {
    source: 'json-resume-job',
    title: present(cleanInline(job.title)),
    company: present(cleanInline(job.company)),
    location: where || undefined,
    descriptionHtml: str(job.description) ?? '',
    responsibilities: ((job.responsibilities as unknown[] | undefined) ?? [])
      .map(str)
      .filter((s): s is string => Boolean(s)),
    requirements: ((job.qualifications as unknown[] | undefined) ?? [])
      .map(str)
      .filter((s): s is string => Boolean(s)),
    skills,
    salary: str(job.salary) ? (findSalary(str(job.salary) as string) ?? null) : null,
    jobType: normalizeJobType(job.type),
    remote: normalizeRemote(
      str(job.remote) === 'Full' ? 'remote' : str(job.remote) === 'None' ? 'onsite' : job.remote,
    ),
  }
}

function titleCase(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
}

/** Which ATS answer this JSON is, by shape (for JSON fetched directly and for the eval). */
export function detectAtsJson(data: unknown): AtsKind | 'json-resume-job' | null {
  const root = obj(Array.isArray(data) ? data[0] : data)
  const job = obj(Array.isArray(root.jobs) ? root.jobs[0] : root)
  if ('jobPostingInfo' in root) return 'workday'
  if ('absolute_url' in job && 'content' in job) return 'greenhouse'
  if ('text' in job && 'categories' in job && 'hostedUrl' in job) return 'lever'
  if ('descriptionHtml' in job && 'jobUrl' in job) return 'ashby'
  if ('jobAd' in job && 'typeOfEmployment' in job) return 'smartrecruiters'
  if ('shortcode' in job && 'description' in job) return 'workable'
  if ('title' in root && 'company' in root && ('responsibilities' in root || 'qualifications' in root))
    return 'json-resume-job'
  return null
}

/** Every job in an ATS answer (a board list gives several), optionally only the one with `id`. */
export function parseAtsJson(
  kind: AtsKind | 'json-resume-job',
  data: unknown,
  options: { board?: string; id?: string } = {},
): JobDraft[] {
  const root = obj(data)
  const list: Obj[] = Array.isArray(data)
    ? data.map(obj)
    : Array.isArray(root.jobs)
      ? root.jobs.map(obj)
      : [root]
  const wanted = options.id
    ? list.filter((j) => String(j.id ?? j.shortcode ?? '') === options.id || list.length === 1)
    : list
  const boardOf = (job: Obj) =>
    options.board ??
    /\/\/[^/]+\/([^/]+)\//.exec(str(job.hostedUrl) ?? str(job.jobUrl) ?? str(job.url) ?? '')?.[1] ??
    ''
  switch (kind) {
    case 'greenhouse':
      return wanted.map(greenhouseJob)
    case 'lever':
      return wanted.map((j) => leverJob(j, boardOf(j)))
    case 'ashby':
      return wanted.map((j) => ashbyJob(j, boardOf(j)))
    case 'workable':
      return wanted.map((j) => workableJob(j, boardOf(j)))
    case 'smartrecruiters':
      return wanted.map(smartRecruitersJob)
    case 'workday':
      return [workdayJob(root)]
    case 'json-resume-job':
      return [jsonResumeJob(root)]
    case 'linkedin':
      return []
  }
}
