import type { GenerateSocialPostInput } from '#server/engine/career-engine.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import nlp from 'compromise'

import { AUDIENCE_LENSES } from '#server/engine/local/social-post/audience-lenses.ts'
import { deriveHashtags } from '#server/engine/local/social-post/derive-hashtags.ts'
import { findProfileFacts } from '#server/engine/local/social-post/post-evidence.ts'
import { readPostContent } from '#server/engine/local/social-post/post-content.ts'
import {
  capitalizeFirst,
  findContrast,
  headline,
  normalizeArgument,
  splitSentences,
} from '#server/engine/local/social-post/post-text.ts'
import { createRng } from '#server/engine/local/social-post/seeded-random.ts'
import { writeGerman } from '#server/engine/local/social-post/tone-writers-de.ts'
import { TONE_WRITERS, type Section } from '#server/engine/local/social-post/tone-writers.ts'
import { resolveTraits, traitLines } from '#server/engine/local/social-post/trait-voice.ts'
import { currentTitle } from '#server/engine/document/resume-header.ts'
import { employerName } from '#server/engine/local/evidence-sentences.ts'
import { aTitle } from '#server/engine/local/phrasing.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'

/** LinkedIn's limit for a post. */
export const POST_MAX_CHARS = 3000
/** LinkedIn shows about this much before "…see more"; the hook has to land inside it. */
export const HOOK_MAX_CHARS = 140
// Room left under the limit so a post never sits on the edge of it.
const POST_BUDGET = 2900

