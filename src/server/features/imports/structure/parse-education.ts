import { isCurrentRole } from '#shared/text/dates.ts'
import { readEducationChronology } from '#server/features/imports/structure/chronology.ts'
import type { DocumentLine, DraftEducation } from '#server/features/imports/resume-document.ts'
import {
  FIELD_LABEL,
  isBracketedShortForm,
  isDegreeShortForm,
  namesItsSubject,
  splitDegree,
  subjectOfNamedDegree,
} from '#server/features/imports/structure/degree-name.ts'
import { isPlaceLike, normaliseDuration } from '#server/features/imports/structure/parse-experience.ts'
import {
  DATE_RANGE,
  SINGLE_DATE,
  cleanSeparators,
  isRegionCode,
  isSentence,
  looksLikeDegree,
  looksLikeInstitution,
  looksLikeLocation,
  openBrackets,
  stripBullet,
  withoutDate,
  splitOutsideBrackets,
  US_STATE_NAME,
} from '#server/features/imports/structure/text-patterns.ts'

// Education entries start at an institution or a degree line; the year is the range or year written
// near them, kept as written ("2015 - 2016", "May 2019").

// A school's head word, whole: "Institut" is no school inside "Instituto Superior Técnico".
const INSTITUTION_PHRASE =
  /(?:[\p{Lu}][\p{L}\p{M}'’.&-]*\s+)*(?:University|Universität|Université|Universidad|Universidade|Università|College|Institute|Institut|Instituto|School|Academy|Akademie|Polytechnic|Hochschule|École|Ecole|Escola|Escuela|Faculdade)(?![\p{L}])(?:\s+(?:of|for|de|der|des|di|and|&|at|in)\s+[\p{Lu}][\p{L}\p{M}'’.-]*(?:\s+[\p{Lu}][\p{L}\p{M}'’.-]*)*)?/u

/**
 * "University of California", "University of the Philippines", "Texas State University": a university named
 * after a state or country is a system with campuses; "University of Santo Tomas" is one school.
 */
function isUniversitySystem(name: string): boolean {
  if (/\bState University\b/i.test(name)) return true
  const of = /\bUniversity of (?:the )?(\p{Lu}[\p{L} ]{2,30})$/u.exec(name.trim())
  return of !== null && (US_STATE_NAME.test(of[1]!) || looksLikeLocation(of[1]!))
}

/**
 * "California State University, Sacramento", "University of California, Davis": a campus after a
 * university stays in its name. A town after a college, institute or school is where it is
 * ("Fergusson College, Pune", "Audencia Business School, Nantes") and stays apart.
 */
// "Institute of Hotel Management, Mumbai": the subject may take two or three words.
const GENERIC_SCHOOL =
  /^(?:College|Institute|School|Academy)\s+of\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2}(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?$/u

const FACULTY =
  /^(?:Fakultät|Faculty|Faculté|Facultad|Faculdade|Facoltà|Faculteit|Fachbereich|Department|Departamento|Département|School|College|Institut|Institute|Instituto)\s+(?:für|of|de|des|du|da|do|di|der|voor)\s+\p{Lu}/u

const TOWN_WITH_SCHOOL_WORD = /^(?:College|School)\s(?:Park|Station|Hill|Point|Grove|Heights)$/u

function joinCampus(pieces: string[]): string[] {
  const out: string[] = []
  for (const [index, piece] of pieces.entries()) {
    const previous = out.at(-1)
    // "College Park", "College Station": a town may be named with a school word before a word of its own.
    const isTown =
      /^[\p{Lu}][\p{L}\p{M}'’.-]*(?:\s+[\p{Lu}][\p{L}\p{M}'’.-]*)?$/u.test(piece) &&
      !looksLikeDegree(piece) &&
      (!looksLikeInstitution(piece) || TOWN_WITH_SCHOOL_WORD.test(piece)) &&
      !/^(?:hons|honours|honors)$/i.test(piece)
    // Only a university system names its campuses so ("University of …", "… State University");
    // "Deakin University, Geelong" and a town followed by its state ("Louisville, KY") are places.
    const isUniversity =
      previous !== undefined &&
      isUniversitySystem(previous) &&
      !previous.includes(piece) &&
      !/^[A-Z]{2,3}$/.test(pieces[index + 1] ?? '')
    // "College of Engineering, Guindy", "Institute of Technology, Sligo": a school named only by its kind and subject
    // takes its town as part of its name.
    const isGenericName = previous !== undefined && GENERIC_SCHOOL.test(previous)
    // "Universität Innsbruck, Fakultät für Technische Wissenschaften", "Universidad de Chile, Facultad de Medicina": the
    // faculty after its university is part of the school's name.
    if (previous && !looksLikeDegree(previous) && looksLikeInstitution(previous) && FACULTY.test(piece))
      out[out.length - 1] = `${previous}, ${piece}`
    else if (
      previous &&
      isTown &&
      (isUniversity || isGenericName) &&
      looksLikeInstitution(previous) &&
      !looksLikeDegree(previous)
    )
      out[out.length - 1] = `${previous}, ${piece}`
    else out.push(piece)
  }
  return out
}

// "University of Barcelona. Thesis: …", "Abschluss: Master of Science": what a sentence stop opens or
// a label names is a detail of the entry, or the label of its value.
const DETAIL_AFTER_STOP =
  /\.\s+(?=(?:thesis|dissertation|advisor|adviser|supervisor|supervised by|gpa|grade|note|focus|major|minor|schwerpunkt|abschlussarbeit|masterarbeit|bachelorarbeit|first class|second class|third class|upper second|lower second|honou?rs|distinction|merit|cum laude|magna cum laude|summa cum laude)\b)/i
const VALUE_LABEL =
  /^(?:abschluss|degree|qualification|award|diploma|grad|titel|diplôme|institution|institute|school|university|college|school attended|name of institution|hochschule|schule|établissement|year completed|year obtained|year|course|programme|program|course of study|year of passing|year of graduation)\s*:\s*/i

/** What an education line says before a detail opened after a stop ("University of Leeds. Thesis: …"). */
function beforeDetail(text: string): string {
  const stop = DETAIL_AFTER_STOP.exec(text)
  return stop ? text.slice(0, stop.index) : text
}

/** Header parts of an education line; "PhD Princeton University" splits into degree and school. */
function splitParts(text: string): string[] {
  const stop = DETAIL_AFTER_STOP.exec(text)
  const [head, detail] = stop ? [text.slice(0, stop.index), text.slice(stop.index + 1).trim()] : [text, '']
  return [...headParts(head.replace(VALUE_LABEL, '')), ...(detail ? [detail] : [])]
}

/**
 * "Level 3 Diploma in Adult Care (RQF), including units on …, The Sheffield College": a long row parted into
 * pieces, one a degree and one a school, none a sentence of its own, is an entry however many words it has.
 */
function isLongRow(text: string): boolean {
  if (/[.!?]$/.test(text.trim())) return false
  const parts = splitParts(text)
  return (
    parts.length >= 2 &&
    parts.every((part) => !isSentence(part)) &&
    parts.some((part) => looksLikeDegree(part)) &&
    parts.some((part) => looksLikeInstitution(part) && !looksLikeDegree(part))
  )
}

function headParts(text: string): string[] {
  return (
    text
      .split(/\s*(?:\||·|•|;|\s[–—-]\s|\s{2,}|\t)\s*/)
      .map(cleanSeparators)
      .filter(Boolean)
      .flatMap(townBeforeRegion)
      .flatMap((part) => (looksLikeLocation(part) ? [part] : joinCampus(splitOutsideBrackets(part, ','))))
      // "Universität Zürich: Master of Arts in Geschichte": a school, its colon, then what was taken there.
      .flatMap((part) => {
        const colon = /^([^:]{3,80}):\s+(\S.*)$/.exec(part)
        return colon && looksLikeInstitution(colon[1]!) && !looksLikeDegree(colon[1]!)
          ? [colon[1]!, colon[2]!]
          : [part]
      })
      // "B.Tech in Mechanical Engineering from IIT Bombay": the school the degree is from.
      .flatMap((part) => {
        const from = /^(\S.{1,80}?)\s+(?:from|at)\s+(\p{Lu}.{1,80})$/u.exec(part)
        return from && looksLikeDegree(from[1]!) && looksLikeInstitution(from[2]!)
          ? [from[1]!, from[2]!]
          : [part]
      })
      .flatMap((part) => {
        const match = INSTITUTION_PHRASE.exec(part)
        if (!match) return [part]
        // "Senior Secondary School Certificate", "High School Diploma": a certificate named after a school level.
        const after = part.slice(match.index + match[0].length)
        if (/^\s+(?:leaving\s+)?(?:certificate|diploma)\b/i.test(after)) return [part]
        // "Instituto Superior Técnico": a name going on after its head word is one name.
        if (/^ \p{Lu}/u.test(after) && !looksLikeDegree(after.trim().split(/\s/)[0]!)) return [part]
        // The capitalised run can swallow a degree in front of the school: "PhD Princeton University".
        const words = match[0].trim().split(/\s+/)
        while (words.length > 1 && looksLikeDegree(words[0]!)) words.shift()
        const institution = words.join(' ')
        const rest = cleanSeparators(part.replace(institution, ' '))
        if (!rest || !looksLikeDegree(rest)) return [part]
        return [rest, institution]
      })
      // "Lehramtsstudium Deutsch, Abschluss: Erstes Staatsexamen": a label inside the row names its value.
      .map((part) => cleanSeparators(part.replace(VALUE_LABEL, '')))
      .filter(Boolean)
  )
}

/** "Graduate School of …", "Technische Kauffrau mit eidg. Fachausweis": a degree, not a school that names one. */
/**
 * "Bachelor of Hotel Management (BHM), IHM Mumbai": after a degree that names its own subject, a school's letters and
 * its town ("IHM Mumbai", "NIT Trichy") are the school, never a second subject.
 */
function isAcronymSchoolAfterDegree(part: string, degree: string): boolean {
  const found = /^(\p{Lu}{2,6})\s+(\p{Lu}\p{Ll}+)$/u.exec(part)
  return (
    found !== null &&
    !looksLikeDegree(found[1]!) &&
    isPlaceLike(found[2]!) &&
    looksLikeDegree(degree) &&
    (splitDegree(degree).field !== '' || subjectOfNamedDegree(degree) !== '')
  )
}

function isDegreeBeforeSchool(part: string): boolean {
  // "Stanford Graduate School of Business", "Welcomgroup Graduate School of Hotel Administration": a name before
  // "Graduate School" makes it that school's name.
  if (/\S\s+graduate\s+school\b/i.test(part)) return false
  const before = part.replace(/\b(?:school|college|institute)\b.*/i, '')
  return looksLikeDegree(before) && (before === part || !looksLikeInstitution(before))
}

/**
 * "Wright State University Dayton, OH United States" (USAJOBS writes no comma before the town): the word
 * between a school's name and a state's code is the town, apart from the name.
 */
function townBeforeRegion(part: string): string[] {
  const comma = part.lastIndexOf(',')
  const region = part.slice(comma + 1).trim()
  const words = part.slice(0, Math.max(comma, 0)).trim().split(/\s+/)
  if (comma < 0 || !isRegionCode(region) || words.length < 3) return [part]
  const school = words.slice(0, -1).join(' ')
  const town = words.at(-1)!
  return /^\p{Lu}\p{Ll}/u.test(town) && looksLikeInstitution(school) && !looksLikeInstitution(town)
    ? [school, town, region]
    : [part]
}

/**
 * "Instituto Tecnológico Autónomo de México (ITAM)", "Northern Alberta Institute of Technology (NAIT)": a school's own
 * acronym in brackets after its name (its letters the initials of that name, in order) is part of the name, and so is
 * the name in brackets after the acronym.
 */
function withSchoolAcronym(parts: string[], text: string): string[] {
  const out: string[] = []
  for (const part of parts) {
    const name = out.at(-1)
    if (name !== undefined && text.includes(`${name} (${part})`) && isAcronymOfSchool(name, part))
      out[out.length - 1] = `${name} (${part})`
    // "NAIT (Northern Alberta Institute of Technology)": the acronym first, the name it stands for in brackets.
    else if (name !== undefined && text.includes(`${name} (${part})`) && isAcronymOfSchool(part, name))
      out[out.length - 1] = `${name} (${part})`
    else out.push(part)
  }
  return out
}

function isAcronymOfSchool(name: string, acronym: string): boolean {
  return looksLikeInstitution(name) && !looksLikeDegree(acronym) && isInitialsOf(name, acronym)
}

/**
 * "ITAM" of "Instituto Tecnológico Autónomo de México", "OND" of "Ordinary National Diploma", "UNISA" of "University of
 * South Africa", "UFPE" of "Universidade Federal de Pernambuco": the letters in order, from the name's first initial,
 * at least half of them initials of its words.
 */
function isInitialsOf(name: string, acronym: string): boolean {
  if (!/^\p{Lu}{2,8}$/u.test(acronym)) return false
  const words = name.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w))
  const initials = words.map((w) => w[0]).join('')
  if (initials[0] !== acronym[0]) return false
  const letters = words.join(' ').toUpperCase()
  let at = 0
  for (const letter of acronym) {
    at = letters.indexOf(letter, at) + 1
    if (at === 0) return false
  }
  return [...acronym].filter((letter) => initials.includes(letter)).length * 2 >= acronym.length
}

