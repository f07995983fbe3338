import { stripEnd } from '#server/engine/local/phrasing.ts'

// German noun phrases for the German letter: most German bullets are noun phrases ("Senkung der
// Stillstandzeiten um 15 %"), told with the article their head noun's suffix calls for, in the case
// the sentence around them needs. Nothing here adds a fact.

export type Gender = 'f' | 'm' | 'n'
export type Case = 'nom' | 'acc' | 'dat'

// The grammatical gender of a German noun by its suffix, where the suffix decides it reliably.
const FEMININE = /(ung|heit|keit|schaft|ion|tät|ik|enz|anz|ie|ei|ur|age|nahme|gabe)$/
const MASCULINE = /(bau|schluss|ling|ismus|einsatz|wechsel|vertrieb|einkauf|verkauf|ablauf|betrieb)$/
const NEUTER = /(chen|lein|ment|um|programm|projekt|konzept)$/

/** The gender of a German noun by its suffix, or null when the suffix does not decide it. */
export function genderOf(noun: string): Gender | null {
  const w = noun.toLowerCase()
  if (NEUTER.test(w)) return 'n'
  if (MASCULINE.test(w)) return 'm'
  if (FEMININE.test(w)) return 'f'
  return null
}

const ARTICLES: Record<Case, Record<Gender, string>> = {
  nom: { f: 'die', m: 'der', n: 'das' },
  acc: { f: 'die', m: 'den', n: 'das' },
  dat: { f: 'der', m: 'dem', n: 'dem' },
}

/** A noun phrase the letter can decline: its gender, an optional leading adjective and the rest. */
export type NounPhrase = { gender: Gender; adjective: string; rest: string }

/**
 * A German bullet or topic as a noun phrase: "Senkung der … um 15 %", or an adjective before the
 * noun ("Eigenverantwortliche Erstellung von …"). Null when it opens with no noun whose gender is known.
 */
export function nounPhrase(text: string): NounPhrase | null {
  const words = withClauseInBrackets(stripEnd(text)).split(/\s+/)
  const [first = '', second = ''] = words
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return null
  const head = genderOf(first)
  if (head) return { gender: head, adjective: '', rest: words.join(' ') }
  // "Eigenverantwortliche Erstellung": a declined adjective before a noun of known gender.
  const after = genderOf(second)
  if (/e$/.test(first) && after && /^\p{Lu}\p{Ll}+$/u.test(second))
    return { gender: after, adjective: first.toLowerCase().slice(0, -1), rest: words.slice(1).join(' ') }
  return null
}

/**
 * A resume bullet often pairs a noun phrase with its result as a clipped clause: "Einführung des
 * Online-Check-ins, Wartezeit beim Check-in um 40 % gesenkt". Inside a sentence the clause goes in
 * brackets ("die Einführung des Online-Check-ins (Wartezeit … gesenkt)"), or it would read as a second
 * item of the list the phrase stands in.
 */
function withClauseInBrackets(text: string): string {
  const comma = text.indexOf(', ')
  if (comma < 0) return text
  const clause = text.slice(comma + 2)
  return participleClause(clause) && !participleClause(text.slice(0, comma))
    ? `${text.slice(0, comma)} (${clause})`
    : text
}

/** The phrase with its definite article in the case given: "dem Umbau von 6 Schaltschränken". */
export function decline(phrase: NounPhrase, kase: Case): string {
  const article = ARTICLES[kase][phrase.gender]
  if (!phrase.adjective) return `${article} ${phrase.rest}`
  // After a definite article the adjective ends in -e in the nominative (and the feminine and
  // neuter accusative), otherwise in -en.
  const weakE = kase === 'nom' || (kase === 'acc' && phrase.gender !== 'm')
  return `${article} ${phrase.adjective}${weakE ? 'e' : 'en'} ${phrase.rest}`
}

/** A bullet that ends in a participle ("… um 15 % gesenkt") can follow "habe ich". */
export function participleClause(bullet: string): string | null {
  const text = stripEnd(bullet)
  const last = text.split(/\s+/).at(-1) ?? ''
  return /^(ge\p{Ll}+(t|en)|\p{Ll}+iert)$/u.test(last) ? text : null
}

/**
 * A German requirement as a short topic a sentence can name: "Mehrjährige Berufserfahrung in der
 * Finanzbuchhaltung" -> "Finanzbuchhaltung", "Sehr gute Kenntnisse in DATEV" -> "DATEV". Empty
 * when it is about a credential or a willingness (other blocks tell those) or stays long.
 */
export function germanTopic(requirement: string): string {
  const text = requirement
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[.;:!]+$/, '')
    .replace(/\s+(?:wünschenswert|von Vorteil|erwünscht|vorteilhaft|ein Plus)$/i, '')
    // "Kundenberatung, idealerweise im Kreditgeschäft": the wish after the comma is no part of the topic.
    .replace(/,\s*(?:idealerweise|vorzugsweise|gerne? auch|möglichst|bevorzugt|insbesondere)\s.*$/i, '')
    .trim()
  if (/^(?:abgeschlossene|erfolgreich|bereitschaft|führerschein|fließende|sehr gute deutsch)/i.test(text))
    return ''
  const topic = text
    // "Sicherer Umgang mit agree21 oder OSPlus": the tools themselves.
    .replace(/^(?:sicherer|routinierter|versierter|souveräner)\s+umgang\s+mit\s+(?:(?:der|dem|den)\s+)?/i, '')
    .replace(/^(?:sehr\s+)?(?:gute|fundierte|solide|erste|mehrjährige|einschlägige|praktische)\s+/i, '')
    .replace(
      /^(?:berufs)?(?:erfahrung(?:en)?|kenntnisse|know-how)\s+(?:in|im|mit|bei|als)\s+(?:(?:der|dem|den|die|das)\s+)?/i,
      '',
    )
    .trim()
  const words = topic.split(/\s+/)
  // A bare name or noun ("Instandhaltung", "Siemens S7") is its own topic.
  const isBare = topic === text && words.length <= 3 && /^\p{Lu}/u.test(topic)
  if ((topic === text && !isBare) || words.length > 4 || !topic) return ''
  return topic
}
