import type { CheerioAPI } from 'cheerio'

import { normalizeJobType, normalizeRemote } from '#shared/jobs/job-normalize.ts'
import { present, type JobDraft } from '#server/features/jobs/intake/job-draft.ts'
import { salaryFromParts } from '#server/features/jobs/intake/salary.ts'
import { cleanBullet, cleanInline, unescapeHtml } from '#server/features/jobs/intake/text.ts'
import { decodeEntities } from '#shared/text/html-text.ts'

// schema.org JobPosting JSON-LD with the variants seen in the wild (research/parsing.md §1):
// several blocks, arrays, @graph, @id references, @type arrays, PascalCase keys, CDATA, entity-
// encoded JSON, missing commas, raw newlines in strings. One bad block never fails the page.

type Node = Record<string, unknown>

/** Parses one script block, retrying the repairs that real pages need. Null when hopeless. */
export function parseJsonLoose(raw: string): unknown {
  const base = raw
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(\/\/\s*\]\]>|\]\]>|-->)\s*$/, '')
    .trim()
  // Each repair is made only when the ones before it failed: most blocks parse as they are, and a
  // repair walks the whole block (a page's state can be hundreds of kilobytes).
  const decoded = once(() => decodeEntities(base))
  const escaped = once(() => escapeControlChars(base))
  const escapedDecoded = once(() => escapeControlChars(decoded()))
  const attempts = [
    () => base,
    decoded,
    escaped,
    escapedDecoded,
    () => repairCommas(escaped()),
    () => repairCommas(escapedDecoded()),
  ]
  const tried = new Set<string>()
  for (const attempt of attempts) {
    const text = attempt()
    // A repair that changed nothing fails as the text before it did.
    if (tried.has(text)) continue
    tried.add(text)
    try {
      return JSON.parse(text)
    } catch {
      // try the next repair
    }
  }
  return null
}

function once(make: () => string): () => string {
  let made: string | undefined
  return () => (made ??= make())
}

/** Raw newlines and tabs inside JSON strings are invalid JSON but common (extruct #84). */
function escapeControlChars(text: string): string {
  let out = ''
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string
    if (inString) {
      if (ch === '\\') {
        out += ch + (text[i + 1] ?? '')
        i++
        continue
      }
      if (ch === '"') inString = false
      else if (ch === '\n') {
        out += '\\n'
        continue
      } else if (ch === '\r') continue
      else if (ch === '\t') {
        out += '\\t'
        continue
      } else if (ch.charCodeAt(0) < 0x20) continue
    } else if (ch === '"') inString = true
    out += ch
  }
  return out
}

/** Missing commas between members and trailing commas before a closing bracket. */
function repairCommas(text: string): string {
  return text
    .replace(/(["}\]\d]|true|false|null)[^\S\n]*\n\s*(")/g, '$1,\n$2')
    .replace(/}\s*{/g, '},{')
    .replace(/,\s*([}\]])/g, '$1')
}

function typesOf(node: Node): string[] {
  const type = get(node, '@type')
  const list = Array.isArray(type) ? type : [type]
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, '').toLowerCase())
}

/** Case-insensitive property access (PascalCase keys occur). */
function get(node: unknown, key: string): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined
  const record = node as Node
  if (key in record) return record[key]
  const lower = key.toLowerCase()
  for (const [k, v] of Object.entries(record))
    if (k.toLowerCase() === lower || k.toLowerCase() === `schema:${lower}`) return v
  return undefined
}

/** Every object node in the blocks, with @graph and arrays flattened. */
function collectNodes(values: unknown[]): Node[] {
  const out: Node[] = []
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || !value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1))
    out.push(value as Node)
    const graph = get(value, '@graph')
    if (graph) visit(graph, depth + 1)
    for (const key of ['itemListElement', 'mainEntity', 'item']) {
      const child = get(value, key)
      if (child) visit(child, depth + 1)
    }
  }
  values.forEach((v) => visit(v, 0))
  return out
}

export type JsonLdResult = { postings: JobDraft[]; types: string[] }

/** All JobPosting drafts and all @types found in the page's JSON-LD. */
export function extractJsonLd($: CheerioAPI): JsonLdResult {
  const blocks: unknown[] = []
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase()
    if (type !== 'application/ld+json') return
    const parsed = parseJsonLoose($(el).html() ?? '')
    if (parsed !== null) blocks.push(parsed)
  })
  const nodes = collectNodes(blocks)
  const byId = new Map<string, Node>()
  for (const node of nodes) {
    const id = get(node, '@id')
    if (typeof id === 'string' && Object.keys(node).length > 1) byId.set(id, node)
  }
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve)
    const id = get(value, '@id')
    if (typeof id === 'string' && Object.keys(value as Node).length === 1) return byId.get(id) ?? value
    return value
  }
  const types = nodes.flatMap(typesOf)
  const postings = nodes
    .filter((n) => typesOf(n).includes('jobposting'))
    .map((n) => jobPostingToDraft(n, resolve))
  return { postings, types }
}

function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return present(cleanInline(value))
  return present(cleanInline(get(value, 'name') ?? get(value, 'legalName')))
}

