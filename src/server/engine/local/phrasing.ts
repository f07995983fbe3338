import nlp from 'compromise'
import { isCurrentRole } from '#shared/text/dates.ts'
import { findSkillsByCategory } from '#shared/skills/skills-lexicon.ts'
import { isSpokenLanguageName } from '#shared/text/spoken-language-names.ts'

// Grammar for rephrasing the person's own bullets in the first person: tense and person with the
// compromise NLP library, articles by sound, and sentence hygiene. Nothing here adds a fact.

/** Lower-cases the first letter unless the word is an acronym or a name-like token ("SAP", "iOS"). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? ''
  if (/^[A-Z0-9]{2,}|^[A-Z][a-z]*[A-Z]|^I$|^I'/.test(first)) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function stripEnd(text: string): string {
  return text
    .trim()
    .replace(/^[-•*▪●◦→]\s*/, '')
    .replace(/[\s.;,:]+$/, '')
}

const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'in', 'to', 'at', 'on', 'with'])

// German departments and wards a title may name after a comma: a compound ending in a department
// ("Anlageninstandhaltung"), a "Station für …", or a ward's specialty ("Geriatrie").
const GERMAN_DEPARTMENT =
  /,\s*(?:(?=\p{Lu})\p{L}*(?:instandhaltung|produktion|buchhaltung|logistik|qualitätssicherung|verwaltung|fertigung|entwicklung|konstruktion|disposition|arbeitsvorbereitung|vertrieb|einkauf|versand|kundendienst|innendienst|außendienst|wareneingang|werkzeugbau|lager|rechnungswesen|personalwesen)|(?:Station|Abteilung|Fachbereich|Bereich|Klinik) (?:für|der) [^,]+|Innere Medizin|Geriatrie|Chirurgie|Unfallchirurgie|Kardiologie|Onkologie|Pädiatrie|Neurologie|Psychiatrie|Notaufnahme|Intensivmedizin|Anästhesie|Orthopädie|Gynäkologie|Urologie|Neonatologie)$/iu

/**
 * A posting's title as a sentence can say it: no location or work-mode tail ("| Remote | Australia",
 * "- Remote"), no bracketed note ("(m/w/d)", "(India)"), and an all-capitals title in title case
 * ("DATA ANALYST" -> "Data Analyst"; short acronyms such as "IT" or "VP" stay).
 */
export function spokenRole(title: string): string {
  const core = (title.split(/\s[|·•]\s/)[0] ?? '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s*[-–,]\s*(?:remote|hybrid|on-?site|full[- ]time|part[- ]time)\b.*$/i, '')
    // "…, EG 8 TVöD", "… 80–100 %", "… in Vollzeit", "… in Voll- oder Teilzeit": pay grade and hours are no part of the title.
    .replace(
      /(?:,\s*|\s+)(?:(?:EG|Entgeltgruppe|Besoldungsgruppe)\s?\d{1,2}[a-z]?(?:\s(?:TVöD|TV-L|TV-H|AVR))?|\d{2,3}\s?[–-]\s?\d{2,3}\s?%|\d{2,3}\s?%|(?:in\s)?(?:(?:Voll|Teil)zeit|Voll-)(?:\s(?:oder|und|\/)\s(?:Voll|Teil)zeit)?)$/u,
      '',
    )
    // "Project Engineer, P.Eng.", "Nurse Practitioner, FNP-BC": letters after a name are no part of the title.
    .replace(
      /(?:,\s*(?:P\.\s?Eng|PMP|CPA|CFA|RN|MBA|PhD|Ph\.D|CEng|MRICS|FCCA|ACCA|PE|LPN|BSN|MSN|APRN|FNP-BC|FNP|CIPD)\.?)+$/,
      '',
    )
    // "Senior Paralegal, Financial Regulation Team", "Krankenpflegerin, Intensivstation": the team or ward
    // the person works in is no part of the title.
    .replace(/,[^,]*(?:\b(?:team|squad|tribe|desk|unit|department|division)|station|abteilung)$/iu, '')
    // "Elektroniker für Betriebstechnik, Instandhaltung", "Sachbearbeiterin, Einkauf": a German
    // department or ward after the comma is no part of the title either (its years are the title's years;
    // "Krankenpflegerin, Station für Innere Medizin"). An English field stays: "Staff Nurse, Oncology".
    .replace(GERMAN_DEPARTMENT, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!core) return title.trim()
  if (/\p{Ll}/u.test(core)) return core
  return core
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && SMALL_WORDS.has(lower)) return lower
      return /^\p{Lu}{2,3}$/u.test(word) ? word : upperFirst(lower)
    })
    .join(' ')
}

/** A sentence ends with one full stop (or its own ! / ?). */
export function asSentence(text: string): string {
  const clean = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
  if (!clean) return ''
  // A name that ends with its own full stop ("ABC Company Inc.") ends the sentence once.
  const once = clean.replace(/([^.])\.\.$/, '$1.')
  return /[.!?]$/.test(once) ? upperFirst(once) : `${upperFirst(once)}.`
}

const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX](?:[A-Z0-9/&-]|$)/
const CONSONANT_VOWELS = /^(uni|use|usa|usu|uti|eu|one|once|ubiq|ur[ao])/i
const SILENT_H = /^(hour|honest|honou?r|heir)/i

/** "a" or "an" for the word that follows. */
export function article(written: string): 'a' | 'an' {
  // "Émile", "Örebro": a letter's accent does not change its sound.
  const word = written.normalize('NFD').replace(/\p{M}/gu, '')
  // An acronym is read letter by letter: "an SAP", "a UX", "an FNP".
  if (/^[A-Z]{2,}|^[A-Z](?:[/&-]|$)/.test(word))
    return VOWEL_SOUND_LETTERS.test(word) || /^[AEIO]/.test(word) ? 'an' : 'a'
  if (SILENT_H.test(word)) return 'an'
  if (/^[aeiou]/i.test(word) && !CONSONANT_VOWELS.test(word)) return 'an'
  if (/^(8|11|18)\b/.test(word)) return 'an'
  return 'a'
}

/** "English, Business, Art" (subjects listed with commas) -> "English, Business and Art". */
export function subjectList(field: string): string {
  const subjects = field.split(/\s*,\s*/).filter(Boolean)
  if (subjects.length < 2 || /\b(?:and|und)\b|&/.test(field)) return field.trim()
  return `${subjects.slice(0, -1).join(', ')} and ${subjects.at(-1)}`
}

