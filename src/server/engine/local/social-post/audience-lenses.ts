import type { TargetAudience } from '#shared/constants.ts'

// What each audience cares about, in its own words. The same argument is framed by these stakes and
// ends with a call to action the audience can actually take. `{topic}` is replaced by the topic phrase.

export type AudienceLens = {
  /** Direct address at the start of a call to action. */
  addressee: string
  /** "for {who}" inside a sentence. */
  who: string
  /** Why the argument matters to them (professional). */
  stakes: string
  /** Practical next steps (professional); three are chosen. */
  steps: readonly string[]
  /** The wider implication (thought leadership). */
  implication: string
  /** A close, informal framing (conversational). */
  casual: string
  /** The uncomfortable part (controversial). */
  provocation: string
  /** The pushback this audience would raise, and the answer (controversial). */
  objection: string
  rebuttal: string
  /** A picture of what is possible (inspirational). */
  vision: string
  /** "You don't need X. You need Y." (inspirational). */
  needs: string
  /** A question the audience can answer from experience (ends with "?"). */
  question: string
  /** Something the audience can do this week (lower case, no end punctuation). */
  action: string
  hashtag: string
}

export const AUDIENCE_LENSES: Record<TargetAudience, AudienceLens> = {
  'startup founders and entrepreneurs': {
    addressee: 'Founders',
    who: 'founders and early teams',
    stakes:
      'Why it matters for founders: with a small team and limited runway, how you handle {topic} shows up fast, in your speed, your hiring and your burn.',
    steps: [
      'Pick one part of the company where this applies and run a two-week test.',
      'Give it one owner. On a team of ten, "everyone" means no one.',
      'Write down what would prove you wrong before you start.',
      'Explain the why to your team, not only the what. Small teams move faster on reasons than on rules.',
    ],
    implication:
      'For founders, the implication reaches beyond {topic} itself. It shapes the company you are building: what you hire for, what you automate and what you refuse to compromise on.',
    casual:
      "If you're building a company, you know the feeling: there's never enough time, so anything that doesn't move the business gets pushed to \"later\". I wouldn't push this one.",
    provocation:
      "If you plan to deal with this after the next round, you're already late. The habits you build at ten people are the habits you'll have at a hundred.",
    objection: "We're too early for this.",
    rebuttal: 'Early is exactly when it is cheap to get right.',
    vision:
      'Imagine building a company where this is simply how things work from day one, not a fix you bolt on after it starts to hurt.',
    needs: "You don't need a bigger team to start. You need a clear reason and the nerve to act on it.",
    question: 'what would change in your company if you acted on this?',
    action: 'try it with your team this month',
    hashtag: '#Startups',
  },
  'C-level executives and board members': {
    addressee: 'Executives and board members',
    who: 'executives and boards',
    stakes:
      'Why it matters at the top: {topic} is not a detail to delegate and forget. It touches risk, capital allocation and accountability, which makes it a leadership question.',
    steps: [
      'Put it on the leadership agenda as a decision, not a status update.',
      'Name one accountable owner and one measure of success.',
      'Ask what it would cost to wait another twelve months.',
      'Check whether your incentives still reward the old way of working.',
    ],
    implication:
      'For leadership teams, the question is less about {topic} itself and more about the organisation around it: who decides, who is accountable and how quickly the company can learn.',
    casual:
      "If you sit on a leadership team, you've probably heard {topic} come up as an update rather than a decision. That's the gap I'd close.",
    provocation:
      'If {topic} only shows up in your board pack as an update, the real decision is being made somewhere else, by default.',
    objection: 'This belongs with the teams, not the board.',
    rebuttal: "Execution does. Direction and accountability don't.",
    vision:
      'Imagine a leadership team that treats this as a chance to shape the next decade of the company, not as one more risk to manage.',
    needs:
      "You don't need a perfect plan to lead on this. You need a clear position and the courage to own it.",
    question: 'is this on your leadership agenda yet, and who owns it?',
    action: 'bring it to your next leadership meeting as a decision to make',
    hashtag: '#Leadership',
  },
  'venture capitalists and investors': {
    addressee: 'Investors',
    who: 'investors',
    stakes:
      'Why it matters for investors: how a team handles {topic} is a signal. It shows whether they understand where value will be created or are simply following the cycle.',
    steps: [
      'Ask founders about it in the first meeting, not only in diligence.',
      'Look for evidence in how the team actually operates, not in the deck.',
      'Compare how your portfolio companies handle it, and share what works across them.',
      'Separate the teams that talk about it from the teams that measure it.',
    ],
    implication:
      'For investors, the implication is pattern recognition. The teams that get this right early will look obvious in hindsight; the skill is seeing it before the numbers do.',
    casual:
      "If you read pitches for a living, you've probably seen {topic} in plenty of decks. The real question is which teams actually work this way.",
    provocation:
      'A slide about {topic} proves nothing. Ask how it changes the way the team works, and watch who has an answer.',
    objection: 'The market will sort this out.',
    rebuttal: 'It will. The job is to see it before the market does.',
    vision: 'Imagine backing the teams that saw this early, and helping them build something that lasts.',
    needs:
      "You don't need certainty to back a conviction. You need to know what evidence would change your mind.",
    question: 'would this change how you assess a team in diligence?',
    action: 'ask the next founder you meet how they handle this',
    hashtag: '#VentureCapital',
  },
  'tech talent and engineering leaders': {
    addressee: 'Engineering leaders',
    who: 'engineering leaders and their teams',
    stakes:
      'Why it matters for engineering teams: {topic} lands in the daily work, in how systems are built, what has to be maintained and who you can hire.',
    steps: [
      'Start with one team and one workflow, and write down what changes.',
      'Protect roadmap time for it; side projects rarely change how teams work.',
      'Review it in retrospectives like any other engineering decision.',
      'Be explicit in hiring about how your team approaches it.',
    ],
    implication:
      'For engineering organisations, the implication is about craft and culture: the practices you make normal now become the systems and habits your next hires inherit.',
    casual:
      'If you lead engineers, you know how this goes: a new idea shows up, everyone has an opinion, and the roadmap stays exactly the same. Worth doing differently this time.',
    provocation:
      'If the plan for {topic} is "the team will figure it out", there is no plan. Engineers notice that faster than anyone.',
    objection: "We don't have the capacity for this.",
    rebuttal: 'Then capacity is the decision. Make it out loud.',
    vision:
      'Imagine a team that does some of its best work because you made room for this, instead of squeezing it in around everything else.',
    needs: "You don't need a re-org to start. You need one team, one experiment and honest notes.",
    question: 'how does your team handle this today?',
    action: 'raise it with your team in the next retro',
    hashtag: '#EngineeringLeadership',
  },
  'sales and business development professionals': {
    addressee: 'Sales and BD professionals',
    who: 'sales and business development teams',
    stakes:
      "Why it matters in sales and business development: {topic} shows up in buyers' questions long before it shows up in the forecast.",
    steps: [
      'Bring it into your next discovery call as a question, not a pitch.',
      'Listen for the words buyers use to describe it, then use their words.',
      'Track whether it shortens the sales cycle or just adds activity.',
      'Share what you hear with product and marketing every week.',
    ],
    implication:
      'For revenue teams, the implication is trust: buyers reward the people who help them think clearly about {topic}, not the ones who pitch it loudest.',
    casual:
      "If you carry a number, you know buyers can spot a pitch a mile away. That's why this matters more in sales than almost anywhere else.",
    provocation:
      "If your pitch mentions {topic} and your discovery questions don't, buyers notice. They always do.",
    objection: 'Buyers just want the price and the product.',
    rebuttal: 'Some do. The ones who become long-term customers want someone who understands their problem.',
    vision: 'Imagine walking into every customer conversation as the person who helps them see this clearly.',
    needs: "You don't need a new script. You need better questions and the patience to hear the answers.",
    question: 'how are your buyers talking about this right now?',
    action: 'try this in your next three customer conversations',
    hashtag: '#Sales',
  },
}

export function fillTopic(template: string, topic: string): string {
  return template.replaceAll('{topic}', topic)
}
