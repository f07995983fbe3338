import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

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
  /** A validation message from the form's schema; shown instead of the hint. */
  error?: string
}

type TextAreaFieldProps = FieldProps & { rows?: number }

/** Label, control and the line under it (the schema's message, else the hint). */
function FieldShell({
  id,
  label,
  className,
  hint,
  error,
  children,
}: Pick<FieldProps, 'label' | 'className' | 'hint' | 'error'> & { id: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-danger-600 text-xs">
          {error}
        </p>
      ) : hint ? (
        <p className="text-ink-muted text-xs">{hint}</p>
      ) : null}
    </div>
  )
}

export function TextField({ value, onChange, placeholder, type = 'text', ...shell }: FieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} {...shell}>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  )
}

export function TextAreaField({ value, onChange, placeholder, rows = 3, ...shell }: TextAreaFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} {...shell}>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  )
}

/** A text field bound to one string of a react-hook-form form; shows its schema message. */
type BoundProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> }

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T> & Omit<FieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextField
      {...props}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  )
}

export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T> & Omit<TextAreaFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextAreaField
      {...props}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  )
}
