import { THING, type Token } from '#server/features/jobs/intake/phrase-words.ts'

// Coordination: the members of one list are things of one kind. In "use multimeters, manifold gauges
// and combustion analyzers" or "Dental4Windows or Exact", a member the other rules pass over (a
// single domain word, a name) is a skill because a sibling in the same list is one.

const JOINER = /^(?:,|and|or)$/i
const MEMBER_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM'])
// Heads that name parties, places or time: "schools, health visitors and the police" lists
// partners, not skills, whatever its siblings are.
export const PARTY_HEAD =
  /^(?:teams?|porters?|chefs?|cooks?|drivers?|apprentices?|trainees?|volunteers?|carers?|tenants?|members?|students?|pupils?|children|parents?|families|patients?|residents?|colleagues?|staff|clients?|customers?|partners?|suppliers?|vendors?|stakeholders?|people|persons?|users?|agenc(?:y|ies)|police|visitors?|managers?|engineers?|editors?|owners?|leaders?|employees?|workers?|schools?|colleges?|universit(?:y|ies)|hospitals?|courts?|groups?|communit(?:y|ies)|government|regulators?|authorities|offices?|sites?|locations?|regions?|countries|markets?|analysts?|specialists?|officers?|newspapers?|newsrooms?|services|sectors?|industr(?:y|ies)|projects?|portfolios?|progress|eligibility|equivalent|days?|weeks?|months?|years?|hours?|weekends?|nights?|shifts?|web|print)$/i

// Plurals that name people ("assistants", "guests", "residents"), not the work done to things.
const PERSON_PLURAL = /(?:ers|ors|ists|ians|ees|tants|dents|tients|ients|guests)$/i

type Options = {
  /** Trims a member to its phrase, or null when it names no skill on its own terms. */
  clean: (words: string[]) => string | null
  /** Whether a phrase is a skill already (found by another rule or known to the lexicon). */
  isAccepted: (phrase: string) => boolean
}

/** Members of the line's lists that are skills because a sibling is one. */
export function coordinatedPhrases(tokens: Token[], { clean, isAccepted }: Options): string[] {
  return lists(tokens).flatMap(({ members }) => acceptSiblings(members, clean, isAccepted))
}

/**
 * The objects a hands-on duty lists ("Operate tractors, air seeders, boomsprays and headers", "Help
 * with lamb marking, crutching, drenching and shearing"): in a list of three or more, each the duty's
 * own words, the members are the equipment and tasks of the trade. One member that is no skill on its
 * own terms (a party, a place, a generic thing: `isThing`) says the list is of things, so none is kept.
 */
export function dutyObjectLists(
  tokens: Token[],
  { clean, isThing }: { clean: Options['clean']; isThing: (head: string) => boolean },
): string[] {
  const found: string[] = []
  // The duty's own verbs open the line ("Diagnose and repair", "Help with"); a list after a colon,
  // "such as" or a later clause names circumstances as often ("weather, technical defects").
  let opening = 0
  while (
    opening < tokens.length &&
    (tokens[opening]!.pos === 'VERB' ||
      isParticle(tokens, opening) ||
      isVerbHyphen(tokens, opening) ||
      (opening > 0 && /^(?:and|or|with|,)$/i.test(tokens[opening]!.text)))
  )
    opening++
  if (
    opening === 0 ||
    (tokens[opening - 1]!.pos !== 'VERB' &&
      !isParticle(tokens, opening - 1) &&
      !/^with$/i.test(tokens[opening - 1]!.text))
  )
    return []
  for (const { members: all, start } of lists(tokens)) {
    const isArea =
      start !== opening && (isAreaList(tokens, start, opening) || isTaskList(tokens, all, start, opening))
    if (start !== opening && !isArea) continue
    // "civil and criminal case filings": a member of adjectives alone shares the next one's noun.
    const members = all.filter((m, i) => i === all.length - 1 || !m.every((t) => t.pos === 'ADJ'))
    const kinds = members.map((m) => {
      const words = joinHyphens(m)
      const head = words.at(-1)
      if (!head || words.length > 3 || PARTY_HEAD.test(head.text)) return null
      // "harvest work", "yard work": the work of a named kind is a task of the trade.
      if (words.length >= 2 && /^work$/i.test(head.text) && words.at(-2)!.pos === 'NOUN')
        return clean(words.map((w) => w.text))
      if (isThing(head.text)) return words.length >= 2 && EQUIPMENT_HEAD.test(head.text) ? SAME_KIND : null
      if (head.pos !== 'NOUN' && !(head.pos === 'VERB' && /ing$/.test(head.text))) return null
      return clean(words.map((w) => w.text))
    })
    const phrases = kinds.filter((k) => k !== SAME_KIND)
    if (members.length >= 3 && phrases.length >= 2 && phrases.every((p) => p !== null)) {
      // "education on prevention, nutrition and …", "reports on absence, turnover and headcount": a
      // lone mass noun after "on" is the topic; equipment is counted ("conveyors, ovens").
      const isTopic = isArea && /^on$/i.test(tokens[start - 1]!.text) && phrases.some(isMassWord)
      if (!isTopic) found.push(...(phrases as string[]))
    }
    // Two areas after the object ("risk ratings and recommendations") vouch for nothing.
    else if (!isArea)
      found.push(
        ...vouchedByCompound(
          members,
          kinds.map((k) => (k === SAME_KIND ? null : k)),
        ),
      )
  }
  return found
}

