import type { PostTone } from '#shared/constants.ts'
import { lensFor, type AudienceLens } from '#server/engine/local/social-post/audience-lenses.ts'
import { describeEvidence, type ProfileEvidence } from '#server/engine/local/social-post/profile-evidence.ts'
import type { Contrast } from '#server/engine/local/social-post/post-text.ts'
import type { Rng } from '#server/engine/local/social-post/seeded-random.ts'

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
  evidence: ProfileEvidence | null
  rng: Rng
}

/** A paragraph of the body; sections with a lower `keep` are dropped first when a post runs long. */
export type Section = { text: string; keep: number; isArgument?: boolean }

export type ToneDraft = { hooks: string[]; body: Section[]; cta: string }

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

function evidenceSection(ctx: ToneContext, lead: string, keep: number): Section[] {
  return ctx.evidence ? [{ text: describeEvidence(ctx.evidence, lead), keep }] : []
}

/** One trait line: a stance, never a claim; a post with every trait line reads like a list of values. */
function traitSection(ctx: ToneContext, lead: string): Section[] {
  const line = ctx.traitLines[0]
  return line ? [{ text: `${lead}${line}`, keep: 5 }] : []
}

/** The argument's own contrast, said back in the tone's words; nothing when the argument has none. */
function contrastSection(ctx: ToneContext, say: (common: string, insight: string) => string): Section[] {
  return ctx.contrast ? [{ text: say(lowerFirst(ctx.contrast.common), ctx.contrast.insight), keep: 3 }] : []
}

