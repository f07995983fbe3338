import { isCareerBreak } from '#shared/profile/career-break.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import nlp from 'compromise'
import type { Evidence } from '#shared/matching/profile-evidence.ts'
import { parseDuration } from '#shared/matching/durations.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'
import { realValue } from '#server/engine/document/resume-header.ts'
import {
  coursePhrase,
  credentialNoun,
  isCourse,
  isCredentialInProgress,
  lowerFirst,
  stripEnd,
  spokenRole,
  toFirstPerson,
  toFirstPersonAsHeld,
  upperFirst,
  aTitle,
  isPastForm,
} from '#server/engine/local/phrasing.ts'
import { isPersonNoun } from '#server/engine/local/plan-application.ts'
import { levelsNamed } from '#server/engine/local/role-years.ts'
import { splitSentences } from '#server/engine/sentences.ts'

// One piece of profile evidence as a first-person clause the letter can use, with where it happened.
// Evidence that cannot be rephrased without guessing is not used.

export type EvidenceClause = {
  /** First-person clause without final stop: "I reduced checkout latency by 40%". */
  clause: string
  /** "Acme Logistics" (or '' when the profile has no employer for it). */
  employer: string
  /** "Backend Engineer" ('' when unknown). */
  role: string
  isCurrent: boolean
  hasNumber: boolean
  /** The profile text it rests on. */
  source: string
  /** Position of its role in the work history as listed (-1 = not from a role). */
  order: number
  /** The dates of its role ('' when not from a role). */
  duration: string
  /** What kind of evidence it is: an achievement, a role description, a project, a degree… */
  kind: Evidence['kind']
  /**
   * For a role description that names the work instead of saying it, that work as written, lower-cased
   * ("tills, stock and helping customers …"): a style may frame it in its own words.
   */
  work?: string
}

// Verbs that say what work brought about, as past and gerund: one list for both readings.
const OUTCOME_VERBS =
  'cut|cutting|reduced|reducing|raised|raising|increased|increasing|grew|growing|saved|saving|lowered|lowering|brought|bringing|doubled|doubling|tripled|tripling|halved|halving|boosted|boosting|improved|improving|shortened|shortening|lifted|lifting|generated|generating|freed|freeing|eliminated|eliminating|prevented|preventing|avoided|avoiding|achieved|achieving|resulted|resulting|drove|driving|sped|speeding|removed|removing|recovered|recovering|won|winning|earned|earning|secured|securing|exceeded|exceeding|stopped|stopping|blocked|blocking|averted|averting'
const OUTCOME_WORD = new RegExp(`^(?:${OUTCOME_VERBS})$`)
const OUTCOME_IN_TEXT = new RegExp(`\\b(?:${OUTCOME_VERBS})\\b`, 'i')
/** "cutting", "saving": a gerund that tells a result of the work, not a second action of the person. */
const isOutcomeGerund = (word: string) => word.endsWith('ing') && OUTCOME_WORD.test(word)

/** Whether a bullet says what the work brought about ("saved 6 hours a week", "…, cutting waits by 40%"). */
export const statesOutcome = (text: string) => OUTCOME_IN_TEXT.test(text)

/** The employer a sentence can name: '' for a placeholder or a work mode ("Self-employed", "Freelance"). */
// "the Illinois Department of Children and Family Services", "the London Borough of Tower Hamlets", "the
// Co-operative Bank of Kenya", "the British Army": a public body or a bank named as "<kind> of <place>", or a
// country's armed service, takes "the" in running text ("at British Army" is no English); "Bank of America",
// a name that opens on its kind, does not.
const TAKES_THE = new RegExp(
  [
    String.raw`^(?:\p{Lu}[\p{L}.'’&-]*\s){0,3}(?:Department|Ministry|Office|Borough|Council|City|County|State|Government|Province|University|Institute|College|School|Academy|District|Municipality|Region)\sof\s`,
    String.raw`^(?:\p{Lu}[\p{L}.'’&-]*\s){1,3}Bank\sof\s`,
    String.raw`^(?:British|Royal|Indian|Australian|Canadian|New Zealand|Irish|US|United States|South African)\s(?:Army|Navy|Air Force|Marines|Marine Corps)$`,
  ].join('|'),
  'u',
)

