import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { collectEvidence, type Evidence } from '#shared/matching/profile-evidence.ts'
import { canonicalSkill, findSkills } from '#shared/skills/skills-lexicon.ts'

// Which job skills the person really has, and where the profile shows it.

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** True when `skill` (a canonical name or the job's own word) occurs in `text` as a whole term. */
export function mentionsSkill(text: string, skill: string): boolean {
  const canonical = canonicalSkill(skill)
  if (canonical && findSkills(text).includes(canonical)) return true
  return new RegExp(`(?<![\\w+#])${escapeRegExp(skill)}(?![\\w+#])`, 'i').test(text)
}

export type SkillEvidence = { skill: string; evidence: Evidence[] }

/** For each job skill: the profile evidence that mentions it (empty = the person lacks it). */
export function skillEvidence(profile: ProfileSections, skills: string[]): SkillEvidence[] {
  const evidence = collectEvidence(profile)
  return skills.map((skill) => ({ skill, evidence: evidence.filter((item) => mentionsSkill(`${item.text}`, skill)) }))
}

/** Every skill the profile evidences, in the person's own wording, most frequently evidenced first. */
export function profileSkills(profile: ProfileSections): string[] {
  const own = [...profile.skills.technical, ...profile.skills.sap, ...profile.skills.business]
  const text = collectEvidence(profile).map((e) => e.text).join('\n')
  const found = findSkills(text).filter((skill) => !own.some((o) => canonicalSkill(o) === skill || o.toLowerCase() === skill.toLowerCase()))
  return [...new Set([...own, ...found])]
}
