import type { PostTone, TargetAudience } from '#shared/constants.ts'
import { describeEvidence } from '#server/engine/local/social-post/post-evidence.ts'
import {
  headed,
  type Section,
  type ToneContext,
  type ToneDraft,
} from '#server/engine/local/social-post/tone-writers.ts'

// The German posts, written the way a German professional writes on LinkedIn: short, concrete, the
// person's own sentences carrying the post, addressed with "Sie". Five shapes, as in English: a
// briefing (professional), a reframing (thought leadership), short spoken beats (conversational), a
// position and its pushback (controversial), a story from the person's own work (inspirational).
// A German noun needs an article of its gender, which a writer cannot know for any noun: the topic
// is named as a heading ("Monatsabschluss: …") or in quotes, never pushed into a case ("das Thema
// Belegen"), and a sentence of the writer's never needs a noun of the person's to be inflected.

type GermanLens = {
  /** The audience addressed at the start of a question ("Gründerinnen und Gründer, …"). */
  addressee: string
  /** Where the reader works, inside a question ("in Ihrem Unternehmen"). */
  where: string
}

const LENSES: Record<TargetAudience, GermanLens> = {
  'startup founders and entrepreneurs': {
    addressee: 'Gründerinnen und Gründer',
    where: 'in Ihrem Unternehmen',
  },
  'C-level executives and board members': {
    addressee: 'Geschäftsführung und Aufsichtsrat',
    where: 'in Ihrem Haus',
  },
  'venture capitalists and investors': {
    addressee: 'Investorinnen und Investoren',
    where: 'in Ihrem Portfolio',
  },
  'tech talent and engineering leaders': {
    addressee: 'Engineering-Leads',
    where: 'in Ihrem Team',
  },
  'sales and business development professionals': {
    addressee: 'Vertrieb und Business Development',
    where: 'bei Ihren Kunden',
  },
}

type GermanContext = ToneContext & { de: GermanLens }

// A sentence that leans on the one before it ("Er scheitert an …", "Das …"): quoted alone it is a
// fragment.
const LEANS_BACK =
  /^(?:er|sie|es|das|dies|diese[rsnm]?|dann|da|dort|damit|dafür|deshalb|und|aber|oder|denn|weil|wenn|wer)\b/i

/** The person's own statements short enough to quote in a question: whole sentences, 4-18 words. */
function quotable(ctx: ToneContext): string[] {
  return ctx.argument
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!])\s+/)
    .map((s) => s.trim().replace(/[.!]+$/, ''))
    .filter((s) => {
      const count = s.split(/\s+/).length
      return count >= 4 && count <= 18 && !LEANS_BACK.test(s) && !/\?$/.test(s)
    })
}

/** The statement a tone quotes: a different one per tone where there are several. */
function pointFor(ctx: ToneContext, index: number, not?: string): string | null {
  const points = quotable(ctx).filter((p) => !not || !not.startsWith(p))
  return points.length ? points[index % points.length]! : null
}

/** A fact from the profile, placed: "Aus meiner Arbeit als … bei …: …". */
function record(ctx: ToneContext, lead: string, keep: number): Section[] {
  return ctx.evidence && ctx.evidence.kind !== 'skills'
    ? [{ text: describeEvidence(ctx.evidence, lead, 'de'), keep }]
    : []
}

/** The rest of the argument after an opening that took its first sentence. */
function rest(ctx: ToneContext): Section {
  return { text: ctx.lead!.rest, keep: 9, isArgument: true, isBare: true }
}

function labelled(label: string, ctx: ToneContext): Section {
  return { text: `${label}\n\n${ctx.argument}`, keep: 9, isArgument: true }
}

function professional(ctx: GermanContext): ToneDraft {
  const { de } = ctx
  const opensOnPoint = ctx.lead !== null
  const point = pointFor(ctx, 1, ctx.lead?.first)
  return {
    hooks: [`${ctx.Topic}: wo ich stehe, und warum.`, `${ctx.headline}`],
    body: [
      opensOnPoint ? rest(ctx) : labelled('Kurz gesagt:', ctx),
      ...record(ctx, 'Woher ich das weiß? Aus meiner Arbeit', 7),
    ],
    cta: point
      ? `${de.addressee}: Gilt das beim Thema ${ctx.topic} auch ${de.where}, und wenn nicht, was ist bei Ihnen anders?`
      : `${de.addressee}: Wie gehen Sie ${de.where} mit dem Thema ${ctx.topic} um?`,
    ...(opensOnPoint ? { opening: headed(ctx.Topic, ctx.lead!.first) } : {}),
  }
}