export function employerName(company: string | undefined): string {
  if (
    /^(?:self[- ]?employed|freelance|freelancer|independent|various|selbst(?:st)?ändig|freiberuflich|freiberufler(?:in)?)$/i.test(
      company?.trim() ?? '',
    )
  )
    return ''
  return realValue(company)
}

/** The employer as English running text names it: "the British Army", "Arla Foods"; '' for self-employment. */
export function spokenEmployer(company: string | undefined): string {
  const name = employerName(company)
  return TAKES_THE.test(name) ? `the ${name}` : name
}

/**
 * Whether a role description opens on a verb of the person's ("Lead the night shift"). A verb the
 * tagger reads as a noun at the start of a line ("Serve customers in …") is one when "I" can say
 * it before its object: a base form, a verb on its own too, not joined to another noun ("Triage
 * and …", "Audits of …", "Internship in …").
 */
const COMPOUND_HEAD =
  /^(?:chain|handling|control|management|service|truck|picking|taking|keeping|assurance|improvement|desk|counter),?$/i

function opensOnVerb(first: string): boolean {
  const [word = '', next = ''] = first.split(/\s+/)
  // "Research on …", "Study of …": the verbs take their object directly, so before a preposition
  // the word is the noun ("I research on debondable adhesives" is no sentence).
  if (/^(?:research|study)$/i.test(word) && /^(?:on|into|of|in|about)$/i.test(next)) return false
  // "Supply chain and transport", "Cash handling and customer service", "Reach truck and counterbalance
  // forklift": a word that is a verb too, before the head of a compound noun that ends the list's first
  // item, names work ("I supplied chain", "I cashed handling" are no sentences).
  if (COMPOUND_HEAD.test(next) && /^(?:and|or|&|in|on|for|at|across)$/i.test(first.split(/\s+/)[2] ?? 'and'))
    return false
  if (nlp(first).terms().first().has('#Verb')) return true
  if (/[,;:]$/.test(word) || /^(?:and|or|of|&)$/i.test(next) || /[^s]s$/i.test(word)) return false
  // A word that is a verb on its own too ("serve", not "internship"), and one after "I".
  const base = word.toLowerCase()
  return (
    nlp(base).has('#Verb') &&
    nlp(`I ${base} ${first.slice(word.length).trim()}`)
      .terms()
      .eq(1)
      .has('#Verb')
  )
}

