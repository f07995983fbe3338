import type { TargetAudience } from '#shared/constants.ts'
import { hashText } from '#server/engine/local/social-post/seeded-random.ts'

// What each audience cares about, in its own terms, applied to the topic at hand. A lens never
// pastes its own field onto another one: a post about warehouse safety for engineering leaders
// speaks to people who build tools for that work, not about "how systems are built". `s` is the
// subject ("warehouse safety"), `t` a term of the argument with its article ("near-miss reports").

type Say = (s: string, t: string) => string

/** One of several wordings, chosen by the subject, so two people's posts do not close alike. */
function vary(s: string, options: readonly string[]): string {
  return options[hashText(s) % options.length]!
}

export type AudienceLens = {
  /** Direct address at the start of a call to action. */
  addressee: string
  /** "for {who}" inside a sentence. */
  who: string
  /** Why the argument matters to them, for the LLM brief; `{topic}` is the topic. */
  stakes: string
  /** A question the audience can answer from experience, for the LLM brief. */
  question: string
  /** Something the audience can do this week, for the LLM brief. */
  action: string
  hashtag: string
  /**
   * Words that put a topic in the audience's own field: then the in-field phrasings apply, and only
   * then the audience's own "why it matters", objection and picture of the future.
   */
  field: RegExp
  /** Why it matters to them: in their field, and for a topic from another field. */
  angles: { inField: readonly Say[]; outside: readonly Say[] }
  /** Practical steps (four or more; three are chosen). */
  steps: { inField: readonly Say[]; outside: readonly Say[] }
  /** The question that closes the post (ends with "?"). */
  ask: { inField: Say; outside: Say }
  /** The pushback this audience would raise about the topic, and the answer. */
  objection: Say
  rebuttal: Say
  /** A picture of what becomes possible; starts with "Imagine". */
  vision: { inField: Say; outside: Say }
  /** "You don't need X; you need Y", as one sentence. */
  needs: Say
}

function execAsk(s: string): string {
  return vary(s, [
    `is ${s} on your leadership agenda yet, and who owns the decision?`,
    `who on your leadership team owns ${s}, and what measure do they report?`,
    `when did ${s} last reach your leadership team as a decision rather than an update?`,
  ])
}