function addressText(address: unknown): string | undefined {
  if (typeof address === 'string') return present(cleanInline(address))
  if (!address || typeof address !== 'object') return undefined
  const country = nameOf(get(address, 'addressCountry'))
  const parts = [get(address, 'addressLocality'), get(address, 'addressRegion'), country].map((p) =>
    typeof p === 'string' ? present(cleanInline(p)) : undefined,
  )
  const distinct = parts.filter((p, i): p is string => Boolean(p) && parts.indexOf(p) === i)
  return distinct.length > 0 ? distinct.join(', ') : undefined
}

function locationText(jobLocation: unknown, resolve: (v: unknown) => unknown): string | undefined {
  const places = (Array.isArray(jobLocation) ? jobLocation : [jobLocation]).map(resolve)
  const texts = places
    .map((place) =>
      typeof place === 'string' ? present(place) : addressText(resolve(get(place, 'address'))),
    )
    .filter((t): t is string => Boolean(t))
  const distinct = [...new Set(texts)]
  if (distinct.length === 0) return undefined
  return distinct.length > 3
    ? `${distinct.slice(0, 3).join('; ')} and ${distinct.length - 3} more`
    : distinct.join('; ')
}

function textList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return list
    .map((v) =>
      typeof v === 'string'
        ? v
        : typeof get(v, 'description') === 'string'
          ? (get(v, 'description') as string)
          : typeof get(v, 'name') === 'string'
            ? (get(v, 'name') as string)
            : '',
    )
    .filter(Boolean)
}

function jobPostingToDraft(node: Node, resolve: (v: unknown) => unknown): JobDraft {
  const organization = resolve(get(node, 'hiringOrganization'))
  const jobLocation = resolve(get(node, 'jobLocation'))
  const locationType = String(get(node, 'jobLocationType') ?? '')
  const isRemote = /telecommute/i.test(locationType) ? true : null
  let location = locationText(jobLocation, resolve)
  if (!location && isRemote) {
    const where =
      textList(get(node, 'applicantLocationRequirements')).join(', ') ||
      (nameOf(resolve(get(node, 'applicantLocationRequirements'))) ?? '')
    location = where ? `Remote (${where})` : 'Remote'
  }
  // Place.name sometimes holds the employer when hiringOrganization is missing.
  const placeName = nameOf((Array.isArray(jobLocation) ? jobLocation[0] : jobLocation) as unknown)
  const baseSalary = resolve(get(node, 'baseSalary') ?? get(node, 'estimatedSalary'))
  const salaryNode = Array.isArray(baseSalary) ? baseSalary[0] : baseSalary
  const value = get(salaryNode, 'value')
  const salary =
    typeof salaryNode === 'string' || typeof salaryNode === 'number'
      ? salaryFromParts({ currency: get(node, 'salaryCurrency'), min: salaryNode, unit: undefined })
      : salaryNode
        ? salaryFromParts({
            currency: get(salaryNode, 'currency') ?? get(node, 'salaryCurrency'),
            min:
              typeof value === 'object'
                ? (get(value, 'minValue') ?? get(value, 'value'))
                : (value ?? get(salaryNode, 'minValue')),
            max: typeof value === 'object' ? get(value, 'maxValue') : get(salaryNode, 'maxValue'),
            unit:
              (typeof value === 'object' ? get(value, 'unitText') : undefined) ?? get(salaryNode, 'unitText'),
          })
        : null
  const description = get(node, 'description')
  const bulletList = (key: string) => textList(get(node, key)).flatMap((t) => splitStructuredText(t))
  const skills = textList(get(node, 'skills'))
    .flatMap((s) => s.split(/[,;\n]|<br\s*\/?>/i))
    .map((s) => cleanInline(s))
    .filter(Boolean)
  return {
    source: 'json-ld',
    title: present(cleanInline(get(node, 'title') ?? get(node, 'name'))),
    company:
      nameOf(organization) ??
      (typeof organization === 'string' ? present(organization) : undefined) ??
      placeName,
    location,
    descriptionHtml: typeof description === 'string' ? unescapeHtml(description) : undefined,
    responsibilities: bulletList('responsibilities'),
    requirements: [
      ...bulletList('qualifications'),
      ...bulletList('experienceRequirements'),
      ...bulletList('educationRequirements'),
    ],
    preferred: [],
    skills,
    industry: present(
      cleanInline(
        textList(get(node, 'industry')).join(', ') || textList(get(organization, 'industry')).join(', '),
      ),
    ),
    salary,
    jobType: normalizeJobType(get(node, 'employmentType')),
    remote: isRemote ?? normalizeRemote(get(node, 'workplaceType')),
    validThrough:
      typeof get(node, 'validThrough') === 'string' ? (get(node, 'validThrough') as string) : undefined,
  }
}

/** Structured text fields hold either one sentence or a small HTML/bulleted list. */
function splitStructuredText(value: string): string[] {
  const html = unescapeHtml(value)
  const items = /<li[\s>]/i.test(html)
    ? [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1] ?? '')
    : html.split(/\n|<br\s*\/?>|(?:^|\s)[•·▪]\s/i)
  return items.map((item) => cleanBullet(item)).filter((item) => item.length >= 3)
}
