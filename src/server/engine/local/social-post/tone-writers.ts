import type { PostTone } from '#shared/constants.ts'
import { lensFor, type AudienceLens } from '#server/engine/local/social-post/audience-lenses.ts'
import {
  describeEvidence,
  evidenceAgain,
  evidenceResult,
  resultHeadline,
  storyOpening,
  type PostEvidence,
} from '#server/engine/local/social-post/post-evidence.ts'
import type { Contrast } from '#server/engine/local/social-post/post-text.ts'
import { hashText, type Rng } from '#server/engine/local/social-post/seeded-random.ts'
import { stripEnd } from '#server/engine/local/phrasing.ts'

// Five tones, five different posts: numbered steps (professional), a reframing with principles
// (thought leadership), short questions answered in a word (conversational), a pushback exchange
// (controversial), a picture of what becomes possible (inspirational). Every sentence the writer adds
// names the subject or a term of the argument, so no scaffold sentence reads the same on two topics.
// Nothing here states a fact about the author; only `evidence` (quoted from the profile) does.

export type ToneContext = {
  /** The subject inside a sentence, and capitalised for the start of one. */
  topic: string
  Topic: string
  /** A term of the argument with its article ("near-miss reports", "the medication list"), else the subject. */
  term: string
  /** A second term, else the first. */
  term2: string
  /** The argument as written (tidied), always quoted in full. */
  argument: string
  /** The argument's point in one short sentence. */
  headline: string
  contrast: Contrast | null
  lens: AudienceLens
  /** The topic and argument, to decide whether the topic is in the audience's own field. */
  text: string
  traitLines: string[]
  evidence: PostEvidence | null
  /** Every fact of the profile relevant to the post, most relevant first (`evidence` is the first). */
  facts: PostEvidence[]
  /** The argument's statements short enough to quote inside a question, in order. */
  points: readonly string[]
  /**
   * The argument's first sentence and the rest, when the post may open on it (the topic is a phrase,
   * the sentence is short): the person's own opening line, the rest of the argument below it.
   */
  lead: { first: string; rest: string } | null
  rng: Rng
}

/** A paragraph of the body; sections with a lower `keep` are dropped first when a post runs long. */
export type Section = { text: string; keep: number; isArgument?: boolean; isBare?: boolean }

/** `opening`, when set, is the post's first line (it holds the argument's first sentence). */
export type ToneDraft = { hooks: string[]; body: Section[]; cta: string; opening?: string }

/** "Night shifts: Most errors on a ward …": the topic as the heading of the first line, when it fits. */
export function headed(topic: string, first: string): string {
  const line = `${topic}: ${first}`
  return line.length <= 140 ? line : first
}

/** The whole argument as the person wrote it, under the hook, with no label before it. */
function bareArgument(ctx: ToneContext): Section {
  return { text: ctx.argument, keep: 9, isArgument: true, isBare: true }
}

/** The argument after an opening that took its first sentence: no label, the rest as written. */
function restOfArgument(ctx: ToneContext): Section {
  return { text: ctx.lead!.rest, keep: 9, isArgument: true, isBare: true }
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\bit is\b/g, "it's"],
  [/\bIt is\b/g, "It's"],
  [/\bis not\b/g, "isn't"],
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bcannot\b/g, 'can’t'],
  [/\bI would\b/g, "I'd"],
  [/\bThat is\b/g, "That's"],
  [/\bthat is\b/g, "that's"],
  [/\bthere is\b/g, "there's"],
  [/\bwill not\b/g, "won't"],
  [/\byou are\b/g, "you're"],
  [/\bwe are\b/g, "we're"],
]

/** Conversational posts talk the way people talk. */
function contract(text: string): string {
  return CONTRACTIONS.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text)
}

/**
 * A fact from the profile. A bare list of matching skills ("I'm writing this as … who works with …")
 * says who is writing, not what they saw: it belongs in the briefing only, never in every tone.
 */
function evidenceSection(ctx: ToneContext, lead: string, keep: number): Section[] {
  return ctx.evidence && ctx.evidence.kind !== 'skills'
    ? [{ text: describeEvidence(ctx.evidence, lead), keep }]
    : []
}

/** One trait line: a stance, never a claim; a post with every trait line reads like a list of values. */
function traitSection(ctx: ToneContext, lead: string): Section[] {
  const line = ctx.traitLines[0]
  // A record of what the person did shows how they work; a stance beside it is a second, generic
  // answer to the same question, and the same line under every post of that trait.
  const record = ctx.evidence !== null && ctx.evidence.kind !== 'skills'
  return line && !record ? [{ text: `${lead}${line}`, keep: 5 }] : []
}

