import type { NavigationItem } from '#client/app/navigation.ts'
import { cn } from '#client/lib/cn.ts'

/** A navigation entry's icon on its gradient tile, as the sidebar and the mobile menu draw it. */
export function NavIcon({ item }: { item: Pick<NavigationItem, 'icon' | 'gradient'> }) {
  return (
    <span
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-white',
        item.gradient,
      )}
    >
      <item.icon className="size-5" aria-hidden="true" />
    </span>
  )
}