// Qualifications named in the plural take no article: "I hold A Levels in …", never "an A Levels".
const PLURAL_QUALIFICATION =
  /(?<![\p{L}\p{N}])(?:[Aa]n?) (?=(?:A[- ]?Levels|AS[- ]Levels|Highers|GCSEs|IGCSEs)\b)/gu

/** Corrects "a"/"an" before every following word. */
export function fixArticles(text: string): string {
  // Not the letter of an abbreviation ("FP&A Analyst", "Q/A Lead"): an article stands alone.
  // A word with letters beyond ASCII is read whole ("a Lámh tutor", never "an L…").
  return text
    .replace(PLURAL_QUALIFICATION, '')
    .replace(
      /(?<![\p{L}\p{N}_'’/&+.-])([Aa]n?) ([\p{L}\p{N}_'’/&+-]+)/gu,
      (whole, art: string, word: string) => {
        const right = article(word)
        const cased = art.charAt(0) === 'A' ? upperFirst(right) : right
        return `${cased} ${word}`
      },
    )
}

const RESPONSIBLE = /^(responsible|accountable) for\s+/i
const ROLE_NOUN =
  /^(consultant|engineer|manager|designer|developer|analyst|nurse|teacher|architect|advisor|adviser|specialist|officer|coordinator|director|lead|owner|scientist|researcher|representative|executive|administrator|accountant|assistant|associate|editor|writer|strategist|planner|technician|therapist|practitioner|physician|instructor|tutor|trainer|recruiter|partner|producer)s?\b/i
const NOUN_LEADS =
  /^(member|part|winner|recipient|owner|lead|head|point of contact|key contributor|(?:key|main|primary|sole|named|designated) (?:user|contact|point of contact|owner|champion|administrator|admin|coordinator)) (of|for|on|in)\b/i

/**
 * A profile bullet in the first person: "Reduced churn by 12%" -> "I reduced churn by 12%".
 * `tense` is "past" for finished work, "present" for what the person does now. Answers null when
 * the bullet is not a verb phrase that can be rephrased without guessing (e.g. a bare noun phrase).
 */
export function toFirstPerson(bullet: string, tense: 'past' | 'present' = 'past'): string | null {
  // The summary, the letter and the variations rephrase the same bullets, each in both tenses: the
  // tagger runs once per bullet and tense.
  const key = `${tense}\u0000${bullet}`
  const known = FIRST_PERSON.get(key)
  if (known !== undefined) return known
  if (FIRST_PERSON.size >= 2000) FIRST_PERSON.clear()
  const first = firstPerson(bullet, tense)
  const told = first && withSinceInPerfect(first)
  FIRST_PERSON.set(key, told)
  return told
}

const FIRST_PERSON = new Map<string, string | null>()

const SINCE_WHEN = /\bsince (?:(?:19|20)\d\d|\p{Lu}\p{Ll}+ (?:19|20)\d\d|joining|then)\b/u
// Participles compromise does not give ("ran" has no "Participle"): the irregular ones a bullet opens with.
const PARTICIPLE: Record<string, string> = { ran: 'run', came: 'come', became: 'become', began: 'begun' }

/**
 * "I passed every food safety audit since 2021", "I design and deliver termly CPD workshops since 2023": work
 * told with "since" a time runs up to now, and English says so in the present perfect ("I have passed …",
 * "I have designed and delivered …", "I have been …").
 */
function withSinceInPerfect(sentence: string): string {
  const found = /^I (\p{L}+)(?: (and|or|&) (\p{L}+))?\b/u.exec(sentence)
  // Only the first clause's own "since": "I run the front desk, and have been shift leader since 2022".
  const clause = sentence.split(/;\s|, and /)[0]!
  if (!found || !SINCE_WHEN.test(clause) || /^I (?:have|had|will)\b/.test(sentence)) return sentence
  if (/^(?:am|was)$/.test(found[1]!)) return sentence.replace(/^I (?:am|was)\b/, 'I have been')
  const participle = (word: string) => {
    const verb = nlp(`I ${word} it`).verbs(0)
    if (verb.text().split(/\s+/)[0]?.toLowerCase() !== word.toLowerCase()) return null
    const forms = verb.conjugate()[0] as { Participle?: string; PastTense?: string } | undefined
    const past = forms?.PastTense
    return forms?.Participle ?? (past ? (PARTICIPLE[past] ?? past) : null)
  }
  const first = participle(found[1]!)
  if (!first) return sentence
  const second = found[3] ? participle(found[3]) : null
  const verbs = found[3] ? (second ? `${first} ${found[2]} ${second}` : null) : first
  return verbs ? `I have ${verbs}${sentence.slice(found[0].length)}` : sentence
}

/**
 * A bullet in the first person, in the tense its post allows: "Lead a team of 5 MAs" in the current role is work
 * still done ("I lead …"), and so is a post held in it ("I am an accredited checking technician for …"); a result
 * written in the past ("Cut check-in time …", "Trained 9 new MAs") and all work of an earlier post stay in the past.
 */
export function toFirstPersonAsHeld(bullet: string, isCurrent: boolean): string | null {
  const now = isCurrent ? toFirstPerson(bullet, 'present') : null
  const written = /^\p{L}+/u.exec(bullet.trim())?.[0].toLowerCase() ?? ''
  const ongoing =
    now !== null &&
    ((now.split(/\s+/)[1]?.toLowerCase() === written && !/ed$/.test(written)) || /^I am\b/.test(now))
  return ongoing ? now : toFirstPerson(bullet, 'past')
}