function thoughtLeadership(ctx: GermanContext): ToneDraft {
  const { de } = ctx
  const point = pointFor(ctx, 0)
  return {
    hooks: [
      `${ctx.Topic}: Vielleicht stellen wir die falsche Frage.`,
      `${ctx.Topic}: Was wir in ein paar Jahren gern früher verstanden hätten.`,
    ],
    body: [
      labelled(ctx.rng.pick(['Der Gedanke:', 'Mein Gedanke:']), ctx),
      ...record(ctx, 'Das ist für mich nicht abstrakt. Aus meiner Arbeit', 4),
    ],
    cta: point
      ? `${de.addressee}: Wo würden Sie mir beim Thema ${ctx.topic} widersprechen, und was würden Sie an die Stelle setzen?`
      : `${de.addressee}: Wo würden Sie mir beim Thema ${ctx.topic} widersprechen?`,
  }
}

function conversational(ctx: GermanContext): ToneDraft {
  const { de } = ctx
  // The beat quotes a statement of theirs again, so only one of several, never the only one.
  const point = quotable(ctx).length >= 2 ? pointFor(ctx, 2) : null
  const beat = point ? `„${point}.“\nBanal? Vielleicht.\nSelbstverständlich? Leider nein.` : null
  return {
    hooks: [`${ctx.Topic}. Können wir kurz darüber reden?`, `${ctx.Topic}. Meine ehrliche Meinung.`],
    body: [
      labelled(ctx.rng.pick(['Meine ehrliche Meinung?', 'Meine Sicht:']), ctx),
      ...(beat ? [{ text: beat, keep: 6 }] : []),
      ...record(ctx, 'Keine Theorie übrigens. Aus meiner Arbeit', 5),
      { text: ctx.rng.pick(['Kennen Sie das?', 'Bekannt?']), keep: 3 },
    ],
    cta: `Jetzt Sie, ${de.addressee}: Wie erleben Sie das Thema ${ctx.topic} ${de.where}?`,
  }
}

function controversial(ctx: GermanContext): ToneDraft {
  const { de } = ctx
  const flat = ctx.lead ? `Unbequeme Meinung: ${ctx.lead.first}` : null
  const opensOnPoint = flat !== null && flat.length <= 140
  const doubted = pointFor(ctx, 1, opensOnPoint ? ctx.lead!.first : undefined)
  const answer = record(ctx, 'Aus meiner Arbeit', 6)[0]?.text
  return {
    hooks: [
      `Unbequeme Meinung: ${ctx.headline}`,
      `${ctx.Topic}: Hier nicken alle. Genau das ist das Problem.`,
    ],
    body: [
      opensOnPoint ? rest(ctx) : labelled(ctx.rng.pick(['Meine Position:', 'Klar gesagt:']), ctx),
      ...(doubted && answer
        ? [
            {
              text: `Der Einwand, den ich erwarte: „${doubted}? Nicht bei uns.“\n\nMeine Antwort:\n\n${answer}`,
              keep: 6,
            },
          ]
        : []),
    ],
    cta: `Anderer Meinung? Gut. ${de.addressee}, Ihre Gegenposition zum Thema ${ctx.topic} gern in die Kommentare.`,
    ...(opensOnPoint ? { opening: flat } : {}),
  }
}

function inspirational(ctx: GermanContext): ToneDraft {
  const { de } = ctx
  const point = pointFor(ctx, 3)
  const story = record(ctx, 'Aus meiner Arbeit', 7)
  return {
    hooks: [`${ctx.Topic}: Es geht besser, als viele denken.`, `${ctx.Topic}: Warum ich zuversichtlich bin.`],
    body: [
      ...story,
      labelled(ctx.rng.pick(['Daran glaube ich:', 'Meine Lehre daraus:']), ctx),
      ...(story.length === 0 && ctx.traitLines[0] ? [{ text: ctx.traitLines[0], keep: 5 }] : []),
      { text: `${ctx.Topic}: klein anfangen, aber diese Woche!`, keep: 2 },
    ],
    cta: point
      ? `${de.addressee}: Was würden Sie beim Thema ${ctx.topic} diesen Monat ausprobieren, wenn Sie das ernst nähmen?`
      : `${de.addressee}: Was probieren Sie beim Thema ${ctx.topic} diesen Monat als Erstes aus?`,
  }
}

const WRITERS: Record<PostTone, (ctx: GermanContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}

export function writeGerman(tone: PostTone, audience: TargetAudience, ctx: ToneContext): ToneDraft {
  return WRITERS[tone]({ ...ctx, de: LENSES[audience] })
}
