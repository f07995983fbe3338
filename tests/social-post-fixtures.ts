import nlp from 'compromise'

import { POST_TONES, TARGET_AUDIENCES, type PostTone, type TargetAudience } from '#shared/constants.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { detectLanguage } from '#shared/text/language.ts'
import { AUDIENCE_LENSES } from '#server/engine/local/social-post/audience-lenses.ts'
import { KNOWN_TAG_NAMES } from '#server/engine/local/social-post/derive-hashtags.ts'
import { GENERIC_WORDS, STOPWORDS } from '#server/engine/local/social-post/post-text.ts'
import { writeSocialPost } from '#server/engine/local/social-post/write-social-post.ts'

// Shared inputs and text measures for the social post writing-quality tests.

export const FIXTURES = [
  {
    topic: 'AI in the hiring process',
    argument:
      'Most companies use AI to reject candidates faster, but the real opportunity is using it to give every candidate specific, useful feedback.',
  },
  {
    topic: 'Remote and hybrid work',
    argument:
      'Return-to-office mandates measure presence, not output. Teams that write things down outperform teams that sit together.',
  },
  {
    topic: 'Pricing for early-stage SaaS',
    argument:
      'Founders underprice because they are afraid of hearing no. Charge more, earlier, and let the market tell you where the ceiling is.',
  },
  {
    topic: 'Sales enablement',
    argument: 'Enablement fails when it teaches scripts instead of how buyers decide',
  },
] as const

export type Fixture = (typeof FIXTURES)[number]

export function write(
  fixture: Fixture,
  tone: PostTone,
  targetAudience: TargetAudience,
  workforceTraits: string[] = [],
  profile: ProfileSections | null = null,
): SocialPost {
  return writeSocialPost({ ...fixture, tone, targetAudience, workforceTraits, profile })
}

export function everyPost(): {
  fixture: Fixture
  tone: PostTone
  audience: TargetAudience
  post: SocialPost
}[] {
  return FIXTURES.flatMap((fixture) =>
    POST_TONES.flatMap((tone) =>
      TARGET_AUDIENCES.map((audience) => ({ fixture, tone, audience, post: write(fixture, tone, audience) })),
    ),
  )
}

export function normalizedArgument(argument: string): string {
  return /[.!?]$/.test(argument) ? argument : `${argument}.`
}

/** The words the writer chose: the post without the quoted argument and the hashtag line. */
export function ownWords(post: SocialPost, argument: string): string {
  return post.content.replace(normalizedArgument(argument), ' ').replace(post.hashtags.join(' '), ' ')
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s))
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z’']+/g) ?? []
}

/**
 * Varied inputs for the cross-topic measures (the posts eval and the scaffold test): several
 * fields, topics given as phrases, claims and questions, and German. None is a fixture above.
 */