const SAME_KIND = Symbol('same kind')
// Words for equipment in general: with what it is of ("PLC-controlled systems", "refrigeration
// units"), one is of the trade's kind, though no skill in its own words.
const EQUIPMENT_HEAD =
  /^(?:systems?|equipment|machinery|machines?|plant|tools?|units?|devices?|controls?|installations?)$/i

const isMassWord = (phrase: string | null) =>
  phrase !== null && /^\p{L}+$/u.test(phrase) && !/s$/.test(phrase)

// "across" names the areas a duty spans, "with" and "on" what it is done with or to.
const AREA_CUE = /^(?:across|with|on)$/i
// "for" names what the duty's object is used for: tasks, when they are -ing words (see `isTaskList`).
const GERUND_CUE = /^(?:across|with|on|for)$/i

/**
 * "Research variances across receiving, putaway, replenishment and shipping", "Connect patients with
 * community resources, Medi-Cal and Medicare benefits", "Carry out repairs on packing lines, conveyors
 * and ovens": a list after the duty's own object, opened by "across", "with" or "on", names the
 * stages, resources or equipment of the trade as a list right after the verb does.
 */
function isAreaList(tokens: Token[], start: number, opening: number): boolean {
  const cue = tokens[start - 1]
  const object = tokens[start - 2]
  // "Fault-find on three-phase motors, inverters and …": "on" right after the verbs opens their objects.
  if (start - 1 === opening && /^on$/i.test(cue?.text ?? '')) return true
  return (
    start - 2 >= opening &&
    cue !== undefined &&
    AREA_CUE.test(cue.text) &&
    object !== undefined &&
    object.pos === 'NOUN'
  )
}

/**
 * "Drive tractors for ploughing, sowing, spraying and harvest work": a list of tasks (two of them at
 * least named by an -ing word) after "for" and the duty's object names what the object is used for:
 * the trade's tasks. A list of places or parties after "for" ("for the kitchen, bar and …") does not.
 */
function isTaskList(tokens: Token[], members: Token[][], start: number, opening: number): boolean {
  const cue = tokens[start - 1]
  const object = tokens[start - 2]
  return (
    start - 2 >= opening &&
    /^for$/i.test(cue?.text ?? '') &&
    object?.pos === 'NOUN' &&
    members.filter((m) => /\p{Ll}{3,}ing$/u.test(m.at(-1)?.text ?? '')).length >= 2
  )
}

/**
 * "Wire thermostats and low-voltage controls": in a shorter list, a compound of the trade's words
 * vouches for a sibling that is one plural noun; two lone words ("reports and invoices") do not.
 */
