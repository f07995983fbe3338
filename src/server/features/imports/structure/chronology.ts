import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { SINGLE_DATE } from '#server/features/imports/structure/text-patterns.ts'

// A chronology of events, as a Japanese rirekisho is written in English: one dated line per event
// ("April 2013   Joined Murata Manufacturing Co., Ltd., Kyoto, as Production Engineer" … "March 2018
// Left Murata Manufacturing Co., Ltd."; "April 2007   Entered Osaka University" … "March 2013
// Completed Master of Engineering, Osaka University"). Each event is no entry of its own: a joining and
// its leaving are one job, an entering and its completion one degree. The pairs are rewritten into the
// one-line shape the parsers read ("Role | Employer, Town | start – end").

const DATED = new RegExp(`^(${SINGLE_DATE.source})\\s+(\\S.*)$`, 'i')
const JOINED = /^(?:joined|entered|started at)\s+(\S.*)$/i
const LEFT = /^(?:left|resigned from|retired from)\s+(\S.*)$/i
const STILL_THERE =
  /^(?:currently employed|currently working|still employed|to (?:the )?present|present|to date)\.?$/i
const ENTERED = /^(?:entered|enrolled (?:at|in)|admitted to)\s+(\S.*)$/i
const COMPLETED = /^(?:completed|graduated(?: from)?|finished)\s+(\S.*)$/i

const dated = (line: DocumentLine) => {
  const found = DATED.exec(line.text.trim())
  return found ? { date: found[1]!, rest: found[2]! } : null
}

const firstWord = (text: string) => text.split(/[\s,]+/)[0]!.toLowerCase()

/** Joined / Left lines of one employer become one job; "Currently employed" under the last runs it to the present. */
export function readWorkChronology(lines: DocumentLine[]): DocumentLine[] {
  if (
    !lines.some((l) => JOINED.test(dated(l)?.rest ?? '')) ||
    !lines.some((l) => LEFT.test(dated(l)?.rest ?? ''))
  )
    return lines
  const out: DocumentLine[] = []
  let open: { index: number; start: string; head: string; employer: string; ended: boolean } | null = null
  const close = (end: string) => {
    if (!open) return
    out[open.index] = { ...out[open.index]!, text: `${open.head} | ${open.start} – ${end}` }
    open.ended = true
  }
  for (const line of lines) {
    const event = dated(line)
    const joined = event && JOINED.exec(event.rest)
    const left = event && LEFT.exec(event.rest)
    if (event && joined) {
      const body = joined[1]!
      const as = body.search(/,\s*as\s+\S/i)
      const employer = as < 0 ? body : body.slice(0, as)
      const role = as < 0 ? '' : body.slice(as).replace(/^,\s*as\s+/i, '')
      open = {
        index: out.length,
        start: event.date,
        head: role ? `${role} | ${employer}` : employer,
        employer,
        ended: false,
      }
      out.push({ ...line, text: `${open.head} | ${event.date}` })
    } else if (event && left && open && !open.ended && firstWord(left[1]!) === firstWord(open.employer))
      close(event.date)
    else if (open && !open.ended && STILL_THERE.test(line.text.trim())) close('Present')
    else out.push(line)
  }
  return out
}

/**
 * Entered / Completed lines of one school become one degree. The completion names the school again
 * after its degree, often wrapped onto the next line ("…, Osaka" / "University"): that repeat is dropped.
 */
export function readEducationChronology(lines: DocumentLine[]): DocumentLine[] {
  if (
    !lines.some((l) => ENTERED.test(dated(l)?.rest ?? '')) ||
    !lines.some((l) => COMPLETED.test(dated(l)?.rest ?? ''))
  )
    return lines
  const out: DocumentLine[] = []
  let entered: { start: string; school: string } | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const event = dated(line)
    const enter = event && ENTERED.exec(event.rest)
    const complete = event && COMPLETED.exec(event.rest)
    if (event && enter) {
      entered = { start: event.date, school: enter[1]!.split(/\s*,\s*/)[0]! }
      continue
    }
    if (!(event && complete && entered)) {
      out.push(line)
      continue
    }
    const school = entered.school
    let degree = complete[1]!
    const comma = degree.lastIndexOf(',')
    const tail = comma < 0 ? '' : degree.slice(comma + 1).trim()
    if (tail && school.toLowerCase().startsWith(tail.toLowerCase())) {
      degree = degree.slice(0, comma).trim()
      const remainder = school.slice(tail.length).trim()
      if (remainder && lines[i + 1]?.text.trim().toLowerCase() === remainder.toLowerCase()) i++
    } else if (degree.toLowerCase() === school.toLowerCase()) degree = ''
    const range = `${entered.start} – ${event.date}`
    out.push({ ...line, text: degree ? `${degree} — ${school}, ${range}` : `${school}, ${range}` })
    entered = null
  }
  return out
}
