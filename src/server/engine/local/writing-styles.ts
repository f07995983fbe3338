import type { CommunicationStyle } from '#shared/constants.ts'
import type { CompanyAngle } from '#server/engine/local/company-angle.ts'
import type { EvidenceClause } from '#server/engine/local/evidence-sentences.ts'
import { article, lowerFirst, upperFirst } from '#server/engine/local/phrasing.ts'
import { listPhrase, yearsPhrase } from '#server/engine/local/plan-application.ts'

// How each communication style writes. Every sentence is composed from the person's own material
// and the posting's facts; a style decides the structure (what leads, how a paragraph is built), the
// rhythm (sentence length, contractions, fragments) and the vocabulary. No sentence here is a fixed
// string: each one carries the company, the role, a requirement or the person's evidence.

export type LetterContext = {
  role: string
  company: string
  /** The person's real title ('' when unknown). */
  title: string
  /** Years supported by positions with that title (0: no number is written). */
  years: number
  angle: CompanyAngle
  /** The top requirements answered, as short topics. */
  topics: string[]
  /** The person's motivation in their own words ('' when none). */
  motivation: string
  /** The current employer ('' when none). */
  employer: string
  /** Highest degree, for the academic styles ('' when none). */
  degree: string
}

export type ParagraphInput = {
  topic: string
  first: EvidenceClause
  second: EvidenceClause | null
  index: number
  ctx: LetterContext
}

export type Family = 'professional' | 'academic' | 'creative'

export type Voice = {
  family: Family
  /** Order of resume sections after the summary. */
  sectionOrder: ('SKILLS' | 'EXPERIENCE' | 'EDUCATION' | 'CERTIFICATIONS')[]
  bulletsPerRole: number
  /** Whether quantified results lead each paragraph (else the practice behind them). */
  numbersFirst: boolean
  greeting: (company: string) => string
  signOff: string
  opening: (ctx: LetterContext) => string[]
  paragraph: (input: ParagraphInput) => string[]
  closing: (ctx: LetterContext) => string[]
  /** Ties a paragraph's evidence to the role when there is no second piece of evidence. */
  bridge: (topic: string, ctx: LetterContext, index: number) => string
  /** Presents the strongest result not yet used, in one or two sentences. */
  highlight: (placedClause: string, ctx: LetterContext) => string
  /** Names further skills the person has that the posting asks for. */
  toolkit: (skills: string, ctx: LetterContext) => string
  /** The person's own description of how they work (lower-cased, no final stop). */
  manner: (workStyle: string) => string
  /** First sentence of the resume summary. */
  summaryLead: (ctx: LetterContext, strengths: string[]) => string
}

/** "Senior UX Designer" -> "senior UX designer"; acronyms and names keep their capitals. */
export function titlePhrase(title: string): string {
  return title
    .split(/\s+/)
    .map((w) =>
      /^[A-Z][a-z]+$/.test(w) &&
      !/^(SAP|Java|Python|React|Salesforce|Excel|German|English|French|Spanish|Cloud)$/.test(w)
        ? w.toLowerCase()
        : w,
    )
    .join(' ')
}

export function aTitle(title: string): string {
  const phrase = titlePhrase(title)
  return `${article(phrase)} ${phrase}`
}

function roleName(ctx: LetterContext): string {
  return ctx.role ? `the ${ctx.role} role` : 'this role'
}

function companyName(ctx: LetterContext, fallback = 'your team'): string {
  return ctx.company || fallback
}

/** "At Acme Logistics, I reduced …" / "As a nurse at St Mary's, I led …" / "I led …". */
export function placed(clause: EvidenceClause, mode: 'at' | 'as' | 'since' = 'at'): string {
  if (!clause.employer) return clause.clause
  if (mode === 'as' && clause.role) return `As ${aTitle(clause.role)} at ${clause.employer}, ${clause.clause}`
  if (mode === 'since' && clause.isCurrent)
    return `In my current role at ${clause.employer}, ${clause.clause}`
  return `At ${clause.employer}, ${clause.clause}`
}

function yearsAs(ctx: LetterContext): string {
  return ctx.years > 0 && ctx.title ? `${yearsPhrase(ctx.years)} as ${aTitle(ctx.title)}` : ''
}