export const AUDIENCE_LENSES: Record<TargetAudience, AudienceLens> = {
  'startup founders and entrepreneurs': {
    addressee: 'Founders',
    who: 'founders and early teams',
    stakes:
      'Why it matters for founders: with a small team and limited runway, how you handle {topic} shows up fast.',
    question: 'what would change in your company if you acted on this?',
    action: 'try it with your team this month',
    hashtag: '#Startups',
    field: /\b(?:start-?ups?|founders?|saas|pricing|hiring|venture|investors?|ai|b2b)\b/i,
    angles: {
      inField: [
        (s) =>
          `Why it matters for founders: with a small team and limited runway, how you handle ${s} shows up fast, in your speed, your hiring and your burn.`,
        (s) =>
          `For a founder, ${s} is cheapest to get right while the company is small, and limited runway leaves little room to fix it twice.`,
      ],
      outside: [
        (s, t) =>
          `If you are building a company that serves this field, ${t} is where your first customers will judge you, long before they care what you think about ${s}.`,
        (s, t) =>
          `For founders building for the people who live with ${t}, ${s} is not a side topic; it is the problem worth understanding before writing a line of the plan.`,
      ],
    },
    steps: {
      inField: [
        (s) => `Pick one part of the company where ${s} applies and run a two-week test.`,
        (_, t) => `Give ${t} one owner; on a team of ten, "everyone" means no one.`,
        (s) => `Write down what would prove you wrong about ${s} before you start.`,
        (s) => `Explain to your team why ${s} matters, not only what changes.`,
      ],
      outside: [
        (_, t) => `Spend a day with the people who handle ${t} before you build anything for them.`,
        (s) => `Write down what you believe about ${s}, and what would prove you wrong.`,
        (_, t) => `Ask three customers how ${t} works today, and where it breaks.`,
        (s) => `Treat what you learn about ${s} as a product requirement, not a slide.`,
      ],
    },
    ask: {
      inField: (s) => `what would change in your company if you acted on ${s}?`,
      outside: (s) =>
        vary(s, [
          `what have your customers taught you about ${s}?`,
          `what would your customers say about ${s} if you asked them tomorrow?`,
          `where does ${s} show up in what your customers tell you?`,
        ]),
    },
    objection: (s) => `We're too early to worry about ${s}.`,
    rebuttal: (_, t) => `Early is exactly when ${t} is cheap to get right.`,
    vision: {
      inField: (s) =>
        `Imagine building a company where ${s} is simply how things work from day one, not a fix you bolt on later.`,
      outside: (_, t) =>
        `Imagine building something the people who handle ${t} would actually ask for, because you listened first.`,
    },
    needs: (s) =>
      `You don't need a bigger team to start on ${s}; you need a clear reason and the nerve to act on it.`,
  },
  'C-level executives and board members': {
    addressee: 'Executives and board members',
    who: 'executives and boards',
    stakes:
      'Why it matters at the top: {topic} touches risk, budgets and accountability, which makes it a leadership decision.',
    question: 'is this on your leadership agenda yet, and who owns the decision?',
    action: 'bring it to your next leadership meeting as a decision to make',
    hashtag: '#Leadership',
    // Decisions a board owns: strategy, money, risk, and how the company hires and uses AI.
    field:
      /\b(?:boards?|executives?|leadership|governance|strateg\w*|budgets?|risks?|compliance|pricing|hiring|AI|CEOs?|CFOs?|COOs?|C-level)\b/i,
    angles: {
      inField: [
        (s) =>
          `Why it matters at the top: decisions on ${s} touch risk, budgets and accountability, so they belong on the leadership agenda rather than in a status report.`,
        (s) =>
          `For a leadership team, the useful question about ${s} is who is accountable for the outcome, and whether they have been given the means to change it.`,
        (s) =>
          `At board level, the risk with ${s} is rarely the idea; it is an outcome nobody in particular is accountable for.`,
      ],
      outside: [],
    },
    steps: {
      inField: [
        (s) => `Put ${s} on the leadership agenda as a decision, not a status update.`,
        (_, t) => `Name one accountable owner for ${t} and one measure of success.`,
        (s) => `Ask what another year of waiting on ${s} would cost.`,
        (_, t) => `Check whether your incentives still reward the old way of handling ${t}.`,
      ],
      outside: [],
    },
    ask: {
      inField: (s) => execAsk(s),
      outside: (s) => execAsk(s),
    },
    objection: (s) => `${s.charAt(0).toUpperCase()}${s.slice(1)} belongs with the teams, not the board.`,
    rebuttal: (s) => `Execution does; accountability for what ${s} delivers doesn't.`,
    vision: {
      inField: (s) =>
        `Imagine a leadership team that treats ${s} as a chance to shape the next decade, not as one more risk to manage.`,
      outside: (s) =>
        `Imagine a leadership team that treats ${s} as a chance to shape the next decade, not as one more risk to manage.`,
    },
    needs: (s) =>
      `You don't need a perfect plan to lead on ${s}; you need a clear position and the courage to own it.`,
  },
  'venture capitalists and investors': {
    addressee: 'Investors',
    who: 'investors',
    stakes:
      'Why it matters for investors: how a team handles {topic} is a signal of where value will be created.',
    question: 'would this change how you assess a team in diligence?',
    action: 'ask the next founder you meet how they handle this',
    hashtag: '#VentureCapital',
    field:
      /\b(?:invest\w*|venture|VCs?|funding|fundrais\w*|portfolios?|valuations?|diligence|start-?ups?)\b/i,
    angles: {
      inField: [
        (s) =>
          `Why it matters for investors: how a team handles ${s} is a signal of whether they understand where value will be created or are simply following the cycle.`,
        (s, t) =>
          `For investors, the teams worth backing on ${s} are the ones that can explain ${t} in their own words, not the ones with the best slide about it.`,
      ],
      outside: [],
    },
    steps: {
      inField: [
        (s) => `Ask founders about ${s} in the first meeting, not only in diligence.`,
        (_, t) => `Look for evidence of ${t} in how the team operates, not in the deck.`,
        (_, t) => `Compare how your portfolio companies handle ${t}, and share what works.`,
        (s) => `Separate the teams that talk about ${s} from the teams that measure it.`,
      ],
      outside: [],
    },
    ask: {
      inField: (s) => `would ${s} change how you assess a team in diligence?`,
      outside: (s) => `would ${s} change how you assess a team in diligence?`,
    },
    objection: (s) => `The market will sort out ${s} on its own.`,
    rebuttal: (_, t) => `It will, and the job is to see it first; ${t} is where to look.`,
    vision: {
      inField: (s) =>
        `Imagine backing the teams that saw ${s} early, and helping them build something that lasts.`,
      outside: (s) =>
        `Imagine backing the teams that saw ${s} early, and helping them build something that lasts.`,
    },
    needs: (s) =>
      `You don't need certainty to back a conviction about ${s}; you need to know what evidence would change your mind.`,
  },
  'tech talent and engineering leaders': {
    addressee: 'Engineering leaders',
    who: 'engineering leaders and their teams',
    stakes: 'Why it matters for engineering leaders: how a team handles {topic} shows up in the daily work.',
    question: 'how does your team handle this today?',
    action: 'raise it with your team in the next retro',
    hashtag: '#EngineeringLeadership',
    field:
      /\b(?:software|engineer\w*|code|coding|developers?|tech\w*|ai|data|platform|cloud|devops|api|apps?|screen readers?|accessibility|kubernetes|product|cyber\w*|automation|systems?)\b/i,
    angles: {
      inField: [
        (s) =>
          `Why it matters for engineering teams: ${s} lands in the daily work, in what gets built, what has to be maintained and who you can hire.`,
        (s) =>
          `For engineering leaders, ${s} is a question of craft: the practices you make normal now are the ones your next hires inherit.`,
      ],
      outside: [
        (s, t) =>
          `For engineering leaders, the lesson in ${s} is about listening: the people who live with ${t} know where the real problem is, and good tools start there.`,
        (_, t) =>
          `If your team builds software for people who deal with ${t}, this is the work to design for, not around.`,
      ],
    },
    steps: {
      inField: [
        (_, t) => `Start with one team and one workflow where ${t} matters, and write down what changes.`,
        (s) => `Protect real time for ${s}; side projects rarely change how teams work.`,
        (_, t) => `Review ${t} in retrospectives like any other engineering decision.`,
        (s) => `Be explicit in hiring about how your team approaches ${s}.`,
      ],
      outside: [
        (_, t) => `Spend a day with the people who handle ${t} before your team designs anything for them.`,
        (_, t) => `Check how your own tools deal with ${t}, and what they leave out.`,
        (s) => `Treat ${s} as a requirement from the people who do the work, not as a feature idea.`,
        (_, t) => `Agree with those people on what would show that ${t} got better, then check it with them.`,
      ],
    },
    ask: {
      inField: (s) => `how does your team handle ${s} today?`,
      outside: (s) => `what have you learned from the people who live with ${s} every day?`,
    },
    objection: (s) => `We don't have the capacity for ${s}.`,
    rebuttal: (_, t) => `Then capacity is the decision, so make it out loud with ${t} on the table.`,
    vision: {
      inField: (s) => `Imagine a team that does some of its best work because you made room for ${s}.`,
      outside: (_, t) =>
        `Imagine the people who deal with ${t} every day getting tools that were built with them, not just for them.`,
    },
    needs: (s) =>
      `You don't need a re-org to start on ${s}; you need one team, one experiment and honest notes.`,
  },
  'sales and business development professionals': {
    addressee: 'Sales and BD professionals',
    who: 'sales and business development teams',
    stakes:
      "Why it matters in sales: {topic} shows up in buyers' questions long before it shows up in the forecast.",
    question: 'how are your buyers talking about this right now?',
    action: 'try this in your next three customer conversations',
    hashtag: '#Sales',
    field:
      /\b(?:sales|selling|buyers?|deals?|pipelines?|quotas?|prospect\w*|forecasts?|account executives?|business development)\b/i,
    angles: {
      inField: [
        (s) =>
          `Why it matters in sales and business development: ${s} shows up in buyers' questions long before it shows up in the forecast.`,
        (s, t) =>
          `For anyone who sells, ${s} is a trust question: buyers remember who helped them think clearly about ${t}, not who pitched it loudest.`,
      ],
      outside: [],
    },
    steps: {
      inField: [
        (s) => `Bring ${s} into your next discovery call as a question, not a pitch.`,
        (_, t) => `Listen for the words buyers use about ${t}, then use their words.`,
        (s) => `Track whether talking about ${s} shortens the sales cycle or just adds activity.`,
        (_, t) => `Share what you hear about ${t} with product and marketing every week.`,
      ],
      outside: [],
    },
    ask: {
      inField: (s) => `how are your buyers talking about ${s} right now?`,
      outside: (s) => `how are your buyers talking about ${s} right now?`,
    },
    objection: (s) => `Buyers just want the price, not a conversation about ${s}.`,
    rebuttal: (_, t) => `Some do, but the ones who stay want someone who understands ${t}.`,
    vision: {
      inField: (s) =>
        `Imagine walking into every customer conversation as the person who helps them see ${s} clearly.`,
      outside: (s) =>
        `Imagine walking into every customer conversation as the person who helps them see ${s} clearly.`,
    },
    needs: (s) =>
      `You don't need a new script for ${s}; you need better questions and the patience to hear the answers.`,
  },
}

export function fillTopic(template: string, topic: string): string {
  return template.replaceAll('{topic}', topic)
}

/** The lens's phrasings for this topic: its own field's when the topic is in it, else the neutral ones. */
export function lensFor(
  lens: AudienceLens,
  text: string,
): {
  inField: boolean
  angles: readonly Say[]
  steps: readonly Say[]
  ask: Say
  vision: Say
} {
  // A lens with no phrasings of its own for other fields keeps its question and picture there, but
  // never its "why it matters" line: that would be pasted onto any topic.
  const inField = lens.field.test(text)
  if (!inField && lens.angles.outside.length === 0)
    return {
      inField,
      angles: [],
      steps: lens.steps.inField,
      ask: lens.ask.outside,
      vision: lens.vision.outside,
    }
  return inField
    ? {
        inField,
        angles: lens.angles.inField,
        steps: lens.steps.inField,
        ask: lens.ask.inField,
        vision: lens.vision.inField,
      }
    : {
        inField,
        angles: lens.angles.outside,
        steps: lens.steps.outside,
        ask: lens.ask.outside,
        vision: lens.vision.outside,
      }
}
