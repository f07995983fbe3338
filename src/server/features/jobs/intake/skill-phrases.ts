import winkNLP, { type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import { stemWord } from '#shared/text/stem.ts'
import { isStopWord } from '#shared/text/stop-words.ts'
import { coordinatedPhrases, type Token } from '#server/features/jobs/intake/coordinated-phrases.ts'

// Skills the lexicon does not know, read from the requirement lines themselves with NLP: English
// lines are part-of-speech tagged by wink-nlp (its English model ships inside the npm package, no
// download) and the noun phrases a cue introduces ("knowledge of X and Y", "experience with X",
// "Degree in X") or a tool-like proper noun ("NETCONF", "Siemens S7") are kept; German lines are
// read by their own cues ("Kenntnisse in X", "Erfahrung mit X", "X-Kenntnisse"). Every phrase is
// the page's own words.

let nlp: WinkMethods | null = null
function english(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos'])
  return nlp
}

const CUE =
  /^(?:knowledge|experience|experienced|proficiency|proficient|familiarity|familiar|expertise|skilled|skills|background|understanding|degree|qualification|qualified|certification|certified|competence|fluency|fluent|trained|comfortable|confident|conversant|versed|adept|bachelor(?:'s)?|master(?:'s)?|b\.?sc\.?|m\.?sc\.?|sc|b\.?eng\.?|m\.?eng\.?|ph\.?d\.?|diploma|mba)$/i
const CUE_LINK = /^(?:of|in|with|on|using|as)$/i
const GENERIC =
  /^(?:experience|knowledge|skills?|ability|abilities|understanding|team|teams|environment|role|work|years?|field|discipline|subject|area|areas|track record|record|background|degree|equivalent|similar|related field|related discipline|detail|attention|commitment|passion|interest|willingness|level|systems?|tools?|projects?|companies|company|customers?|clients?|people|others|practice|practices|standards?|processes|process|solutions?|products?|services?|industry|sector|organisation|organization|way|ways|time|range|variety|number|plus|advantage|opportunity|ideally|preferably|e\.g|etc|qualifikation|ausbildung|abschluss|studium|kenntnisse|erfahrung|berufserfahrung)$/i
const LEADING =
  /^(?:strong|solid|good|excellent|proven|sound|deep|broad|extensive|hands-on|relevant|related|similar|significant|demonstrable|demonstrated|practical|working|basic|advanced|thorough|secure|general|some|any|the|a|an|your|our|their|ideally|preferably|other|previous|prior|current|professional|confident|first-hand|in-depth|vergleichbare?n?|abgeschlossene?[ns]?|einschlägige?n?|mehrjährige?n?|fundierte?n?|gute?n?|sehr|sichere?n?|erste?n?|umfassende?n?|praktische?n?)$/i
const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM'])
// A phrase whose head says how, where or how much rather than what ("remote environment", "full mastery").
const GENERIC_HEAD =
  /^(?:environments?|roles?|positions?|discipline|breadth|mastery|reasoning|mindset|attitude|approach|skills?|abilities|ability|background|experience|knowledge|understanding|levels?|degree|languages|frameworks|developer|domestic|international|vision|best practices|practices|fields?|settings?|capacity|manner|fashion|basis|focus|passion|team|teams)$/i
// Capitals that name a place, a currency, a company form or an office, not a skill.
const NOT_TOOLS =
  /^(?:US|USA|UK|EU|EMEA|APAC|DACH|UAE|EUR|USD|GBP|AUD|CAD|CHF|NHS|OEMs?|HQ|CEO|CFO|CTO|COO|CIO|VP|SVP|EVP|PTO|GmbH|LLC|LLP|Ltd|Inc|AG|SE|KG|NGO|FAQ|ASAP|TBD|N\/A|V\d+|KS\d|Y\d+|Q[1-4]|H[12]|FY\d+|\d+)$/

// Heads that name people, places, time or the job itself, not something a person can do or know.
const NOT_SKILL_HEAD =
  /^(?:breadth|depth|mastery|mindset|teams?|members?|students?|residents?|visitors?|police|technicians?|colleagues?|staff|clients?|customers?|partners?|suppliers?|vendors?|stakeholders?|people|persons?|candidates?|users?|merchants?|agents?|brokers?|managers?|engineers?|developers?|designers?|owners?|leaders?|employees?|workers?|hires?|colleges?|universit(?:y|ies)|schools?|days?|weeks?|months?|years?|hours?|times?|shifts?|weekends?|holidays?|cases?|roles?|jobs?|positions?|opportunit(?:y|ies)|compan(?:y|ies)|business|organi[sz]ations?|firms?|environments?|markets?|regions?|sites?|offices?|locations?|countries|world|level|levels|results?|goals?|targets?|things?|way|ways|parts?|range|variety|number|amount|basis|plus|advantage|bonus|requirements?|qualifications?|experience|knowledge|understanding|skills?|abilit(?:y|ies)|expertise|background|familiarity|proficiency|equivalent|field|discipline|track record|record|passion|interest|attention|mindset|attitude|approach|focus|work|tasks?|duties|responsibilit(?:y|ies)|activities|issues?|problems?|questions?|ideas?|needs?|place|end|start|line|state|status|members|cost|costs|value|values|quality|standard|impact|growth|success|areas?|sectors?|industry|industries|projects?|products?|services?|solutions?|systems?|tools?|processes|process|practices?|matters?|topics?|terms?|conditions?|rules?|guidelines?|policies|policy|plans?|actions?|changes?|decisions?|information|data|details?|documents?|materials?|items?|stuff|concepts?|words?|audiences?|percent|%|cent(?:er|re)s?|units?|retailers?|adjusters?|equipment|machinery|manner|rotas?|rosters?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|patterns?|timelines?|appointments?|options?|goods)$/i
// Modifiers that say how much, when or how good, not what ("monthly reviews", "new clients").
const NOT_SKILL_MODIFIER =
  /^(?:monthly|weekly|daily|yearly|annual|quarterly|new|final|open|large|larger|largest|small|high|higher|low|lower|right|best|key|main|various|multiple|several|many|other|existing|potential|future|next|clear|overall|own|whole|same|different|complex|great|top|early|late|local|global|internal|external|regular|successful|outstanding|inspiring|competitive|fast|quick|full|total|certain|specific|appropriate|relevant|effective|efficient|positive|safe|simple|direct|personal|additional|daily|similar|genuine|real|true|traditional|modern|solid|deep|broad|wide|strong|good|excellent|comparable|related|corresponding|minimum|maximum|average|more|most|less|least|first|second|third|last|each|every|all|both|such|this|that|these|those|our|your|their|its|his|her|my|free|up|non|valid|major|minor|available|accurate|timely|detailed|concise)$/i
// The head of an activity or a field of knowledge: "-ing", "-tion", "-ment", "-ship", "-ics" nouns
// and a few heads that name a discipline ("design", "control", "safety").
const ACTIVITY_HEAD =
  /(?:ing|tion|sion|ment|sis|ance|ence|ics|ogy|istry|ship|ure|ery|design|control|research|audit|strateg(?:y|ies)|risks?|safety|security|law|hygiene|care|therap(?:y|ies)|enquir(?:y|ies)|inquir(?:y|ies)|studies|interviews?|reports?|records?)s?$/i
// Trailing words a phrase sheds ("hospital pharmacy experience" → "hospital pharmacy").
const TRAILING_GENERIC =
  /^(?:experience|knowledge|skills?|background|expertise|proficiency|understanding|abilities|ability|capabilit(?:y|ies)|certification|qualification|certificate|tickets?|training|work|activities|tasks?|projects?|initiatives?|programmes?|programs?)$/i
// The trailing words that say the noun before them is a skill ("knife skills", "Acupuncture
// qualification"); "experience" or "work" after one noun says where or when ("post-qualification
// experience", "beverage experience").
const NAMED_BY =
  /^(?:knowledge|skills?|expertise|proficiency|understanding|abilities|ability|capabilit(?:y|ies)|certification|qualification|certificate|training)$/i
// Words too broad to stand alone as a skill ("Management skills", "Business experience").
const BROAD_NOUN =
  /^(?:management|business|sales|leadership|industry|sector|people|customer|client|team|domain|technical|commercial|professional|field|subject|work|life|job|role|company|market|programming|coding|writing|reading|language|interpersonal|organisational|organizational|analytical)$/i

// Words that say how good ("Strong decision-making", "Excellent storytelling") and the nouns that,
// so qualified, still say nothing a person does ("strong business", "good English" is a language).
const QUALITY =
  /^(?:strong|excellent|good|clear|sound|outstanding|exceptional|effective|solid|proven|great)$/i
const PLAIN_NOUN =
  /^(?:business|industry|sector|market|company|role|job|work|life|team|record|level|understanding|knowledge|grasp|command|eye|sense|head|hand|standard|quality|range|mix|balance|fit|track|attitude|manner|communicator|relationships?|grounding|foundation|appreciation|awareness|interest|passion|desire)$/i

function cleanPhrase(words: string[]): string | null {
  const kept = [...words]
  while (kept.length && (LEADING.test(kept[0]!) || isStopWord(kept[0]!) || /^\d+$/.test(kept[0]!)))
    kept.shift()
  while (kept.length && (isStopWord(kept.at(-1)!) || /^[/&-]$/.test(kept.at(-1)!))) kept.pop()
  if (kept.length === 0 || kept.length > 4) return null
  const phrase = kept
    .join(' ')
    .replace(/\s*([/&])\s*/g, '$1')
    .replace(/\s+-\s+/g, '-')
    // "USP <797>": the tagger splits the brackets of a numbered standard off its number.
    .replace(/<\s(\d+)\s>/g, '<$1>')
  if (phrase.length < 2 || phrase.length > 48 || GENERIC.test(phrase) || /^\d/.test(phrase)) return null
  if (kept.every((w) => GENERIC.test(w) || isStopWord(w))) return null
  if (GENERIC_HEAD.test(kept.at(-1)!) || kept.some((w) => NOT_TOOLS.test(w) && kept.length === 1)) return null
  return phrase
}

// "Experience as a Store Manager", "a time-served electrician": a job title is a role, not a skill.
const JOB_TITLE_HEAD =
  /\b(?:managers?|directors?|engineers?|electricians?|technicians?|nurses?|officers?|assistants?|specialists?|consultants?|analysts?|developers?|designers?|teachers?|accountants?|buyers?|recruiters?|agents?|representatives?|supervisors?|administrators?|coordinators?|executives?|operators?|clerks?)$/i

/** Noun phrases after a cue, split at "and", "or" and commas. */
function cuedPhrases(tokens: Token[]): string[] {
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
    const link = tokens[i + 1]?.text === '.' && i + 2 < tokens.length ? i + 2 : i + 1
    if (!isExample && (!CUE.test(tokens[i]!.text) || !CUE_LINK.test(tokens[link]!.text))) continue
    let words: string[] = []
    for (let j = /^including$|^:$/i.test(tokens[i]!.text) ? i + 1 : link + 1; j < tokens.length; j++) {
      const token = tokens[j]!
      const isJoiner = /^(?:and|or|,|\/|&)$/i.test(token.text) && token.text !== '/' && token.text !== '&'
      if (isJoiner) {
        const phrase = cleanPhrase(words)
        if (phrase && isCuedSkill(phrase, isExample)) found.push(phrase)
        words = []
        continue
      }
      // "experience in contaminated sites", "knowledge of building codes": a participle before a noun.
      const isModifier =
        token.pos === 'VERB' && /(?:ed|ing)$/i.test(token.text) && NOUNISH.has(tokens[j + 1]?.pos ?? '')
      if (
        !NOUNISH.has(token.pos) &&
        !isModifier &&
        !/^[/&-]$/.test(token.text) &&
        !(token.pos === 'DET' && words.length === 0)
      )
        break
      words.push(token.text)
    }
    const phrase = cleanPhrase(words)
    if (phrase && isCuedSkill(phrase, isExample)) found.push(phrase)
  }
  return found
}

