import { Readability } from '@mozilla/readability'
import type { CheerioAPI } from 'cheerio'
import { parseHTML } from 'linkedom'

import { normalizeJobType } from '#shared/jobs/job-normalize.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { cleanInline, isElement, walkElements } from '#server/features/jobs/intake/text.ts'
import { type DomNode } from '#shared/text/html-text.ts'

// The last resort: the page's main text. Everything that is not the posting (navigation,
// mega-menus, cookie banners, forms, related-job cards, footers) is removed first so it can never
// become the title, the salary or a requirement.

// Elements that are chrome by their tag, their role or their marks.
const CHROME_TAGS = new Set([
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
])
const CHROME_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'dialog',
  'alertdialog',
  'search',
  'menu',
])
const NOISE_ID =
  /(^|[-_\s])(cookie|cookies|consent|gdpr|onetrust|usercentrics|didomi|newsletter|subscribe|modal|popup|overlay|sidebar|breadcrumbs?|mega-?menu|menu|navbar|nav|site-footer|site-header|share|social|related|similar|recommend(ed|ations)?|more-jobs|other-jobs|job-?cards?|jobs-list|job-list|suggest(ed|ions)?|people-also|also-viewed|apply-form|application-form|sign-?in|login|auth)([-_\s]|$)/i
const MAIN_TAGS = new Set(['main', 'article'])
// The page and its main content are never noise, whatever their classes say.
const NEVER_NOISE = new Set(['body', 'html', ...MAIN_TAGS])

function isChrome(name: string, attrs: Record<string, string>): boolean {
  return (
    CHROME_TAGS.has(name) ||
    (attrs.role !== undefined && CHROME_ROLES.has(attrs.role)) ||
    attrs['aria-hidden'] === 'true' ||
    attrs.hidden !== undefined ||
    attrs['aria-modal'] === 'true' ||
    /(?:^|\s)breadcrumbs?(?:\s|$)/.test(attrs.class ?? '') ||
    /breadcrumb/i.test(attrs['aria-label'] ?? '')
  )
}

