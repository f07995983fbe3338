import nlp from 'compromise'

import { POST_TONES, TARGET_AUDIENCES, type PostTone, type TargetAudience } from '#shared/constants.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { detectLanguage } from '#shared/text/language.ts'
import { ENGLISH_FUNCTION_WORDS } from '#shared/text/stop-words.ts'
import { AUDIENCE_LENSES } from '#server/engine/local/social-post/audience-lenses.ts'
import { KNOWN_TAG_NAMES } from '#server/engine/local/social-post/derive-hashtags.ts'
import { GENERIC_WORDS } from '#server/engine/local/social-post/post-text.ts'
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

type EveryPost = { fixture: Fixture; tone: PostTone; audience: TargetAudience; post: SocialPost }[]
let everyPostWritten: EveryPost | undefined

/**
 * Every fixture in every tone and for every audience. The writer is deterministic, so the posts are
 * written once per test file and each caller gets its own copy of them.
 */
export function everyPost(): EveryPost {
  everyPostWritten ??= FIXTURES.flatMap((fixture) =>
    POST_TONES.flatMap((tone) =>
      TARGET_AUDIENCES.map((audience) => ({ fixture, tone, audience, post: write(fixture, tone, audience) })),
    ),
  )
  return everyPostWritten.map((entry) => ({ ...entry, post: structuredClone(entry.post) }))
}

export function normalizedArgument(argument: string): string {
  return /[.!?]$/.test(argument) ? argument : `${argument}.`
}

/**
 * A text without the person's argument: the argument whole, then each of its sentences wherever it
 * stands (a post may open on the argument's first sentence and go on with the rest below it).
 */
export function withoutArgument(text: string, argument: string): string {
  const whole = normalizedArgument(argument.trim())
  let out = text.split(whole).join('\n').replace(whole.replace(/\n+/g, ' '), '\n')
  const sentences = whole
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=\S)/)
    .filter((s) => s.split(' ').length >= 4)
  for (const sentence of sentences) out = out.split(sentence).join('\n')
  return out
}

