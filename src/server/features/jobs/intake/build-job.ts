import { AppError } from '#shared/errors.ts'
import { classifyIndustry } from '#shared/jobs/industry.ts'
import { jobTypeFromText, remoteFromText } from '#shared/jobs/job-normalize.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import type { JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { labelledFields } from '#server/features/jobs/intake/microdata.ts'
import { readJobSkills } from '#server/features/jobs/intake/job-skills.ts'
import { assessPage } from '#server/features/jobs/intake/posting-check.ts'
import { findSalary, formatSalary, placeDollar } from '#server/features/jobs/intake/salary.ts'
import { sanitizeDescription } from '#server/features/jobs/intake/sanitize.ts'
import {
  htmlToBlocks,
  splitSections,
  textToBlocks,
  type Sections,
} from '#server/features/jobs/intake/sections.ts'
import { cleanInline, unique } from '#server/features/jobs/intake/text.ts'
import { htmlToText } from '#shared/text/html-text.ts'

// The extraction chain: structure first (ATS, JSON-LD, app state, microdata, meta), readable text
// last. Drafts are merged field by field in that order, so when sources disagree the structured
// one wins; the section splitter and the normalisers fill what the structure left open.

export type ExtractContext = { sourceUrl: string | null; now?: Date }
export type PageFacts = {
  /** What a bare "$" means on this page. */
  dollar?: string
  pageText: string
  pageTitle: string
  jsonLdTypes: string[]
  ogType: string | undefined
  jobLinkCount: number
  /** Plain text (pasted by the user, or a text page): no page around it to tell an article by. */
  plainText?: boolean
}

const STRUCTURED = new Set([
  'greenhouse-api',
  'lever-api',
  'ashby-api',
  'workable-api',
  'smartrecruiters-api',
  'workday-api',
  'json-resume-job',
  'linkedin-guest',
  'json-ld',
  'microdata',
  'embedded-state',
])

export function firstOf<K extends keyof JobDraft>(drafts: JobDraft[], key: K): JobDraft[K] | undefined {
  for (const draft of drafts) {
    const value = draft[key]
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    return value
  }
  return undefined
}

function cleanTitle(title: string, company: string): string {
  let text = cleanInline(title)
  if (company) {
    const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    text = text.replace(new RegExp(`\\s+(?:[-–—|@]|at|bei)\\s+${escaped}.*$`, 'i'), '')
  }
  return text.trim() || cleanInline(title)
}

function cleanCompany(company: string): string {
  return cleanInline(company)
    .replace(/\s+(logo|careers|jobs|karriere)$/i, '')
    .trim()
}

/**
 * A structured list wins over the description's section, unless the section holds more: JSON-LD's
 * `experienceRequirements` is often one line ("3+ years of property claims experience") while the
 * description's "What you bring" lists the licences and tools, which must not be lost.
 */
function withSection(structured: string[] | undefined, section: string[]): string[] {
  if (!structured) return unique(section)
  return unique(section.length > structured.length ? [...structured, ...section] : structured)
}

/**
 * The most trusted description that holds a posting body. A structured one of a sentence or two is a
 * teaser ("Murtal Bau ist ein steirisches Bauunternehmen …" as JSON-LD's whole description) while the
 * page's body has the duties and the profile: under 200 characters it gives way to a description at
 * least twice as long (200 is where extraction skips the readable body as already given).
 */
function chooseDescription(descriptions: string[]): string {
  const sized = descriptions.map((html) => ({ html, length: htmlToText(html).length }))
  const first = sized.find((d) => d.length >= 80) ?? sized.find((d) => d.html)
  if (!first) return ''
  if (first.length >= 200) return first.html
  const longer = sized.filter((d) => d.length >= Math.max(200, first.length * 2))
  return longer.sort((a, b) => b.length - a.length)[0]?.html ?? first.html
}

