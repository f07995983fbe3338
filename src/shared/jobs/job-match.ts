import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import { yearsOfExperience } from '#shared/matching/durations.ts'
import { collectEvidence } from '#shared/matching/profile-evidence.ts'
import { indexEvidence, rankEvidence } from '#shared/matching/relevance.ts'
import { skillEvidence } from '#shared/matching/skill-ownership.ts'
import { tokenize } from '#shared/matching/text.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// The match score, computed in code and never by a model. One function feeds the Match Analysis
// card, recent work and the generation answer. Weights: a required skill 3, a requirement 2, a
// preferred item 1, title fit 2, years of experience 2 (when the posting states them).

export type ComputeJobMatchOptions = {
  job: Pick<ExtractedJob, 'title' | 'skills' | 'requirements' | 'preferred'>
  profile: ProfileSections
  now?: Date
}

type Item = MatchResult['breakdown'][number]

const SENIORITY = [
  { level: 0, pattern: /\b(intern|trainee|working student|werkstudent|praktikant)/i },
  { level: 1, pattern: /\b(junior|associate|graduate|entry)/i },
  { level: 3, pattern: /\b(senior|sr\.?|lead|principal|staff)\b/i },
  { level: 4, pattern: /\b(head|director|vp|vice president|chief|cto|cfo|ceo|partner)\b/i },
]

function seniorityOf(title: string): number {
  let level = 2
  for (const s of SENIORITY) if (s.pattern.test(title)) level = s.level
  return level
}

/** How well a requirement is met: lexicon skills owned, else the best evidence's word coverage. */
function requirementItem(requirement: string, kind: 'requirement' | 'preferred', weight: number, profile: ProfileSections, index: ReturnType<typeof indexEvidence>): Item {
  const skills = findSkills(requirement)
  if (skills.length > 0) {
    const owned = skillEvidence(profile, skills).filter((s) => s.evidence.length > 0)
    const score = owned.length / skills.length
    const first = owned[0]?.evidence[0]
    return { requirement, kind, weight, score, evidence: first ? `${owned.map((s) => s.skill).join(', ')} (${first.source})` : null }
  }
  const best = rankEvidence(index, requirement, 1)[0]
  // Word coverage of 60% or more counts as met; below that it is partial credit.
  const score = best ? Math.min(1, best.coverage / 0.6) : 0
  return { requirement, kind, weight, score: Math.round(score * 100) / 100, evidence: best && score >= 0.5 ? `${best.evidence.text} (${best.evidence.source})` : null }
}

export function computeJobMatch({ job, profile, now = new Date() }: ComputeJobMatchOptions): MatchResult {
  const index = indexEvidence(collectEvidence(profile))
  const breakdown: Item[] = []

  for (const { skill, evidence } of skillEvidence(profile, job.skills)) {
    const first = evidence[0]
    breakdown.push({ requirement: skill, kind: 'skill', weight: 3, score: first ? 1 : 0, evidence: first ? `${first.text} (${first.source})` : null })
  }
  for (const requirement of job.requirements) breakdown.push(requirementItem(requirement, 'requirement', 2, profile, index))
  for (const preferred of job.preferred) breakdown.push(requirementItem(preferred, 'preferred', 1, profile, index))

  const roles = profile.workExperience.experiences.map((e) => e.role).filter(Boolean)
  if (job.title && roles.length > 0) {
    const titleTokens = new Set(tokenize(job.title).filter((t) => !/^(senior|junior|lead|sr|principal|head)$/.test(t)))
    let bestRole = ''
    let bestOverlap = 0
    for (const role of roles) {
      const overlap = tokenize(role).filter((t) => titleTokens.has(t)).length / Math.max(1, titleTokens.size)
      if (overlap > bestOverlap) [bestRole, bestOverlap] = [role, overlap]
    }
    const seniorityGap = Math.abs(seniorityOf(job.title) - Math.max(...roles.map(seniorityOf)))
    const score = Math.max(0, Math.min(1, bestOverlap) - 0.25 * Math.max(0, seniorityGap - 1))
    breakdown.push({ requirement: `Title and seniority: ${job.title}`, kind: 'title', weight: 2, score: Math.round(score * 100) / 100, evidence: bestOverlap > 0 ? bestRole : null })
  }

  const yearsAsked = Math.max(0, ...[...job.requirements, ...job.preferred].map((r) => Number(r.match(/(\d{1,2})\s*\+?\s*(?:years|yrs|jahre)/i)?.[1] ?? 0)))
  if (yearsAsked > 0) {
    const years = yearsOfExperience(profile.workExperience.experiences.map((e) => e.duration), now)
    breakdown.push({ requirement: `${yearsAsked}+ years of experience`, kind: 'experience', weight: 2, score: Math.min(1, years / yearsAsked), evidence: years > 0 ? `${years} years across the listed positions` : null })
  }

  const total = breakdown.reduce((sum, item) => sum + item.weight, 0)
  const met = breakdown.reduce((sum, item) => sum + item.weight * item.score, 0)
  const score = total === 0 ? 0 : Math.round((met / total) * 100)
  const fullyMet = breakdown.filter((item) => item.score >= 1).length
  const missing = breakdown.filter((item) => item.score === 0).map((item) => item.requirement)
  const summary =
    total === 0
      ? 'The posting lists no requirements to compare with the profile.'
      : `${fullyMet} of ${breakdown.length} criteria fully met${missing.length ? `; missing: ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ` and ${missing.length - 4} more` : ''}` : ''}.`
  return { score, breakdown, summary }
}