export function evidenceClause(profile: ProfileSections, evidence: Evidence): EvidenceClause | null {
  const experience =
    evidence.experienceIndex === null
      ? undefined
      : profile.workExperience.experiences[evidence.experienceIndex]
  // A career break ("Career break", "Parental leave") is no post: the letter says it once, in its
  // opening, never "at Career break, I raised two children" as work done for an employer.
  if (experience && isCareerBreak(experience)) return null
  const isCurrent = !!experience && isCurrentRole(experience.duration)
  const base = {
    employer: spokenEmployer(experience?.company),
    role: spokenRole(realValue(experience?.role)),
    isCurrent,
    hasNumber: /\d/.test(evidence.text),
    source: evidence.text,
    order: experience ? profile.workExperience.experiences.indexOf(experience) : -1,
    duration: experience?.duration ?? '',
    kind: evidence.kind,
  }
  switch (evidence.kind) {
    case 'achievement': {
      const clause = toFirstPersonAsHeld(evidence.text, isCurrent)
      return clause ? { ...base, clause } : null
    }
    case 'description': {
      // A role description is the person's ongoing work: present tense for the current role.
      const first = stripEnd(splitSentences(evidence.text)[0] ?? '')
      if (first.split(/\s+/).length > 40) return null
      // "Research on debondable adhesives …" names the work: the person does it ("I do research on …").
      const research = /^research ((?:on|into|in|about) .+)$/i.exec(first)
      if (research) return { ...base, clause: `I ${isCurrent ? 'do' : 'did'} research ${research[1]}` }
      // "Triage and emergency care in a trauma centre" names the work: told as the work the person
      // does (or did), since no verb of its own can take "I".
      if (!opensOnVerb(first) && !isVerbPair(first)) {
        const named = namedWork(first, isCurrent)
        return named ? { ...base, ...named } : null
      }
      const clause = toFirstPerson(first, isCurrent ? 'present' : 'past')
      return clause ? { ...base, clause } : null
    }
    case 'project': {
      const [name, rest] = evidence.text.split(' — ')
      if (!name) return null
      const description = rest ? stripEnd(rest.replace(/\s*\([^)]*\)$/, '')) : ''
      const firstPerson = description ? toFirstPerson(description, 'past') : null
      // "in my Bachelor thesis", "in my capstone project"; a project with a name of its own is "my project X".
      // A project with a name of its own is named as a title after the work ("… — a project of my own,
      // “Onboarding course for volunteer tutors”"), never "in my project Onboarding course for …".
      if (firstPerson && /\b(?:thesis|dissertation|project|capstone|coursework)$/i.test(name.trim()))
        return { ...base, clause: `${firstPerson} in my ${name.trim()}` }
      if (firstPerson) return { ...base, clause: `${firstPerson} — a project of my own, “${name.trim()}”` }
      // "Tracks expenses" describes what it does; "Training kit for …" what it is.
      const what = !description
        ? ''
        : /^(a|an|the)\b/i.test(description)
          ? lowerFirst(description)
          : isThirdPersonVerb(description)
            ? `a project that ${lowerFirst(description)}`
            : `${/^[aeiou]/i.test(description) ? 'an' : 'a'} ${lowerFirst(description)}`
      return { ...base, clause: `I built ${name.trim()}${what ? `, ${what}` : ''}` }
    }
    case 'education': {
      const degree = profile.education.degrees.find(
        (d) =>
          evidence.text.startsWith([d.degree, d.field].filter(Boolean).join(', ')) ||
          evidence.text.includes(d.institution || '\u0000'),
      )
      if (
        !degree ||
        !/\b(bachelor|master|mba|msc|bsc|ba|ma|ph\.?d|doctor|diplom|diploma|associate|licen[cs]e|degree|(?:post)?graduate certificate|pg ?cert)\b/i.test(
          degree.degree,
        ) ||
        /[:]/.test(degree.degree)
      )
        return null
      const what =
        degree.degree && degree.field ? `${degree.degree} in ${degree.field}` : degree.degree || degree.field
      return {
        ...base,
        clause: `I earned my ${what}${degree.institution ? ` at ${degree.institution}` : ''}`,
      }
    }
    case 'certification': {
      // "Registered with the PSI" is a status: held as "registration with the PSI", never
      // "I hold the Registered with the PSI qualification".
      const credential = stripEnd(evidence.text)
      // A credential not yet held is no evidence a letter can say "I hold" about.
      if (isCredentialInProgress(credential)) return null
      // "Mine Safety Induction", "Quality Assured Security Training (QAST)": a course is completed, not held.
      if (isCourse(credential)) return { ...base, clause: `I completed ${coursePhrase(credential)}` }
      const noun = credentialNoun(credential)
      if (noun !== credential) return { ...base, clause: `I hold ${noun}` }
      // "NMC registration (PIN 19J2231O)", "CIPD membership": a standing is held as it is named.
      if (/\b(?:registration|membership|status)\b/i.test(credential))
        return { ...base, clause: `I hold ${credential}` }
      return {
        ...base,
        clause: `I hold the ${credential}${/certif|credential|licen[cs]e/i.test(credential) ? '' : ' qualification'}`,
      }
    }
    default:
      return null
  }
}

/** "tracks expenses" starts with a verb; "training kit for …" and "dashboard that …" do not. */
/**
 * "Design and lead field trip programmes": two verbs the person does, joined before their object, are
 * said with "I" ("Triage and emergency care", "Interviews and usability tests" are named work).
 */
function isVerbPair(first: string): boolean {
  const pair = /^(\p{L}+) and (\p{L}+) (\S+)/u.exec(first)
  // "Audit and tax work": the pair names the work the noun after it is.
  // "Phone and chat support", "Bar and floor service", "Day and night cover": the pair names the
  // kind of service the noun after it is, never two verbs ("I phone and chat support" is no sentence).
  if (!pair || /s$/i.test(pair[1]!) || /^(?:work|support|service|services|care|cover)$/i.test(pair[3]!))
    return false
  // Both are verbs the lexicon knows on their own ("design", "lead"; not "triage and emergency"), or a past
  // form the lexicon reads as an adjective alone but as a verb after "I" ("received", "assisted").
  return [pair[1]!, pair[2]!].every(
    (w) =>
      nlp(w.toLowerCase()).has('#Verb') ||
      (/ed$/i.test(w) && nlp(`I ${w.toLowerCase()}`).terms().eq(1).has('#PastTense')),
  )
}