// After a cue, a head that names the parties or the goods ("experience with major UK retailers",
// "selling capital goods") says whom or what for; "experience in financial services" still says where.
const CUED_NOT_HEAD =
  /^(?:retailers?|customers?|clients?|partners?|suppliers?|vendors?|stakeholders?|people|teams?|members?|goods|equipment|machinery|compan(?:y|ies)|firms?|organi[sz]ations?)$/i

/**
 * A job title or a phrase whose head names parties or goods is no skill. An example ("including
 * nights", "such as Lido") is one when it is a name or a kind of work ("including wound management").
 */
function isCuedSkill(phrase: string, isExample: boolean): boolean {
  const head = phrase.split(' ').at(-1)!
  if (isExample && !/^\p{Lu}/u.test(phrase) && !ACTIVITY_HEAD.test(head)) return false
  return !JOB_TITLE_HEAD.test(phrase) && !CUED_NOT_HEAD.test(head)
}

// Words a bare number follows to say which grade, not which named thing ("Level 3", "Class 5").
const GRADE_WORD = /^(?:levels?|stages?|class|grade|step|band|tier|phase|years?|part|unit|room|floor|key)$/i

/** Whether the number at `at` belongs to the name before it ("Section 47", "ISO 9001", "NVQ Level 3"). */
function names(words: Token[], at: number): boolean {
  const number = words[at]
  const before = words[at - 1]
  if (!number || !before || number.pos !== 'NUM' || !/^\p{Lu}/u.test(before.text)) return false
  return !GRADE_WORD.test(before.text) || at >= 2
}