function why(ctx: LetterContext, lead: string): string {
  const angle = ctx.angle
  // "I want to help Parcelhub help shops" stutters: a company that helps is described instead.
  if (angle?.verb && angle.verb !== 'help')
    return `${lead} ${companyName(ctx, 'you')} ${angle.verb} ${angle.focus}`
  if (angle?.verb) return `${upperFirst(companyName(ctx, 'your organisation'))} helps ${angle.focus}`
  if (angle) return `${upperFirst(companyName(ctx, 'your organisation'))} is ${angle.focus}`
  return ''
}

const topicsPhrase = (ctx: LetterContext, n = 2) => listPhrase(ctx.topics.slice(0, n))

export const WRITING_STYLES: Record<CommunicationStyle, Voice> = {
  business_leader: {
    family: 'professional',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: true,
    greeting: (company) => (company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,'),
    signOff: 'Kind regards,',
    opening: (ctx) => {
      const reason = why(ctx, 'I want to help')
      const first = `I am applying for ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}${yearsAs(ctx) ? ` after ${yearsAs(ctx)}` : ''}.`
      const second = reason
        ? `${reason}.${ctx.topics[0] ? ` My experience with ${ctx.topics[0]} is where I can contribute first.` : ''}`
        : ctx.topics.length
          ? `The role asks for ${topicsPhrase(ctx)}, and each is something I have delivered with measurable results.`
          : ''
      return [first, second]
    },
    paragraph: ({ topic, first, second, index }) => {
      const lead = [
        `The first thing the role asks for is ${topic}, and it is work I have done. ${placed(first)}.`,
        `On ${topic}, I can point to results. ${placed(first)}.`,
        `For ${topic}, the evidence is concrete. ${placed(first, 'since')}.`,
      ][index % 3]!
      return [
        lead,
        second
          ? `${upperFirst(second.clause)}${second.employer && second.employer !== first.employer ? ` at ${second.employer}` : ''}.`
          : '',
      ].filter(Boolean)
    },
    closing: (ctx) => [
      ctx.topics[0]
        ? `I would welcome the chance to discuss how my work on ${ctx.topics[0]} could help ${companyName(ctx)}, and what the first months in ${roleName(ctx)} should deliver.`
        : `I would welcome the chance to discuss what I could bring to ${companyName(ctx)}${ctx.title ? ` as ${aTitle(ctx.title)}` : ` in ${roleName(ctx)}`}.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `I would bring the same care to ${topic} at ${ctx.company || 'your company'}.`,
        `I would apply that directly to ${topic} in ${roleName(ctx)}.`,
        `That is the standard I would hold myself to on ${topic}.`,
      ][index % 3]!,
    toolkit: (skills, ctx) =>
      `I also bring hands-on command of ${skills}, all of which ${roleName(ctx)} calls for.`,
    manner: (w) => `Colleagues describe the way I work as ${w}.`,
    highlight: (c) => `Beyond that, ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? (ctx.years > 0 ? `${titlePhrase(ctx.title)} with ${yearsPhrase(ctx.years)} of measurable results` : `${titlePhrase(ctx.title)} with a record of measurable results`) : 'Professional record of measurable results')}${strengths.length ? ` in ${listPhrase(strengths)}` : ''}.`,
  },
  tech_leader: {
    family: 'professional',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: false,
    greeting: (company) => (company ? `Dear ${company} team,` : 'Dear hiring team,'),
    signOff: 'Best regards,',
    opening: (ctx) => {
      const reason = why(ctx, 'I would like to help')
      return [
        `I would like to join ${companyName(ctx, 'your team')} as ${ctx.role || 'part of the team'}${yearsAs(ctx) ? `, bringing ${yearsAs(ctx)}` : ''}.`,
        reason
          ? `${reason}; the engineering behind that is the part that interests me most.`
          : ctx.topics.length
            ? `The technical core of the role, ${topicsPhrase(ctx)}, is the work I have been doing hands-on.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        [
          `${upperFirst(topic)} is where I have spent real engineering time.`,
          `On ${topic}, here is what I actually built and ran.`,
          `${upperFirst(topic)} is the other part of the stack I know from production.`,
        ][index % 3]!,
        `${placed(first, 'as')}.`,
        second
          ? `I also ${second.clause.replace(/^I /, '')}${second.employer && second.employer !== first.employer ? ` at ${second.employer}` : ''}.`
          : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I would be glad to walk ${ctx.company ? `the ${ctx.company} team` : 'your team'} through the design decisions behind this work.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `I would bring that same engineering rigour to ${topic} at ${ctx.company || 'your company'}.`,
        `The trade-offs I learned there carry over directly to ${topic}.`,
        `It is the kind of ${topic} work I want more of.`,
      ][index % 3]!,
    toolkit: (skills) => `My day-to-day toolkit also covers ${skills}.`,
    manner: (w) => `In a codebase and in a team, I am ${w}.`,
    highlight: (c) => `One more piece of work I would happily go into detail on: ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Engineer')}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} of hands-on work` : ''}${strengths.length ? ` in ${listPhrase(strengths)}` : ''}.`,
  },
  cambridge_oxford: {
    family: 'academic',
    sectionOrder: ['EDUCATION', 'EXPERIENCE', 'SKILLS', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
    greeting: (company) =>
      company ? `Dear Members of the ${company} Selection Committee,` : 'Dear Selection Committee,',
    signOff: 'Yours sincerely,',
    opening: (ctx) => {
      const reason = why(ctx, 'I should very much like to help')
      return [
        `I write to apply for the position of ${ctx.role || 'the advertised post'}${ctx.company ? ` at ${ctx.company}` : ''}${ctx.degree ? `, as someone whose ${ctx.degree} laid the foundations for the work I have done since` : ''}.`,
        reason
          ? `${reason}, and I believe my record offers a considered case for my candidacy.`
          : ctx.topics.length
            ? `The post calls, in essence, for ${topicsPhrase(ctx)}; I shall set out the evidence for each in turn.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        [
          `The first consideration is ${topic}.`,
          `A second consideration is ${topic}, which I have approached with the same care.`,
          `Finally, there is the matter of ${topic}.`,
        ][index % 3]!,
        `${placed(first, 'as')}${[', an experience that taught me a good deal about the subject', '; the work demanded patience as much as method', ', and I learned as much from the process as from the outcome'][index % 3]}.`,
        second
          ? `It is corroborated by further work: ${second.clause}${second.employer && second.employer !== first.employer ? ` at ${second.employer}` : ''}.`
          : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I should be delighted to discuss the substance of ${roleName(ctx)} with you at your convenience.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `It is, I think, a fair indication of how I would approach ${topic} in ${roleName(ctx)}.`,
        `The lesson bears directly on ${topic} as the post conceives it.`,
        `I would hope to extend that work on ${topic} at ${ctx.company || 'your organisation'}.`,
      ][index % 3]!,
    toolkit: (skills) => `I should add that my work has also drawn on ${skills}.`,
    manner: (w) => `Those who have worked with me would, I hope, describe my manner as ${w}.`,
    highlight: (c) => `A further piece of evidence deserves mention. ${c}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? aTitle(ctx.title) : 'A practitioner')}${ctx.years > 0 ? ` of ${yearsPhrase(ctx.years)}' standing` : ''}${ctx.degree ? `, trained in ${ctx.degree}` : ''}${strengths.length ? `, with particular depth in ${listPhrase(strengths)}` : ''}.`,
  },
  stanford_bay_area: {
    family: 'academic',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: true,
    greeting: (company) => (company ? `Hi ${company} team,` : 'Hi there,'),
    signOff: 'Cheers,',
    opening: (ctx) => {
      const reason = why(ctx, "I'd love to help")
      return [
        `I'm excited to apply for ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}.`,
        reason
          ? `${reason}, and that's a problem worth building for.`
          : ctx.topics.length
            ? `${upperFirst(topicsPhrase(ctx))}: that's exactly what I've been building.`
            : '',
        yearsAs(ctx)
          ? `I've spent ${yearsAs(ctx)}, and ${ctx.topics.length ? `${topicsPhrase(ctx)} kept coming up` : 'I learn fastest by shipping'}.`
          : ctx.topics.length > 1
            ? `Here's how I've tackled ${topicsPhrase(ctx)} so far.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        [`Take ${topic}.`, `Then there's ${topic}.`, `And ${topic}?`][index % 3]!,
        `${placed(first, 'since')}.`,
        second ? `Next up, I ${second.clause.replace(/^I /, '')}.` : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I'd love to chat about how I can help ${companyName(ctx)} move faster on ${ctx.topics[0] ?? 'this'}.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `I'd bring that energy to ${topic} at ${ctx.company || 'your team'} from day one.`,
        `That's the playbook I'd run on ${topic}.`,
        `Same mindset, new problem: ${topic} at ${ctx.company || 'your company'}.`,
      ][index % 3]!,
    toolkit: (skills, ctx) =>
      `I'm also comfortable with ${skills}, which should make the ramp-up at ${ctx.company || 'your team'} short.`,
    manner: (w) => `How I work: ${w}.`,
    highlight: (c) => `Oh, and one more win I'm proud of. ${c}.`,
    summaryLead: (ctx, strengths) =>
      `Builder${ctx.title ? ` and ${titlePhrase(ctx.title)}` : ''}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} of shipping` : ''}${strengths.length ? ` across ${listPhrase(strengths)}` : ''}.`,
  },
  eth_zurich: {
    family: 'academic',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    numbersFirst: true,
    greeting: (company) => (company ? `Dear ${company} recruitment team,` : 'Dear recruitment team,'),
    signOff: 'Kind regards,',
    opening: (ctx) => {
      const reason = why(ctx, 'The aim I share is to help')
      return [
        `I am applying for the ${ctx.role || 'advertised'} position${ctx.company ? ` at ${ctx.company}` : ''}.`,
        `Background: ${[yearsAs(ctx) ? `${yearsAs(ctx)}${ctx.employer ? `, currently at ${ctx.employer}` : ''}` : '', ctx.degree].filter(Boolean).join('; ') || (ctx.title ? aTitle(ctx.title) : 'the experience below')}.`,
        reason
          ? `${reason}.`
          : ctx.topics.length
            ? `The requirements I address below: ${topicsPhrase(ctx, 3)}.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        `${['First', 'Second', 'Third'][index] ?? 'Further'}, ${topic}.`,
        `${placed(first)}.`,
        second ? `Supporting result: ${second.clause}.` : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I am available for an interview about the ${ctx.role ? `${ctx.role} position` : 'position'}${ctx.company ? ` at ${ctx.company}` : ''} and can provide references on request.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `The method transfers to ${topic} in ${roleName(ctx)} without change.`,
        `This is directly applicable to ${topic}.`,
        `I would apply the same procedure to ${topic} at ${ctx.company || 'your organisation'}.`,
      ][index % 3]!,
    toolkit: (skills) => `Additional relevant skills: ${skills}.`,
    manner: (w) => `Working method: ${w}.`,
    highlight: (c) => `Further result, stated precisely: ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Specialist')}${ctx.years > 0 ? `; ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `; core competence in ${listPhrase(strengths)}` : ''}.`,
  },
  apple_creative: {
    // Short, plain sentences about the work itself; no slogans, no adjectives the evidence does not earn.
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
    greeting: (company) => (company ? `Dear ${company},` : 'Hello,'),
    signOff: 'Thank you,',
    opening: (ctx) => [
      `I am writing about ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}.`,
      yearsAs(ctx)
        ? `I have spent ${yearsAs(ctx)}, and the work below is what that looks like up close.`
        : '',
      ctx.angle?.verb && ctx.company && ctx.angle.verb !== 'help'
        ? `${ctx.company} wants to ${ctx.angle.verb} ${ctx.angle.focus}. I would like to help make that simple for the people who use it.`
        : ctx.topics.length
          ? `The role starts with ${ctx.topics[0]}, so that is where I will start too.`
          : '',
    ],
    paragraph: ({ topic, first, second, ctx, index }) =>
      [
        [`${upperFirst(topic)} first.`, `Then ${topic}.`, `And ${topic}.`][index % 3]!,
        `${placed(first)}.`,
        second ? `${upperFirst(second.clause)}.` : '',
        second ? WRITING_STYLES.apple_creative.bridge(topic, ctx, index) : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I would love to talk with ${companyName(ctx, 'you')} about ${roleName(ctx)}${ctx.topics[0] ? `, and about where my work on ${ctx.topics[0]} would fit` : ''}.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `The details of ${topic} mattered there, and they would matter at ${ctx.company || 'your company'}.`,
        `On ${topic}, small decisions made carefully added up to the result.`,
        `It was ${topic} work that looks simple once it is done right.`,
      ][index % 3]!,
    toolkit: (skills) => `I also work with ${skills}.`,
    manner: (w) => `People who work with me would call me ${w}.`,
    highlight: (c) => `One more thing: ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      [
        ctx.title ? `${upperFirst(titlePhrase(ctx.title))}.` : '',
        strengths.length ? `Focused on ${listPhrase(strengths)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
  },
  spotify_creative: {
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: false,
    greeting: (company) => (company ? `Hi ${company} team,` : 'Hi team,'),
    signOff: 'Warm regards,',
    opening: (ctx) => {
      const reason = why(ctx, 'I would love to help')
      return [
        `I would love to join ${companyName(ctx, 'you')} as ${ctx.role || 'part of the team'}${ctx.title ? `, coming from my work as ${aTitle(ctx.title)}` : ''}.`,
        reason
          ? `${reason}, together with a team that owns its outcomes.`
          : ctx.topics.length
            ? `${upperFirst(topicsPhrase(ctx))} is the kind of work I enjoy most when I share it with a team.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        [
          `Here is what ${topic} looked like with my last team.`,
          `${upperFirst(topic)} is something I learned side by side with colleagues.`,
          `On ${topic}, the team and I learned a lot together.`,
        ][index % 3]!,
        `${placed(first, 'since')}.`,
        second ? `Together we also got this done: ${second.clause}.` : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `I would be glad to meet the ${ctx.company ? `${ctx.company} ` : ''}team and hear how you work on ${ctx.topics[0] ?? 'these problems'}.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `I would love to bring that way of working on ${topic} to ${ctx.company || 'your team'}.`,
        `That is how I like to approach ${topic}: together.`,
        `I would enjoy doing more of that ${topic} work with your squad.`,
      ][index % 3]!,
    toolkit: (skills) => `Along the way I have picked up ${skills}, and I enjoy sharing them.`,
    manner: (w) => `Teammates would tell you I am ${w}.`,
    highlight: (c) => `A moment I still talk about with my old team: ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      `Team-minded ${ctx.title ? titlePhrase(ctx.title) : 'professional'}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `, at home in ${listPhrase(strengths)}` : ''}.`,
  },
  ogilvy_creative: {
    // Ogilvy's copy: facts, not adjectives; a plain headline per point, then the proof.
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    numbersFirst: true,
    greeting: (company) => (company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Team,'),
    signOff: 'With best regards,',
    opening: (ctx) => {
      const reason = why(ctx, 'I want to help')
      return [
        `This letter makes the case for me as ${ctx.role ? `your ${ctx.role}` : 'your next hire'}${ctx.company ? ` at ${ctx.company}` : ''}${yearsAs(ctx) ? `, after ${yearsAs(ctx)}` : ''}, in facts rather than adjectives.`,
        reason
          ? `${reason}, and that is work worth doing well.`
          : ctx.topics.length
            ? `You asked for ${topicsPhrase(ctx)}; here is the proof for each.`
            : '',
      ]
    },
    paragraph: ({ topic, first, second, index }) =>
      [
        [
          `The first fact is about ${topic}.`,
          `The second is about ${topic}.`,
          `The third is about ${topic}.`,
        ][index % 3]!,
        `${placed(first, 'as')}.`,
        second ? `On top of that, ${lowerFirst(second.clause)}.` : '',
      ].filter(Boolean),
    closing: (ctx) => [
      `If these facts fit what ${companyName(ctx, 'you')} needs, I would welcome an hour to talk about ${ctx.topics[0] ?? 'the role'} in more depth.`,
    ],
    bridge: (topic, ctx, index) =>
      [
        `That is what ${ctx.company || 'your team'} would get on ${topic}: results you can check, not promises.`,
        `No adjectives are needed on ${topic}; the result speaks for itself, and I would repeat it.`,
        `That is ${topic} measured, not promised, and it is the standard I would keep at ${ctx.company || 'your company'}.`,
      ][index % 3]!,
    toolkit: (skills) => `Also in the kit: ${skills}.`,
    manner: (w) => `Those who work with me would call me ${w}.`,
    highlight: (c) => `One more fact worth your time: ${lowerFirst(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Storyteller')}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} of work behind the story` : ''}${strengths.length ? ` and a record in ${listPhrase(strengths)}` : ''}.`,
  },
}
