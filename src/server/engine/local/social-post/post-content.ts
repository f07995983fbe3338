import nlp from 'compromise'

import { detectLanguage, type TextLanguage } from '#shared/text/language.ts'
import { ENGLISH_FUNCTION_WORDS, isGermanFunctionWord } from '#shared/text/stop-words.ts'
import { stem } from '#shared/text/tokenize.ts'

import { isCompound } from '#server/engine/local/social-post/derive-hashtags.ts'

import {
  GENERIC_WORDS,
  capitalizeFirst,
  collapseSpaces,
  lowerFirstWord,
  splitSentences,
  topicPhrase,
  topicStatement,
} from '#server/engine/local/social-post/post-text.ts'

// What a post is about, read from the person's topic and argument: the language they wrote in, the
// subject to name inside a sentence, the topic as a sentence when they wrote one, and the argument's
// own terms ("near-miss reports", "follow-up calls") that the scaffold builds its sentences from.

export type PostContent = {
  language: TextLanguage
  /** The subject for use inside a sentence ("warehouse safety", "nurse practitioners"). */
  subject: string
  /** The topic as the person wrote it, as a sentence (a claim or a question), or null for a phrase. */
  topicSentence: string | null
  /** Noun terms of the argument (then of the topic), most specific first, never the subject itself. */
  terms: string[]
}

const LEADING = new Set(
  'the a an most many some all every each any few fewer more less their our your my his her its this that these those such no not other own same real new next best right first last second whole'.split(
    ' ',
  ),
)

function tidyPhrase(phrase: string, source: string): string {
  let words = phrase
    .replace(/[.,;:!?"“”()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  while (words.length && LEADING.has(words[0]!.toLowerCase())) words = words.slice(1)
  let text = words.join(' ')
  // "near-miss reports": the tagger splits a hyphenated word; take the whole word back from the text.
  const at = source.toLowerCase().indexOf(text.toLowerCase())
  if (at > 0 && source[at - 1] === '-') {
    const before = source.slice(0, at - 1)
    const start = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n')) + 1
    text = `${source.slice(start, at)}${text}`
  }
  return text
}

function englishTerms(text: string): string[] {
  const phrases = (nlp(text).nouns().out('array') as string[])
    .flatMap((phrase) => phrase.split(/\s+and\s+|,\s*/))
    .map((phrase) => tidyPhrase(phrase, text))
  return phrases
    .filter((phrase) => {
      const words = phrase.split(' ')
      if (words.length === 0 || words.length > 4 || phrase.length < 4) return false
      const lower = phrase.toLowerCase()
      const last = words.at(-1)!.toLowerCase()
      if (ENGLISH_FUNCTION_WORDS.has(last) || GENERIC_WORDS.has(last) || /^\d|\d$/.test(last)) return false
      if (words.length === 1 && lower.length < 5) return false
      // "reps treat discovery": a plural noun before the head is a clause the tagger misread.
      if (!isCompound(words)) return false
      // "Friday", "Monday": a lone capitalised word is a name or a day, not something to talk about.
      if (words.length === 1 && /^[A-Z][a-z]/.test(phrase)) return false
      if (/^(?:someone|something|everyone|anyone|nobody|people|they|it|one)$/i.test(lower)) return false
      // Read as a phrase of its own: a verb, an adverb, a count or a comparative is not part of a term.
      const tags = (nlp(`the ${lower}`).terms().json() as { terms: { tags: string[] }[] }[])
        .flatMap((t) => t.terms)
        .slice(1)
        .map((t) => t.tags)
      return tags.every(
        (t) =>
          !t.includes('Value') &&
          !t.includes('Comparative') &&
          !t.includes('Superlative') &&
          !((t.includes('Verb') || t.includes('Adverb')) && !t.includes('Noun')),
      )
    })
    .map((phrase) => lowerFirstWord(phrase))
}

// Words after which a lower-case word is the clause's verb, not an adjective ("Warum kommen Belege").
const GERMAN_VERB_BEFORE =
  /(?:^|[.!?:;]\s*|\b(?:warum|wieso|weshalb|wie|was|wann|wo|wer|ob|dass|weil|wenn)\s+)$/i

function germanTerms(text: string): string[] {
  // A German noun is capitalised; an adjective before it ("digitale Aufmaße") belongs to the term.
  const found: string[] = []
  for (const match of text.matchAll(/(?:\b[a-zäöüß]+(?:e|en|er|es|em)\s)?\b[A-ZÄÖÜ][\p{L}-]{3,}/gu)) {
    const rest = match[0].split(' ').slice(1)
    // "Warum kommen Belege": the word after a question word or a clause start is its verb.
    const verb =
      rest.length > 0 && GERMAN_VERB_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))
    found.push(verb ? rest.join(' ') : match[0])
  }
  return found
    .map((term) => term.trim())
    .filter((term) => !isGermanFunctionWord(term.split(' ').at(-1)!))
    .map((term) => {
      const words = term.split(' ')
      // "bleiben, wenn Dienstpläne": only adjectives stay in front of the noun.
      return words.length === 2 &&
        /^(?:wenn|dass|weil|oder|und|aber|die|der|das|den|dem|des|einen?|seine?)$/.test(words[0]!)
        ? words[1]!
        : term
    })
}