/**
 * Noun phrases of a line: runs of adjectives and nouns that end in a noun ("sterile compounding",
 * "adverse drug events", "supply chain planning"), with hyphenated and slashed compounds kept whole
 * ("as-built records", "HNC/HND") and the participles that modify a noun ("automated dispensing
 * cabinets"). A phrase of one word is left to the lexicon and to `toolNames`; a phrase whose head
 * names people, places or time ("pharmacy technicians", "rapid response team") is no skill.
 */
function nounChunks(tokens: Token[], isDuty: boolean): string[] {
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
      last.pos = NOUNISH.has(next.pos) || next.pos === 'VERB' ? 'NOUN' : 'ADJ'
      i++
      continue
    }
    words.push({ ...token })
  }
  const found: string[] = []
  let run: Token[] = []
  const flush = () => {
    let kept = run
    const whole = run
    run = []
    while (
      kept.length &&
      (NOT_SKILL_MODIFIER.test(kept[0]!.text) ||
        LEADING.test(kept[0]!.text) ||
        isStopWord(kept[0]!.text) ||
        kept[0]!.pos === 'NUM')
    )
      kept = kept.slice(1)
    let shed = false
    let namesSkill = false
    // The number of a named standard or section stays ("EPA Section 608", "DIN 276").
    const isNumbered = (words: Token[]) => names(words, words.length - 1)
    while (
      kept.length &&
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
    const isNamedNoun =
      kept.length === 1 &&
      namesSkill &&
      !isDuty &&
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
    if (kept.length < 2 || kept.length > 4) return
    // A job title is a role ("time-served electrician"), unless named as a training or a qualification.
    if (!shed && JOB_TITLE_HEAD.test(kept.at(-1)!.text)) return
    if (
      NOT_SKILL_HEAD.test(kept.at(-1)!.text) ||
      kept.some((w, k) => NOT_TOOLS.test(w.text) && !(w.pos === 'NUM' && names(kept, k)))
    )
      return
    // A duty's objects are mostly things and parties ("present quotes", "agency visits"); what it
    // asks a person to be able to do is an activity or a field ("quality inspections", "stewardship").
    if (
      isDuty &&
      !ACTIVITY_HEAD.test(kept.at(-1)!.text) &&
      !kept.every((w) => w.pos === 'PROPN' || (w.pos === 'NUM' && isNumbered(kept)))
    )
      return
    if (GENERIC.test(kept.at(-1)!.text) || kept.every((w) => GENERIC.test(w.text) || isStopWord(w.text)))
      return
    const phrase = kept.map((w, k) => (k === 0 ? w.text : `${w.pre ? ' ' : ''}${w.text}`)).join('')
    if (phrase.length <= 48 && (!/\d{3,}/.test(phrase) || isNumbered(kept))) found.push(phrase)
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const next = words[i + 1]
    const isNoun = NOUNISH.has(word.pos) && word.pos !== 'NUM' ? true : word.pos === 'NUM' && run.length > 0
    // "dosing" after "pharmacokinetic", "dispensing" before "cabinets", "controlled substance": an
    // -ing or -ed word inside a noun phrase. An -ing word opens one only after an article or a
    // preposition: "and leading toolbox talks" is a verb and its object.
    const previous = words[i - 1]
    const isParticiple =
      word.pos === 'VERB' &&
      /(?:ing|ed)$/i.test(word.text) &&
      (run.length > 0 ||
        /ed$/i.test(word.text) ||
        (previous !== undefined && (previous.pos === 'DET' || previous.pos === 'ADP'))) &&
      !/^(?:using|including|following|regarding|during|according|concerning|involving|working|being|having|making|getting|seeing|needed|required|based|used|offered|provided|related|owned|led|expected|preferred)$/i.test(
        word.text,
      ) &&
      ((run.length > 0 && /ing$/i.test(word.text)) ||
        (next !== undefined && (next.pos === 'NOUN' || next.pos === 'VERB')))
    if ((isNoun || isParticiple) && !/^[^\p{L}\d]+$/u.test(word.text)) run.push(word)
    else flush()
  }
  flush()
  return found
}