/** Removes page chrome in place. */
export function stripChrome($: CheerioAPI): void {
  const doomed: DomNode[] = []
  const visit = (nodes: DomNode[], isInMain: boolean): void =>
    walkElements(nodes, (el) => {
      const name = el.name ?? ''
      const attrs = el.attribs ?? {}
      // A <header> inside the article often holds the job title; only page-level headers are chrome.
      const isPageFrame = (name === 'header' || name === 'footer') && !isInMain
      const isNoise =
        (attrs.id !== undefined || attrs.class !== undefined) &&
        !NEVER_NOISE.has(name) &&
        NOISE_ID.test(`${attrs.id ?? ''} ${attrs.class ?? ''}`)
      if (isChrome(name, attrs) || isPageFrame || isNoise) {
        doomed.push(el)
        return false
      }
      if (!isInMain && (MAIN_TAGS.has(name) || attrs.role === 'main')) {
        visit(el.children ?? [], true)
        return false
      }
    })
  visit(($.root()[0]?.children ?? []) as DomNode[], false)
  $(doomed as never[]).remove()
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

// Elements a site names for a fact: the attributes that name it and what their value contains (any
// case); an empty pattern asks only that the attribute be there.
type Marks = [attribute: string, pattern: RegExp][]
const LOCATION_MARKS: Marks = [
  ['class', /location/i],
  ['id', /location/i],
  ['data-testid', /location/i],
  ['data-automation', /location/i],
  ['data-qa', /location/i],
]
const SALARY_MARKS: Marks = [
  ['class', /salary|compensation/i],
  ['id', /salary/i],
  ['data-testid', /salary/i],
  ['data-automation', /salary/i],
]
const JOB_TYPE_MARKS: Marks = [
  ['class', /employment-type|job-type|jobtype/i],
  ['id', /jobtype/i],
  ['data-testid', /jobtype/i],
  ['data-automation', /work-type/i],
]
const COMPANY_MARKS: Marks = [
  ['class', /company-name|companyname|company_name|employer-name/i],
  ['data-testid', /company-name/i],
  ['data-automation', /advertiser-name/i],
  ['data-company-name', /(?:)/],
]

function isMarked(attrs: Record<string, string>, marks: Marks): boolean {
  for (const [attr, pattern] of marks) {
    const value = attrs[attr]
    if (value !== undefined && pattern.test(value)) return true
  }
  return false
}

// Containers whose facts belong to other jobs or to the site, not to this posting.
// Parts of a page that are not the posting: navigation, footers, forms, dialogs and other jobs' cards.
const OUTSIDE_TAGS = new Set(['nav', 'footer', 'aside', 'form', 'dialog'])
const OUTSIDE_ROLES = new Set(['navigation', 'dialog'])
const OUTSIDE_CLASS = /related|similar|recommend|cookie|consent|job-card|jobcard/i

/** Whether an element, or an element around it, is such a part (walked up once, no selector engine per element). */
function isOutsidePosting(el: DomNode): boolean {
  for (let node: DomNode | null | undefined = el; node; node = node.parent) {
    if (!isElement(node)) continue
    const attrs = node.attribs ?? {}
    if (
      OUTSIDE_TAGS.has(node.name ?? '') ||
      OUTSIDE_ROLES.has(attrs.role ?? '') ||
      OUTSIDE_CLASS.test(attrs.class ?? '')
    )
      return true
  }
  return false
}

function firstShortText(
  $: CheerioAPI,
  elements: DomNode[],
  label: RegExp,
  maxLength = 80,
): string | undefined {
  for (const el of elements) {
    const text = cleanInline($(el as never).text())
      .replace(label, '')
      .trim()
    // The text is looked at first: finding whether an element sits in another job's card walks all
    // its ancestors, and most elements are ruled out by their text alone.
    if (text.length < 2 || text.length > maxLength || /[.!?]$/.test(text)) continue
    if (!isOutsidePosting(el)) return text
  }
  return undefined
}

/**
 * Location and employer from elements the site names for them ("job-location", "company-name").
 * Read before chrome removal (employer names often sit in links or buttons), skipping other jobs' cards.
 */
export function namedFacts($: CheerioAPI): Pick<JobDraft, 'location' | 'company' | 'salaryText' | 'jobType'> {
  const marked = {
    location: [] as DomNode[],
    salary: [] as DomNode[],
    type: [] as DomNode[],
    company: [] as DomNode[],
  }
  walkElements(($.root()[0]?.children ?? []) as DomNode[], (el) => {
    const attrs = el.attribs ?? {}
    if (isMarked(attrs, LOCATION_MARKS)) marked.location.push(el)
    if (isMarked(attrs, SALARY_MARKS)) marked.salary.push(el)
    if (isMarked(attrs, JOB_TYPE_MARKS)) marked.type.push(el)
    if (isMarked(attrs, COMPANY_MARKS)) marked.company.push(el)
  })
  const salaryText = firstShortText($, marked.salary, /^(salary|pay|gehalt|compensation)\s*:?\s*/i, 160)
  const typeText = firstShortText($, marked.type, /^(job type|employment type|anstellungsart)\s*:?\s*/i)
  return definedOnly({
    location: firstShortText($, marked.location, /^(location|standort|arbeitsort|ort)\s*:?\s*/i),
    company: firstShortText($, marked.company, /^(company|unternehmen|employer)\s*:?\s*/i),
    // Only a statement with a currency counts as pay; the same element often names the job type too.
    salaryText: salaryText && /[$€£₹¥]|\b[A-Z]{3}\b/.test(salaryText) ? salaryText : undefined,
    jobType: normalizeJobType(typeText) ?? (salaryText ? normalizeJobType(salaryText) : null) ?? undefined,
  })
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T
}

// Readability 0.6 reads the whole text of every element before it asks whether the element could be
// a byline at all, and again before it asks whether an element is empty; it builds a style object for
// every element to ask whether it is shown. On linkedom each text read walks the element's subtree, so
// a long page costs the square of its depth. The three checks are answered the same way, cheaper: the
// text is read only where the byline question is open, an element is not empty at its first word,
// and one with no style, hidden or aria-hidden attribute is shown.
type ReadabilityChecks = {
  REGEXPS: { byline: RegExp }
  _isValidByline(node: Element, matchString: string): boolean
  _isElementWithoutContent(node: Element): boolean
  _isProbablyVisible(node: Element): boolean
}

function hasWords(node: Node): boolean {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 || child.nodeType === 4) {
      if (/\S/.test(child.nodeValue ?? '')) return true
    } else if (child.nodeType === 1 && hasWords(child)) return true
  }
  return false
}