/** The words the writer chose: the post without the quoted argument and the hashtag line. */
export function ownWords(post: SocialPost, argument: string): string {
  return withoutArgument(post.content.replace(post.hashtags.join(' '), ' '), argument)
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
  const body = withoutArgument(post.content.replace(post.hashtags.join(' '), '\n'), argument)
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
    /\b(?:is|are|should|must|ist|sind|sollten|brauchen|braucht|muss)\b/i.test(topic) ||
    // "Students learn more from feedback than from grades": a finite verb after the first word. A last word
    // in -s after a preposition is a plural noun ("Pharmacists on ward rounds" is a noun phrase).
    (topic.split(/\s+/).length >= 4 &&
      (() => {
        const terms = (nlp(topic).terms().json() as { terms: { tags: string[] }[] }[]).flatMap((t) => t.terms)
        const preposition = terms.findIndex((t) => t.tags.includes('Preposition'))
        return terms.some(
          (t, i) =>
            i > 0 &&
            !(
              preposition >= 0 &&
              i > preposition &&
              i === terms.length - 1 &&
              t.tags.includes('PresentTense')
            ) &&
            t.tags.includes('Verb') &&
            !t.tags.includes('Gerund') &&
            !t.tags.includes('Imperative') &&
            (t.tags.includes('PresentTense') || t.tags.includes('PastTense')),
        )
      })())
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

// English tags a German reader would not follow (the audience tags and the generic fallbacks).
const ENGLISH_ONLY_TAGS = new Set([...AUDIENCE_TAGS, '#CareerGrowth', '#FutureOfWork'])

/**
 * A single word is a tag only when it is a whole term on its own line of the source: the topic
 * ("Einarbeitung"), a skill or a title of the profile. A lone word taken out of a sentence
 * (#Checklist, #Kilometres, #Conversation) is too generic to follow.
 */
function isWholeTerm(word: string, source: string, german: boolean): boolean {
  // A German compound ("Pflegekräfte", "Dienstpläne") is a term of several words written as one.
  if (word.length >= 11 && german) return true
  return source.split(/\n|,\s*/).some(
    (line) =>
      line
        .trim()
        .toLowerCase()
        .replace(/[.!?]$/, '') === word,
  )
}

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
  const german = detectLanguage(source.split('\n').slice(0, 2).join(' ')) === 'de'
  if (german && ENGLISH_ONLY_TAGS.has(tag)) return 'English tag on a German post'
  if (KNOWN_TAG_NAMES.has(tag) || AUDIENCE_TAGS.has(tag)) return null
  const parts = tagParts(tag)
  if (parts.length === 0 || parts.length > 3) return 'length'
  const lower = parts.map((p) => p.toLowerCase())
  if (parts.length === 1 && (GENERIC_WORDS.has(lower[0]!) || lower[0]!.length < 4)) return 'generic word'
  if (lower.some((p) => ENGLISH_FUNCTION_WORDS.has(p) || (GENERIC_WORDS.has(p) && parts.length === 1)))
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
  if (parts.length === 1 && !isWholeTerm(lower[0]!, source, german)) return 'single word'
  // The post's language is the topic's and argument's (the first two lines), not the profile's.
  if (german) {
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
  for (const [i, term] of terms.entries()) {
    // "#WarehouseSlotting": a gerund at the end of a term names an activity.
    const gerund = term.tags.includes('Gerund') && i === terms.length - 1
    // "#HeatPumps", "#SalesForecasts": the tagger reads a plural head after a noun as a verb
    // ("the heat pumps"); read alone, the head is a plural noun.
    const pluralHead = i === terms.length - 1 && i > 0 && nlp(`the ${lower[i]}`).nouns().isPlural().found
    if (
      !gerund &&
      !pluralHead &&
      !term.tags.includes('Noun') &&
      NOT_TAG_PARTS.some((t) => term.tags.includes(t))
    )
      return `not a noun (${lower[i]})`
  }
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

// ---- Measures a reader notices (fresh material, issue 14 point 6) ----

/**
 * A sentence with the person's own words masked ("Put X on the leadership agenda as a decision"):
 * every word that occurs in `source` (topic, argument, profile) becomes X, runs of X collapse. Two
 * topics that print the same skeleton were filled into the same template.
 */
export function sentenceSkeleton(sentence: string, source: string): string {
  const own = new Set((source.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase()))
  return (sentence.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [])
    .map((w) =>
      own.has(w.toLowerCase()) && !ENGLISH_FUNCTION_WORDS.has(w.toLowerCase()) ? 'X' : w.toLowerCase(),
    )
    .join(' ')
    .replace(/X(?: X)+/g, 'X')
}

/** Word trigrams of a text, lower case. */
export function trigrams(text: string): Set<string> {
  const w = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) as string[]
  const out = new Set<string>()
  for (let i = 0; i + 2 < w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`)
  return out
}

/** Share of the smaller set's trigrams that the other one holds too. */
export function trigramOverlap(a: string, b: string): number {
  const x = trigrams(a)
  const y = trigrams(b)
  const small = x.size <= y.size ? x : y
  const large = small === x ? y : x
  if (small.size === 0) return 0
  let shared = 0
  for (const t of small) if (large.has(t)) shared++
  return shared / small.size
}

/** The profile as plain text: what a post may say about its author. */
export function profileText(profile: ProfileSections | null): string {
  if (!profile) return ''
  const { personalInfo, workExperience, skills, personalExperiences, education } = profile
  return [
    personalInfo.fullName,
    personalInfo.currentRole,
    personalInfo.company,
    ...workExperience.experiences.flatMap((e) => [
      e.company,
      e.role,
      e.duration,
      e.description,
      ...e.achievements,
    ]),
    ...skills.business,
    ...skills.technical,
    ...skills.sap,
    ...personalExperiences.projects.flatMap((p) => [p.name, p.description, ...p.technologies]),
    ...education.degrees.flatMap((d) => [d.institution, d.degree, d.field, d.year]),
    ...education.certifications,
  ].join('\n')
}

/**
 * Claims about the author the input does not hold: a number, a "N years", or "as a/an <Title>"
 * naming a role that is neither in the profile nor in the topic or argument.
 */
export function unsupportedClaims(sentences: readonly string[], source: string): string[] {
  const lower = source.toLowerCase()
  const found: string[] = []
  for (const sentence of sentences) {
    for (const number of sentence.match(/\d[\d,.]*%?/g) ?? [])
      if (!source.includes(number.replace(/[.,]$/, ''))) found.push(`number ${number}: ${sentence}`)
    if (
      /\b(?:years?|jahren?)\b/i.test(sentence) &&
      /\d|\b(?:one|two|three|four|five|ten|zwei|drei|zehn)\s+(?:years?|jahren?)\b/i.test(sentence) &&
      !/\d/.test(source)
    )
      found.push(`years: ${sentence}`)
    for (const match of sentence.matchAll(/\b(?:I'm|I am|as)\s+(?:an?\s+)?((?:[A-Z][\p{L}-]+\s?){1,4})/gu)) {
      const title = match[1]!.trim()
      if (title.split(' ').length >= 1 && /^[A-Z]/.test(title) && !lower.includes(title.toLowerCase()))
        found.push(`title ${title}: ${sentence}`)
    }
  }
  return found
}

// ---- Grammar a reader stops at (issue 14, point 6: "Discovery calls belongs with the teams") ----

const BEFORE_OTHER_SUBJECT =
  /\b(?:of|about|on|in|for|with|to|from|at|by|around|into|over|under|like|than|behind)\s+(?:(?:the|these|those|our|your|my|their)\s+)?(?:[a-z-]+\s+){0,2}$/i

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** "belongs", "is", "has", "doesn't": a present-tense verb in the third person singular. */
function singularVerb(word: string): boolean {
  if (/^(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)$/i.test(word)) return true
  if (!/[a-z]s$/.test(word)) return false
  const verbs = nlp(`it ${word}`).verbs()
  return verbs.found && verbs.toInfinitive().text() !== word
}

/** Plural noun terms of the input ("night shifts", "exit interviews"), which take a plural verb. */
function pluralTerms(topic: string, argument: string): string[] {
  const clean = topic.trim().replace(/[?.!]+$/, '')
  const phrases: string[] = []
  if (!isSentenceTopic(clean) && nlp(clean).nouns().isPlural().found && /s$/i.test(clean)) phrases.push(clean)
  for (const text of [clean, argument])
    for (const phrase of nlp(text).nouns().isPlural().out('array') as string[]) {
      const bare = phrase.replace(/^(?:the|these|those|our|your|my|their|most|many|some|all)\s+/i, '').trim()
      if (/^[\p{L}\s'-]+$/u.test(bare) && /s$/i.test(bare) && bare.split(/\s+/).length <= 3)
        phrases.push(bare)
    }
  return [...new Set(phrases.map((p) => p.toLowerCase()))]
}

/**
 * Grammar slips in the writer's own sentences (the quoted argument left out): a plural term with a
 * singular verb ("Night shifts is"), "a"/"an" before the wrong sound or before a plural term, a
 * doubled word, a title in capitals after "as a", and a topic phrase printed with its capital in
 * the middle of a sentence ("thoughts on Night shifts").
 */
export function grammarSlips(post: SocialPost, topic: string, argument: string): string[] {
  if (detectLanguage(`${topic} ${argument}`) === 'de') return []
  const sentences = scaffoldSentences(post, argument)
  const found: string[] = []
  const plurals = pluralTerms(topic, argument)
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase()
    for (const term of plurals) {
      for (const match of lower.matchAll(new RegExp(`\\b${escapeRegExp(term)}\\s+([a-z']+)`, 'g'))) {
        const before = lower.slice(0, match.index)
        if (BEFORE_OTHER_SUBJECT.test(before)) continue
        // "sales forecasts look": "sales" is the first word of a longer term, not a subject.
        const rest = lower.slice(match.index)
        if (
          plurals.some(
            (longer) => longer !== term && longer.startsWith(`${term} `) && rest.startsWith(longer),
          )
        )
          continue
        if (singularVerb(match[1]!)) found.push(`agreement (${term} ${match[1]}): ${sentence}`)
      }
      // "where does night shifts show up?": a question's verb before a plural subject.
      const question = new RegExp(
        `(?:^|\\b(?:where|how|why|what|when|which|who)\\s+)(?:does|is|has|was)\\s+(?:the\\s+)?${escapeRegExp(term)}\\b`,
      )
      if (/\?$/.test(sentence) && question.test(lower))
        found.push(`agreement in a question (${term}): ${sentence}`)
      if (new RegExp(`\\ban?\\s+${escapeRegExp(term)}\\b`).test(lower))
        found.push(`article before a plural (${term}): ${sentence}`)
    }
    const article =
      /\ba\s+(?:[aeio][a-z]|[AEIO][a-z])/.exec(sentence) ??
      /\ban\s+[bcdfgjklmnpqrstvwxyz][a-z]/.exec(sentence)
    if (article && !/\ban\s+(?:hour|honest|heir)|\ba\s+(?:one|once|eu)/i.test(article[0]))
      found.push(`article (${article[0]}): ${sentence}`)
    const doubled = /\b([a-z]+)\s+\1\b/i.exec(sentence)
    if (doubled && !/^(?:that|had)$/i.test(doubled[1]!))
      found.push(`doubled word (${doubled[0]}): ${sentence}`)
    const caps = /\bas an?\s+[A-Z]{2,}\s+[A-Z]{2,}/.exec(sentence)
    if (caps) found.push(`title in capitals (${caps[0]}): ${sentence}`)
  }
  // "Night shifts" typed at the start of a line is a common noun inside a sentence.
  const phrase = topic.trim().replace(/[?.!]+$/, '')
  const first = phrase.split(/\s+/)[0] ?? ''
  if (
    !isSentenceTopic(phrase) &&
    /^[A-Z][a-z]+$/.test(first) &&
    !(nlp(first).json() as { terms: { tags: string[] }[] }[])
      .flatMap((t) => t.terms)
      .some((t) => t.tags.includes('ProperNoun'))
  ) {
    const inside = new RegExp(`[a-z,:]\\s+${escapeRegExp(phrase)}\\b`)
    for (const sentence of sentences)
      if (inside.test(sentence)) found.push(`capital inside a sentence (${phrase}): ${sentence}`)
  }
  return found
}