function firstPerson(bullet: string, tense: 'past' | 'present'): string | null {
  const raw = stripEnd(bullet)
  // "Since 2023, design and deliver termly CPD workshops": "I" and the verb first, the time after them,
  // so that the sentence opens with "I" like every other; work going on "since" a year is in the present.
  const timed = LEADING_TIME.exec(raw)
  if (timed) {
    const told = toFirstPerson(timed[2]!, /^since\b/i.test(timed[1]!) ? 'present' : tense)
    return told && `${told} ${lowerFirst(timed[1]!)}`
  }
  // "Promoted to team leader in 2019", "Selected for the regional graduate scheme": done to the person.
  if (PASSIVE_LEAD.test(raw)) return `I was ${lowerFirst(raw)}`
  // "Fault-finding on VSDs and MCCs; cut repeat conveyor trips by 30%": work named by a noun phrase, then
  // its result with a verb, is told by the result and the work behind it ("I cut … through fault-finding on …").
  const [work = '', ...results] = raw.split(/;\s+/)
  const result = results.length === 1 ? results[0]! : ''
  if (result && /^\p{Ll}+ed\b|^(?:cut|grew|won|led|ran|built|made|kept|brought|took)\b/u.test(result)) {
    const isNounWork = /^\p{Lu}[\p{L}-]*(?:\s|$)/u.test(work) && toFirstPerson(work, tense) === null
    if (isNounWork && !OWN_SUBJECT.test(result) && work.split(/\s+/).length <= 14)
      return `I ${result} through ${lowerFirst(work)}`
  }
  // "Test and tag, RCD testing and emergency lighting": a pair of verbs with no object before a list of
  // nouns names a service ("test and tag"), not work told with its verbs; "Cut and polished, then sealed …"
  // goes on with verbs and is told.
  const pair = /^\p{L}+ (?:and|&) \p{L}+, (\p{L}+)/u.exec(raw)
  if (pair && !/^(?:then|and|before|after|later|also)$/i.test(pair[1]!) && !isPastForm(pair[1]!)) return null
  // "Running the kitchen, ordering and the HACCP plan": a gerund with no object before "and the …" is
  // the name of an activity in a list of nouns; told with verbs it breaks ("I ran …, ordered and the
  // HACCP plan"), so the work is named instead.
  if (/^\p{L}+ing\b/u.test(raw) && /\b\p{L}+ing and (?:the|a|an|my|our) /u.test(raw)) return null
  // "Multi-drop parcel deliveries": a hyphenated word is a verb only with a verb's prefix ("Co-led").
  const lead = raw.split(/\s+/)[0]!
  if (lead.includes('-') && !VERB_PREFIX.test(lead) && !/^[A-Z]{2,}/.test(lead)) return null
  const post = heldPost(raw)
  if (post)
    return joinSubjectless(`I ${tense === 'past' ? 'was' : 'am'} ${article(post)} ${lowerFirst(raw)}`, tense)
  const text = joinSubjectless(raw, tense)
  if (!text) return null
  if (/^I\b/.test(text)) return text
  if (/^(we|my|our)\b/i.test(text)) {
    if (/^our\b/i.test(text)) return null
    return text.replace(/^We\b/, 'We')
  }
  // "Win rate rose from 19% to 27%", "Response time fell by 30%": a clause with its own subject.
  if (OWN_SUBJECT.test(text)) return null
  const named = namedWork(text, tense)
  if (named !== undefined) return named
  if (RESPONSIBLE.test(text)) return `I ${tense === 'past' ? 'was' : 'am'} ${lowerFirst(text)}`
  // "Audit of ward records", "Review of supplier contracts": a word only ever a noun, before "of", names the
  // work; "I audit of …" is no sentence, and naming its verb would be a guess.
  if (/^\p{L}+ of\b/u.test(text) && isNounOnly(text.split(/\s+/)[0]!)) return null
  const noun = text.match(NOUN_LEADS)
  if (noun) return `I ${tense === 'past' ? 'was' : 'am'} ${article(text)} ${lowerFirst(text)}`
  const [firstWord = '', secondWord = ''] = text.split(/\s+/)
  // "Lead consultant for …", "Senior engineer on …": a title, not a verb.
  if (ROLE_NOUN.test(secondWord) && !/ed$/i.test(firstWord))
    return `I ${tense === 'past' ? 'was' : 'am'} ${article(firstWord)} ${lowerFirst(text)}`
  // A German bullet ("Aufbau einer Rückenschule …") is a noun phrase the tagger would take for a
  // verb after "I": it is never rephrased into "I aufbau …".
  if (
    !nlp(firstWord.toLowerCase()).has('#Verb') &&
    !/ed$/i.test(firstWord) &&
    (/[äöüß]/i.test(text) || /(ung|heit|keit|schaft|bau)$/i.test(firstWord))
  )
    return null
  // "Subcontract procurement and payments on …", "Process improvement across …": a word that is a
  // noun as often as a verb, followed by a noun, opens a noun phrase ("I subcontracted procurement").
  if (NOUN_OR_VERB.test(firstWord) && isPlainNoun(secondWord)) return null
  // "Sales and marketing for 3 regions": a field of work the tagger would take for a verb ("I saled").
  if (FIELD_NOUN.test(firstWord)) return null
  // "Service calls on RTUs", "Support tickets for 300 users": a plural before a preposition.
  const thirdWord = text.split(/\s+/)[2] ?? ''
  if (NOUN_OR_VERB.test(firstWord) && /^[a-z]{3,}s$/.test(secondWord) && PREPOSITION.test(thirdWord))
    return null
  // "Mentor newly qualified teachers", "Coach junior staff": verbs the tagger reads as nouns after "I".
  const pastOf = NOUN_LIKE_VERBS.get(firstWord.toLowerCase())
  // "Chair of a 7-teacher department", "Mentor to 3 new nurses", "Host for the weekly webinar": before a
  // preposition the word names the post held; a chair takes no article.
  if (pastOf && HELD_AS.test(firstWord) && /^(?:of|for|to)$/i.test(secondWord)) {
    const held = /^chair$/i.test(firstWord) ? '' : `${article(firstWord)} `
    return `I ${tense === 'past' ? 'was' : 'am'} ${held}${lowerFirst(text)}`
  }
  if (pastOf)
    return `I ${tense === 'past' ? pastOf : firstWord.toLowerCase()} ${text.slice(firstWord.length).trim()}`
  // "Bar service, cellar and live-music nights", "Access control and patrols at a mall": a noun that
  // the tagger reads as a verb heads a list of the work; said after "I" it is no sentence ("I bar
  // service"). Only with an article or a possessive after it is it the verb ("Access the ledger").
  if (NOUN_HEAD.test(firstWord) && !/^(?:the|a|an|my|our|their|all|each|every)$/i.test(secondWord))
    return null
  const body = `I ${lowerFirst(text)}`
  const doc = nlp(body)
  const verb = doc.verbs(0)
  const verbText = verb.text()
  // Only when the first word itself is the verb: otherwise the rephrasing would be a guess.
  if (!verbText || verbText.split(/\s+/)[0]?.toLowerCase() !== firstWord.toLowerCase()) {
    return /^[A-Za-z]+ed$/.test(firstWord) ? body : null
  }
  // A verb the person wrote in the past stays there, in a current role too: "Brought PM completion from
  // 78% to 96%" is a finished result, never "I bring …".
  if (tense === 'past') verb.toPastTense()
  else if (!isPastForm(firstWord)) verb.toPresentTense()
  const told = tense === 'past' ? withPairedVerbInPast(doc.text()) : doc.text()
  // "Erecting and dismantling scaffolds", "Making drinks, serving customers and opening the store":
  // work named by a list of gerunds is told with every verb of the list in the sentence's tense.
  const out = /^\p{L}+ing$/iu.test(firstWord) ? withGerundsAsVerbs(told, tense) : told
  return out.startsWith('I ') ? out : null
}

