import type { ShowcaseStat } from '#shared/landing/landing.contract.ts'
import { Skeleton } from '#client/features/landing/components/skeleton.tsx'

const STAT_SLOTS: { id: ShowcaseStat['id']; label: string }[] = [
  { id: 'revenue', label: 'Revenue Managed' },
  { id: 'adoption', label: 'Product Adoption' },
  { id: 'countries', label: 'Countries' },
  { id: 'retention', label: 'Client Retention' },
]

// Every card has a fixed height (fixed line heights, the evidence clamped to three lines), so the page
// does not move when the numbers arrive.
export function StatCards({ stats, isLoading }: { stats: ShowcaseStat[] | undefined; isLoading: boolean }) {
  const slots = isLoading ? STAT_SLOTS : STAT_SLOTS.filter((slot) => stats?.some((s) => s.id === slot.id))
  if (slots.length === 0) return null
  return (
    <ul
      aria-label="Results from the sample profile"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {slots.map((slot) => {
        const stat = stats?.find((s) => s.id === slot.id)
        return (
          <li
            key={slot.id}
            data-testid={`stat-${slot.id}`}
            className="rounded-card border-line bg-surface shadow-card border p-3.5 sm:p-5"
          >
            <p className="text-brand-700 h-9 text-3xl leading-9 font-extrabold tracking-tight">
              {stat ? stat.value : <Skeleton className="h-7 w-20" />}
            </p>
            <p className="text-ink mt-1 h-5 truncate text-[13px] leading-5 font-semibold sm:text-sm">
              {stat?.label ?? slot.label}
            </p>
            <p className="text-ink-muted mt-1.5 line-clamp-3 h-12 text-xs leading-4" title={stat?.evidence}>
              {stat ? stat.evidence : <Skeleton className="h-3 w-full" />}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