/**
 * "ALMA – The International School of Italian Cuisine", "IESE – Universidad de Navarra": a school's
 * acronym before its name with a dash is part of that name, not a piece of its own.
 */
function withAcronymJoined(parts: string[], text: string): string[] {
  const out = [...parts]
  for (let i = 0; i + 1 < out.length; i++) {
    const [acronym, name] = [out[i]!, out[i + 1]!]
    // "Charité – Universitätsmedizin Berlin", "Technion – Israel Institute of Technology": one word opening the row.
    const isLeadWord =
      i === 0 && /^\p{Lu}\p{Ll}+$/u.test(acronym) && !looksLikeLocation(acronym) && text.startsWith(acronym)
    // "SENAI – Serviço Nacional de Aprendizagem Industrial": an acronym before the name it abbreviates.
    const isNameOf =
      looksLikeInstitution(name) || (/^\p{Lu}{2,6}$/u.test(acronym) && isInitialsOf(name, acronym))
    if (!(/^\p{Lu}{2,6}$/u.test(acronym) || isLeadWord) || looksLikeDegree(acronym) || !isNameOf) continue
    const joined = [' – ', ' — ', ' - ']
      .map((dash) => `${acronym}${dash}${name}`)
      .find((j) => text.includes(j))
    if (joined) out.splice(i, 2, joined)
  }
  return out
}

// "Abschluss 2023", "graduated 06/2019", "completed 2020": when the course ended, never its field or school.
const COMPLETION_NOTE =
  /^(?:abschluss|abgeschlossen|graduated|graduation|completed|awarded|conferred|expected|voraussichtlich)(?:\s+(?:im|in|on))?\s+(?:\d{1,2}[./])?(?:19|20)\d{2}$/i

/**
 * "Northcoders, Manchester", "The Gordon TAFE, Geelong": a school no word names as one, written with its
 * town after a comma, is the name without the town.
 */
function withoutTown(named: string[]): string[] {
  return named.length >= 2 && isPlaceLike(named.at(-1)!) && !looksLikeInstitution(named.at(-1)!)
    ? named.slice(0, -1)
    : named
}

/**
 * "Bachelor of Education (Science), Mathematics and Physics — Kenyatta University": a bracket after the degree
 * names its stream; the plain piece written between the degree and its school is the field.
 */
function subjectBetween(
  leftovers: string[],
  parts: string[],
  degree: string,
  institution: string,
  isBracketed: (part: string) => boolean,
): string | undefined {
  if (!leftovers.some(isBracketed)) return undefined
  return leftovers.find(
    (p) =>
      !isBracketed(p) &&
      parts.indexOf(p) > parts.indexOf(degree) &&
      parts.indexOf(p) < parts.indexOf(institution) &&
      /^\p{Lu}/u.test(p) &&
      !isPlaceLike(p) &&
      !NOT_A_SCHOOL.test(p),
  )
}

function isSchoolNameAboveDates(line: DocumentLine, text: string, next: DocumentLine | undefined): boolean {
  return (
    line.gapBefore === true &&
    !line.isBullet &&
    next !== undefined &&
    !next.gapBefore &&
    !next.isBullet &&
    /^\p{Lu}/u.test(text) &&
    !/[\d:;|,]/.test(text) &&
    text.split(/\s+/).length <= 6 &&
    !isSentence(text) &&
    !NOT_A_SCHOOL.test(text) &&
    !looksLikeDegree(text) &&
    !looksLikeLocation(text) &&
    yearOf(next.text) !== '' &&
    !looksLikeDegree(withoutDate(next.text, yearOf(next.text))) &&
    !looksLikeInstitution(next.text)
  )
}

