import type { ReactNode } from 'react'

/** The title row of a tab: heading, one line of help, and the tab's main action. */
export function SectionIntro({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-ink text-lg font-semibold">{title}</h2>
        <p className="text-ink-muted text-sm">{description}</p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  )
}
