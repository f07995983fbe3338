// Reads free-text durations such as "March 2020 - Present", "06/2017 – 02/2020" or "2015-2016".

import { isCurrentRole, monthIndexOf, RANGE_SEPARATOR } from '#shared/text/dates.ts'

export type DurationRange = { startMonths: number; endMonths: number; isCurrent: boolean }

function toMonths(part: string): number | null {
  const year = part.match(/\b(19|20)\d{2}\b/)
  if (!year) return null
  const numericMonth = part.match(/\b(0?[1-9]|1[0-2])[/.](?:19|20)\d{2}\b/)
  const wordMonth = monthIndexOf(part)
  const month = numericMonth ? Number(numericMonth[1]) - 1 : wordMonth >= 0 ? wordMonth : 0
  return Number(year[0]) * 12 + month
}

/** The months covered by a duration text; null when it holds no year. `now` is injectable for tests. */
export function parseDuration(text: string, now: Date = new Date()): DurationRange | null {
  const parts = text.split(RANGE_SEPARATOR).filter(Boolean)
  const start = parts[0] ? toMonths(parts[0]) : null
  if (start === null) return null
  const isCurrent = isCurrentRole(text)
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