/** "Realschule Ostheim, Stuttgart": a place name after the school on its line is where it is. */
function isTownAfterSchool(
  part: string,
  parts: string[],
  institution: string | undefined,
  degree: string | undefined,
  isBracketed: (part: string) => boolean,
): boolean {
  if (institution === undefined) return false
  const at = parts.indexOf(part)
  const school = parts.indexOf(institution)
  // "Rutgers Business School — MBA, Finance": a piece after the degree that follows the school is the
  // degree's field. A degree in brackets only names the school's qualification: "Technikum Mechaniczne (mechanical
  // technician diploma), Szczecinek, 2013" is followed by the school's town.
  const degreeBetween =
    degree !== undefined &&
    !isBracketed(degree) &&
    parts.indexOf(degree) > school &&
    parts.indexOf(degree) < at
  return at > school && !degreeBetween && isPlaceLike(part)
}

const SPELT_OUT = /(?<![\p{L}])(\p{Lu}{2,6})\s?\(([^()]{2,80})\)/gu

/**
 * "Technik logistyk (Logistics Technician diploma)", "B.Ed. (Bachelor of Education)", "BHM (Bachelor of Hotel
 * Management)": a degree written again in brackets, in English or in full, is its translation, never its field. What
 * stands in its place: the subject the full name gives ("Education"), else nothing. Undefined when the bracket is no
 * such translation (a field, "Bachelor of Science (Nursing)"; a short form, "Studium der Biologie (M.Sc.)").
 */
function translatedDegree(before: string, inner: string): string | undefined {
  const degree = before
    .split(/[,·|–—]/)
    .at(-1)!
    .trim()
  if (!/\s/.test(inner) || !looksLikeDegree(inner) || looksLikeInstitution(inner)) return undefined
  if (!looksLikeDegree(degree) && !(isDegreeShortForm(degree) && isInitialsOf(inner, degree)))
    return undefined
  if (looksLikeInstitution(degree)) return undefined
  const subject = subjectOfNamedDegree(inner)
  return subject && !splitDegree(degree).field ? `, ${subject}` : ' '
}

// How a course was studied is neither its field nor its school: "(berufsbegleitend)", "(part-time)",
// "(Abendschule für Berufstätige)", "(evening school for adults)".
const STUDY_MODE_BRACKET =
  /\((?:berufsbegleitend|nebenberuflich|fernstudium|dual|abendschule|abendstudium|teilzeit|vollzeit|evening school|night school|part[- ]time|full[- ]time|distance learning|online|evenings?|in progress|ongoing|expected\b[^()]{0,20}|laufend|à distance|en alternance)(?:\s+(?:für|for)\s[^()]{1,30})?\)/gi
// "MSc Data Science with Distinction", "LLM with Merit", "BA with High Honors": the class of a degree written
// without brackets is no part of its field.
const CLASS_PHRASE =
  /\s+with\s+(?:first[- ]class\s+|second[- ]class\s+)?(?:distinction|merit|commendation|(?:high(?:est)?\s+)?honou?rs)(?![\p{L}])/giu
// The classes of a British degree: "2:1", "First", "Upper Second".
const DEGREE_CLASS = '2[:.][12]|1st|2nd|3rd|first|second|third|upper second|lower second'
// "…, 2014 – 2018, 2:1", "…, First Class Honours": a class of degree written as a part of its own is a grade.
const BARE_CLASS = new RegExp(`,\\s*((?:${DEGREE_CLASS})(?:[- ]class)?(?: honou?rs)?)\\s*(?=,|$)`, 'i')
/** The dates alone when a line holds nothing else but how the course was taken ("2024 – 2026 (berufsbegleitend)"). */
function onlyDatesAndMode(text: string): string {
  const dates = text.replace(STUDY_MODE_BRACKET, ' ').trim()
  const year = dates === text ? null : yearOf(dates)
  return year && withoutDate(dates, year).trim() === '' ? dates : text
}

// The exam that will end a course, with its year: "Prüfung im Frühjahr 2027", "final exams in May 2027".
const EXAM_AHEAD =
  /\b(?:prüfung|abschlussprüfung|examen|exams?|examinations?)\b[^,;()\d]{0,25}((?:19|20)\d{2})\b/iu
// "2024 – expected 2027", "…, expected 2027", "voraussichtlich 2026": the year a course is to end, said before it, is
// that year with the course under way, as "2027 (expected)" writes it; the word is never the field or the school.
const EXPECTED_YEAR =
  /(?<![\p{L}])(?:expected|anticipated|voraussichtlich|prévu|prévue|previsto|prevista|verwacht)(?::\s*|\s+)((?:\d{1,2}[./]\s?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)?(?:19|20)\d{2})(?![\d\p{L}])/giu
const IN_PROGRESS = /\((?:in progress|ongoing|expected\b[^()]{0,20}|laufend)\)/i
// "Ausbildung zur Industriekauffrau (IHK)", "Bachelor Verpleegkunde (HBO-V)": the chamber that examined a German
// vocational qualification, or the level of a Dutch school, in brackets after it is neither its school nor its field.
// "Class XII (CBSE)", "SSC (State Board)": the board that set a school exam is neither its field nor its school.
const EXAMINING_BODY =
  /\s?\((?:IHK|HWK|HBO(?:-[A-Z]{1,4})?|MBO(?:[- ]?\d)?|WO|CBSE|ICSE|ISC|CISCE|NIOS|WAEC|NECO|KNEC|State Board)\)/g
// "Weiterbildung zur Bilanzbuchhalterin (IHK)", "Fortbildung zum Industriemeister Elektrotechnik (IHK)": a further
// training's qualification is named with the chamber that awards it ("Bilanzbuchhalterin (IHK)"), unlike an
// apprenticeship's, whose chamber only held the exam.
const FURTHER_TRAINING = /^(?:weiterbildung|fortbildung|aufstiegsfortbildung)$/i
const chamberOf = (entry: DraftEducation) =>
  ['IHK', 'HWK'].find((chamber) => entry.sourceLines?.some((l) => l.includes(`${entry.field} (${chamber})`)))

// "Kauffrau für Büromanagement (IHK), Siemens AG", "2012 – 2015  Mechatroniker (HWK)": a trade named with the chamber
// that examined it is the training in it: an apprenticeship, or the further training whose title it is
// ("Bilanzbuchhalterin (IHK)"). A name the row gives a training or degree word already is left as it is.
const CHAMBER_BRACKET = /\s\((?:IHK|HWK)\)/
const FURTHER_TITLE =
  /(?:buchhalter|fachwirt|meister|betriebswirt|controller|fachkaufmann|fachkauffrau|ausbilder)(?:in)?(?![\p{L}])/iu
const TRAINING_WORD =
  /(?<![\p{L}])(?:ausbildung|weiterbildung|fortbildung|umschulung|lehre|lehrabschluss|studium|abschluss|prüfung|zum|zur|als)(?![\p{L}])/iu
function trainingByChamber(text: string): string {
  const chamber = CHAMBER_BRACKET.exec(text)
  if (!chamber || TRAINING_WORD.test(text.slice(0, chamber.index))) return text
  const before = text.slice(0, chamber.index)
  const dates = DATE_RANGE.exec(before) ?? SINGLE_DATE.exec(before)
  const leadingDates = dates && before.slice(0, dates.index).trim() === '' ? dates.index + dates[0].length : 0
  const gap = before.trimEnd().lastIndexOf('  ')
  const start = Math.max(
    leadingDates,
    gap >= leadingDates ? gap + 2 : 0,
    ...[',', '|', ';', ':', '·'].map((mark) => before.lastIndexOf(mark) + 1),
  )
  const trade = before.slice(start).trim()
  if (
    !/^\p{Lu}/u.test(trade) ||
    trade.split(/\s+/).length > 6 ||
    /\d/.test(trade) ||
    looksLikeDegree(trade) ||
    looksLikeInstitution(trade)
  )
    return text
  const training = FURTHER_TITLE.test(trade) ? 'Weiterbildung' : 'Ausbildung'
  const at = before.lastIndexOf(trade)
  return `${text.slice(0, at)}${training} als ${text.slice(at)}`
}

const TRADE_THEN_TRAINING =
  /^(\p{Lu}[\p{L}\p{M}-]*(?: [\p{L}\p{M}-]+){0,6}) \((ausbildung|lehre|umschulung|weiterbildung|fortbildung)\)/iu