// "(Greenhouse, Lever or Workday)", "(Pyxis or Omnicell)": names in brackets after a noun are its examples.
const BRACKETS = /\(([^()]{2,80})\)/g
const NAME_LIKE = /^(?:e\.g\.\s?|z\.\s?B\.\s?)?[\p{Lu}][\p{L}\d.+#-]*(?:\s[\p{Lu}\d][\p{L}\d.+#-]*){0,2}$/u

function bracketNames(line: string): string[] {
  const found: string[] = []
  for (const match of line.matchAll(BRACKETS)) {
    const parts = match[1]!.split(/\s*(?:,|;|\bor\b|\band\b|\/)\s*/).map((p) => p.trim())
    // Every part must look like a name: a few capitalised words, not a sentence or a number.
    if (parts.length < 1 || !parts.every((p) => NAME_LIKE.test(p))) continue
    for (const part of parts) {
      const name = part.replace(/^(?:e\.g\.|z\.\s?B\.)\s*/, '')
      if (!NOT_TOOLS.test(name) && !isStopWord(name)) found.push(name)
    }
  }
  return found
}

// "(haematology, biochemistry, urinalysis)", "(survey design, basic statistics)": a bracketed list
// of short lower-case nouns names the kinds of what precedes it.
const LOWER_ITEM = /^[\p{Ll}][\p{Ll}-]*(?: [\p{Ll}][\p{Ll}-]*){0,2}$/u

function bracketItems(line: string, isDuty: boolean): string[] {
  const found: string[] = []
  for (const match of line.matchAll(BRACKETS)) {
    const parts = match[1]!.split(/\s*(?:,|;|\bor\b|\band\b)\s*/).map((p) => p.trim())
    if (parts.length < 2 || !parts.every((p) => LOWER_ITEM.test(p))) continue
    for (const part of parts) {
      const phrase = cleanPhrase(part.split(' '))
      const head = phrase?.split(' ').at(-1) ?? ''
      // A duty's list names things as often as kinds of work ("weather, technical defects").
      if (!phrase || NOT_SKILL_HEAD.test(head) || (isDuty && !ACTIVITY_HEAD.test(head))) continue
      found.push(phrase)
    }
  }
  return found
}

/** Tool-like names: capitals inside the word or digits ("NETCONF", "Siemens S7", "Allen-Bradley", "BS 7671"). */
function toolNames(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    // An acronym ("RAMS", "SLAs", "CPCU") is one whatever the tagger says; a name with a capital
    // inside ("SaaS", "WooCommerce") or joined ("Allen-Bradley") must be tagged one.
    const isAcronym = /^[A-Z]{2}[A-Z0-9]*s?$/.test(token.text) && token.text.length <= 8
    if (
      !(
        isAcronym ||
        (token.pos === 'PROPN' &&
          /^(?:[A-Z][a-z]+-[A-Z][a-z]+|[A-Z]+\d+|[A-Z][a-z]+[A-Z][A-Za-z]*)$/.test(token.text))
      ) ||
      NOT_TOOLS.test(token.text)
    )
      continue
    const previous = tokens[i - 1]
    const next = tokens[i + 1]
    const words = [token.text]
    if (previous && previous.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(previous.text) && i - 1 > 0)
      words.unshift(previous.text)
    if (next && next.pos === 'NUM' && /^\d{3,5}$/.test(next.text)) words.push(next.text)
    const phrase = cleanPhrase(words)
    if (phrase) found.push(phrase)
  }
  return [...found, ...systemNames(tokens), ...titledNames(tokens)]
}

// "Signs of Safety", "Working Together to Safeguard Children": words in capitals joined by a small
// word, inside a sentence, are the name of a framework, a law or a programme.
const NAME_JOINER = /^(?:of|for|to|in|on|the)$/

function titledNames(tokens: Token[]): string[] {
  const found: string[] = []
  const isTitled = (t: Token | undefined) =>
    t !== undefined &&
    /^\p{Lu}[\p{L}\d-]*$/u.test(t.text) &&
    !/^(?:The|A|An|Our|Your|Their|We|You|They|This|That|These|Those|It|I)$/.test(t.text)
  for (let i = 1; i < tokens.length; i++) {
    if (!isTitled(tokens[i]) || isTitled(tokens[i - 1])) continue
    const run = [tokens[i]!]
    let joined = false
    let j = i + 1
    while (j < tokens.length && run.length < 6) {
      if (isTitled(tokens[j])) run.push(tokens[j++]!)
      else if (NAME_JOINER.test(tokens[j]!.text) && isTitled(tokens[j + 1])) {
        run.push(tokens[j]!, tokens[j + 1]!)
        joined = true
        j += 2
      } else break
    }
    if (joined && !NOT_TOOLS.test(run[0]!.text)) found.push(run.map((t) => t.text).join(' '))
    i = j - 1
  }
  return found
}

