/** Dates the person picked (next action) are calendar days, stored at midnight UTC: shown in UTC. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso))
}

export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso))
}

/** `YYYY-MM-DD` of today in the person's own time zone. */
function todayKey(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

export type DueState = 'overdue' | 'due' | 'upcoming'

/** Whether a next action date has passed, is today, or is still ahead. */
export function dueState(nextActionAt: string, now: Date = new Date()): DueState {
  const day = nextActionAt.slice(0, 10)
  const today = todayKey(now)
  return day < today ? 'overdue' : day === today ? 'due' : 'upcoming'
}
