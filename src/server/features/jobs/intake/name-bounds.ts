import { canonicalSkill } from '#shared/skills/skills-lexicon.ts'
import { isStopWord } from '#shared/text/stop-words.ts'

// Where a listed name starts and ends on the page, and whom a name belongs to. A reader that cut a
// name inside the page's own ("Manager CPC" of "Transport Manager CPC", "QQI Level 6 Train" of "QQI
// Level 6 Train the Trainer", "Transport Management" of "transport management system") hands the
// user a name the page never says; a name that is the employer's, a post one reports to or a region
// is no skill at all.

// A person's noun that starts a cut name: the page writes the role before it ("Transport Manager CPC").
const ROLE_START =
  /^(?:manager|officer|engineer|technician|director|supervisor|operator|controller|inspector|assessor|driver|planner|coordinator|assistant|leader)\s/i

const RANK = /^(?:senior|junior|lead|principal|chief|deputy|assistant|trainee|head)$/i
const ACRONYM = /^[A-Z][A-Z0-9]{1,6}s?$/
const CAPITALISED_OR_NUMBER = /^(?:\p{Lu}[\p{L}\d&-]*|\d[\d.]*)$/u

// A system or a program named by what it manages ("transport management system"): the name is the
// whole, the words before "system" alone are a field the page does not ask for.
const SYSTEM_WORD = /^\s(system|systems|software)(?![\p{L}\d])/u

/** Every place the page writes `phrase` as whole words, case aside. */
export function occurrences(phrase: string, source: string): number[] {
  const key = phrase.toLowerCase()
  const lower = source.toLowerCase()
  const found: number[] = []
  for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
    if (/[\p{L}\d]/u.test(lower.charAt(at - 1)) || /[\p{L}\d]/u.test(lower.charAt(at + key.length))) continue
    found.push(at)
  }
  return found
}

