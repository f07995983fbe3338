import { useId, type ChangeEvent, type ReactNode } from 'react'
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

/** The props every control gets: its id, value, placeholder, change handler and error wiring. */
function controlProps(id: string, { value, onChange, placeholder, error }: FieldProps) {
  return {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  }
}

export function TextField(props: FieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} {...props}>
      <Input type={props.type ?? 'text'} {...controlProps(id, props)} />
    </FieldShell>
  )
}

export function TextAreaField(props: TextAreaFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} {...props}>
      <Textarea rows={props.rows ?? 3} {...controlProps(id, props)} />
    </FieldShell>
  )
}

/** One string of a react-hook-form form, as a field's value, change handler and schema message. */
type BoundProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> }

function useBoundField<T extends FieldValues>({ control, name }: BoundProps<T>) {
  const { field, fieldState } = useController({ control, name })
  return { value: field.value ?? '', onChange: field.onChange, error: fieldState.error?.message }
}

type Unbound<P> = Omit<P, 'value' | 'onChange' | 'error'>

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T> & Unbound<FieldProps>) {
  return <TextField {...props} {...useBoundField({ control, name })} />
}

export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T> & Unbound<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useBoundField({ control, name })} />
}

/** One field of a form laid out from a list: a text field, or a text area when it has rows. */
export type FormFieldSpec<T extends FieldValues> = {
  name: FieldPath<T>
  label: string
  placeholder?: string
  className?: string
  type?: string
  rows?: number
}

export function FormFields<T extends FieldValues>({
  control,
  fields,
}: {
  control: Control<T>
  fields: readonly FormFieldSpec<T>[]
}) {
  return fields.map(({ rows, ...field }) =>
    rows ? (
      <FormTextAreaField key={field.name} control={control} rows={rows} {...field} />
    ) : (
      <FormTextField key={field.name} control={control} {...field} />
    ),
  )
}
