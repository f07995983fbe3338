import { storedHtmlText } from '#shared/text/html-text.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { mentionsSkill, skillName } from '#shared/matching/skill-ownership.ts'
import { findSkillMatches } from '#shared/skills/skills-lexicon.ts'

// Strategic insights about what this employer emphasises. Every sentence points at words the
// posting itself uses (quoted bullets, counted themes, the title), so nothing is invented.

const MUST =
  /\b(must|required|requires|require|minimum|at least|essential|mandatory|non-negotiable|necessary|need to have|zwingend|unbedingt|vorausgesetzt|erforderlich)\b/i
const YEARS = /(\d{1,2})(?:\s*[-–]\s*\d{1,2})?\s*(?:\+\s*)?(?:or more\s+)?(?:years?|yrs|jahre)/i

const SENIORITY: [RegExp, string][] = [
  [/\b(intern|internship|praktikum|werkstudent|trainee|apprentice)\b/i, 'an entry-level learning role'],
  [/\b(junior|associate|graduate|entry[- ]level|jr\.?)\b/i, 'an early-career role'],
  [/\b(chief|vp|vice president|head of|director|c[eft]o)\b/i, 'an executive leadership role'],
  [
    /\b(principal|staff|distinguished|architect)\b/i,
    'a senior individual-contributor role with organisation-wide scope',
  ],
  [/\b(senior|sr\.?|expert|experienced)\b/i, 'a senior role'],
  [/\b(lead|manager|leiter(in)?|teamlead)\b/i, 'a role that manages people, a function or a portfolio'],
]

const THEMES: [string, RegExp][] = [
  [
    'ownership and autonomy',
    /\b(ownership|own(?:ing)?|autonom\w*|end-to-end|accountab\w*|self-starter|independent\w*)\b/gi,
  ],
  ['customers and users', /\b(customers?|clients?|users?|patients?|kunden)\b/gi],
  [
    'collaboration across teams',
    /\b(collaborat\w*|cross-functional|stakeholders?|partner(?:ing|s)? with|zusammenarbeit)\b/gi,
  ],
  ['scale and performance', /\b(scal\w*|performance|high[- ]throughput|latency|reliab\w*|availability)\b/gi],
  ['data and evidence', /\b(data[- ]driven|metrics|analytics|insights?|kpis?|measur\w*)\b/gi],
  [
    'security and compliance',
    /\b(security|secure|compliance|complian\w*|regulat\w*|privacy|gdpr|iso 27001)\b/gi,
  ],
  ['pace and ambiguity', /\b(fast[- ]paced|ambigu\w*|startup|scrappy|move fast|dynamic)\b/gi],
  ['communication', /\b(communicat\w*|present\w*|storytell\w*|written|verbal)\b/gi],
  [
    'mentoring and growing others',
    /\b(mentor\w*|coach\w*|develop(?:ing)? (?:others|people|talent)|grow(?:ing)? the team)\b/gi,
  ],
  [
    'quality and craft',
    /\b(quality|testing|tested|best practices|clean code|code reviews?|craft\w*|excellence)\b/gi,
  ],
  ['AI and automation', /\b(ai|machine learning|llms?|automation|automat\w*|agentic)\b/gi],
  ['strategy and vision', /\b(strateg\w*|vision|roadmap|long-term)\b/gi],
]

function quote(text: string, max = 140): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return `“${clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean}”`
}

/** Strategic insights about what this employer emphasises, each grounded in the posting's text. */
export function deriveJobInsights(job: ExtractedJob): string[] {
  const insights: string[] = []
  const text = [
    job.title,
    storedHtmlText(job.description),
    ...job.requirements,
    ...job.responsibilities,
    ...job.preferred,
  ].join('\n')

  const musts = job.requirements.filter((r) => MUST.test(r) || YEARS.test(r)).slice(0, 2)
  if (musts.length > 0)
    insights.push(
      `Must-haves they spell out: ${musts.map((m) => quote(m)).join(' and ')}. Address these first and explicitly.`,
    )
  else if (job.requirements.length > 0)
    insights.push(
      `They lead the requirements with ${quote(job.requirements[0] ?? '')}; open your pitch with your strongest evidence for it.`,
    )

  const level = SENIORITY.find(([pattern]) => pattern.test(job.title))
  // The most demanding experience statement, quoted as the posting writes it ("8-10 years", "5+ years").
  const years = [...text.matchAll(new RegExp(YEARS.source, 'gi'))]
    .filter((m) => Number(m[1]) > 0 && Number(m[1]) < 40)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
  const mostYears = years[0]?.[0].trim()
  if (level || mostYears) {
    const parts = [
      level ? `the title “${job.title}” signals ${level[1]}` : null,
      mostYears ? `the posting asks for “${mostYears}” of experience` : null,
    ].filter(Boolean)
    insights.push(`Seniority: ${parts.join(', and ')}. Pitch your experience at that level.`)
  }

  const counted = THEMES.map(([name, pattern]) => ({ name, count: text.match(pattern)?.length ?? 0 }))
    .filter((t) => t.count >= 3)
    .sort((a, b) => b.count - a.count)
    .slice(0, 3)
  for (const theme of counted)
    insights.push(
      `Recurring theme: ${theme.name} comes up ${theme.count} times in the posting; show concrete examples of it.`,
    )

  // The posting's own skill words, most repeated first (counted through the lexicon, so "k8s" and
  // "Kubernetes" are one skill).
  const counts = new Map<string, number>()
  for (const match of findSkillMatches(text, { isNested: false }))
    counts.set(match.name, (counts.get(match.name) ?? 0) + 1)
  const skillCounts = job.skills
    .filter((skill) => mentionsSkill(text, skill))
    .map((skill, order) => ({ skill, order, count: counts.get(skillName(skill) ?? '') ?? 1 }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
  const core = skillCounts.filter((s) => s.count >= 1).slice(0, 4)
  if (core.length > 0)
    insights.push(
      `Tools and skills they name: ${core.map((s) => s.skill).join(', ')}. Mirror these exact terms where you truly have them.`,
    )

  if (job.preferred.length > 0)
    insights.push(
      `Nice-to-haves, worth a line only if true for you: ${job.preferred
        .slice(0, 2)
        .map((p) => quote(p, 90))
        .join('; ')}.`,
    )
  if (job.remote === true)
    insights.push(
      'The posting offers fully remote work: show that you communicate well in writing and work independently.',
    )
  return insights
}