// Words after which a noun phrase goes on to its setting ("… in a trauma centre", "… for new communities").
const SETTING = /\s(?:in|at|on|for|of|with|across|to|from|within)\s/

/**
 * A role description that names the work instead of saying it: "Responsible for the collection …" as
 * what the person is (or was) responsible for; a list of work ("Tills, stock and helping customers
 * on the beauty counter", "Triage and emergency care in a trauma centre") as what they work (or
 * worked) on, with the work itself for a style's own frame. Anything else (a place, "A 90-seat restaurant …"; one noun, "Category for …"; German)
 * is left untold: null.
 */
function namedWork(first: string, isCurrent: boolean): { clause: string; work?: string } | null {
  const responsible = /^responsible for (\S.*)$/i.exec(first)
  if (responsible) return { clause: `I ${isCurrent ? 'am' : 'was'} responsible for ${responsible[1]}` }
  if (/^(?:a|an|the|my|our|this|one)\b/i.test(first) || first.split(/\s+/).length > 24) return null
  if (/[äöüß]/i.test(first) || /\b(?:und|mit|für|der|die|das|im|von)\b/.test(first)) return null
  // The list comes before the setting: "Stormwater planning and drainage review for …".
  const setting = SETTING.exec(first)
  const work = setting ? first.slice(0, setting.index) : first
  // "Corporate and regulatory paralegal for …" names the person's job, not work they do.
  if (!/,|\band\b/.test(work) || !nlp(work).has('#Noun') || work.split(/\s+/).some(isPersonNoun)) return null
  const named = lowerFirst(first)
  // "Domestic and commercial electrical work" is done, not worked on.
  if (/\bwork$/i.test(work)) return { clause: `I ${isCurrent ? 'do' : 'did'} ${named}`, work: named }
  // "Phone and chat support in German", "Bar and floor service": a service is provided.
  if (/\b(?:support|service|services|cover)$/i.test(work))
    return { clause: `I ${isCurrent ? 'provide' : 'provided'} ${named}`, work: named }
  return { clause: `I ${isCurrent ? 'work' : 'worked'} on ${named}`, work: named }
}

function isThirdPersonVerb(description: string): boolean {
  const word = nlp(`It ${lowerFirst(description)}`)
    .terms()
    .eq(1)
  return word.has('#PresentTense') && !word.has('#Infinitive') && !word.has('#Gerund')
}

/**
 * How a sentence places a piece of evidence: "At Acme Logistics, I …" (at), "I … at Acme, cutting …"
 * (tail), "As a nurse at Acme, I …" (as), "In my current role at Acme, I …" (current), "While at
 * Acme, I …" / "After joining Acme, I …" (during), "I … (Acme)" (paren), "Acme is where I …"
 * (where). A form the evidence cannot take falls back to the plain one.
 */
export type EvidenceForm = 'at' | 'tail' | 'as' | 'current' | 'during' | 'paren' | 'where'

/**
 * How a style joins a second piece of evidence to the first: `also` words one from the same place
 * ("I also …"), `earlier` introduces one from an earlier employer ("Before that, at Acme,").
 */
export type NextWords = { also: (rest: string) => string; earlier: (employer: string) => string }

const PLAIN_NEXT: NextWords = {
  also: (rest) => `I also ${rest}`,
  earlier: (employer) => `Before that, at ${employer},`,
}

/** "I redesigned the flow, cutting drop-off by 23%" -> ["I redesigned the flow", ", cutting …"]. */
function resultTail(clause: string): [string, string] {
  const match = /,\s(?=[a-z]+ing\b)/.exec(clause)
  return match ? [clause.slice(0, match.index), clause.slice(match.index)] : [clause, '']
}

/** One piece of evidence as a sentence (without its final stop) in the given form. */
export function sayEvidence(c: EvidenceClause, form: EvidenceForm): string {
  // It opens a sentence: a reworded clause ("my part was …") takes its capital.
  return upperFirst(placeEvidence(c, form))
}