export const VARIED_FIXTURES = [
  {
    topic: 'Why nurse practitioners should lead chronic care follow-up',
    argument:
      'Nurse practitioners already know the patient, the medication list and the family situation. When they own the follow-up calls, fewer patients land back in the emergency department.',
    traits: ['Empathetic', 'Analytical'],
  },
  {
    topic: 'Warehouse safety',
    argument:
      'Most warehouses count accidents, but the real signal is near-miss reports. A site where pickers report near misses without fear fixes the forklift route before someone gets hurt.',
    traits: [],
  },
  {
    topic: 'Pflegekräfte halten',
    argument:
      'Mehr Gehalt allein reicht nicht. Pflegekräfte bleiben, wenn Dienstpläne verlässlich sind und die Stationsleitung zuhört.',
    traits: ['Collaborative'],
  },
  {
    topic: 'Warum Handwerksbetriebe digitale Aufmaße brauchen',
    argument:
      'Ein Aufmaß auf Papier wird im Büro noch einmal abgetippt, und jeder Übertragungsfehler landet in der Rechnung. Mit dem Tablet auf der Baustelle ist das Aufmaß fertig, bevor der Monteur vom Gerüst steigt.',
    traits: [],
  },
  {
    topic: 'Is homework still worth it in primary school?',
    argument:
      'Homework in primary school mostly measures how much help a child gets at home. Reading together for twenty minutes does more than a worksheet.',
    traits: ['Curious'],
  },
  {
    topic: 'Month-end close automation',
    argument: 'Finance teams do not need more dashboards. They need fewer manual handoffs between systems.',
    traits: ['Results-oriented'],
  },
  {
    topic: 'Apprenticeships in the skilled trades',
    argument:
      'Electricians and plumbers are retiring faster than we train new ones. Companies that pay apprentices properly and give them a mentor on site will have crews in ten years; the rest will have waiting lists.',
    traits: ['Determined'],
  },
  {
    topic: 'Menu prices and food waste in restaurants',
    argument:
      'A shorter menu is the cheapest way to cut food waste. Every dish you drop is stock you no longer throw away on a slow Tuesday.',
    traits: [],
  },
  {
    topic: 'Accessibility is a product requirement, not a nice-to-have',
    argument:
      'Teams that test with screen readers early ship fewer regressions. Most treat it as a final audit, but the real win is designing for it from the first sketch.',
    traits: ['Reliable'],
  },
  {
    topic: 'The four-day work week',
    argument:
      'A four-day week only works if you cut the meetings first. Otherwise you are compressing the same busywork into fewer days.',
    traits: ['Decisive', 'Innovative'],
  },
  {
    topic: 'Should small charities hire a fundraising manager?',
    argument:
      'A small charity that hires its first fundraiser before it has a donor database pays a salary to rebuild spreadsheets. Fix the database first, then hire.',
    traits: [],
  },
  {
    topic: 'Cybersecurity training for hospital staff',
    argument:
      'Phishing drills that shame people make them hide mistakes. Hospitals that reward early reporting contain incidents in hours instead of days.',
    traits: ['Transformative'],
  },
] as const

export type VariedFixture = (typeof VARIED_FIXTURES)[number]

// ---- Measures over many posts (the posts eval and the cross-topic test) ----

/** The post's sentences that the writer chose: no quoted argument, no hashtag line, no list markers. */
export function scaffoldSentences(post: SocialPost, argument: string): string[] {
  const argumentText = normalizedArgument(argument.trim())
  const body = post.content
    .replace(post.hashtags.join(' '), '\n')
    .split(argumentText)
    .join('\n')
    .replace(argumentText.replace(/\n+/g, ' '), '\n')
  return body
    .split(/\n+/)
    .flatMap((line) => line.replace(/^(?:\d+\.|→|-|•)\s+/, '').split(/(?<=[.!?…])\s+(?=\S)/))
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s.split(' ').length >= 4)
}

/** Sentences that appear in posts about two or more different topics (each topic: all its posts). */
export function sharedAcrossTopics(sentencesByTopic: readonly string[][]): string[] {
  const topicsOf = new Map<string, Set<number>>()
  sentencesByTopic.forEach((sentences, topic) => {
    for (const sentence of sentences) {
      const key = sentence.toLowerCase()
      topicsOf.set(key, (topicsOf.get(key) ?? new Set()).add(topic))
    }
  })
  return [...topicsOf].filter(([, topics]) => topics.size >= 2).map(([sentence]) => sentence)
}

/** A topic written as a sentence (a claim or a question) rather than a phrase. */
export function isSentenceTopic(topic: string): boolean {
  return (
    /\?\s*$/.test(topic) ||
    /^(?:why|how|what|should|is|are|can|warum|wie|was|sollten?)\b/i.test(topic) ||
    /\b(?:is|are|should|must|ist|sind|sollten|brauchen|muss)\b/i.test(topic)
  )
}

/**
 * Fragments where a sentence topic is wrapped inside another sentence ("The question “Why …?”
 * deserves…", "One point about accessibility is a product requirement that …").
 */
export function topicWrappings(post: SocialPost, topic: string): string[] {
  const found: string[] = post.content.match(/the question “[^”]*”|“[^”]{0,200}\?”/gi) ?? []
  if (!isSentenceTopic(topic)) return found
  const core = topic
    .trim()
    .replace(/[?.!]+$/, '')
    .toLowerCase()
  for (const line of post.content.split('\n')) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const s = sentence.toLowerCase()
      if (!s.includes(core)) continue
      const rest = s.replace(core, '').replace(/[\s.?!:“”"]+/g, '')
      if (rest.length > 0) found.push(sentence)
    }
  }
  return found
}

