import { parseDuration } from '#shared/matching/durations.ts'
import { parseDateRange } from '#server/features/documents/json-resume/parse-date-range.ts'
import { DATE_RANGES, DATE_RANGES_HELD, type DateRangeCase } from '#tests/date-range-fixtures.ts'

// npm run eval -- dates [--print] [--tuning]: every date-range reader in src/ over the same ranges (issue 16,
// one date-range parser): the durations module (years of experience, career order) and the JSON Resume
// export. A reader is right on a case when it finds its start, its end and whether it runs to the present,
// to the precision the text gives (a bare year is only checked as a year).
//
// First read (2026-12-07, before the readers were joined):
//   dates (25)       durations 23/25, JSON Resume 20/25, readers disagree or both miss on 7
//   dates-held (15)  durations 13/15, JSON Resume 15/15, readers disagree or both miss on 2
// After one reader (readDateRange): 25/25 and 25/25 on 0; held 15/15 and 15/15 on 0.

type Read = { start: string; end: string; isCurrent: boolean }
type Reader = (text: string) => Read

const NOW = new Date(2026, 10, 15)
const monthText = (months: number) =>
  `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`

const READERS: Record<string, Reader> = {
  durations: (text) => {
    const range = parseDuration(text, NOW)
    if (!range) return { start: '', end: '', isCurrent: false }
    const single = range.endMonths === range.startMonths || range.endMonths === range.startMonths + 11
    return {
      start: monthText(range.startMonths),
      end: range.isCurrent || single ? '' : monthText(range.endMonths),
      isCurrent: range.isCurrent,
    }
  },
  'JSON Resume': (text) => {
    const range = parseDateRange(text)
    return { start: range.start ?? '', end: range.end ?? '', isCurrent: range.isOngoing }
  },
}

// A date given as a bare year is checked as a year: the durations module reads it as its middle month.
const sameDate = (expected: string, read: string) =>
  expected.length === 4 ? read.slice(0, 4) === expected : read === expected

function isRight(want: DateRangeCase, read: Read): boolean {
  return sameDate(want.start, read.start) && sameDate(want.end, read.end) && want.isCurrent === read.isCurrent
}

function measure(name: string, cases: readonly DateRangeCase[], print: boolean) {
  const right = Object.fromEntries(Object.keys(READERS).map((reader) => [reader, 0]))
  let disagree = 0
  for (const want of cases) {
    const verdicts = Object.entries(READERS).map(([reader, read]) => {
      const got = read(want.text)
      const ok = isRight(want, got)
      if (ok) right[reader]!++
      else if (print) console.log(`  ${name} ${reader}: "${want.text}" -> ${JSON.stringify(got)}`)
      return ok
    })
    if (new Set(verdicts).size > 1 || verdicts.every((ok) => !ok)) disagree++
  }
  const figures = Object.entries(right).map(([reader, n]) => `${reader} ${n}/${cases.length}`)
  console.log(
    `${`${name} (${cases.length})`.padEnd(17)}${figures.join(', ')}, readers disagree or both miss on ${disagree}`,
  )
}

export async function run({ print, tuning }: { print: boolean; tuning: boolean }) {
  measure('dates', DATE_RANGES, print)
  if (!tuning) measure('dates-held', DATE_RANGES_HELD, print)
}