// Words in -ing that join a clause rather than go on with the list of work.
const NOT_LISTED_GERUND =
  /^(?:including|according|regarding|following|concerning|during|bringing|using|ensuring)$/i

/**
 * "I erect and dismantling system scaffolds" -> "I erect and dismantle …"; "I make drinks, serving
 * customers and opening the store" -> "I make drinks, serve customers and open the store": each
 * gerund after a comma or "and"/"or" in a list of work takes the tense of the first verb.
 */
function withGerundsAsVerbs(text: string, tense: 'past' | 'present'): string {
  return text.replace(
    /(, (?:and |or )?| and | or | & )(\p{Ll}+ing)\b/gu,
    (whole, joint: string, word: string) => {
      if (NOT_LISTED_GERUND.test(word)) return whole
      const doc = nlp(`I ${word} it`)
      if (doc.verbs(0).text().split(/\s+/)[0]?.toLowerCase() !== word) return whole
      if (tense === 'past') doc.verbs(0).toPastTense()
      else doc.verbs(0).toPresentTense()
      const verb = /^I (\p{L}+) it$/u.exec(doc.text())?.[1]
      return verb && !/ing$/i.test(verb) ? `${joint}${verb}` : whole
    },
  )
}

/** "I diagnosed and repair rooftop units" -> "I diagnosed and repaired …": both verbs of a pair in the past. */
function withPairedVerbInPast(text: string): string {
  const pair = /^I (\p{L}+) (and|or|&) (\p{L}+)\b/u.exec(text)
  if (!pair || !isPastForm(pair[1]!) || isPastForm(pair[3]!)) return text
  const doc = nlp(`I ${pair[3]} it`)
  if (doc.verbs(0).text().split(/\s+/)[0]?.toLowerCase() !== pair[3]!.toLowerCase()) return text
  doc.verbs(0).toPastTense()
  const past = /^I (\p{L}+) it$/u.exec(doc.text())?.[1]
  return past ? `I ${pair[1]} ${pair[2]} ${past}${text.slice(pair[0].length)}` : text
}

const LEADING_TIME = /^((?:since|in|from|during|until|by|over) [^,;]{1,30}),\s+(\S.*)$/i
const PASSIVE_LEAD =
  /^(?:(?:promoted|appointed|selected|elected|nominated|invited|chosen|recognised|recognized|named|seconded|shortlisted|commended|headhunted|recruited|rehired|asked|trusted|entrusted|praised|thanked|featured|mentioned|quoted) (?:to|as|for|into|onto|by|in)|(?:trusted|entrusted) with)\b/i
const VERB_PREFIX = /^(?:re|co|pre|over|under|out|up|down|cross|double|fast|self|hand|fine|spear|kick|jump)-/i

/** "introduced", "brought", "ran": the form a finished action is written in. */
export function isPastForm(word: string): boolean {
  return /^[a-z]+ed$/i.test(word) || nlp(`I ${word.toLowerCase()} it`).has('#PastTense')
}

// The last word of a post held: "Counterbalance and reach truck driver", "Peak-season lead for a team of 6".
const POST_NOUN =
  /^(?:driver|operator|operative|lead|leader|supervisor|supervisors|picker|loader|porter|cashier|barista|waiter|waitress|server|host|cook|chef|attendant|assistant|clerk|technician|mechanic|fitter|electrician|plumber|carpenter|labourer|laborer|volunteer|mentor|ambassador|representative|coordinator|officer|manager|nurse|carer|caregiver|aide|guide|instructor|coach|tutor|trainer|apprentice|intern|deputy|purser|steward|stewardess|foreman|forewoman|dispatcher|inspector|scaffolder|rigger|welder)$/i

/**
 * "Counterbalance and reach truck driver; …": a post named by a noun compound (no article, no verb in
 * the past) is held, not done. Answers the words before any semicolon when they are such a post.
 */
function heldPost(text: string): string | null {
  const clause = text.split(/;\s+/)[0]!
  const words = clause.split(/\s+/)
  const before = clause.split(/\s+(?:for|of|on|in|at)\s+/i)[0]!.split(/\s+/)
  // "Accredited checking technician for …": a standing a post can have, not a verb.
  const pastLead = /ed$/i.test(words[0]!) && !(STANDING.test(words[0]!) && before.length >= 2)
  // The length of the whole clause is no test: "Nurse in charge on day and night shifts for a 28-bed
  // ward, including …" is a post however much the rest tells of it; the words naming it must be few.
  if (pastLead || /\b(?:a|an|the|my|our)\b/i.test(before.join(' '))) return null
  const last = before.at(-1)!
  const named = POST_NOUN.test(last) || (ROLE_NOUN.test(last) && !/s$/i.test(last))
  return (named && before.length <= 6) || isAgentNoun(words[0]!, words[1] ?? '') ? clause : null
}

// "Preceptor for 6 nurses", "Assessor on the NVQ programme", "Liaison to the council": a word that
// names a person by what they do (only ever a noun, with an agent's ending) before its preposition.
const AGENT_ENDING = /(?:or|ist|ian|ee|ant|ary|holder|keeper|liaison)$/i

function isAgentNoun(word: string, next: string): boolean {
  if (!/^(?:for|of|on|in|at|to|with)$/i.test(next) || !AGENT_ENDING.test(word)) return false
  return isNounOnly(word)
}

function isNounOnly(word: string): boolean {
  const term = nlp(word.toLowerCase())
  return term.has('#Noun') && !term.has('#Verb')
}

const STANDING =
  /^(?:accredited|certified|qualified|registered|licensed|licenced|chartered|designated|dedicated)$/i

