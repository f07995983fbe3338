import nlp from 'compromise'

import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { stem, writtenWords } from '#shared/text/tokenize.ts'
import { germanPlace } from '#server/engine/local/german-names.ts'
import { toFirstPerson } from '#server/engine/local/phrasing.ts'
import {
  article,
  collapseSpaces,
  displayTitle,
  isNamedSkill,
  lowerFirstWord,
  topicalStems,
} from '#server/engine/local/social-post/post-text.ts'

// The only facts a post may state about its author come from here, quoted from the profile, and only
// when they share a topical word with the topic or argument. No match, no personal claim. (The
// evidence a resume or letter rests on is collectEvidence, #shared/matching/profile-evidence.ts.)

export type PostEvidence =
  | { kind: 'achievement'; role: string; company: string; text: string }
  | { kind: 'project'; name: string; text: string }
  | { kind: 'skills'; role: string; skills: string[] }

type Relevance = { topic: Set<string>; argument: Set<string> }

/**
 * Shared topical words, a topic word counting double. One shared word is coincidence ("discharge
 * planning" vs "a planning product"): a fact counts only when it shares two different words.
 */
function overlap(text: string, relevance: Relevance, minimumShared = 2): number {
  const topic = new Set([...relevance.topic].map(activity))
  const argument = new Set([...relevance.argument].map(activity))
  const shared = new Set(writtenWords(text).map((w) => activity(stem(w))))
  let score = 0
  let distinct = 0
  for (const s of shared) {
    // A German compound ("Monatsabschluss", "Eingewöhnung") is two words written as one: shared,
    // it is as specific as two shared English words.
    const parts = isCompoundNoun(s, text) ? 2 : 1
    const weight = (topic.has(s) ? 2 : argument.has(s) ? 1 : 0) * parts
    score += weight
    if (weight > 0) distinct += parts
  }
  return distinct >= minimumShared ? score : 0
}

/**
 * The activity a stem names, whether as the work or as the person doing it: "teacher" and
 * "teaching", "learner" and "learn", "designer" and "design" are one word to a reader.
 */
function activity(stemmed: string): string {
  return stemmed.length >= 6 && stemmed.endsWith('er') ? stemmed.slice(0, -2) : stemmed
}

/** A stem of a capitalised word of ten letters or more in `text`: a German compound noun. */
function isCompoundNoun(stemmed: string, text: string): boolean {
  return (
    stemmed.length >= 9 &&
    writtenWords(text).some((w) => /^\p{Lu}\p{Ll}{9,}$/u.test(w) && activity(stem(w)) === stemmed)
  )
}

function sentence(text: string): string {
  const clean = collapseSpaces(text.replace(/\s+/g, ' ')).replace(/^[-•*]\s*/, '')
  return /[.!?]$/.test(clean) ? clean : `${clean}.`
}

/**
 * Every fact of the profile relevant to this topic and argument, most relevant first (ties keep the
 * profile's order). Empty when nothing is relevant: a post then says nothing about its author.
 */
export function findProfileFacts(
  profile: ProfileSections | null,
  topic: string,
  argument: string,
): PostEvidence[] {
  if (!profile) return []
  const stems: Relevance = { topic: topicalStems(topic), argument: topicalStems(argument) }
  if (stems.topic.size + stems.argument.size === 0) return []

  const found: { score: number; evidence: PostEvidence }[] = []
  const consider = (score: number, evidence: PostEvidence) => {
    // One shared topic word is coincidence ("Kubernetes adoption" vs "user adoption"); two are relevance.
    if (score >= 3) found.push({ score, evidence })
  }
  for (const experience of profile.workExperience.experiences) {
    if (!experience.role.trim()) continue
    for (const achievement of experience.achievements) {
      if (achievement.trim().length < 12 || achievement.length > 300) continue
      consider(overlap(achievement, stems), {
        kind: 'achievement',
        role: displayTitle(experience.role.trim()),
        company: experience.company.trim(),
        text: sentence(achievement),
      })
    }
  }
  for (const project of profile.personalExperiences.projects) {
    if (!project.description.trim() || project.description.length > 300) continue
    consider(overlap(`${project.name} ${project.description} ${project.technologies.join(' ')}`, stems), {
      kind: 'project',
      name: project.name.trim(),
      text: sentence(project.description),
    })
  }
  const role = displayTitle(profile.personalInfo.currentRole.trim())
  if (role) {
    // "works with forecast": an imported common word is not a skill to name in a sentence.
    const allSkills = [...profile.skills.sap, ...profile.skills.technical, ...profile.skills.business].filter(
      (skill) => isNamedSkill(skill, `${topic}\n${argument}`),
    )
    // A skill name is short: one shared topic word is enough for it.
    const matching = allSkills.filter((skill) => overlap(skill, stems, 1) >= 2).slice(0, 2)
    // A skill match alone is weaker than a concrete achievement; it only wins when nothing else does.
    const score = matching.reduce((sum, skill) => sum + overlap(skill, stems, 1), 0)
    if (matching.length > 0) consider(Math.min(score, 3), { kind: 'skills', role, skills: matching })
  }
  // A stable sort: among equals, the first in the profile wins, as before.
  return found.sort((a, b) => b.score - a.score).map((f) => f.evidence)
}

