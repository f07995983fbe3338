import type { ProcessingSpeed } from '#shared/constants.ts'
import { recogniseEliteCompany, type EliteCompany } from '#shared/elite-companies.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { yearsOfExperience } from '#shared/matching/durations.ts'
import { collectEvidence, type Evidence, type EvidenceKind } from '#shared/matching/profile-evidence.ts'
import { indexEvidence, rankEvidence } from '#shared/matching/relevance.ts'
import { profileSkills, skillEvidence } from '#shared/matching/skill-ownership.ts'
import { tokenSet } from '#shared/matching/text.ts'
import type { ProfileSections, WorkExperienceItem } from '#shared/profile/profile.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// Decides what the application says, before any sentence is written: which of the person's skills
// match, which achievements lead, which evidence answers which requirement.

/** What each processing speed does in the local engine. */
export const SPEED_PROFILES: Record<ProcessingSpeed, { depth: number; variations: number; kinds: EvidenceKind[]; extraBullets: number }> = {
  // fast: work history and skills only, two evidence items per requirement, two variations.
  fast: { depth: 2, variations: 2, kinds: ['skill', 'role', 'description', 'achievement', 'summary'], extraBullets: -1 },
  // medium: adds projects, education and certifications; three per requirement; three variations.
  medium: { depth: 3, variations: 3, kinds: ['skill', 'role', 'description', 'achievement', 'summary', 'project', 'education', 'certification'], extraBullets: 0 },
  // advanced: searches every piece of evidence (hobbies, books, strengths too), five per requirement,
  // one more bullet per position and a projects paragraph in the cover letter.
  advanced: { depth: 5, variations: 3, kinds: ['skill', 'role', 'description', 'achievement', 'summary', 'project', 'education', 'certification', 'hobby', 'book', 'language', 'strength'], extraBullets: 1 },
}

export type RankedAchievement = { text: string; experience: WorkExperienceItem; score: number; hasNumber: boolean }
export type Argument = { requirement: string; evidence: Evidence[] }

export type ApplicationPlan = {
  job: ExtractedJob
  profile: ProfileSections
  company: string
  role: string
  years: number
  /** Job skills the person has, in the posting's order. */
  matchedSkills: string[]
  /** Every skill the profile evidences, job-relevant first. */
  orderedSkills: string[]
  /** Achievements across positions, most relevant first. */
  achievements: RankedAchievement[]
  /** Per position, its achievements in relevance order. */
  bulletsByExperience: Map<string, string[]>
  arguments: Argument[]
  elite: EliteCompany | null
  responsibility: string
}

const NUMBER = /\d/

function jobText(job: ExtractedJob): string {
  return [job.title, ...job.requirements, ...job.responsibilities, ...job.preferred, ...job.skills, job.description.replace(/<[^>]+>/g, ' ')].join('\n')
}

