import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'

import { PRODUCT_NAME } from '#shared/constants.ts'
import { MOBILE_NAVIGATION, isActive } from '#client/app/navigation.ts'
import { BrandMark } from '#client/components/layout/brand-mark.tsx'
import { NavIcon } from '#client/components/layout/nav-icon.tsx'
import { cn } from '#client/lib/cn.ts'

export function MobileNav() {
  const [open, setOpen] = useState(false)
  const [location] = useLocation()
  return (
    <header className="border-line bg-surface/95 sticky top-0 z-30 flex h-14 items-center gap-3 border-b px-4 backdrop-blur lg:hidden">
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Trigger
          className="text-ink grid size-10 place-items-center rounded-lg hover:bg-slate-100"
          aria-label="Open menu"
        >
          <Menu className="size-5" />
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
          <DialogPrimitive.Content
            data-testid="mobile-drawer"
            className="bg-surface animate-fade-in fixed inset-y-0 left-0 z-50 flex w-72 flex-col shadow-2xl sm:w-80"
          >
            <div className="border-line flex items-start justify-between gap-3 border-b p-5">
              <div className="flex items-center gap-3">
                <BrandMark />
                <div>
                  <DialogPrimitive.Title className="text-ink text-base font-bold">
                    {PRODUCT_NAME}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="text-ink-muted text-xs">
                    Navigate between AI-powered career tools
                  </DialogPrimitive.Description>
                </div>
              </div>
              <DialogPrimitive.Close
                className="text-ink-muted rounded-md p-1 hover:bg-slate-100"
                aria-label="Close menu"
              >
                <X className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
              <ul className="flex flex-col gap-1">
                {MOBILE_NAVIGATION.map((item) => {
                  const active = isActive(item, location)
                  return (
                    <li key={item.id}>
                      <Link
                        href={item.href}
                        onClick={() => setOpen(false)}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'flex items-center gap-3 rounded-xl p-3',
                          active ? 'bg-brand-50 ring-brand-200 ring-1' : 'hover:bg-slate-50',
                        )}
                      >
                        <NavIcon item={item} />
                        <span className="min-w-0">
                          <span className="text-ink block text-sm font-semibold">{item.title}</span>
                          <span className="text-ink-muted block text-xs">{item.description}</span>
                        </span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </nav>
            <p className="border-line text-ink-muted border-t p-4 text-xs">
              Your profile stays on this server. Nothing is invented.
            </p>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <Link href="/" className="flex items-center gap-2">
        <BrandMark className="size-8" />
        <span className="text-ink text-base font-bold">{PRODUCT_NAME}</span>
      </Link>
    </header>
  )
}
