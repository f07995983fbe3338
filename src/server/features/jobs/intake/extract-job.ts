import type { CheerioAPI } from 'cheerio'

import { AppError } from '#shared/errors.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { detectAtsJson, parseAtsJson } from '#server/features/jobs/intake/ats-api.ts'
import {
  buildJob,
  firstOf,
  readSafely,
  type ExtractContext,
  type PageFacts,
} from '#server/features/jobs/intake/build-job.ts'
import { extractEmbeddedState } from '#server/features/jobs/intake/embedded-state.ts'
import type { JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { extractJsonLd } from '#server/features/jobs/intake/json-ld.ts'
import { extractLinkedInGuest } from '#server/features/jobs/intake/linkedin-page.ts'
import {
  addressPlace,
  extractMeta,
  extractMicrodata,
  subtitleFacts,
} from '#server/features/jobs/intake/microdata.ts'
import {
  extractReadable,
  mainHeading,
  namedFacts,
  stripChrome,
  subtitleLines,
} from '#server/features/jobs/intake/readable.ts'
import { dollarCurrency } from '#server/features/jobs/intake/salary.ts'
import { cleanInline, walkElements } from '#server/features/jobs/intake/text.ts'
import { htmlToText, parseHtml, type DomNode } from '#shared/text/html-text.ts'

// The extraction chain for pages and JSON answers; buildJob merges the drafts in order of trust.

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

const JOB_HREF = /\/(jobs?|careers?|positions?|stellen(angebote)?|vacanc\w*|openings?|job-detail|viewjob)\b/i

function pageFacts($: CheerioAPI, jsonLdTypes: string[], sourceUrl: string | null): PageFacts {
  // One walk for the first <title>, <html>, canonical link and each meta property, and the links to jobs.
  let title: DomNode | undefined
  let lang: string | undefined
  let canonical: string | undefined
  const meta = new Map<string, string | undefined>()
  let jobLinkCount = 0
  walkElements(($.root()[0]?.children ?? []) as DomNode[], (el) => {
    const attrs = el.attribs ?? {}
    if (el.name === 'title') title ??= el
    else if (el.name === 'html' && lang === undefined) lang = attrs.lang ?? ''
    else if (el.name === 'link' && canonical === undefined && attrs.rel?.toLowerCase() === 'canonical')
      canonical = attrs.href ?? ''
    else if (el.name === 'meta' && attrs.property !== undefined && !meta.has(attrs.property))
      meta.set(attrs.property, attrs.content)
    else if (el.name === 'a' && attrs.href !== undefined && JOB_HREF.test(attrs.href)) {
      const words = cleanInline($(el as never).text()).split(' ').length
      if (words >= 2 && words <= 12) jobLinkCount++
    }
  })
  return {
    pageTitle: title ? cleanInline($(title as never).text()) : '',
    jsonLdTypes,
    ogType: meta.get('og:type')?.toLowerCase(),
    jobLinkCount,
    pageText: '',
    dollar: dollarCurrency({
      lang: lang || undefined,
      locale: meta.get('og:locale'),
      host: hostOf(sourceUrl ?? (canonical || undefined) ?? meta.get('og:url') ?? ''),
    }),
  }
}

/** One job from an HTML page: every extractor in order of trust, then the merge. */
export function extractFromHtml(html: string, context: ExtractContext): ExtractedJob {
  return readSafely(() => extractFromHtmlUnsafe(html, context))
}

function extractFromHtmlUnsafe(html: string, context: ExtractContext): ExtractedJob {
  const $ = parseHtml(html)
  const jsonLd = extractJsonLd($)
  const facts = pageFacts($, jsonLd.types, context.sourceUrl)
  const distinctTitles = new Set(jsonLd.postings.map((p) => p.title?.toLowerCase()).filter(Boolean))
  if (distinctTitles.size > 2)
    throw new AppError('NOT_A_JOB_POSTING', {
      message: 'This page lists several jobs. Open the one you want and use its address.',
    })
  const drafts: JobDraft[] = []
  const linkedIn = extractLinkedInGuest($, html)
  if (linkedIn) drafts.push(linkedIn)
  drafts.push(...jsonLd.postings.slice(0, 1))
  const state = extractEmbeddedState($)
  if (state) drafts.push(state)
  const microdata = extractMicrodata($)
  if (microdata) drafts.push(microdata)
  const named = namedFacts($)
  stripChrome($)
  $('script, style').remove()
  facts.pageText = cleanInline($('body').text())
  const heading = mainHeading($)
  const meta = extractMeta($, heading)
  // Readability is the slowest step; skip it when structured data already gave the posting body.
  const hasBody = drafts.some((d) => d.descriptionHtml && htmlToText(d.descriptionHtml).length >= 200)
  const readable: JobDraft = hasBody ? { source: 'readable', title: heading } : extractReadable($, heading)
  const knownCompany = firstOf(drafts, 'company') ?? meta.company
  const lines = subtitleLines($)
  const subtitle =
    lines
      .map((line) => subtitleFacts(line, knownCompany))
      .find((f) => f.location || f.company || f.jobType) ?? {}
  // A postal address under the title names the town ("Stepping Hill Hospital, Stockport, SK2 7JE").
  subtitle.location ??= lines.map(addressPlace).find(Boolean)
  // The page's own h1 outranks meta tags; structured titles outrank both.
  drafts.push({ ...readable, ...named, ...definedOnly(subtitle), source: 'readable' }, meta)
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
