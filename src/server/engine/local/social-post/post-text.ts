import nlp from 'compromise'

import { ENGLISH_FUNCTION_WORDS } from '#shared/text/stop-words.ts'
import { stem, writtenWords } from '#shared/text/tokenize.ts'
import { splitSentences as splitEngineSentences } from '#server/engine/sentences.ts'

// Reading the person's topic and argument: the writer quotes the argument, never paraphrases it away,
// so these helpers only tidy spacing, find sentence and clause boundaries, and pick keywords.

/** Words too broad to carry a hashtag or prove that a profile fact is relevant. */
export const GENERIC_WORDS = new Set(
  (
    'work working works worked team teams people company companies business businesses time year years day days today future ' +
    'real better best good great big small important matter matters use using used start starting help helps want wants think ' +
    'know see look going come take give keep find tell say said right wrong next last first second world market process problem ' +
    'problems idea ideas point part place case fact number role level value change changes result results trend trends industry ' +
    'focus approach everyone someone anyone nobody something everything nothing often always never less least fast faster slow ' +
    'slower easy hard high low long short whole different same true false opportunity opportunities win wins week weeks month ' +
    'months cut cuts reduce improve increase deliver create drive grow run put set move build show shows ship measure works'
  ).split(' '),
)

export function collapseSpaces(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, ' ').trim()
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function isAcronymOrBrand(word: string): boolean {
  // "AI", "SaaS", "ChatGPT", "B2B": any capital after the first letter, or a digit.
  return /[A-Z]/.test(word.slice(1)) || /\d/.test(word)
}

/** Words that keep their capital letter mid-sentence. */
const PROPER_WORDS = new Set(
  'i europe european america american americas asia asian africa african germany german uk us london berlin paris google microsoft apple amazon linkedin openai python java kubernetes salesforce excel gen monday friday'.split(
    ' ',
  ),
)

/** Lower-cases the first word for mid-sentence use ("Remote work" -> "remote work"), unless it is an acronym, a brand or Title Case. */
export function lowerFirstWord(text: string): string {
  const words = text.split(' ')
  const first = words[0] ?? ''
  if (!first || isAcronymOrBrand(first) || PROPER_WORDS.has(first.toLowerCase())) return text
  // Title Case topics ("Remote Work Evolution") read as a named theme; keep them as written.
  const rest = words
    .slice(1)
    .filter((w) => /^[A-Za-z]/.test(w) && !ENGLISH_FUNCTION_WORDS.has(w.toLowerCase()))
  if (rest.length > 0 && rest.every((w) => /^[A-Z]/.test(w))) return text
  return (
    first.charAt(0).toLowerCase() + first.slice(1) + (words.length > 1 ? ` ${words.slice(1).join(' ')}` : '')
  )
}

/** Cuts at a clause boundary, else at a word boundary, so a phrase fits `max` characters. */
function shortenPhrase(text: string, max: number): string {
  if (text.length <= max) return text
  for (const mark of [': ', ' - ', ' — ', '; ', ', ', ' (']) {
    const at = text.indexOf(mark)
    if (at >= 12 && at <= max) return text.slice(0, at)
  }
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return `${cut.slice(0, space > 20 ? space : max).replace(/[,;:\s]+$/, '')}…`
}

const QUESTION_START =
  /^(why|how|what|when|where|who|which|should|can|could|is|are|do|does|did|will|would)\b/i
const PHRASE_BREAKS = [
  ' such as ',
  ' including ',
  ' in ',
  ' for ',
  ' with ',
  ' across ',
  ' within ',
  ' among ',
  ' through ',
  ' at ',
  ' on ',
  ' and ',
]

/** A long topic cut where a shorter noun phrase still stands on its own ("X of Y in Z" -> "X of Y"). */
function shortTopic(text: string): string {
  const max = 72
  if (text.length <= max) return text
  for (const mark of [': ', ' - ', ' — ', '; ', ', ', ' (']) {
    const at = text.indexOf(mark)
    if (at >= 12 && at <= max) return text.slice(0, at)
  }
  const head = text.slice(0, max + 1)
  const cut = Math.max(...PHRASE_BREAKS.map((mark) => head.lastIndexOf(mark)))
  if (cut >= 20) return text.slice(0, cut)
  return head.slice(0, head.lastIndexOf(' ') > 20 ? head.lastIndexOf(' ') : max)
}

// The verb that turns a topic into a claim: "Accessibility is a product requirement", "Remote work
// beats the office", "Juniors should own a service".
const STATEMENT_VERBS = new Set(
  (
    "is are was were isn't aren't has have should shouldn't must will won't can can't cannot needs need " +
    'deserves deserve belongs belong matters matter beats beat wins win starts start begins begin ' +
    'kills kill makes make saves save ' +
    // German: "Pflegekräfte sollten die Entlassungsplanung leiten".
    'ist sind sollte sollten muss müssen braucht brauchen wird werden gehört gehören'
  ).split(' '),
)

