import type { ReactNode } from 'react'

import { DesktopSidebar } from '#client/components/layout/desktop-sidebar.tsx'
import { MobileNav } from '#client/components/layout/mobile-nav.tsx'
import { useSidebarExpanded } from '#client/components/layout/sidebar-state.ts'
import { cn } from '#client/lib/cn.ts'

// Every route except "/" sits in this shell: sidebar on large screens, drawer below. The spec indents
// the main area 72 units while the expanded sidebar is 20rem wide, which would hide 2rem of content
// under the sidebar; the indent here matches the sidebar (20rem expanded, 5rem collapsed) instead.
export function AppShell({ children }: { children: ReactNode }) {
  const [expanded, toggle] = useSidebarExpanded()
  return (
    <div className="min-h-screen">
      <DesktopSidebar expanded={expanded} onToggle={toggle} />
      <MobileNav />
      <main
        data-testid="main"
        className={cn('min-h-screen transition-[padding] duration-200', expanded ? 'lg:pl-80' : 'lg:pl-20')}
      >
        {children}
      </main>
    </div>
  )
}
