import { stringify } from 'csv-stringify/sync'

import { TRACKER_STAGE_LABELS, type TrackerItem } from '#shared/tracker/tracker.schema.ts'
import type { Db } from '#server/db/client.ts'
import { listTrackedJobs } from '#server/features/tracker/list-tracked-jobs.ts'

export type ExportTrackerCsvOptions = { db: Db; userId: string }

const HEADER = ['Applied date', 'Company', 'Role', 'Location', 'Stage', 'Source URL', 'Last change', 'Notes']

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/** Chronological: sent applications by the day they went out, then the ones still saved. */
export function byApplicationDate(a: TrackerItem, b: TrackerItem): number {
  return (a.appliedAt ?? `~${a.analyzedAt}`).localeCompare(b.appliedAt ?? `~${b.analyzedAt}`)
}

/**
 * One row per tracked job, RFC 4180 (CRLF, quotes doubled, fields with separators quoted). A cell
 * starting with =, +, -, @, tab or CR (or their full-width forms) gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
export async function exportTrackerCsv({ db, userId }: ExportTrackerCsvOptions): Promise<string> {
  // A copy: the list is shared with other readers.
  const items = [...(await listTrackedJobs({ db, userId }))].sort(byApplicationDate)
  const rows = items.map((item) => [
    day(item.appliedAt),
    item.company,
    item.title,
    item.location,
    TRACKER_STAGE_LABELS[item.stage],
    item.sourceUrl ?? '',
    day(item.stageChangedAt),
    item.notes,
  ])
  // The byte-order mark lets Excel read names with umlauts and accents as UTF-8.
  return stringify([HEADER, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[\r\n]/,
  })
}
