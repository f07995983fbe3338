import type { PostTone } from '#shared/constants.ts'
import { fillTopic, type AudienceLens } from '#server/engine/local/social-post/audience-lenses.ts'
import { describeEvidence, type ProfileEvidence } from '#server/engine/local/social-post/profile-evidence.ts'
import type { Contrast } from '#server/engine/local/social-post/post-text.ts'
import type { Rng } from '#server/engine/local/social-post/seeded-random.ts'

// Five tones, five different posts: they differ in structure (numbered steps, principles, a quick
// Q&A, a pushback exchange, a vision), in sentence shape and in stance, not in a swapped adjective.
// Nothing here states a fact about the author; only `evidence` (quoted from the profile) does.

export type ToneContext = {
  /** The topic phrase for use inside a sentence, and capitalised for the start of one. */
  topic: string
  Topic: string
  /** The argument as written (tidied), always quoted in full. */
  argument: string
  /** The argument's point in one short sentence. */
  headline: string
  contrast: Contrast | null
  lens: AudienceLens
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
  const { topic, Topic, lens, rng } = ctx
  const hooks = [
    `Where I stand on ${topic}, and what it means for ${lens.who}.`,
    `A clear position on ${topic}, written for ${lens.who}.`,
    `${Topic} deserves a more precise conversation. Here is my position.`,
    ctx.contrast
      ? `One distinction about ${topic} that ${lens.who} should not overlook.`
      : `One point about ${topic} that ${lens.who} should not overlook.`,
    `${ctx.headline} Here is why that matters for ${lens.who}.`,
  ]
  const steps = rng.sample(lens.steps, 3).map((step, i) => `${i + 1}. ${step}`)
  const body: Section[] = [
    {
      text: `${rng.pick(['My position is straightforward:', 'Here is the core of it:', 'The short version:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: fillTopic(lens.stakes, topic), keep: 6 },
    {
      text: `${rng.pick(['What I would do with this:', 'Where I would start:', 'Three practical steps:'])}\n${steps.join('\n')}`,
      keep: 2,
    },
    ...(ctx.traitLines.length ? [{ text: `How I approach it: ${ctx.traitLines.join(' ')}`, keep: 5 }] : []),
    ...evidenceSection(ctx, 'From my own work', 3),
  ]
  const cta = `${lens.addressee}, ${lens.question} I'd value your perspective in the comments.`
  return { hooks, body, cta }
}

function thoughtLeadership(ctx: ToneContext): ToneDraft {
  const { topic, Topic, lens, rng } = ctx
  const hooks = [
    `We may be asking the wrong question about ${topic}.`,
    `Here is a shift in ${topic} that deserves more attention than it gets.`,
    `What will we wish we had understood sooner about ${topic}?`,
    `${Topic} is not only a trend to follow. It is a question about how we choose to work.`,
    ctx.contrast
      ? `The usual story about ${topic} is incomplete, and the missing part is the part that matters.`
      : `The conversation about ${topic} is still catching up with what it means for ${lens.who}.`,
  ]
  const principles = rng.sample(
    [
      `Start from the problem, not the trend. ${Topic} is a means, never the point.`,
      'Make the trade-offs explicit. Every choice here gives something up, and naming it builds trust.',
      'Learn in the open: share what did not work as readily as what did.',
      'Measure what changes for people, not only what changes on the dashboard.',
      'Design for the long game; the quick win is rarely the durable one.',
    ],
    3,
  )
  const body: Section[] = [
    {
      text: `${rng.pick(['The idea I keep returning to is simple to state and harder to act on:', 'Here is the thought I keep coming back to:', 'Put plainly, this is what I believe:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    {
      text: rng.pick([
        `Why does this matter? Because we tend to treat ${topic} as a question of tools and timing, when it is really a question of judgement: what we choose to value, and what we are willing to change.`,
        `It matters because ${topic} rewards the organisations that think in systems rather than in projects, and that are honest about what they are optimising for.`,
      ]),
      keep: 1,
    },
    { text: fillTopic(lens.implication, topic), keep: 6 },
    {
      text: `${rng.pick(['Three principles I would build on:', 'A few principles worth holding on to:'])}\n${principles.map((p) => `→ ${p}`).join('\n')}`,
      keep: 2,
    },
    ...(ctx.traitLines.length ? [{ text: `On a personal note: ${ctx.traitLines.join(' ')}`, keep: 5 }] : []),
    ...evidenceSection(ctx, 'This is not abstract for me. One example from my work', 3),
    {
      text: rng.pick([
        'The organisations that get this right will not be the loudest about it. They will be the ones that quietly made it part of how they work.',
        'In a few years, the difference will be obvious. The choices that create it are being made now.',
      ]),
      keep: 1,
    },
  ]
  const cta = `${lens.addressee}: ${lens.question.charAt(0).toUpperCase()}${lens.question.slice(1)} I'd like to hear how you are thinking about it.`
  return { hooks, body, cta }
}

function conversational(ctx: ToneContext): ToneDraft {
  const { topic, Topic, lens, rng } = ctx
  const hooks = [
    `Can we talk about ${topic} for a second?`,
    `Okay, real talk about ${topic}.`,
    `Quick question: are we overthinking ${topic}?`,
    `Something about ${topic} I can't stop thinking about.`,
    `So, ${topic}. My two cents.`,
    `${Topic}${/[?”]$/.test(Topic) ? '' : '?'} Let me keep this short.`,
  ]
  const body: Section[] = [
    {
      text: `${rng.pick(["Here's where I've landed:", 'My honest view?', "Here's what I think:"])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: contract(fillTopic(lens.casual, topic)), keep: 6 },
    {
      text: rng.pick([
        'Is it the whole answer? Probably not.\nIs it a better place to start? I think so.',
        "Will everyone agree? Nope.\nIs it worth trying anyway? I'd say yes.",
        "Is it easy? Not really.\nIs it worth it? I'm pretty sure it is.",
        "Obvious? Maybe.\nCommon? Not even close. That's why I'm saying it.",
      ]),
      keep: 2,
    },
    ...(ctx.traitLines.length
      ? [{ text: contract(`The way I see it:\n${ctx.traitLines.join('\n')}`), keep: 5 }]
      : []),
    ...evidenceSection(ctx, "For context, this one's close to home. From my own work", 3),
  ]
  const cta = `Over to you, ${lowerFirst(lens.addressee)}: ${lens.question} Tell me in the comments.`
  return { hooks, body, cta }
}

function controversial(ctx: ToneContext): ToneDraft {
  const { topic, lens, rng } = ctx
  const hooks = [
    `Unpopular opinion: ${ctx.headline}`,
    `Most of what gets said about ${topic} misses the point.`,
    `I'm going to say what a lot of people think about ${topic} and won't post.`,
    `Hot take on ${topic}, and I'm not going to soften it.`,
    `Everyone nods along about ${topic}. That's exactly the problem.`,
  ]
  const setup = ctx.contrast
    ? `The comfortable version goes like this: ${lowerFirst(ctx.contrast.common)}.\n\nThat's not wrong. It's just not the point.`
    : "The comfortable version of this conversation stays vague and never takes a side.\n\nI'm taking one."
  const body: Section[] = [
    { text: setup, keep: 4 },
    {
      text: `${rng.pick(['My position:', 'So here it is, plainly:', 'Here is where I stand:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: `Here's the uncomfortable part. ${fillTopic(lens.provocation, topic)}`, keep: 6 },
    { text: `The pushback I expect: "${lens.objection}"\n\nMy answer: ${lens.rebuttal}`, keep: 2 },
    ...(ctx.traitLines.length ? [{ text: ctx.traitLines.join('\n'), keep: 5 }] : []),
    ...evidenceSection(ctx, "And no, this isn't theory. From my own work", 3),
    {
      text: rng.pick([
        "You don't have to agree. But you should have a position.",
        'Staying neutral on this is a choice too. Usually the wrong one.',
      ]),
      keep: 1,
    },
  ]
  const cta = `Disagree? Good. ${lens.addressee}, make your case in the comments: ${lens.question}`
  return { hooks, body, cta }
}

function inspirational(ctx: ToneContext): ToneDraft {
  const { topic, Topic, lens, rng } = ctx
  const hooks = [
    `What if ${topic} is the opening you've been waiting for?`,
    `${Topic} isn't something to fear. It's an invitation!`,
    `To the ${lens.who} wondering where ${topic} leaves you: this one is for you.`,
    `Every real shift starts with someone willing to see it differently. ${Topic} is no exception.`,
    `There has rarely been a better moment to rethink ${topic}.`,
  ]
  const body: Section[] = [
    {
      text: `${rng.pick(["Here's what I believe:", 'This is what I keep holding on to:'])}\n\n${ctx.argument}`,
      keep: 9,
      isArgument: true,
    },
    { text: lens.vision, keep: 6 },
    { text: lens.needs, keep: 4 },
    ...(ctx.traitLines.length ? [{ text: ctx.traitLines.join('\n'), keep: 5 }] : []),
    ...evidenceSection(ctx, "This isn't just a nice idea. From my own work", 3),
    {
      text: rng.pick([
        'Start small. Start this week. But start!',
        "You're closer than you think. Take the first step this week!",
        'Progress beats perfection. Every single time!',
      ]),
      keep: 2,
    },
  ]
  const cta = `${lens.addressee}: ${lens.action}, then come back and tell me what changed.`
  return { hooks, body, cta }
}

export const TONE_WRITERS: Record<PostTone, (ctx: ToneContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}
