import { realValue } from '#server/engine/document/resume-header.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'
import {
  isGerman,
  listPhrase,
  type ApplicationPlan,
  type Argument,
} from '#server/engine/local/plan-application.ts'
import { sentenceKey } from '#server/engine/local/phrasing.ts'
import type { LetterContext } from '#server/engine/local/writing-styles.ts'

// What every piece of writing in one package shares: the context the voices write from, and a
// ledger so that no sentence (and no piece of evidence in the letter) is used twice.

export type SentenceLedger = {
  /** Records the sentence; false when the package already holds it. */
  claim: (sentence: string) => boolean
  usedSources: Set<string>
  /** Requirement topics already answered in the letter. */
  usedTopics: Set<string>
}

export function createLedger(): SentenceLedger {
  const seen = new Set<string>()
  return {
    claim(sentence) {
      const key = sentenceKey(sentence)
      if (!key) return false
      if (seen.has(key)) return false
      seen.add(key)
      return true
    },
    usedSources: new Set(),
    usedTopics: new Set(),
  }
}

const MAX_TOPIC_WORDS = 4

export function letterContext(plan: ApplicationPlan) {
  const have = new Set(plan.matchedSkills.map((s) => s.toLowerCase()))
  const degree = plan.profile.education.degrees.find((d) => d.degree || d.field)
  const ctx: LetterContext = {
    role: plan.role,
    company: plan.company,
    title: plan.title,
    years: plan.titleYears,
    angle: plan.isGermanPosting ? null : plan.angle,
    topics: [],
    motivation: plan.profile.personalityTraits.motivation,
    employer: realValue(plan.profile.workExperience.experiences[0]?.company),
    degree: degree
      ? degree.degree && degree.field
        ? `${degree.degree} in ${degree.field}`
        : degree.degree || degree.field
      : '',
  }
  /**
   * A requirement as a short topic in the writer's words. A long, German or partly unmet
   * requirement is named by the skills the person has for it instead; never quoted at length.
   */
  function topicFor(argument: Argument): string {
    const skills = findSkills(argument.requirement)
    const lacking = skills.some(
      (s) =>
        !plan.matchedSkills.some((m) => m.toLowerCase() === s.toLowerCase()) && !have.has(s.toLowerCase()),
    )
    const short = argument.topic.split(/\s+/).length <= MAX_TOPIC_WORDS
    if (
      short &&
      !lacking &&
      !isGerman(argument.requirement) &&
      argument.topic.length > 2 &&
      !/[:()]/.test(argument.topic)
    )
      return argument.topic
    const own = plan.matchedSkills.filter(
      (m) =>
        skills.some((s) => s.toLowerCase() === m.toLowerCase()) ||
        argument.requirement.toLowerCase().includes(m.toLowerCase()),
    )
    return own.length ? listPhrase(own.slice(0, 3)) : ''
  }
  return { ctx, topicFor }
}