// A grade, or a class of degree ("(Second Class Upper)", "(2:1)", "(First Class Honours)", "(cum
// laude)"), in brackets.
const GRADE_BRACKET = new RegExp(
  `\\((?:note|grade|gpa|cgpa|mark|score|average|moyenne|mention|abschlussnote|gesamtnote|${DEGREE_CLASS}|class|cum laude|magna cum laude|summa cum laude|with (?:distinction|merit|honou?rs)|distinction|merit|credit|pass)\\b[^()]{0,40}\\)`,
  'gi',
)

// "Hotel Post Lermoos; Landesberufsschule Landeck" under "Lehre zur Köchin": an apprenticeship is taken at the firm
// that trains; the vocational school after the semicolon is where its classes were.
// "certificate", "Diploma": a kind of award that names no subject of its own.
const BARE_AWARD = /^(?:certificate|diploma|certification|certificate of completion)$/i
// "Studium der Biologie (M.Sc.)": a German course of study with the degree it gave in brackets is that degree in
// that subject.
const STUDY_WITH_DEGREE =
  /\b(?:studium|studiengang)\s+(?:der|des|in|im)\s+([^,;|()]{2,60})\(([^()]{2,12})\)/iu
const APPRENTICESHIP_ROW = /^(?:ausbildung|lehre|umschulung)\s/i
const CHAMBER = /^(?:IHK|HWK|Handwerkskammer|Industrie- und Handelskammer)(?:\s|$)/
// "…, Abschluss vor der IHK", "(Prüfung vor der Handwerkskammer)": where the final exam was sat is no school of the row.
const EXAM_BEFORE_BODY =
  /[,;]?\s*\(?(?:abschluss|abschlussprüfung|prüfung|gesellenprüfung)\s+(?:vor|bei)\s+der\s+(?:IHK|HWK|Handwerkskammer|Industrie- und Handelskammer)(?:\s+\p{Lu}[\p{L}-]*)?\)?/giu
// "Promotion in Molekularbiologie": a German doctorate and its subject.
const DOCTORATE_IN = /^[Pp]romotion\s+(?:in|im|zum|zur)\s+\p{Lu}/u
const APPRENTICESHIP = /^(?:ausbildung|lehre|lehrabschluss|umschulung|apprenticeship)$/i
const FIRM_THEN_SCHOOL = /^([^;]{2,80});\s*([^;]{2,120})$/

// "Lehrabschlussprüfung mit gutem Erfolg", "Gesellenprüfung bestanden": the result of the exam of the entry above.
// "Examen mit der Note 1,7": what the exam ended in, a detail of the entry above.
const EXAM_RESULT =
  /(?:mit\s+(?:sehr\s+)?(?:gutem|ausgezeichnetem)\s+erfolg|mit\s+auszeichnung|bestanden|mit\s+der\s+(?:gesamt|end|abschluss)?note\s+\d(?:[,.]\d{1,2})?)\s*\.?$/i

// "GPA: 3.8", "CGPA 8.6/10": a grade's label, then its colon or its figure.
const GRADE_LINE =
  /^(?:abschlussnote|gesamtnote|endnote|note|grade|final grade|overall grade|gpa|cgpa|cumulative gpa|mark|moyenne|mention|classification|result|cijfer|eindcijfer|voto|nota)(?:\s*:|\s+(?=\d))/i
// "Studium Wirtschaftsingenieurwesen" / "Technische Universität Dresden" / "Abschluss: Master of
// Science": the course studied, named on its own line, is the field.
const STUDIED =
  /^(?:\p{L}*studium|studiengang|course of study)(?::\s*|\s+)(?:der\s+|des\s+)?(\p{Lu}[^,;|]{2,60})$/iu
// "Studium der Pflegewissenschaft", "Fachrichtung Metall": a field named by what it is, never a town.
const LABELLED_FIELD =
  /^(?:\p{L}*studium(?:\s+(?:der|des|in|im))?|fachrichtung|kierunek|specjalność|field of study|especialidad|especialização)(?::\s*|\s+)\p{Lu}/iu

function yearOf(text: string): string {
  const range = DATE_RANGE.exec(text)
  // "Mar. 2010 Aug. 2017" (a LaTeX dash pdf.js dropped) reads "Mar. 2010 – Aug. 2017", as a job's dates do.
  if (range) return normaliseDuration(range[0])
  const single = SINGLE_DATE.exec(text)
  return single ? single[0] : ''
}

// "Westerford High School", "Sacred Heart College": a name that closes on a school word is a school, even where the
// words also name a level ("high school").
const SCHOOL_LAST = /(?:school|college|institute|academy|lycée|gymnasium)$/i
const PROPER_NAME_RUN = /^\p{Lu}[\p{L}\p{M}'.-]*(?:\s+(?:&|and|of|for|de|\p{Lu}[\p{L}\p{M}'.-]*)){1,6}$/u

// What can follow a degree on its line without being the school.
const NOT_A_SCHOOL =
  /^(?:minor|major|focus|concentration|speciali[sz]ation|thesis|dissertation|advisor|adviser|supervisor|supervised|schwerpunkt|vertiefung|abschlussarbeit|masterarbeit|bachelorarbeit|note|grade|gpa|honou?rs|cum laude|magna|summa|first class|second class|third class|upper second|lower second|distinction|merit|with)\b/i

/**
 * A narrow column wraps long names ("National Institute of Technology" / "Karnataka", "BA, Graphic" /
 * "Communication Design"): a line the layout could have wrapped, that starts no school, degree or
 * year of its own, continues the line above.
 */
function joinWrappedLines(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    // Two lines of text, neither a bullet, the lower one where the layout could have wrapped the upper.
    const plain = previous !== undefined && !line.isBullet && !previous.isBullet
    const wraps = plain && line.couldWrap === true
    const continues =
      wraps &&
      !/\S\s{3,}\S/.test(previous.text) &&
      !yearOf(previous.text) &&
      !yearOf(line.text) &&
      !looksLikeDegree(line.text) &&
      !looksLikeInstitution(line.text) &&
      !isSentence(previous.text)
    // "… Escola Superior de Enfermagem" / "do Porto, 2014": a line that opens on the lower-case particle of a
    // name continues the name above it, whatever the layout says, and may carry the year.
    const continuesName =
      plain &&
      NAME_CONTINUATION.test(line.text.trim()) &&
      !yearOf(previous.text) &&
      !isSentence(previous.text)
    // "University of Ottawa — Master of Arts in Public and International" / "Affairs, 2016": a wrapped degree row's
    // last words and its year, on a line the layout says could be wrapped.
    const endsWithYear =
      wraps &&
      !yearOf(previous.text) &&
      looksLikeDegree(previous.text) &&
      !isSentence(previous.text) &&
      WRAPPED_TAIL.test(line.text.trim()) &&
      !looksLikeInstitution(line.text)
    // "…, Université de" / "Montréal, 2014 – 2017": a name cut after its particle goes on in the wrapped line,
    // with the years after it.
    const cutAtParticle = wraps && !yearOf(previous.text) && DANGLING_WORD.test(previous.text)
    // "2019 – 2021: Weiterbildung zum Geprüften Logistikmeister, IHK zu" / "Dortmund": a row that opens on its dates
    // and lists its parts with commas, cut where the column ends (or on a word no name ends on), goes on in the
    // undated line below when its first word could not have fitted on the line above.
    const continuesDatedRow =
      wraps &&
      DATED_ROW_START.test(previous.text) &&
      !yearOf(line.text) &&
      !isSentence(previous.text) &&
      (/,\s*\S[^,]*$/.test(previous.text) || DANGLING_WORD.test(previous.text))
    // "… Global Logistics (Ontario College" / "Diploma)": a bracket left open goes on in the next line.
    const closesBracket = previous !== undefined && !line.isBullet && openBrackets(previous.text) > 0
    // "…, Albertinen-" / "Schule, Hamburg": a word broken at its hyphen goes on in the wrapped line; a compound
    // keeps the hyphen before a capital ("Albertinen-Schule"), a word split by the layout loses it ("manage-ment").
    const brokenWord =
      previous !== undefined && line.couldWrap === true && !line.isBullet && /\p{L}-$/u.test(previous.text)
    if (brokenWord) {
      const rest = line.text.trim()
      const joined = /^\p{Lu}/u.test(rest)
        ? `${previous.text}${rest}`
        : `${previous.text.slice(0, -1)}${rest}`
      out[out.length - 1] = { ...previous, text: joined }
    } else if (
      continues ||
      continuesName ||
      closesBracket ||
      endsWithYear ||
      cutAtParticle ||
      continuesDatedRow
    )
      out[out.length - 1] = { ...previous!, text: `${previous!.text} ${line.text.trim()}` }
    else out.push(line)
  }
  return out
}

