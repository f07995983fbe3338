import { useId, type ReactNode } from 'react'

import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { cn } from '#client/lib/cn.ts'

type FieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  type?: string
  className?: string
  hint?: ReactNode
}

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  className,
  hint,
}: FieldProps) {
  const id = useId()
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
    </div>
  )
}

export function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
  className,
  rows = 3,
  hint,
}: FieldProps & { rows?: number }) {
  const id = useId()
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
    </div>
  )
}
