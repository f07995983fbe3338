import nlp from 'compromise'
import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { degreeLevel } from '#shared/matching/assess-requirement.ts'
import { isSupportRole, type CompanyAngle } from '#server/engine/local/company-angle.ts'
import {
  sayEvidence,
  sayNext,
  statesOutcome,
  type EvidenceClause,
  type EvidenceForm,
  type NextWords,
  type Rewording,
} from '#server/engine/local/evidence-sentences.ts'
import {
  article,
  aTitle,
  heldItem,
  lowerFirst,
  possessive,
  titlePhrase,
  subjectList,
  upperFirst,
  isCredentialTopic,
} from '#server/engine/local/phrasing.ts'
import { listPhrase, resultStrength, yearsPhrase } from '#server/engine/local/plan-application.ts'
import { withoutLevel } from '#server/engine/local/role-years.ts'

/** A named credential in running text takes "the" ("the Google Data Analytics Certificate", "the CIPD Level 5 Certificate in People Management"). */
export function withArticle(credential: string): string {
  if (/^(?:a|an|the|my)\s/i.test(credential)) return credential
  // "an MSIC card", "a Security Personnel Permit (Category B)", "an offshore health certificate".
  const item = heldItem(credential)
  if (item) return item
  if (!/\b(?:certificate|certification|licen[cs]e|diploma|award)\b/i.test(credential)) return credential
  // "Full UK driving licence", "Clean driving licence": one of its kind, held with "a" and in lower case.
  if (/^(?:full|clean|valid|current)\s/i.test(credential)) return `a ${lowerFirst(credential)}`
  return `the ${credential}`
}

/** "University of Arizona" takes the article a sentence needs; "Arizona State University" does not. */
export function institutionName(name: string): string {
  return /^(?:university|institute|college|school|academy) of\b/i.test(name) ? `the ${name}` : name
}

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
  /** Years in the same work at any level; more than `years` when the title names a level. */
  workYears: number
  angle: CompanyAngle
  /** The top requirements answered, as short topics. */
  topics: string[]
  /** The person's motivation in their own words ('' when none). */
  motivation: string
  /** The current employer ('' when none). */
  employer: string
  /** The latest post has ended (a returner, a person between jobs): never "currently at" it. */
  hasLeft?: boolean
  /** Highest degree, for the academic styles ('' when none). */
  degree: string
  speed: ProcessingSpeed
  /** A number from the person and the posting that picks among a style's phrasings. */
  variant: number
}

export type ParagraphInput = {
  topic: string
  /** Whether the evidence really answers the topic (else it is told without naming the topic). */
  linked: boolean
  first: EvidenceClause
  second: EvidenceClause | null
  index: number
  ctx: LetterContext
}

export type Family = 'professional' | 'academic' | 'creative'

/** The parts a letter is built from, beyond its opening and closing. */
export type BlockKind =
  'answers' | 'more' | 'results' | 'practice' | 'learning' | 'story' | 'arc' | 'toolkit' | 'manner' | 'pitch'

/** How a style picks the evidence for a requirement when several pieces answer it. */
export type Criterion = 'numbers' | 'practice' | 'learning' | 'recent'

export type Learning = {
  degree: { degree: string; field: string; institution: string; year: string } | null
  certifications: string[]
  /** Courses the person completed ("the Power BI course in 2024"): taken, never held. */
  courses?: string[]
  projects: EvidenceClause[]
  /** The languages the person works in, when more than one. */
  languages: string[]
  /** Told as the answer to one of the posting's requirements, not in the letter's training block. */
  isAnswer?: boolean
}

/** One role told as a scene: when the person joined, what they did there, one result. */
export type Scene = {
  year: string
  employer: string
  role: string
  isCurrent: boolean
  now: EvidenceClause | null
  result: EvidenceClause | null
}

export type Arc = {
  from: { role: string; employer: string }
  to: { role: string; employer: string }
  isCurrent: boolean
}

export type Voice = {
  family: Family
  /** Order of resume sections after the summary. */
  sectionOrder: ('SKILLS' | 'EXPERIENCE' | 'EDUCATION' | 'CERTIFICATIONS')[]
  bulletsPerRole: number
  /** How the answers pick their evidence. */
  criterion: Criterion
  /** Which quantified results the style reaches for first. */
  resultsOrder: 'recent' | 'strength' | 'earliest'
  /** The letter's blocks between opening and closing, in order (medium speed). */
  layout: BlockKind[]
  /** Further blocks: at the advanced speed, or when the letter is short of material. */
  reserve: BlockKind[]
  /** What a letter still short after its layout and reserve tells next, in the style's order. */
  fill: BlockKind[]
  /** How the style joins one piece of evidence to the one before. */
  next: NextWords
  /**
   * How the style tells work a role description names without a verb ("tills, stock and helping
   * customers"): a frame of its own, present for the current role, past for an earlier one, so that a
   * thin profile's letters do not all say it in the same words.
   */
  namedWork: (work: string, isCurrent: boolean) => string
  /**
   * Whether an answer carries a second piece of evidence at the medium speed: the argued and
   * numbers-led styles stack proof; the others spend that evidence on their own blocks.
   */
  seconds: boolean
  /** How the style rewords a finished achievement (the facts stay as the person wrote them). */
  rewording: Rewording[]
  results: (items: EvidenceClause[], ctx: LetterContext) => string[]
  practice: (items: EvidenceClause[], ctx: LetterContext) => string[]
  learning: (learning: Learning, ctx: LetterContext) => string[]
  story: (scene: Scene, ctx: LetterContext) => string[]
  arc: (arc: Arc, ctx: LetterContext) => string[]
  /** The person's own one-line summary (a headline or a first-person sentence, no final stop). */
  pitch: (summary: string, ctx: LetterContext) => string[]
  /** The person's motivation in their own words, placed in the style's frame. */
  motivation: (ownWords: string, ctx: LetterContext) => string[]
  greeting: (company: string) => string
  signOff: string
  opening: (ctx: LetterContext) => string[]
  paragraph: (input: ParagraphInput) => string[]
  closing: (ctx: LetterContext) => string[]
  /** Presents the strongest result not yet used, in one or two sentences. */
  highlight: (placedClause: string, ctx: LetterContext) => string
  /** Names further skills the person has that the posting asks for. */
  toolkit: (skills: string, ctx: LetterContext) => string
  /** The person's own description of how they work (lower-cased, no final stop). */
  manner: (workStyle: string) => string
  /** First sentence of the resume summary: title, years and skills (empty when there is only a title). */
  summaryLead: (ctx: LetterContext, strengths: string[]) => string
}

/** "The Westbury Hotel" before a noun of the greeting: "Dear Westbury Hotel Hiring Team", never "Dear The …". */
const attributive = (company: string) => company.replace(/^the\s+(?=\p{Lu})/iu, '')

function roleName(ctx: LetterContext): string {
  return ctx.role ? `the ${ctx.role} role` : 'this role'
}

function companyName(ctx: LetterContext, fallback = 'your team'): string {
  return ctx.company || fallback
}

/** "At Acme Logistics, I reduced …" / "As a nurse at St Mary's, I led …" / "I led …". */
export function placed(clause: EvidenceClause, mode: 'at' | 'as' | 'since' = 'at'): string {
  return sayEvidence(clause, mode === 'since' ? 'current' : mode)
}

/**
 * The person's years under their title, in a style's own words: "five years as a nurse" (as), "a
 * nurse for five years" (for), "five years of work as a nurse" (work); '' when no honest number fits.
 */
function yearsAs(ctx: LetterContext, shape: 'as' | 'for' | 'work' = 'as'): string {
  if (!(ctx.years > 0 && ctx.title)) return ''
  // A senior title held for part of a longer career in the same work: "13 years as a quantity
  // surveyor (the last six at senior level)", never the whole career relabelled as senior.
  const work = withoutLevel(ctx.title)
  if (ctx.workYears > ctx.years && work && work !== ctx.title) {
    const named = ctx.title.replace(work, '').trim()
    // A grade ("Clinical Research Associate II") is told with the title it grades, not as "at II level".
    const level = `(the last ${yearsPhrase(ctx.years).replace(/ years?$/, '')} ${/^[IV]+$/.test(named) ? `as ${aTitle(ctx.title)}` : `at ${lowerFirst(named)} level`})`
    if (shape === 'for') return `${aTitle(work)} for ${yearsPhrase(ctx.workYears)} ${level}`
    return `${yearsPhrase(ctx.workYears)}${shape === 'work' ? ' of work' : ''} as ${aTitle(work)} ${level}`
  }
  if (shape === 'for') return `${aTitle(ctx.title)} for ${yearsPhrase(ctx.years)}`
  return `${yearsPhrase(ctx.years)}${shape === 'work' ? ' of work' : ''} as ${aTitle(ctx.title)}`
}

