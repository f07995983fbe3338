import { buildSkillMatcher, type SkillSpan } from '#shared/skills/skill-matcher.ts'
import { rawSkills, type RawSkill } from '#shared/skills/skills-data.ts'

// The skills lexicon shared by job extraction, the career engine and imports: one canonical name per
// skill, with aliases (abbreviations, long forms, German forms) and a category. Matching is a
// precompiled dictionary walk (skill-matcher.ts), case-insensitive unless a spelling is marked
// case-sensitive; names too ambiguous for that (Go, R, C, Julia, Excel, Contentful) have context rules.

/** The lexicon's categories: the blocks of skills-data.ts. */
export type SkillCategory = RawSkill['category']

/**
 * The categories of products and technologies: a name of its own ("Python", "React", "AWS", "SAP
 * S/4HANA", "Jira"), never a practice or a job's name.
 */
export const PRODUCT_CATEGORIES: readonly SkillCategory[] = [
  'language',
  'framework',
  'cloud',
  'data',
  'devops',
  'enterprise',
  'tool',
]

export type SkillEntry = { name: string; aliases: string[]; category: SkillCategory }

const raw = rawSkills()

export const SKILLS: SkillEntry[] = raw.map(({ name, aliases, category }) => ({ name, aliases, category }))

const BEFORE = '(?<![\\p{L}\\p{N}_+#.&/-])'
// A list context: "Python, R and SQL", "(R)", "R/Python", "R programming".
const LIST_BEFORE = '(?<=(?:^|[,;(/]|\\band|\\bor|\\bin|\\bwith|\\busing|:)\\s{0,3})'
const LIST_AFTER =
  '(?=\\s*(?:[,;)/]|\\band\\b|\\bor\\b|\\bprogramming\\b|\\blanguage\\b|\\bstudio\\b|\\bscripts?\\b|\\bshiny\\b|\\bpackages?\\b|$))'

const CONTEXT_RULES: Record<string, RegExp> = {
  // "Go" the language, not "go to market", "go-live" or a sentence starting with "Go".
  Go: new RegExp(
    `${BEFORE}(?:[Gg]olang|GOLANG|(?<=(?:\\bin|\\bwith|\\busing|\\band|\\bor|[,;(/:])\\s{0,3})Go(?![\\w-])(?!\\s+(?:to|live|ahead|back|beyond|further|for it|above)\\b)|Go(?=\\s{0,3}(?:[,;)/]|\\band\\b|\\bor\\b|\\bprogramming|\\blang\\b|\\bdevelop|\\bservices?\\b|\\bmicroservices?\\b|\\bbackend)))(?![\\w+#&])`,
    'gu',
  ),
  R: new RegExp(
    `${LIST_BEFORE}R(?![\\w&'’.+#-]|\\/\\d)${LIST_AFTER}|\\bR (?:programming|language|studio)\\b|\\bRStudio\\b`,
    'g',
  ),
  C: new RegExp(
    `${LIST_BEFORE}C(?![\\w&'’.+#-])${LIST_AFTER}|\\bC (?:programming|language)\\b|\\bANSI C\\b|\\bembedded C\\b`,
    'g',
  ),
  Julia: new RegExp(`${LIST_BEFORE}Julia(?![\\w'’-])${LIST_AFTER}|\\bJulia (?:programming|language)\\b`, 'g'),
  // Excel the tool, not "excel at/in" the verb.
  Excel: /\b(?:microsoft excel|ms excel)\b|(?<![\w-])Excel(?![\w-])(?!\s+(?:at|in|as|when|with)\b)/gi,
  // The applicant tracking system, not greenhouse gases.
  Greenhouse: /\bGreenhouse\b(?![\s-]+(?:gas|gases|effect|emissions?|horticulture|growers?)\b)/g,
  // The CMS, not the web-performance metrics "Largest/First Contentful Paint".
  Contentful: /(?<!(?:largest|first)[\s-])\bContentful\b(?![\s-]+paint)/gi,
  // A claim's reserves, not nature reserves or a firm's cash reserves.
  'Claims Reserving':
    /\b(?:claims? reserves|loss reserves|case reserves|reserving)\b|(?<!\b(?:nature|wildlife|game|marine|forest|biosphere|oil|gas|mineral|cash|currency|capital|strategic|army|military|national)\s)\breserves\b/gi,
}

// A cheap test that the ambiguous word is there at all, before its context rule runs.
const RULE_GATES: Record<string, RegExp> = {
  Go: /\bGo\b|golang/i,
  R: /\bR/,
  C: /\bC\b|ANSI C|embedded C/,
  Julia: /\bJulia\b/,
  Excel: /excel/i,
  Contentful: /contentful/i,
  Greenhouse: /Greenhouse/,
  'Claims Reserving': /reserv/i,
}