function fitArgument(argument: string, room: number): string {
  if (argument.length <= room) return argument
  // Keep whole sentences from the start: the person's own words, cut, never rewritten.
  let kept = ''
  for (const sentence of splitSentences(argument)) {
    const next = kept ? `${kept} ${sentence}` : sentence
    if (next.length > room) break
    kept = next
  }
  if (kept) return kept
  const cut = argument.slice(0, room - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}

function assemble(hook: string, sections: Section[], cta: string, hashtags: string[]): string {
  return [hook, ...sections.map((s) => s.text), cta, hashtags.join(' ')].join('\n\n')
}

/** Drops the least important sections, then trims the argument by whole sentences, to stay under the limit. */
function fitToLimit(hook: string, body: Section[], cta: string, hashtags: string[]): string {
  let sections = [...body]
  const byKeep = [...new Set(body.filter((s) => !s.isArgument).map((s) => s.keep))].sort((a, b) => a - b)
  for (const level of byKeep) {
    if (assemble(hook, sections, cta, hashtags).length <= POST_BUDGET) break
    sections = sections.filter((s) => s.isArgument || s.keep !== level)
  }
  const content = assemble(hook, sections, cta, hashtags)
  if (content.length <= POST_BUDGET) return content
  const argumentSection = sections.find((s) => s.isArgument)
  if (!argumentSection) return content
  // A labelled argument ("The point:\n\n…") keeps its label; a bare one is all argument.
  const [intro = '', ...rest] = argumentSection.isBare
    ? ['', argumentSection.text]
    : argumentSection.text.split('\n\n')
  const argumentText = rest.join('\n\n')
  const room = POST_BUDGET - (content.length - argumentText.length)
  const fitted = fitArgument(argumentText, Math.max(room, 200))
  const trimmed = { ...argumentSection, text: argumentSection.isBare ? fitted : `${intro}\n\n${fitted}` }
  return assemble(
    hook,
    sections.map((s) => (s === argumentSection ? trimmed : s)),
    cta,
    hashtags,
  )
}

function uniqueHooks(hooks: string[]): string[] {
  const seen = new Set<string>()
  return hooks.filter((hook) => {
    const key = hook
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
    if (hook.length > HOOK_MAX_CHARS || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A term as it sits in an English sentence: plurals and names bare, other nouns with "the". */
function withArticle(term: string, language: 'en' | 'de'): string {
  if (language === 'de' || /^[A-Z]/.test(term)) return term
  return nlp(term).nouns().isPlural().found ? term : `the ${term}`
}

const PLURAL_OF: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
}

/** "belongs" -> "belong", "is" -> "are": the plural of a verb in the third person singular, or null. */
export function pluralVerb(word: string): string | null {
  const known = PLURAL_OF[word.toLowerCase()]
  if (known) return /^[A-Z]/.test(word) ? capitalizeFirst(known) : known
  if (!/^[a-z]+[^s]s$/.test(word)) return null
  const verbs = nlp(`it ${word}`).verbs()
  if (!verbs.found) return null
  const base = verbs.toInfinitive().text()
  return /^[a-z]+$/.test(base) && base !== word ? base : null
}

/** A term whose head word is plural ("code reviews", "heat pumps"), read with an article so a noun is not taken for a verb. */
function isPluralTerm(term: string): boolean {
  // "pricing for early-stage SaaS": the head stands before the preposition; "SaaS" is a name.
  const words = term.trim().split(/\s+/)
  const preposition = words.findIndex((w, i) => i > 0 && /^(?:for|of|in|on|at|with|about|to)$/i.test(w))
  const core = preposition > 0 ? words.slice(0, preposition) : words
  // "menu prices and food waste": two things joined are plural.
  if (core.some((w) => /^(?:and|&)$/i.test(w))) return true
  const head = core.at(-1) ?? ''
  if (/\p{Lu}/u.test(head.slice(1))) return false
  return /s$/i.test(head) && nlp(`the ${head}`).nouns().isPlural().found
}

// An adverb between the subject and its verb: "code reviews rarely fails".
const ADVERB = '(?:rarely|often|still|always|never|usually|only|also|just|quickly|seldom|already)'
// After a preposition ("the question about X is …") the verb belongs to another subject.
const AFTER_PREPOSITION =
  /\b(?:about|on|in|of|for|with|to|from|at|by|around|behind|into|over|under|like|than)\s+(?:(?:the|these|those|our|your|my)\s+)?$/i

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * "Discovery calls belongs with the teams" -> "Discovery calls belong with the teams": every verb
 * after a plural subject or term agrees with it, as does a question's verb before it ("is code
 * reviews on your agenda" -> "are …").
 */
export function agree(text: string, subjects: readonly string[], language: 'en' | 'de'): string {
  if (language === 'de') return text
  let out = text
  for (const subject of new Set(subjects.map((s) => s.replace(/^the\s+/i, '')))) {
    if (!subject || !isPluralTerm(subject)) continue
    const name = escapeRegExp(subject)
    out = out.replace(
      // Only a question's verb: "…, is code reviews on your agenda", not "the hard part is code reviews".
      // "Where does night shifts show up?": after a question word too.
      new RegExp(
        `(^|[,:?.!]\\s+|\\b(?:where|how|why|what|when|which|who)\\s+)(is|was|has|does) (the )?(${name})\\b`,
        'gim',
      ),
      (all, start: string, verb: string, the = '', found: string) => {
        const plural = pluralVerb(verb)
        return plural ? `${start}${plural} ${the}${found}` : all
      },
    )
    out = out.replace(
      new RegExp(`\\b(${name})(\\s+${ADVERB})?\\s+([A-Za-z]+(?:n't)?)\\b`, 'gi'),
      (all, found: string, adverb: string | undefined, verb: string, offset: number, whole: string) => {
        if (AFTER_PREPOSITION.test(whole.slice(Math.max(0, offset - 40), offset))) return all
        const plural = pluralVerb(verb)
        return plural ? `${found}${adverb ?? ''} ${plural}` : all
      },
    )
  }
  return out
}

const CLAUSE_BREAK = /[;:]\s+|,\s+(?=(?:and|but|so|while|yet|when|because|which|where|since|although)\s)/
// A clause that leans on the one before it: quoted alone it is a fragment ("when the fewest …").
const DEPENDENT =
  /^(?:it|this|that|they|these|those|here|there|then|which|who|when|because|where|since|although)\b/i

/**
 * The argument's statements short enough to quote inside a question, in order, without their end
 * mark: each sentence, or its clauses when it is long ("the patient hears the plan and corrects it").
 * A question, a clause of fewer than four or more than sixteen words, or one that leans on what came
 * before it ("It is usually …", "and the next nurse …") is left out.
 */
export function quotablePoints(sentences: readonly string[]): string[] {
  const points: string[] = []
  for (const sentence of sentences) {
    if (!/[.!]$/.test(sentence)) continue
    const whole = sentence.replace(/[.!]+$/, '')
    const parts = whole.split(/\s+/).length > 18 ? whole.split(CLAUSE_BREAK) : [whole]
    for (const part of parts) {
      let point = part.trim().replace(/^(?:and|but|so|while|yet)\s+/i, '')
      // "The best calls … spend twenty minutes on how the buyer makes decisions and never reach the
      // demo": a long clause is quoted up to its first "and", when that part has a subject and a verb.
      const and = point.indexOf(' and ')
      // "between three and six": that "and" joins two numbers, not two clauses.
      const joinsPair = /\b(?:between|both)\s+\S+$/i.test(point.slice(0, and))
      if (
        point.split(/\s+/).length > 18 &&
        and > 0 &&
        !joinsPair &&
        point.slice(0, and).split(/\s+/).length >= 6
      )
        point = point.slice(0, and)
      const count = point.split(/\s+/).length
      if (count < 4 || count > 18) continue
      if (DEPENDENT.test(point)) continue
      // A clause quoted on its own starts its quotation: "The next nurse sees …", not "the next nurse …".
      points.push(capitalizeFirst(point))
    }
  }
  return points
}

/**
 * The argument's first sentence and the rest, for a post that opens on the person's own line: only
 * when the topic is a phrase (a topic sentence opens the post itself), the first sentence is a
 * statement short enough for the first line and the argument goes on after it.
 */
function openingSentence(
  argument: string,
  topicSentence: string | null,
): { first: string; rest: string } | null {
  if (topicSentence) return null
  const [first] = splitSentences(argument)
  if (!first || !/[.!]$/.test(first) || first.length > 120 || !argument.startsWith(first)) return null
  const rest = argument.slice(first.length).trim()
  return rest ? { first, rest } : null
}

/**
 * Who the author is, from the profile, for a stance said from where they stand: "a bus driver at
 * First Glasgow", "a freelance photographer" (no employer for the self-employed); '' without a title.
 */
export function authorPhrase(profile: ProfileSections | null): string {
  if (!profile) return ''
  const title = currentTitle(profile)
  if (!title) return ''
  const latest = profile.workExperience.experiences[0]
  // The employer of the title: the profile's own, else the latest position when it is current and
  // holds that title.
  const employer =
    employerName(profile.personalInfo.company) ||
    (latest && isCurrentRole(latest.duration) && latest.role.trim().toLowerCase() === title.toLowerCase()
      ? employerName(latest.company)
      : '')
  return `${aTitle(title)}${employer ? ` at ${employer}` : ''}`
}

/** The local engine's social post writer: deterministic, offline, and faithful to the argument. */
export function writeSocialPost(input: GenerateSocialPostInput): SocialPost {
  const argument = normalizeArgument(input.argument)
  const content = readPostContent(input.topic, argument)
  const { language } = content
  const topic = content.subject
  const sentences = splitSentences(argument)
  const contrast = findContrast(sentences)
  const traits = resolveTraits(input.workforceTraits)
  const rng = createRng(
    [input.tone, input.targetAudience, input.topic.trim(), argument, traits.join(',')].join('\u0000'),
  )
  const lens = AUDIENCE_LENSES[input.targetAudience]
  const facts = findProfileFacts(input.profile, input.topic, argument)
  const [first, second] = content.terms
  const fallback = language === 'de' ? topic : `the day-to-day practice of ${topic}`
  const term = first ? withArticle(first, language) : fallback
  const ctx = {
    topic,
    Topic: capitalizeFirst(topic),
    term,
    term2: second ? withArticle(second, language) : term,
    argument,
    headline: headline(sentences, contrast),
    contrast,
    lens,
    text: `${input.topic} ${argument}`,
    traitLines: traitLines(traits, Math.floor(rng.next() * 2), topic, language, authorPhrase(input.profile)),
    evidence: facts[0] ?? null,
    facts,
    points: quotablePoints(sentences),
    lead: openingSentence(argument, content.topicSentence),
    rng,
  }
  const written =
    language === 'de' ? writeGerman(input.tone, input.targetAudience, ctx) : TONE_WRITERS[input.tone](ctx)
  const fix = (text: string) => agree(text, [topic, ctx.term, ctx.term2], language)
  const draft = {
    hooks: written.hooks.map(fix),
    body: written.body.map((section) =>
      section.isArgument ? section : { ...section, text: fix(section.text) },
    ),
    cta: fix(written.cta),
  }

  const hookHeadline = ctx.headline
  const hooks = uniqueHooks(draft.hooks)
  // The opening line frames the argument rather than repeating it; headline-based openers are
  // offered as alternatives among the engagement hooks.
  const framing = hooks.filter((hook) => !hook.includes(hookHeadline))
  // A topic written as a sentence (a claim or a question) opens the post as the person wrote it.
  const claim = content.topicSentence
  const opening =
    claim && claim.length <= HOOK_MAX_CHARS
      ? claim
      : (written.opening ??
        rng.pick(
          framing.length
            ? framing
            : [language === 'de' ? `Ein paar Gedanken zum Thema ${topic}.` : `A few thoughts on ${topic}.`],
        ))
  const alternatives = hooks.filter((hook) => hook !== opening)
  const fallbacks = uniqueHooks(
    language === 'de'
      ? [
          hookHeadline,
          `Was würde sich ändern, wenn wir das Thema ${topic} ernst nähmen?`,
          `Meine Sicht zum Thema ${topic}, in einem Beitrag.`,
        ]
      : [
          hookHeadline,
          `What would change if we took ${topic} seriously?`,
          `My view on ${topic}, in one post.`,
        ],
  )
  const engagementHooks = uniqueHooks([...rng.sample(alternatives, 3), ...fallbacks])
    .filter((hook) => hook !== opening)
    .slice(0, 3)

  // A claim is tagged by its terms ("Code reviews should be …" → #CodeReviews), never by a lone subject word.
  const hashtags = deriveHashtags({
    topic: input.topic,
    argument,
    audienceTag: lens.hashtag,
    skills: input.profile
      ? [...input.profile.skills.business, ...input.profile.skills.technical, ...input.profile.skills.sap]
      : [],
  })
  const text = fitToLimit(opening, draft.body, draft.cta, hashtags)
  return { content: text, hashtags, engagement_hooks: engagementHooks, call_to_action: draft.cta }
}
