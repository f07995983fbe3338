import { Readability } from '@mozilla/readability'
import type { CheerioAPI } from 'cheerio'
import { parseHTML } from 'linkedom'

import { normalizeJobType } from '#shared/jobs/job-normalize.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { cleanInline } from '#server/features/jobs/intake/text.ts'

// The last resort: the page's main text. Everything that is not the posting (navigation,
// mega-menus, cookie banners, forms, related-job cards, footers) is removed first so it can never
// become the title, the salary or a requirement.

const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'canvas',
  'video',
  'audio',
  'picture',
  'nav',
  'aside',
  'form',
  'button',
  'select',
  'input',
  'textarea',
  'dialog',
  'menu',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="search"]',
  '[role="menu"]',
  '[aria-hidden="true"]',
  '[hidden]',
  '[aria-modal="true"]',
  '.breadcrumb',
  '.breadcrumbs',
  '[aria-label*="breadcrumb" i]',
]
const NOISE_ID =
  /(^|[-_\s])(cookie|cookies|consent|gdpr|onetrust|usercentrics|didomi|newsletter|subscribe|modal|popup|overlay|sidebar|breadcrumbs?|mega-?menu|menu|navbar|nav|site-footer|site-header|share|social|related|similar|recommend(ed|ations)?|more-jobs|other-jobs|job-?cards?|jobs-list|job-list|suggest(ed|ions)?|people-also|also-viewed|apply-form|application-form|sign-?in|login|auth)([-_\s]|$)/i

/** Removes page chrome in place. */
export function stripChrome($: CheerioAPI): void {
  $(CHROME.join(',')).remove()
  // A <header> inside the article often holds the job title; only page-level headers are chrome.
  $('header, footer').each((_, el) => {
    if ($(el).parents('main, article, [role="main"]').length === 0) $(el).remove()
  })
  $('[id], [class]').each((_, el) => {
    const attrs = `${$(el).attr('id') ?? ''} ${$(el).attr('class') ?? ''}`
    const tag = (el as { tagName?: string }).tagName?.toLowerCase()
    if (tag === 'body' || tag === 'html' || tag === 'main' || tag === 'article') return
    if (NOISE_ID.test(attrs)) $(el).remove()
  })
  // Sections announced as other jobs ("Similar jobs", "Other jobs at X", "Ähnliche Jobs").
  $('h2, h3, h4').each((_, el) => {
    const text = cleanInline($(el).text())
    if (
      /^(similar|related|other|more|recommended|recent|ähnliche|weitere)\b.*\b(jobs?|roles?|positions?|openings|stellen(angebote)?)\b|^(people also viewed|jobs you may like)/i.test(
        text,
      )
    ) {
      const parent = $(el).parent()
      if (parent.length && !/^(body|main|article)$/i.test((parent[0] as { tagName?: string }).tagName ?? ''))
        parent.remove()
      else $(el).nextAll().addBack().remove()
    }
  })
}

