import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react'
import { useMemo, useState } from 'react'

import {
  TRACKER_STAGES,
  TRACKER_STAGE_LABELS,
  type TrackerItem,
  type TrackerStage,
} from '#shared/tracker/tracker.schema.ts'
import { Input } from '#client/components/ui/input.tsx'
import { NextActionChip } from '#client/features/tracker/components/tracker-card.tsx'
import { StageSelect } from '#client/features/tracker/components/stage-select.tsx'
import { formatDay } from '#client/features/tracker/lib/dates.ts'
import { STAGE_ACCENT } from '#client/features/tracker/lib/stage-style.ts'

type SortKey = 'title' | 'company' | 'stage' | 'appliedAt' | 'nextActionAt' | 'updatedAt' | 'matchScore'
type Sort = { key: SortKey; direction: 'asc' | 'desc' }

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'title', label: 'Role' },
  { key: 'company', label: 'Company' },
  { key: 'stage', label: 'Stage' },
  { key: 'appliedAt', label: 'Applied' },
  { key: 'nextActionAt', label: 'Next action' },
  { key: 'matchScore', label: 'Match' },
  { key: 'updatedAt', label: 'Last activity' },
]

function sortValue(item: TrackerItem, key: SortKey): string | number {
  if (key === 'stage') return TRACKER_STAGES.indexOf(item.stage)
  if (key === 'matchScore') return item.matchScore ?? -1
  return (item[key] ?? '').toLocaleLowerCase()
}

export function TrackerTable({
  items,
  onOpen,
}: {
  items: TrackerItem[]
  onOpen: (jobPostingId: string) => void
}) {
  const [query, setQuery] = useState('')
  const [stage, setStage] = useState<TrackerStage | 'all'>('all')
  const [sort, setSort] = useState<Sort>({ key: 'updatedAt', direction: 'desc' })
  const rows = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    const filtered = items.filter(
      (item) =>
        (stage === 'all' || item.stage === stage) &&
        (!needle ||
          [item.title, item.company, item.location, item.notes].some((text) =>
            text.toLocaleLowerCase().includes(needle),
          )),
    )
    const factor = sort.direction === 'asc' ? 1 : -1
    return filtered.sort((a, b) => {
      const x = sortValue(a, sort.key)
      const y = sortValue(b, sort.key)
      return (x < y ? -1 : x > y ? 1 : 0) * factor
    })
  }, [items, query, stage, sort])

  function toggleSort(key: SortKey) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'updatedAt' || key === 'matchScore' ? 'desc' : 'asc' },
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search jobs</span>
          <Search
            className="text-ink-muted pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search role, company, location or notes"
            className="pl-9"
          />
        </label>
        <StageSelect
          value={stage}
          onChange={setStage}
          label="Filter by stage"
          className="sm:w-48"
          allLabel="All stages"
        />
      </div>
      <div className="border-line bg-surface overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[46rem] text-left text-sm" data-testid="tracker-table">
          <caption className="sr-only">Tracked jobs, {rows.length} shown</caption>
          <thead className="border-line text-ink-muted border-b bg-slate-50 text-xs">
            <SortHeaders sort={sort} onSort={toggleSort} />
          </thead>
          <tbody>
            {rows.map((item) => (
              <TrackerRow key={item.jobPostingId} item={item} onOpen={() => onOpen(item.jobPostingId)} />
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="text-ink-muted px-3 py-8 text-center">
                  No job matches this search.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The column headings; each sorts by its column, again to reverse. */
function SortHeaders({ sort, onSort }: { sort: Sort; onSort: (key: SortKey) => void }) {
  return (
    <tr>
      {COLUMNS.map((column) => {
        const active = sort.key === column.key
        const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown
        return (
          <th
            key={column.key}
            scope="col"
            aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            className="px-3 py-2 font-semibold"
          >
            <button
              type="button"
              onClick={() => onSort(column.key)}
              className="hover:text-ink focus-visible:outline-brand-600 inline-flex items-center gap-1 rounded focus-visible:outline-2"
            >
              {column.label}
              <Icon className="size-3.5" aria-hidden="true" />
            </button>
          </th>
        )
      })}
    </tr>
  )
}

/** One tracked job; its title opens the detail. */
function TrackerRow({ item, onOpen }: { item: TrackerItem; onOpen: () => void }) {
  return (
    <tr className="border-line border-b last:border-b-0 hover:bg-slate-50">
      <td className="text-ink px-3 py-2.5 font-medium">
        <button
          type="button"
          onClick={onOpen}
          className="hover:text-brand-700 focus-visible:outline-brand-600 text-left hover:underline focus-visible:outline-2"
        >
          {item.title}
        </button>
      </td>
      <td className="text-ink px-3 py-2.5">{item.company}</td>
      <td className="px-3 py-2.5 whitespace-nowrap">
        <span className="inline-flex items-center gap-1.5">
          <span className={`size-2 rounded-full ${STAGE_ACCENT[item.stage].dot}`} aria-hidden="true" />
          {TRACKER_STAGE_LABELS[item.stage]}
        </span>
      </td>
      <td className="text-ink-muted px-3 py-2.5 whitespace-nowrap">
        {item.appliedAt ? formatDay(item.appliedAt) : '–'}
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap">
        {item.nextActionAt ? (
          <NextActionChip nextActionAt={item.nextActionAt} />
        ) : (
          <span className="text-ink-muted">–</span>
        )}
      </td>
      <td className="text-ink-muted px-3 py-2.5 tabular-nums">
        {item.matchScore === null ? '–' : `${item.matchScore}%`}
      </td>
      <td className="text-ink-muted px-3 py-2.5 whitespace-nowrap">{formatDay(item.updatedAt)}</td>
    </tr>
  )
}