// "Keep case records in Mosaic", "manage data in EQuIS": a capitalised name after a noun and the
// preposition that says where that work is kept or done, closing its clause, names the system.
const SYSTEM_CUE = /^(?:in|into|using|with|via|on)$/i

function systemNames(tokens: Token[]): string[] {
  const found: string[] = []
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!
    const next = tokens[i + 1]
    if (
      token.pos !== 'PROPN' ||
      !/^[A-Z][A-Za-z]{2,}$/.test(token.text) ||
      !SYSTEM_CUE.test(tokens[i - 1]!.text) ||
      // What is kept or done in it comes first ("records in Mosaic"), not a verb ("based in London").
      tokens[i - 2]?.pos !== 'NOUN' ||
      (next && !/^(?:[,;.)]|and|or)$/i.test(next.text)) ||
      isStopWord(token.text) ||
      NOT_TOOLS.test(token.text) ||
      NOT_SKILL_HEAD.test(token.text)
    )
      continue
    found.push(token.text)
  }
  return found
}

const DE_CUE =
  /\b(?:Kenntnisse|Kenntnissen|Erfahrung(?:en)?|Umgang|Know-how|Expertise|Studium|Ausbildung|Weiterbildung)\s+(?:(?:in|im|mit|der|des|von|bei|zu[mr]?|als)\s+){1,2}((?:[\p{Lu}0-9][\p{L}0-9./&+-]*|[\p{Ll}]+(?:en|e|er|es|em)\b)(?:\s+(?:[\p{Lu}0-9][\p{L}0-9./&+-]*|und|sowie|oder|,|[\p{Ll}]+(?:en|e|er|es|em)\b))*)/gu
const DE_COMPOUND =
  /(?<![\p{L}-])([\p{Lu}0-9][\p{L}0-9/&+.]{1,30})-(?:Kenntnisse|Kenntnissen|Erfahrung|Erfahrungen|Know-how)\b/gu

// A product written in capitals in a German line ("in der Patientenakte (ORBIS)", "DATEV"); a
// language level ("B2") has one letter and is not one.
const DE_TOOL = /(?<![\p{L}\d-])([A-Z]{2}[A-Z0-9]*)(?![\p{L}\d-])/gu

// German nouns every posting uses that name no skill: the work itself, people, places, time, and
// the nominalised verbs that carry a skill in their object ("Durchführung der Jahresabschlüsse").
// Compared by Snowball stem, so every inflection is covered.
const DE_GENERIC = new Set(
  (
    'Durchführung Erstellung Betreuung Mitarbeit Unterstützung Einführung Begleitung Übernahme Verantwortung ' +
    'Bearbeitung Pflege Abstimmung Abstimmungen Umsetzung Planung Steuerung Koordination Organisation Optimierung ' +
    'Weiterentwicklung Entwicklung Sicherstellung Bereitschaft Arbeit Arbeiten Arbeitsweise Denkweise Berufserfahrung ' +
    'Erfahrung Erfahrungen Kenntnis Kenntnisse Know-how Studium Ausbildung Weiterbildung Abschluss Qualifikation Umgang ' +
    'Team Teams Aufgabe Aufgaben Mitarbeitende Mitarbeiter Mitarbeiterin Kollegen Kunden Kundinnen Partner Ansprechpartner ' +
    'Ansprechpartnerin Tochtergesellschaften Gesellschaft Unternehmen Firma Betrieb Standort Standorte Bereich Bereiche ' +
    'Umfeld Branche Jahre Jahr Woche Wochen Tage Monate Zeit Funktionen Funktion Lösungen Lösung Themen Thema Projekte ' +
    'Projekt Anlagen Anlage Maschinen Maschine Systeme System Produkte Produkt Prozesse Prozess Vorteil Schwerpunkt ' +
    'Möglichkeit Chance Rahmen Basis Grundlage Einsatz Freude Spaß Interesse Leidenschaft Motivation Zuverlässigkeit ' +
    'Teamfähigkeit Flexibilität Engagement Eigeninitiative Sorgfalt Belastbarkeit Kommunikationsfähigkeit Hands-on-Mentalität ' +
    'Zusammenarbeit Wunsch Ziel Ziele Anforderungen Profil Aufgabenbereich Tätigkeit Tätigkeiten Stelle Position Rolle ' +
    'Vollzeit Teilzeit Homeoffice Urlaub Gehalt Vergütung Benefits Arbeitsplatz Arbeitsvertrag Schicht Schichten ' +
    'Rufbereitschaft Reisebereitschaft Führerschein Sprache Sprachen Niveau Wort Schrift Dokumentation ' +
    'Zukunft Welt Markt Märkte Region Land Länder Europa Deutschland Kollegium Dienst Dienste Services Verständnis Idee ' +
    'Einarbeitung Mitwirkung Anbindung Ausbau Umbau Überwachung Bedienung Kolleginnen Händler Einkauf Versuche ' +
    'Unterlagen Vorgaben Richtlinien Anordnung Standards Mindestens Führungskräfte Austritt Personal Anfertigung ' +
    'Herstellung Fragen Schwerpunkt Vorbereitung Prüfung Gestaltung Identifikation Werte Träger Kanzlei Normen ' +
    'Voraussetzungen Voraussetzung Labor Praktikum'
  )
    .split(' ')
    .map((w) => stemWord(w.toLowerCase(), 'de')),
)
// The last part of a compound that makes it a place, a party or a thing, not a skill
// ("Industrieunternehmens", "Produktionsanlagen", "SPS-Systemen", "Hafenbranche").
const DE_GENERIC_PART = (
  'unternehmen anlagen anlage systeme system systemen partner kunden plattform maschinen mitarbeiter projekte ' +
  'produkte prozesse standorte gesellschaft branche team steuerungen'
)
  .split(' ')
  .map((w) => stemWord(w, 'de'))
