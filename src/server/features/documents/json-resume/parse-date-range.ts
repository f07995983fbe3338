// Profiles keep dates as the person wrote them ("March 2020 - Present", "2013-2015", "01/2019 – 06/2021").
// JSON Resume wants partial ISO dates. Anything this cannot read is left out rather than guessed.

import { isCurrentRole, readDateRange, type WrittenDate } from '#shared/text/dates.ts'

const isoDate = (date: WrittenDate) =>
  date.month === null ? String(date.year) : `${date.year}-${String(date.month + 1).padStart(2, '0')}`

export type DateRange = { start?: string; end?: string; isOngoing: boolean }

/** Reads the first and last date of free text. A single date is the start for work and the end for study. */
export function parseDateRange(text: string, single: 'start' | 'end' = 'start'): DateRange {
  const range = readDateRange(text)
  if (!range) return { isOngoing: isCurrentRole(text) }
  const start = isoDate(range.start)
  if (range.end) return { start, end: isoDate(range.end), isOngoing: false }
  if (range.isCurrent || single === 'start') return { start, isOngoing: range.isCurrent }
  return { end: start, isOngoing: false }
}