function placeEvidence(c: EvidenceClause, form: EvidenceForm): string {
  if (!c.employer) return c.clause
  const [head, tail] = resultTail(c.clause)
  switch (form) {
    case 'tail':
      // "… largest contract, a $2.4M agreement at X" would bind the employer to the wrong noun.
      if (/\b(?:at|in my)\b|,/.test(head) || head.split(/\s+/).length > (tail ? 14 : 10)) break
      return `${head} at ${c.employer}${tail}`
    case 'as':
      if (!c.role || /\b(self|freelance|intern)\b/i.test(c.role)) break
      return `As ${aTitle(c.role)} at ${c.employer}, ${c.clause}`
    case 'current':
      if (!c.isCurrent) break
      return `In my current role at ${c.employer}, ${c.clause}`
    case 'during':
      // A current role's description is in the present tense, its results in the past.
      if (!c.isCurrent) return `While at ${c.employer}, ${c.clause}`
      // Work still done ("I supervise two therapists") goes on since joining; a result came after it.
      return c.kind === 'description'
        ? `These days at ${c.employer}, ${c.clause}`
        : `${isPastForm(c.clause.split(/\s+/)[1] ?? '') ? 'After' : 'Since'} joining ${c.employer}, ${c.clause}`
    case 'paren':
      return `${c.clause} (${c.employer})`
    case 'where':
      // "Acme is where I lead …"; an earlier role "was where". A reworded clause is told plainly.
      if (!c.clause.startsWith('I ')) break
      return `${c.employer} ${c.isCurrent ? 'is' : 'was'} where ${c.clause}`
  }
  return `At ${c.employer}, ${c.clause}`
}

/** A second piece of evidence after `first`: the employer named only when it changes. */
/**
 * Whether the role of one clause ended before the role of another began: by their dates, or by the
 * order the profile lists them in when a date cannot be read. A post held alongside is not "earlier".
 */
function cameBefore(next: EvidenceClause, first: EvidenceClause): boolean {
  if (next.order < 0 || first.order < 0) return false
  const before = parseDuration(next.duration)
  const after = parseDuration(first.duration)
  return before && after ? before.endMonths <= after.startMonths : next.order > first.order
}

export function sayNext(first: EvidenceClause, next: EvidenceClause, words: NextWords = PLAIN_NEXT): string {
  // A reworded clause ("my contribution was …") is told as it is, with its employer.
  if (!next.clause.startsWith('I '))
    return next.employer ? `At ${next.employer}, ${next.clause}` : upperFirst(next.clause)
  const rest = next.clause.replace(/^I /, '')
  if (!next.employer || next.employer === first.employer)
    return /^I (am|was|hold|earned)\b/.test(next.clause) ? next.clause : words.also(rest)
  if (cameBefore(next, first)) return `${words.earlier(next.employer)} ${next.clause}`
  return `At ${next.employer}, ${next.clause}`
}

/**
 * How a style rewords the person's own clause without changing a fact: as it is (plain); a result
 * told in its own short sentence, "I redesigned the flow. That cut drop-off by 23%" (split); the
 * work as the writer's part in it, "my contribution was leading the design of …" (contribution)
 * or "my part was leading …" (part);
 * the work as a chance taken, "I got to lead the design of …" (chance); the result first, "I cut
 * drop-off by 23% by redesigning the flow" (outcome); the means first, "With a new review process, I
 * raised win rate …" (means); the result as what the work did, "I redesigned the flow, which cut
 * drop-off by 23%" (which); a change of a measure told as what it went from and to once the work was
 * done, "after I redesigned the flow, drop-off went from 31% to 8%" (after), or as the person's move
 * of it, "I took ARR from $14M to $31M", "I brought drop-off down from 31% to 8%" (took). Only a finished
 * achievement whose first word is its verb is reworded; anything else stays as it is.
 */
export type Rewording =
  'plain' | 'split' | 'contribution' | 'part' | 'chance' | 'outcome' | 'means' | 'which' | 'after' | 'took'

// Verbs of making or doing something, which read as the writer's part ("my contribution was
// building …") or a chance taken ("I got to build …"); results ("exceeded", "cut") do not.
const WORK_VERBS =
  /^I (built|designed|redesigned|wrote|ran|introduced|launched|started|created|developed|delivered|trained|mentored|automated|rebuilt|coordinated|prepared|led|organised|organized|planned|taught|managed|established|implemented|drafted|negotiated|precepted|shipped|configured|modelled|modeled|reorganised|reorganized|curated|co-curated|produced|edited|hosted|compiled|restored|catalogued|cataloged|digitised|digitized|set up)\b/

