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

function professional(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const hooks = [
    `Where I stand on ${topic}, and what it means for ${ctx.lens.who}.`,
    `A clear position on ${topic}, written for ${ctx.lens.who}.`,
    `${ctx.Topic}: one distinction that ${ctx.lens.who} should not overlook.`,
    `${ctx.Topic} comes down to ${term}, and here is my position.`,
    `${ctx.headline} Here is why that matters for ${ctx.lens.who}.`,
  ]
  const steps = rng.sample(view.steps, 3).map((step, i) => `${i + 1}. ${step(topic, term)}`)
  const consequence = ctx.contrast
    ? `The distinction matters: ${lowerFirst(ctx.contrast.common)} is the familiar measure, and it says little about ${term}.`
    : `If that holds, the useful place to look is ${term}, not ${topic} in general.`
  const body: Section[] = [
    {
      text: `${rng.pick(['My position:', 'The short version:', 'Where I stand:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: consequence, keep: 3 },
    { text: rng.pick(view.angles)(topic, term), keep: 6 },
    {
      text: `${rng.pick([`Where I would start on ${topic}:`, `What I would do about ${term}:`, 'Three practical steps:'])}\n${steps.join('\n')}`,
      keep: 2,
    },
    ...(ctx.traitLines.length ? [{ text: `How I approach it: ${ctx.traitLines.join(' ')}`, keep: 5 }] : []),
    ...evidenceSection(ctx, 'From my own work', 4),
  ]
  const ask = view.ask(topic, term)
  const cta = `${ctx.lens.addressee}, ${ask} I would value your view on ${ctx.term2} in the comments.`
  return { hooks, body, cta }
}

function thoughtLeadership(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const hooks = [
    `We may be asking the wrong question about ${topic}.`,
    `Here is a shift in ${topic} that deserves more attention than it gets.`,
    `What will we wish we had understood sooner about ${topic}?`,
    `${ctx.Topic} is not only a trend to follow; it is a question about how we choose to work.`,
    ctx.contrast
      ? `The usual story about ${topic} is incomplete, and the missing part is ${term}.`
      : `The conversation about ${topic} is still catching up with what it means for ${ctx.lens.who}.`,
  ]
  const principles = rng.sample(
    [
      `Start from the problem ${topic} is meant to solve, not from the noise around it.`,
      `Make the trade-offs around ${term} explicit, because naming what we give up is what builds trust.`,
      `Learn in the open, and share what did not work with ${term} as readily as what did.`,
      `Measure what changes for the people closest to ${term}, not only what changes on a dashboard.`,
      `Design ${topic} for the long game, because the quick win is rarely the durable one.`,
    ],
    3,
  )
  const body: Section[] = [
    {
      text: `${rng.pick([`Put plainly, this is what I believe about ${topic}:`, `The thought about ${topic} I keep returning to:`, `Here is my view of ${topic}, stated simply:`])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    {
      text: rng.pick([
        `Why does this matter for ${topic}? Because we tend to treat ${topic} as a question of tools and timing, when it is really a question of judgement about ${term}: what we choose to value, and what we are willing to change.`,
        `It matters because the debate about ${topic} usually stays at the level of policy, while the outcome is decided in ${term}, in small and repeated choices that nobody puts on a slide.`,
        `What makes this worth saying is that ${topic} is usually discussed in general terms, and the general terms hide ${term}, which is where the real choices are made.`,
      ]),
      keep: 1,
    },
    { text: rng.pick(view.angles)(topic, term), keep: 6 },
    {
      text: `${rng.pick([`Three principles for ${term}:`, `Principles for ${topic} worth holding on to:`])}\n${principles.map((p) => `→ ${p}`).join('\n')}`,
      keep: 2,
    },
    ...(ctx.traitLines.length ? [{ text: `On a personal note: ${ctx.traitLines.join(' ')}`, keep: 5 }] : []),
    ...evidenceSection(ctx, 'This is not abstract for me. One example from my work', 4),
    {
      text: rng.pick([
        `The organisations that get ${topic} right will not be the loudest about it; they will be the ones that quietly made ${term} part of how they work.`,
        `In a few years the difference in ${topic} will be obvious, and the choices that create it are being made now, one decision about ${term} at a time.`,
      ]),
      keep: 1,
    },
  ]
  const cta = `${ctx.lens.addressee}: ${capital(view.ask(topic, term))} I would like to hear how you are thinking about ${ctx.term2}.`
  return { hooks, body, cta }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function conversational(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const hooks = [
    `Can we talk about ${topic} for a second?`,
    `Okay, real talk about ${topic}.`,
    `Quick question: are we overthinking ${topic}?`,
    `Something about ${topic} I can't stop thinking about.`,
    `So, ${topic}. My two cents.`,
    `${ctx.Topic}${/[?”]$/.test(ctx.Topic) ? '' : '?'} A short take.`,
  ]
  const body: Section[] = [
    {
      text: `${rng.pick(["Where I've landed:", 'My honest view?', 'My take:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    {
      text: contract(
        rng.pick([
          `I keep coming back to ${term}. That's where ${topic} gets decided, not in a meeting about it.`,
          `Honestly? Most of the talk about ${topic} skips ${term}, and I don't think it should.`,
          `It's easy to nod along about ${topic}. It's harder to change what happens with ${term}.`,
        ]),
      ),
      keep: 6,
    },
    {
      text: rng.pick([
        `Is ${topic} the whole story? Probably not.\nIs ${term} a better place to start? I think so.`,
        `Will everyone agree about ${topic}? Nope.\nWorth trying with ${term} anyway? I'd say yes.`,
        `Is fixing ${term} easy? Not really.\nWorth it? For ${topic}, I'm pretty sure it is.`,
        `Obvious? Maybe.\nCommon? Not when it comes to ${term}, which is why I'm saying it.`,
      ]),
      keep: 2,
    },
    ...(ctx.traitLines.length
      ? [{ text: contract(`How I see ${topic}:\n${ctx.traitLines.join('\n')}`), keep: 5 }]
      : []),
    ...evidenceSection(ctx, "For context, this one's close to home. From my own work", 4),
  ]
  const cta = `Over to you, ${lowerFirst(ctx.lens.addressee)}: ${view.ask(topic, term)} Tell me what you've seen with ${ctx.term2}.`
  return { hooks, body, cta }
}