function professional(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // A briefing: labelled sections, the point first, then the evidence, then what it means for the
  // reader. No generic advice list: every paragraph is the person's argument, their record or the
  // consequence for this audience.
  const hooks = [
    `${ctx.Topic}: one distinction that ${ctx.lens.who} should not overlook.`,
    `${ctx.Topic}: where I stand, and what it means for ${ctx.lens.who}.`,
    `${ctx.headline} Here is why that matters for ${ctx.lens.who}.`,
    `A clear position on ${topic}, written for ${ctx.lens.who}.`,
  ]
  const record = ctx.evidence
    ? [
        {
          text: `${rng.pick([`What I have seen of ${topic}:`, `The evidence on ${topic} from my own work:`])}\n${describeEvidence(ctx.evidence, 'From my own work')}`,
          keep: 7,
        },
      ]
    : []
  const body: Section[] = [
    {
      text: `${rng.pick(['The point:', 'In brief:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    ...record,
    { text: rng.pick(view.angles)(topic, term), keep: 6 },
    ...traitSection(ctx, 'How I approach it: '),
  ]
  const cta = `${ctx.lens.addressee}, ${view.ask(topic, term)}`
  return { hooks, body, cta }
}

function thoughtLeadership(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // A reframing: the usual view, the better one, and the principles that follow from it.
  const hooks = [
    `We may be asking the wrong question about ${topic}.`,
    `Here is a shift in ${topic} that deserves more attention than it gets.`,
    `What will we wish we had understood sooner about ${topic}?`,
    ctx.contrast
      ? `The usual story about ${topic} is incomplete, and the missing part is ${term}.`
      : `The conversation about ${topic} is still catching up with what it means for ${ctx.lens.who}.`,
  ]
  const principles = rng.sample(
    [
      `Start from the problem ${topic} is meant to solve, not from the noise around it.`,
      `Make the trade-offs around ${term} explicit, because naming what we give up is what builds trust.`,
      `Measure what changes for the people closest to ${term}, not only what changes on a dashboard.`,
      `Design ${topic} for the long game, because the quick win is rarely the durable one.`,
      `Treat ${term} as evidence, not as anecdote.`,
      `Ask who carries the cost of ${term} today, and whether they were ever asked.`,
      `Write down what you believe about ${topic} and what would change your mind.`,
      `Let the people who handle ${term} every day define what good looks like.`,
      `Prefer one honest experiment with ${term} over a long strategy paper on ${topic}.`,
      `Judge ${topic} a year from now, not a quarter from now.`,
    ],
    3,
  )
  const body: Section[] = [
    {
      text: `${rng.pick([`Put plainly, this is what I believe about ${topic}:`, `The thought about ${topic} I keep returning to:`, `Here is my view of ${topic}, stated simply:`])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    ...contrastSection(
      ctx,
      (common, insight) =>
        `We tend to frame it as ${common}. The more useful frame, I think, is this: ${lowerFirst(insight)}.`,
    ),
    { text: rng.pick(view.angles)(topic, term), keep: 6 },
    {
      text: `${rng.pick([`Three principles for ${term}:`, `Principles for ${topic} worth holding on to:`])}\n${principles.map((p) => `→ ${p}`).join('\n')}`,
      keep: 2,
    },
    ...traitSection(ctx, 'On a personal note: '),
    ...evidenceSection(ctx, 'This is not abstract for me. One example from my work', 4),
  ]
  const cta = `${ctx.lens.addressee}: which of these principles would you drop, and what would you put in its place for ${topic}?`
  return { hooks, body, cta }
}

function conversational(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
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
    {
      text: contract(
        ctx.contrast
          ? `Is ${lowerFirst(ctx.contrast.common)} wrong? Not exactly.\nIs it the point? No. ${ctx.contrast.insight} is.`
          : rng.pick([
              `Obvious? Maybe.\nCommon? Not when it comes to ${term}, which is why I'm saying it.`,
              `Is ${term} the whole story? Probably not.\nIs it where I'd start on ${topic}? Yes.`,
            ]),
      ),
      keep: 6,
    },
    {
      text: rng.pick([
        `Seen this with ${topic} too?`,
        `Sound familiar from ${topic}?`,
        `Does that match what you see in ${topic}?`,
      ]),
      keep: 3,
    },
    ...evidenceSection(ctx, "For context, this one's close to home. From my own work", 5),
    ...traitSection(ctx, ''),
  ]
  const cta = `Over to you, ${lowerFirst(ctx.lens.addressee)}: what have you seen with ${topic} where you work?`
  return { hooks, body, cta }
}

function controversial(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // An exchange: the position stated flat, the pushback it draws, and the answer.
  const hooks = [
    `Unpopular opinion: ${ctx.headline}`,
    `Most of what gets said about ${topic} misses the point.`,
    `I'm going to say what a lot of people think about ${topic} and won't post.`,
    `Everyone nods along about ${topic}, and that's exactly the problem.`,
  ]
  const body: Section[] = [
    ...contrastSection(
      ctx,
      (common, insight) =>
        `The comfortable version: ${common}.\n\nThe one I'll defend: ${lowerFirst(insight)}.`,
    ),
    {
      text: `${rng.pick(['My position:', 'So, plainly:', 'Where I stand:', 'Said without hedging:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    {
      text: `The pushback I expect: "${ctx.lens.objection(topic, term)}"\n\nMy answer: ${ctx.lens.rebuttal(topic, term)}`,
      keep: 6,
    },
    ...evidenceSection(ctx, "And no, this isn't theory. From my own work", 4),
    ...traitSection(ctx, ''),
  ]
  const cta = `Disagree? Good. ${ctx.lens.addressee}, make your case in the comments: ${view.ask(topic, term)}`
  return { hooks, body, cta }
}

function inspirational(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  // A picture of what becomes possible, grounded in what the person has seen, and an invitation.
  const hooks = [
    `What if ${topic} is the opening you've been waiting for?`,
    `To the ${ctx.lens.who} wondering where ${topic} leaves you: this one is for you.`,
    `There has rarely been a better moment to rethink ${topic}.`,
  ]
  const body: Section[] = [
    ...evidenceSection(ctx, 'From my own work', 7),
    {
      text: `${rng.pick(['What I believe:', `What I hold on to about ${topic}:`, `What I have come to believe about ${topic}:`])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: view.vision(topic, term), keep: 6 },
    ...traitSection(ctx, ''),
    {
      text: rng.pick([
        `Start small with ${term}. Start this week!`,
        `Progress on ${topic} beats perfection. Every single time!`,
        `You're closer on ${topic} than you think, so take the first step this week!`,
      ]),
      keep: 2,
    },
  ]
  const cta = `${ctx.lens.addressee}: what is one change to ${ctx.term2} you could try this month, and what would tell you it worked for ${topic}?`
  return { hooks, body, cta }
}

export const TONE_WRITERS: Record<PostTone, (ctx: ToneContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}