const GENERIC_HEADING =
  /^(careers?|jobs?|join (us|our team)|work with us|open (positions|roles)|current openings|job (details|description|opening|posting)|stellenangebot(e)?|karriere|jobs bei .*|we['’]re hiring|apply( now)?|home|menu)$/i

/** The page's main heading: the first h1 (else h2) that survived chrome removal and names a job, not the site. */
export function mainHeading($: CheerioAPI): string | undefined {
  return headingElement($)?.text
}

function headingElement($: CheerioAPI): { text: string; el: ReturnType<CheerioAPI> } | undefined {
  const siteName = cleanInline($('meta[property="og:site_name"]').attr('content')).toLowerCase()
  let found: { text: string; el: ReturnType<CheerioAPI> } | undefined
  for (const selector of ['h1', 'main h2, article h2, [role="main"] h2']) {
    $(selector).each((_, el) => {
      const text = present(cleanInline($(el).text()))
      if (
        !text ||
        found ||
        text.length > 200 ||
        GENERIC_HEADING.test(text) ||
        (siteName && text.toLowerCase() === siteName)
      )
        return
      found = { text, el: $(el) }
    })
    if (found) break
  }
  return found
}

/** Short lines right under the h1 ("Acme · Berlin · Full-time"), where sites put the job's facts. */
export function subtitleLines($: CheerioAPI): string[] {
  const h1 = headingElement($)?.el
  if (!h1 || h1.length === 0) return []
  const lines: string[] = []
  let node = h1.next()
  if (node.length === 0) node = h1.parent().next()
  for (let i = 0; i < 3 && node.length; i++, node = node.next()) {
    const text = cleanInline(node.text())
    if (text && text.length <= 200) lines.push(text)
  }
  return lines
}

const LOCATION_SELECTOR =
  '[class*="location" i], [id*="location" i], [data-testid*="location" i], [data-automation*="location" i], [data-qa*="location" i]'
const SALARY_SELECTOR =
  '[class*="salary" i], [id*="salary" i], [data-testid*="salary" i], [class*="compensation" i], [data-automation*="salary" i]'
const JOB_TYPE_SELECTOR =
  '[class*="employment-type" i], [class*="job-type" i], [class*="jobtype" i], [id*="jobtype" i], [data-testid*="jobtype" i], [data-automation*="work-type" i]'
const COMPANY_SELECTOR =
  '[class*="company-name" i], [class*="companyname" i], [class*="company_name" i], [class*="employer-name" i], [data-testid*="company-name" i], [data-automation*="advertiser-name" i], [data-company-name]'

// Containers whose facts belong to other jobs or to the site, not to this posting.
const OUTSIDE_POSTING =
  'nav, footer, aside, form, dialog, [role="navigation"], [role="dialog"], [class*="related" i], [class*="similar" i], [class*="recommend" i], [class*="cookie" i], [class*="consent" i], [class*="job-card" i], [class*="jobcard" i]'

function firstShortText($: CheerioAPI, selector: string, label: RegExp, maxLength = 80): string | undefined {
  let found: string | undefined
  $(selector).each((_, el) => {
    if (found || $(el).closest(OUTSIDE_POSTING).length > 0) return
    const text = cleanInline($(el).text()).replace(label, '').trim()
    if (text.length >= 2 && text.length <= maxLength && !/[.!?]$/.test(text)) found = text
  })
  return found
}

/**
 * Location and employer from elements the site names for them ("job-location", "company-name").
 * Read before chrome removal (employer names often sit in links or buttons), skipping other jobs' cards.
 */
export function namedFacts($: CheerioAPI): Pick<JobDraft, 'location' | 'company' | 'salaryText' | 'jobType'> {
  const salaryText = firstShortText($, SALARY_SELECTOR, /^(salary|pay|gehalt|compensation)\s*:?\s*/i, 160)
  const typeText = firstShortText($, JOB_TYPE_SELECTOR, /^(job type|employment type|anstellungsart)\s*:?\s*/i)
  return definedOnly({
    location: firstShortText($, LOCATION_SELECTOR, /^(location|standort|arbeitsort|ort)\s*:?\s*/i),
    company: firstShortText($, COMPANY_SELECTOR, /^(company|unternehmen|employer)\s*:?\s*/i),
    // Only a statement with a currency counts as pay; the same element often names the job type too.
    salaryText: salaryText && /[$€£₹¥]|\b[A-Z]{3}\b/.test(salaryText) ? salaryText : undefined,
    jobType: normalizeJobType(typeText) ?? (salaryText ? normalizeJobType(salaryText) : null) ?? undefined,
  })
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T
}

/** The main content as HTML (Readability on linkedom), plus the heading. */
export function extractReadable($: CheerioAPI): JobDraft {
  const heading = mainHeading($)
  const html = $.html()
  let content = ''
  try {
    const { document } = parseHTML(html)
    const article = new Readability(document as unknown as Document, {
      charThreshold: 300,
      keepClasses: false,
    }).parse()
    content = article?.content ?? ''
  } catch {
    content = ''
  }
  // Readability can drop list-heavy postings; the cleaned body is the fallback.
  const bodyHtml = $('main').first().html() ?? $('body').html() ?? html
  if (cleanInline(content).length < 200) content = bodyHtml
  return { source: 'readable', title: heading, descriptionHtml: content }
}