/**
 * An achievement that opens with a past-tense verb ("Introduced bedside handover …") in the first
 * person ("I introduced bedside handover …"), read by the compromise tagger; null when it does not.
 */
function firstPerson(text: string): string | null {
  const first = (nlp(text).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []
  if (!/^[A-Z][a-z]/.test(text)) return null
  // "Re-slotted 2,400 SKUs", "Replaced end-of-unit grades …": the tagger misses some past verbs at the
  // start; an "-ed" word that is not a noun leads the same way.
  const participle = /^[A-Z][a-z]+(?:-[a-z]+)?ed\b/.test(text) && !first.includes('Noun')
  if (!first.includes('PastTense') && !participle) return null
  return `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`
}

/**
 * An achievement told in the first person, also when written in the present or the imperative:
 * "Run onboarding for a 340-person plant" -> "I ran onboarding …", by the engine's one rephrasing.
 */
function toldByAuthor(text: string): string | null {
  const own = firstPerson(text) ?? toFirstPerson(text, 'past')
  // It keeps the full stop the fact was given with.
  return own && /[.!?]$/.test(text) && !/[.!?]$/.test(own) ? `${own}${text.at(-1)}` : own
}

/** The evidence in the first person without its place, after one from the same post. */
export function evidenceAgain(evidence: PostEvidence): string | null {
  return evidence.kind === 'achievement' ? toldByAuthor(evidence.text) : null
}

/**
 * The evidence in the author's voice: "As a Charge Nurse at …, I introduced …" when the achievement
 * starts with what the person did, else quoted after `lead` ("From my own work"), which sets the tone.
 */
export function describeEvidence(evidence: PostEvidence, lead: string, language: 'en' | 'de' = 'en'): string {
  const de = language === 'de'
  switch (evidence.kind) {
    case 'achievement': {
      // "Registered Nurse, Intensive Care" reads as one title in a sentence: "Registered Nurse (Intensive Care)".
      const comma = evidence.role.indexOf(', ')
      const role =
        comma > 0 ? `${evidence.role.slice(0, comma)} (${evidence.role.slice(comma + 2)})` : evidence.role
      evidence = { ...evidence, role }
      // "bei der Hausarztpraxis Dr. Wagner": a German name that opens with a common noun takes its article.
      const where = evidence.company
        ? ` ${de ? germanPlace('bei', evidence.company) : `at ${evidence.company}`}`
        : ''
      const own = de ? null : toldByAuthor(evidence.text)
      if (own) return `As ${article(evidence.role)} ${evidence.role}${where}, ${own}`
      return de
        ? `${lead} als ${evidence.role}${where}: ${evidence.text}`
        : `${lead} as ${article(evidence.role)} ${evidence.role}${where}: ${evidence.text}`
    }
    case 'project':
      return `${lead} ${de ? 'im Projekt' : 'on'} ${evidence.name}: ${evidence.text}`
    case 'skills':
      return de
        ? `Ich schreibe das als ${evidence.role} und arbeite mit ${evidence.skills.join(' und ')}.`
        : `I'm writing this as ${article(evidence.role)} ${evidence.role} who works with ${evidence.skills.map(lowerFirstWord).join(' and ')}.`
  }
}

/**
 * The achievement as the first line of a story, in the first person and placed ("At Riverside
 * General Hospital, I led …"); null when it does not start with what the person did or runs past
 * `max` characters.
 */
export function storyOpening(evidence: PostEvidence | null, max = 140): string | null {
  if (!evidence || evidence.kind !== 'achievement') return null
  const own = firstPerson(evidence.text)
  if (!own) return null
  const placed = evidence.company ? `At ${evidence.company}, ${own}` : own
  return [placed, own].find((line) => line.length <= max) ?? null
}

/**
 * The measured part of an achievement, as the author would say it: "drop-out fell from 17% to 8% in
 * 18 months", "I reduced food waste by 30% while covers went up"; null when the achievement holds
 * no number that moved (a count of people trained is a fact, not a result).
 */
export function evidenceResult(evidence: PostEvidence | null): string | null {
  if (!evidence || evidence.kind !== 'achievement') return null
  const text = evidence.text.replace(/[.!]$/, '')
  const moved = (part: string) =>
    /\d/.test(part) &&
    ((/\bfrom\s/i.test(part) && /\bto\s/i.test(part)) ||
      /\bby\s\d|\d%|\b(?:fell|rose|cut|halved|doubled)\b/i.test(part))
  // After ";" a clause has its own subject ("win rate rose …"); after "and" it shares the
  // achievement's verb subject, the author ("… and cut incident reports from 14 to 5").
  const clauses = text.split(/;\s+/)
  const last = clauses.at(-1) ?? ''
  const pieces = last.split(/\s+and\s+/)
  const piece = pieces.filter(moved).at(-1)
  if (!piece) return null
  const lead = clauses.length === 1 && pieces.indexOf(piece) > 0 && firstPerson(text) !== null
  const capital = piece.charAt(0).toUpperCase() + piece.slice(1)
  const own = lead ? `I ${piece.charAt(0).toLowerCase()}${piece.slice(1)}` : firstPerson(capital)
  return own ?? piece.charAt(0).toLowerCase() + piece.slice(1)
}

const OWN_MOVE = /^(?:rose|fell|dropped|grew|climbed|shrank)$/i
const DOWN =
  /^(?:cut|cutting|reduced|reducing|lowered|lowering|decreased|decreasing|shortened|shortening|halved)$/i
const UP =
  /^(?:raised|raising|increased|increasing|grew|growing|lifted|lifting|improved|improving|doubled|boosted|boosting)$/i

/**
 * The measured change of a result as a headline, outcomes first: "Handover-related incident reports:
 * from 14 to 5 in a year.", "Average picker travel per order: down 18%."; null when the result does
 * not name what moved and how in a way that can stand alone.
 */
export function resultHeadline(evidence: PostEvidence | null): string | null {
  const result = evidenceResult(evidence)
  if (!result) return null
  // "… , reducing average picker travel per order by 18%": the last clause that moved a number.
  const clause = result.split(/,\s+/).at(-1) ?? result
  const words = clause.split(/\s+/)
  const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`
  const phrase = (from: number, to: number) => words.slice(from, to).join(' ')
  // What moved, in six words at most, and never the author ("I cut …" names the action, not the object).
  const head = (from: number, to: number) => to > from && to - from <= 6 && words[from] !== 'I'
  const fromAt = words.findIndex(
    (w, i) => w === 'from' && /^\d/.test(words[i + 1] ?? '') && words[i + 2] === 'to',
  )
  // "win rate rose from 19% to 27% …": a subject of its own, then its verb.
  const own = words.findIndex((w) => OWN_MOVE.test(w))
  if (own > 0 && fromAt === own + 1 && head(0, own))
    return `${capital(phrase(0, own))}: ${phrase(fromAt, words.length)}.`
  const start = words[0] === 'I' ? 1 : 0
  const verb = words[start] ?? ''
  if (!DOWN.test(verb) && !UP.test(verb)) return null
  if (fromAt > 0 && head(start + 1, fromAt))
    return `${capital(phrase(start + 1, fromAt))}: ${phrase(fromAt, words.length)}.`
  const byAt = words.findIndex((w, i) => w === 'by' && /^\d[\d.,]*%$/.test(words[i + 1] ?? ''))
  if (byAt > 0 && head(start + 1, byAt))
    return `${capital(phrase(start + 1, byAt))}: ${DOWN.test(verb) ? 'down' : 'up'} ${phrase(byAt + 1, words.length)}.`
  return null
}