function quickenChecks(reader: ReadabilityChecks): void {
  const isByline = reader._isValidByline.bind(reader)
  reader._isValidByline = (node, matchString) =>
    (node.getAttribute('rel') === 'author' ||
      Boolean(node.getAttribute('itemprop')?.includes('author')) ||
      reader.REGEXPS.byline.test(matchString)) &&
    isByline(node, matchString)
  const isEmpty = reader._isElementWithoutContent.bind(reader)
  reader._isElementWithoutContent = (node) => node.nodeType === 1 && !hasWords(node) && isEmpty(node)
  const isVisible = reader._isProbablyVisible.bind(reader)
  reader._isProbablyVisible = (node) =>
    (!node.hasAttribute('style') && !node.hasAttribute('hidden') && !node.hasAttribute('aria-hidden')) ||
    isVisible(node)
}

function readArticle(html: string): string {
  const { document } = parseHTML(html)
  // The page's JSON-LD was read before (and its scripts removed): Readability need not look for it.
  const reader = new Readability(document as unknown as Document, {
    charThreshold: 300,
    keepClasses: false,
    disableJSONLD: true,
  })
  quickenChecks(reader as unknown as ReadabilityChecks)
  return reader.parse()?.content ?? ''
}

// The attributes Readability reads (scoring, visibility, roles, bylines, links, tables, metadata).
// linkedom makes a node of every attribute, so the others (data-*, aria-*, event handlers) are
// dropped before it parses the page; the posting keeps only links' targets in the end anyway.
const READ_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'hidden',
  'aria-hidden',
  'aria-modal',
  'role',
  'rel',
  'itemprop',
  'href',
  'src',
  'srcset',
  'poster',
  'lang',
  'dir',
  'name',
  'property',
  'content',
  'type',
  'colspan',
  'rowspan',
  'datatable',
  'summary',
])
// Media whose every attribute Readability reads (lazy images, embedded videos).
const MEDIA_TAGS = new Set(['img', 'picture', 'figure', 'source', 'video', 'object', 'embed', 'iframe'])

function dropUnreadAttributes($: CheerioAPI): void {
  walkElements(($.root()[0]?.children ?? []) as DomNode[], (el) => {
    if (!el.attribs || MEDIA_TAGS.has(el.name ?? '')) return
    for (const name of Object.keys(el.attribs)) if (!READ_ATTRIBUTES.has(name)) delete el.attribs[name]
  })
}

/** The main content as HTML (Readability on linkedom), plus the heading. Leaves only the attributes Readability reads. */
export function extractReadable($: CheerioAPI, heading = mainHeading($)): JobDraft {
  let content = ''
  dropUnreadAttributes($)
  try {
    content = readArticle($.html())
  } catch {
    content = ''
  }
  // Readability can drop list-heavy postings; the cleaned body is the fallback.
  if (cleanInline(content).length < 200) content = $('main').first().html() ?? $('body').html() ?? $.html()
  return { source: 'readable', title: heading, descriptionHtml: content }
}
