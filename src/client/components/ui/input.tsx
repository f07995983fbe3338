import type { ComponentProps } from 'react'

import { cn } from '#client/lib/cn.ts'

export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-surface px-3 text-sm text-ink placeholder:text-slate-500 shadow-xs transition-colors focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-600'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />
}
