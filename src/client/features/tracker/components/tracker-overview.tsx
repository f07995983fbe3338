import { TRACKER_STAGES, TRACKER_STAGE_LABELS, type TrackerSummary } from '#shared/tracker/tracker.schema.ts'
import { Card } from '#client/components/ui/card.tsx'
import { dueState } from '#client/features/tracker/lib/dates.ts'
import { STAGE_ACCENT } from '#client/features/tracker/lib/stage-style.ts'

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 })

/** Counts per stage as a bar chart, and the response rate: share of sent applications that reached screening or later. */
export function TrackerOverview({ summary }: { summary: TrackerSummary }) {
  const counts = TRACKER_STAGES.map((stage) => ({ stage, count: summary.byStage[stage] }))
  const max = Math.max(1, ...counts.map((c) => c.count))
  const { sent, responded } = summary
  const rate = sent === 0 ? null : responded / sent
  const due = Object.entries(summary.nextActionDays)
    .filter(([day]) => dueState(day) !== 'upcoming')
    .reduce((sum, [, n]) => sum + n, 0)
  return (
    <Card className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_15rem] md:gap-8">
      <figure>
        <figcaption className="text-ink mb-3 text-sm font-semibold">Applications by stage</figcaption>
        <ul className="grid gap-1.5" aria-label="Applications by stage">
          {counts.map(({ stage, count }) => (
            <li key={stage} className="grid grid-cols-[5.5rem_minmax(0,1fr)_2rem] items-center gap-2 text-xs">
              <span className="text-ink-muted">{TRACKER_STAGE_LABELS[stage]}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className={`block h-full rounded-full ${STAGE_ACCENT[stage].bar}`}
                  style={{ width: `${(count / max) * 100}%` }}
                />
              </span>
              <span className="text-ink text-right font-semibold tabular-nums" data-testid={`count-${stage}`}>
                {count}
              </span>
            </li>
          ))}
        </ul>
      </figure>
      <div className="border-line grid grid-cols-3 gap-3 border-t pt-4 md:grid-cols-1 md:content-start md:border-t-0 md:border-l md:pt-0 md:pl-6">
        <div>
          <p className="text-ink-muted text-xs">Response rate</p>
          <p className="text-ink text-2xl font-bold tabular-nums" data-testid="response-rate">
            {rate === null ? '–' : percent.format(rate)}
          </p>
          <p className="text-ink-muted text-xs">
            {sent === 0 ? 'Nothing sent yet' : `${responded} of ${sent} sent reached screening or later`}
          </p>
        </div>
        <div>
          <p className="text-ink-muted text-xs">Tracked jobs</p>
          <p className="text-ink text-2xl font-bold tabular-nums">{summary.total}</p>
        </div>
        <div>
          <p className="text-ink-muted text-xs">Next actions due</p>
          <p className={`text-2xl font-bold tabular-nums ${due > 0 ? 'text-red-700' : 'text-ink'}`}>{due}</p>
        </div>
      </div>
    </Card>
  )
}
