import { isStopWord } from '#shared/text/stop-words.ts'
import {
  PARTICLE,
  PARTY_HEAD,
  isNameGoingOn,
  isParticle,
} from '#server/features/jobs/intake/coordinated-phrases.ts'
import {
  ACTIVITY_HEAD,
  BROAD_NOUN,
  CUE,
  CUE_LINK,
  GENERIC,
  JOB_TITLE_HEAD,
  LEADING,
  NAMED_BY,
  NOT_SKILL_HEAD,
  NOT_SKILL_MODIFIER,
  NOT_TOOLS,
  NOUNISH,
  PLAIN_NOUN,
  QUALITY,
  THING,
  TRAILING_GENERIC,
  cleanPhrase,
  names,
  type Token,
} from '#server/features/jobs/intake/phrase-words.ts'

// English skill phrases from a tagged line: noun phrases a cue introduces ("experience with X") and
// the noun chunks of a line, with the rules that tell a skill from a thing, a party or a role.

/** Noun phrases after a cue, split at "and", "or" and commas. */
export function cuedPhrases(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length - 1; i++) {
    // "such as Lido, AIMS or Sabre", "including fluid therapy, medication and wound management":
    // the examples of what precedes them.
    // "Lead brand management: positioning, packaging briefs and …": a colon after a noun lists its kinds.
    const isColon = tokens[i]!.text === ':' && i > 0 && NOUNISH.has(tokens[i - 1]!.pos)
    const isExample =
      /^including$/i.test(tokens[i]!.text) ||
      isColon ||
      (/^such$/i.test(tokens[i]!.text) && /^as$/i.test(tokens[i + 1]!.text))
    // "B.Sc. in": the tagger splits the abbreviation's last full stop off.
    let link = tokens[i + 1]?.text === '.' && i + 2 < tokens.length ? i + 2 : i + 1
    // "M.Sc. (Agriculture) in Agronomy, …", "Degree (or equivalent) in …": a bracket after the cue
    // says more of it; the link and what it names follow the bracket.
    if (CUE.test(tokens[i]!.text) && tokens[link]?.text === '(') {
      const close = tokens.slice(link + 1, link + 9).findIndex((t) => t.text === ')')
      if (close !== -1 && link + close + 2 < tokens.length) link = link + close + 2
    }
    // "Ability to plan and teach literacy and numeracy", "Ability to maintain confidentiality": what
    // the verbs after "ability to" act on is what the line asks a person to be able to do.
    const abilityObjects = /^ability$/i.test(tokens[i]!.text) ? afterAbilityVerbs(tokens, i) : -1
    // "Drive continuous improvement using lean tools and root-cause analysis": what a duty is done
    // with is a method or a tool of the trade.
    const isMeans = /^using$/i.test(tokens[i]!.text) && i > 0
    if (
      abilityObjects === -1 &&
      !isExample &&
      !isMeans &&
      (!CUE.test(tokens[i]!.text) || !CUE_LINK.test(tokens[link]!.text))
    )
      continue
    let words: string[] = []
    const from =
      abilityObjects !== -1
        ? abilityObjects
        : isMeans || /^including$|^:$/i.test(tokens[i]!.text)
          ? i + 1
          : link + 1
    for (let j = from; j < tokens.length; j++) {
      const token = tokens[j]!
      const isJoiner = /^(?:and|or|,|\/|&)$/i.test(token.text) && token.text !== '/' && token.text !== '&'
      // "experience in children and families social work": people joined before a shared noun are
      // its modifiers, not a list of skills.
      if (isJoiner && words.length === 1 && PARTY_HEAD.test(words[0]!) && token.text !== ',') {
        words.push(token.text)
        continue
      }
      if (isJoiner) {
        const isCount = /^caseload$/i.test(tokens[i]!.text) && words.some((w) => /^\d/.test(w))
        const phrase = isCount ? null : cleanPhrase(words)
        if (phrase && isCuedSkill(phrase, isExample)) found.push(phrase)
        words = []
        continue
      }
      // "ICH-GCP", "HVAC/R": a hyphen or a slash written without spaces joins one word.
      const next = tokens[j + 1]
      if (/^[/&-]$/.test(token.text) && token.pre === '' && words.length > 0 && next && next.pre === '') {
        words[words.length - 1] = `${words.at(-1)!}${token.text}${next.text}`
        j++
        continue
      }
      // "experience in contaminated sites", "knowledge of building codes": a participle before a noun.
      const isModifier =
        token.pos === 'VERB' && /(?:ed|ing)$/i.test(token.text) && NOUNISH.has(tokens[j + 1]?.pos ?? '')
      // In a list of examples, a gerund that is a whole item names a kind of work ("acumen: rostering,
      // cost of goods and …"), and "of" between two nouns goes on with the item ("cost of goods").
      const isGerundItem =
        isExample &&
        words.length === 0 &&
        token.pos === 'VERB' &&
        /^\p{Ll}+ing$/u.test(token.text) &&
        /^(?:and|or|,|;|\.)?$/i.test(tokens[j + 1]?.text ?? '')
      const isOfItem =
        isExample &&
        /^of$/i.test(token.text) &&
        words.length > 0 &&
        NOUNISH.has(tokens[j - 1]?.pos ?? '') &&
        NOUNISH.has(tokens[j + 1]?.pos ?? '')
      if (
        !NOUNISH.has(token.pos) &&
        !isModifier &&
        !isGerundItem &&
        !isOfItem &&
        !/^[/&-]$/.test(token.text) &&
        !(token.pos === 'DET' && words.length === 0) &&
        !isNameGoingOn(tokens, j, words)
      )
        break
      words.push(token.text)
    }
    // People joined before a noun the line goes on to name: a modifier, never a skill on its own.
    // "a caseload of 120+ claims" counts things; a caseload of a field names none.
    const isCount = /^caseload$/i.test(tokens[i]!.text) && words.some((w) => /^\d/.test(w))
    const phrase = isCount || words.some((w) => /^(?:and|or)$/i.test(w)) ? null : cleanPhrase(words)
    if (phrase && isCuedSkill(phrase, isExample)) found.push(phrase)
  }
  return found
}