/** "run" -> "runs", "supply" -> "supplies": the verb of a company's sentence in the present. */
function thirdPerson(verb: string): string {
  return nlp(`It ${verb}`).verbs(0).toPresentTense().text().split(/\s+/)[0] || verb
}

/**
 * The writer's reason, from what the posting says the company does: "<lead> Globex build logistics
 * software<after>." (or the company where the lead says `{company}`) when the company makes or runs something, else the style's own sentence about
 * what the company is or whom it helps (`about` gets the company and "is …" / "helps …").
 */
function why(
  ctx: LetterContext,
  lead: string,
  after: string,
  about: (company: string, what: string) => string,
): string {
  const angle = ctx.angle
  if (!angle) return ''
  // "I want to help Parcelhub help shops" stutters: a company that helps is described instead. So is
  // the product of a company whose role here serves its people or money: an HR partner's reason is
  // not to "help Glenmore Foods make sauces", so the company is described and the style says why.
  const described = !lead.includes('{does}') && isSupportRole(ctx.role)
  if (angle.verb && angle.verb !== 'help' && !described) {
    // "{does}": what the company does now, in the present ("Nordhaven Foods makes …"), never an aim.
    if (lead.includes('{does}'))
      return `${lead.replace('{company}', companyName(ctx, 'you')).replace('{does}', thirdPerson(angle.verb))} ${angle.focus.replace(/^and (\S+)/, (_, v: string) => `and ${thirdPerson(v)}`)}${after}.`
    return lead.includes('{company}')
      ? `${lead.replace('{company}', companyName(ctx, 'you'))} ${angle.verb} ${angle.focus}${after}.`
      : `${lead} ${companyName(ctx, 'you')} ${angle.verb} ${angle.focus}${after}.`
  }
  const does = !angle.verb
    ? 'is'
    : angle.verb === 'help'
      ? 'helps'
      : // "makes cheeses and sauces", "designs and makes catheters"
        `${thirdPerson(angle.verb)}`
  return about(
    companyName(ctx, 'your organisation'),
    `${does} ${angle.verb && angle.verb !== 'help' ? angle.focus.replace(/^and (\S+)/, (_, v: string) => `and ${thirdPerson(v)}`) : angle.focus}`,
  )
}

/** "is"/"has" for a singular topic, "are"/"have" for a plural one ("organisational skills", "X and Y"). */
function isPluralTopic(topic: string): boolean {
  // "Leading teams" is one activity, whatever its object.
  if (/^\p{L}+ing\s/u.test(topic) && !/\band\b/.test(topic)) return false
  const last = topic.split(/\s+/).at(-1) ?? ''
  return (
    /\band\b/.test(topic) ||
    // "Opera PMS", "AWS": an abbreviation in capitals is one thing, whatever its last letter.
    (/[^s]s$/i.test(last) && !/(ics|ness|sis|us)$/i.test(last) && !/^\p{Lu}{2,}S$/u.test(last))
  )
}
/**
 * A credential (a certificate, licence, degree or registration, or a skill the lexicon files as a
 * certification) is held or earned, never "work I have done hands-on" nor "part of my work".
 */
const be = (topic: string) => (isPluralTopic(topic) ? 'are' : 'is')
const have = (topic: string) => (isPluralTopic(topic) ? 'have' : 'has')

const topicsPhrase = (ctx: LetterContext, n = 2) => listPhrase(ctx.topics.slice(0, n))

/** A sentence carried inside another after a comma: its opening word loses its capital ("my part was …"). */
function inner(sentence: string): string {
  return /^(At|As|In|Before|Prior|Earlier|My|While|After|Since|These|Today) /.test(sentence)
    ? lowerFirst(sentence)
    : sentence
}

/** Picks one of a style's phrasings: by paragraph, speed and person, so letters do not share frames. */
function pick<T>(options: T[], index: number, ctx: LetterContext): T {
  // Each speed lands on a different phrasing, also among two options (advanced would alias medium).
  const speed = ctx.speed === 'fast' ? 1 : ctx.speed === 'advanced' ? (options.length === 2 ? 1 : 2) : 0
  return options[(index + speed + ctx.variant) % options.length]!
}

/** The first piece of evidence in the style's preferred form for this speed, then the second. */
function evidence(input: ParagraphInput, forms: EvidenceForm[], next: NextWords): [string, string] {
  // Depth shows in the wording too: the fast letter names the employer in passing, after the work;
  // the advanced one places each piece in the person's role there; medium uses the style's forms.
  const bySpeed: EvidenceForm | null =
    input.ctx.speed === 'fast'
      ? forms.includes('paren')
        ? 'tail'
        : 'paren'
      : input.ctx.speed === 'advanced'
        ? 'as'
        : null
  const form = bySpeed ?? pick(forms, input.index, input.ctx)
  return [sayEvidence(input.first, form), input.second ? sayNext(input.first, input.second, next) : '']
}

/** Pieces of evidence in a row: the first placed in the given form, the next ones after it. */
function chain(
  items: EvidenceClause[],
  form: EvidenceForm,
  next: NextWords,
  before?: EvidenceClause,
): string[] {
  return items.map((c, i) => {
    const previous = i === 0 ? before : items[i - 1]
    return previous ? `${sayNext(previous, c, next)}.` : `${sayEvidence(c, form)}.`
  })
}

/**
 * One answer to a requirement, the shape every style shares: the evidence in one of the style's forms
 * (see `evidence`), led in by one of the style's frames for the topic when the answer is linked to a
 * requirement, then the second piece of evidence (`then` rewords it, by default a plain sentence).
 */
function answer(
  input: ParagraphInput,
  forms: EvidenceForm[],
  next: NextWords,
  leads: (first: string) => string[],
  then: (second: string) => string = (second) => `${second}.`,
): string[] {
  const [first, second] = evidence(input, forms, next)
  return [
    input.linked ? ledBy(first, (f) => pick(leads(f), input.index, input.ctx)) : `${first}.`,
    second ? then(second) : '',
  ]
}

/**
 * A frame that ends in a colon ("For rostering, the record is this: …") before evidence that holds its own
 * ("I run the Westlands branch: retail …") would put two colons in one sentence: the evidence's colon becomes
 * a dash.
 */
export function ledBy(first: string, lead: (first: string) => string): string {
  const sentence = lead(first)
  const colons = (text: string) => text.split(': ').length - 1
  if (colons(first) === 0 || colons(sentence) <= colons(first)) return sentence
  return lead(first.replaceAll(': ', ' – '))
}

/** A results block: the first result in the style's own frame, each further one joined to the one before. */
function resultsLedBy(
  [first, ...rest]: EvidenceClause[],
  lead: (first: EvidenceClause) => string,
  next: NextWords,
): string[] {
  return first ? [lead(first), ...chain(rest, 'tail', next, first)] : []
}

/** A practice block: the first role's work in the style's own frame, the others joined on from it. */
function practiceLedBy(
  [first, ...rest]: EvidenceClause[],
  lead: (first: EvidenceClause) => string,
  next: NextWords,
): string[] {
  return first ? [lead(first), ...rest.map((c) => `${sayNext(first, c, next)}.`)] : []
}

/**
 * How each style joins one piece of evidence to the one before: a connector of its own, so that
 * letters of different styles built on the same evidence do not share their joints.
 */