function vouchedByCompound(members: Token[][], phrases: (string | null)[]): string[] {
  const hasCompound = phrases.some((p, i) => p !== null && joinHyphens(members[i]!).length >= 2)
  if (!hasCompound) return []
  return phrases.filter(
    (p, i): p is string =>
      p !== null &&
      members[i]!.length === 1 &&
      members[i]![0]!.pos === 'NOUN' &&
      /^\p{Ll}{4,}[^s']s$/u.test(p) &&
      !PERSON_PLURAL.test(p) &&
      !THING.test(p),
  )
}

/** "Set up", "Carry out", "Fill in": the particle of the verb before it. */
/** The particles that finish a phrasal verb ("Fill in", "Carry out") or name its act ("check-in"). */
export const PARTICLE = /^(?:up|out|off|down|back|in)$/i

export function isParticle(tokens: Token[], at: number): boolean {
  return at > 0 && tokens[at - 1]!.pos === 'VERB' && PARTICLE.test(tokens[at]!.text)
}

/**
 * "across receiving, putaway, replenishment and shipping": the tagger reads a lone -ing word as a
 * verb; one that opens a member right after a joiner or an area cue is the stage of work it names.
 */
function isGerundMember(tokens: Token[], at: number, inMember: number, listStart: number): boolean {
  const token = tokens[at]!
  const before = tokens[at - 1]
  const after = tokens[at + 1]
  return (
    inMember === 0 &&
    GERUND_CUE.test(tokens[listStart - 1]?.text ?? '') &&
    token.pos === 'VERB' &&
    /^\p{Ll}{3,}ing$/u.test(token.text) &&
    before !== undefined &&
    (JOINER.test(before.text) || GERUND_CUE.test(before.text)) &&
    (after === undefined || JOINER.test(after.text))
  )
}

function isClosingParticle(tokens: Token[], at: number, current: Token[]): boolean {
  const after = tokens[at + 1]
  return (
    /^(?:in|out)$/i.test(tokens[at]!.text) &&
    current.length > 0 &&
    current.at(-1)!.pos === 'NOUN' &&
    after !== undefined &&
    JOINER.test(after.text)
  )
}

/** "Fault-find", "re-test": a hyphen written between two verbs joins one verb. */
function isVerbHyphen(tokens: Token[], at: number): boolean {
  const [before, hyphen, after] = [tokens[at - 1], tokens[at]!, tokens[at + 1]]
  return (
    hyphen.text === '-' &&
    hyphen.pre === '' &&
    before?.pos === 'VERB' &&
    after?.pos === 'VERB' &&
    after.pre === ''
  )
}

/** The lists of a line: runs of nouns, names and adjectives joined by commas, "and" and "or". */
function lists(tokens: Token[]): { members: Token[][]; start: number }[] {
  const found: { members: Token[][]; start: number }[] = []
  let members: Token[][] = []
  let current: Token[] = []
  let start = 0
  const close = () => {
    if (current.length) members.push(current)
    current = []
    if (members.length >= 2) found.push({ members, start })
    members = []
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (JOINER.test(token.text)) {
      if (current.length) members.push(current)
      current = []
      continue
    }
    const isJoined = /^[-/&]$/.test(token.text) && token.pre === '' && current.length > 0
    if (
      MEMBER_POS.has(token.pos) ||
      isJoined ||
      (token.pos === 'DET' && current.length === 0) ||
      isGerundMember(tokens, i, current.length, members.length || current.length ? start : i) ||
      // "PLC-controlled systems": a participle written on after a hyphen is part of the member.
      (current.at(-1)?.text === '-' && token.pre === '' && token.pos === 'VERB')
    ) {
      if (members.length === 0 && current.length === 0) start = i
      current.push(token)
      continue
    }
    // "goods in, picking and packing": a particle closing a member names the stage with its noun.
    if (isClosingParticle(tokens, i, current)) {
      const last = current.at(-1)!
      current[current.length - 1] = { ...last, text: `${last.text} ${token.text}` }
      continue
    }
    if (
      isNameGoingOn(
        tokens,
        i,
        current.map((t) => t.text),
      )
    ) {
      current.push({ ...token, pos: 'PROPN' })
      continue
    }
    // Any other word ends the list; before its first joiner, it only ends a run that led nowhere
    // ("use" in "use multimeters, …" comes before the first member, which then starts afresh).
    if (members.length) close()
    current = []
  }
  close()
  return found
}

/**
 * "RIAI and Public Works contracts": a capitalised word after a capitalised word goes on with the
 * name, whatever the tagger reads it as ("Works" as a verb), so the name is not cut to "Public".
 */
export function isNameGoingOn(tokens: Token[], at: number, words: string[]): boolean {
  const token = tokens[at]!
  return (
    words.length > 0 &&
    /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
    /^\p{Lu}/u.test(words.at(-1)!) &&
    token.pre !== '' &&
    (token.pos === 'VERB' || token.pos === 'AUX')
  )
}

function acceptSiblings(
  members: Token[][],
  clean: Options['clean'],
  isAccepted: Options['isAccepted'],
): string[] {
  const phrases = members.map((m) => {
    const words = joinHyphens(m)
    // "patient care skills": the list's last member carries the word for all of them.
    while (words.length > 1 && /^(?:skills?|experience|knowledge|expertise)$/i.test(words.at(-1)!.text))
      words.pop()
    const phrase = clean(words.map((w) => w.text))
    const head = words.at(-1)
    if (!phrase || !head || PARTY_HEAD.test(head.text) || PARTY_HEAD.test(words[0]!.text)) return null
    // A lone word must be a noun or a name, not a modifier left over ("general", "cosmetic").
    if (!phrase.includes(' ') && head.pos !== 'NOUN' && head.pos !== 'PROPN') return null
    return phrase
  })
  // "Strong assessment, advocacy and documentation skills": the word the last member carries says
  // every member is a skill.
  const isCarried = members.length >= 2 && /^(?:skills|abilities)$/i.test(members.at(-1)!.at(-1)?.text ?? '')
  if (!isCarried && !phrases.some((p) => p !== null && isAccepted(p))) return []
  return phrases.filter((p): p is string => p !== null && !isAccepted(p))
}

/** "make-up air units": hyphens and slashes written without spaces join their neighbours. */
function joinHyphens(tokens: Token[]): Token[] {
  const words: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const last = words.at(-1)
    const next = tokens[i + 1]
    if (last && next && /^[-/&]$/.test(token.text) && token.pre === '' && next.pre === '') {
      words[words.length - 1] = { ...last, text: `${last.text}${token.text}${next.text}`, pos: 'NOUN' }
      i++
      continue
    }
    words.push(token)
  }
  return words
}
