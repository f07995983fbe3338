import { classifyIndustry } from '#shared/jobs/industry.ts'
import type { Industry } from '#shared/constants.ts'
import { parseDuration, yearsOfExperience } from '#shared/matching/durations.ts'
import { collectEvidence, type Evidence } from '#shared/matching/profile-evidence.ts'
import { indexEvidence, type EvidenceIndex } from '#shared/matching/relevance.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { mentionsSkill, skillName } from '#shared/matching/skill-ownership.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// What a profile offers as evidence, read once per match: the evidence index, each position with its
// months and its employer's industry, degrees, certifications and licences with their status, and
// the languages the person speaks.

export type RoleFact = {
  index: number
  title: string
  company: string
  text: string
  months: number[]
  industry: Industry | null
}
export type CertificationFact = { text: string; isActive: boolean; status: string | null }
export type ProfileFacts = {
  evidence: Evidence[]
  /** The same evidence, strongest kind first: what the person did before how they describe themselves. */
  byStrength: Evidence[]
  index: EvidenceIndex
  roles: RoleFact[]
  degrees: string[]
  certifications: CertificationFact[]
  languages: string
  languageCount: number
  totalYears: number
}

// "Application submitted" is not a licence; nor is an expired one or one being worked towards.
const NOT_ACTIVE =
  /\b(application (?:submitted|pending|in progress)|applied(?: for)?|pending|in progress|expected|working towards|expired|lapsed|inactive|not yet|beantragt|in bearbeitung|abgelaufen|angestrebt|in vorbereitung)\b/i

// A listed skill first (the person's own claim, short enough to quote), then work, then the rest;
// the summary last: it is how the person describes themselves, not what they did.
const STRENGTH: Partial<Record<Evidence['kind'], number>> = {
  skill: 0,
  achievement: 1,
  description: 2,
  role: 3,
  project: 4,
  certification: 5,
  education: 6,
  summary: 9,
}

function strength(evidence: Evidence): number {
  return STRENGTH[evidence.kind] ?? 7
}

function monthsOf(duration: string, now: Date): number[] {
  const range = parseDuration(duration, now)
  if (!range) return []
  const months: number[] = []
  for (let m = range.startMonths; m <= range.endMonths; m++) months.push(m)
  return months
}

export function profileFacts(profile: ProfileSections, now: Date = new Date()): ProfileFacts {
  const evidence = collectEvidence(profile)
  const roles = profile.workExperience.experiences.map((job, index) => {
    const text = [job.role, job.description, ...job.achievements].join('\n')
    const industry = job.company ? classifyIndustry({ company: job.company, text }) : null
    return {
      index,
      title: job.role,
      company: job.company,
      text,
      months: monthsOf(job.duration, now),
      industry,
    }
  })
  return {
    evidence,
    byStrength: evidence
      .map((e, i) => ({ e, i }))
      .sort((a, b) => strength(a.e) - strength(b.e) || a.i - b.i)
      .map(({ e }) => e),
    index: indexEvidence(evidence),
    roles,
    degrees: profile.education.degrees.map((d) =>
      [d.degree, d.field, d.institution, d.achievements].filter(Boolean).join(', '),
    ),
    certifications: profile.education.certifications.map((text) => {
      const status = NOT_ACTIVE.exec(text)?.[0] ?? null
      return { text, isActive: status === null, status }
    }),
    languages: [...profile.personalInfo.languages, profile.personalInfo.summary].join(' ').toLowerCase(),
    languageCount: profile.personalInfo.languages.length,
    totalYears: yearsOfExperience(
      profile.workExperience.experiences.map((e) => e.duration),
      now,
    ),
  }
}

/**
 * The strongest evidence for a skill. Evidence that names the skill itself comes before evidence
 * that only implies it: "Front Office" is met by the role "Front Office Supervisor" before the tool
 * "Opera PMS" that front offices use, "e-learning" by the modules built before the LMS used.
 */
export function strongestEvidence(skill: string, facts: ProfileFacts): Evidence | undefined {
  const name = skillName(skill)
  const names = name ? (e: Evidence) => findSkills(e.text).includes(name) : () => false
  return facts.byStrength.find(names) ?? facts.byStrength.find((e) => mentionsSkill(e.text, skill))
}