/** Merges the drafts into the job record and applies the honesty checks. */
export function buildJob(drafts: JobDraft[], context: ExtractContext, page: PageFacts): ExtractedJob {
  const descriptionHtml = chooseDescription(drafts.map((d) => d.descriptionHtml ?? ''))
  const text = htmlToText(descriptionHtml)
  const split: Sections = /<[a-z][^>]*>/i.test(descriptionHtml)
    ? splitSections(htmlToBlocks(descriptionHtml))
    : splitSections(textToBlocks(text))
  const labelled = labelledFields(text)
  const company = cleanCompany(firstOf(drafts, 'company') ?? labelled.company ?? companyFromText(text) ?? '')
  const rawTitle = firstOf(drafts, 'title') ?? labelled.title
  const title = rawTitle ? cleanTitle(rawTitle, company) : undefined
  const location = cleanInline(firstOf(drafts, 'location') ?? labelled.location ?? '')
  const sections: Sections = {
    responsibilities: withSection(firstOf(drafts, 'responsibilities'), split.responsibilities),
    requirements: withSection(firstOf(drafts, 'requirements'), split.requirements),
    preferred: withSection(firstOf(drafts, 'preferred'), split.preferred),
    headings: split.headings,
  }
  const closed = drafts.some((d) => d.expired === true)
  const verdict = assessPage({
    title,
    text,
    sections,
    structured: drafts.some((d) => STRUCTURED.has(d.source) && Boolean(d.title)),
    closed,
    pageText: page.pageText,
    pageTitle: page.pageTitle,
    jsonLdTypes: page.jsonLdTypes,
    ogType: page.ogType,
    jobLinkCount: page.jobLinkCount,
    plainText: page.plainText === true,
    validThrough: firstOf(drafts, 'validThrough'),
    now: context.now ?? new Date(),
  })
  if (verdict === 'expired')
    throw new AppError('POSTING_EXPIRED', {
      message: 'This job posting is no longer available.',
      suggestions: [
        'Look for a current posting of this role, or paste the posting text if you still have it.',
      ],
    })
  if (verdict === 'not-a-posting' || !title) {
    throw new AppError('NOT_A_JOB_POSTING', {
      message: 'This page does not look like a single job posting.',
      suggestions: [
        'Open the job itself (not a list of jobs or an article) and copy its address, or paste the posting text.',
      ],
    })
  }
  const salaryText = firstOf(drafts, 'salaryText')
  const dollar = page.dollar ?? placeDollar(location, `${salaryText ?? ''}\n${text}`)
  const salary =
    firstOf(drafts, 'salary') ??
    findSalary(text, { dollar }) ??
    (salaryText ? findSalary(salaryText, { dollar }) : null)
  return {
    title,
    company,
    location,
    description: sanitizeDescription(
      descriptionHtml.includes('<')
        ? descriptionHtml
        : text
            .split('\n')
            .map((l) => `<p>${escapeHtml(l)}</p>`)
            .join(''),
    ),
    requirements: sections.requirements,
    responsibilities: sections.responsibilities,
    preferred: sections.preferred,
    ...readJobSkills({
      sections,
      text,
      title,
      location,
      company,
      structured: firstOf(drafts, 'skills') ?? [],
    }),
    salaryRange: salary ? formatSalary(salary) : null,
    jobType: firstOf(drafts, 'jobType') ?? labelled.jobType ?? jobTypeFromText(title, text),
    remote: firstOf(drafts, 'remote') ?? remoteFromText(location, title, text),
    industry: classifyIndustry({
      company,
      text: `${title}\n${text}`,
      structured: firstOf(drafts, 'industry') ?? labelled.industry,
    }),
    sourceUrl: context.sourceUrl,
    extractedBy: drafts.find((d) => d.title)?.source ?? drafts[0]?.source ?? 'readable',
  }
}

/** The employer named by the posting's own sentence: "ABC Inc. seeks …", "At Acme, we …". */
export function companyFromText(text: string): string | undefined {
  const head = text.slice(0, 3000)
  const name = "([A-Z][\\w&'’.-]*(?:\\s(?:[A-Z][\\w&'’.-]*|&|of|de|und)){0,4})"
  const patterns = [
    new RegExp(
      `(?:^|[.!?:]\\s|\\n)${name},?\\s(?:seeks|is seeking|is looking for|is hiring|are hiring|sucht|is searching for)\\b`,
    ),
    new RegExp(`(?:^|[.!?]\\s|\\n)At ${name},\\s(?:we|our)\\b`),
    new RegExp(`\\b(?:join|joining) ${name}\\s(?:as|and|in|to)\\b`),
    // "Die Ostbayern Logistik GmbH betreibt …", "Northwind Foods Ltd makes …": a name with its legal form
    // opening a sentence of the posting.
    new RegExp(
      `(?:^|[.!?:]\\s|\\n)(?:Die |Der |Das |The )?((?:(?!(?:Die|Der|Das|The)\\s)\\p{Lu}[\\p{L}\\p{N}&'’.-]*\\s){1,4}(?:GmbH & Co\\. KG|gGmbH|GmbH|AG|SE|KG|e\\.\\s?V\\.|Ltd\\.?|Limited|Inc\\.?|LLC|plc|B\\.V\\.|S\\.A\\.))(?=[\\s,])`,
      'u',
    ),
  ]
  for (const pattern of patterns) {
    const found = pattern.exec(head)?.[1]?.trim()
    if (
      found &&
      !/^(we|our|the|this|you|your|about|job|role|team|company|wir|unser)$/i.test(found) &&
      found.length <= 60
    )
      return found
  }
  return undefined
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Runs an extractor; a page that trips it up is bad input, answered as "not a job posting" rather
 * than as a server error.
 */
export function readSafely<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('NOT_A_JOB_POSTING', {
      message: 'This page could not be read as a job posting.',
      cause: error,
    })
  }
}