/** The argument's own contrast, said back in the tone's words; nothing when the argument has none. */
function contrastSection(ctx: ToneContext, say: (common: string, insight: string) => string): Section[] {
  return ctx.contrast ? [{ text: say(lowerFirst(ctx.contrast.common), ctx.contrast.insight), keep: 3 }] : []
}

/** The achievement's measured result as its own sentence, capitalised; null when there is none. */
function resultSentence(ctx: ToneContext): string | null {
  const result = evidenceResult(ctx.evidence)
  return result ? `${result.charAt(0).toUpperCase()}${result.slice(1)}.` : null
}

/** The person's contrast when both sides are short enough to say back inside a sentence. */
function shortContrast(ctx: ToneContext): Contrast | null {
  const short = (clause: string) => clause.split(/\s+/).length <= 12
  return ctx.contrast && short(ctx.contrast.common) && short(ctx.contrast.insight) ? ctx.contrast : null
}

/**
 * The audience lens's line on why the topic matters to them, only for a topic in their own field:
 * for a topic from another field ("If you are building a company that serves this field …") it is
 * filler that reads the same under every person's post.
 */
function angleSection(ctx: ToneContext, view: ReturnType<typeof lensFor>, offset: number): Section[] {
  if (!view.inField || view.angles.length === 0) return []
  // Two tones of one post never take the same line: each takes the next one along.
  const angle = view.angles[(hashText(ctx.text) + offset) % view.angles.length]!
  return [{ text: angle(ctx.topic, ctx.term), keep: 6 }]
}

// Which of the argument's quotable statements each tone builds on: a different one per tone where
// the argument has enough of them, so two tones of one person do not read alike.
const POINT_OF_TONE: Record<PostTone, number> = {
  conversational: 0,
  thought_leadership: 1,
  controversial: 2,
  inspirational: 3,
  professional: 4,
}

/** The person's own statement this tone quotes, or null; with few statements, tones take turns. */
function pointOf(ctx: ToneContext, tone: PostTone): string | null {
  const own = ctx.points[POINT_OF_TONE[tone]]
  if (own || ctx.points.length === 0) return own ?? null
  // A pushback needs something to push against: the controversial post takes its turn again.
  return tone === 'controversial' ? ctx.points.at(-1)! : null
}

/** The audience's question, closed by the person's own contrast when they made one. */
function ask(ctx: ToneContext, view: ReturnType<typeof lensFor>): string {
  const contrast = shortContrast(ctx)
  return contrast
    ? `which is closer to what you see: "${contrast.common}", or "${lowerFirst(contrast.insight)}"?`
    : view.ask(ctx.topic, ctx.term)
}