/**
 * Where the objects of "ability to VERB (and VERB)" start, or -1: "to" and at least one verb must
 * follow, and an object must follow the verbs.
 */
function afterAbilityVerbs(tokens: Token[], at: number): number {
  if (!/^to$/i.test(tokens[at + 1]?.text ?? '')) return -1
  let j = at + 2
  const isVerb = (k: number) => tokens[k]?.pos === 'VERB' && /^\p{Ll}+$/u.test(tokens[k]!.text)
  if (!isVerb(j)) return -1
  while (isVerb(j) || (/^(?:and|or|,)$/i.test(tokens[j]?.text ?? '') && isVerb(j + 1))) j++
  return NOUNISH.has(tokens[j]?.pos ?? '') || tokens[j]?.pos === 'DET' ? j : -1
}

// After a cue, a head that names the parties or the goods ("experience with major UK retailers",
// "selling capital goods") says whom or what for; "experience in financial services" still says where.
const FIXED_NAME = /^(?:six sigma|first (?:aid|article|line)|second line|third[- ]party)$/i

const CUED_NOT_HEAD =
  /^(?:retailers?|customers?|clients?|partners?|suppliers?|vendors?|stakeholders?|people|teams?|members?|goods|equipment|machinery|compan(?:y|ies)|firms?|organi[sz]ations?|children|families|parents?|patients?|residents?|students?|pupils?|adults?|tenants?|carers?|guests?|visitors?|users?|employees?|colleagues?)$/i

/**
 * A job title or a phrase whose head names parties or goods is no skill. An example ("including
 * nights", "such as Lido") is one when it is a name or a kind of work ("including wound management").
 */
function isCuedSkill(phrase: string, isExample: boolean): boolean {
  // "cost of goods": the noun before "of" is the head; what it is of names the kind.
  const of = / of /i.exec(phrase)
  const head = (of ? phrase.slice(0, of.index) : phrase).split(' ').at(-1)!
  if (THING.test(head) || /^(?:lbs?|kg|pounds|kilos?)$/i.test(head)) return false
  if (isExample && !/^\p{Lu}/u.test(phrase) && !ACTIVITY_HEAD.test(head) && !of) return false
  return !JOB_TITLE_HEAD.test(phrase) && !CUED_NOT_HEAD.test(head)
}

/**
 * Noun phrases of a line: runs of adjectives and nouns that end in a noun ("sterile compounding",
 * "adverse drug events", "supply chain planning"), with hyphenated and slashed compounds kept whole
 * ("as-built records", "HNC/HND") and the participles that modify a noun ("automated dispensing
 * cabinets"). A phrase of one word is left to the lexicon and to `toolNames`; a phrase whose head
 * names people, places or time ("pharmacy technicians", "rapid response team") is no skill.
 */
/**
 * "deposition outlines and …", "cycle counts across …", "seasonal resets and …": a plural after a
 * noun or a classifying adjective, closing its phrase, is the compound's head, not a verb in the third
 * person; but after one noun with its article, a word that cannot be a noun is that noun's verb
 * ("Make sure the store complies with …").
 */
export function isCompoundHead(tokens: Token[], at: number, canBeNoun: (word: string) => boolean): boolean {
  const token = tokens[at]!
  const before = tokens[at - 1]!
  const after = tokens[at + 1]
  const isSubjectsVerb =
    tokens[at - 2]?.pos === 'DET' &&
    before.pos === 'NOUN' &&
    !/s$/.test(before.text) &&
    !canBeNoun(token.text)
  return (
    token.pos === 'VERB' &&
    /^\p{Ll}{2,}[^s']s$/u.test(token.text) &&
    (before.pos === 'NOUN' || (before.pos === 'ADJ' && CLASSIFYING.test(before.text))) &&
    (after === undefined || after.pos === 'ADP' || /^(?:and|or|,|;|\.|\))$/i.test(after.text)) &&
    !isSubjectsVerb
  )
}

