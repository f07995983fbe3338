// What a free-text date says, the one place for it: month names in the languages resumes are written in,
// and whether a duration runs to the present ("May 2023 - Present", "03/2019 – heute", "2018 – dato", "since 2022",
// "2020 -", "Jan 2019 to date", "2025 (in progress)").

// Month names: English, German and French by their first letters ("Oct", "Okt.", "März", "juil."), the
// Spanish, Portuguese, Italian and Dutch names that do not share them as whole words or with their dot
// ("ene.", "gennaio", "maart"): their first letters alone open other words ("General", "Outreach").
const MONTHS = [
  'jan|jän|enero|ene\\.|gennaio|gen\\.',
  'feb|fév|fev',
  'mar|mär|maart|mrt',
  'apr|avr|abril|abr\\.',
  'may|mai|maggio|mei(?![\\p{L}])',
  'jun|juin|giugno',
  'jul|juil|luglio',
  'aug|aoû|aou|agosto|ago\\.',
  'sep|setiembre|setembro|settembre|set\\.',
  'oct|okt|outubro|ottobre|out\\.',
  'nov',
  'dec|dez|déc|diciembre|dicembre|dic\\.',
].map((names) => new RegExp(`(?<![\\p{L}])(?:${names})`, 'iu'))

/** The month (0–11) a word names, or -1: "Okt.", "März", "juil.", "Fevereiro", "maart". */
export function monthIndexOf(text: string): number {
  return MONTHS.findIndex((pattern) => pattern.test(text))
}

/**
 * The month names a resume writes, whole, as a pattern's source: English, German, French, Spanish,
 * Portuguese, Italian and Dutch; Austrian "Jänner", German "Mär" and Portuguese "fev" with or without their point,
 * "set.", "out." only with it ("jan. 2015 – fev. 2019"; "out" and "set" are English words). The one list for finding dates in an imported resume;
 * monthIndexOf above tells which month each one names.
 */
export const MONTH_NAMES =
  '(?:jan(?:uary|\\.)?|feb(?:ruary|\\.)?|mar(?:ch|\\.)?|apr(?:il|\\.)?|may|jun(?:e|\\.)?|jul(?:y|\\.)?|aug(?:ust|\\.)?|sep(?:t(?:ember)?)?\\.?|oct(?:ober|\\.)?|nov(?:ember|\\.)?|dec(?:ember|\\.)?|januar|jänner|jän\\.|februar|märz|mär\\.|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juillet|août|septembre|octobre|novembre|décembre|janv\\.?|févr\\.?|avr\\.?|juin|juil\\.?|sept\\.?|déc\\.?|ene\\.?|abr\\.?|ago\\.?|dic\\.?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|mrt\\.?|okt\\.?|dez\\.?|fev\\.?|mär|set\\.|out\\.)'

/**
 * Splits a range at its separator; "to" and "bis" only as words ("October" is not "Oc" to "ber"), and the
 * French, Spanish, Portuguese and Dutch words for "to" only between spaces ("2015 à 2019", "2012 a 2016").
 */
