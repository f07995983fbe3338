import { isStopWord } from '#shared/text/stop-words.ts'

// The word classes skill phrases are judged by (cues, generic heads, leading qualifiers, names that
// are places or offices) and the clean-up every reader of a line shares. Split out of skill-phrases.ts.

/** A tagged word of a line, as the NLP reader returns it. */
export type Token = { text: string; pos: string; /** Spaces before the token in the line. */ pre: string }

export const CUE =
  /^(?:knowledge|experience|experienced|proficiency|proficient|familiarity|familiar|expertise|skilled|skills|background|understanding|degree|qualification|qualified|certification|certified|competence|fluency|fluent|trained|comfortable|confident|conversant|versed|adept|bachelor(?:'s)?|master(?:'s)?|b\.?sc\.?|m\.?sc\.?|sc|b\.?eng\.?|m\.?eng\.?|ph\.?d\.?|diploma|mba|caseload)$/i
export const CUE_LINK = /^(?:of|in|with|on|using|as)$/i
export const GENERIC =
  /^(?:experience|knowledge|skills?|ability|abilities|understanding|team|teams|environment|role|work|years?|field|discipline|subject|area|areas|track record|record|background|degree|equivalent|similar|related field|related discipline|detail|attention|commitment|passion|interest|willingness|level|systems?|tools?|projects?|companies|company|customers?|clients?|people|others|practice|practices|standards?|processes|process|solutions?|products?|services?|industry|sector|organisation|organization|way|ways|time|range|variety|number|nature|plus|advantage|opportunity|ideally|preferably|e\.g|etc|qualifikation|ausbildung|abschluss|studium|kenntnisse|erfahrung|berufserfahrung)$/i
export const LEADING =
  /^(?:strong|solid|good|up-to-date|excellent|proven|sound|deep|broad|extensive|hands-on|relevant|related|similar|significant|demonstrable|demonstrated|practical|working|basic|advanced|thorough|secure|general|some|any|the|a|an|your|our|their|ideally|preferably|insbesondere|vorzugsweise|other|previous|prior|current|professional|confident|first-hand|in-depth|vergleichbare?n?|abgeschlossene?[ns]?|einschlägige?n?|mehrjährige?n?|fundierte?n?|gute?n?|sehr|sichere?n?|erste?n?|umfassende?n?|praktische?n?)$/i
export const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'SYM'])
// A phrase whose head says how, where or how much rather than what ("remote environment", "full mastery").
const GENERIC_HEAD =
  /^(?:environments?|roles?|positions?|discipline|breadth|mastery|reasoning|mindset|attitude|approach|skills?|abilities|ability|background|experience|knowledge|understanding|levels?|degree|languages|frameworks|developer|domestic|international|vision|best practices|practices|fields?|settings?|capacity|manner|fashion|basis|focus|passion|team|teams)$/i
// Capitals that name a place, a currency, a company form or an office, not a skill.
export const NOT_TOOLS =
  /^(?:US|USA|UK|GB|EU|EMEA|APAC|DACH|UAE|EUR|USD|GBP|AUD|CAD|CHF|NHS|OEMs?|HQ|CEO|CFO|CTO|COO|CIO|VP|SVP|EVP|PTO|GmbH|LLC|LLP|Ltd|Inc|AG|SE|KG|NGO|FAQ|ASAP|TBD|N\/A|V\d+|KS\d|Y\d+|Q[1-4]|H[12]|FY\d+|\d+)$/