export function nounChunks(
  tokens: Token[],
  isDuty: boolean,
  isNominal = false,
  /** Whether a word reads only as a noun, never as a verb ("inventory", "fraud"; not "stock"). */
  isOnlyNoun: (word: string) => boolean = () => false,
  /** Whether a word can be read as a noun at all ("counts"; not "complies"). */
  canBeNoun: (word: string) => boolean = () => true,
  /** Whether a word can be read as a verb a person does ("clean"; not "ord"). */
  canBeVerb: (word: string) => boolean = () => true,
): string[] {
  // Hyphens and slashes written without spaces join their neighbours into one word.
  const words: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const last = words.at(-1)
    const next = tokens[i + 1]
    if (
      last &&
      next &&
      /^[-/&]$/.test(token.text) &&
      token.pre === '' &&
      next.pre === '' &&
      /[\p{L}\d]$/u.test(last.text) &&
      /^[\p{L}\d]/u.test(next.text)
    ) {
      last.text = `${last.text}${token.text}${next.text}`
      // "check-in", "follow-up": a verb and its particle joined name the act.
      last.pos =
        NOUNISH.has(next.pos) || next.pos === 'VERB' || (last.pos !== 'ADJ' && PARTICLE.test(next.text))
          ? 'NOUN'
          : 'ADJ'
      i++
      continue
    }
    // "BRCGS Storage & Distribution": an ampersand between two capitalised nouns goes on with the name.
    if (
      last &&
      next &&
      token.text === '&' &&
      /^\p{Lu}/u.test(last.text) &&
      /^\p{Lu}\p{Ll}+$/u.test(next.text) &&
      NOUNISH.has(last.pos) &&
      NOUNISH.has(next.pos)
    ) {
      last.text = `${last.text} & ${next.text}`
      i++
      continue
    }
    words.push({ ...token })
  }
  for (let i = 1; i < words.length; i++) if (isCompoundHead(words, i, canBeNoun)) words[i]!.pos = 'NOUN'
  // "Calculate overtime, shift premiums and bonuses": a word read as an adverb right after the duty's
  // verb that opens a list of its objects is the first of them (an adverb of manner ends in -ly).
  if (
    isDuty &&
    words[0]?.pos === 'VERB' &&
    words[1]?.pos === 'ADV' &&
    /^\p{Ll}{4,}$/u.test(words[1].text) &&
    !/ly$/.test(words[1].text) &&
    words[2]?.text === ',' &&
    NOUNISH.has(words[3]?.pos ?? '')
  )
    words[1].pos = 'NOUN'
  const found: string[] = []
  const objects = isDuty ? dutyObjectSpans(words, isNominal) : []
  let run: Token[] = []
  let runStart = 0
  const flush = () => {
    let kept = run
    const whole = run
    run = []
    // "Ontario driver's licence": a run before "'s" is whose, not what; the thing it owns is the name.
    if (/^['’]s$/.test(words[runStart + whole.length]?.text ?? '')) return
    while (
      kept.length &&
      // "Six Sigma Green Belt", "first article inspections", "First Aid": a number or rank that is part of the name.
      !(kept.length > 1 && FIXED_NAME.test(`${kept[0]!.text} ${kept[1]!.text}`)) &&
      !(
        kept.length > 1 &&
        /^\p{Lu}\p{Ll}+ing$/u.test(kept[0]!.text) &&
        /^\p{Lu}/u.test(kept[1]!.text) &&
        runStart > 0
      ) &&
      // "High school diploma": a school's "high" is part of its name; "early intervention" names a
      // practice, where "intervention" alone names none.
      ((NOT_SKILL_MODIFIER.test(kept[0]!.text) &&
        !/^schools?$/i.test(kept[1]?.text ?? '') &&
        !(
          /^early$/i.test(kept[0]!.text) &&
          kept.length === 2 &&
          /(?:tion|sion|ment)s?$/i.test(kept[1]!.text)
        )) ||
        LEADING.test(kept[0]!.text) ||
        isStopWord(kept[0]!.text) ||
        kept[0]!.pos === 'NUM' ||
        // "120+ claims": a sign after the number goes with it.
        /^[^\p{L}\d]+$/u.test(kept[0]!.text) ||
        // "dynamic thermal models": an adjective that ranks before one that says the kind.
        (kept.length >= 3 && RANKING.test(kept[0]!.text) && isClassifying(kept[1]!)))
    )
      kept = kept.slice(1)
    // "1 year of clinical experience", "line experience in a high-volume kitchen", "new-build
    // experience": the one word of a field before "experience" in a line that asks for it names the
    // experience asked, written whole (not a place: "UK experience"; not a rank: "previous").
    const experience = kept[1]
    // "small animal experience", "food and beverage experience", "parts or repair experience": a
    // field cut from its modifier or from an elided pair is only part of the experience asked.
    const isWholeField = kept[0] === whole[0] && !/^(?:and|or|&|,)$/i.test(words[runStart - 1]?.text ?? '')
    // A line's first word takes a capital for the sentence ("Supervisory experience").
    const opensLine = runStart === 0 && kept[0] === whole[0]
    const field = opensLine
      ? (kept[0]?.text ?? '').replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase())
      : (kept[0]?.text ?? '')
    if (
      kept.length === 2 &&
      !isDuty &&
      isWholeField &&
      /^experience$/i.test(experience?.text ?? '') &&
      (kept[0]!.pos === 'NOUN' || kept[0]!.pos === 'ADJ' || (kept[0]!.pos === 'PROPN' && opensLine)) &&
      /^\p{Ll}[\p{Ll}-]{2,}$/u.test(field) &&
      !/^(?:post|pre)-/.test(field) &&
      // "conveyancing experience" is conveyancing (below): an activity is the skill itself.
      !/ing$/.test(field) &&
      !namesNoSkill(field) &&
      !NOT_SKILL_MODIFIER.test(field) &&
      !QUALITY.test(field)
    ) {
      found.push(`${kept[0]!.text} ${experience!.text}`)
      return
    }
    let shed = false
    let namesSkill = false
    // The number of a named standard or section stays ("EPA Section 608", "DIN 276").
    const isNumbered = (words: Token[]) => names(words, words.length - 1)
    // "holiday programmes" stays whole; "mentoring programmes" is mentoring.
    const isKeptWhole = isNamedDocument(kept) && !ACTIVITY_HEAD.test(kept.at(-2)!.text)
    while (
      kept.length &&
      !isKeptWhole &&
      (TRAILING_GENERIC.test(kept.at(-1)!.text) ||
        kept.at(-1)!.pos === 'ADJ' ||
        (kept.at(-1)!.pos === 'NUM' && !isNumbered(kept)))
    ) {
      shed ||= TRAILING_GENERIC.test(kept.at(-1)!.text)
      namesSkill ||= NAMED_BY.test(kept.at(-1)!.text)
      kept = kept.slice(0, -1)
    }
    // One noun left after "skills", "qualification" or "projects" is what they are of ("knife skills",
    // "Acupuncture qualification"), in a line that asks for it.
    // In a duty, only what its verb acts on ("Deliver product training to theatre staff").
    const isActedOn = objects.some((o) => runStart >= o.start && runStart + whole.length <= o.end)
    const isNamedNoun =
      kept.length === 1 &&
      namesSkill &&
      (!isDuty || isActedOn) &&
      (kept[0]!.pos === 'NOUN' || kept[0]!.pos === 'PROPN') &&
      !/-(?:level|based|driven|oriented|related|focused)$/i.test(kept[0]!.text) &&
      !GENERIC.test(kept[0]!.text) &&
      !NOT_SKILL_HEAD.test(kept[0]!.text) &&
      !BROAD_NOUN.test(kept[0]!.text)
    if (isNamedNoun) {
      const next = whole[whole.indexOf(kept[0]!) + 1]!
      found.push(`${kept[0]!.text}${next.pre ? ' ' : ''}${next.text}`)
      return
    }
    // "Deliver product training to theatre staff", "Run sales training": training a duty delivers is
    // the work, whatever broad word says what it is about (not who takes it: "team training").
    const trained = whole[whole.indexOf(kept[0]!) + 1]
    if (
      kept.length === 1 &&
      isDuty &&
      isActedOn &&
      /^training$/i.test(trained?.text ?? '') &&
      kept[0]!.pos === 'NOUN' &&
      /^\p{Ll}{4,}$/u.test(kept[0]!.text) &&
      (GENERIC.test(kept[0]!.text) || BROAD_NOUN.test(kept[0]!.text)) &&
      !/^(?:teams?|people|staff|company|role|work|job|field|areas?|others|time|level)$/i.test(kept[0]!.text)
    ) {
      found.push(`${kept[0]!.text} ${trained!.text}`)
      return
    }
    // "reporting experience", "nursing background": an activity before the word that says the
    // person has done it is the skill.
    if (
      kept.length === 1 &&
      shed &&
      !isDuty &&
      /^\p{Ll}[\p{Ll}-]{3,}ing$/u.test(kept[0]!.text) &&
      !GENERIC.test(kept[0]!.text) &&
      !BROAD_NOUN.test(kept[0]!.text) &&
      !LEADING.test(kept[0]!.text)
    ) {
      found.push(kept[0]!.text)
      return
    }
    // "Excellent storytelling", "clear communication": one noun a line asks to be good at.
    const quality = whole[whole.indexOf(kept[0]!) - 1]
    if (
      kept.length === 1 &&
      !isDuty &&
      quality !== undefined &&
      QUALITY.test(quality.text) &&
      (kept[0]!.pos === 'NOUN' || (kept[0]!.pos === 'VERB' && /ing$/.test(kept[0]!.text))) &&
      /^\p{Ll}[\p{Ll}-]{4,}$/u.test(kept[0]!.text) &&
      !GENERIC.test(kept[0]!.text) &&
      !NOT_SKILL_HEAD.test(kept[0]!.text) &&
      !PLAIN_NOUN.test(kept[0]!.text)
    ) {
      found.push(kept[0]!.text)
      return
    }
    const span = objects.find((span) => runStart >= span.start && runStart + whole.length <= span.end)
    const isInObjects = span !== undefined
    // "Negotiate settlements", "Interpret radiographs, ultrasound and …", "Install signage": one noun
    // the duty's verb acts on, standing alone in its list of objects, is the trade's own work, unless
    // a broad or generic word beside it says the list is of goals ("Drive sales, conversion and
    // margin").
    // "Maintain inventory", "Identify potential fraud", "Hold a caseload": a singular noun that can
    // only be a noun names a field of the work as a mass, not a thing handled (those are counted,
    // "troughs") nor a verb the tagger misread ("and stock").
    const isMassNoun =
      kept.length === 1 &&
      whole.length <= 2 &&
      // "the surgeon", "a pipeline": a noun with an article is counted, a thing or a person.
      !/^(?:a|an|the|your|our|their|its|each|every)$/i.test(words[runStart - 1]?.text ?? '') &&
      (whole.length === 1 || NOT_SKILL_MODIFIER.test(whole[0]!.text)) &&
      isMass(kept[0], runStart + whole.length - 1 === 0, isOnlyNoun)
    // "Conduct stocktakes", "Cut keys", "… and replenish shelves": a counted thing standing alone as
    // the whole object of the duty's verb is the work the line names (not a party: "Serve customers").
    const isLoneObject =
      span !== undefined &&
      whole.length === 1 &&
      kept.length === 1 &&
      span.start === runStart &&
      span.end === runStart + 1 &&
      words[runStart - 1]?.pos === 'VERB' &&
      !PEOPLE_VERB.test(words[runStart - 1]!.text) &&
      isCountedWork(kept[0]!) &&
      !MEETING_HEAD.test(kept[0]!.text) &&
      !isPersonPlural(kept[0]!.text, canBeVerb) &&
      !DOCUMENT_HEAD.test(kept[0]!.text) &&
      !VAGUE_HEAD.test(kept[0]!.text)
    if (
      span &&
      (whole.length === 1 || isMassNoun) &&
      (isWorkNoun(kept[0], runStart === 0) || isMassNoun || isLoneObject) &&
      // The verb right before its objects is no broad word, whatever it means as a noun ("Process
      // enrolments", "Record attendance"; not "Work in partnership with …", "Work with … on strategy").
      !words
        .slice(0, span.end)
        .some(
          (w, k) =>
            !(k === span.start - 1 && w.pos === 'VERB') && (BROAD_NOUN.test(w.text) || GENERIC.test(w.text)),
        )
    ) {
      found.push(kept[0]!.text)
      return
    }
    // A licence is named by its place, class and line ("Florida 5-20 All-Lines Adjuster license").
    const isNamedLicence =
      kept.length === 5 && CREDENTIAL.test(kept.at(-1)!.text) && /^\p{Lu}/u.test(kept[0]!.text)
    if (kept.length < 2 || (kept.length > 4 && !isNamedLicence)) return
    // "in a quality restaurant", "at a busy practice": a noun after "in a" or "at a" is the place.
    if (
      /^(?:a|an)$/i.test(words[runStart - 1]?.text ?? '') &&
      /^(?:in|at|within)$/i.test(words[runStart - 2]?.text ?? '')
    )
      return
    // "the fleet management system", "a warehouse management system": a system named by what it
    // manages or plans is a kind of software one works in, though "system" alone is generic.
    const isNamedSystem =
      kept.length >= 3 &&
      /^(?:systems?|software)$/i.test(kept.at(-1)!.text) &&
      SYSTEM_ACT.test(kept.at(-2)!.text) &&
      kept.slice(0, -2).every((w) => (w.pos === 'NOUN' || w.pos === 'ADJ') && /^\p{Ll}/u.test(w.text))
    if (isNamedSystem) {
      found.push(kept.map((w) => w.text).join(' '))
      return
    }
    // A job title is a role ("time-served electrician"), unless named as a training or a qualification.
    if (!shed && JOB_TITLE_HEAD.test(kept.at(-1)!.text)) return
    // "the Child Safe Standards", "the Quality Framework": standards or rules named in capitals
    // inside a line are a named instrument a person works to.
    const isNamedInstrument =
      runStart > 0 &&
      kept.every((w) => /^\p{Lu}\p{Ll}/u.test(w.text)) &&
      /^(?:Standards|Framework|Regulations|Rules|Guidelines|Scheme|Code|Orders|Notices)$/.test(
        kept.at(-1)!.text,
      )
    if (
      (NOT_SKILL_HEAD.test(kept.at(-1)!.text) &&
        !isNamedDocument(kept) &&
        !isNamedMeasure(kept) &&
        !isNamedInstrument) ||
      kept.some((w, k) => NOT_TOOLS.test(w.text) && !(w.pos === 'NUM' && names(kept, k)))
    )
      return
    // A duty's objects are mostly things and parties ("present quotes", "agency visits"); what it
    // asks a person to be able to do is an activity or a field ("quality inspections", "stewardship").
    // A compound of nouns the duty's opening verb acts on ("Write credit memos", "Install window
    // displays", "Keep case notes") is the trade's own work product, not a party or a place.
    const isWorkProduct =
      isInObjects &&
      kept.length <= 3 &&
      kept.every(
        (w, k) =>
          w.pos === 'NOUN' ||
          (k === 0 &&
            kept.length > 1 &&
            // "learning journals", "training records": a gerund that says what the thing is for.
            (isClassifying(w) ||
              (w.pos === 'VERB' && /^\p{Ll}{3,}ing$/u.test(w.text)) ||
              // "medical aid claims", "legal aid applications": a field's adjective before a compound.
              (kept.length >= 3 && FIELD_ADJECTIVE.test(w.text)))),
      ) &&
      // "diagnose electrical faults": with an adjective, a fault or a test is what the work finds.
      !(kept[0]!.pos === 'ADJ' && /^(?:faults?|defects?|errors?|tests?|issues?)$/i.test(kept.at(-1)!.text)) &&
      // "site diaries", "school improvement plans": a party or a place before the work's head says
      // where or whom it is for; the compound is still the work ("team meetings" is people meeting).
      !PARTY_HEAD.test(kept.at(-1)!.text) &&
      !(
        kept.slice(0, -1).some((w) => PARTY_HEAD.test(w.text)) &&
        (MEETING_HEAD.test(kept.at(-1)!.text) ||
          /(?:or|ist|ian|ee)s?$/i.test(kept.at(-1)!.text) ||
          // "the staff app": a singular thing a party uses; the work is counted ("site diaries").
          !/\p{Ll}{2}s$/u.test(kept.at(-1)!.text))
      ) &&
      !JOB_TITLE_HEAD.test(kept.at(-1)!.text) &&
      !kept.some(
        (w, k) =>
          GENERIC.test(w.text) ||
          // "market appraisals", "customer complaints": a broad word before a counted piece of work
          // says what it is about; as the head ("sales", "business") it names a goal or a field.
          ((BROAD_NOUN.test(w.text) || PLAIN_NOUN.test(w.text)) &&
            !(k < kept.length - 1 && isCountedWork(kept.at(-1)!))),
      )
    if (
      isDuty &&
      !isWorkProduct &&
      !isNamedInstrument &&
      !ACTIVITY_HEAD.test(kept.at(-1)!.text) &&
      !kept.every(
        (w, k) =>
          w.pos === 'PROPN' ||
          (w.pos === 'NUM' && isNumbered(kept)) ||
          (k === 0 && kept.length > 1 && /^\p{Lu}\p{Ll}+ing$/u.test(w.text)),
      )
    )
      return
    if (
      !isNamedInstrument &&
      (GENERIC.test(kept.at(-1)!.text) || kept.every((w) => GENERIC.test(w.text) || isStopWord(w.text)))
    )
      return
    const phrase = kept.map((w, k) => (k === 0 ? w.text : `${w.pre ? ' ' : ''}${w.text}`)).join('')
    if (phrase.length <= 48 && (!/\d{3,}/.test(phrase) || isNumbered(kept))) found.push(phrase)
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const next = words[i + 1]
    // A number opens a name it is part of ("Six Sigma Green Belt"), else only goes on with one.
    const isNoun =
      NOUNISH.has(word.pos) && word.pos !== 'NUM'
        ? true
        : word.pos === 'NUM' && (run.length > 0 || FIXED_NAME.test(`${word.text} ${next?.text ?? ''}`))
    // "dosing" after "pharmacokinetic", "dispensing" before "cabinets", "controlled substance": an
    // -ing or -ed word inside a noun phrase. An -ing word opens one only after an article or a
    // preposition: "and leading toolbox talks" is a verb and its object.
    const previous = words[i - 1]
    // "Making Tax Digital", "Working Time Directive": a capitalised word inside a line that opens a
    // run of capitalised words is part of a name.
    const opensName = i > 0 && /^\p{Lu}\p{Ll}+ing$/u.test(word.text) && /^\p{Lu}/u.test(next?.text ?? '')
    const isParticiple =
      word.pos === 'VERB' &&
      /(?:ing|ed)$/i.test(word.text) &&
      (opensName || !NOT_PARTICIPLE.test(word.text)) &&
      (run.length > 0 ||
        /ed$/i.test(word.text) ||
        (previous !== undefined && (previous.pos === 'DET' || previous.pos === 'ADP')) ||
        // "Write snagging reports", "Run training sessions": right after the duty's verb, an -ing
        // word before the documents or sessions it produces says what kind they are ("Start
        // building relationships" is a verb and its object).
        (isDuty &&
          previous?.pos === 'VERB' &&
          !/(?:ing|ed)$/i.test(previous.text) &&
          WORK_PRODUCT_PLURAL.test(next?.text ?? ''))) &&
      ((run.length > 0 && /ing$/i.test(word.text)) ||
        (next !== undefined && (next.pos === 'NOUN' || next.pos === 'VERB' || opensName)))
    if ((isNoun || isParticiple) && !/^[^\p{L}\d]+$/u.test(word.text)) {
      if (run.length === 0) runStart = i
      run.push(word)
    } else flush()
  }
  flush()
  return found
}