// The last part of a noun that names the people a duty is done with or for ("mit Product Ownern",
// "Intensivpatienten", "Kindern"): never a skill, whatever precedes it.
const DE_PERSON_PART = 'owner patienten kinder eltern kollegen bewohner schüler kunden mitarbeiter partner'
  .split(' ')
  .map((w) => stemWord(w, 'de'))
const isPerson = (noun: string) => {
  const stem = stemWord(noun.toLowerCase(), 'de')
  return DE_PERSON_PART.some((part) => stem.endsWith(part))
}

// A system named by what it manages is a skill ("Transportmanagementsystem", "Warenwirtschaftssystem"),
// unlike one named by a place or a thing ("Werkstattsystem", "SPS-Systemen").
const DE_NAMED_SYSTEM = /(?:management|wirtschaft|planung|steuerung|verwaltung)s?-?syst/

function isGenericNoun(noun: string): boolean {
  const stem = stemWord(
    noun
      .replace(/-$/, '')
      .replace(/\/(?:in|r|n|innen)$/, '')
      .toLowerCase(),
    'de',
  )
  if (DE_NAMED_SYSTEM.test(stem)) return false
  return DE_GENERIC.has(stem) || DE_GENERIC_PART.some((part) => stem.endsWith(part)) || isPerson(noun)
}

// An adjective's ending, for the capitalised one that opens a line ("Abgeschlossene", "Fundierte").
const DE_ADJECTIVE_FORM = /(?:ig|isch|lich|iert|ert|et|en|er|ell|iv|bar|sam|haft|al)(?:e|en|er|es|em)$/

// Adjectives of a field ("pharmakologische", "kaufmännisches") and the knowledge words they qualify.
const DE_FIELD_ADJECTIVE = /(?:isch|lich)(?:e|en|er|es|em)$/
const DE_KNOWLEDGE = /^(?:Kenntnisse|Kenntnissen|Verständnis|Know-how|Fachwissen|Wissen)$/
// A qualification noun keeps an adjective that says which ("kaufmännische Ausbildung").
const DE_QUALIFICATION = /^(?:Ausbildung|Weiterbildung|Studium|Abschluss|Kenntnisse)$/
// Adjective endings: "elektrischen", "automatisierte", "abgeschlossene", "testgetriebener".
const DE_ADJECTIVE = /^[\p{Ll}][\p{Ll}-]*(?:e|en|er|es|em)$/u
const DE_VAGUE_ADJECTIVE =
  /^(?:neue[nrsm]?|eigene[nrsm]?|verschiedene[nrsm]?|unsere[nrsm]?|ihre[nrsm]?|deine[nrsm]?|eine[nrsm]?|diese[nrsm]?|alle[nrsm]?|weitere[nrsm]?|andere[nrsm]?|hohe[nrsm]?|große[nrsm]?|kleine[nrsm]?|ganze[nrsm]?|gesamte[nrsm]?|jeweilige[nrsm]?|entsprechende[nrsm]?|vergleichbare[nrsm]?|ähnliche[nrsm]?|selbstständige[nrsm]?|eigenständige[nrsm]?|strukturierte[nrsm]?|sichere[nrsm]?|gute[nrsm]?|sehr|erste[nrsm]?|mehrere[nrsm]?|einige[nrsm]?|viele[nrsm]?|ersten|idealerweise|abgeschlossene[nrsm]?|fundierte[nrsm]?|mehrjährige[nrsm]?|langjährige[nrsm]?|einschlägige[nrsm]?|umfassende[nrsm]?|praktische[nrsm]?|ausgeprägte[nrsm]?|hervorragende[nrsm]?|ausgezeichnete[nrsm]?|flexible[nrsm]?|moderne[nrsm]?|spannende[nrsm]?|interessante[nrsm]?|internationale[nrsm]?|industriellen?|technische[nrsm]?|aktuelle[nrsm]?|sorgfältige[nrsm]?|zuverlässige[nrsm]?|ärztliche[nrsm]?|inklusive|exklusive|einschließlich|zuzüglich|gerne)$/iu
// A German word: letters with inner hyphens ("Code-Reviews", "SPS-Programmierung"), or a trailing
// hyphen of an elided compound ("Kreditoren-" in "Kreditoren- und Debitorenbuchhaltung").
const DE_WORD = /[\p{L}\d][\p{L}\d/&+.]*(?:-[\p{L}\d][\p{L}\d/&+.]*)*-?|[,;:()]/gu

// A German skill a duty names is an activity or a field ("Konstruktion", "Hydraulik",
// "Meldewesen", "Toleranzanalysen", "Jahresabschlüsse"); the things the duty is done to are
// written in the plural ("von Getrieben und Baugruppen", "Bauteilen", "Prototypen").
const DE_ACTIVITY =
  /(?:ung|ungen|ion|ionen|ik|ie|ur|uren|age|agen|anz|enz|ät|ing|ment|lehre|kunde|recht|wesen|wirtschaft|technik|bau|analyse|analysen|abschluss|abschlüsse|abschlüssen|schutz|sicherheit|hygiene|pflege|versorgung|arbeiten|fälle|fällen|anträge|anträgen|bescheide|bescheiden|verträge|verträgen)$/
function isThingPlural(noun: string): boolean {
  const word = noun.toLowerCase()
  if (DE_ACTIVITY.test(word) || /^[\p{Lu}\d]{2}|\d/u.test(noun)) return false
  return /(?:en|n)$/.test(word) && stemWord(word, 'de').length < word.length - 1
}