/** The page's name around one place it writes `phrase`, or null when it is not cut there. */
function wholeAt(phrase: string, source: string, at: number, language: 'en' | 'de'): string | null {
  const end = at + phrase.length
  const words = source.slice(at, end).split(/\s+/)
  let start = at
  let stop = end
  // "Manager CPC" after "Transport": the role's field before it is part of the name.
  if (ROLE_START.test(phrase)) {
    const before = /(?:^|[\s(])(\p{Lu}[\p{L}-]*) $/u.exec(source.slice(Math.max(0, at - 30), at))
    if (before) start = at - before[1]!.length - 1
  }
  // "QQI Level 6 Train" before "the Trainer": a capitalised name runs on over "the" or "of", and an
  // institution's or a model's name over all its capitalised words ("College of Occupational
  // Therapists of British" before "Columbia", "Canadian Model of Occupational" before "Performance
  // and Engagement"; "and" only inside a name that has an "of").
  if (
    words.length >= 2 &&
    CAPITALISED_OR_NUMBER.test(words[0]!) &&
    words.every((w) => CAPITALISED_OR_NUMBER.test(w) || /^(?:of|the|for|and)$/.test(w))
  ) {
    const hasOf = () => / of /.test(source.slice(start, stop))
    for (let step = 0; step < 6; step++) {
      const tail = source.slice(stop, stop + 60)
      const next =
        (hasOf() ? /^ (\p{Lu}[\p{L}-]*)(?![\p{L}\d])/u.exec(tail) : null) ??
        /^ (?:the|of|of the|for) (\p{Lu}[\p{L}-]*)(?![\p{L}\d])/u.exec(tail) ??
        (hasOf() ? /^ and (\p{Lu}[\p{L}-]*)(?![\p{L}\d])/u.exec(tail) : null)
      if (!next) break
      stop += next[0].length
    }
  }
  if (words.every((w) => CAPITALISED_OR_NUMBER.test(w))) {
    // "Insurance" of "PAYE, National Insurance", "Level II" of "HCPCS Level II": a capitalised word
    // right before a capitalised name, inside a line (after a comma, a bracket or a lower-case word,
    // never opening the line: "Strong Excel skills"), is the name's first word. An acronym is a name
    // of its own after its maker ("Allen-Bradley PLCs", "Heidenhain TNC"); a rank is no part of a
    // role's name ("a Senior Instructional Designer"); German writes every noun with a capital.
    const before = /(?:[,(]|(?<!\p{L})\p{Ll}[\p{L}-]*) (\p{Lu}[\p{L}\d-]*) $/u.exec(
      source.slice(Math.max(0, at - 40), at),
    )
    if (
      before &&
      language === 'en' &&
      !ACRONYM.test(phrase) &&
      !RANK.test(before[1]!) &&
      !isStopWord(before[1]!.toLowerCase())
    )
      start = at - before[1]!.length - 1
    // "Town" of "the Town and Country Planning Act 1990", "City" of "City & Guilds": capitalised words
    // joined by "and" into an act's name, or by "&" into one name, are one name ("Excel & Word" are two
    // skills).
    const act =
      /^(?: and(?: \p{Lu}[\p{L}-]*)+ (?:Act|Regulations|Order)(?: \d{4})?|(?: \p{Lu}[\p{L}-]*)* & \p{Lu}[\p{L}-]*)(?![\p{L}\d])/u.exec(
        source.slice(end, end + 80),
      )
    const joined = act?.[0].split(' & ')[1]
    if (act && !(joined && (canonicalSkill(joined) || canonicalSkill(phrase)))) stop = end + act[0].length
    if (/\s(?:Act|Regulations|Order)(?: \d{4})?$/.test(phrase)) {
      const opening = /(?:^|[\s(])((?:\p{Lu}[\p{L}-]* )+and )$/u.exec(source.slice(Math.max(0, at - 60), at))
      if (opening) start = at - opening[1]!.length
    }
  }
  // "Fachkaufmann für Einkauf" before "und Logistik": a qualification's fields are named together.
  if (/\s(?:für|in|of)\s\p{Lu}[\p{L}-]*$/u.test(phrase)) {
    const field = /^ (?:und|and|&) \p{Lu}[\p{L}-]*(?![\p{L}\d])/u.exec(source.slice(end, end + 40))
    if (field) stop = end + field[0].length
  }
  // "Transport Management" before "system".
  const system = SYSTEM_WORD.exec(source.slice(end, end + 12))
  if (words.length >= 2 && system) stop = end + system[0].length
  return start === at && stop === end ? null : source.slice(start, stop)
}

/**
 * The page's whole name for a listed one it writes only inside a longer name ("Transport Manager
 * CPC" for "Manager CPC"); the listed name itself otherwise.
 */
export function wholeName(phrase: string, source: string, language: 'en' | 'de' = 'en'): string {
  const places = occurrences(phrase, source)
  if (places.length === 0) return phrase
  const wholes = places.map((at) => wholeAt(phrase, source, at, language))
  const first = wholes[0]
  if (!first || wholes.some((w) => w === null || w.toLowerCase() !== first.toLowerCase())) return phrase
  return first
}

// A post one reports to ("report completion figures to the Head of People", "berichten an die
// Einkaufsleitung"), read back from the name: the name is the addressee, not a skill.
const REPORT_TO =
  /\b(?:report|reports|reporting|berichten|berichtest|berichtet|escalate|escalating)\s(?:[^.;:\n]{0,80}\s)?(?:to|an)\s(?:the|our|die|den|das|unsere|unseren)\s$/iu

/** Whether every place the page writes `phrase` is where a report goes. */
export function isReportAddressee(phrase: string, source: string): boolean {
  const places = occurrences(phrase, source)
  return places.length > 0 && places.every((at) => REPORT_TO.test(source.slice(Math.max(0, at - 100), at)))
}

// A post named by what it heads ("Head of People", "Director of Nursing"): a job title, not a skill.
const HEAD_OF = /^(?:head|director|chief|vice president|vp)\s+of\s+\p{L}/iu

// A region ("Osteuropa", "Eastern Europe", "APAC"): where the work reaches, not what one can do.
const REGION =
  /^(?:(?:ost|west|nord|süd|mittel|zentral|südost|nordost)?(?:europa|asien|amerika|afrika)|(?:eastern|western|northern|southern|central|south-east|north-east)\s+(?:europe|asia|africa))$/iu
const REGION_ABBREVIATION = /^(?:EMEA|APAC|DACH|LATAM)$/

/** Whether a listed name is the employer's, a job title or a region rather than a skill. */
export function isOrganisationName(phrase: string, company: string): boolean {
  const trimmed = phrase.trim()
  if (HEAD_OF.test(trimmed) || REGION.test(trimmed) || REGION_ABBREVIATION.test(trimmed)) return true
  // An abbreviation in the employer's own name ("Nottingham and Nottinghamshire ICB") is the employer.
  return /^[A-Z][A-Z0-9&]{1,5}$/.test(trimmed) && company.split(/[\s,()]+/).includes(trimmed)
}
