import { ChevronsLeft, ChevronsRight } from 'lucide-react'
import { Link, useLocation } from 'wouter'

import { PRODUCT_NAME, PRODUCT_TAGLINE } from '#shared/constants.ts'
import { NAVIGATION, isActive } from '#client/app/navigation.ts'
import { BrandMark } from '#client/components/layout/brand-mark.tsx'
import { NavIcon } from '#client/components/layout/nav-icon.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx'
import { cn } from '#client/lib/cn.ts'

export function DesktopSidebar({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const [location] = useLocation()
  return (
    <aside
      data-testid="desktop-sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'border-line bg-surface fixed inset-y-0 left-0 z-40 hidden flex-col border-r transition-[width] duration-200 lg:flex',
        expanded ? 'w-80' : 'w-20',
      )}
    >
      <div
        className={cn(
          'border-line flex h-16 items-center border-b',
          expanded ? 'justify-between px-5' : 'justify-center px-2',
        )}
      >
        {expanded ? (
          <span className="text-ink-muted text-xs font-bold tracking-[0.14em]">NAVIGATION</span>
        ) : null}
        <button
          type="button"
          onClick={onToggle}
          aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
          aria-expanded={expanded}
          className="text-ink-muted hover:text-ink grid size-9 place-items-center rounded-lg hover:bg-slate-100"
        >
          {expanded ? <ChevronsLeft className="size-5" /> : <ChevronsRight className="size-5" />}
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {NAVIGATION.map((item) => {
            const active = isActive(item, location)
            const link = (
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                aria-label={expanded ? undefined : item.title}
                className={cn(
                  'group flex items-center gap-3 rounded-xl p-2.5 transition-colors',
                  active ? 'bg-brand-50 ring-brand-200 ring-1' : 'hover:bg-slate-50',
                  !expanded && 'justify-center',
                )}
              >
                <NavIcon item={item} />
                {expanded ? (
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span
                        className={cn(
                          'truncate text-sm font-semibold',
                          active ? 'text-brand-800' : 'text-ink',
                        )}
                      >
                        {item.title}
                      </span>
                      <Badge variant={active ? 'default' : 'secondary'} className="px-2 py-0 text-[10px]">
                        {item.badge}
                      </Badge>
                    </span>
                    <span className="text-ink-muted block truncate text-xs">{item.description}</span>
                  </span>
                ) : null}
              </Link>
            )
            return (
              <li key={item.id}>
                {expanded ? (
                  link
                ) : (
                  <Tooltip>
                    <TooltipTrigger asChild>{link}</TooltipTrigger>
                    <TooltipContent side="right">{item.title}</TooltipContent>
                  </Tooltip>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      {expanded ? (
        <div className="border-line flex items-center gap-3 border-t p-4">
          <BrandMark />
          <div className="min-w-0">
            <p className="text-ink text-sm font-bold">{PRODUCT_NAME}</p>
            <p className="text-ink-muted truncate text-xs">{PRODUCT_TAGLINE}</p>
          </div>
        </div>
      ) : null}
    </aside>
  )
}