function professional(ctx: ToneContext): ToneDraft {
  // The briefing's closing names a statement of the person's; with few, the first one.
  const own =
    pointOf(ctx, 'professional') ??
    ctx.points.find((p) => !ctx.lead?.first.startsWith(p) && p !== pointOf(ctx, 'thought_leadership'))
  // Never the sentence the first line already made.
  const point = own && !ctx.lead?.first.startsWith(own) ? own : null
  const { topic, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // A briefing, outcomes first: the point, the measured result from the person's record, what it
  // means for this audience. No generic advice list.
  // With a measured result, the briefing opens on the number that moved; the record below tells
  // how, so the achievement is not said twice in one post.
  const outcome = resultHeadline(ctx.evidence)
  // Without one, it opens on the person's own first sentence, the point stated flat.
  const opensOnPoint = !outcome && ctx.lead !== null
  const hooks = outcome
    ? [outcome]
    : [
        `${ctx.Topic}: where I stand, and what it means for ${ctx.lens.who}.`,
        `${ctx.headline} Here is why that matters for ${ctx.lens.who}.`,
      ]
  const record = ctx.evidence
    ? [{ text: `How I know:\n${describeEvidence(ctx.evidence, 'From my own work')}`, keep: 7 }]
    : []
  const body: Section[] = [
    // The person's own argument under the hook, in their words: no label stands in for a sentence.
    opensOnPoint ? restOfArgument(ctx) : bareArgument(ctx),
    ...record,
    ...angleSection(ctx, view, 0),
    ...traitSection(ctx, 'How I approach it: '),
  ]
  // A briefing closes on a measured invitation, not a question: tell me where this does not hold.
  // The post has printed the argument whole, so the invitation names its subject instead of
  // quoting a sentence of it back.
  const cta = point
    ? rng.pick([
        `${ctx.lens.addressee}: where does this argument about ${topic} not hold for you, and what differs?`,
        `${ctx.lens.addressee}, if your experience of ${topic} says otherwise, I would like to hear it.`,
        `${ctx.lens.addressee}: what have you seen on ${topic} that would change this briefing?`,
      ])
    : `${ctx.lens.addressee}: where ${topic} works differently for you, tell me how.`
  return { hooks, body, cta, ...(opensOnPoint ? { opening: headed(ctx.Topic, ctx.lead!.first) } : {}) }
}

/**
 * What follows from the argument, as up to three lines, all of them the person's own material: the
 * habit it questions and the one it proposes (their contrast), then the facts of their record that
 * bear on it. Never padded with principles that would fit any topic: with less material the list
 * is shorter, and with one line or none it is no list at all.
 */
function consequences(ctx: ToneContext): string[] {
  const contrast = shortContrast(ctx)
  // A second fact from the same post goes on from the first, not placed again.
  const placed = new Set<string>()
  const record = ctx.facts
    .filter((fact) => fact.kind !== 'skills')
    .map((fact) => {
      const post = fact.kind === 'achievement' ? `${fact.role}|${fact.company}` : ''
      const again = post && placed.has(post) ? evidenceAgain(fact) : null
      placed.add(post)
      return again ?? describeEvidence(fact, 'What I have seen')
    })
  return [
    ...(contrast
      ? [
          `The habit to question: ${lowerFirst(contrast.common)}.`,
          `The one worth building: ${lowerFirst(contrast.insight)}.`,
        ]
      : []),
    ...record,
  ].slice(0, 3)
}

function thoughtLeadership(ctx: ToneContext): ToneDraft {
  const point = pointOf(ctx, 'thought_leadership')
  const { topic, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const lines = consequences(ctx)
  // A reframing: the idea, then what follows from it, in the person's own terms.
  const hooks = [
    `We may be asking the wrong question about ${topic}.`,
    `What will we wish we had understood sooner about ${topic}?`,
    ...(ctx.contrast
      ? [`The usual story about ${topic} is incomplete, and the missing part is ${ctx.term}.`]
      : []),
  ]
  const body: Section[] = [
    bareArgument(ctx),
    ...angleSection(ctx, view, 1),
    // A contrast too long for the list is said back as a reframing.
    ...(shortContrast(ctx)
      ? []
      : contrastSection(
          ctx,
          (common, insight) =>
            `We tend to frame it as ${common}. The more useful frame, I think, is this: ${lowerFirst(insight)}.`,
        )),
    ...(lines.length > 0
      ? [{ text: lines.length > 1 ? lines.map((p) => `→ ${p}`).join('\n') : lines[0]!, keep: 4 }]
      : []),
  ]
  const question = shortContrast(ctx)
    ? ask(ctx, view)
    : point
      ? rng.pick([
          `where would you push back on this view of ${topic}, and what would you put in its place?`,
          `what is the strongest case against this reading of ${topic}?`,
          `which part of this would you reframe again, from what you have seen of ${topic}?`,
        ])
      : lines.length > 1
        ? `which of these would you argue with, and what would you put in its place for ${topic}?`
        : `what would have to be true for ${topic} to work this way where you are?`
  const cta = `${ctx.lens.addressee}: ${question}`
  return { hooks, body, cta }
}

/** Two short questions answered in a word, from the person's contrast or result when they have one. */
function exchange(ctx: ToneContext): string {
  if (ctx.contrast)
    return `Is ${lowerFirst(ctx.contrast.common)} wrong? Not exactly.\nIs it the point? No. ${ctx.contrast.insight} is.`
  // Without a contrast the questions are about the person's own point, answered in a word, as
  // people talk; with no point short enough to quote, there is no exchange.
  // Not the statement the closing question quotes: one post quotes a sentence once.
  const point = ctx.points.find((p) => p !== pointOf(ctx, 'conversational'))
  // Without another statement of theirs to quote, two beats in a word or two each: a sentence such
  // as "Obvious? Not until you have seen it up close." would read the same under every post.
  if (!point) return 'Obvious? Maybe.\nCommon? Rarely.'
  // Short beats, as people talk: the statement, then a word or two each.
  return ctx.rng.pick([
    `"${point}."\nObvious? Maybe.\nDone? Rarely.`,
    `"${point}."\nThe whole story? No.\nWhere I'd start? Yes.`,
  ])
}

function conversational(ctx: ToneContext): ToneDraft {
  const point = pointOf(ctx, 'conversational')
  const { topic, rng } = ctx
  const evidence = evidenceSection(ctx, 'From my own work', 5)[0]?.text
  const talk = evidence && !ctx.contrast ? '' : exchange(ctx)
  // Talk: short lines, a question answered in a word, the person's own experience, an open ask.
  const hooks = [
    `Can we talk about ${topic} for a second?`,
    `Okay, real talk about ${topic}.`,
    `Quick question: are we overthinking ${topic}?`,
    `Something about ${topic} I can't stop thinking about.`,
    `So, ${topic}. My two cents.`,
  ]
  const body: Section[] = [
    {
      text: `${rng.pick(["Where I've landed:", 'My honest view?', 'My take:', 'Here goes:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    // Without a contrast to question, the person's own record answers the doubt.
    ...(evidence && !ctx.contrast
      ? [{ text: `Theory? Not for me.\n${evidence}`, keep: 6 }]
      : [
          ...(talk ? [{ text: contract(talk), keep: 6 }] : []),
          ...evidenceSection(ctx, 'From my own work', 5),
        ]),
    { text: rng.pick(['Familiar?', 'Sound familiar?', 'Ring a bell?']), keep: 3 },
  ]
  const addressee = lowerFirst(ctx.lens.addressee)
  const contrast = shortContrast(ctx)
  const cta = contract(
    contrast
      ? `Over to you, ${addressee}: is it still "${lowerFirst(contrast.common)}" where you work?`
      : point && stripEnd(ctx.argument) !== stripEnd(point)
        ? `Over to you, ${addressee}: is "${point}" true where you work, or not?`
        : point
          ? // The whole argument stands just above: the question points back to it, never quotes it again.
            `Over to you, ${addressee}: does that hold where you work, or not?`
          : `Over to you, ${addressee}: what have you seen with ${topic} where you work?`,
  )
  return { hooks, body, cta }
}

function controversial(ctx: ToneContext): ToneDraft {
  const point = pointOf(ctx, 'controversial')
  const { topic, term, rng } = ctx
  // An exchange: the position stated flat, the pushback it draws (the person's own "usual view"
  // when they named one), and the answer.
  // The position stated flat in the first line: the person's own first sentence, owned as unpopular.
  const flat = ctx.lead ? `Unpopular opinion: ${ctx.lead.first}` : null
  const opensOnPoint = flat !== null && flat.length <= 140
  const hooks = [
    `Unpopular opinion: ${ctx.headline}`,
    `Most of what gets said about ${topic} misses the point.`,
    `The comfortable consensus on ${topic} is one I don't share.`,
    `Everyone nods along about ${topic}, and that's exactly the problem.`,
  ]
  const contrast = shortContrast(ctx)
  // Without a contrast, the pushback doubts the person's own point, and their record answers it.
  const record = evidenceSection(ctx, '', 4)[0]?.text
  // Never the statement the first line already made: the pushback doubts another one.
  const fresh = point !== null && !(opensOnPoint && ctx.lead!.first.startsWith(point))
  const answered = !contrast && fresh && record !== undefined && /^As an? /.test(record)
  // Opened on their first sentence, with no record to answer a doubt: the pushback doubts that
  // sentence and the rest of their argument is the answer, in their own words.
  const ownAnswer = opensOnPoint && !contrast && !answered
  // Otherwise, with nothing of theirs to answer with, the audience's own objection is raised and
  // answered (the last resort: it reads alike under every post for that audience).
  const pushback = contrast
    ? `The pushback I expect is the habit itself: "${contrast.common}."\n\nMy answer: ${lowerFirst(contrast.insight)}.`
    : answered
      ? `The pushback I expect: "${point}? Not here."\n\nMy answer:\n\n${record}`
      : ownAnswer
        ? `The pushback I expect: "${ctx.lead!.first.replace(/[.!]+$/, '')}? Not here."\n\nMy answer:`
        : `The pushback I expect: "${ctx.lens.objection(topic, term)}"\n\nMy answer: ${ctx.lens.rebuttal(topic, term)}`
  const restated = contrastSection(
    ctx,
    (common, insight) =>
      `The comfortable version: ${common}.\n\nThe one I'll defend: ${lowerFirst(insight)}.`,
  )
  const body: Section[] = [
    // A contrast too long to quote inside the pushback is said back before the position (after
    // it when the first line already stated the position).
    ...(contrast || opensOnPoint ? [] : restated),
    ...(ownAnswer ? [{ text: pushback, keep: 6 }] : []),
    opensOnPoint
      ? restOfArgument(ctx)
      : {
          text: `${rng.pick(['My position:', 'So, plainly:', 'Where I stand:', 'Said without hedging:'])}\n\n${ctx.argument}`,
          keep: 9,
          isArgument: true,
        },
    ...(!contrast && opensOnPoint ? restated : []),
    ...(ownAnswer ? [] : [{ text: pushback, keep: 6 }]),
    ...(answered ? [] : evidenceSection(ctx, "And no, this isn't theory. From my own work", 4)),
  ]
  const cta = contrast
    ? `Disagree? Good. ${ctx.lens.addressee}, make the case for "${lowerFirst(contrast.common)}" in the comments.`
    : rng.pick([
        `Disagree? Good. ${ctx.lens.addressee}, make your case on ${topic} in the comments.`,
        `Disagree? ${ctx.lens.addressee}, tell me what ${topic} looks like where you work.`,
        `Disagree? Good. ${ctx.lens.addressee}, which part of this would you cut first on ${topic}?`,
      ])
  return { hooks, body, cta, ...(opensOnPoint ? { opening: flat } : {}) }
}

function inspirational(ctx: ToneContext): ToneDraft {
  // A picture needs something to picture: with few statements, the last one.
  const point = pointOf(ctx, 'inspirational') ?? ctx.points.at(-1) ?? null
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // A story: what the person saw change, what they believe because of it, what becomes possible.
  const hooks = [
    `What if ${topic} is the opening you've been waiting for?`,
    `To the ${ctx.lens.who} wondering where ${topic} leaves you: this one is for you.`,
    `There has rarely been a better moment to rethink ${topic}.`,
  ]
  const result = resultSentence(ctx)
  // A story opens on what the person did, where they did it; the record is then told once, there.
  const story = storyOpening(ctx.evidence)
  // The audience's own picture of the future only on a topic of their field; elsewhere the person's
  // point is pictured, and with no point there is no picture ("Imagine a year from now, with …
  // simply part of how the work is done" says nothing about anyone's topic).
  const ownField = view.inField
  const pictured = !ownField && point !== null
  const body: Section[] = [
    ...(story ? [] : evidenceSection(ctx, 'From my own work', 7)),
    {
      text: `${rng.pick(['What I believe:', 'What I learned:', 'My belief:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    // Another field's picture of the future ("Imagine building something the people who handle …")
    // would read the same under every post; the person's own point is pictured instead.
    ...(pictured || ownField
      ? [
          {
            text: pictured ? `Imagine the day "${point}" no longer needs saying.` : view.vision(topic, term),
            keep: 6,
          },
        ]
      : []),
    ...traitSection(ctx, ''),
    {
      text: result
        ? rng.pick(['Start this week!', 'Your turn!', 'Worth it!'])
        : rng.pick(['Start small. Start this week!', 'Small steps. This week!']),
      keep: 2,
    },
  ]
  // The person's point is quoted once: in the picture, or else in the question.
  // The subject is where a step is taken, never a thing to change ("one change to pharmacists on
  // ward rounds"); one of three questions, so that no closing runs under every topic.
  const cta = pictured
    ? rng.pick([
        `${ctx.lens.addressee}: what is one step on ${topic} you could try this month, and what would tell you it worked?`,
        `${ctx.lens.addressee}: where would you start with ${topic} this month, and what would show you it had worked?`,
        `${ctx.lens.addressee}: what would a first month of ${topic} look like where you are, and how would you judge it?`,
      ])
    : point
      ? `${ctx.lens.addressee}: what would you try this month if you took "${point}" seriously?`
      : rng.pick([
          `${ctx.lens.addressee}: what is one change you could try this month, and what would tell you it worked for ${topic}?`,
          `${ctx.lens.addressee}: what is the smallest step on ${topic} you could take before the month is out?`,
          `${ctx.lens.addressee}: what would you try first on ${topic}, and how would you know it had worked?`,
        ])
  return { hooks, body, cta, ...(story ? { opening: story } : {}) }
}

export const TONE_WRITERS: Record<PostTone, (ctx: ToneContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}