const COMMAND_VERBS = /^(?:led|managed|ran|established|negotiated|precepted)$/
const SENIOR_ROLE = /\b(?:manager|head|director|supervisor|leader|chief|owner|founder)\b/i
const TOP_LEVELS = new Set(['senior', 'lead', 'principal', 'staff', 'chief'])

export function reword(c: EvidenceClause, how: Rewording | Rewording[]): EvidenceClause {
  // Done to the person ("I was trusted with …", "I was promoted to …"): no means, part or result to move.
  if (/^I (?:was|were|am)\b/.test(c.clause)) return c
  // A style's rewordings in its order: the first that fits the clause.
  if (Array.isArray(how)) {
    for (const one of how) {
      const told = reword(c, one)
      if (told.clause !== c.clause) return told
    }
    return c
  }
  const told = rewordClause(c, how)
  // A gerund can name a skill the clause did not ("taught" -> "teaching"): the person's words stay.
  const before = new Set(findSkills(c.clause).map((s) => s.toLowerCase()))
  return findSkills(told.clause).every((s) => before.has(s.toLowerCase())) ? told : c
}

/** "cutting" -> "cut", through the infinitive ('' when compromise cannot tell). */
function pastOfGerund(gerund: string): string {
  const infinitive = nlp(`to ${gerund}`).verbs(0).toInfinitive().text()
  const doc = nlp(`I ${infinitive} it`)
  doc.verbs(0).toPastTense()
  const past = /^I ([a-z]+) it$/.exec(doc.text())?.[1] ?? ''
  return infinitive && past !== gerund ? past : ''
}

/** "reorganised" -> "reorganising" ('' when compromise cannot tell). */
function gerundOf(verb: string): string {
  const gerund = nlp(`I ${verb} it`)
    .verbs(0)
    .toGerund()
    .text()
    .replace(/^(am|is|are) /, '')
  // A past form the tagger does not know ("mentored") comes back whole with "-ding" on it.
  return /^[a-z]+ing$/.test(gerund) && gerund !== verb && !(/ed$/.test(verb) && gerund.startsWith(verb))
    ? gerund
    : ''
}

/** "I reorganised stock ordering, reducing expired stock by 30%": its action and its result. */
const RESULT_TAIL = /^I ([a-z]+) ([^,]+), ([a-z]+ing) ([^,]+)$/

const COMPANY_KEPT =
  /^with (?:a|an|the|my) (?:(?:small|large|new|cross-functional|multidisciplinary)\s)?(?:team|crew|staff|group|squad|colleague|partner|manager|supervisor|mentor)s?\b/i

/** The means a result was reached by, told last: "… by moving budget", "… with a new process". */
function meansAt(clause: string): number {
  let at = -1
  const means = / (?:by [a-z]+ing|through (?:a|an|the|my)|with (?:a|an|the|my)) /g
  for (let m = means.exec(clause); m; m = means.exec(clause)) at = m.index
  return at
}

// Verbs that move a measure from one value to another ("raised X from 86% to 97%").
const CHANGE_WORD =
  /^(?:cut|reduced|raised|increased|grew|lowered|brought|lifted|boosted|improved|shortened|took)$/

/**
 * "I cut waiting time by 40% by splitting the queues": the result ("cut", "waiting time by 40%") and
 * the work behind it in the past tense ("split the queues"); null when the means is not one action
 * ("by re-costing the menu and moving two suppliers") or the clause has no such shape.
 */
function resultByMeans(clause: string): { verb: string; result: string; action: string } | null {
  const verb = /^I ([a-z]+) /.exec(clause)?.[1] ?? ''
  const by = clause.lastIndexOf(' by ')
  if (!OUTCOME_WORD.test(verb) || verb.endsWith('ing') || by < 0 || clause.includes(',')) return null
  const [gerund = '', ...means] = clause.slice(by + 4).split(' ')
  const past = /^[a-z]+ing$/.test(gerund) ? pastOfGerund(gerund) : ''
  const action = `${past} ${means.join(' ')}`
  if (!past || !means.length || /\band [a-z]+ing\b/.test(action)) return null
  return { verb, result: clause.slice(`I ${verb} `.length, by), action }
}