// "2019 – 2021: …", "09/2012 – 07/2015 …", "2018 …": a row that opens on its year or its span of dates.
const DATED_ROW_START = /^(?:\d{1,2}[./])?(?:19|20)\d{2}\b/
// "… IHK zu", "… University of", "… Escuela de": a word a name or a row never ends on.
const DANGLING_WORD =
  /\s(?:zu|of|and|for|in|at|the|de|do|da|der|des|du|di|del|della|van|von|et|für|und|an|am|im|&)$/iu

const WRAPPED_TAIL =
  /^\p{L}[\p{L}\p{M}'’-]*(?: \p{L}[\p{L}\p{M}'’-]*){0,2}(?: \([^()]{1,20}\))?(?:,| [–—-]) (?:19|20)\d{2}$/u
const NAME_CONTINUATION = /^(?:of|and|for|de|do|da|dos|das|der|des|du|di|del|della|für|und)\s+\p{Lu}/u

/**
 * "Chartered Accountant   2019" / "Institute of Chartered Accountants of India": a short dated title
 * line that opens an entry, with the awarding body under it, names the qualification.
 */
function takeTitleAsQualification(entry: DraftEducation): void {
  const first = entry.details[0]
  if (first === undefined || entry.degree || entry.details.length !== 1 || first !== entry.sourceLines?.[0])
    return
  const year = yearOf(first)
  const title = year ? cleanSeparators(withoutDate(first, year)) : ''
  if (!title || isSentence(title) || /gpa|grade|honou?rs|cum laude/i.test(title)) return
  if (title.split(/\s+/).length > 5 || !/^\p{Lu}/u.test(title)) return
  entry.degree = title
  entry.details = []
}

const ENDED_IN = /^abschluss(?:\s*:|\s+(?=\p{Lu}))/iu
const EARNED = /^(?:abschluss(?:\s+als)?|gesellenprüfung(?:\s+als)?)\s+(?=\p{Lu})/iu
const LEVEL_LABEL =
  /^(?:tertiary|secondary|primary|elementary|post-?graduate|undergraduate|vocational)\s*:\s*/i
const ENTERING_ROW = /^(?:entered|enrolled (?:at|in)|admitted to|started at)\s+(\S.*)$/i

