// Applicant-tracking systems whose public APIs answer without a browser (research/parsing.md §2).
// API URLs are built from fixed templates after the slug characters are validated, so a crafted
// page URL can never steer the server to another host or path.

export type AtsKind =
  'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'workday' | 'linkedin'
export type AtsTarget = { kind: AtsKind; apiUrl: string; board: string; id: string }

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/
const ID = /^[A-Za-z0-9-]{1,80}$/

function ok(part: string | undefined): part is string {
  return part !== undefined && SLUG.test(part)
}

/** The ATS API behind a posting URL, or null when the URL is not one we know. */
export function detectAts(url: URL): AtsTarget | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s))
  const [first, second, third] = segments

  if (/^(boards|job-boards)(\.eu)?\.greenhouse\.io$/.test(host)) {
    const forToken = url.searchParams.get('for') ?? undefined
    const jobId = url.searchParams.get('token') ?? url.searchParams.get('gh_jid') ?? undefined
    if (first === 'embed' && ok(forToken) && jobId && /^\d+$/.test(jobId)) return greenhouse(forToken, jobId)
    if (ok(first) && second === 'jobs' && third && /^\d+$/.test(third)) return greenhouse(first, third)
  }
  if (/^jobs(\.eu)?\.lever\.co$/.test(host) && ok(first) && second && ID.test(second)) {
    const api = host.includes('.eu.') ? 'api.eu.lever.co' : 'api.lever.co'
    return {
      kind: 'lever',
      board: first,
      id: second,
      apiUrl: `https://${api}/v0/postings/${first}/${second}`,
    }
  }
  if (host === 'jobs.ashbyhq.com' && ok(first) && second && ID.test(second)) {
    return {
      kind: 'ashby',
      board: first,
      id: second,
      apiUrl: `https://api.ashbyhq.com/posting-api/job-board/${first}?includeCompensation=true`,
    }
  }
  if (host === 'apply.workable.com' && ok(first) && second === 'j' && third && ID.test(third)) {
    return {
      kind: 'workable',
      board: first,
      id: third,
      apiUrl: `https://apply.workable.com/api/v2/accounts/${first}/jobs/${third}`,
    }
  }
  if (host === 'jobs.smartrecruiters.com' && ok(first) && second) {
    const id = /^(\d{6,})/.exec(second)?.[1]
    if (id)
      return {
        kind: 'smartrecruiters',
        board: first,
        id,
        apiUrl: `https://api.smartrecruiters.com/v1/companies/${first}/postings/${id}`,
      }
  }
  const workday = /^([a-z0-9-]+)\.(wd\d{1,3})\.myworkdayjobs\.com$/.exec(host)
  if (workday?.[1]) {
    // Optional locale segment (en-US) before the site.
    const rest = first && /^[a-z]{2}-[A-Z]{2}$/.test(first) ? segments.slice(1) : segments
    const [site, jobWord, ...jobPath] = rest
    if (ok(site) && jobWord === 'job' && jobPath.length >= 1 && jobPath.every((p) => SLUG.test(p))) {
      return {
        kind: 'workday',
        board: workday[1],
        id: jobPath.join('/'),
        apiUrl: `https://${host}/wday/cxs/${workday[1]}/${site}/job/${jobPath.join('/')}`,
      }
    }
  }
  if (/(^|\.)linkedin\.com$/.test(host)) {
    const fromPath =
      first === 'jobs' && second === 'view' && third ? /(\d{6,})\/?$/.exec(third)?.[1] : undefined
    const id = fromPath ?? url.searchParams.get('currentJobId') ?? undefined
    if (id && /^\d{6,20}$/.test(id))
      return {
        kind: 'linkedin',
        board: 'linkedin',
        id,
        apiUrl: `https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/${id}`,
      }
  }
  return null
}

function greenhouse(token: string, id: string): AtsTarget {
  return {
    kind: 'greenhouse',
    board: token,
    id,
    apiUrl: `https://boards-api.greenhouse.io/v1/boards/${token}/jobs/${id}?pay_transparency=true`,
  }
}

/** Greenhouse boards embedded on a company site (`?gh_jid=`) name their board token in the page. */
export function greenhouseFromPage(pageUrl: URL, html: string): AtsTarget | null {
  const jobId = pageUrl.searchParams.get('gh_jid')
  if (!jobId || !/^\d+$/.test(jobId)) return null
  const token =
    /greenhouse\.io\/(?:embed\/job_board(?:\/js)?\?for=|embed\/job_app\?for=)([A-Za-z0-9_-]+)/.exec(
      html,
    )?.[1] ?? /boards\.greenhouse\.io\/([A-Za-z0-9_-]+)/.exec(html)?.[1]
  return token && SLUG.test(token) && token !== 'embed' ? greenhouse(token, jobId) : null
}