// "Sorting and loading of parcel cages", "Planning, costing and ordering of stock": work named by its gerunds.
const GERUNDS_OF = /^([a-z]+ing(?:(?:, | and | & )[a-z]+ing){0,3}) of (\S.*)$/i

/**
 * "Sorting and loading of parcel cages for 14 routes" -> "I sorted and loaded parcel cages for 14 routes":
 * work named by what was done to its object is told with those verbs. Undefined when the bullet is not
 * such a phrase; null when a gerund has no verb compromise can tell.
 */
function namedWork(text: string, tense: 'past' | 'present'): string | null | undefined {
  const found = GERUNDS_OF.exec(text)
  // "Understanding of GDPR" names what is known, not work done.
  if (!found || /^(?:understanding|being|having|meaning|feeling|funding|belonging)\b/i.test(text))
    return undefined
  const verbs = found[1]!.split(/(, | and | & )/)
  const told = verbs.map((part, i) => {
    if (i % 2 === 1) return part
    const doc = nlp(`I ${nlp(`to ${part.toLowerCase()}`).verbs(0).toInfinitive().text()} it`)
    if (tense === 'past') doc.verbs(0).toPastTense()
    return /^I ([a-z]+) it$/.exec(doc.text())?.[1] ?? ''
  })
  if (told.some((word, i) => i % 2 === 0 && (!word || word.endsWith('ing')))) return null
  return `I ${told.join('')} ${found[2]}`
}

/**
 * "…under the DfE framework; agreed the final account …", "Run onboarding …; cut time-to-productive …":
 * a clause after a semicolon that opens with its verb has no subject of its own, and in a sentence it
 * joins the first in the same tense ("…, and agreed …", "…, and cut …"). A clause with its own
 * subject ("; response rate rose …") keeps its semicolon.
 */
function joinSubjectless(text: string, tense: 'past' | 'present'): string {
  const [first = '', ...rest] = text.split(/;\s+/)
  return rest.reduce((joined, clause) => {
    const word = /^[a-z]+/.exec(clause)?.[0] ?? ''
    // Only a word that is a verb on its own ("cut", "grew", "agreed"), not a noun opening a clause
    // ("response rate rose") nor a noun-or-verb before a noun ("cost savings of 20%").
    const next = clause.split(/\s+/)[1] ?? ''
    // "; peak-season lead for a team of 6": a post held alongside, told with "was".
    // "; shift leader on nights since 2022": a post held since a year is one the person has been.
    if (heldPost(clause))
      return `${joined}, and ${tense === 'past' ? 'was' : /\bsince (?:19|20)\d\d\b/.test(clause) ? 'have been' : 'am'} ${clause}`
    // "; ordering, merchandising and cash-up": a list of the work the post took in, not a further deed.
    if (/ing$/.test(word) && /^\p{Ll}+ing(?:,| and | or )/u.test(clause))
      return `${joined}, including ${clause}`
    const isVerb = word.endsWith('ed') || nlp(word).has('#Verb')
    // "; monthly turnover of R4.2 million", "; 99.8% pick accuracy": a measure of the work, not a clause.
    // A share, an amount of money or an "X of Y" measure; a bare count ("; 3 food banks") is no measure of the work.
    const isMeasure =
      /\d\s?%|[£$€₹]\s?\d|\bR\d|\d.*\bof\b|\bof\b.*\d/u.test(clause) &&
      !OWN_SUBJECT.test(clause) &&
      !/\b\p{L}+ed\b/u.test(clause) &&
      !nlp(clause).has('#Verb')
    if (!isVerb && isMeasure) return `${joined}, with ${clause}`
    if (!isVerb || (NOUN_OR_VERB.test(word) && isPlainNoun(next))) return `${joined}; ${clause}`
    const doc = nlp(`I ${clause}`)
    const verb = doc.verbs(0)
    if (verb.text().split(/\s+/)[0]?.toLowerCase() !== word)
      return tense === 'past' && word.endsWith('ed') ? `${joined}, and ${clause}` : `${joined}; ${clause}`
    if (tense === 'past') verb.toPastTense()
    else if (!isPastForm(word)) verb.toPresentTense()
    const told = doc.text().replace(/^I /, '')
    // "introduced a programme, ran it for 9 groups and cut the wait": a clause that has its own "and" makes the
    // three verbs one list, never "…, and ran it … and cut …".
    return /\sand\s/.test(told) ? `${joined}, ${told}` : `${joined}, and ${told}`
  }, first)
}

const OWN_SUBJECT =
  /^[\p{L}-]+(?: [\p{L}-]+){1,2} (?:rose|fell|dropped|grew|increased|decreased|improved|declined|doubled|tripled|halved|climbed|went (?:up|down)|stayed|remained)\b/iu
const NOUN_LIKE_VERBS = new Map([
  ['mentor', 'mentored'],
  ['coach', 'coached'],
  ['author', 'authored'],
  ['host', 'hosted'],
  ['chair', 'chaired'],
  ['champion', 'championed'],
  ['spearhead', 'spearheaded'],
  ['pilot', 'piloted'],
])
const HELD_AS = /^(?:mentor|coach|author|host|chair|champion)$/i
const FIELD_NOUN = /^(?:sales|operations|logistics|accounts|finances|customers|clients|payments)$/i
const PREPOSITION = /^(?:on|for|in|at|to|across|with|from|of)$/i
const NOUN_OR_VERB =
  /^(subcontract|contract|project|process|cost|budget|change|stock|cash|payroll|quality|document|report|record|schedule|support|design|service|account|test|data|content|risk|supply|vendor|site|case|claims?)$/i

// Nouns that head a list of duties far more often than they open one as a verb.
const NOUN_HEAD = /^(?:bar|access|front|floor|ward|kitchen|cellar|night|weekend)$/i

function isPlainNoun(word: string): boolean {
  if (!/^[a-z][a-z-]+$/i.test(word)) return false
  const term = nlp(word.toLowerCase())
  return term.has('#Noun') && !term.has('#Pronoun') && !term.has('#Determiner') && !term.has('#Value')
}

/** Normalised form used to compare sentences (case, punctuation and spacing ignored). */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()
}

export { splitSentences } from '#server/engine/sentences.ts'

