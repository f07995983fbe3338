import { isCondition, RIGHT_TO_WORK } from '#shared/jobs/conditions.ts'
import { classifyIndustryMentions } from '#shared/jobs/industry.ts'
import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import { assessRequirement, languageEvidence } from '#shared/matching/assess-requirement.ts'
import { profileFacts, strongestEvidence, type ProfileFacts } from '#shared/matching/profile-facts.ts'
import { mentionsSkill, skillName } from '#shared/matching/skill-ownership.ts'
import { yearsStated } from '#shared/matching/years-asked.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { findSkillsWithImplied, getSkill } from '#shared/skills/skills-lexicon.ts'
import { compoundMeets } from '#shared/text/german-compounds.ts'
import { tokenize, words } from '#shared/text/tokenize.ts'

// The match score, computed in code and never by a model. One function feeds the Match Analysis
// card, recent work and the generation answer. Weights: a skill the requirements name 3 (2 when
// only the tasks name it, 1 when only the nice-to-haves do, 1 for a phrase the lexicon does not
// know), a requirement line 2, a preferred line 1, title fit 2, years of experience 2 (when the posting states them). Each item carries the
// evidence that meets it, or none ("missing").

export type ComputeJobMatchOptions = {
  job: Pick<ExtractedJob, 'title' | 'skills' | 'requirements' | 'preferred'> & { responsibilities?: string[] }
  profile: ProfileSections
  now?: Date
}

type Item = MatchResult['breakdown'][number]

/** A line judged against the profile; the right to work is a fact no profile holds, never met by its words. */
function assessLine(line: string, facts: ProfileFacts) {
  return RIGHT_TO_WORK.test(line.trim()) ? { score: 0, evidence: null } : assessRequirement(line, facts)
}

const SENIORITY = [
  {
    level: 0,
    pattern: /\b(intern|trainee|working student|werkstudent\w*|praktikant\w*|apprentice|auszubildende\w*)/i,
  },
  { level: 1, pattern: /\b(junior|associate|graduate|entry)/i },
  { level: 3, pattern: /\b(senior|sr\.?|lead|principal|staff|leiter\w*|oberarzt)\b/i },
  {
    level: 4,
    pattern: /\b(head|director|vp|vice president|chief|cto|cfo|ceo|partner|geschäftsführer\w*)\b/i,
  },
]

function seniorityOf(title: string): number {
  let level = 2
  for (const s of SENIORITY) if (s.pattern.test(title)) level = s.level
  return level
}

function skillWeight(skill: string, job: ComputeJobMatchOptions['job']): number {
  const inLines = (lines: string[] | undefined) => (lines ?? []).some((line) => mentionsSkill(line, skill))
  // A skill written only in lines that state a condition of the work ("Bereitschaft zur Schichtarbeit",
  // "Willing to work rotating shifts") is a condition the applicant accepts: it lowers no one's score.
  const all = [...job.requirements, ...(job.responsibilities ?? []), ...job.preferred]
  const saying = all.filter((line) => mentionsSkill(line, skill))
  if (saying.length > 0 && saying.every(isCondition)) return 0
  // A field of study or a licence is judged with its requirement line; alone it weighs little.
  const name = skillName(skill)
  const category = getSkill(name ?? '')?.category
  if (category === 'discipline' || category === 'certification') return 1
  // A phrase the lexicon does not know ("antimicrobial stewardship rounds") is read from a line that
  // is scored on its own; it adds a little, so a long list of phrases does not outweigh the lines.
  if (name === null) return 1
  if (inLines(job.requirements)) return 3
  if (inLines(job.responsibilities)) return 2
  if (inLines(job.preferred)) return 1
  return 3
}

function ownedBy(skill: string, facts: ProfileFacts): string | null {
  const hit = strongestEvidence(skill, facts)
  if (hit) return `${hit.text} (${hit.source})`
  const spoken = languageEvidence(skill, facts)
  if (spoken) return spoken
  // An industry named as a skill ("Telecommunications", "Retail banking") is met by an employer in that
  // industry; a longer skill that only mentions one ("Patient satisfaction scores") is not.
  const industries = skill.trim().split(/\s+/).length <= 2 ? classifyIndustryMentions(skill) : []
  const role = industries.length
    ? facts.roles.find((r) => r.industry && industries.includes(r.industry))
    : undefined
  return role ? `${role.company} (${role.industry})` : null
}

function skillItem(
  skill: string,
  weight: number,
  facts: ProfileFacts,
  job: ComputeJobMatchOptions['job'],
): Item {
  let evidence = ownedBy(skill, facts)
  if (!evidence) {
    // "ACCA, CIMA or ACA": one of the alternatives a line offers is enough.
    const line = [...job.requirements, ...job.preferred].find(
      (l) => /\b(or|oder)\b/i.test(l) && mentionsSkill(l, skill),
    )
    const other = line
      ? job.skills.find((s) => s !== skill && mentionsSkill(line, s) && ownedBy(s, facts))
      : undefined
    if (other) evidence = `one of the alternatives: ${ownedBy(other, facts)}`
  }
  return { requirement: skill, kind: 'skill', weight, score: evidence ? 1 : 0, evidence }
}