// A duty opens with its verb, and a few skills are spelled like one: "React to alarms", "Sketch out
// ideas" name no framework or design tool. Only a one-word name that opens a sentence or bullet and
// is followed by a word that goes with the verb is dropped.
const SENTENCE_START = /(?:^|[\n.!?;:•·*▪–—-]|\d[.)])\s*$/
const VERB_FOLLOWER =
  /^\s+(?:to|out|up|on|upon|quickly|promptly|swiftly|calmly|rapidly|appropriately|effectively|positively|immediately)\b/i

function isVerbUse(text: string, span: SkillSpan): boolean {
  const surface = text.slice(span.start, span.end)
  return (
    /^\p{Lu}\p{Ll}+$/u.test(surface) &&
    SENTENCE_START.test(text.slice(Math.max(0, span.start - 8), span.start)) &&
    VERB_FOLLOWER.test(text.slice(span.end, span.end + 16))
  )
}

const ruled = new Map<number, { rule: RegExp; gate: RegExp }>()
raw.forEach((entry, index) => {
  const rule = CONTEXT_RULES[entry.name]
  if (rule) ruled.set(index, { rule, gate: RULE_GATES[entry.name] ?? /[\s\S]/ })
})
const matcher = buildSkillMatcher(raw, new Set(ruled.keys()))

export type SkillMatch = {
  name: string
  category: SkillCategory
  surface: string
  start: number
  end: number
}

// Results are kept by text: the truthfulness guard asks about the same profile text for every
// sentence. Short texts (sentences, lines) and long ones (a whole profile) are kept apart.
const memo = new Map<string, SkillSpan[]>()
const longMemo = new Map<string, SkillSpan[]>()
const MEMO_LIMIT = 4000
const LONG_MEMO_LIMIT = 16

function remember<T>(cache: Map<string, T>, limit: number, key: string, value: T): void {
  if (cache.size >= limit) cache.delete(cache.keys().next().value!)
  cache.set(key, value)
}

function allSpans(text: string): SkillSpan[] {
  const cached = text.length <= 20_000 ? memo.get(text) : longMemo.get(text)
  if (cached) return cached
  const spans = matcher.spans(text)
  for (const [entry, { rule, gate }] of ruled) {
    if (!gate.test(text)) continue
    for (const match of text.matchAll(rule)) {
      const start = match.index
      // The Excel rule is case-insensitive for "microsoft excel" only; bare "excel" must be capitalised.
      if (entry >= 0 && raw[entry]?.name === 'Excel' && /^excel$/.test(match[0])) continue
      spans.push({ entry, start, end: start + match[0].length, surface: match[0] })
    }
  }
  for (let i = spans.length - 1; i >= 0; i--) if (isVerbUse(text, spans[i]!)) spans.splice(i, 1)
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  if (text.length <= 20_000) remember(memo, MEMO_LIMIT, text, spans)
  else if (text.length <= 1_000_000) remember(longMemo, LONG_MEMO_LIMIT, text, spans)
  return spans
}

/**
 * The spans no longer span covers, in one pass over spans sorted by start, longest first: a span is
 * covered when an earlier one ends after it, or ends with it and starts before it.
 */
function outermost(spans: SkillSpan[]): SkillSpan[] {
  const kept: SkillSpan[] = []
  let reach: SkillSpan | null = null
  for (const span of spans) {
    const isCovered =
      reach !== null && (reach.end > span.end || (reach.end === span.end && reach.start < span.start))
    if (!isCovered) kept.push(span)
    if (reach === null || span.end > reach.end) reach = span
  }
  return kept
}

/**
 * Every lexicon skill in the text, in text order, with the words the text uses. With
 * `isNested: false`, a skill inside a longer one is left out ("SQL" inside "Microsoft SQL Server").
 */
export function findSkillMatches(
  text: string,
  { isNested = true }: { isNested?: boolean } = {},
): SkillMatch[] {
  const spans = allSpans(text)
  return (isNested ? spans : outermost(spans)).map((s) => {
    const entry = SKILLS[s.entry]!
    return {
      name: entry.name,
      category: entry.category,
      surface: s.surface.trim(),
      start: s.start,
      end: s.end,
    }
  })
}

/** Canonical names of the lexicon skills that occur in the text, in lexicon order. */
const namesMemo = new WeakMap<SkillSpan[], string[]>()

export function findSkills(text: string): string[] {
  const spans = allSpans(text)
  const known = namesMemo.get(spans)
  if (known) return [...known]
  const names = [...new Set(spans.map((s) => s.entry))].sort((a, b) => a - b).map((i) => SKILLS[i]!.name)
  namesMemo.set(spans, names)
  return [...names]
}