/** A responsibility phrased to follow "to …": "Lead the migration" -> "lead the migration". */
function responsibilityPhrase(job: ExtractedJob): string {
  const first = job.responsibilities.find((r) => r.length > 15 && r.length < 200)
  if (!first) return `contribute as ${job.title}`
  let phrase = first.replace(/[.;:!]+$/, '').replace(/^(you will|you'll|you)\s+/i, '').trim()
  const firstWord = phrase.split(/\s+/)[0]?.toLowerCase() ?? ''
  if (/(ion|ship|ment|ness|ity|ance|ence|ing)$/.test(firstWord) || /^(the|a|an|our|your|all|end-to-end)$/.test(firstWord)) phrase = `take on ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`
  else phrase = `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`
  return phrase
}

export function planApplication({ job, profile, speed }: { job: ExtractedJob; profile: ProfileSections; speed: ProcessingSpeed }): ApplicationPlan {
  const settings = SPEED_PROFILES[speed]
  const evidence = collectEvidence(profile).filter((e) => settings.kinds.includes(e.kind))
  const index = indexEvidence(evidence)
  const wanted = tokenSet(jobText(job))
  const jobSkills = [...new Set([...job.skills, ...findSkills(jobText(job))])]
  const matchedSkills = skillEvidence(profile, jobSkills)
    .filter((s) => s.evidence.length > 0)
    .map((s) => s.skill)

  const own = profileSkills(profile)
  const relevant = (skill: string) => matchedSkills.some((m) => m.toLowerCase() === skill.toLowerCase()) || [...tokenSet(skill)].some((t) => wanted.has(t))
  // One entry per skill whatever its capitalisation ("Month-end Close" / "Month-End Close").
  const seen = new Set<string>()
  const orderedSkills = [...matchedSkills, ...own.filter(relevant), ...own].filter((skill) => {
    const key = skill.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })

  const achievements: RankedAchievement[] = []
  const bulletsByExperience = new Map<string, string[]>()
  for (const experience of profile.workExperience.experiences) {
    const ranked = experience.achievements
      .map((text, position) => {
        const tokens = tokenSet(text)
        const overlap = [...tokens].filter((t) => wanted.has(t)).length
        const hasNumber = NUMBER.test(text)
        // Relevance to the posting first; a measurable result and the person's own order break ties.
        return { text, experience, hasNumber, score: overlap + (hasNumber ? 0.75 : 0) - position * 0.05 }
      })
      .sort((a, b) => b.score - a.score)
    achievements.push(...ranked)
    bulletsByExperience.set(experience.id, ranked.map((r) => r.text))
  }
  achievements.sort((a, b) => b.score - a.score)

  const requirementList = [...job.requirements, ...job.skills.map((s) => s)].slice(0, 12)
  const args: Argument[] = []
  for (const requirement of requirementList) {
    // Achievements and role descriptions prove a requirement better than a bare skill name.
    const priority: Partial<Record<EvidenceKind, number>> = { achievement: 0, description: 1, project: 2, role: 3, education: 4, certification: 4 }
    const ranked = rankEvidence(index, requirement, settings.depth * 2)
      .filter((r) => r.coverage >= 0.34)
      .sort((a, b) => (priority[a.evidence.kind] ?? 5) - (priority[b.evidence.kind] ?? 5) || b.bm25 - a.bm25)
      .slice(0, settings.depth)
    if (ranked.length > 0) args.push({ requirement, evidence: ranked.map((r) => r.evidence) })
  }

  return {
    job,
    profile,
    company: job.company.trim() || 'your company',
    role: job.title.trim(),
    years: yearsOfExperience(profile.workExperience.experiences.map((e) => e.duration)),
    matchedSkills,
    orderedSkills,
    achievements,
    bulletsByExperience,
    arguments: args,
    elite: recogniseEliteCompany(job.company),
    responsibility: responsibilityPhrase(job),
  }
}

/** "Managed a portfolio" -> "I managed a portfolio."; other shapes are kept as written. */
export function asFirstPerson(achievement: string): string {
  const text = achievement.trim().replace(/[.;]+$/, '')
  const firstWord = text.split(/\s+/)[0] ?? ''
  const isPastVerb = /^[A-Z][a-z]+ed$/.test(firstWord) || /^(Led|Built|Drove|Cut|Kept|Won|Ran|Grew|Made|Set|Wrote|Took|Brought|Sold|Taught|Held|Spent|Began|Rebuilt|Overhauled|Shipped)$/.test(firstWord)
  return isPastVerb ? `I ${firstWord.toLowerCase()}${text.slice(firstWord.length)}.` : `${text}.`
}

export function yearsPhrase(years: number): string {
  return years === 1 ? 'one year' : `${years} years`
}

/** Fills a style template; without dated positions, phrases about years are dropped, never guessed. */
export function fillTemplate(template: string, values: Record<string, string>, years: number): string {
  let text = template
  if (years <= 0) {
    text = text
      .replace(/,? ?(?:with |of |over |for )?\{years\} (?:of )?(?:hands-on )?(experience|impact)/gi, ' with $1')
      .replace(/(?:For|Over) \{years\},? (?:as \{currentRole\}, )?/g, '')
      .replace(/\{years\} as/g, 'my work as')
      .replace(/ of \{years\} standing/g, '')
      .replace(/\{years\};? ?/g, '')
  }
  return text
    .replace(/\{(\w+)\}/g, (_, key: string) => (key === 'years' ? yearsPhrase(years) : (values[key] ?? '')))
    .replace(/\s{2,}/g, ' ')
    .replace(/ ([,.])/g, '$1')
}

export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
