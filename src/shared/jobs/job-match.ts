import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// The match score, computed in code and never by a model. One function feeds the Match Analysis
// card, recent work and the generation answer. (First version: skill coverage only; the career
// engine issue extends it with requirements, title/seniority fit and years of experience.)

export type ComputeJobMatchOptions = { job: Pick<ExtractedJob, 'title' | 'skills' | 'requirements' | 'preferred'>; profile: ProfileSections }

export function computeJobMatch({ job, profile }: ComputeJobMatchOptions): MatchResult {
  const evidence = JSON.stringify(profile)
  const owned = new Set(findSkills(evidence))
  const breakdown = job.skills.map((skill) => ({
    requirement: skill,
    kind: 'skill' as const,
    weight: 1,
    score: owned.has(skill) ? 1 : 0,
    evidence: owned.has(skill) ? skill : null,
  }))
  const total = breakdown.reduce((sum, item) => sum + item.weight, 0)
  const met = breakdown.reduce((sum, item) => sum + item.weight * item.score, 0)
  const score = total === 0 ? 0 : Math.round((met / total) * 100)
  return { score, breakdown, summary: `${met} of ${total} required skills found in the profile.` }
}
