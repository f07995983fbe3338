// Reads free-text durations such as "March 2020 - Present", "06/2017 – 02/2020" or "2015-2016".

import { readDateRange, type WrittenDate } from '#shared/text/dates.ts'

export type DurationRange = { startMonths: number; endMonths: number; isCurrent: boolean }

/**
 * A date as months since year 0. A bare year is taken at its middle, so that no count of years
 * grows from a guess: "2015 – present" counts from mid-2015, not from January.
 */
function toMonths(date: WrittenDate): number {
  return date.year * 12 + (date.month ?? 6)
}

/** The months covered by a duration text; null when it holds no year. `now` is injectable for tests. */
export function parseDuration(text: string, now: Date = new Date()): DurationRange | null {
  const range = readDateRange(text)
  if (!range) return null
  const start = toMonths(range.start)
  const nowMonths = now.getFullYear() * 12 + now.getMonth()
  // One date alone ("2019") covers its year; a range whose end is unreadable ends where it started.
  const end = range.isCurrent ? nowMonths : range.end ? toMonths(range.end) : start + (range.isRange ? 0 : 11)
  return { startMonths: start, endMonths: Math.max(start, end), isCurrent: range.isCurrent }
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

/**
 * Positions newest first, whatever order the profile lists them in: current posts first, then by
 * the month each ended, then by the month it started. A list with an undated position keeps the
 * person's own order, which is then the only evidence of the sequence.
 */
export function careerOrder<T extends { duration: string }>(
  positions: readonly T[],
  now: Date = new Date(),
): T[] {
  const ranges = positions.map((p) => parseDuration(p.duration, now))
  if (ranges.some((r) => r === null)) return [...positions]
  const key = (i: number) => ranges[i]!
  return positions
    .map((_, i) => i)
    .sort(
      (a, b) =>
        Number(key(b).isCurrent) - Number(key(a).isCurrent) ||
        key(b).endMonths - key(a).endMonths ||
        key(b).startMonths - key(a).startMonths ||
        a - b,
    )
    .map((i) => positions[i]!)
}

/** The year a duration starts ('' when it holds none). */
export function startYear(duration: string): string {
  const range = parseDuration(duration)
  return range ? String(Math.floor(range.startMonths / 12)) : ''
}

/** True when the first duration ended before the second began (false when either has no date). */
export function endedBefore(first: string, second: string, now: Date = new Date()): boolean {
  const a = parseDuration(first, now)
  const b = parseDuration(second, now)
  return !!a && !!b && a.endMonths <= b.startMonths
}
