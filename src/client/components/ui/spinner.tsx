import { Loader2 } from 'lucide-react'

import { cn } from '#client/lib/cn.ts'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <Loader2
      role="status"
      aria-label={label}
      className={cn('text-brand-600 size-5 animate-spin', className)}
    />
  )
}
