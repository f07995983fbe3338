// Profiles keep dates as the person wrote them ("March 2020 - Present", "2013-2015", "01/2019 – 06/2021").
// JSON Resume wants partial ISO dates. Anything this cannot read is left out rather than guessed.

import { isCurrentRole, monthIndexOf } from '#shared/text/dates.ts'

const TOKEN =
  /\b(?<monthName>[a-zä]{3,9})\.?\s+(?<yearAfterName>(?:19|20)\d{2})\b|\b(?<monthNumber>0?[1-9]|1[0-2])[/.](?<yearAfterNumber>(?:19|20)\d{2})\b|\b(?<year>(?:19|20)\d{2})(?:-(?<isoMonth>0[1-9]|1[0-2])(?!\d))?/gi

function monthOf(name: string): string | null {
  const index = monthIndexOf(name)
  return index < 0 ? null : String(index + 1).padStart(2, '0')
}

export type DateRange = { start?: string; end?: string; isOngoing: boolean }

/** Reads up to two dates from free text. A single date is the start for work and the end for study. */
export function parseDateRange(text: string, single: 'start' | 'end' = 'start'): DateRange {
  const dates: string[] = []
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {}
    if (groups.yearAfterName) {
      const month = monthOf(groups.monthName ?? '')
      dates.push(month ? `${groups.yearAfterName}-${month}` : groups.yearAfterName)
    } else if (groups.yearAfterNumber) {
      dates.push(`${groups.yearAfterNumber}-${(groups.monthNumber ?? '').padStart(2, '0')}`)
    } else if (groups.year) {
      dates.push(groups.isoMonth ? `${groups.year}-${groups.isoMonth}` : groups.year)
    }
  }
  const isOngoing = isCurrentRole(text)
  const [first, second] = dates
  if (!first) return { isOngoing }
  if (second) return { start: first, end: second, isOngoing: false }
  if (isOngoing || single === 'start') return { start: first, isOngoing }
  return { end: first, isOngoing }
}