const WORK_PRODUCT_PLURAL =
  /^(?:reports|sessions|records|lists|logs|schedules|journals|notes|plans|programmes|programs|materials|documents|sheets|forms|drawings|diagrams|packs|courses|manuals|registers)$/i

const SYSTEM_ACT =
  /^(?:management|planning|control|monitoring|booking|scheduling|tracking|information|records|reservation|dispatch|maintenance)$/i

const CREDENTIAL = /^(?:licen[cs]es?|certificates?|permits?|endorsements?)$/i

// An adjective that says which kind ("seasonal resets", "promotional signage", "preventive
// maintenance", "periodontal charting"), not how much or how good: the endings of a relational or
// classifying adjective, less the common ones that only rank, place or count.
const FIELD_ADJECTIVE =
  /^(?:medical|clinical|legal|financial|technical|social|physical|environmental|educational|mechanical|electrical)$/i
export const CLASSIFYING = /^\p{Ll}{3,}(?:al|ive|ic|ary|ory)$/u
const RANKING =
  /^(?:general|individual|special|typical|usual|actual|critical|several|national|international|original|natural|central|normal|formal|informal|ideal|essential|crucial|vital|principal|optimal|massive|active|proactive|attractive|creative|comprehensive|exclusive|inclusive|progressive|intensive|primary|necessary|ordinary|temporary|contemporary|voluntary|basic|dynamic|specific|historic|generic|strategic|holistic|realistic|energetic|enthusiastic|authentic|academic|public|logical|physical|mental|digital|functional|operational|technical|practical|commercial|professional|interpersonal|organisational|organizational|analytical|educational|environmental|financial|legal|social|medical|clinical|regional|local|global|annual|regular|similar|additional|personal|internal|external|final|potential|effective|positive|competitive|traditional|relevant|supportive|innovative|collaborative|numerical|mathematical|sensitive)$/i

