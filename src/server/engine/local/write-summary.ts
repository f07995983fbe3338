import type { CommunicationStyle } from '#shared/constants.ts'
import { endedBefore } from '#shared/matching/durations.ts'
import { namesLanguage } from '#shared/matching/languages.ts'
import { letterContext, spokenSkill } from '#server/engine/local/letter-context.ts'
import {
  asSentence,
  fixArticles,
  lowerFirst,
  stripEnd,
  toFirstPerson,
  upperFirst,
  isCredentialTopic,
} from '#server/engine/local/phrasing.ts'
import { resultStrength, type ApplicationPlan } from '#server/engine/local/plan-application.ts'
import { germanSummary, writesGerman } from '#server/engine/local/write-german.ts'
import { WRITING_STYLES } from '#server/engine/local/writing-styles.ts'
import { spokenEmployer } from '#server/engine/local/evidence-sentences.ts'

// The resume summary, written for this posting: 2-3 sentences with the person's real title, the
// years that title supports (or none), the strengths that match, and the strongest relevant result.

export function writeSummary(plan: ApplicationPlan, style: CommunicationStyle): string[] {
  if (writesGerman(plan)) return germanSummary(plan)
  const { ctx } = letterContext(plan)
  // A language is spoken and a certificate held, neither is a field of results: "measurable results
  // in Spanish", "core competence in APICS" say nothing.
  const strengths = plan.matchedSkills.filter((s) => !namesLanguage(s) && !isCredentialTopic(s)).slice(0, 3)
  const lead = WRITING_STYLES[style].summaryLead(
    ctx,
    (strengths.length ? strengths : plan.orderedSkills.slice(0, 2)).map((s) => spokenSkill(s, plan)),
  )
  const sentences = lead ? [lead] : []
  // Only work told as done: a bullet that names its work by a noun phrase has no verb to carry it.
  const told = plan.achievements.filter((a) => summaryClause(a.text) !== null)
  // A result (money, a percentage) before a count: "PM completion from 78% to 96%" says more than
  // "chillers up to 200 tons".
  const best =
    told.find((a) => a.relevance > 0 && resultStrength(a.text) >= 2) ??
    told.find((a) => a.relevance > 0 && a.hasNumber) ??
    told.find((a) => a.relevance > 0) ??
    told[0]
  if (best) {
    const where = spokenEmployer(best.experience.company)
    const clause = summaryClause(best.text)!
    sentences.push(`${where ? `At ${where}, ` : ''}${where ? lowerFirst(clause) : clause}`)
  }
  const second = told.find(
    (a) => a !== best && a.experience.id !== best?.experience.id && a.relevance > 0 && a.hasNumber,
  )
  if (second && WRITING_STYLES[style].family !== 'creative') {
    const where = spokenEmployer(second.experience.company)
    // "Earlier" only for a post that ended before the first one began.
    const earlier = endedBefore(second.experience.duration, best!.experience.duration)
    const lead = earlier ? (where ? `Earlier, at ${where}, ` : 'Earlier, ') : where ? `At ${where}, ` : ''
    const clause = summaryClause(second.text)!
    sentences.push(`${lead}${lead ? lowerFirst(clause) : clause}`)
  }
  return sentences.map((s) => fixArticles(asSentence(s)))
}

/**
 * A bullet as the summary tells it, without "I": as written when it opens with its verb ("Cut overtime
 * by 18 %"), with verbs when it names its work by gerunds ("Sorting and loading of …" -> "sorted and
 * loaded …"), null when it is a noun phrase no verb can carry.
 */
export function summaryClause(bullet: string): string | null {
  const text = stripEnd(bullet)
  const told = toFirstPerson(text, 'past')
  if (told === null) return null
  // "Nurse in charge on nights for a 28-bed ward": a post held is told as served ("served as nurse in charge …"),
  // never as a clause without its subject ("was a nurse in charge …").
  const post = /^I (?:was|am) (?:a|an) (.+)$/.exec(told)
  if (post) return `Served as ${post[1]}`
  // "Lead medicines reconciliation on two wards; cut missed doses by 40%" reads as an order without its
  // subject: the summary tells it in the past, as done ("led …, and cut …"), like its other sentences.
  const written = /^\p{L}+/u.exec(text)?.[0].toLowerCase() ?? ''
  const retold = told.startsWith('I ') && told.split(/\s+/)[1]?.toLowerCase() !== written
  return retold ? upperFirst(told.slice(2)) : text
}