const NEXT: Record<CommunicationStyle, NextWords> = {
  business_leader: { also: (r) => `Alongside that, I ${r}`, earlier: (e) => `Earlier, at ${e},` },
  tech_leader: { also: (r) => `Separately, I ${r}`, earlier: (e) => `Earlier in my career, at ${e},` },
  cambridge_oxford: { also: (r) => `I would add that I ${r}`, earlier: (e) => `Prior to that, at ${e},` },
  stanford_bay_area: { also: (r) => `And I ${r}`, earlier: (e) => `Before that, at ${e},` },
  eth_zurich: { also: (r) => `In addition, I ${r}`, earlier: (e) => `Previously, at ${e},` },
  apple_creative: { also: (r) => `I ${r}`, earlier: (e) => `At ${e} before that,` },
  spotify_creative: { also: (r) => `On top of that, I ${r}`, earlier: (e) => `Back at ${e},` },
  ogilvy_creative: {
    also: (r) => `Add to that the fact that I ${r}`,
    earlier: (e) => `Before this, at ${e},`,
  },
}

/** "Bachelor of Science in Informatik", or whichever of the two the profile holds. */
export function degreeWords(d: { degree: string; field: string }): string {
  // "Master of Pharmacy" already names its field: not "Master of Pharmacy in Pharmacy".
  const named = d.field && d.degree.toLowerCase().includes(d.field.toLowerCase())
  return d.degree && d.field && !named
    ? `${d.degree} in ${subjectList(d.field)}`
    : d.degree || subjectList(d.field)
}

/**
 * "I did my degree in Nursing", "I trained in Plumbing"; a qualification without a field is earned
 * ("I earned my HVAC Technology Certificate"), never "trained in HVAC Technology Certificate".
 */
function studyLine(d: { degree: string; field: string }, degreeVerb: string): string {
  if (!d.field) return `I earned my ${d.degree}`
  return `${degreeLevel(d.degree) > 0 ? degreeVerb : 'I trained in'} ${d.field}`
}

const projectLines = (l: Learning) => l.projects.map((p) => `${p.clause}.`)

/** A result that states an outcome: money, a percentage or an outcome verb, not only a count. */
function isOutcome(c: EvidenceClause): boolean {
  return resultStrength(c.source) >= 2 || statesOutcome(c.source)
}

/**
 * A story's result under the style's hook ("Best part?", "What came of it?"), only when it states an
 * outcome and reads as "I …" after the hook; a duty takes the style's own frame, a reworded clause none.
 */
function resultLine(
  result: EvidenceClause | null,
  hook: (clause: string) => string,
  duty: (clause: string) => string,
): string {
  if (!result) return ''
  if (!/^I\b/.test(result.clause)) return `${upperFirst(result.clause)}.`
  return isOutcome(result) ? hook(result.clause) : duty(result.clause)
}

// How each family says a course was completed: a course is taken, a certificate is held. In the
// simple past, since the course is told with its year ("I completed … in 2024").
const COURSE_VERBS: Record<Family, string[]> = {
  professional: ['I completed', 'I also took'],
  academic: ['I completed', 'I also completed'],
  creative: ['I took', 'I also did'],
}

/** A style's training block, with the person's courses told as completed, not held. */
export function learningLines(voice: Voice, l: Learning, ctx: LetterContext): string[] {
  const courses = l.courses ?? []
  // One language is spoken ("I speak Irish fluently"), never "My working languages are Irish".
  const single = l.languages.length === 1 ? l.languages[0]! : ''
  const told = single ? { ...l, languages: [] } : l
  const own = told.degree || told.certifications.length || told.projects.length || told.languages.length
  return [
    ...(own ? voice.learning(told, ctx) : []),
    single ? `I speak ${single}.` : '',
    // Told as the answer to a requirement, it stands first: no "also".
    courses.length
      ? `${l.isAnswer ? COURSE_VERBS[voice.family][0] : pick(COURSE_VERBS[voice.family], 0, ctx)} ${listPhrase(courses)}.`
      : '',
  ]
}

/**
 * What a second training block adds, told as more of the first ("I also hold …"), never in the style's
 * frame a second time ("My qualifications include …" twice).
 */
export function furtherLearningLines(voice: Voice, l: Learning): string[] {
  const courses = l.courses ?? []
  return [
    l.certifications.length ? `I also hold ${listPhrase(l.certifications.map(withArticle))}.` : '',
    courses.length ? `${COURSE_VERBS[voice.family][1]} ${listPhrase(courses)}.` : '',
    ...projectLines(l),
  ]
}

/** Defaults each style can override: plain and in the first person. */
const PLAIN: Pick<Voice, 'results' | 'practice' | 'learning' | 'story' | 'arc' | 'motivation' | 'pitch'> = {
  pitch: (summary) => [
    /^(I|My)\b/.test(summary)
      ? `${summary}.`
      : `In a line, I would describe my work as follows: ${lowerFirst(summary)}.`,
  ],
  results: (items) => chain(items, 'tail', NEXT.business_leader),
  practice: (items) => chain(items, 'current', NEXT.business_leader),
  learning: (l) => [
    l.degree ? `I hold a ${degreeWords(l.degree)} from ${l.degree.institution}.` : '',
    l.certifications.length
      ? `${l.certifications.length > 1 ? 'My certifications are' : 'My certification is'} ${listPhrase(l.certifications)}.`
      : '',
    ...projectLines(l),
    l.languages.length ? `I work in ${listPhrase(l.languages)}.` : '',
  ],
  story: (s) => [
    `I joined ${s.employer} as ${aTitle(s.role)} in ${s.year}.`,
    s.now ? `${s.now.clause}.` : '',
    s.result ? `${s.result.clause}.` : '',
  ],
  arc: (a) => [
    `I started as ${aTitle(a.from.role)} at ${a.from.employer} and ${a.isCurrent ? 'now work' : 'went on to work'}${a.from.employer === a.to.employer ? ' there' : ''} as ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? '' : ` at ${a.to.employer}`}.`,
  ],
  motivation: (own) => [own],
}

