import type { CheerioAPI } from 'cheerio'

import { normalizeJobType } from '#shared/jobs/job-normalize.ts'
import { postcodeTown } from '#shared/text/postal-address.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { salaryFromParts, findSalary } from '#server/features/jobs/intake/salary.ts'
import { cleanInline } from '#server/features/jobs/intake/text.ts'
import { looksLikeOrganisation } from '#server/features/imports/structure/text-patterns.ts'

// schema.org JobPosting as microdata (itemprop) or RDFa (property), and the page's meta tags.

/** The JobPosting marked up with microdata or RDFa, or null. */
export function extractMicrodata($: CheerioAPI): JobDraft | null {
  const scope = $(
    '[itemtype*="JobPosting" i], [typeof*="JobPosting" i], [vocab] [typeof="JobPosting"]',
  ).first()
  if (scope.length === 0) return null
  const prop = (name: string, within = scope) =>
    within.find(`[itemprop="${name}"], [property="${name}"], [property="schema:${name}"]`).first()
  const value = (name: string, within = scope): string | undefined => {
    const el = prop(name, within)
    if (el.length === 0) return undefined
    return present(cleanInline(el.attr('content') ?? el.attr('datetime') ?? el.text()))
  }
  const organization = prop('hiringOrganization')
  const place = prop('jobLocation')
  const address = place.length ? (prop('address', place).length ? prop('address', place) : place) : scope
  const locationParts = ['addressLocality', 'addressRegion', 'addressCountry']
    .map((p) => value(p, address))
    .filter((p): p is string => Boolean(p))
  const salaryEl = prop('baseSalary')
  const salaryText = salaryEl.length ? cleanInline(salaryEl.text()) : ''
  const currency = value('currency', salaryEl.length ? salaryEl : scope) ?? value('salaryCurrency')
  const salary = salaryEl.length
    ? (salaryFromParts({
        currency,
        min: value('minValue', salaryEl) ?? value('value', salaryEl) ?? salaryText,
        max: value('maxValue', salaryEl),
        unit: value('unitText', salaryEl),
      }) ?? findSalary(salaryText))
    : null
  const description = prop('description')
  // Sites that mark responsibilities, qualifications etc. separately keep the whole posting in the scope.
  const hasParts =
    scope.find(
      '[itemprop="responsibilities"], [itemprop="qualifications"], [itemprop="skills"], [property="responsibilities"], [property="qualifications"]',
    ).length > 0
  return {
    source: 'microdata',
    title: value('title') ?? value('name'),
    company: organization.length
      ? (value('name', organization) ??
        present(cleanInline(organization.attr('content') ?? organization.text())))
      : undefined,
    location: locationParts.length
      ? [...new Set(locationParts)].join(', ')
      : place.length
        ? present(cleanInline(place.text()))
        : undefined,
    descriptionHtml: hasParts
      ? (scope.html() ?? undefined)
      : description.length
        ? (description.html() ?? undefined)
        : undefined,
    salary,
    jobType: normalizeJobType(value('employmentType')),
    validThrough: value('validThrough'),
  }
}

// Job boards and ATS names: a site name, never the employer.
const BOARD_NAMES =
  /^(linkedin|indeed|glassdoor|seek|stepstone|xing|monster|ziprecruiter|workday|greenhouse|lever|ashby|workable|smartrecruiters|personio|jobs|careers|karriere|y combinator|work at a startup|wellfound|angellist|dice|reed|totaljobs|jobware|kununu)(\b.*)?$|\b(jobs?|careers?|karriere|stellenangebote|jobbörse|job board)$/i

// A careers word beside a name, or a legal form or partnership: a segment that names the employer.
const EMPLOYER_MARK =
  /^(?:careers?|jobs?|karriere)\s+(?:at|with|bei)\s+\S|\S\s+(?:careers?|karriere)$|\s(?:&|und)\s+partner\b|\b(?:gmbh|ag|kg|se|ltd|llc|llp|inc|plc|corp|co)\.?$/i