/**
 * "I raised on-time rate from 86% to 97% by moving pickers to a zone layout" or "I moved pickers to a
 * zone layout, raising on-time rate from 86% to 97%" -> "after I moved pickers to a zone layout,
 * on-time rate went from 86% to 97%": the measure and its values as they are, the person's work
 * in the past tense before them. Only one action (a second gerund, "… and moving two suppliers",
 * would need its own verb) and a measure of a few words without a comma.
 */
function afterWork(clause: string): string | null {
  let action = ''
  let change = ''
  const tail = RESULT_TAIL.exec(clause)
  if (tail) {
    const [, verb = '', object = '', gerund = '', result = ''] = tail
    if (!isOutcomeGerund(gerund)) return null
    action = `${verb} ${object}`
    change = result
  } else {
    const done = resultByMeans(clause)
    if (!done || !CHANGE_WORD.test(done.verb)) return null
    action = done.action
    change = done.result
  }
  const from = change.indexOf(' from ')
  // "brought query resolution time down from 21 to 9 days": the particle is the verb's, not the measure's.
  const measure = change.slice(0, from).replace(/ (?:down|up)$/, '')
  const values = change.slice(from + 1)
  if (
    from < 1 ||
    !/^from \S+ to \S/.test(values) ||
    /,/.test(action + change) ||
    measure.split(' ').length > 8 ||
    /\b(?:by|and)\b/.test(measure) ||
    /\band [a-z]+ing\b/.test(action)
  )
    return null
  return `after I ${action}, ${measure} went ${values}`
}

