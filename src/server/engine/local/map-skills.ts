import type { SkillMapping } from '#shared/insights/insights.schema.ts'
import { assessRequirement } from '#shared/matching/assess-requirement.ts'
import { parseDuration } from '#shared/matching/durations.ts'
import { profileFacts } from '#shared/matching/profile-facts.ts'
import { rankEvidence } from '#shared/matching/relevance.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import { findSkillMatches } from '#shared/skills/skills-lexicon.ts'
import type { SkillsMappingInput } from '#server/engine/career-engine.ts'
import { SPEED_PROFILES } from '#server/engine/local/plan-application.ts'

// Each required skill or requirement against the person's evidence, whatever words the posting
// uses (aliases, abbreviations, German forms, stems, the tools that imply a skill). Strength is
// computed: listed as a skill 40, used in an achievement 25, in a role description 15, recency up
// to 10, years in the positions that show it up to 10. A requirement met by a credential, years in
// related roles or an employer's industry scores from that assessment. A missing skill is a gap,
// never a claim.

export function mapSkills(
  { jobRequirements, profile, speed }: SkillsMappingInput,
  now: Date = new Date(),
): SkillMapping[] {
  const facts = profileFacts(profile, now)
  const evidence = facts.evidence.filter((e) => SPEED_PROFILES[speed].kinds.includes(e.kind))
  const experiences = profile.workExperience.experiences
  const nowMonths = now.getFullYear() * 12 + now.getMonth()
  const items = [
    ...new Set(
      jobRequirements.flatMap((r) => {
        const skills = findSkillMatches(r, { isNested: false }).map((m) => m.surface)
        return skills.length > 0 && r.length > 60 ? skills : [r.trim()]
      }),
    ),
  ]
    .filter(Boolean)
    .slice(0, 20)

  return items.map((required) => {
    const direct = evidence.filter((e) => mentionsSkill(e.text, required))
    const related =
      direct.length > 0
        ? direct
        : rankEvidence(facts.index, required, SPEED_PROFILES[speed].depth)
            .filter((r) => r.coverage >= 0.5 && SPEED_PROFILES[speed].kinds.includes(r.evidence.kind))
            .map((r) => r.evidence)
    if (related.length === 0) {
      const assessed = assessRequirement(required, facts)
      if (assessed.score >= 0.5 && assessed.evidence) {
        return {
          requiredSkill: required,
          userSkill: assessed.evidence,
          evidence: [assessed.evidence],
          strengthPercentage: Math.round(30 + 55 * assessed.score),
          improvementSuggestion: `Name it plainly: ${assessed.evidence}.`,
        }
      }
      return {
        requiredSkill: required,
        userSkill: null,
        evidence: [],
        strengthPercentage: 0,
        improvementSuggestion: `Building experience in ${required}: not yet shown in your profile, so it is left out of your documents. Add it to your profile if you have it.`,
      }
    }
    const listed = related.some((e) => e.kind === 'skill')
    const inAchievement = related.some((e) => e.kind === 'achievement')
    const inDescription = related.some((e) => e.kind === 'description' || e.kind === 'role')
    const positions = [
      ...new Set(related.map((e) => e.experienceIndex).filter((i): i is number => i !== null)),
    ]
    const ranges = positions
      .map((i) => parseDuration(experiences[i]?.duration ?? '', now))
      .filter((r) => r !== null)
    const months = ranges.reduce((sum, r) => sum + (r.endMonths - r.startMonths), 0)
    const latestEnd = Math.max(0, ...ranges.map((r) => r.endMonths))
    const recency = ranges.length === 0 ? 0 : Math.max(0, 10 - Math.floor((nowMonths - latestEnd) / 12) * 2)
    const strength = Math.min(
      100,
      (listed ? 40 : 0) +
        (inAchievement ? 25 : 0) +
        (inDescription ? 15 : 0) +
        recency +
        Math.min(10, Math.floor(months / 12) * 2) +
        (direct.length === 0 ? -10 : 0),
    )
    const best =
      related.find((e) => e.kind === 'achievement') ??
      related.find((e) => e.kind === 'description') ??
      related[0]!
    const where = best.experienceIndex !== null ? ` (${best.source})` : ''
    const skillLine = related.find((e) => e.kind === 'skill')?.text
    return {
      requiredSkill: required,
      userSkill: direct.length > 0 ? (skillLine ?? best.text) : best.text,
      evidence: related.slice(0, 3).map((e) => `${e.source}: ${e.text}`),
      strengthPercentage: Math.max(10, strength),
      improvementSuggestion: inAchievement
        ? `Lead with the result: ${best.text.replace(/[.;]+$/, '')}${where}.`
        : best.kind === 'skill'
          ? `Listed in your skills as “${best.text}”; show it in use: add an achievement that demonstrates ${required}.`
          : `Point to it: ${best.text.replace(/[.;]+$/, '')}${where}.`,
    }
  })
}