const AUDIENCE_TAGS = new Set(Object.values(AUDIENCE_LENSES).map((lens) => lens.hashtag))

const NOT_TAG_PARTS = [
  'Verb',
  'Adverb',
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Negative',
  'QuestionWord',
]

/** "#ChronicCare" -> Chronic, Care. */
export function tagParts(tag: string): string[] {
  return tag.slice(1).match(/[A-ZÄÖÜ][a-zäöüß]+|[A-Z0-9]+(?![a-z])|[a-zäöüß]+/g) ?? []
}

/**
 * Why a hashtag is not a real tag, or null when it is one. A real tag is an established tag, or
 * one to three words that stand together in the topic, argument or profile as a noun term: never
 * a single generic word, never a verb, adverb or function word, in German never a lower-case
 * (non-noun) last word.
 */
export function junkHashtagReason(tag: string, source: string): string | null {
  if (KNOWN_TAG_NAMES.has(tag) || AUDIENCE_TAGS.has(tag)) return null
  const parts = tagParts(tag)
  if (parts.length === 0 || parts.length > 3) return 'length'
  const lower = parts.map((p) => p.toLowerCase())
  if (parts.length === 1 && (GENERIC_WORDS.has(lower[0]!) || lower[0]!.length < 4)) return 'generic word'
  if (lower.some((p) => STOPWORDS.has(p) || (GENERIC_WORDS.has(p) && parts.length === 1)))
    return 'function word'
  const sourceWords = source.match(/[\p{L}\p{N}]+/gu) ?? []
  const run = sourceWords.findIndex((_, i) =>
    lower.every(
      (p, j) =>
        (sourceWords[i + j] ?? '').toLowerCase() === p ||
        (j === lower.length - 1 && (sourceWords[i + j] ?? '').toLowerCase().startsWith(p) && p.length >= 4),
    ),
  )
  const joined = lower.join('')
  const asOneWord = sourceWords.find(
    (w) => w.toLowerCase() === joined || w.toLowerCase().replace(/-/g, '') === joined,
  )
  if (run < 0 && !asOneWord) return 'not a term of the text'
  if (detectLanguage(source) === 'de') {
    const last = asOneWord ?? sourceWords[run + lower.length - 1] ?? ''
    return /^[A-ZÄÖÜ]/.test(last) ? null : 'German non-noun'
  }
  // Tagged as a phrase of its own ("the warehouse safety"), so a sentence-initial noun is not
  // read as an imperative verb.
  const terms = (
    nlp(`the ${lower.join(' ')}`)
      .terms()
      .json() as { terms: { tags: string[] }[] }[]
  )
    .flatMap((t) => t.terms)
    .slice(1)
  for (const [i, term] of terms.entries())
    if (!term.tags.includes('Noun') && NOT_TAG_PARTS.some((t) => term.tags.includes(t)))
      return `not a noun (${lower[i]})`
  return null
}

/** A post whose language is not the input's (the quoted argument left out). */
export function languageMismatch(post: SocialPost, topic: string, argument: string): boolean {
  const own = ownWords(post, argument).replace(topic, ' ')
  return detectLanguage(`${topic} ${argument}`) !== detectLanguage(own)
}

/** German nouns of the input printed in lower case ("pflegekräfte halten"). */
export function lowerCasedNouns(post: SocialPost, topic: string, argument: string): string[] {
  if (detectLanguage(`${topic} ${argument}`) !== 'de') return []
  const nouns = new Set(`${topic}\n${argument}`.match(/(?<=[\p{L},] )[A-ZÄÖÜ][a-zäöüß]{3,}/gu) ?? [])
  return [...nouns].filter((noun) =>
    new RegExp(`(?<![\\p{L}])${noun.toLowerCase()}(?![\\p{L}])`, 'u').test(post.content),
  )
}