function controversial(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const hooks = [
    `Unpopular opinion: ${ctx.headline}`,
    `Most of what gets said about ${topic} misses the point.`,
    `I'm going to say what a lot of people think about ${topic} and won't post.`,
    `Hot take on ${topic}, and I'm not going to soften it.`,
    `Everyone nods along about ${topic}, and that's exactly the problem.`,
  ]
  const setup = ctx.contrast
    ? `The comfortable version goes like this: ${lowerFirst(ctx.contrast.common)}.\n\nThat's not wrong. It just isn't the point about ${topic}.`
    : `The comfortable version of the ${topic} conversation stays vague and never takes a side.\n\nI'm taking one.`
  const body: Section[] = [
    { text: setup, keep: 4 },
    {
      text: `${rng.pick(['My position:', 'So, plainly:', 'Where I stand:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    {
      text: rng.pick([
        `The uncomfortable part: if nobody owns ${term}, nobody owns ${topic}, and the rest is talk.`,
        `The uncomfortable part: plans for ${topic} that never touch ${term} change nothing.`,
        `The uncomfortable part: talking about ${topic} is easy, and changing ${term} costs something.`,
      ]),
      keep: 6,
    },
    {
      text: `The pushback I expect: "${ctx.lens.objection(topic, term)}"\n\nMy answer: ${ctx.lens.rebuttal(topic, term)}`,
      keep: 3,
    },
    ...(ctx.traitLines.length ? [{ text: ctx.traitLines.join('\n'), keep: 5 }] : []),
    ...evidenceSection(ctx, "And no, this isn't theory. From my own work", 4),
    {
      text: rng.pick([
        `You don't have to agree about ${topic}, but you should have a position on it.`,
        `Staying neutral on ${topic} is a choice too, and usually the wrong one.`,
      ]),
      keep: 1,
    },
  ]
  const cta = `Disagree? Good. ${ctx.lens.addressee}, make your case in the comments: ${view.ask(topic, term)}`
  return { hooks, body, cta }
}

function inspirational(ctx: ToneContext): ToneDraft {
  const { topic, term, rng } = ctx
  const view = lensFor(ctx.lens, ctx.text)
  const hooks = [
    `What if ${topic} is the opening you've been waiting for?`,
    `${ctx.Topic} isn't something to fear. It's an invitation!`,
    `To the ${ctx.lens.who} wondering where ${topic} leaves you: this one is for you.`,
    `Every real shift starts with someone willing to see it differently, and ${topic} is no exception.`,
    `There has rarely been a better moment to rethink ${topic}.`,
  ]
  const body: Section[] = [
    {
      text: `${rng.pick(['What I believe:', `What I hold on to about ${topic}:`])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: view.vision(topic, term), keep: 6 },
    { text: ctx.lens.needs(topic, term), keep: 4 },
    ...(ctx.traitLines.length ? [{ text: ctx.traitLines.join('\n'), keep: 5 }] : []),
    ...evidenceSection(ctx, "This isn't just a nice idea. From my own work", 4),
    {
      text: rng.pick([
        `Start small with ${term}. Start this week!`,
        `Progress on ${topic} beats perfection. Every single time!`,
        `You're closer on ${topic} than you think, so take the first step this week!`,
      ]),
      keep: 2,
    },
  ]
  const cta = `${ctx.lens.addressee}: ${lowerFirst(view.ask(topic, term))} Try one change to ${ctx.term2}, then come back and tell me what happened.`
  return { hooks, body, cta }
}

export const TONE_WRITERS: Record<PostTone, (ctx: ToneContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}