/** Title and company from meta tags and the `<title>` patterns job sites use. */
export function extractMeta($: CheerioAPI, heading?: string): JobDraft {
  const meta = (key: string) =>
    present(cleanInline($(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content')))
  // A URL slug ("senior-engineer-berlin-2026") is never a title.
  const notSlug = (value: string | undefined) =>
    value && !/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(value) ? value : undefined
  const raw =
    notSlug(meta('og:title')) ??
    notSlug(meta('twitter:title')) ??
    notSlug(present(cleanInline($('title').first().text())))
  const draft: JobDraft = { source: 'meta' }
  if (!raw) return draft
  // "Company hiring Title in Location | LinkedIn"
  const hiring = /^(.+?) (?:is )?hiring (.+?)(?: in (.+?))?(?: \| .*)?$/i.exec(raw)
  if (hiring?.[1] && hiring[2]) return { ...draft, company: hiring[1], title: hiring[2], location: hiring[3] }
  const withoutSite = raw
    .replace(/(?<!\s)\s+[|｜]\s+(?!\s)[^|｜]+$/, '')
    .replace(/^(job application for|bewerbung als|stellenangebot:?)\s+/i, '')
  // "Title at Company", "Title bei Company", "Title - Company"
  const at = /^(.*?\S)\s+(?:at|@|bei)\s+(?!\s)(.+)$/i.exec(withoutSite)
  if (at?.[1] && at[2] && !BOARD_NAMES.test(at[2]))
    return { ...draft, title: at[1], company: at[2].replace(/(?<!\s)\s+[-–]\s+(?!\s).*$/, '') }
  const siteName = meta('og:site_name')
  // "Title – Company – Apply today": when the page's own h1 starts the title, the next segment is the employer.
  const pageTitle = present(cleanInline($('title').first().text())) ?? raw
  // A segment marked as the employer is looked for in the whole page title first (the site's own
  // name may close it: "… – Graz | Pichler & Partner Steuerberatung").
  const passes: [string, boolean][] = [
    [pageTitle, true],
    [withoutSite, false],
    [pageTitle, false],
  ]
  // "Ward Sister - Respiratory (Band 6)" heads a page titled "Ward Sister - Respiratory | Stockport NHS
  // Foundation Trust | NHS Jobs": a note in brackets closing the h1 may be missing from the page title.
  const leads = heading ? [...new Set([heading, heading.replace(/\s*\([^()]*\)$/, '')])] : []
  for (const [candidate, onlyMarked] of passes) {
    const start = leads.find((h) => h && candidate.toLowerCase().startsWith(h.toLowerCase()))
    if (heading && start) {
      const after = candidate.slice(start.length)
      const segments = after
        .split(/\s+[-–—|｜·]\s+/)
        .map((p) => p.trim())
        .filter(Boolean)
      // "Flugbegleiter (m/w/d) Basis Düsseldorf | Rheinflug Karriere": words written on after the h1
      // with no separator go on with the title; the employer is a segment of its own.
      if (!/^\s+[-–—|｜·]\s/.test(after)) segments.shift()
      // "… – Graz | Pichler & Partner Steuerberatung", "… - Home-based UK | Careers at Meridian": a
      // segment with a careers word or a legal form is the employer, before a place or a team.
      // "Learning and Development Coordinator - Cork | Munster Mutual Insurance": unmarked, a segment
      // with an organisation word ("Insurance", "Bank", "Hospital") is the employer before a bare town.
      const segment =
        segments.find((p) => EMPLOYER_MARK.test(p)) ??
        segments.find((p) => looksLikeOrganisation(p) && !BOARD_NAMES.test(p)) ??
        (onlyMarked ? undefined : segments[0])
      // "Oakridge Foods Careers", "Careers at Halbrook", "Sparkasse Mittelweser Karriere": the
      // employer's own careers site names the employer beside its careers word.
      const next = segment
        ?.replace(/^(?:careers?|jobs?|karriere)\s+(?:at|with|bei)\s+(?=\S)/i, '')
        .replace(/(?<=\S)\s+(?:careers?|jobs?|karriere|stellenangebote)$/i, '')
      if (
        next &&
        !/\d|,|\b(remote|hybrid|on-?site)\b/i.test(next) &&
        !BOARD_NAMES.test(next) &&
        next.length <= 60 &&
        !/^(apply|jetzt|careers?|jobs?)\b/i.test(next)
      )
        return { ...draft, title: heading, company: next }
    }
  }
  // Without a heading to start from, the page title's last segment is the employer where it says so
  // ("Occupational Therapist - Community Rehabilitation - Riverside Rehab Careers").
  const last = /(?<!\s)\s+[-–—]\s+(?!\s)([^-–—]+)$/.exec(withoutSite)?.[1]?.trim()
  const marked =
    last && /\S\s+(?:careers?|karriere)$|^(?:careers?|jobs?|karriere)\s+(?:at|with|bei)\s+\S/i.test(last)
      ? last
          .replace(/^(?:careers?|jobs?|karriere)\s+(?:at|with|bei)\s+(?=\S)/i, '')
          .replace(/(?<=\S)\s+(?:careers?|karriere)$/i, '')
      : undefined
  const company =
    siteName && !BOARD_NAMES.test(siteName)
      ? siteName
      : marked && !BOARD_NAMES.test(marked) && marked.length <= 60
        ? marked
        : undefined
  return {
    ...draft,
    title: withoutSite.replace(/(?<!\s)\s+[-–—]\s+(?!\s)[^-–—]+$/, '') || withoutSite,
    company,
  }
}

/** A job type or work mode ("Full-time", "Vollzeit", "Remote", "3 days on site"), never a place. */
export const TYPE_OR_MODE =
  /^(full[- ]?time|part[- ]?time|vollzeit|teilzeit|contract|freelance|internship|praktikum|temporary|befristet|unbefristet|jahresstelle|saisonstelle|permanent|festanstellung|hybrid\b.*|on[- ]?site|vor ort|remote|\d+ (days?|tage).*)$/i

const HOURS_OR_START =
  /^(?:\d{1,2}(?:\s?[-–]\s?\d{1,2})?\s?(?:stunden|std\.?|hours|hrs|h)\b.*|ab sofort|immediately|asap|(?:eintritt|start|beginn|per|ab)\s.*|.*\bnach vereinbarung)$/i

/** "Vollzeit oder Teilzeit", "Full-time / Part-time", "Voll- oder Teilzeit": every part a job type. */
function isTypeList(part: string): boolean {
  const pieces = part.replace(/^voll-\s/i, 'vollzeit ').split(/\s+(?:oder|or|und|and)\s+|\s*\/\s*/)
  return pieces.length >= 2 && pieces.every((p) => TYPE_OR_MODE.test(p))
}

// The town of a postal address under the title: "Stepping Hill Hospital, Stockport, SK2 7JE" (UK),
// "500 W Broad St, Columbus, OH 43215" (US, with its state); postcode first ("Domstraße 4, 50668 Köln",
// "1017 AB Amsterdam") as the resume importer reads it (postcodeTown).
const ADDRESS_PLACES = [
  /,\s*(\p{Lu}[\p{L}' -]{1,40}),\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/u,
  /,\s*(\p{Lu}[\p{L}' .-]{1,40},\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/u,
]

/** The town a postal address line names, or undefined when the line is no address. */
export function addressPlace(line: string): string | undefined {
  if (line.length > 120) return undefined
  const trimmed = line.trim()
  for (const pattern of ADDRESS_PLACES) {
    const town = pattern.exec(trimmed)?.[1]?.trim()
    if (town) return town
  }
  return postcodeTown(trimmed)
}

/** The line under the job title: "Acme · Berlin · Full-time", "Brightlane | Remote (US) | Contract". */
const FACT_MARK = /\s*[·•|｜]\s*/
const SPACED_DASH = /\s+[-–—]\s+/

export function subtitleFacts(
  line: string,
  knownCompany?: string,
): Pick<JobDraft, 'company' | 'location' | 'jobType' | 'remote'> {
  // "Te Whatu Ora – Health New Zealand · Tauranga, Bay of Plenty": where dots or bars part the facts, a spaced dash is
  // inside a name; only a line without them is parted by its dashes ("Acme – Berlin – Full-time").
  const parts = line
    .split(FACT_MARK.test(line) ? FACT_MARK : SPACED_DASH)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length < 2 || parts.some((p) => p.length > 60)) return {}
  const out: Pick<JobDraft, 'company' | 'location' | 'jobType' | 'remote'> = {}
  const rest: string[] = []
  for (const raw of parts) {
    // "Location: Dublin 15", "Standort: Straubing": a part may carry its own label.
    const labelled = /^([\p{L} ]{2,20}):\s*(\S.*)$/u.exec(raw)
    const label = labelled && LABELS.find(([, pattern]) => pattern.test(labelled[1]!.trim()))
    if (label?.[0] === 'location') {
      out.location ??= labelled![2]!
      continue
    }
    const part = labelled && label ? labelled[2]! : raw
    // Pay ("$130,000") and bare numbers are neither the employer nor the place.
    if (/[$€£₹¥]/.test(part) || /^[\d\s.,kK+-]+$/.test(part)) continue
    // "30–40 Stunden/Woche", "ab sofort", "Start: April 2027": hours and a start say when, not who or where.
    if (HOURS_OR_START.test(part)) continue
    // "Vollzeit oder Teilzeit", "Voll- oder Teilzeit": job types joined are a job type.
    if (isTypeList(part)) {
      const type = normalizeJobType(part.split(/\s+(?:oder|or|und|and)\s+|\s*\/\s*/)[0]!)
      if (type) out.jobType ??= type
      continue
    }
    if (TYPE_OR_MODE.test(part)) {
      const type = normalizeJobType(part)
      if (type) out.jobType ??= type
      if (/^hybrid|on[- ]?site|vor ort|\d+ (days?|tage)/i.test(part)) out.remote ??= false
      else if (/^remote$/i.test(part)) out.remote ??= true
      continue
    }
    rest.push(part)
  }
  // "Pennine Aero Components · Leeds, West Yorkshire" under a page title "Manufacturing Engineer - Leeds - Pennine Aero
  // Components": the name read as the employer is written here as a town with its region; the other name employs.
  const townOfKnown =
    knownCompany && rest.find((p) => p.toLowerCase().startsWith(`${knownCompany.toLowerCase()},`))
  const employer = townOfKnown && rest.find((p) => p !== townOfKnown && !/,/.test(p))
  if (townOfKnown && employer) {
    out.location ??= townOfKnown
    out.company = employer
  } else if (knownCompany) {
    // A part that names the employer is never the place: the company itself, the company with more
    // words ("Hartmann Molkerei GmbH" for "Hartmann Molkerei"), or any name with a legal form.
    const places = rest.filter((p) => !namesEmployer(p, knownCompany))
    out.location ??= places[0]
  } else if (out.location) {
    if (rest.length >= 1) out.company = rest[0]
  } else if (rest.length >= 2) {
    out.company = rest[0]
    out.location = rest[1]
  }
  return out
}

// A company's legal form ("GmbH & Co. KG", "Ltd", "Pty Ltd", "e.V."); "AG" and "SE" are left out, as a
// Swiss canton ("Baden AG") is written the same.
const LEGAL_FORM =
  /(?:^|\s)(?:gGmbH|GmbH|KG|OHG|UG|e\.\s?V\.|Ltd\.?|Limited|Inc\.?|LLC|LLP|plc|Pty|B\.V\.|S\.A\.|S\.L\.|S\.p\.A\.|SARL|GesmbH)(?=$|[\s,)])/i

/** Whether a part of the facts line names the employer: the known company, with or without words after it. */
function namesEmployer(part: string, company: string): boolean {
  const a = part.toLowerCase()
  const b = company.toLowerCase()
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `) || LEGAL_FORM.test(part)
}

const LABELS: [keyof JobDraft, RegExp][] = [
  ['location', /^(location|job location|work location|standort|arbeitsort|einsatzort|ort|based in)$/i],
  ['company', /^(company|employer|organi[sz]ation|unternehmen|arbeitgeber|firma|hiring company)$/i],
  ['title', /^(job title|position|role|title|stellenbezeichnung|jobtitel)$/i],
  // "Industry Type: Agriculture / Forestry / Fishing" (Indian job boards), "Branche: Gastronomie".
  ['industry', /^(industry|industry type|sector|branche)$/i],
]

/** "Location: Berlin" style fields in the posting text. */
export function labelledFields(
  text: string,
): Pick<JobDraft, 'location' | 'company' | 'title' | 'jobType' | 'industry'> {
  const out: Pick<JobDraft, 'location' | 'company' | 'title' | 'jobType' | 'industry'> = {}
  for (const line of text.split('\n').slice(0, 80)) {
    const m = /^\s*([A-Za-zÄÖÜäöü][\w ÄÖÜäöü/-]{1,25}?)\s*[:：]\s*(.{2,100})$/.exec(line)
    if (!m?.[1] || !m[2]) continue
    const label = m[1].trim()
    const value = m[2].trim()
    for (const [field, pattern] of LABELS)
      if (pattern.test(label) && !out[field as 'location']) (out as Record<string, string>)[field] = value
    if (
      /^(employment type|job type|hours|type|anstellungsart|beschäftigungsart|arbeitszeit|commitment)$/i.test(
        label,
      ) &&
      !out.jobType
    )
      out.jobType = normalizeJobType(value)
  }
  return out
}