/** A classifying adjective before a duty's object noun ("corrective", "seasonal", not "general"). */
function isClassifying(word: Token): boolean {
  return (
    word.pos === 'ADJ' &&
    CLASSIFYING.test(word.text) &&
    !RANKING.test(word.text) &&
    !NOT_SKILL_MODIFIER.test(word.text) &&
    !QUALITY.test(word.text) &&
    !LEADING.test(word.text)
  )
}

// "corrective actions", "preventive measures": a generic head a classifying adjective names.
function isNamedMeasure(kept: Token[]): boolean {
  return kept.length === 2 && /^(?:actions|measures)$/i.test(kept[1]!.text) && isClassifying(kept[0]!)
}

// Heads that alone say nothing ("plans", "units", "costs", "decisions") but that a noun before them
// makes a named piece of work or kit: "control plans", "goal plans", "holiday programmes", "rooftop
// units", "labour costs", "coverage decisions", "file notes", "grievance cases".
const DOCUMENT_HEAD =
  /^(?:plans|programmes|programs|units|costs|decisions|notes|cases|documents|reports|statements|agreements)$/i

/** A compound of a specific noun and a document-like head ("control plans", not "business plans"). */
function isNamedDocument(kept: Token[]): boolean {
  const modifier = kept.at(-2)
  return (
    kept.length >= 2 &&
    DOCUMENT_HEAD.test(kept.at(-1)!.text) &&
    modifier !== undefined &&
    (modifier.pos === 'NOUN' || (modifier.pos === 'VERB' && /ing$/.test(modifier.text))) &&
    /^\p{Ll}/u.test(modifier.text) &&
    ![GENERIC, BROAD_NOUN, PLAIN_NOUN, NOT_SKILL_MODIFIER].some((p) => p.test(modifier.text))
  )
}

