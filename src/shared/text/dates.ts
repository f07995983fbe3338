// What a free-text date says, the one place for it: month names in the languages resumes are written in,
// and whether a duration runs to the present ("May 2023 - Present", "03/2019 – heute", "2018 – dato", "since 2022",
// "2020 -", "Jan 2019 to date", "2025 (in progress)").

// Month names: English, German and French by their first letters ("Oct", "Okt.", "März", "juil."), the
// Spanish, Portuguese, Italian and Dutch names that do not share them as whole words or with their dot
// ("ene.", "gennaio", "maart"): their first letters alone open other words ("General", "Outreach").
const MONTHS = [
  'jan|jän|enero|ene\\.|gennaio|gen\\.',
  'feb|fév|fev',
  'mar|mär|maart',
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
 * Splits a range at its separator; "to" and "bis" only as words ("October" is not "Oc" to "ber"), and the
 * French, Spanish, Portuguese and Dutch words for "to" only between spaces ("2015 à 2019", "2012 a 2016").
 */
export const RANGE_SEPARATOR =
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
