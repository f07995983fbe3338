// Reads free-text durations such as "March 2020 - Present", "06/2017 – 02/2020" or "2015-2016".

// Month names by their first letters, in English, German and French ("Oct", "Okt.", "März", "juil.").
const MONTHS = [
  'jan|jän|janv',
  'feb|fév|fev',
  'mar|mär',
  'apr|avr',
  'may|mai',
  'jun|juin',
  'jul|juil',
  'aug|aoû|aou',
  'sep',
  'oct|okt',
  'nov',
  'dec|dez|déc',
].map((names) => new RegExp(`(?<![\\p{L}])(?:${names})`, 'iu'))
// "since 2019", "seit 04/2019" and "depuis mars 2021" run to today as well.
const CURRENT = /\b(present|current|now|today|heute|ongoing|date|since|seit|depuis|desde|aujourd)\b/i

export type DurationRange = { startMonths: number; endMonths: number; isCurrent: boolean }

function toMonths(part: string): number | null {
  const year = part.match(/\b(19|20)\d{2}\b/)
  if (!year) return null
  const numericMonth = part.match(/\b(0?[1-9]|1[0-2])[/.](?:19|20)\d{2}\b/)
  const wordMonth = MONTHS.findIndex((pattern) => pattern.test(part))
  const month = numericMonth ? Number(numericMonth[1]) - 1 : wordMonth >= 0 ? wordMonth : 0
  return Number(year[0]) * 12 + month
}

/** The months covered by a duration text; null when it holds no year. `now` is injectable for tests. */
export function parseDuration(text: string, now: Date = new Date()): DurationRange | null {
  // "to" and "bis" only as words: "October 2020" is not "Oc" to "ber 2020".
  const parts = text.split(/\s*(?:–|—|-|\bto\b|\buntil\b|\bbis\b)\s*/i).filter(Boolean)
  const start = parts[0] ? toMonths(parts[0]) : null
  if (start === null) return null
  const isCurrent = CURRENT.test(text)
  const nowMonths = now.getFullYear() * 12 + now.getMonth()
  const lastPart = parts.length > 1 ? parts[parts.length - 1]! : ''
  const end = isCurrent ? nowMonths : (toMonths(lastPart) ?? start + (parts.length > 1 ? 0 : 11))
  return { startMonths: start, endMonths: Math.max(start, end), isCurrent }
}

/** Whole years of experience across durations, counting overlapping months once. */
export function yearsOfExperience(durations: string[], now: Date = new Date()): number {
  const months = new Set<number>()
  for (const text of durations) {
    const range = parseDuration(text, now)
    if (!range) continue
    for (let m = range.startMonths; m <= range.endMonths; m++) months.add(m)
  }
  return Math.floor(months.size / 12)
}