// Heads that say people come together or are spoken to ("team meetings", "client calls"); after a
// party, a person's noun is a person ("trainee solicitor").
const MEETING_HEAD = /^(?:meetings?|calls?|visits?|events?|briefings?|huddles?|talks?|contacts?|enquiries)$/i

// Besides an activity's head (ACTIVITY_HEAD), the endings of a noun that names a piece of work
// ("signage", "liability", "referrals", "check-in").
const WORK_SUFFIX = /(?:age|ity|-in|-up|-out)$/i

const isWorkWord = (word: string) => ACTIVITY_HEAD.test(word) || WORK_SUFFIX.test(word)

/** A word that names a thing, a party, a role or a lead-in, or is too generic to be a skill on its own. */
function namesNoSkill(word: string): boolean {
  return (
    THING.test(word) ||
    isStopWord(word) ||
    [
      GENERIC,
      BROAD_NOUN,
      PLAIN_NOUN,
      NOT_SKILL_HEAD,
      PARTY_HEAD,
      JOB_TITLE_HEAD,
      TRAILING_GENERIC,
      LEADING,
    ].some((pattern) => pattern.test(word))
  )
}

// Plural heads that name no work without a word before them ("components", "campaigns", "dishes"):
// "gearbox components", "email campaigns", "seasonal dishes" do; so do the faults a check finds
// ("stock discrepancies", "payroll errors").
const VAGUE_HEAD =
  /^(?:components|modules|parts|elements|pieces|campaigns|properties|dishes|delays|weeds|activities|events|sessions|areas|aspects|factors|discrepancies|errors|problems|exceptions|anomalies|variances)$/i

