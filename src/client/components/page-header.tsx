import type { ReactNode } from 'react'

import { cn } from '#client/lib/cn.ts'

export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  className,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  eyebrow?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow ? <div className="mb-2">{eyebrow}</div> : null}
        <h1 className="text-ink text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? (
          <p className="text-ink-muted mt-1.5 max-w-2xl text-sm sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">{actions}</div> : null}
    </div>
  )
}

/** The standard content width and padding of a page inside the shell. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10', className)}>
      {children}
    </div>
  )
}