// A credential written as a status ("Registered with the SSSC", "Licensed to practise in Ontario")
// is said as the thing held, so that every style's "I hold …" / "Credentials: …" reads.
const STATUS_NOUNS = new Map([
  ['registered', 'registration'],
  ['licensed', 'a licence'],
  ['licenced', 'a licence'],
  ['certified', 'certification'],
  ['accredited', 'accreditation'],
  ['chartered', 'chartered status'],
])

// A credential that names the person it makes ("IHRP Certified Professional", "CIPD Chartered
// Member") is held as a status; one that names a title and its register ("Registered Pharmacist,
// South African Pharmacy Council") as registration in that title, its body named.
const STATUS_WORD = /\b(?:certified|chartered|registered|accredited)\b/i
const PERSON_WORD = /\b(?:professional|practitioner|member|fellow|associate)$/i
// A body's initials, then the status and the title it gives: "NALA Certified Paralegal".
const STATUS_AFTER_BODY =
  /^\p{Lu}{2,}\s(?:[Cc]ertified|[Cc]hartered|[Rr]egistered|[Aa]ccredited)\s\p{L}[\p{L} -]{2,60}$/u
const SENTENCE_CASE_NAME = /^\p{Lu}\p{Ll}+(?: (?:\p{Ll}+|\d{1,2}))+$/u
const HELD_THING = /\b(?:certificate|certification|licen[cs]e|diploma|award|degree|status|registration)\b/i
const TITLE_AND_BODY =
  /^(registered|licensed|licenced|chartered) ([\p{L} -]{2,40}), ((?:the )?\p{Lu}[^,]{2,80})$/iu

// "Licensed Social Worker (LSW), Illinois": a title with its initials in brackets and, after them, where.
const TITLE_WITH_INITIALS =
  /^(registered|licensed|licenced|chartered|certified) ([\p{L} -]{2,40}?) \((\p{Lu}{2,8})\)(?:, ([^,()]{2,60}))?$/iu
// "Institute of Law Clerks of Ontario (ILCO) Certified Law Clerk": a body named in full before the title it gives.
const STATUS_AFTER_NAMED_BODY =
  /^\p{Lu}[^,]{1,80}?\s(?:Certified|Chartered|Registered|Accredited)\s\p{Lu}[\p{L} -]{2,40}$/u
// "Engineers Australia graduate member": a grade of membership, held as the membership.
const MEMBER_GRADE = /^(\p{Lu}[^,()]{2,80}?) member$/u