// Verbs whose objects are people ("Meet certifiers", "Walk homeowners through …", "Brief designers").
const PEOPLE_VERB =
  /^(?:meet|walk|greet|welcome|serve|support|supervise|train|coach|mentor|lead|assist|help|advise|educate|guide|contact|call|visit|inform|brief|accompany|escort|motivate|teach|recruit|hire|interview|onboard|manage|direct|instruct|reassure|refer|engage)$/i

// Plurals that name people ("assistants", "residents"), not the things a duty handles.
const PERSON_PLURAL = /(?:ors|ists|ians|ees|tants|dents|tients|ients|icants|ipants|imants|upants|guests)$/i

/**
 * A plural that names people: by its ending, or a doer's "-ers" made from a verb ("cleaners",
 * "drivers"); "orders" and "registers" are things.
 */
function isPersonPlural(word: string, canBeVerb: (word: string) => boolean): boolean {
  if (PERSON_PLURAL.test(word)) return true
  const doer = /^(\p{Ll}{3,})ers$/u.exec(word)?.[1]
  return doer !== undefined && (canBeVerb(doer) || canBeVerb(`${doer}e`))
}

/**
 * A common noun that can name a piece of work on its own ("settlements", "signage", "check-in"): not a
 * party, a place, a time, a role or a word that needs another to say what.
 */
function isWorkNoun(word: Token | undefined, opensLine = false): boolean {
  if (!word || word.pos !== 'NOUN') return false
  // A line's first word takes a capital for the sentence ("Butchery and fish preparation").
  const text = opensLine ? word.text.replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase()) : word.text
  // A word without a suffix of work is as often a verb the tagger misread ("and review", "coach")
  // or a thing ("stock", "troughs"); a plural in -ers names the people who do the work, one in
  // -als a piece of it ("referrals", "rehearsals").
  const isPlural = /[^s']s$/.test(text)
  const singular = text.replace(/ies$/, 'y').replace(/s$/, '')
  const isWork = isPlural
    ? !/(?:er|or)$/.test(singular) && (isWorkWord(singular) || /al$/.test(singular))
    : isWorkWord(text)
  return (
    isWork &&
    /^\p{Ll}+(?:-\p{Ll}+)?$/u.test(text) &&
    text.length >= 5 &&
    // "roof-mounted": a compound participle describes.
    !/-\p{Ll}+ed$/u.test(text) &&
    !namesNoSkill(text)
  )
}

// Mass nouns that name what is given, earned or kept rather than work a person knows: help and
// advice, money, animals.
const NOT_MASS_SKILL =
  /^(?:advice|guidance|assistance|help|support|feedback|information|revenue|profit|income|turnover|growth|sheep|cattle|livestock|poultry|deer|swine|stock)$/i