export type TopicStatement = {
  subject: string
  statement: string
  /** What the claim says about its subject, after a verb other than "is/should/…" ("learn more from feedback …"), else null. */
  predicate: string | null
}

/**
 * A topic written as a claim ("Accessibility is a product requirement, not a nice-to-have"): its
 * subject to talk about, and the claim as a sentence. Null for a topic that is a phrase or a question.
 */
export function topicStatement(topic: string, language: 'en' | 'de' = 'en'): TopicStatement | null {
  const clean = collapseSpaces(topic.replace(/\s+/g, ' ')).replace(/^["'“]+|["'”]+$/g, '')
  if (/\?$/.test(clean) || QUESTION_START.test(clean)) return null
  const parts = clean.split(' ')
  let at = parts.findIndex((word, i) => i > 0 && i <= 6 && STATEMENT_VERBS.has(word.toLowerCase()))
  const byVerb = at < 0 && language === 'en'
  if (byVerb) at = finiteVerbAt(parts)
  if (at < 1 || parts.length - at < 2) return null
  const subject = parts.slice(0, at).join(' ')
  if (/[,;:]/.test(subject)) return null
  const sentence = capitalizeFirst(clean.replace(/[\s,;:]+$/, ''))
  // German nouns keep their capital: "Ausbildung im Betrieb braucht …" is about "Ausbildung im Betrieb".
  return {
    subject: language === 'de' ? subject : lowerFirstWord(subject),
    statement: /[.!]$/.test(sentence) ? sentence : `${sentence}.`,
    predicate: byVerb ? parts.slice(at).join(' ') : null,
  }
}

/**
 * The word at which a topic turns into a claim by any finite verb ("Students learn more from
 * feedback than from grades", "Nurses own the discharge plan"), read by the compromise tagger: a
 * present or past verb after the first word that is not a gerund ("Warehouse slotting") or an
 * imperative. Only for a topic of four words or more, so a two-word phrase stays a phrase.
 */
function finiteVerbAt(parts: readonly string[]): number {
  if (parts.length < 4) return -1
  const terms = (nlp(parts.join(' ')).terms().json() as { terms: { tags: string[] }[] }[]).map(
    (t) => t.terms[0]?.tags ?? [],
  )
  // A contraction or a split word would shift the positions; such a topic stays a phrase.
  if (terms.length !== parts.length) return -1
  for (let i = 1; i <= Math.min(6, parts.length - 2); i++) {
    const tags = terms[i]!
    // "Waiting lists in …", "Rising costs hurt …": a plural after an opening "-ing" word is the compound's noun.
    if (i === 1 && /ing$/i.test(parts[0]!) && /s$/i.test(parts[1]!)) continue
    const finite = tags.includes('PresentTense') || tags.includes('PastTense')
    if (tags.includes('Verb') && finite && !tags.includes('Gerund') && !tags.includes('Imperative')) return i
  }
  return -1
}

/** The topic as a phrase that can sit inside a sentence. A question stays a quoted question; a claim gives its subject. */
export function topicPhrase(topic: string): string {
  const clean = collapseSpaces(topic.replace(/\s+/g, ' ')).replace(/^["'“]+|["'”]+$/g, '')
  const claim = topicStatement(clean)
  if (claim) return claim.subject
  if (/\?$/.test(clean) || QUESTION_START.test(clean)) {
    const question = capitalizeFirst(shortTopic(clean.replace(/[?.!\s]+$/, '')))
    return `the question “${question}?”`
  }
  return lowerFirstWord(shortTopic(clean.replace(/[.!?:;,\s]+$/, '')))
}

/** The argument as the person wrote it: spacing tidied, paragraphs kept, first letter capital, end punctuation. */
export function normalizeArgument(argument: string): string {
  const paragraphs = argument
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => collapseSpaces(line))
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
  const text = capitalizeFirst(paragraphs.join('\n\n'))
  // Ends with punctuation already, or with an emoji or a hashtag the person put there on purpose.
  return /[\p{L}\p{N}]$/u.test(text) && !/#[\p{L}\p{N}_]+$/u.test(text) ? `${text}.` : text
}

/** A post's sentences, its line breaks read as spaces: the engine's one splitter. */
export function splitSentences(text: string): string[] {
  return splitEngineSentences(text.replace(/\n+/g, ' '))
}

function clause(text: string): string {
  return text.replace(/^[\s,;:—-]+|[\s,;:—.-]+$/g, '')
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

export type Contrast = { common: string; insight: string }

/** "X, but Y" at the first "but" with at least 12 characters on each side (linear: no backtracking). */
function splitAtBut(sentence: string): [string, string] | null {
  for (const match of sentence.matchAll(/\bbut\b/gi)) {
    const before = sentence.slice(0, match.index)
    const after = sentence.slice(match.index + match[0].length)
    if (!/\s$/.test(before) || !/^\s/.test(after)) continue
    const head = before.trimEnd().replace(/,$/, '')
    const tail = after.trimStart()
    if (head.length >= 12 && tail.length >= 12) return [head, tail]
  }
  return null
}

/** "Most teams do X, but the real win is Y" -> the common view and the insight, each a clause. */
export function findContrast(sentences: string[]): Contrast | null {
  const [first, second] = sentences
  if (!first) return null
  const within = splitAtBut(first)
  // "knew the distances but not the loading bays": a "but not" names what is missing, not an insight.
  if (within && !/^not\b/i.test(within[0]) && !/^(?:not|no|never)\b/i.test(within[1])) {
    const common = clause(within[0])
    const insight = clause(within[1])
    if (wordCount(common) >= 3 && wordCount(insight) >= 3)
      return { common: capitalizeFirst(common), insight: capitalizeFirst(insight) }
  }
  if (
    second &&
    /^(but|the real|what matters|in reality|the truth|instead|actually|the better)\b/i.test(second)
  ) {
    const insight = clause(second.replace(/^but\s+/i, ''))
    if (wordCount(first) >= 3 && wordCount(insight) >= 3)
      return { common: capitalizeFirst(clause(first)), insight: capitalizeFirst(insight) }
  }
  return null
}

const BACK_REFERENCE = /\b(it|its|they|them|their|this|these|those)\b/i

/**
 * The argument's point in one sentence short enough for a hook. The insight half of a contrast is
 * sharper, but not when it leans on a pronoun ("using it to...") that only the first half explains.
 */
export function headline(sentences: string[], contrast: Contrast | null, max = 140): string {
  const first = sentences[0] ?? ''
  if (contrast && contrast.insight.length < max && !BACK_REFERENCE.test(contrast.insight))
    return `${contrast.insight}.`
  if (first.length <= max) return first
  if (contrast && contrast.insight.length < max) return `${contrast.insight}.`
  const shortened = shortenPhrase(first, max - 1)
  return /[.!?…]$/.test(shortened) ? shortened : `${shortened}.`
}

/** Content words: not stopwords, at least 3 letters, or an acronym such as "AI". */
function contentWords(text: string): string[] {
  return writtenWords(text).filter((w) => {
    const lower = w.toLowerCase()
    if (ENGLISH_FUNCTION_WORDS.has(lower)) return false
    return w.length >= 3 || /^[A-Z0-9]{2}$/.test(w)
  })
}

/** Stems that say what a text is about (no stopwords, no generic words). */
export function topicalStems(text: string): Set<string> {
  return new Set(
    contentWords(text)
      .filter((w) => !GENERIC_WORDS.has(w.toLowerCase()))
      .map((w) => stem(w)),
  )
}

/** "a" or "an" before a word, by sound for the common cases. */
export function article(word: string): string {
  return /^(?:[aeio]|u(?![ns][aeiou]|ni)|hon|hour)/i.test(word) || /^[AEFHILMNORSX][A-Z0-9]/.test(word)
    ? 'an'
    : 'a'
}

// Short words of a title that stay in capitals when an imported title is written in capitals.
const TITLE_ACRONYMS = new Set(
  'HR IT VP QA UX UI PR BI AI ML SAP ERP CEO CFO COO CTO CIO CMO CRM SEO ICU ER EMEA APAC'.split(' '),
)
const TITLE_SMALL_WORDS = new Set('of and for to in at on the'.split(' '))

/**
 * A job title as it reads inside a sentence: one imported in capitals ("ACCOUNT EXECUTIVE",
 * "HR BUSINESS PARTNER") in title case ("Account Executive", "HR Business Partner"); others as written.
 */
export function displayTitle(title: string): string {
  const clean = collapseSpaces(title.replace(/\s+/g, ' '))
  if (/\p{Ll}/u.test(clean) || !/\p{Lu}{2}/u.test(clean)) return clean
  return clean
    .split(' ')
    .map((word, i) => {
      const lower = word.toLowerCase()
      if (TITLE_ACRONYMS.has(word.replace(/[^A-Z]/g, ''))) return word
      if (i > 0 && TITLE_SMALL_WORDS.has(lower)) return lower
      return lower.replace(/(^|[-/])(\p{Ll})/gu, (_, sep: string, c: string) => `${sep}${c.toUpperCase()}`)
    })
    .join(' ')
}

/**
 * A one-word skill that reads as a name in a sentence: an acronym ("SQL", "DATEV"), a word with
 * a capital inside ("PowerBI"), or one the text itself capitalises mid-sentence ("… in Salesforce").
 * An imported common word ("Forecast", "Pipeline") is not: "works with forecast" is not English
 * and #Forecast is not a tag anyone follows.
 */
export function isNamedSkill(skill: string, text: string): boolean {
  const word = skill.trim()
  if (/\s/.test(word)) return true
  if (/^\p{Lu}{2,}$/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return true
  const name = word.replace(/[^\p{L}\p{N}]/gu, '')
  const mid = new RegExp(`(?<=[\\p{L}\\p{N},;:] )${name}(?![\\p{L}\\p{N}])`, 'u')
  return /^\p{Lu}/u.test(word) && mid.test(text)
}