function rewordClause(c: EvidenceClause, how: Rewording): EvidenceClause {
  if (how === 'plain' || c.kind !== 'achievement') return c
  if (how === 'after') {
    const told = afterWork(c.clause)
    return told ? { ...c, clause: told } : c
  }
  if (how === 'took') {
    // "I grew regional ARR from $14M to $31M" -> "I took regional ARR from $14M to $31M": the move of
    // the measure told as the person's.
    const verb = /^I ([a-z]+) /.exec(c.clause)?.[1] ?? ''
    const rest = c.clause.slice(`I ${verb} `.length)
    const from = rest.indexOf(' from ')
    const measure = rest.slice(0, from)
    if (
      !CHANGE_WORD.test(verb) ||
      /^(?:took|brought)$/.test(verb) ||
      from < 1 ||
      !/^from \S+ to \S/.test(rest.slice(from + 1)) ||
      measure.split(' ').length > 8 ||
      /,|\b(?:by|and)\b/.test(measure)
    )
      return c
    // A fall stays a fall: "I cut late departures from 9% to 3%" never becomes "I took late
    // departures from 9% to 3%", which reads as if the person caused them.
    if (/^(?:cut|reduced|lowered|shortened)$/.test(verb))
      return { ...c, clause: `I brought ${measure} down ${rest.slice(from + 1)}` }
    return { ...c, clause: `I took ${rest}` }
  }
  if (how === 'outcome' || how === 'which') {
    const match = RESULT_TAIL.exec(c.clause)
    // "I cut waits by 40% by splitting the queues" told as what the work did: "I split the queues,
    // which cut waits by 40%".
    const done = how === 'which' && !match ? resultByMeans(c.clause) : null
    if (done) return { ...c, clause: `I ${done.action}, which ${done.verb} ${done.result}` }
    if (!match) return c
    const [, verb = '', action = '', gerund = '', result = ''] = match
    // Only a result the work brought about ("…, cutting waits by 40%") is what the work did; a second
    // action of the person's ("…, escalating 12 matters to the MLRO") is not.
    const past = isOutcomeGerund(gerund) ? pastOfGerund(gerund) : ''
    if (!past) return c
    if (how === 'which') return { ...c, clause: `I ${verb} ${action}, which ${past} ${result}` }
    const doing = gerundOf(verb)
    return doing ? { ...c, clause: `I ${past} ${result} by ${doing} ${action}` } : c
  }
  if (how === 'means') {
    const at = meansAt(c.clause)
    const means = c.clause.slice(at + 1)
    const done = c.clause.slice(0, at)
    // Only a short means after a whole result: "I raised win rate … with a new deal-review process".
    // "… by re-costing the menu with the head chef and moving two suppliers": a "with" inside an earlier
    // means belongs to it, and the sentence keeps its order.
    if (
      at < 0 ||
      !/^I [a-z]+ \S/.test(done) ||
      / (?:by [a-z][a-z-]*ing|through (?:a|an|the|my)) /.test(done) ||
      /,/.test(means) ||
      means.split(/\s+/).length > 9 ||
      // "… with a team of 11" says who the work was done with, not how the result was reached.
      COMPANY_KEPT.test(means)
    )
      return c
    return { ...c, clause: `${means}, ${done}` }
  }
  if (how === 'split') {
    const match = /,\s([a-z]+ing)\b(.*)$/.exec(c.clause)
    // "…, including bilingual learners" is part of what was done, not a second action.
    if (
      !match ||
      !/^I [a-z]+/.test(c.clause) ||
      /^(?:including|excluding|regarding|concerning)$/.test(match[1]!)
    )
      return c
    // "cutting" -> "cut": through the infinitive, which compromise finds for a bare gerund.
    const past = pastOfGerund(match[1]!)
    if (!past) return c
    // What the action brought about is "That cut seat time …"; more work of the person's own is
    // theirs: "… to Canvas LMS. I trained 31 teachers", never "That trained 31 teachers".
    const subject = isOutcomeGerund(match[1]!) ? 'That' : 'I'
    return { ...c, clause: `${c.clause.slice(0, match.index)}. ${subject} ${past}${match[2]}` }
  }
  const verb = WORK_VERBS.exec(c.clause)?.[1]
  if (!verb) return c
  const rest = c.clause.slice(`I ${verb} `.length)
  const form = nlp(`I ${verb} it`).verbs(0)
  if (how === 'chance') {
    // "I got to lead …" is a chance given: it does not fit the work of someone who commands it (a
    // verb of command, or a clause from a senior or managing post).
    if (
      COMMAND_VERBS.test(verb) ||
      SENIOR_ROLE.test(c.role) ||
      levelsNamed(c.role).some((l) => TOP_LEVELS.has(l))
    )
      return c
    const infinitive = form.toInfinitive().text()
    // The tagger leaves some past forms as they are ("mentored"): no infinitive, no rewording.
    return /^[a-z]+$/.test(infinitive) && infinitive !== verb
      ? { ...c, clause: `I got to ${infinitive} ${rest}` }
      : c
  }
  const gerund = form
    .toGerund()
    .text()
    .replace(/^(am|is|are) /, '')
  if (!/^[a-z]+ing$/.test(gerund)) return c
  // A past form the tagger does not know ("mentored") comes back whole with "-ding" on it
  // ("mentoredding"): the clause is told as it is.
  if (/ed$/.test(verb) && gerund.startsWith(verb)) return c
  // "introduced a programme, ran it for 9 groups and cut the wait": three verbs in a list are told as they are.
  const listed = /, ([a-z]+) /.exec(rest)?.[1]
  if (listed && nlp(`I ${listed} it`).has('#PastTense')) return c
  // "Designed and built 6 modules": both verbs take the gerund ("designing and building"), or the
  // clause is told as it is.
  const second = /^and ([a-z]+) /.exec(rest)
  let object = rest
  if (second) {
    const also = gerundOf(second[1]!)
    if (!also || !nlp(`I ${second[1]} it`).has('#PastTense')) return c
    object = `and ${also} ${rest.slice(second[0].length)}`
  } else {
    // "planned rotas for 12 receptionists and handled VIP arrivals": a second verb after the first
    // one's object takes the gerund too ("planning … and handling …"), or the clause stays as it is.
    // A verb the tagger reads as a noun or a present ("…, and cut time-to-productive …") counts too
    // when it follows ", and ", as a joined clause does.
    const joined = /, and ([a-z]+) /.exec(rest)?.[1] ?? ''
    const later =
      nlp(`I ${verb} ${rest}`).match('and [#PastTense]', 0).text() ||
      (joined && nlp(joined).has('#Verb') ? joined : '')
    if (later) {
      const also = gerundOf(later)
      const at = rest.search(new RegExp(`\\band ${later}\\b`))
      if (!also || at < 0) return c
      object = `${rest.slice(0, at)}and ${also}${rest.slice(at + 4 + later.length)}`
    }
  }
  return { ...c, clause: `${how === 'part' ? 'my part was' : 'my contribution was'} ${gerund} ${object}` }
}