/** A singular common noun that reads only as a noun ("inventory", "caseload", "fraud"). */
function isMass(word: Token | undefined, opensLine: boolean, isOnlyNoun: (word: string) => boolean): boolean {
  if (!word || word.pos !== 'NOUN') return false
  const text = opensLine ? word.text.replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase()) : word.text
  return (
    /^\p{Ll}{5,}$/u.test(text) &&
    !/s$/.test(text) &&
    // "intraoral", "continuous": an adjective the tagger read as a noun.
    !CLASSIFYING.test(text) &&
    !/ous$/.test(text) &&
    !NOT_MASS_SKILL.test(text) &&
    !namesNoSkill(text) &&
    isOnlyNoun(text)
  )
}

// -ing and -ed words that link or qualify rather than belong to a noun phrase ("including", "based").
const NOT_PARTICIPLE =
  /^(?:using|including|following|regarding|during|according|concerning|involving|working|being|having|making|getting|seeing|needed|required|based|used|offered|provided|related|owned|led|expected|preferred)$/i

// A noun that names an act ("preparation", "processing", "analysis", "maintenance", "review").
const ACT_NOUN = /^\p{L}{3,}(?:tion|sion|ment|ance|ence|ing|ysis|al|ew)$/iu

/** A piece of work counted in the plural ("appraisals", "complaints", "forecasts"); not a party or a thing. */
function isCountedWork(word: Token): boolean {
  return (
    word.pos === 'NOUN' &&
    /^\p{Ll}{4,}s$/u.test(word.text) &&
    !/(?:ss|us|is)$/.test(word.text) &&
    !NOT_SKILL_HEAD.test(word.text) &&
    !THING.test(word.text) &&
    !PARTY_HEAD.test(word.text) &&
    !GENERIC.test(word.text) &&
    !BROAD_NOUN.test(word.text) &&
    !PLAIN_NOUN.test(word.text)
  )
}

/**
 * Where a duty's direct objects are: after the verbs that open it ("Prepare", "Set up", "Draft and
 * file") or a second verb after "and" ("… and complete home visits"), up to the first preposition,
 * verb or clause mark ("Handle guest complaints | calmly", "Install window displays | to the brief").
 */
// Verbs that take their objects after their own preposition ("respond to", "dispose of", "deal with").
const PREPOSITIONAL_VERB =
  /^(?:respond to|responds to|dispose of|deal with|attend to|react to|tend to|care for|look after|comply with)$/i

function dutyObjectSpans(words: Token[], isNominal: boolean): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  const isVerbAt = (k: number) => words[k]!.pos === 'VERB' || isParticle(words, k)
  // "Preparation of payment runs and resolution of vendor queries": a duty written as its acts names
  // its objects after each act's "of"; the act itself ("Preparation") is no object.
  const isActOf = (k: number) =>
    isNominal &&
    (k === 0 || /^(?:and|or|,)$/i.test(words[k - 1]!.text)) &&
    ACT_NOUN.test(words[k]!.text) &&
    /^of$/i.test(words[k + 1]?.text ?? '')
  for (let k = 0; k < words.length; k++) {
    if (isActOf(k)) {
      let end = k + 2
      while (
        end < words.length &&
        (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(words[end]!.pos) ||
          (/^(?:,|and|or)$/i.test(words[end]!.text) && !isActOf(end + 1)))
      )
        end++
      if (end > k + 2) spans.push({ start: k + 2, end })
      k = end - 1
      continue
    }
    const opensLine = k === 0
    const isSecondVerb = k > 0 && /^(?:and|or|,)$/i.test(words[k - 1]!.text)
    // A duty written as its work ("Butchery and fish preparation") is objects from its first word.
    const isObjectFirst = opensLine && isNominal
    if (!isObjectFirst && (!(opensLine || isSecondVerb) || words[k]!.pos !== 'VERB')) continue
    let start = k
    while (!isObjectFirst && start < words.length && isVerbAt(start)) {
      start++
      // "Prepare and cook dishes", "Pick and stage orders": the word after "and" among the opening
      // verbs is a verb, whatever the tagger read.
      if (opensLine && /^(?:and|or)$/i.test(words[start]?.text ?? '') && start + 1 < words.length) start += 2
    }
    // "Respond to fire alarms", "Dispose of sharps": a verb's own preposition opens its objects, and
    // a word after it that the tagger read as a verb ("to fire") is the first of them.
    if (
      start > k &&
      start < words.length &&
      PREPOSITIONAL_VERB.test(`${words[start - 1]!.text} ${words[start]!.text}`)
    ) {
      start++
      if (words[start]?.pos === 'VERB' && ['NOUN', 'PROPN'].includes(words[start + 1]?.pos ?? ''))
        words[start]!.pos = 'NOUN'
    }
    let end = start
    // "root planing": an -ing word after a noun is the head of its phrase, not a new verb.
    const isNounIng = (at: number) =>
      words[at]!.pos === 'VERB' &&
      /\p{L}{2}ing$/u.test(words[at]!.text) &&
      !NOT_PARTICIPLE.test(words[at]!.text) &&
      at > start &&
      words[at - 1]!.pos === 'NOUN'
    while (
      end < words.length &&
      (['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(words[end]!.pos) ||
        /^(?:,|and|or)$/i.test(words[end]!.text) ||
        isNounIng(end))
    )
      end++
    if (end > start) spans.push({ start, end })
    // "check goods against delivery notes", "reconcile payments against purchase orders": what a check
    // is made against is the work's own document.
    if (end > start && /^against$/i.test(words[end]?.text ?? '')) {
      let last = end + 1
      while (last < words.length && ['NOUN', 'ADJ'].includes(words[last]!.pos)) last++
      if (last > end + 1) spans.push({ start: end + 1, end: last })
      end = last
    }
    k = Math.max(k, end - 1)
  }
  return spans
}