const TITLE_NOISE = /^(senior|junior|lead|sr|principal|head|m|w|d|f|x|div|all|[mwfdxh](?:\/[mwfdxh]){1,3})$/

/** A title's words with the first five letters of their stems ("operations" → "oper"), noise aside. */
function titleKeys(title: string): { word: string; key: string }[] {
  return words(title)
    .map((word) => ({
      word: word.toLowerCase(),
      key: tokenize(word, { language: 'en' })[0]?.slice(0, 5) ?? '',
    }))
    .filter(({ word, key }) => key.length > 1 && !TITLE_NOISE.test(key) && !TITLE_NOISE.test(word))
}

const AGENT = /(?:or|er)s?$/
const ACTIVITY = /ions?$/
const isAgentAndActivity = (a: string, b: string) =>
  (AGENT.test(a) && ACTIVITY.test(b)) || (AGENT.test(b) && ACTIVITY.test(a))

function titleItem(title: string, profile: ProfileSections): Item | null {
  const roles = profile.workExperience.experiences.map((e) => e.role).filter(Boolean)
  if (!title || roles.length === 0) return null
  // Words meet on the first five letters of their stems too: "Financial Controller" and "Finance Manager" share
  // "finan". Not a person and an activity: "Forklift Operator" does no "Operations Manager" work.
  const titleWords = titleKeys(title)
  const prefixes = new Set(titleWords.map((w) => w.key))
  let bestRole = ''
  let bestOverlap = 0
  for (const role of roles) {
    const roleWords = titleKeys(role)
    // A German compound meets its head: "Einrichtungsleitung" is a "Leitung".
    const meets = (key: string) =>
      titleWords.some(
        (w) =>
          w.key === key &&
          roleWords.some(
            (r) => (r.key === key || compoundMeets(w.word, r.word)) && !isAgentAndActivity(w.word, r.word),
          ),
      )
    const shared = [...prefixes].filter(meets).length / Math.max(1, prefixes.size)
    // The same line of work in other words or another language ("Vertriebsleiter", "Head of Sales").
    const roleSkills = findSkillsWithImplied(role)
    const isSameWork = [...findSkillsWithImplied(title)].some((name) => roleSkills.has(name))
    const overlap = Math.max(shared, isSameWork ? 0.67 : 0)
    if (overlap > bestOverlap) [bestRole, bestOverlap] = [role, overlap]
  }
  const seniorityGap = Math.abs(seniorityOf(title) - Math.max(...roles.map(seniorityOf)))
  const score = Math.max(0, Math.min(1, bestOverlap * 1.5) - 0.25 * Math.max(0, seniorityGap - 1))
  return {
    requirement: `Title and seniority: ${title}`,
    kind: 'title',
    weight: 2,
    score: Math.round(score * 100) / 100,
    evidence: bestOverlap > 0 ? bestRole : null,
  }
}

export function computeJobMatch({ job, profile, now = new Date() }: ComputeJobMatchOptions): MatchResult {
  const facts = profileFacts(profile, now)
  const breakdown: Item[] = []

  for (const skill of job.skills) breakdown.push(skillItem(skill, skillWeight(skill, job), facts, job))
  for (const requirement of job.requirements)
    breakdown.push({
      requirement,
      kind: 'requirement',
      weight: isCondition(requirement) ? 0 : 2,
      ...assessLine(requirement, facts),
    })
  for (const preferred of job.preferred)
    breakdown.push({
      requirement: preferred,
      kind: 'preferred',
      weight: isCondition(preferred) ? 0 : 1,
      ...assessLine(preferred, facts),
    })

  const title = titleItem(job.title, profile)
  if (title) breakdown.push(title)

  const yearsAsked = Math.max(0, ...job.requirements.map(yearsStated))
  if (yearsAsked > 0) {
    const years = facts.totalYears
    breakdown.push({
      requirement: `${yearsAsked}+ years of experience`,
      kind: 'experience',
      weight: 2,
      score: Math.min(1, years / yearsAsked),
      evidence: years > 0 ? `${years} years across the listed positions` : null,
    })
  }

  const total = breakdown.reduce((sum, item) => sum + item.weight, 0)
  const met = breakdown.reduce((sum, item) => sum + item.weight * item.score, 0)
  const score = total === 0 ? 0 : Math.round((met / total) * 100)
  const weighed = breakdown.filter((item) => item.weight > 0)
  const fullyMet = weighed.filter((item) => item.score >= 1).length
  const missing = weighed.filter((item) => item.score === 0).map((item) => item.requirement)
  const summary =
    total === 0
      ? 'The posting lists no requirements to compare with the profile.'
      : `${fullyMet} of ${weighed.length} criteria fully met${missing.length ? `; missing: ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''}` : ''}.`
  return { score, breakdown, summary }
}