// The prepositions and article that put the nouns after them in the dative: "von Getrieben",
// "mit Product Ownern". "durch Drehen, Fräsen und Schweißen" names how, so its nouns stay.
const DE_OBJECT_CUE = /^(?:von|mit|aus|bei|an|zu|den)$/i
/** Whether the noun at `at`, or the list of nouns it closes, follows a dative cue. */
function isObject(words: string[], at: number): boolean {
  let i = at - 1
  while (i >= 0 && (/^(?:,|und|oder|sowie)$/.test(words[i]!) || isNoun(words[i]!))) i--
  return i >= 0 && DE_OBJECT_CUE.test(words[i]!)
}

function isNoun(word: string): boolean {
  return /^[\p{Lu}\d]/u.test(word) && !isStopWord(word.replace(/-$/, ''))
}

/**
 * Noun phrases of a German line: a noun (capitalised) or a run of them ("Führerschein Klasse B",
 * "DGUV Vorschrift 3", "Siemens S7"), with the adjective before it ("elektrischen Steuerungen"), a
 * vocational title with its field ("Elektroniker für Betriebstechnik") and elided compounds whole
 * ("Kreditoren- und Debitorenbuchhaltung"). German writes a skill as one compound noun, so a single
 * noun counts, unless it is one of the nouns every posting uses (DE_GENERIC).
 */
function germanNounPhrases(line: string, isDuty: boolean): string[] {
  const words = line.match(DE_WORD) ?? []
  const found: string[] = []
  for (let i = 0; i < words.length; i++) {
    let j = i
    const parts: string[] = []
    // An adjective that opens the phrase; at the line start it is written with a capital.
    const adjective = words[i]!
    const lowered = i === 0 ? adjective.toLowerCase() : adjective
    // "pharmakologische Kenntnisse", "Technisches Verständnis": the knowledge word is a stop word,
    // and the adjective before it names the field.
    if (DE_FIELD_ADJECTIVE.test(lowered) && DE_KNOWLEDGE.test(words[i + 1] ?? '')) {
      found.push(`${adjective} ${words[i + 1]!}`)
      i++
      continue
    }
    // "Mindestens 3 Jahre", "Abgeschlossene kaufmännische Ausbildung": an adverb or adjective opening the line.
    if (
      i === 0 &&
      lowered !== adjective &&
      (/ens$/.test(lowered) ||
        /(?:lich|ig|isch|bar|sam|haft)$/.test(lowered) ||
        (DE_ADJECTIVE_FORM.test(lowered) && !isNoun(words[1] ?? 'x')))
    )
      continue
    // After "Sie", "Du" or "Wir" the lower-case word is the verb ("Sie beraten Führungskräfte").
    const isVerb = /^(?:sie|du|wir|ihr|er|es|man)$/i.test(words[i - 1] ?? '')
    if (
      !isVerb &&
      DE_ADJECTIVE.test(lowered) &&
      !isStopWord(lowered) &&
      words[i + 1] &&
      isNoun(words[i + 1]!)
    ) {
      if (!DE_VAGUE_ADJECTIVE.test(lowered)) parts.push(adjective)
      j = i + 1
    }
    if (!isNoun(words[j] ?? '')) continue
    // Elided compounds: "Kreditoren- und Debitorenbuchhaltung", "Monats-, Quartals- und Jahresabschlüsse".
    let k = j
    while (/-$/.test(words[k] ?? '') && /^(?:,|und|oder|sowie|bzw\.?)$/.test(words[k + 1] ?? '')) {
      k += words[k + 1] === ',' && /^(?:und|oder)$/.test(words[k + 2] ?? '') ? 2 : 1
      k += 1
      if (!isNoun(words[k] ?? '')) break
    }
    const nouns = words.slice(j, k + 1)
    // Further capitalised words, numbers or a letter class ("Klasse B"), and "für" + field.
    while (
      k + 1 < words.length &&
      (isNoun(words[k + 1]!) || /^[A-Z]$/.test(words[k + 1]!)) &&
      nouns.length < 4
    ) {
      nouns.push(words[++k]!)
    }
    if (
      /(?:er|in|mann|frau|kraft)$/.test(nouns.at(-1)!) &&
      !isGenericNoun(nouns.at(-1)!) &&
      words[k + 1] === 'für' &&
      isNoun(words[k + 2] ?? '')
    ) {
      nouns.push('für', words[k + 2]!)
      k += 2
    }
    i = k
    const head = nouns.at(-1)!.replace(/-$/, '')
    if (nouns.some((n) => /-$/.test(n)) && nouns.length === 1) continue
    // "Stufe 2S", "Niveau B2": a grade, not what it grades.
    if (parts.length === 0 && /^(?:Stufe|Stufen|Niveau|Level|Grad)$/.test(nouns[0]!)) continue
    // "in der Logistik- oder Hafenbranche": an elided phrase whose head is a sector or a place.
    if (nouns.some((n) => /-$/.test(n)) && isGenericNoun(head)) continue
    if (isPerson(head)) continue
    // A generic noun stays only with an adjective that says which ("elektrischen Steuerungen",
    // "kaufmännische Ausbildung").
    if (nouns.length === 1 && isGenericNoun(head) && parts.length === 0) continue
    // "in einer Steuerkanzlei", "bei einem Versicherer": one noun after an indefinite article is a
    // place or a party, not a field ("in der Konstruktion" is one).
    if (nouns.length === 1 && parts.length === 0 && /^(?:einer|einem|eines)$/i.test(words[j - 1] ?? ''))
      continue
    if (nouns.every((n) => /^\d/.test(n) || isGenericNoun(n))) {
      if (nouns.length > 1 || !DE_QUALIFICATION.test(head) || parts.length === 0) {
        if (parts.length === 0 || nouns.length > 1) continue
      }
    }
    if (nouns.length === 1 && head.length < 4 && !/^[A-Z]{2,}/.test(head)) continue
    if (isDuty && nouns.length === 1 && parts.length === 0 && isThingPlural(head) && isObject(words, j))
      continue
    // "Erfassung der Aufträge", "Einhaltung von Zeitfenstern": a lone verbal noun names the act; the
    // skill, if any, is its object (a field such as "Wartung" is the lexicon's to know).
    if (
      nouns.length === 1 &&
      parts.length === 0 &&
      /ung$/.test(head) &&
      /^(?:der|des|von|vom|eines|einer)$/i.test(words[k + 1] ?? '')
    )
      continue
    const phrase = [...parts, ...nouns].join(' ').replace(/\s+,/g, ',')
    if (phrase.length <= 60 && !NOT_TOOLS.test(phrase)) found.push(phrase)
  }
  return found
}