// Heads that name people, places, time or the job itself, not something a person can do or know.
export const NOT_SKILL_HEAD =
  /^(?:breadth|depth|working|mastery|mindset|teams?|members?|students?|residents?|visitors?|police|technicians?|colleagues?|staff|clients?|customers?|partners?|suppliers?|vendors?|stakeholders?|people|persons?|candidates?|users?|merchants?|agents?|brokers?|managers?|engineers?|developers?|designers?|owners?|leaders?|employees?|associates|workers?|hires?|colleges?|universit(?:y|ies)|schools?|days?|weeks?|months?|years?|hours?|times?|shifts?|weekends?|holidays?|cases?|roles?|jobs?|positions?|opportunit(?:y|ies)|compan(?:y|ies)|business|organi[sz]ations?|firms?|environments?|markets?|regions?|sites?|offices?|locations?|venues?|outlets?|premises|openings?|countries|world|level|levels|results?|goals?|targets?|things?|way|ways|parts?|range|variety|number|amount|basis|plus|advantage|bonus|requirements?|qualifications?|experience|knowledge|understanding|skills?|abilit(?:y|ies)|expertise|background|familiarity|proficiency|equivalent|field|discipline|track record|record|passion|interest|attention|mindset|attitude|approach|focus|work|tasks?|duties|responsibilit(?:y|ies)|activities|issues?|problems?|questions?|ideas?|needs?|place|end|start|line|state|status|members|cost|costs|value|values|quality|standard|impact|growth|success|areas?|sectors?|industry|industries|projects?|products?|services?|solutions?|systems?|tools?|processes|process|practices?|matters?|topics?|terms?|conditions?|rules?|guidelines?|policies|policy|plans?|actions?|changes?|decisions?|information|data|details?|documents?|materials?|items?|stuff|concepts?|words?|audiences?|percent|%|cent(?:er|re)s?|units?|retailers?|adjusters?|equipment|machinery|manner|rotas?|rosters?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|patterns?|timelines?|appointments?|options?|goods)$/i
// Modifiers that say how much, when or how good, not what ("monthly reviews", "new clients").
export const NOT_SKILL_MODIFIER =
  /^(?:monthly|weekly|daily|yearly|annual|quarterly|new|final|open|large|larger|largest|small|high|higher|low|lower|right|best|key|main|various|multiple|several|many|other|existing|potential|future|next|clear|overall|own|whole|same|different|complex|great|top|early|late|local|global|internal|external|regular|successful|outstanding|inspiring|competitive|fast|quick|full|total|certain|specific|appropriate|relevant|effective|efficient|positive|safe|simple|direct|personal|additional|daily|similar|genuine|real|true|traditional|modern|solid|deep|broad|wide|strong|good|excellent|comparable|related|corresponding|minimum|maximum|average|more|most|less|least|first|second|third|last|each|every|all|both|such|this|that|these|those|our|your|their|its|his|her|my|free|up|non|valid|major|minor|available|accurate|timely|detailed|concise)$/i
// The head of an activity or a field of knowledge: "-ing", "-tion", "-ment", "-ship", "-ics" nouns
// and a few heads that name a discipline ("design", "control", "safety").
export const ACTIVITY_HEAD =
  /(?:ing|tion|sion|ment|sis|ance|ence|ics|ogy|istry|ship|ure|ery|design|control|research|audit|strateg(?:y|ies)|risks?|safety|security|law|hygiene|care|therap(?:y|ies)|enquir(?:y|ies)|inquir(?:y|ies)|studies|interviews?|reports?|records?|checks|tests|(?<!ac)counts)s?$/i
// Trailing words a phrase sheds ("hospital pharmacy experience" → "hospital pharmacy").
export const TRAILING_GENERIC =
  /^(?:experience|knowledge|skills?|background|expertise|proficiency|understanding|abilities|ability|capabilit(?:y|ies)|certification|qualification|certificate|degrees?|tickets?|training|work|activities|tasks?|projects?|initiatives?|programmes?|programs?|levels)$/i
// The trailing words that say the noun before them is a skill ("knife skills", "Acupuncture
// qualification"); "experience" or "work" after one noun says where or when ("post-qualification
// experience", "beverage experience").
export const NAMED_BY =
  /^(?:knowledge|skills?|expertise|proficiency|understanding|abilities|ability|capabilit(?:y|ies)|certification|qualification|certificate|degrees?|training)$/i
// Things a duty handles that need another word to say what work they are ("keep records", "check
// figures", "track trends").
export const THING =
  /^(?:records|documents|files|items|materials|goods|figures|data|details|sources|trends|findings|deadlines|accounts|photos|pictures|meals|gifts|purchases|loads|things|issues|questions|queries|needs|changes|updates|results|quotes|words)$/i

// Words too broad to stand alone as a skill ("Management skills", "Business experience").
export const BROAD_NOUN =
  /^(?:management|business|sales|leadership|industry|sector|people|customer|client|team|domain|technical|commercial|professional|field|subject|work|life|job|role|company|market|programming|coding|writing|reading|language|interpersonal|organisational|organizational|analytical)$/i