// A tool shows the broader skill it is used for: Salesforce experience is CRM experience.
const IMPLIES: Record<string, string[]> = {
  Salesforce: ['CRM'],
  HubSpot: ['CRM', 'Marketing Automation'],
  'Microsoft Dynamics 365': ['CRM'],
  Marketo: ['Marketing Automation'],
  'Epic EHR': ['Electronic Health Records'],
  Cerner: ['Electronic Health Records'],
  'GitLab CI': ['CI/CD'],
  'GitHub Actions': ['CI/CD'],
  Jenkins: ['CI/CD'],
  CircleCI: ['CI/CD'],
  'Argo CD': ['CI/CD'],
  'Siemens NX': ['CAD'],
  CATIA: ['CAD'],
  SolidWorks: ['CAD'],
  AutoCAD: ['CAD'],
  Creo: ['CAD'],
  Inventor: ['CAD'],
  Nastran: ['Finite Element Analysis'],
  ANSYS: ['Finite Element Analysis'],
  Abaqus: ['Finite Element Analysis'],
  PostgreSQL: ['SQL'],
  MySQL: ['SQL'],
  'Microsoft SQL Server': ['SQL'],
  'Google Classroom': ['E-Learning'],
  'Learning Management Systems': ['E-Learning'],
  'Property Management Systems': ['Front Office'],
  'Siemens S7': ['PLC Programming'],
  'Siemens TIA Portal': ['PLC Programming'],
  'Apache Kafka': ['Event-Driven Architecture'],
  // The machine-learning libraries are machine learning; the deep-learning ones are both.
  'scikit-learn': ['Machine Learning'],
  XGBoost: ['Machine Learning'],
  TensorFlow: ['Machine Learning', 'Deep Learning'],
  PyTorch: ['Machine Learning', 'Deep Learning'],
  Keras: ['Machine Learning', 'Deep Learning'],
  'Deep Learning': ['Machine Learning'],
  'B2B Sales': ['Sales'],
  'Sales Leadership': ['Sales', 'People Leadership'],
  'Field Sales': ['Sales'],
  'Inside Sales': ['Sales'],
  'Channel Sales': ['Sales'],
  'Account Management': ['Sales'],
  'Mechanical Engineering': ['Engineering Degree'],
  'Electrical Engineering': ['Engineering Degree'],
  'Aerospace Engineering': ['Engineering Degree'],
  'Civil Engineering': ['Engineering Degree'],
  'Industrial Engineering': ['Engineering Degree'],
  'Process Engineering': ['Engineering Degree'],
}

/** The canonical names the text shows, with the broader skills its tools imply (Salesforce → CRM). */
const impliedMemo = new WeakMap<SkillSpan[], Set<string>>()

export function findSkillsWithImplied(text: string): Set<string> {
  const spans = allSpans(text)
  const known = impliedMemo.get(spans)
  if (known) return known
  const names = new Set(findSkills(text))
  for (const name of [...names]) for (const implied of IMPLIES[name] ?? []) names.add(implied)
  impliedMemo.set(spans, names)
  return names
}

const byKey = new Map<string, SkillEntry>()
for (const entry of SKILLS) {
  for (const key of [entry.name, ...entry.aliases])
    if (!byKey.has(key.toLowerCase())) byKey.set(key.toLowerCase(), entry)
}

/** The canonical name for a skill string, or null when the lexicon does not know it. */
export function canonicalSkill(value: string): string | null {
  const needle = value.trim().toLowerCase()
  if (!needle) return null
  return byKey.get(needle)?.name ?? byKey.get(needle.replace(/\s*\(.*\)$/, ''))?.name ?? null
}

const PROPER_NAMES = new Set(raw.filter((r) => r.patterns[0]?.startsWith('=')).map((r) => r.name))

/** "Workday", "Lever": a name the lexicon matches only in its own capitals is a product's name, never a common noun. */
export const isProperName = (word: string) => PROPER_NAMES.has(word)

/** The lexicon entry for a canonical name or alias, or null. */
export function getSkill(value: string): SkillEntry | null {
  return byKey.get(value.trim().toLowerCase()) ?? null
}

/** The skills of one category that occur in the text. */
export function findSkillsByCategory(text: string, category: SkillCategory): string[] {
  const found = new Set(findSkills(text))
  return SKILLS.filter((s) => s.category === category && found.has(s.name)).map((s) => s.name)
}

/**
 * Lexicon skills in the text, each named as the text writes it when the canonical name itself does
 * not occur ("Supply Chain", not "Supply Chain Management"): imports keep the person's own words.
 * A skill named only inside a longer one is not mentioned on its own.
 */
export function findSkillMentions(text: string): string[] {
  const lower = text.toLowerCase()
  const first = new Map<number, SkillSpan>()
  // A skill inside a longer one is the longer one's part, not a mention ("BI" in "Power BI").
  for (const span of outermost(allSpans(text))) if (!first.has(span.entry)) first.set(span.entry, span)
  return [...first.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([entry, span]) => {
      const name = SKILLS[entry]!.name
      if (lower.includes(name.toLowerCase())) return name
      const surface = span.surface.trim()
      return surface === surface.toLowerCase() ? surface.charAt(0).toUpperCase() + surface.slice(1) : surface
    })
}