const RANGE_SEPARATOR =
  /\s*(?:[-–—]|\bto\b|\btill\b|\buntil\b|\bbis\b)\s*|\s+(?:à|a|au|tot|hasta|até|jusqu['’]à)\s+/i
/**
 * The words for "up to now" where a range's end stands, in the languages resumes are written in
 * ("Present", "heute", "bis dato", "to date", "aujourd'hui", "in corso"), as a pattern's source: the one
 * list for reading a duration here and for finding date ranges in an imported resume.
 */
export const PRESENT_WORDS =
  "present|current(?:ly)?|now|today|ongoing|in progress|to date|till date|till now|date|dato|heute|aktuell|jetzt|laufend|aujourd['’]hui|actualidad|presente|hoy|atual|ad oggi|oggi|in corso|heden|nu|i dag|idag|obecnie|nadal|atualmente|actualmente|actuellement|en cours|la fecha|fecha|pågående|o momento|momento"
/**
 * The few of them that say "up to now" on their own, at a line's start or right after a month ("Mar
 * 2019 Present"), where "date" or "nu" would be other words.
 */
export const PRESENT_ALONE = 'present|current|now|today|ongoing|heute'
/** The words that open a range with no end ("since 2019", "seit 04/2019", "dal 2019", "sinds 2019", "vanaf 2020"). */
export const SINCE_WORDS = 'since|seit|depuis|desde|dal|sinds|vanaf'
const PRESENT_WORD = new RegExp(`\\b(?:${PRESENT_WORDS})(?![\\p{L}])`, 'iu')
// "since 2019", "seit 04/2019", "dal 2019", "sinds 2019": a start with a year; "since forever" says nothing.
const OPEN_START = new RegExp(`^(?:${SINCE_WORDS})\\b[^\\d]*\\d`, 'i')

/** Whether a duration runs to the present: it opens with "since", ends with a dash, or ends with "present". */
export function isCurrentRole(duration: string): boolean {
  const text = duration.trim()
  if (!text) return false
  if (OPEN_START.test(text) || /[-–—]\s*$/.test(text)) return true
  const end = text.split(RANGE_SEPARATOR).at(-1) ?? ''
  return PRESENT_WORD.test(end)
}

/** The year a course or degree was completed: the last year of its range ("2022 – 2024" -> "2024"); none while it runs. */
export function completionYear(period: string): string {
  return isCurrentRole(period) ? '' : (period.match(/\b(?:19|20)\d{2}\b/g)?.at(-1) ?? '')
}

/** A date as written: its year, and its month (0–11) when the text names one. */
export type WrittenDate = { year: number; month: number | null }

/**
 * A free-text range read once for every use: its first date, its last (null when it names one), whether
 * it runs to the present, and whether it is written as a range at all ("2019" alone is one date).
 */
export type WrittenRange = {
  start: WrittenDate
  end: WrittenDate | null
  isCurrent: boolean
  isRange: boolean
}

// A date in a range: a month name in any of the languages above, then its year ("Okt. 2019", "février
// 2017", "September, 2018"); a month number ("06/2017", "03.2016"); an ISO year-month ("2020-03") or a year.
const WRITTEN_DATE =
  /(?<![\p{L}\p{N}])(?:(?<name>\p{L}{3,10})\.?,?\s+(?<namedYear>(?:19|20)\d{2})|(?<number>0?[1-9]|1[0-2])[/.](?<numberedYear>(?:19|20)\d{2})|(?<year>(?:19|20)\d{2})(?:-(?<isoMonth>0[1-9]|1[0-2])(?!\d))?)(?!\d)/giu

function writtenDate(groups: Record<string, string | undefined>): WrittenDate {
  if (groups.namedYear) {
    const month = monthIndexOf(groups.name ?? '')
    return { year: Number(groups.namedYear), month: month < 0 ? null : month }
  }
  if (groups.numberedYear) return { year: Number(groups.numberedYear), month: Number(groups.number) - 1 }
  return { year: Number(groups.year), month: groups.isoMonth ? Number(groups.isoMonth) - 1 : null }
}

/** The dates a range text names ("März 2018 bis heute", "2020-03 – 2022-11", "juil. 2016 - déc. 2019"); null when it names no year. */
export function readDateRange(text: string): WrittenRange | null {
  const matches = [...text.matchAll(WRITTEN_DATE)]
  const first = matches[0]
  if (!first) return null
  const last = matches.length > 1 ? matches.at(-1)! : null
  const rest = text.slice(first.index + first[0].length)
  return {
    start: writtenDate(first.groups ?? {}),
    end: last ? writtenDate(last.groups ?? {}) : null,
    isCurrent: isCurrentRole(text),
    isRange: last !== null || RANGE_SEPARATOR.test(rest),
  }
}
