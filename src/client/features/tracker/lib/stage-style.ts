import type { TrackerStage } from '#shared/tracker/tracker.schema.ts'

/** One accent per stage: a dot, a bar in the chart and the column's top edge share it. */
export const STAGE_ACCENT: Record<TrackerStage, { dot: string; bar: string; edge: string }> = {
  saved: { dot: 'bg-slate-400', bar: 'bg-slate-400', edge: 'border-t-slate-400' },
  applied: { dot: 'bg-brand-600', bar: 'bg-brand-600', edge: 'border-t-brand-600' },
  screening: { dot: 'bg-sky-500', bar: 'bg-sky-500', edge: 'border-t-sky-500' },
  interview: { dot: 'bg-violet-500', bar: 'bg-violet-500', edge: 'border-t-violet-500' },
  offer: { dot: 'bg-amber-500', bar: 'bg-amber-500', edge: 'border-t-amber-500' },
  accepted: { dot: 'bg-emerald-600', bar: 'bg-emerald-600', edge: 'border-t-emerald-600' },
  rejected: { dot: 'bg-rose-500', bar: 'bg-rose-500', edge: 'border-t-rose-500' },
  withdrawn: { dot: 'bg-stone-400', bar: 'bg-stone-400', edge: 'border-t-stone-400' },
}