/** "Towson University, Towson, MD": two capitals after a town are its state, never a Doctor of Medicine. */
function isStateAfterTown(part: string, parts: string[]): boolean {
  const before = parts[parts.indexOf(part) - 1]
  return (
    isRegionCode(part) &&
    before !== undefined &&
    !looksLikeDegree(before) &&
    !looksLikeInstitution(before) &&
    /^\p{Lu}[\p{L}\p{M}. '’-]*$/u.test(before)
  )
}

// "Master's degree", "Bachelor's degree", "Doctorate": a level without the degree's name (as USAJOBS writes it).
const GENERIC_LEVEL = /^(?:(?:bachelor|master|associate)['’]?s?\s+degree|doctoral\s+degree|doctorate)$/i
const LEVELS: [string, RegExp][] = [
  ['bachelor', /^(?:bachelor|b\.?\s?(?:a|s|sc|eng|ed|com|tech|fa|ba|sn)\b)/i],
  ['master', /^(?:master|mba|m\.?\s?(?:a|s|sc|eng|ed|phil|res|fa|pa|ph|sw|sn|ba)\b)/i],
  ['doctor', /^(?:doctor|ph\.?\s?d|d\.?\s?phil|ed\.?\s?d)/i],
  ['associate', /^(?:associate|a\.?\s?(?:a|s|as)\b)/i],
]
const levelOf = (degree: string) => LEVELS.find(([, pattern]) => pattern.test(degree.trim()))?.[0]

/** "Master's degree, 05/2019" / "Master of Science, Nursing": the named degree of the same level replaces the level. */
function namesTheLevel(level: string, degreePart: string): boolean {
  return (
    GENERIC_LEVEL.test(level.trim()) &&
    !GENERIC_LEVEL.test(degreePart.trim()) &&
    levelOf(level) !== undefined &&
    levelOf(level) === levelOf(degreePart)
  )
}

const lastYear = (text: string) => text.match(/(?:19|20)\d{2}/g)?.at(-1)
const foldCase = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/**
 * "Master of Science in Pharmacy — University of Basel, 2015" / "Swiss Federal Diploma in Pharmacy, 2015": a line
 * with no school, in the subject and the year of the degree above, is the licence that study led to, no second degree.
 */
function isLicenceOf(entry: DraftEducation | undefined, degreePart: string, year: string): boolean {
  const subject = entry?.field || subjectOfNamedDegree(entry?.degree ?? '')
  if (!entry?.degree || !entry.institution || !subject || !year) return false
  const { field } = splitDegree(degreePart)
  return field !== '' && foldCase(field) === foldCase(subject) && lastYear(year) === lastYear(entry.year)
}

/** A line naming a school and no degree: "Limerick and Clare Education and Training Board". */
function isSchoolLine(text: string): boolean {
  return looksLikeInstitution(text) && !looksLikeDegree(text)
}

/**
 * "Level 3 Diploma in Pharmacy Practice — Buttercups Training, 2018": on a dated line, the name right
 * after the degree and a dash is where it was taken, even when no word names it a school.
 */
function schoolAfterDash(text: string, degreePart: string, parts: string[]): string | undefined {
  const at = parts.indexOf(degreePart)
  // "Certificate, Primary Care Paramedicine — Medavie HealthEd": after the degree's field written after a comma.
  for (const next of parts.slice(at + 1, at + 3)) {
    // "Advanced Certificate Craft – Electrical": one plain word after the dash is the field.
    if (!/^\p{Lu}\S*\s+\p{Lu}/u.test(next) || looksLikeDegree(next) || looksLikeLocation(next))
      return undefined
    const before = text.slice(text.indexOf(degreePart) + degreePart.length, text.indexOf(next))
    if (/\s[—–-]\s/.test(before)) return next
    if (!/^\s*,\s*$/.test(before)) return undefined
  }
  return undefined
}

/**
 * "Advanced Certificate, Electrical – SOLAS, 2018", "MBA – INSEAD, 2016": after the degree, a body named by its
 * acronym alone and set apart by a dash is where the degree was earned.
 */
function acronymAfterDash(text: string, degreePart: string, parts: string[]): string | undefined {
  return parts.find(
    (part, i) =>
      i > parts.indexOf(degreePart) &&
      /^\p{Lu}{3,8}$/u.test(part) &&
      !looksLikeDegree(part) &&
      /\s[—–-]\s*$/.test(text.slice(0, text.indexOf(part))),
  )
}

export function parseEducation(input: DocumentLine[]): DraftEducation[] {
  const lines = joinWrappedLines(readEducationChronology(input))
  const entries: DraftEducation[] = []
  // "2006 – 2012" / "Mittlere Reife" / "Realschule …": dates on a line of their own above an entry,
  // while the entry above has its dates already, belong to the entry that follows.
  let pendingYear = ''
  const start = (): DraftEducation => {
    const entry: DraftEducation = {
      institution: '',
      degree: '',
      field: '',
      year: pendingYear,
      details: [],
      sourceLines: [],
    }
    pendingYear = ''
    entries.push(entry)
    return entry
  }
  let heldName: { entry: DraftEducation; text: string } | null = null
  for (const [index, line] of lines.entries()) {
    // "Tertiary: Bachelor of Science in Nursing" (a Philippine CV's level labels): the label names the level only.
    const read = trainingByChamber(
      (line.isBullet ? stripBullet(line.text) : line.text.trim())
        .replace(LEVEL_LABEL, '')
        .replace(EXPECTED_YEAR, '$1 (expected)'),
    )
      .replace(EXAMINING_BODY, '')
      // "Pflegefachfrau (Ausbildung)": the trade, then the kind of training in brackets, is that training in it.
      .replace(TRADE_THEN_TRAINING, '$2 als $1')
      .replace(EXAM_BEFORE_BODY, '')
      .replace(STUDY_WITH_DEGREE, (whole, subject: string, degree: string) =>
        isBracketedShortForm(degree.trim()) ? `${degree.trim()} ${subject.trim()}` : whole,
      )
    // "2024 – 2026 (berufsbegleitend)": dates and how the course was taken are the dates of the course below.
    const text = onlyDatesAndMode(read)
    if (!text) continue
    // "Abschlussnote: 1,4", "GPA: 3.8/4.0", "Mention : Bien": a labelled grade is a detail of the entry above,
    // never a school that opens the next one.
    const current = entries.at(-1)
    if ((GRADE_LINE.test(text) || (EXAM_RESULT.test(text) && !yearOf(text))) && current) {
      current.details.push(text)
      current.sourceLines?.push(line.text)
      continue
    }
    const year = yearOf(text)
    // "Abschluss: Bachelor of Science, Note 1,9" under "Bachelorstudium Informatik": what the course above ended in,
    // once it names its degree, is a detail of it, never a second entry.
    if (ENDED_IN.test(text) && !year && current?.degree) {
      current.details.push(text)
      current.sourceLines?.push(line.text)
      continue
    }
    // A wide gap between degree and school stays: it separates them ("BA Psychology   University of Leeds").
    // "BA English Literature [2008 – 2011] University of Warwick": the brackets the dates stood in part the pieces; a
    // row parted by two or more slashes ("Diploma / School / 2007") is parted at each.
    const isSlashRow = (text.match(/ \/ /g) ?? []).length >= 2
    const withoutYear = (year ? withoutDate(text, year) : text)
      .replace(/\s*[[(]\s*[\])]\s*/g, '  ')
      .replace(isSlashRow ? / \/(?: |$)/g : /(?!)/, ' | ')
      .trim()
    const isShortBullet =
      line.isBullet &&
      !isSentence(withoutYear) &&
      withoutYear.split(/\s+/).length <= 10 &&
      !/:/.test(withoutYear)
    const parts =
      (line.isBullet && !isShortBullet) || (isSentence(beforeDetail(withoutYear)) && !isLongRow(withoutYear))
        ? []
        : // Brackets around a field go ("Bachelor of Science (Nursing)"); a degree's own qualifier
          // stays ("BA (Hons)", "BA (Mod)", "MA (Oxon)").
          withSchoolAcronym(
            withAcronymJoined(
              splitParts(
                withoutYear
                  // A grade in brackets is no part of the degree: "Master of Science (Note 1,7)", "(GPA 3.8)".
                  .replace(GRADE_BRACKET, ' ')
                  // "GCSEs (9 incl. Maths and English)", "(5M4339)": a count or a course code is no field.
                  .replace(/\s?\(\d[^()]{0,80}\)/g, ' ')
                  .replace(BARE_CLASS, ' ')
                  .replace(CLASS_PHRASE, ' ')
                  .replace(STUDY_MODE_BRACKET, ' ')
                  // "BHM (Bachelor of Hotel Management)": letters no list knows, spelt out as a degree, are that degree.
                  .replace(SPELT_OUT, (whole, letters: string, inner: string) =>
                    !looksLikeDegree(letters) && looksLikeDegree(inner) && isInitialsOf(inner, letters)
                      ? inner
                      : whole,
                  )
                  .replace(
                    / ?\(([^()]{2,80})\)/g,
                    (bracket, inner: string, at: number, whole: string) =>
                      translatedDegree(whole.slice(0, at), inner.trim()) ?? bracket,
                  )
                  // "Diplom-Ingenieur (Dipl.-Ing.)", "Master of Science (M.Sc.) in Informatik": the
                  // degree's own short form beside its name is neither its field nor a part of it.
                  .replace(/ ?\(([^()]{2,12})\) ?/g, (bracket, inner: string, at: number, whole: string) => {
                    // "Ordinary National Diploma (OND)": the initials of the degree named before it are its short form.
                    const before = whole
                      .slice(0, at)
                      .split(/[,·|–—]/)
                      .at(-1)!
                      .trim()
                    const isOwnShortForm =
                      (isBracketedShortForm(inner.trim()) && !isAcronymOfSchool(before, inner.trim())) ||
                      (looksLikeDegree(before) &&
                        !looksLikeInstitution(before) &&
                        isInitialsOf(before, inner.trim()))
                    return isOwnShortForm ? ' ' : bracket
                  })
                  .replace(
                    /\((?!(?:hons|honours|mod|ord|econ|oxon|cantab|fh|th|hf)\.?\))([^()]{0,80})\)/gi,
                    ' $1 ',
                  ),
              ),
              withoutYear,
            ),
            withoutYear,
          )
    // "Bachelor of Arts in Interdisciplinary Studies (EC-6 Bilingual Generalist)", "University of
    // Pretoria (GIBS)": words in brackets qualify what they follow. They can be a degree's field when
    // it has none yet ("Bachelor of Science (Nursing)"), never its school.
    const brackets = [...withoutYear.matchAll(/\(([^()]{1,80})\)/g)].map((match) => match[1]!)
    const isBracketed = (part: string) => brackets.some((bracket) => bracket.includes(part))
    const namedSchool =
      parts.find(
        (p) =>
          looksLikeInstitution(p) &&
          !isBracketed(p) &&
          // "High School Diploma", "Senior Secondary School Certificate (WASSCE)": a certificate, not the school.
          !/\b(?:certificate|diploma)(?:\s+\([^()]{1,20}\))?$/i.test(p) &&
          // "Graduate School of Business" is no degree; "University of Cape Town Graduate School of Business" names a
          // university before it.
          !isDegreeBeforeSchool(p),
      ) ?? parts.find((p, i) => i > 0 && isAcronymSchoolAfterDegree(p, parts[i - 1]!))
    // "Abschluss Industriemechaniker (IHK)", "Gesellenprüfung als Tischler": a vocational qualification named
    // after the word for passing it is the degree.
    const degreePart =
      parts.find(
        (p) =>
          (looksLikeDegree(p) || DOCTORATE_IN.test(p)) && p !== namedSchool && !isStateAfterTown(p, parts),
      ) ?? (line.isBullet ? undefined : parts.find((p) => p !== namedSchool && EARNED.test(p)))
    // "Sparkassenfachwirt (Sparkassenakademie NRW)", "Google UX Certificate (Coursera)": a school in
    // brackets right after the degree is where it was taken, when the line names no other school.
    // "Ausbildung zur Bankkauffrau, Sparkasse KölnBonn, IHK Köln": in an apprenticeship's row, the chamber that held
    // the final exam is no school when the training firm is named before it; the firm is where it was learnt.
    const trainingFirm =
      degreePart && namedSchool && APPRENTICESHIP_ROW.test(degreePart) && CHAMBER.test(namedSchool)
        ? parts
            .slice(parts.indexOf(degreePart) + 1, parts.indexOf(namedSchool))
            .find((p) => /^\p{Lu}/u.test(p) && !looksLikeLocation(p) && !looksLikeDegree(p))
        : undefined
    const institutionPart =
      trainingFirm ??
      namedSchool ??
      (degreePart
        ? parts.find(
            (p, i) =>
              i > parts.indexOf(degreePart) &&
              isBracketed(p) &&
              ((looksLikeInstitution(p) && (!looksLikeDegree(p) || SCHOOL_LAST.test(p))) ||
                // "Diploma in Culinary Arts (Capsicum Culinary Studio)": with the field named by the degree, a
                // proper name in brackets right after it is where it was taken.
                // On a row with its own year and no school line under it.
                (i === parts.indexOf(degreePart) + 1 &&
                  !!year &&
                  !isSchoolLine(lines[index + 1]?.text ?? '') &&
                  !!splitDegree(degreePart).field &&
                  PROPER_NAME_RUN.test(p) &&
                  !looksLikeDegree(p) &&
                  !looksLikeLocation(p) &&
                  !isPlaceLike(p))),
          )
        : undefined) ??
      (degreePart && year && !line.isBullet && !isSchoolLine(lines[index + 1]?.text ?? '')
        ? (schoolAfterDash(withoutYear, degreePart, parts) ??
          acronymAfterDash(withoutYear, degreePart, parts))
        : undefined)
    let entry: DraftEducation | undefined = entries.at(-1)
    const firmAndSchool = FIRM_THEN_SCHOOL.exec(text)
    if (
      entry &&
      firmAndSchool &&
      !entry.institution &&
      !degreePart &&
      !year &&
      APPRENTICESHIP.test(entry.degree) &&
      !looksLikeInstitution(firmAndSchool[1]!) &&
      looksLikeInstitution(firmAndSchool[2]!)
    ) {
      entry.institution = firmAndSchool[1]!.trim()
      entry.details.push(firmAndSchool[2]!.trim())
      entry.sourceLines?.push(line.text)
      continue
    }
    if (degreePart && !institutionPart && !line.isBullet && isLicenceOf(entry, degreePart, year)) {
      entry!.details.push(text)
      entry!.sourceLines?.push(line.text)
      continue
    }
    const hasNamedDegree = !!entry?.degree && !(degreePart && namesTheLevel(entry.degree, degreePart))
    // "CORNELL UNIVERSITY" / "BS IN COMPUTER SCIENCE" / "May 2014 | Ithaca, NY" / "College of Engineering": a
    // college, school or faculty named only by its subject, right under an entry with its school and dates, is
    // the part of that school the degree was taken in, not another school.
    if (
      entry?.institution &&
      entry.year &&
      (entry.degree || entry.field) &&
      !line.gapBefore &&
      !line.isBullet &&
      !year &&
      !degreePart &&
      parts.length === 1 &&
      /^(?:college|school|faculty|department)\s+of\s+(?:the\s+)?\p{L}/iu.test(text) &&
      !/,/.test(text)
    ) {
      entry.details.push(text)
      entry.sourceLines?.push(line.text)
      continue
    }
    if (year && withoutYear === '' && !line.isBullet && entry?.year) {
      pendingYear = year
      continue
    }
    // "Studium Wirtschaftsingenieurwesen" on its own opens an entry with its field; the school and
    // the degree follow on the next lines.
    const studied =
      institutionPart || degreePart || line.isBullet
        ? undefined
        : parts.map((p) => STUDIED.exec(p)?.[1]).find(Boolean)
    if (studied) {
      if (!entry || entry.degree || entry.institution || entry.field) entry = start()
      entry.field = studied.trim()
      entry.sourceLines?.push(line.text)
      if (year && !entry.year) entry.year = year
      heldName = null
      continue
    }
    // "2017 Abschluss …" / "2021 – 2023 Staatlich geprüfter Techniker …": a row that opens on its own dates
    // is an entry of its own once the entry above has its dates and its degree or school.
    const datedRow =
      !!year &&
      !line.isBullet &&
      withoutYear !== '' &&
      text.startsWith(year) &&
      !!entry?.year &&
      !!(entry.degree || entry.institution)
    // "B.Sc. Informatik, 2014 – 2017" / "Diplom Mathematik, 2009 – 2014": a row with its own degree and year under an
    // entry that has its degree and year already is the next entry, never a detail of it.
    const completeRow =
      !!degreePart &&
      !!year &&
      withoutYear !== '' &&
      !line.isBullet &&
      !!entry?.degree &&
      !!entry.year &&
      !namesTheLevel(entry.degree, degreePart)
    const needsNew =
      !entry ||
      datedRow ||
      completeRow ||
      (institutionPart && entry.institution) ||
      (degreePart && !institutionPart && hasNamedDegree && (line.gapBefore || !!entry.institution)) ||
      // After a gap, a school or degree opens a new entry only where the entry has one already:
      // "Graduate Certificate …" / gap / "Edith Cowan University, 2018" is one entry.
      (line.gapBefore &&
        !line.isBullet &&
        ((institutionPart && entry.institution) || (degreePart && hasNamedDegree)))
    // A plain name line right above a degree is the school: "Central Saint Martins" / "BA, Graphic Design".
    const held: { entry: DraftEducation; text: string } | null = heldName
    heldName = null
    if (held && degreePart && !institutionPart && held.entry.details.at(-1) === held.text) {
      held.entry.details.pop()
      let target: DraftEducation = held.entry
      if (target.degree || target.institution) {
        target.sourceLines?.pop()
        target = start()
        target.sourceLines?.push(held.text)
      }
      // "INSEAD, Fontainebleau" / "MBA, 2019": the name without its town.
      target.institution = withoutTown(held.text.split(/\s*,\s*/)).join(', ')
      entry = target
    } else if ((institutionPart || degreePart) && needsNew) entry = start()
    else if (entry?.institution && entry.year && isSchoolNameAboveDates(line, text, lines[index + 1])) {
      // "LA MARTINIERE FOR BOYS" / "Grad. May 2011 | Kolkata, India": after a gap, a name alone on its line with
      // the dates on the next is a school of its own, even when no word names it one.
      entry = start()
      entry.institution = text
      entry.sourceLines?.push(line.text)
      continue
    }
    if (!entry) entry = start()
    entry.sourceLines?.push(line.text)
    if (institutionPart && !entry.institution) {
      entry.institution = institutionPart
      if (!degreePart) takeTitleAsQualification(entry)
    }
    // "Master Comptabilité, Contrôle, Audit — Audencia Business School": the pieces between the
    // degree and its school on one line are the rest of a field written with commas.
    const fieldTail =
      degreePart && institutionPart && !entry?.degree && splitDegree(degreePart).field
        ? parts.slice(parts.indexOf(degreePart) + 1, Math.max(parts.indexOf(institutionPart), 0)).filter(
            // "Certificate III in Plumbing (CPC32413) — The Gordon TAFE": a course code in brackets is no field.
            (p) => /^[\p{Lu}]/u.test(p) && !looksLikeLocation(p) && !NOT_A_SCHOOL.test(p) && !isBracketed(p),
          )
        : []
    if (degreePart && (!entry.degree || namesTheLevel(entry.degree, degreePart))) {
      const { degree, field } = splitDegree(degreePart.replace(EARNED, ''))
      entry.degree = degree
      entry.field ||= [field, ...fieldTail].filter(Boolean).join(', ')
    }
    // "Meister im Elektrotechniker-Handwerk (Fachrichtung Elektrotechnik)", "Inżynier, kierunek: Budownictwo": a field
    // named by its label on the degree's row is the field, before the trade or course the degree's name carries.
    const labelledField = degreePart
      ? parts.find((p) => p !== degreePart && LABELLED_FIELD.test(p))
      : undefined
    if (labelledField) entry.field = labelledField.replace(FIELD_LABEL, '').trim()
    const bareClass = BARE_CLASS.exec(withoutYear)?.[1]
    if (bareClass) entry.details.push(bareClass)
    if (year && !entry.year) entry.year = year
    // "MSc Data Science (in progress)": a degree not held yet says so in its year.
    if (degreePart && IN_PROGRESS.test(withoutYear) && !isCurrentRole(entry.year))
      entry.year = entry.year ? `${entry.year} (in progress)` : 'in progress'
    // "… – Prüfung im Frühjahr 2027", "final exams in May 2027": an exam still ahead says the course is not finished,
    // whatever years the row gives its teaching.
    const examYear = Number(EXAM_AHEAD.exec(text)?.[1] ?? 0)
    if (
      degreePart &&
      examYear > new Date().getFullYear() &&
      !/\((?:in progress|expected)\)/.test(entry.year)
    ) {
      const start = /(?:19|20)\d{2}/.exec(entry.year)?.[0]
      entry.year = `${start && Number(start) < examYear ? `${start} – ` : ''}${examYear} (expected)`
    }
    // "UX Design Immersive, General Assembly (certificate, 2021)", "Data Analytics Boot Camp — Georgia Tech
    // Professional Education, certificate, 2020": a bare kind of award beside two names is a course and its
    // provider, written in that order unless only the second reads as a course ("Flatiron School, Software
    // Engineering Bootcamp"). The course is the field, never the school.
    const bareAward = parts.find((p) => BARE_AWARD.test(p))
    const courseAndProvider = parts.filter(
      (p) => p !== bareAward && /^\p{Lu}/u.test(p) && !looksLikeLocation(p) && !COMPLETION_NOTE.test(p),
    )
    if (bareAward && courseAndProvider.length === 2 && !line.isBullet) {
      const [first, second] = courseAndProvider as [string, string]
      const isSwapped =
        (looksLikeInstitution(first) && !looksLikeInstitution(second)) ||
        (namesItsSubject(second) && !namesItsSubject(first))
      entry.degree = `${bareAward[0]!.toUpperCase()}${bareAward.slice(1).toLowerCase()}`
      entry.field = isSwapped ? second : first
      entry.institution = isSwapped ? first : second
      continue
    }
    // "Bachelor of Science - BS, Civil Engineering": the degree's abbreviation beside its name is not the field.
    const leftovers = parts.filter(
      (p) =>
        p !== institutionPart &&
        p !== degreePart &&
        p !== labelledField &&
        !fieldTail.includes(p) &&
        !looksLikeLocation(p) &&
        !isStateAfterTown(p, parts) &&
        !COMPLETION_NOTE.test(p) &&
        !(degreePart && p.length <= 6 && looksLikeDegree(p) && !/\s/.test(p)) &&
        // "Bachelor of Medicine and Bachelor of Surgery (MBChB)": the degree's short form in brackets.
        !(degreePart && isBracketed(p) && isDegreeShortForm(p)),
    )
    if (!institutionPart && !degreePart) {
      // A plain short line right under a degree is most often the school (and the reverse).
      if (
        !line.isBullet &&
        !isSentence(text) &&
        leftovers.length > 0 &&
        !entry.institution &&
        entry.degree &&
        // "Minor in Sociology", "Concentration: Finance": what the degree covered is no school.
        !/gpa|grade|honou?rs|cum laude|^(?:minor|major|concentration|speciali[sz]ation|emphasis|track|thesis|dissertation)\b/i.test(
          text,
        )
      ) {
        // "Bachelor of Business Administration" / "Supply Chain Management" / "University of Memphis":
        // with the school on the next line, the plain line is the field.
        const next = lines[index + 1]
        if (!entry.field && next && !next.isBullet && looksLikeInstitution(next.text))
          entry.field = leftovers[0]!
        else entry.institution = leftovers[0]!
      } else if (year && withoutYear === '') {
        // year only
      } else {
        entry.details.push(text)
        if (
          !line.isBullet &&
          !year &&
          !isSentence(text) &&
          /^[\p{Lu}]/u.test(text) &&
          text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length <= 6
        )
          heldName = { entry, text }
      }
    } else if (
      leftovers.length > 0 &&
      !line.isBullet &&
      (!isSentence(text.replace(CLASS_PHRASE, ' ')) || isLongRow(withoutYear))
    ) {
      // Above: "… (Anna University)   2006 – 2010   First Class with Distinction": a class of degree is no sentence;
      // "Bachelor of Commerce (Accounting) – University of Cape Town, Cape Town, South Africa – 2010": nor a long row.
      const named = withoutTown(
        leftovers.filter((p) => /^[\p{Lu}]/u.test(p) && !NOT_A_SCHOOL.test(p) && !isBracketed(p)),
      )
      // "HEC Montréal — Bachelor of Business Administration, Accounting": a name written before the
      // degree on its line is the school; the piece after the degree is the field.
      const namedBefore = degreePart ? named.filter((p) => parts.indexOf(p) < parts.indexOf(degreePart)) : []
      const fieldInBracket = degreePart
        ? leftovers.find((p) => isBracketed(p) && parts.indexOf(p) === parts.indexOf(degreePart) + 1)
        : undefined
      const isTown = (p: string) => isTownAfterSchool(p, parts, institutionPart, degreePart, isBracketed)
      // The field: the first piece left, unless it is the school's town ("State University of New York at Buffalo,
      // Buffalo, NY — B.S., Civil Engineering": then the piece right after the degree). A bracket is the field only
      // right after the degree ("Paralegal Certificate, Roosevelt University, 2013 (ABA-approved program)": after the
      // school or the year it is a note), and then never a town ("University of Nairobi – Bachelor of Commerce
      // (Accounting)").
      const afterDegree = degreePart ? parts[parts.indexOf(degreePart) + 1] : undefined
      const subject = [leftovers[0], isTown(leftovers[0] ?? '') ? afterDegree : undefined].find(
        (p) =>
          p !== undefined &&
          leftovers.includes(p) &&
          (isBracketed(p)
            ? // "Welder Apprenticeship (Red Seal)": a course named by its subject takes no other in brackets.
              !!degreePart && !isBracketed(degreePart) && !namesItsSubject(degreePart) && p === afterDegree
            : (!degreePart || !isBracketed(degreePart) || !isBracketed(p)) && !isTown(p)),
      )
      // "Bachelor of Science in Nursing, Charité Berlin, 2015", "MBA, INSEAD": with the degree and
      // its field read (or a course named by its subject, "UX Design Bootcamp, Ironhack"), the name
      // that follows on the line is the school.
      // A school written as an acronym ("MBA, INSEAD") is not the field.
      // "Supply Chain Management – Global Logistics (Ontario College Diploma)" / "Humber College, Toronto": with the
      // school on the next line, the names before the credential are the programme studied.
      const next = lines[index + 1]
      const schoolFollows =
        !!next && !next.isBullet && looksLikeInstitution(next.text) && !looksLikeDegree(next.text)
      if (
        degreePart &&
        !institutionPart &&
        !entry.institution &&
        namedBefore.length > 0 &&
        schoolFollows &&
        !namedBefore.some(looksLikeInstitution)
      )
        entry.field ||= namedBefore.join(' – ')
      else if (degreePart && !institutionPart && !entry.institution && namedBefore.length > 0) {
        entry.institution = namedBefore.join(', ')
        const after = leftovers.find((p) => parts.indexOf(p) > parts.indexOf(degreePart))
        if (!entry.field && after) entry.field = after
      } else if (
        degreePart &&
        !institutionPart &&
        !entry.institution &&
        named.length > 0 &&
        (entry.field || namesItsSubject(degreePart) || /^[A-Z]{3,}$/.test(named[0]!) || fieldInBracket)
      ) {
        // "M.Pharm (Pharmaceutics) | JNTU Hyderabad | 2016": the bracket after the degree is its field, so the
        // name after them is the school.
        entry.institution = named.join(', ')
        entry.field ||= fieldInBracket ?? ''
      } else if (
        !entry.field &&
        entry.degree &&
        degreePart &&
        institutionPart &&
        subjectBetween(leftovers, parts, degreePart, institutionPart, isBracketed)
      )
        entry.field = subjectBetween(leftovers, parts, degreePart, institutionPart, isBracketed)!
      else if (!entry.field && entry.degree && subject && !/gpa|grade/i.test(subject)) entry.field = subject
      else {
        // "Medical Assistant Diploma — Carrington College, Phoenix, 2019": the school's town is no detail.
        const notes = leftovers.filter(
          (p) => !isTownAfterSchool(p, parts, institutionPart, degreePart, isBracketed),
        )
        if (notes.length > 0) entry.details.push(notes.join(' · '))
      }
    }
  }
  // "Technische Universität München" / "M.Sc. Maschinenwesen, 2016 – 2018" / "B.Sc. Maschinenwesen, 2013 – 2016": under a
  // school named on a line of its own, each dated degree row with no school of its own was taken there.
  const inherited = new Set<DraftEducation>()
  for (const [index, entry] of entries.entries()) {
    const above = entries[index - 1]
    const schoolLine = above?.sourceLines?.[0]?.trim()
    const isUnderSchool =
      !!above &&
      !!above.degree &&
      (inherited.has(above) || (schoolLine === above.institution && !looksLikeDegree(schoolLine)))
    if (isUnderSchool && !entry.institution && entry.degree && entry.year) {
      entry.institution = above!.institution
      inherited.add(entry)
    }
  }
  for (const entry of entries) {
    // "Higher National Diploma (HND) in Civil Engineering": a field parted from its degree by a bracket keeps no "in".
    entry.field = entry.field.replace(FIELD_LABEL, '').replace(/^(?:in|of)\s+(?=\p{Lu})/u, '')
    // A named degree with no narrower subject written anywhere in its row is in its own subject.
    entry.field ||= subjectOfNamedDegree(entry.degree)
    const chamber = FURTHER_TRAINING.test(entry.degree) && entry.field ? chamberOf(entry) : undefined
    if (chamber) entry.field = `${entry.field} (${chamber})`
  }
  // A year-and-month table (a Japanese rirekisho) gives entering a school its own row ("2011 4 Entered Keio
  // University") before the row of the degree earned there: the first row is the start of that study, no degree.
  const kept = entries.filter((entry, index) => {
    const entered = entry.degree ? null : ENTERING_ROW.exec(entry.institution.trim())
    if (!entered) return true
    // "Entered Keio University, Faculty of Science": the school, whichever of its faculties the later row names.
    const school = (name: string) => name.split(',')[0]!.trim().toLowerCase()
    const earned = entries.slice(index + 1).find((e) => school(e.institution) === school(entered[1]!))
    if (!earned) {
      entry.institution = entered[1]!
      return true
    }
    earned.sourceLines?.unshift(...(entry.sourceLines ?? []))
    return false
  })
  return kept.filter((e) => e.institution || e.degree)
}