// A body named in words ("City & Guilds"), its qualification's number, then the subject in capitals.
const NUMBERED_AWARD =
  /^(\p{Lu}\p{Ll}+(?: (?:&|and|\p{Lu}\p{Ll}+)){0,4}) (\d{4}) (\p{Lu}[\p{L}' -]{2,60}?)( \((?:19|20)\d{2}\))?$/u
const CERTIFIED_AFTER = /^(\p{Lu}[^,()]{2,80}?) certified( \((?:19|20)\d{2}\))?$/u
const GRANTED_TITLE =
  /^(\p{Lu}[^,()]{1,60}? (?:tutor|trainer|instructor|assessor|examiner|facilitator|mentor|coach))( \((?:19|20)\d{2}\))?$/u

// A credential not yet held: "CPA candidate", "PMP (in progress)", "Licence – application submitted",
// "Bilanzbuchhalter (IHK), Prüfung voraussichtlich 2027".
const IN_PROGRESS =
  /\b(?:candidate|in progress|pending|expected|enrolled|ongoing|studying for|working towards|application submitted|applied for|laufend|angestrebt|voraussichtlich|in vorbereitung|in ausbildung)\b/i

/** Whether a credential is one the person is still working towards, not one they hold. */
export function isCredentialInProgress(credential: string): boolean {
  // "2023 – heute: Fortbildung zum Steuerfachwirt": a course whose dates run to the present is still under way.
  return IN_PROGRESS.test(credential) || isCurrentRole(credential)
}

// "ACCA — Association of Chartered Certified Accountants, member since 2021": a body's letters, its name, membership.
const MEMBERSHIP = /^(\p{Lu}{2,6})\s*[—–-]\s*[^,]{3,80},\s*member(?:ship)?\s+since\s+((?:19|20)\d{2})$/u

const AWARDED_BY = /^(\p{Lu}[\p{L}\d-]{1,10})\s*[—–]\s*([^,—–]{3,80}),\s*((?:19|20)\d{2}|current)$/u
const NOTED_STATUS =
  /^(.{2,60}?)\s\(([^()]{2,60})\),\s*(current|valid|active|(?:renewed |valid to |expires )?(?:19|20)\d{2})$/i

const PASSED = /^([^—–]{2,80}?)\s*(?:[—–,:]|\s-)\s*passed(?: in)? ((?:19|20)\d{2})$/i

// "Immediate Life Support (ILS), Resuscitation Council UK — 2024", "Zertifikatskurs Kita-Leitung (160 UE),
// Paritätische Akademie NRW, 2023": a credential, the body that granted it and its year, as a resume lists them.
const ISSUED = /^(.{2,120}?)\s*,\s*(\p{Lu}[^,;:—–|()\d]{2,70}?)\s*(?:[,—–|]|\s-)\s*((?:19|20)\d{2})$/u

export type CredentialParts = { name: string; issuer: string; year: string }

/** A credential's name, issuer and year, where a resume line gives them in that order; null otherwise. */
export function credentialParts(credential: string): CredentialParts | null {
  const found = ISSUED.exec(credential.trim())
  if (!found || found[2]!.trim().split(/\s+/).length > 8) return null
  return { name: found[1]!.trim(), issuer: found[2]!.trim(), year: found[3]! }
}

/**
 * "Immediate Life Support (ILS), Resuscitation Council UK — 2024" -> "Immediate Life Support (ILS,
 * Resuscitation Council UK, 2024)": the issuer and year in brackets after the name, which a sentence can
 * carry; a bracket the name already ends in takes them.
 */
export function credentialInBrackets(credential: string): string {
  const parts = credentialParts(credential)
  if (!parts) return credential
  const note = `${parts.issuer}, ${parts.year}`
  return /\)$/.test(parts.name) && !/\(.*\(/.test(parts.name)
    ? `${parts.name.slice(0, -1)}, ${note})`
    : `${parts.name} (${note})`
}

export function credentialNoun(credential: string): string {
  credential = credentialInBrackets(credential)
  const member = MEMBERSHIP.exec(credential.trim())
  if (member) return `${member[1]} membership (since ${member[2]})`
  // "CCMA — National Healthcareer Association (NHA), 2019" -> "CCMA (National Healthcareer Association, 2019)".
  const awarded = AWARDED_BY.exec(credential.trim())
  if (awarded) return `${awarded[1]} (${awarded[2]!.replace(/\s*\(\p{Lu}{2,8}\)$/u, '')}, ${awarded[3]})`
  // "BLS (American Heart Association), current": the status joins the bracket.
  const noted = NOTED_STATUS.exec(credential.trim())
  if (noted) return `${noted[1]} (${noted[2]}, ${noted[3]})`
  // "Transport Manager CPC (Road Haulage) — passed 2025": an exam passed is held with its year.
  const passed = PASSED.exec(credential.trim())
  if (passed)
    return passed[1]!.endsWith(')')
      ? `the ${passed[1]!.slice(0, -1)}, passed ${passed[2]})`
      : `the ${passed[1]} (passed ${passed[2]})`
  // "NATE Certified - Air Conditioning Service": the body's certification in what follows.
  const bodyCertified = /^(\p{Lu}{2,6}) [Cc]ertified\s+[-–—:]\s+(\S.*)$/u.exec(credential.trim())
  if (bodyCertified) return `the ${bodyCertified[1]} certification in ${bodyCertified[2]}`
  // "SHRM-CP, 2021", "OSHA 30-Hour Construction - 2021": the year it was granted goes in brackets.
  const trimmed = credential.trim().replace(/^(.*\S)(?:,|\s[-–—])\s*((?:19|20)\d{2})$/, '$1 ($2)')
  const item = heldItem(trimmed)
  if (item) return item
  // "Hanen It Takes Two to Talk certified (2021)": a programme's name with "certified" after it is held as its
  // certification; "Lámh tutor (2019)", "Mental Health First Aid instructor": a title a programme grants, as
  // accreditation in it ("I hold Lámh tutor" is no sentence).
  const certifiedAfter = CERTIFIED_AFTER.exec(trimmed)
  if (certifiedAfter) return `the ${certifiedAfter[1]} certification${certifiedAfter[2] ?? ''}`
  // "Lean Six Sigma Yellow Belt (2023)": a belt is held as one.
  if (/\b(?:white|yellow|green|black) belt\b/i.test(trimmed) && !/^(?:a|an|the)\s/i.test(trimmed))
    return `${article(trimmed)} ${trimmed}`
  const granted = GRANTED_TITLE.exec(trimmed)
  if (granted && !HELD_THING.test(trimmed))
    return `accreditation as ${article(granted[1]!)} ${granted[1]}${granted[2] ?? ''}`
  const titled = TITLE_AND_BODY.exec(trimmed)
  if (titled) {
    const [, status = '', title = '', body = ''] = titled
    const noun = STATUS_NOUNS.get(status.toLowerCase())!
    const role = title.toLowerCase()
    // The body in brackets, as the profile gives it: "with the <body>" would echo a posting that
    // asks for registration with it, and the guard drops a sentence that quotes the posting.
    return `${noun} as ${article(role)} ${role} (${body})`
  }
  const initialled = TITLE_WITH_INITIALS.exec(trimmed)
  if (initialled) {
    const [, status = '', title = '', initials = '', where] = initialled
    const role = title.toLowerCase()
    return `${STATUS_NOUNS.get(status.toLowerCase())!} as ${article(role)} ${role} (${[initials, where].filter(Boolean).join(', ')})`
  }
  if (STATUS_WORD.test(trimmed) && PERSON_WORD.test(trimmed)) return `${trimmed} status`
  const grade = MEMBER_GRADE.exec(trimmed)
  if (grade && !STATUS_WORD.test(trimmed)) return `${grade[1]} membership`
  // "NALA Certified Paralegal", "NZVNA Registered Veterinary Nurse": a body's title for the person,
  // no certificate or licence named, is held as a status too ("I hold NALA Certified Paralegal" is
  // no sentence).
  if (STATUS_AFTER_BODY.test(trimmed) && !HELD_THING.test(trimmed)) return `${trimmed} status`
  if (STATUS_AFTER_NAMED_BODY.test(trimmed) && !HELD_THING.test(trimmed)) return `${trimmed} status`
  // "First aid at work", "Food hygiene level 2": a qualification named in sentence case, with no
  // word for what is held, is held as its certificate ("I hold First aid at work" is no sentence).
  if (SENTENCE_CASE_NAME.test(trimmed) && !HELD_THING.test(trimmed) && !isCourse(trimmed))
    return `the ${trimmed} certificate`
  // "OSHA 30-Hour Construction (2021)": a body's course named with no word for what is held is held as its
  // certification ("I hold OSHA 30-Hour Construction" is no sentence).
  // "City & Guilds 2391 Inspection and Testing": an awarding body's numbered qualification, its subject after
  // the number, is held as that qualification ("I hold City & Guilds 2391 Inspection and Testing" has no noun).
  const numbered = NUMBERED_AWARD.exec(trimmed)
  if (numbered && !HELD_THING.test(numbered[3]!) && !/^(?:19|20)\d{2}$/.test(numbered[2]!))
    return `the ${numbered[1]} ${numbered[2]} (${numbered[3]}) qualification${numbered[4] ?? ''}`
  const course = /^(\p{Lu}{2,6} [^()]+?)( \((?:19|20)\d{2}\))?$/u.exec(trimmed)
  if (course && !HELD_THING.test(course[1]!) && !STATUS_WORD.test(course[1]!) && !isCourse(trimmed))
    return `the ${course[1]} certification${course[2] ?? ''}`
  const [head = '', ...rest] = trimmed.split(/\s+/)
  const noun = STATUS_NOUNS.get(head.toLowerCase())
  if (!noun || rest.length === 0 || !/^(?:with|by|in|to|as|at|under)$/i.test(rest[0]!)) return trimmed
  return `${noun} ${rest.join(' ')}`
}

// A thing a person carries one of: "an MSIC card", "a Security Personnel Permit (Category B)", "a Site
// Safe Passport". A bracketed note after it ("(Category B)") stays with it.
const ITEM_HELD = /\b(?:card|permit|ticket|pass|passport)(?: \([^()]{1,40}\))?$/i
// "Offshore health certificate", "Forklift licence": a kind of certificate named in sentence case, not
// the title of one, is held as one of its kind ("an offshore health certificate").
const KIND_HELD =
  /^\p{Lu}\p{Ll}+(?: [\p{Ll}\d-]+)* (?:certificate|licen[cs]e|card|permit|ticket|pass)(?: \([^()]{1,40}\))?$/u
// "Isolation and lock-out permit holder": the holder of a thing is said as the thing held.
const HOLDER = /^(.{2,80}?) holder$/i

/**
 * A card, permit, ticket or pass, or a kind of certificate named in sentence case, with the article
 * "I hold …" needs: "MSIC card" -> "an MSIC card", "Isolation and lock-out permit holder" -> "an
 * isolation and lock-out permit", "Offshore health certificate" -> "an offshore health certificate".
 * Null for anything else (a titled certificate takes "the", a registration none).
 */
export function heldItem(credential: string): string | null {
  const name = HOLDER.exec(credential)?.[1]?.trim() ?? credential.trim()
  if (/^(?:a|an|the|my)\s/i.test(name)) return null
  const isKind = KIND_HELD.test(name)
  if (!isKind && !ITEM_HELD.test(name)) return null
  // The first word of a kind is lowered ("an offshore health certificate") unless it names a
  // language or a people ("a Danish driving licence").
  const first = name.split(' ')[0]!
  const said = isKind && !isSpokenLanguageName(first.toLowerCase()) ? lowerFirst(name) : name
  return `${article(said)} ${said}`
}

/** "Senior UX Designer" -> "senior UX designer"; acronyms and names keep their capitals. */
export function titlePhrase(title: string): string {
  // "Mathematics Teacher, Algebra & Geometry": the specialism after the comma is told in brackets
  // ("mathematics teacher (algebra & geometry)"), so that the title reads as one phrase in a sentence.
  const [head = '', ...rest] = title.split(/,\s*/)
  const spoken = rest.length === 1 && !/[()]/.test(title) ? `${head} (${rest[0]})` : title
  const words = spoken.split(/\s+/)
  return words
    .map((w, i) => {
      const word = w.replace(/^\(|\)$/g, '')
      // "Class 1 Driver", "Band 6 Nurse", "Grade 7": a word before its number is a name.
      if (/^\d/.test(words[i + 1] ?? '')) return w
      return /^[A-Z][a-z]+(?:-[a-z]+)?$/.test(word) &&
        !/^(SAP|Java|Python|React|Salesforce|Excel|German|English|French|Spanish|Cloud)$/.test(word) &&
        // A German noun keeps its capital: "Apothekerin", "Assistentin", "Techniker".
        !/(?:erin|entin|istin|antin|orin|iker|ikerin|eut|eutin)$/.test(word)
        ? w.toLowerCase()
        : w
    })
    .join(' ')
}

export function aTitle(title: string): string {
  // "Registered Nurse, Emergency Department" -> "a registered nurse"
  const phrase = titlePhrase(title.split(',')[0]!.trim())
  return `${article(phrase)} ${phrase}`
}

// A course is taken or completed; a certificate, licence or registration is held. An entry that
// names a course and no credential ("Power BI course (completed 2024)") is told as one completed.
const COURSE_WORD =
  /\b(?:course|training|workshop|module|bootcamp|seminar|MOOC|exam|examination|OSCE|induction)\b/i
const CREDENTIAL_WORD =
  /\b(?:certificate|certification|certified|licen[cs]e|diploma|degree|registration|registered|accredit\w*|chartered|award)\b/i

export function isCourse(item: string): boolean {
  return COURSE_WORD.test(item) && !CREDENTIAL_WORD.test(item)
}

/**
 * A course as the object of "I completed …": "Power BI course (completed 2024)" -> "the Power BI
 * course in 2024"; "Food Safety Auditing Fundamentals (online course, 2025)" -> "the Food Safety
 * Auditing Fundamentals online course in 2025". What else the note says (a provider) stays in brackets.
 */
export function coursePhrase(item: string): string {
  const bracketed = credentialInBrackets(item)
    .trim()
    .replace(/^(.*\S),\s*((?:19|20)\d{2})$/, '$1 ($2)')
  const noted = /^([^()]+)\(([^()]*)\)$/.exec(bracketed)
  const name = (noted?.[1] ?? item).trim()
  const note = noted?.[2] ?? ''
  const year = /\b(?:19|20)\d{2}\b/.exec(note)?.[0] ?? ''
  const kindInNote = /\b(?:online\s+)?(?:course|training|workshop|module|bootcamp|seminar)\b/i.exec(note)?.[0]
  const kind = COURSE_WORD.test(name) ? '' : ` ${(kindInNote ?? 'course').toLowerCase()}`
  const rest = note
    .replace(/\b(?:19|20)\d{2}\b/, '')
    .replace(/\b(?:completed|finished|taken|passed)\b/gi, '')
    .replace(kindInNote ?? /$^/, '')
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '')
  const named = /^(?:a|an|the|my)\s/i.test(name) ? name : `the ${name}`
  return `${named}${kind}${rest ? ` (${rest})` : ''}${year ? ` in ${year}` : ''}`
}

/** "Acme's", but "Sembawang Foods'" and "Hays'": a name ending in s takes the apostrophe alone. */
export function possessive(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`
}

const DRIVING_LICENCE = /\b(?:driv(?:er|ing)['’]?s? licen[cs]e|führerschein|fahrerlaubnis)\b/i

/**
 * A credential a letter tells: a driving licence only when the posting asks for one ("Führerschein
 * Klasse B" is no foundation for a maintenance post; for an area manager with a company car it is).
 */
export function isLetterCredential(credential: string, postingText: string): boolean {
  return !DRIVING_LICENCE.test(credential) || DRIVING_LICENCE.test(postingText)
}

/** Whether a topic names something held (a certificate, a licence, a safety ticket), not work done. */
export function isCredentialTopic(topic: string): boolean {
  return (
    /\b(?:certif\w*|licen[cs]\w*|diploma|degree|qualification|registration|registered|accredit\w*|chartered|credential)\b/i.test(
      topic,
    ) ||
    HELD_TICKET.test(topic) ||
    findSkillsByCategory(topic, 'certification').length > 0
  )
}

// Safety tickets a person holds rather than works with: "First Aid", "Working at Heights", "Confined Space Entry".
const HELD_TICKET =
  /\b(?:first aid|cpr|working at heights?|confined spaces?(?: entry)?|manual handling|ticket|induction|permit|white card|yellow card)\b/i