// Acts named without what they act on or what kind they are ("Intervention", "Prevention"): alone
// they say no work; "early intervention", "falls prevention", "child protection" do.
export const BARE_ACT = /^(?:interventions?|prevention|protection|promotion|improvements?|reduction)$/i

// Words that say how good ("Strong decision-making", "Excellent storytelling") and the nouns that,
// so qualified, still say nothing a person does ("strong business", "good English" is a language).
export const QUALITY =
  /^(?:strong|excellent|good|clear|sound|outstanding|exceptional|effective|solid|proven|great)$/i
export const PLAIN_NOUN =
  /^(?:business|industry|sector|market|company|role|job|work|life|team|record|level|understanding|knowledge|grasp|command|eye|sense|head|hand|standard|quality|range|mix|balance|fit|track|attitude|manner|communicator|relationships?|grounding|foundation|appreciation|awareness|interest|passion|desire)$/i

export function cleanPhrase(words: string[]): string | null {
  const kept = [...words]
  // "Working Time Directive": a capitalised -ing word before another capital opens a name.
  const isName = (k: number) =>
    /^\p{Lu}\p{Ll}+ing$/u.test(kept[k] ?? '') && /^\p{Lu}/u.test(kept[k + 1] ?? '')
  while (
    kept.length &&
    !isName(0) &&
    (LEADING.test(kept[0]!) || isStopWord(kept[0]!) || /^\d+$/.test(kept[0]!))
  )
    kept.shift()
  while (kept.length && (isStopWord(kept.at(-1)!) || /^[/&-]$/.test(kept.at(-1)!))) kept.pop()
  // "probate matters", "family law cases": the field is what the matters are of.
  if (kept.length > 1 && /^(?:matters|cases|caseloads?)$/i.test(kept.at(-1)!)) kept.pop()
  if (kept.length === 0 || kept.length > 4) return null
  const phrase = kept
    .join(' ')
    .replace(/\s*\/\s*/g, '/')
    // "R&D", "GD&T" are written shut; "Property & Casualty" is written open, as the page has it.
    .replace(/\s*&\s*/g, ' & ')
    .replace(/(?<![\p{L}\d])([A-Z]{1,3}) & ([A-Z]{1,3})(?![\p{L}\d])/gu, '$1&$2')
    .replace(/\s+-\s+/g, '-')
    // "USP <797>": the tagger splits the brackets of a numbered standard off its number.
    .replace(/<\s(\d+)\s>/g, '<$1>')
  // A count or an amount opens no skill; a code of a digit and capitals does ("3D models", "5G").
  const isCount = /^\d/.test(phrase) && !/^\d[A-Z]{1,3}(?![\p{L}\d])/u.test(phrase)
  if (phrase.length < 2 || phrase.length > 48 || GENERIC.test(phrase) || isCount) return null
  if (kept.every((w) => GENERIC.test(w) || isStopWord(w))) return null
  if (GENERIC_HEAD.test(kept.at(-1)!) || kept.some((w) => NOT_TOOLS.test(w) && kept.length === 1)) return null
  return phrase
}

// "Experience as a Store Manager", "a time-served electrician": a job title is a role, not a skill.
export const JOB_TITLE_HEAD =
  /\b(?:managers?|directors?|engineers?|electricians?|technicians?|nurses?|officers?|assistants?|specialists?|consultants?|analysts?|developers?|designers?|teachers?|accountants?|buyers?|recruiters?|agents?|representatives?|supervisors?|administrators?|coordinators?|executives?|operators?|clerks?)$/i

// Words a bare number follows to say which grade, not which named thing ("Level 3", "Class 5").
const GRADE_WORD = /^(?:levels?|stages?|class|grade|step|band|tier|phase|years?|part|unit|room|floor|key)$/i

/** Whether the number at `at` belongs to the name before it ("Section 47", "ISO 9001", "NVQ Level 3"). */
export function names(words: Token[], at: number): boolean {
  const number = words[at]
  const before = words[at - 1]
  if (!number || !before || number.pos !== 'NUM' || !/^\p{Lu}/u.test(before.text)) return false
  return !GRADE_WORD.test(before.text) || at >= 2
}