/** A cued phrase names a skill when it holds a noun that is not a generic one ("Hafenbranche"). */
function isGermanSkill(phrase: string): boolean {
  const last = phrase.split(/\s+/).at(-1)!
  return /^[\p{Lu}\d]/u.test(last) && !isGenericNoun(last)
}

// Abbreviations whose full stops would split a line into words ("z. B. Blutdruckmessung").
const DE_ABBREVIATION = /(?<![\p{L}])(?:z\.\s?B\.|u\.\s?a\.|d\.\s?h\.|ggf\.|inkl\.|ca\.|usw\.|evtl\.)/gu

function germanPhrases(text: string, isDuty: boolean): string[] {
  const line = text.replace(DE_ABBREVIATION, ' ')
  const found: string[] = [...germanNounPhrases(line, isDuty)]
  for (const match of line.matchAll(DE_TOOL)) {
    const name = match[1]!
    if (NOT_TOOLS.test(name) || name.length > 12) continue
    found.push(name)
  }
  for (const match of line.matchAll(DE_CUE)) {
    for (const part of match[1]!.split(/\s*(?:,|\bund\b|\bsowie\b|\boder\b)\s*/u)) {
      // "Maschinen- und Anlagenbau": the first half of an elided compound is not a phrase of its own.
      if (/-$/.test(part.trim())) continue
      const words = part.trim().split(/\s+/).filter(Boolean)
      // A German noun phrase ends in a capitalised noun; trailing adjectives or verbs are not part of it.
      while (words.length && !/^[\p{Lu}0-9]/u.test(words.at(-1)!)) words.pop()
      const phrase = cleanPhrase(words)
      if (phrase && isGermanSkill(phrase)) found.push(phrase)
    }
  }
  for (const match of line.matchAll(DE_COMPOUND)) {
    const phrase = cleanPhrase([match[1]!])
    if (phrase && isGermanSkill(phrase)) found.push(phrase)
  }
  return found
}

/** Skill phrases written in the lines (requirements, preferred), in the lines' own words. */
const MAX_LINES = 60

export function findSkillPhrases(
  lines: string[],
  language: 'en' | 'de',
  duties: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = []
  // A posting has a few dozen bullets; a page with hundreds is a list page, and tagging it all is slow.
  for (const line of lines.slice(0, MAX_LINES)) {
    if (line.length > 400) continue
    if (language === 'de') {
      found.push(...germanPhrases(line, duties.has(line)))
      continue
    }
    // A bullet opens with a capital the tagger takes for a name ("Review and verify …"); a duty opens
    // with its verb, read as one after "You" ("Document interventions" is not a noun phrase).
    const first = line.replace(/^([A-Z][a-z]+)\b/, (word) => word.toLowerCase())
    const isDuty = duties.has(line) && first !== line
    const doc = english().readDoc(isDuty ? `You ${first}` : first)
    const texts = doc
      .tokens()
      .out()
      .slice(isDuty ? 1 : 0)
    const tags = doc
      .tokens()
      .out(english().its.pos)
      .slice(isDuty ? 1 : 0)
    const spaces = doc
      .tokens()
      .out(english().its.precedingSpaces)
      .slice(isDuty ? 1 : 0)
    let offset = 0
    const tokens = texts.map((text, i) => {
      // The page's own spelling, also for the word lower-cased above.
      const at = line.toLowerCase().indexOf(text.toLowerCase(), offset)
      const surface = at === -1 ? text : line.slice(at, at + text.length)
      if (at !== -1) offset = at + text.length
      return { text: surface, pos: tags[i] ?? 'X', pre: spaces[i] ?? '' }
    })
    // A sibling vouches for a list when a cue, brackets or a product-like name says it is a skill;
    // a bare noun phrase ("quantitative proof") or a two-letter code ("SF") does not.
    const vouched = [...bracketNames(line), ...cuedPhrases(tokens), ...toolNames(tokens)]
    const inLine = [
      ...vouched,
      ...bracketItems(line, duties.has(line)),
      ...nounChunks(tokens, duties.has(line)),
    ]
    const accepted = new Set(vouched.filter((p) => p.length > 2).map((p) => p.toLowerCase()))
    found.push(...inLine)
    // A duty lists the things it is done to as often as skills ("deliveries, margin and waste").
    if (!duties.has(line))
      found.push(
        ...coordinatedPhrases(tokens, {
          clean: cleanPhrase,
          isAccepted: (p) => accepted.has(p.toLowerCase()) || canonicalSkill(p) !== null,
        }),
      )
  }
  return found
}