export const WRITING_STYLES: Record<CommunicationStyle, Voice> = {
  business_leader: {
    // Outcomes first: each paragraph leads with the result, the requirement named in passing.
    family: 'professional',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    criterion: 'numbers',
    resultsOrder: 'recent',
    layout: ['results', 'answers', 'toolkit'],
    reserve: ['learning'],
    fill: ['results', 'learning', 'pitch'],
    rewording: ['after', 'took', 'outcome'],
    seconds: true,
    next: NEXT.business_leader,
    namedWork: (w, now) => `my remit ${now ? 'covers' : 'covered'} ${w}`,
    ...PLAIN,
    practice: (items) =>
      practiceLedBy(
        items,
        (first) =>
          `${first.employer ? `${first.isCurrent ? 'Day to day' : 'In my time'} at ${first.employer}, ` : ''}${first.clause}.`,
        NEXT.business_leader,
      ),
    story: (s) => [
      s.isCurrent
        ? `I have been with ${s.employer} since ${s.year}, as ${aTitle(s.role)}.`
        : `From ${s.year} I worked at ${s.employer} as ${aTitle(s.role)}.`,
      s.now ? `${s.now.clause}.` : '',
      resultLine(
        s.result,
        (c) => `The outcome that matters most is that ${lowerFirst(c)}.`,
        (c) => `My remit there was plain: ${lowerFirst(c)}.`,
      ),
    ],
    // One of three frames by person and posting, so that no frame runs through everyone's letter.
    arc: (a, ctx) => [
      pick(
        [
          `My path runs from ${aTitle(a.from.role)} at ${a.from.employer} to ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' in the same company' : ` at ${a.to.employer}`}.`,
          a.from.employer === a.to.employer
            ? `At ${a.to.employer} I moved from ${aTitle(a.from.role)} to ${aTitle(a.to.role)}.`
            : `Before ${a.to.employer}, I worked as ${aTitle(a.from.role)} at ${a.from.employer}.`,
          `I worked as ${aTitle(a.from.role)} at ${a.from.employer} before ${a.isCurrent ? 'my current role' : 'my move'} as ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' there' : ` at ${a.to.employer}`}.`,
        ],
        1,
        ctx,
      ),
    ],
    pitch: (summary) => [`In one line, I would put it like this: ${lowerFirst(summary)}.`],
    results: (items, ctx) =>
      resultsLedBy(
        items,
        (first) =>
          pick(
            [`${upperFirst(sayEvidence(first, 'at'))}.`, `${upperFirst(sayEvidence(first, 'tail'))}.`],
            0,
            ctx,
          ),
        NEXT.business_leader,
      ),
    learning: (l, ctx) => [
      l.degree
        ? pick(
            [
              `My ${degreeWords(l.degree)} ${/(?:levels|highers|gcses)$/i.test(l.degree.degree) ? 'are' : 'is'} from ${institutionName(l.degree.institution)}.`,
              `I earned my ${degreeWords(l.degree)} at ${institutionName(l.degree.institution)}${l.degree.year ? ` in ${l.degree.year}` : ''}.`,
            ],
            1,
            ctx,
          )
        : '',
      // "Also" only after the degree: without one the certificate is the first thing held.
      l.certifications.length
        ? `I ${l.degree ? 'also ' : ''}hold ${listPhrase(l.certifications.map(withArticle))}.`
        : '',
      ...projectLines(l),
      l.languages.length ? `My working languages are ${listPhrase(l.languages)}.` : '',
    ],
    // Results-led: the person's motivation only in the long letter.
    motivation: (own, ctx) => (ctx.speed === 'advanced' ? [`Why this move? ${own}`] : []),
    greeting: (company) => (company ? `Dear ${attributive(company)} Hiring Team,` : 'Dear Hiring Manager,'),
    signOff: 'Kind regards,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'I want to help',
        '',
        (c, what) => `${upperFirst(c)} ${what}, and that is where I want to put my experience to work.`,
      )
      // The plain business opening in one of its forms, by person and posting (not by the
      // paragraph index the closing's pick uses), so that one frame does not open every letter.
      const lead = [
        'I am applying for',
        'I would like to be considered for',
        'I am writing to apply for',
        'I am putting myself forward for',
      ][Math.floor(ctx.variant / 3) % 4]!
      if (ctx.speed === 'fast')
        return [`${lead} ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}.`, reason]
      return [
        `${lead} ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}${yearsAs(ctx) ? ` after ${yearsAs(ctx)}` : ''}.`,
        reason,
      ]
    },
    paragraph: (input) => {
      const { topic } = input
      return answer(input, ['tail', 'at', 'current'], NEXT.business_leader, (first) => [
        input.first.hasNumber
          ? `On ${topic}, ${inner(first)}.`
          : isCredentialTopic(topic)
            ? `On ${topic}, ${inner(first)}.`
            : `${upperFirst(topic)} ${input.first.isCurrent ? `${be(topic)} part of my work now` : `${have(topic)} long been part of my work`}: ${inner(first)}.`,
        `${upperFirst(topic)} ${be(topic)} where my record is clearest: ${inner(first)}.`,
        `For ${topic}, the record is this: ${inner(first)}.`,
        `When it comes to ${topic}, ${inner(first)}.`,
        `I can show ${topic} in practice: ${inner(first)}.`,
      ])
    },
    closing: (ctx) => [
      ctx.speed === 'fast'
        ? `I would be glad to talk${ctx.company ? ` with ${ctx.company}` : ''} about the role.`
        : ctx.topics[0] && !/certif|licen[cs]e|degree/i.test(ctx.topics[0])
          ? pick(
              [
                `I would welcome a conversation about ${ctx.topics[0]} at ${companyName(ctx)} and what success in the first months would look like.`,
                `If ${ctx.topics[0]} ${be(ctx.topics[0])} where ${companyName(ctx)} needs results first, I would like to talk through how I would approach it.`,
                `Could we talk about ${ctx.topics[0]} at ${companyName(ctx)}, and what I would tackle first${ctx.role ? ` in the ${ctx.role} role` : ''}?`,
              ],
              0,
              ctx,
            )
          : pick(
              [
                `I would welcome the chance to discuss what I could bring to ${companyName(ctx)}${ctx.title ? ` as ${aTitle(ctx.title)}` : ` in ${roleName(ctx)}`}.`,
                `I would be glad to set out in an interview what I would deliver for ${companyName(ctx)} in ${roleName(ctx)}.`,
                `${ctx.title ? `What ${aTitle(ctx.title)} with my record could change at ${companyName(ctx)}` : `What I could change at ${companyName(ctx)}`} is a conversation I would welcome.`,
                `Thank you for reading; I would value the chance to show ${companyName(ctx)} in person how that record carries over to ${roleName(ctx)}.`,
              ],
              0,
              ctx,
            ),
    ],
    toolkit: (skills, ctx) =>
      pick(
        [
          `The role also calls for ${skills}, and my work covers each of them.`,
          // "Canvas LMS" answers "an LMS": what is brought matches what is asked, not always by name.
          `I also bring ${skills}, which match what the posting asks for.`,
        ],
        1,
        ctx,
      ),
    manner: (w) => `Colleagues describe the way I work as ${w}.`,
    highlight: (c) => `${c}.`,
    summaryLead: (ctx, strengths) => {
      // The years belong to the title, never to the strengths: five years as a pharmacist are not
      // five years of antibiotic stewardship. No stock "with a record of measurable results": the
      // result itself follows in the summary's next sentence. What the profile holds (the years,
      // else the degree) and the skills the posting asks for; a bare title says nothing.
      const years = ctx.title && ctx.years > 0 ? `, ${yearsPhrase(ctx.years)} in the role` : ''
      const title = upperFirst(ctx.title ? titlePhrase(ctx.title) : ctx.degree ? 'Graduate' : 'Professional')
      const degree = !years && ctx.degree ? ` with ${article(ctx.degree)} ${ctx.degree}` : ''
      if (!years && !degree && !strengths.length) return ''
      return `${title}${years}${degree}${strengths.length ? `${years || degree ? ',' : ''} skilled in ${listPhrase(strengths)}` : ''}.`
    },
  },
  tech_leader: {
    // The work itself: what was built and run, in the person's role; the toolkit named plainly.
    family: 'professional',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    criterion: 'practice',
    resultsOrder: 'recent',
    layout: ['toolkit', 'answers', 'practice'],
    reserve: ['learning', 'results', 'manner', 'arc'],
    fill: ['practice', 'learning', 'arc', 'pitch'],
    rewording: ['means'],
    seconds: false,
    next: NEXT.tech_leader,
    namedWork: (w, now) => `my day-to-day work ${now ? 'is' : 'was'} ${w}`,
    ...PLAIN,
    story: (s) => [
      s.isCurrent
        ? `I have been ${aTitle(s.role)} at ${s.employer} since ${s.year}.`
        : `In ${s.year} I joined ${s.employer} as ${aTitle(s.role)}.`,
      s.now ? `${s.now.clause}.` : '',
      s.result ? `${s.result.clause}.` : '',
    ],
    arc: (a) => [
      `Briefly, I started as ${aTitle(a.from.role)} at ${a.from.employer} and ${a.isCurrent ? 'now work' : 'then worked'} as ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' there' : ` at ${a.to.employer}`}.`,
    ],
    pitch: (summary) => [`My own one-line description: ${lowerFirst(summary)}.`],
    // Results-led: the person's motivation only in the long letter.
    motivation: (own, ctx) => (ctx.speed === 'advanced' ? [`What drives the move? ${own}`] : []),
    practice: (items) =>
      practiceLedBy(
        items,
        (first) =>
          `How the work gets done matters to me as much as the outcome: ${inner(sayEvidence(first, 'current'))}.`,
        NEXT.tech_leader,
      ),
    learning: (l) => [
      ...l.projects.map((p) => `Outside work, ${p.clause}.`),
      l.degree ? `My background is a ${degreeWords(l.degree)} (${l.degree.institution}).` : '',
      // A credential is held ("I hold the ATD … Certificate", "I hold IOSH Managing Safely"): "certified
      // in" would claim a certification the profile may not call one.
      l.certifications.length ? `I hold ${listPhrase(l.certifications.map(withArticle))}.` : '',
      l.languages.length ? `I work in ${listPhrase(l.languages)}.` : '',
    ],
    results: (items) => chain(items, 'at', NEXT.tech_leader),
    greeting: (company) => (company ? `Hello ${attributive(company)} team,` : 'Hello,'),
    signOff: 'Best,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'My aim would be to help',
        '; the work behind that is what interests me',
        (c, what) => `${upperFirst(c)} ${what}; the work behind that is what interests me.`,
      )
      return [
        `${ctx.company ? possessive(ctx.company) : 'Your'} ${ctx.role ? `${ctx.role} opening` : 'opening'} matches the work I do${yearsAs(ctx) && ctx.speed !== 'fast' ? `, and I bring ${yearsAs(ctx, 'work')}` : ''}.`,
        reason,
      ]
    },
    paragraph: (input) => {
      const { topic } = input
      return answer(input, ['as', 'current', 'tail'], NEXT.tech_leader, (first) => [
        isCredentialTopic(topic)
          ? `On ${topic}, the practical side is this: ${inner(first)}.`
          : `${upperFirst(topic)} ${be(topic)} work I have done hands-on: ${inner(first)}.`,
        // Without an employer there is no place for "where" to point to: "close to my work: I …".
        input.first.employer
          ? `The ${topic} side of the role is close to what I ${input.first.isCurrent ? 'do' : 'did'} at ${input.first.employer}, where ${input.first.clause}.`
          : `The ${topic} side of the role is close to my own work: ${input.first.clause}.`,
        `Concretely, on ${topic}, ${inner(first)}.`,
      ])
    },
    closing: (ctx) => [
      ctx.speed === 'fast'
        ? `Happy to go into the details in a call.`
        : `I would be glad to walk ${ctx.company ? `the ${ctx.company} team` : 'your team'} through the decisions behind this work.`,
    ],
    toolkit: (skills) => `Day to day I work with ${skills}.`,
    manner: (w) => `In a team, I am ${w}.`,
    highlight: (c) => `Another piece of work I can go into in detail: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Engineer')}${ctx.years > 0 ? `, ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.filter((s) => !isCredentialTopic(s)).length ? `; hands-on work in ${listPhrase(strengths.filter((s) => !isCredentialTopic(s)))}` : ''}.`,
  },
  cambridge_oxford: {
    // An argument set out in order: the claim, then the evidence; long, qualified sentences.
    family: 'academic',
    sectionOrder: ['EDUCATION', 'EXPERIENCE', 'SKILLS', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    criterion: 'learning',
    resultsOrder: 'strength',
    layout: ['learning', 'answers', 'results'],
    reserve: ['arc', 'manner'],
    fill: ['learning', 'practice', 'arc', 'pitch'],
    rewording: ['contribution', 'which'],
    seconds: true,
    next: NEXT.cambridge_oxford,
    namedWork: (w, now) => `my responsibilities ${now ? 'extend' : 'extended'} to ${w}`,
    ...PLAIN,
    practice: (items) =>
      practiceLedBy(
        items,
        (first) =>
          `The substance of ${first.isCurrent ? 'my present' : 'my earlier'} work${first.employer ? ` at ${first.employer}` : ''} is this: ${first.clause}.`,
        NEXT.cambridge_oxford,
      ),
    story: (s) => [
      `I joined ${s.employer} in ${s.year} as ${aTitle(s.role)}${s.isCurrent ? ', a post I still hold' : ''}.`,
      s.now ? `${s.now.clause}.` : '',
      resultLine(
        s.result,
        (c) => `Its most tangible outcome was that ${lowerFirst(c)}.`,
        (c) => `In that post, ${lowerFirst(c)}.`,
      ),
    ],
    pitch: (summary) => [`Were I to summarise my work in a sentence: ${lowerFirst(summary)}.`],
    learning: (l, ctx) => [
      // The opening has named the degree ("as someone whose BSc in … laid the foundations"): the
      // block says where and when it was taken, without naming it a second time.
      l.degree && ctx.degree && ctx.degree === degreeWords(l.degree)
        ? degreeLevel(l.degree.degree) === 0
          ? `My grounding is practical: I trained at ${institutionName(l.degree.institution)}${l.degree.year ? ` (${l.degree.year})` : ''}.`
          : `My grounding is academic: I studied at ${institutionName(l.degree.institution)}${l.degree.year ? `, graduating in ${l.degree.year}` : ''}.`
        : // A vocational qualification ("Level 3 Diploma") is no academic grounding and is not "read".
          l.degree && degreeLevel(l.degree.degree) === 0
          ? // degreeWords: "Diploma of Hospitality Management" already names its field.
            `My grounding is practical: ${l.degree.degree ? `${article(degreeWords(l.degree))} ${degreeWords(l.degree)}` : `a qualification in ${l.degree.field}`} from ${institutionName(l.degree.institution)}${l.degree.year ? ` (${l.degree.year})` : ''}.`
          : l.degree
            ? l.degree.field
              ? `My grounding is academic: I read ${l.degree.field} at ${institutionName(l.degree.institution)}${l.degree.year ? `, graduating in ${l.degree.year}` : ''}${l.degree.degree ? ` with a ${l.degree.degree}` : ''}.`
              : `My grounding is academic: a ${l.degree.degree} from ${l.degree.institution}.`
            : '',
      // "That foundation" is the degree just named: a certificate told on its own (as an answer,
      // or with no degree before it) is simply held, so the letter never adds two to one foundation.
      l.certifications.length
        ? l.degree && !l.isAnswer
          ? `I have since added ${listPhrase(l.certifications.map(withArticle))} to that foundation.`
          : l.isAnswer
            ? `As to formal qualification, I hold ${listPhrase(l.certifications.map(withArticle))}.`
            : // With no degree before them (the learning block may open the letter's body), the
              // certificates are no addition to anything: they are the person's qualifications.
              `My qualifications include ${listPhrase(l.certifications.map(withArticle))}.`
        : '',
      ...l.projects.map((p) => `Beyond my employment, ${p.clause}.`),
      l.languages.length ? `I work in ${listPhrase(l.languages)}.` : '',
    ],
    arc: (a) => [
      `My career has developed from ${aTitle(a.from.role)} at ${a.from.employer} to ${a.isCurrent ? 'my present post as ' : ''}${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' there' : ` at ${a.to.employer}`}, and each step has rested on the one before.`,
    ],
    results: (items, ctx) =>
      resultsLedBy(
        items,
        (first) =>
          // Only an outcome is called the strongest evidence; a duty with a count is simply told.
          isOutcome(first)
            ? pick(
                [
                  `The strongest single piece of evidence I can offer is this: ${inner(sayEvidence(first, 'at'))}.`,
                  `Perhaps the clearest evidence of my work is that ${lowerFirst(sayEvidence(first, 'tail'))}.`,
                ],
                0,
                ctx,
              )
            : `A further piece of evidence deserves mention: ${inner(sayEvidence(first, 'at'))}.`,
        NEXT.cambridge_oxford,
      ),
    motivation: (own) => [`If I may say why this post in particular, it is this. ${own}`],
    greeting: (company) =>
      company
        ? `Dear Members of the ${attributive(company)} Selection Committee,`
        : 'Dear Selection Committee,',
    signOff: 'Yours sincerely,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'The prospect of helping',
        ' is the attraction of the post, and I believe my record offers a considered case for my candidacy',
        (c, what) => `As I understand it, ${c} ${what}; it is in that setting that I hope to be useful.`,
      )
      return [
        `I write to apply for the position of ${ctx.role || 'the advertised post'}${ctx.company ? ` at ${ctx.company}` : ''}${ctx.degree && ctx.speed !== 'fast' ? `, as someone whose ${ctx.degree} laid the foundations for the work I have done since` : ''}.`,
        reason
          ? reason
          : ctx.topics.length > 1 && ctx.speed !== 'fast'
            ? `The post calls, in essence, for ${topicsPhrase(ctx)}; I shall take each in turn.`
            : '',
      ]
    },
    paragraph: (input) => {
      const { topic, index } = input
      // "in that" takes a clause that opens on "I", never "in that Prior to that, at X, I …": work at
      // another employer is "borne out, too, by my earlier work at X, where I …".
      const other =
        input.second?.employer && input.second.employer !== input.first.employer ? input.second : null
      return answer(
        input,
        ['as', 'at', 'tail'],
        NEXT.cambridge_oxford,
        (first) => [
          `My case rests ${index === 0 ? 'first' : 'in part'} on ${topic}; ${inner(first)}.`,
          input.first.employer
            ? `On the matter of ${topic}, the evidence is my work at ${input.first.employer}, where ${input.first.clause}.`
            : `On the matter of ${topic}, ${inner(first)}.`,
          `As to ${topic}, ${inner(first)}.`,
        ],
        (second) => {
          const plain = second.replace(/^I would add that I /, 'I ')
          if (other && !/^I /.test(plain)) {
            const then = other.order > input.first.order ? 'earlier ' : ''
            return [
              `Further evidence is at hand: ${inner(second)}.`,
              `It is borne out, too, by my ${then}work at ${other.employer}, where ${other.clause}.`,
              `My ${then}work at ${other.employer} points the same way: there, ${other.clause}.`,
            ][index % 3]!
          }
          return [
            `Further evidence is at hand: ${inner(second)}.`,
            // Not "in that I would add that I …": the style's joint is dropped inside this frame.
            `It is borne out, too, in that ${inner(plain)}.`,
          ][index % 2]!
        },
      )
    },
    closing: (ctx) => [
      // "The post", as the opening has named it ("the position of …"): not "the X role" of the plainer letters.
      `I should be delighted to discuss the substance of the post${ctx.company ? ` at ${ctx.company}` : ''} with you at your convenience.`,
    ],
    toolkit: (skills) => `I should add that my work has also drawn on ${skills}.`,
    manner: (w) => `Those who have worked with me would, I hope, describe my manner as ${w}.`,
    highlight: (c) => `A further piece of evidence deserves mention: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? aTitle(ctx.title) : 'A practitioner')}${ctx.years > 0 ? ` of ${yearsPhrase(ctx.years)}' standing` : ''}${ctx.degree ? `, holding ${article(ctx.degree)} ${ctx.degree}` : ''}${strengths.length ? `, with particular depth in ${listPhrase(strengths)}` : ''}.`,
  },
  stanford_bay_area: {
    // Casual and quick: contractions, short sentences, a question now and then.
    family: 'academic',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    criterion: 'recent',
    resultsOrder: 'recent',
    layout: ['answers', 'practice', 'learning'],
    reserve: ['pitch', 'toolkit', 'manner'],
    fill: ['practice', 'learning', 'pitch', 'arc', 'results'],
    rewording: ['chance', 'split', 'means'],
    seconds: false,
    next: NEXT.stanford_bay_area,
    namedWork: (w, now) => `${now ? "I'm" : 'I was'} hands-on with ${w}`,
    ...PLAIN,
    story: (s) => [
      `Some backstory? I joined ${s.employer} in ${s.year} as ${aTitle(s.role)}.`,
      s.now ? `${s.now.clause}.` : '',
      resultLine(
        s.result,
        (c) => `Best part? ${c}.`,
        (c) => `The day-to-day? ${c}.`,
      ),
    ],
    arc: (a) => [
      `I got here the long way, as ${aTitle(a.from.role)} at ${a.from.employer} first, ${a.isCurrent ? 'and now' : 'then'} ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? '' : ` at ${a.to.employer}`}.`,
    ],
    pitch: (summary) => [`The short version? ${summary.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.`],
    practice: (items) =>
      practiceLedBy(
        items,
        (first) =>
          first.isCurrent && first.employer
            ? `Right now, at ${first.employer}, ${first.clause}.`
            : `${sayEvidence(first, 'at')}.`,
        NEXT.stanford_bay_area,
      ),
    learning: (l) => [
      ...l.projects.map((p) => `Side project I'm proud of: ${p.clause}.`),
      l.degree
        ? `${studyLine(l.degree, 'I did my degree in')} at ${institutionName(l.degree.institution)}.`
        : '',
      l.certifications.length ? `I've also got ${listPhrase(l.certifications.map(withArticle))}.` : '',
      l.languages.length ? `I speak ${listPhrase(l.languages)}.` : '',
    ],
    results: (items, ctx) =>
      resultsLedBy(
        items,
        (first) =>
          pick(
            [
              `Here are some numbers: ${inner(sayEvidence(first, 'tail'))}.`,
              `A quick stat I like: ${inner(sayEvidence(first, 'at'))}.`,
            ],
            0,
            ctx,
          ),
        NEXT.stanford_bay_area,
      ),
    motivation: (own) => [`Why me, why now? ${own}`],
    greeting: (company) => (company ? `Hi ${attributive(company)} team,` : 'Hi there,'),
    signOff: 'Cheers,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'Helping',
        "? That's a problem worth working on",
        (c, what) => `From what I've read, ${c} ${what}.`,
      )
      return [
        // The role in the style's own words, not "the X role at Y" that the plainer letters say.
        ctx.role && ctx.company
          ? `I'm excited to apply to be ${possessive(ctx.company)} next ${ctx.role}.`
          : `I'm excited about ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}.`,
        reason,
        yearsAs(ctx) && ctx.speed !== 'fast'
          ? `I've got ${yearsAs(ctx)} behind me${ctx.employer ? `, most recently at ${ctx.employer}` : ''}.`
          : '',
      ]
    },
    paragraph: (input) => {
      const { topic } = input
      return answer(
        input,
        ['current', 'at'],
        NEXT.stanford_bay_area,
        (first) => [
          `Take ${topic}. ${first}.`,
          `${upperFirst(topic)}? ${first}.`,
          `On ${topic}, here's what I did: ${inner(first)}.`,
        ],
        (second) => `${second.replace(/^I also /, "And I've also ")}.`,
      )
    },
    closing: (ctx) => [
      ctx.speed === 'fast'
        ? `Up for a quick call?`
        : `I'd love to chat about how I can help ${companyName(ctx)}${ctx.topics[0] ? ` with ${ctx.topics[0]}` : ''}.`,
    ],
    toolkit: (skills, ctx) =>
      `I'm also comfortable with ${skills}, so the ramp-up at ${ctx.company || 'your team'} should be short.`,
    manner: (w) => `The way I work is ${w}.`,
    highlight: (c) => `Oh, and one more I'm proud of: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      // Quick and informal, in words for any field ("shipping" is a software word).
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Problem solver')}${ctx.years > 0 && ctx.title ? `, ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `; go-to areas: ${listPhrase(strengths)}` : ''}.`,
  },
  eth_zurich: {
    // Precise and numbered: requirement, evidence, supporting result; labels instead of transitions.
    family: 'academic',
    sectionOrder: ['SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 4,
    criterion: 'learning',
    resultsOrder: 'strength',
    layout: ['answers', 'learning', 'practice'],
    reserve: ['toolkit', 'results', 'manner'],
    fill: ['learning', 'practice', 'toolkit', 'pitch'],
    rewording: ['which', 'means'],
    seconds: false,
    next: NEXT.eth_zurich,
    namedWork: (w, now) => `my duties ${now ? 'comprise' : 'comprised'} ${w}`,
    ...PLAIN,
    story: (s) => [
      `In ${s.year} I took up the post of ${s.role} at ${s.employer}${s.isCurrent ? ', which I hold today' : ''}.`,
      s.now ? `${s.now.clause}.` : '',
      // "Measurably" only before a measured outcome; a headcount ("I led a team of 12") is the post's scope.
      s.result
        ? `${isOutcome(s.result) ? 'Measurably' : 'In that post'}, ${lowerFirst(s.result.clause)}.`
        : '',
    ],
    arc: (a) => [
      `My career went from ${aTitle(a.from.role)} at ${a.from.employer} to ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' there' : ` at ${a.to.employer}`}${a.isCurrent ? ', my current post' : ''}.`,
    ],
    pitch: (summary) => [`Stated precisely, my profile is this: ${lowerFirst(summary)}.`],
    // One result a sentence: three whole clauses joined by "and" run on.
    results: (items) =>
      resultsLedBy(
        items,
        (first) => `Measured in numbers, ${lowerFirst(sayEvidence(first, 'tail'))}.`,
        NEXT.eth_zurich,
      ),
    learning: (l, ctx) => [
      l.degree
        ? // The opening has named the degree already ("… and I hold a BSc in …"): where and when, said
          // of the degree by name, since the block may stand paragraphs away from the opening.
          // The degree is named once per letter: here only where and when it was taken.
          ctx.degree && ctx.degree === degreeWords(l.degree)
          ? `I completed my studies at ${institutionName(l.degree.institution)}${l.degree.year ? ` in ${l.degree.year}` : ''}.`
          : `I hold ${article(degreeWords(l.degree))} ${degreeWords(l.degree)} from ${institutionName(l.degree.institution)}${l.degree.year ? ` (${l.degree.year})` : ''}.`
        : '',
      l.certifications.length
        ? l.certifications.length > 1
          ? `The certifications I hold are ${listPhrase(l.certifications)}.`
          : `The certification I hold is ${withArticle(l.certifications[0]!)}.`
        : '',
      ...l.projects.map((p) => `As project work, ${p.clause}.`),
      l.languages.length ? `I can work in ${listPhrase(l.languages)}.` : '',
    ],
    practice: (items) =>
      items.map((c, i) =>
        i === 0
          ? `The scope of my role${c.employer ? ` at ${c.employer}` : ''} ${c.isCurrent ? 'is' : 'was'} this: ${c.clause}.`
          : `${c.isCurrent ? 'My present duties' : 'My duties'}${c.employer ? ` at ${c.employer}` : ''} ${c.isCurrent ? 'are' : 'were'} these: ${c.clause}.`,
      ),
    motivation: (own) => [`My reason for applying is simple. ${own}`],
    greeting: (company) =>
      company ? `Dear ${attributive(company)} recruitment team,` : 'Dear recruitment team,',
    signOff: 'Best wishes,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'As I read the posting, {company} {does}',
        '',
        (c, what) => `For context, ${c} ${what}.`,
      )
      return [
        `This is my application for the ${ctx.role || 'advertised'} position${ctx.company ? ` at ${ctx.company}` : ''}.`,
        ctx.title
          ? `By background I am ${aTitle(ctx.title)}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} in the role` : ''}${ctx.employer ? `, ${ctx.hasLeft ? 'most recently' : 'currently'} at ${ctx.employer}` : ''}${ctx.degree ? `, and I hold ${article(ctx.degree)} ${ctx.degree}` : ''}.`
          : ctx.degree
            ? `By background I hold ${article(ctx.degree)} ${ctx.degree}.`
            : '',
        ctx.speed !== 'fast' ? reason : '',
      ]
    },
    paragraph: (input) =>
      answer(input, ['paren', 'tail'], NEXT.eth_zurich, (first) => [
        `On ${input.topic}, the evidence is this: ${inner(first)}.`,
        `The posting asks for ${input.topic}, and ${inner(first)}.`,
        `With regard to ${input.topic}, ${inner(first)}.`,
      ]),
    closing: (ctx) => [
      `I am available for an interview${ctx.speed === 'fast' ? '' : ` about the ${ctx.role ? `${ctx.role} position` : 'position'}`} and can provide references on request.`,
    ],
    toolkit: (skills) => `I can also offer ${skills}.`,
    manner: (w) => `My working method is ${w}.`,
    highlight: (c) => `I can add a further result: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Specialist')}${ctx.years > 0 ? `; ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `; core competence in ${listPhrase(strengths)}` : ''}.`,
  },
  apple_creative: {
    // Short, plain sentences about the work itself; no slogans, no adjectives the evidence does not earn.
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    criterion: 'practice',
    resultsOrder: 'recent',
    layout: ['story', 'answers'],
    reserve: ['manner', 'learning'],
    fill: ['learning', 'arc', 'toolkit', 'pitch'],
    rewording: ['split', 'means'],
    seconds: false,
    next: NEXT.apple_creative,
    namedWork: (w, now) => `my days ${now ? 'are' : 'were'} spent on ${w}`,
    ...PLAIN,
    results: (items) =>
      items.flatMap((c, i) => [
        `${c.clause}.`,
        c.employer && items[i - 1]?.employer !== c.employer ? `That was at ${c.employer}.` : '',
      ]),
    practice: (items) =>
      items.map((c) =>
        c.employer
          ? `${c.isCurrent ? 'Today, at' : 'Before, at'} ${c.employer}, ${c.clause}.`
          : `${c.clause}.`,
      ),
    arc: (a) => [
      `I began as ${aTitle(a.from.role)}.`,
      `${a.isCurrent ? 'Today I am' : 'Later I became'} ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? '' : ` at ${a.to.employer}`}.`,
    ],
    pitch: (summary) => [`Simply put, this is my work: ${lowerFirst(summary)}.`],
    // Terse: the person's own words only in the long letter.
    motivation: (own, ctx) => (ctx.speed === 'advanced' ? [own] : []),
    story: (s) => [
      `In ${s.year}, I joined ${s.employer} as ${aTitle(s.role)}.`,
      s.now ? `${s.now.clause}.` : '',
      s.result ? `${s.result.clause}.` : '',
    ],
    learning: (l) => [
      l.degree ? `${studyLine(l.degree, 'I studied')} at ${institutionName(l.degree.institution)}.` : '',
      ...projectLines(l),
      l.languages.length ? `I speak ${listPhrase(l.languages)}.` : '',
    ],
    greeting: (company) => (company ? `Dear ${attributive(company)},` : 'Hello,'),
    signOff: 'Thank you,',
    opening: (ctx) => [
      // Terse: the greeting and the reason name the company; the opening says what the writer wants.
      ctx.role && ctx.company
        ? `I am applying to be your next ${ctx.role}.`
        : `I am writing about ${roleName(ctx)}${ctx.company ? ` at ${ctx.company}` : ''}.`,
      yearsAs(ctx) && ctx.speed !== 'fast'
        ? `I ${ctx.hasLeft ? 'was' : 'have been'} ${yearsAs(ctx, 'for')}.`
        : '',
      ctx.company
        ? why(
            ctx,
            '{company} {does}',
            // Said of any company, not only of one that makes a product people "use".
            '. I would like to be part of that',
            // Terse: what the company is adds nothing the reader does not know.
            () => '',
          )
        : '',
    ],
    paragraph: (input) =>
      // Three plain leads, each used once; a fourth answer is told without one.
      answer(
        { ...input, linked: input.linked && input.index < 3 },
        ['tail', 'during'],
        NEXT.apple_creative,
        (first) => [
          `You asked for ${input.topic}. ${first}.`,
          `The role needs ${input.topic}. ${first}.`,
          `The posting also names ${input.topic}. ${first}.`,
        ],
      ),
    closing: (ctx) => [
      `I would love to talk${ctx.company ? ` with the people at ${ctx.company}` : ''}${ctx.speed === 'fast' ? '' : ` about the work${ctx.topics[0] ? `, ${ctx.topics[0]} first of all` : ''}`}.`,
    ],
    toolkit: (skills) => `I also work with ${skills}.`,
    manner: (w) => `People who work with me would call me ${w}.`,
    highlight: (c) => `One more thing. ${c}.`,
    summaryLead: (ctx, strengths) =>
      [
        ctx.title ? `${upperFirst(titlePhrase(ctx.title))}.` : '',
        strengths.length ? `Focused on ${listPhrase(strengths)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
  },
  spotify_creative: {
    // Warm and collaborative: each piece of work told as a small story, the team in view.
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    // A story of growth ("I grew from … into …", "I have kept learning since"): what the person learned or built leads.
    criterion: 'learning',
    resultsOrder: 'earliest',
    layout: ['answers', 'story', 'manner'],
    reserve: ['learning', 'toolkit', 'arc'],
    fill: ['story', 'practice', 'learning', 'arc'],
    rewording: ['part', 'which'],
    seconds: false,
    next: NEXT.spotify_creative,
    namedWork: (w, now) => `my days ${now ? 'are' : 'were'} full of ${w}`,
    ...PLAIN,
    results: (items) =>
      resultsLedBy(items, (first) => `${sayEvidence(first, 'where')}.`, NEXT.spotify_creative),
    // The frame once, and never around work already told as "my days were full of …" (a second
    // "This is what my days …" would open two sentences alike).
    practice: (items) =>
      items.map((c, i) =>
        i === 0 && !/^my days\b/.test(c.clause)
          ? `This is what my days${c.employer ? ` at ${c.employer}` : ''} ${c.isCurrent ? 'look' : 'looked'} like: ${c.clause}.`
          : `${sayEvidence(c, 'at')}.`,
      ),
    arc: (a) => [
      `I grew from ${aTitle(a.from.role)} at ${a.from.employer} into ${aTitle(a.to.role)}${a.from.employer === a.to.employer ? ' there' : ` at ${a.to.employer}`}.`,
    ],
    pitch: (summary) => [`If you asked me to describe myself, I would say: ${lowerFirst(summary)}.`],
    story: (s) => [
      s.isCurrent
        ? `One chapter I often think about is my work at ${s.employer}, where I have been ${aTitle(s.role)} since ${s.year}.`
        : `One chapter I often think about is my time at ${s.employer}, where I started as ${aTitle(s.role)} in ${s.year}.`,
      s.now ? `${s.now.clause}.` : '',
      resultLine(
        s.result,
        (c) => `What I remember best is that ${lowerFirst(c)}.`,
        (c) => `Much of my time went into one thing: ${lowerFirst(c)}.`,
      ),
    ],
    learning: (l) => [
      l.degree
        ? `I studied ${l.degree.field || l.degree.degree} at ${institutionName(l.degree.institution)}, and I have kept learning since.`
        : '',
      l.certifications.length
        ? `Along the way I added ${listPhrase(l.certifications.map(withArticle))}.`
        : '',
      ...projectLines(l),
      l.languages.length ? `I work in ${listPhrase(l.languages)}.` : '',
    ],
    motivation: (own) => [`What keeps me going is simple. ${own}`],
    // Its own greeting and sign-off: "Hi … team," is the conversational letter's, and "… regards"
    // closes four other styles.
    greeting: (company) => (company ? `Hello to everyone at ${company},` : 'Hello everyone,'),
    signOff: 'Warmly,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'I would love to be part of the team helping',
        '',
        (c, what) => `I like that ${c} ${what}.`,
      )
      return [
        `I was glad to see ${ctx.company ? `${ctx.company} looking for` : 'the search for'} ${ctx.role ? `${article(ctx.role)} ${ctx.role}` : 'someone new'}${ctx.title && ctx.speed !== 'fast' ? `, and I am writing as ${aTitle(ctx.title)} who would love the job` : ''}.`,
        reason,
      ]
    },
    paragraph: (input) => {
      const { topic } = input
      return answer(input, ['current', 'as', 'at'], NEXT.spotify_creative, (first) => [
        `${input.first.employer ? `Here is a ${topic} story from ${input.first.employer}: ${input.first.clause}` : `Here is a ${topic} story: ${inner(first)}`}.`,
        isCredentialTopic(topic)
          ? `Here is how ${topic} shows in my work: ${inner(first)}.`
          : `${upperFirst(topic)} ${have(topic)} been part of my work${input.first.isCurrent ? ' lately' : ''}. ${first}.`,
        `A word on ${topic}, from experience. ${first}.`,
      ])
    },
    closing: (ctx) => [
      // The greeting has named the company: "the Acme team" again would echo the greetings of the
      // conversational and technical letters.
      `I would be glad to meet you all${ctx.speed === 'fast' ? '' : ` and hear how you approach${ctx.topics[0] ? ` ${ctx.topics[0]}` : ' the work'}`}.`,
    ],
    toolkit: (skills) => `I have picked up ${skills} too, and I enjoy sharing them.`,
    manner: (w) => `Teammates would tell you I am ${w}.`,
    highlight: (c) => `There is a moment I still talk about: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      `Team-minded ${ctx.title ? titlePhrase(ctx.title) : 'professional'}${ctx.years > 0 ? ` with ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `, at home in ${listPhrase(strengths)}` : ''}.`,
  },
  ogilvy_creative: {
    // Ogilvy's copy: facts, not adjectives; a plain headline per point, then the proof.
    family: 'creative',
    sectionOrder: ['EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'],
    bulletsPerRole: 3,
    // The proof is a fact: of the creative styles, Ogilvy's reaches for the measured result first.
    criterion: 'numbers',
    resultsOrder: 'strength',
    layout: ['answers', 'practice'],
    reserve: ['toolkit', 'learning', 'story'],
    fill: ['practice', 'learning', 'story', 'arc'],
    rewording: ['means', 'split'],
    seconds: false,
    next: NEXT.ogilvy_creative,
    namedWork: (w, now) => `my job ${now ? 'is' : 'was'} ${w}`,
    ...PLAIN,
    // The frame once: a second role's work goes on from the first, never "The job, put plainly" twice.
    practice: (items) =>
      practiceLedBy(
        items,
        (first) =>
          `The job${first.employer ? ` at ${first.employer}` : ''}, put plainly, ${first.isCurrent ? 'is' : 'was'} that ${lowerFirst(first.clause)}.`,
        NEXT.ogilvy_creative,
      ),
    learning: (l) => [
      l.degree
        ? `My training is ${article(degreeWords(l.degree))} ${degreeWords(l.degree)} from ${institutionName(l.degree.institution)}.`
        : '',
      l.certifications.length ? `I hold ${listPhrase(l.certifications.map(withArticle))}.` : '',
      ...projectLines(l),
      l.languages.length ? `My languages are ${listPhrase(l.languages)}.` : '',
    ],
    story: (s) => [
      // The employer as the subject: "I joined X in 2019 as …" is how four other styles tell a scene.
      `The short history is this: ${s.employer} took me on as ${aTitle(s.role)} in ${s.year}.`,
      s.now ? `${s.now.clause}.` : '',
      resultLine(
        s.result,
        (c) => `What came of it? ${upperFirst(c)}.`,
        (c) => `In practice, the job was this: ${lowerFirst(c)}.`,
      ),
    ],
    arc: (a) => [`In one line, my track record runs from ${aTitle(a.from.role)} to ${aTitle(a.to.role)}.`],
    pitch: (summary) => [`If I wrote my own headline, it would read: ${lowerFirst(summary)}.`],
    // Results-led: the person's motivation only in the long letter.
    motivation: (own, ctx) => (ctx.speed === 'advanced' ? [`Why this job? ${own}`] : []),
    // One result a sentence: three whole clauses joined by "and" run on.
    results: (items) =>
      resultsLedBy(
        items,
        (first) => `In plain figures, ${lowerFirst(sayEvidence(first, 'tail'))}.`,
        NEXT.ogilvy_creative,
      ),
    greeting: (company) => (company ? `To the hiring team at ${company},` : 'To the hiring team,'),
    signOff: 'With thanks,',
    opening: (ctx) => {
      const reason = why(
        ctx,
        'The brief, as I read it: help',
        ', and that is work worth doing well',
        (c, what) => `The fact that caught my eye is that ${c} ${what}.`,
      )
      return [
        `This letter makes the case for me as ${ctx.role ? `your ${ctx.role}` : 'your next hire'}${ctx.company ? ` at ${ctx.company}` : ''}${yearsAs(ctx) && ctx.speed !== 'fast' ? `, ${yearsAs(ctx, 'for')}` : ''}, in facts rather than adjectives.`,
        ctx.speed !== 'fast' ? reason : '',
      ]
    },
    paragraph: (input) => {
      const { topic } = input
      return answer(input, ['as', 'tail', 'at'], NEXT.ogilvy_creative, (first) => [
        `${upperFirst(topic)} in one line? ${first}.`,
        `Here is the proof on ${topic}: ${inner(first)}.`,
        `${upperFirst(topic)}? ${first}.`,
      ])
    },
    closing: (ctx) => [
      `If these facts fit what ${companyName(ctx, 'you')} needs, I would welcome an hour to talk${ctx.speed === 'fast' ? '' : ` about ${ctx.topics[0] ?? 'the role'} in more depth`}.`,
    ],
    toolkit: (skills) => `The kit also includes ${skills}.`,
    manner: (w) => `Those who work with me would call me ${w}.`,
    highlight: (c) => `Here is one more fact: ${inner(c)}.`,
    summaryLead: (ctx, strengths) =>
      `${upperFirst(ctx.title ? titlePhrase(ctx.title) : 'Storyteller')}${ctx.years > 0 ? `, ${yearsPhrase(ctx.years)} in the role` : ''}${strengths.length ? `, with a record in ${listPhrase(strengths)}` : ''}.`,
  },
}
