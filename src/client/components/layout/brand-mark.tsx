import { Sparkles } from 'lucide-react'

import { cn } from '#client/lib/cn.ts'

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'from-brand-600 to-accent-600 grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white shadow-sm',
        className,
      )}
      aria-hidden="true"
    >
      <Sparkles className="size-5" />
    </span>
  )
}
