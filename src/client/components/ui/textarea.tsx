import type { ComponentProps } from 'react'

import { fieldClass } from '#client/components/ui/input.tsx'
import { cn } from '#client/lib/cn.ts'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-20 py-2 leading-relaxed', className)} {...props} />
}
