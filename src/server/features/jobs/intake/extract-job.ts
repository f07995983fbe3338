import type { CheerioAPI } from 'cheerio'

import { AppError } from '#shared/errors.ts'
import { classifyIndustry } from '#shared/jobs/industry.ts'
import { jobTypeFromText, remoteFromText } from '#shared/jobs/job-normalize.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { canonicalSkill, findSkills } from '#shared/skills/skills-lexicon.ts'
import { detectAtsJson, parseAtsJson } from '#server/features/jobs/intake/ats-api.ts'
import { extractEmbeddedState } from '#server/features/jobs/intake/embedded-state.ts'
import type { JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { extractJsonLd } from '#server/features/jobs/intake/json-ld.ts'
import { extractLinkedInGuest } from '#server/features/jobs/intake/linkedin-page.ts'
import {
  extractMeta,
  extractMicrodata,
  labelledFields,
  subtitleFacts,
} from '#server/features/jobs/intake/microdata.ts'
import { assessPage } from '#server/features/jobs/intake/posting-check.ts'
import {
  extractReadable,
  mainHeading,
  stripChrome,
  subtitleLines,
} from '#server/features/jobs/intake/readable.ts'
import { findSalary, formatSalary } from '#server/features/jobs/intake/salary.ts'
import { sanitizeDescription } from '#server/features/jobs/intake/sanitize.ts'
import {
  htmlToBlocks,
  splitSections,
  textToBlocks,
  type Sections,
} from '#server/features/jobs/intake/sections.ts'
import { cleanInline, htmlToText, parseHtml, unique } from '#server/features/jobs/intake/text.ts'

// The extraction chain: structure first (ATS, JSON-LD, app state, microdata, meta), readable text
// last. Drafts are merged field by field in that order, so when sources disagree the structured
// one wins; the section splitter and the normalisers fill what the structure left open.

export type ExtractContext = { sourceUrl: string | null; now?: Date }
type PageFacts = {
  pageText: string
  pageTitle: string
  jsonLdTypes: string[]
  ogType: string | undefined
  jobLinkCount: number
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

function firstOf<K extends keyof JobDraft>(drafts: JobDraft[], key: K): JobDraft[K] | undefined {
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

/** Merges the drafts into the job record and applies the honesty checks. */
export function buildJob(drafts: JobDraft[], context: ExtractContext, page: PageFacts): ExtractedJob {
  const descriptionHtml =
    drafts.map((d) => d.descriptionHtml).find((d) => d && htmlToText(d).length >= 80) ??
    firstOf(drafts, 'descriptionHtml') ??
    ''
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
    responsibilities: unique(firstOf(drafts, 'responsibilities') ?? split.responsibilities),
    requirements: unique(firstOf(drafts, 'requirements') ?? split.requirements),
    preferred: unique(firstOf(drafts, 'preferred') ?? split.preferred),
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
  const structuredSkills = (firstOf(drafts, 'skills') ?? [])
    .map((s) => canonicalSkill(s) ?? '')
    .filter(Boolean)
  const skillText = [
    title,
    text,
    ...sections.requirements,
    ...sections.responsibilities,
    ...sections.preferred,
  ].join('\n')
  const salary = firstOf(drafts, 'salary') ?? findSalary(text)
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
    skills: unique([
      ...findSkills(skillText),
      ...structuredSkills.filter((s) => findSkills(`${skillText}\n${s}`).includes(s)),
    ]),
    salaryRange: salary ? formatSalary(salary) : null,
    jobType: firstOf(drafts, 'jobType') ?? labelled.jobType ?? jobTypeFromText(title, text),
    remote: firstOf(drafts, 'remote') ?? remoteFromText(location, title, text),
    industry: classifyIndustry({ company, text: `${title}\n${text}` }),
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

function pageFacts($: CheerioAPI, jsonLdTypes: string[]): PageFacts {
  const pageTitle = cleanInline($('title').first().text())
  let jobLinkCount = 0
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? ''
    const words = cleanInline($(el).text()).split(' ').length
    if (
      /\/(jobs?|careers?|positions?|stellen(angebote)?|vacanc\w*|openings?|job-detail|viewjob)\b/i.test(
        href,
      ) &&
      words >= 2 &&
      words <= 12
    )
      jobLinkCount++
  })
  return {
    pageTitle,
    jsonLdTypes,
    ogType: $('meta[property="og:type"]').attr('content')?.toLowerCase(),
    jobLinkCount,
    pageText: '',
  }
}

/** One job from an HTML page: every extractor in order of trust, then the merge. */
export function extractFromHtml(html: string, context: ExtractContext): ExtractedJob {
  const $ = parseHtml(html)
  const jsonLd = extractJsonLd($)
  const facts = pageFacts($, jsonLd.types)
  const distinctTitles = new Set(jsonLd.postings.map((p) => p.title?.toLowerCase()).filter(Boolean))
  if (distinctTitles.size > 2)
    throw new AppError('NOT_A_JOB_POSTING', {
      message: 'This page lists several jobs. Open the one you want and use its address.',
    })
  const drafts: JobDraft[] = []
  const linkedIn = extractLinkedInGuest($)
  if (linkedIn) drafts.push(linkedIn)
  drafts.push(...jsonLd.postings.slice(0, 1))
  const state = extractEmbeddedState($)
  if (state) drafts.push(state)
  const microdata = extractMicrodata($)
  if (microdata) drafts.push(microdata)
  stripChrome($)
  $('script, style').remove()
  facts.pageText = cleanInline($('body').text())
  const heading = mainHeading($)
  const meta = extractMeta($, heading)
  // Readability is the slowest step; skip it when structured data already gave the posting body.
  const hasBody = drafts.some((d) => d.descriptionHtml && htmlToText(d.descriptionHtml).length >= 200)
  const readable: JobDraft = hasBody ? { source: 'readable', title: heading } : extractReadable($)
  const knownCompany = firstOf(drafts, 'company') ?? meta.company
  const subtitle =
    subtitleLines($)
      .map((line) => subtitleFacts(line, knownCompany))
      .find((f) => f.location || f.company || f.jobType) ?? {}
  // The page's own h1 outranks meta tags; structured titles outrank both.
  drafts.push({ ...readable, ...subtitle, source: 'readable' }, meta)
  return buildJob(drafts, context, facts)
}

/** One job from a JSON answer: an ATS API (by shape) or a JSON-LD JobPosting. */
export function extractFromJson(
  data: unknown,
  context: ExtractContext & { board?: string; id?: string },
): ExtractedJob {
  const kind = detectAtsJson(data)
  if (kind) {
    const [draft] = parseAtsJson(kind, data, { board: context.board, id: context.id })
    if (!draft)
      throw new AppError('NOT_A_JOB_POSTING', {
        message: 'The job was not found in the answer of the job board.',
      })
    return buildJob([draft], context, {
      pageText: '',
      pageTitle: '',
      jsonLdTypes: [],
      ogType: undefined,
      jobLinkCount: 0,
    })
  }
  const html = `<script type="application/ld+json">${JSON.stringify(data)}</script>`
  return extractFromHtml(html, context)
}

/** Every job in a JSON answer (board lists hold several); used by the eval and for direct JSON links. */
export function extractAllFromJson(data: unknown, context: ExtractContext): ExtractedJob[] {
  const kind = detectAtsJson(data)
  if (!kind) return [extractFromJson(data, context)]
  const empty = { pageText: '', pageTitle: '', jsonLdTypes: [], ogType: undefined, jobLinkCount: 0 }
  return parseAtsJson(kind, data).map((draft) => buildJob([draft], context, empty))
}

/** One job from text the user pasted: the same section splitting and field extraction. */
export function extractFromText(raw: string, context: ExtractContext): ExtractedJob {
  const text = raw.replace(/\r\n?/g, '\n')
  if (/<(p|div|li|ul|h[1-6]|br)\b[^>]*>/i.test(text))
    return extractFromHtml(`<html><body><main>${text}</main></body></html>`, context)
  const joined = joinWrappedLines(text)
  const labelled = labelledFields(joined)
  const header = headerLine(joined)
  const draft: JobDraft = {
    source: 'pasted-text',
    title: labelled.title ?? titleFromText(joined),
    descriptionHtml: joined,
    ...header,
  }
  return buildJob([draft], context, {
    pageText: joined,
    pageTitle: '',
    jsonLdTypes: [],
    ogType: undefined,
    jobLinkCount: 0,
  })
}

/** A header line under the title such as "Tech Solutions, San Francisco, CA" or "Acme · Berlin". */
function headerLine(text: string): Pick<JobDraft, 'company' | 'location'> {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  for (const line of lines.slice(1, 3)) {
    if (line.length > 90 || /[.!?:]$/.test(line) || line.split(/\s+/).length > 10) continue
    const parts = line.split(/\s*(?:,|\||·|•|—|–| - )\s*/).filter(Boolean)
    if (
      parts.length >= 2 &&
      /^[A-Z]/.test(parts[0] ?? '') &&
      parts.slice(1).every((p) => /^[A-Z][\w .'-]*$/.test(p))
    ) {
      return { company: parts[0], location: parts.slice(1).join(', ') }
    }
  }
  return {}
}

/** Hard-wrapped paragraphs (pasted from e-mail or PDF) become one line each. */
function joinWrappedLines(text: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  for (const line of lines) {
    const trimmed = line.trim()
    const previous = out[out.length - 1]
    const continues =
      previous !== undefined &&
      previous.length >= 50 &&
      trimmed &&
      !/[.!?:]$/.test(previous) &&
      /^[a-z0-9(]/.test(trimmed)
    // A word split at the line end ("scal-" + "able") joins without a space; the hyphen stays.
    if (continues)
      out[out.length - 1] = previous.endsWith('-') ? `${previous}${trimmed}` : `${previous} ${trimmed}`
    else out.push(trimmed)
  }
  return out.join('\n')
}

/** "We are looking for a Senior Backend Engineer to …" → "Senior Backend Engineer"; else the first short line. */
function titleFromText(text: string): string | undefined {
  const firstLine = (
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  ).replace(
    /^(job description|job title|position|role|stellenangebot|stellenbezeichnung|title)\s*[:–-]\s*/i,
    '',
  )
  if (
    firstLine.length <= 80 &&
    !/[.!?]$/.test(firstLine) &&
    splitSections(textToBlocks(firstLine)).headings.length === 0
  )
    return firstLine
  const sought =
    /\b(?:looking for|seeking|hiring|searching for|join (?:us|our team) as|wir suchen|suchen wir)\s+(?:an?|one|einen?|eine)?\s*(?:experienced |talented |motivated |passionate )?([A-Z][\w/&+.-]*(?:\s+(?:[A-Z(][\w/&+.()-]*|of|for|and|in|&))*)/.exec(
      text.slice(0, 1000),
    )
  return sought?.[1]?.replace(/\s+(to|who|with|in|for|and)$/i, '').trim()
}