function sameTerm(a: string, b: string): boolean {
  // "small charity" and "small charities" are one term.
  const x = a
    .toLowerCase()
    .split(' ')
    .map((w) => stem(w))
    .join(' ')
  const y = b
    .toLowerCase()
    .split(' ')
    .map((w) => stem(w))
    .join(' ')
  return x === y || x.includes(y) || y.includes(x)
}

// "What I learned from cleaning data", "How we cut our waiting list", "What teaching taught me about
// onboarding adults", "What a shop floor teaches about customers": a question word before its own
// subject (a pronoun, an activity or a noun with its article) opens a
// headline (a noun clause), not a question. Its subject is what it is about, up to the first
// preposition after it: "cleaning data".
const HEADLINE =
  /^(?:what|how|why|when|where)\s+(?:i|we|you|they|my|our|[a-z]+ing|(?:a|an|the|this|every)\s+[a-z'-]+(?:\s+[a-z'-]+)?)\s+[a-z']+\s+(?:(?:me|us|them)\s+)?(?:(?:from|about|by|with|while|on|in)\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3})/i
const AFTER_HEAD = /\s+(?:for|in|at|with|during|over|on|from|to|of|about|and)\b.*$/i

/** Reads the topic and argument once, for every tone writer. */
export function readPostContent(topic: string, argument: string): PostContent {
  const clean = collapseSpaces(topic.replace(/\s+/g, ' ')).replace(/^["'“]+|["'”]+$/g, '')
  const language = detectLanguage(`${clean}. ${argument}`)
  const claim = topicStatement(clean, language)
  const isQuestion =
    /\?$/.test(clean) ||
    /^(?:why|how|what|when|where|who|which|should|can|could|is|are|do|does|will|would|warum|wie|was|wann|wo|wer|sollten?|brauchen|ist|sind)\b/i.test(
      clean,
    )
  const topicTerms = language === 'de' ? germanTerms(clean) : englishTerms(clean)
  let subject: string
  let topicSentence: string | null = null
  const headline = language === 'en' && !/\?$/.test(clean) ? HEADLINE.exec(clean) : null
  if (headline) {
    topicSentence = `${capitalizeFirst(clean.replace(/[.!\s]+$/, ''))}.`
    subject = headline[1]!.replace(AFTER_HEAD, '').toLowerCase()
  } else if (claim) {
    // "Students learn more from feedback than from grades" is about feedback, not about students:
    // after a verb of action the claim's theme is its first noun term.
    subject = (claim.predicate && englishTerms(claim.predicate)[0]) || claim.subject
    topicSentence = claim.statement
  } else if (isQuestion) {
    // The post answers the question; inside a sentence it is named by what it is about.
    const body = capitalizeFirst(clean.replace(/[.!\s]+$/, ''))
    topicSentence =
      /^(?:why|how|warum|wie)\b/i.test(body) && !/\?$/.test(body)
        ? `${body}.`
        : /\?$/.test(body)
          ? body
          : `${body}?`
    // Without a noun term of its own, the question is about what the argument is about; it is
    // never wrapped whole inside another sentence.
    subject =
      (language === 'de' ? topicTerms.at(-1) : topicTerms[0]) ??
      (language === 'de' ? germanTerms(argument)[0] : englishTerms(argument)[0]) ??
      topicPhrase(clean)
  } else {
    // German keeps its capitals: "Pflegekräfte halten", never "pflegekräfte halten".
    subject = language === 'de' ? clean.replace(/[.!?:;,\s]+$/, '') : topicPhrase(clean)
  }
  // The argument's own point names the terms worth building on: the part after "but", then the
  // sentences that follow the first, then the rest; a negated sentence ("More pay alone is not
  // enough") names what the person argues against, so its terms come last.
  const extract = (text: string) => (language === 'de' ? germanTerms(text) : englishTerms(text))
  const sentences = splitSentences(argument)
  const negated = (text: string) => /\b(?:not|no|never|nicht|kein\w*|nie)\b|n't\b|\ballein\b/i.test(text)
  const [head = '', ...rest] = sentences
  const but = /,?\s+(?:but|aber|sondern)\s+/i.exec(head)
  const strong = but ? [head.slice(but.index + but[0].length)] : []
  const weak = but ? [head.slice(0, but.index)] : []
  for (const sentence of [...rest, ...(but ? [] : [head])]) (negated(sentence) ? weak : strong).push(sentence)
  const argumentTerms = [...strong, ...weak].flatMap(extract)
  const terms: string[] = []
  for (const term of [...argumentTerms, ...topicTerms]) {
    if (sameTerm(term, subject) || terms.some((t) => sameTerm(t, term))) continue
    terms.push(term)
  }
  // Within the argument's point, a multi-word term says more than a single word.
  const lead = terms.findIndex((t) => t.includes(' '))
  if (lead > 0 && lead < 3) terms.unshift(...terms.splice(lead, 1))
  return { language, subject, topicSentence, terms }
}
