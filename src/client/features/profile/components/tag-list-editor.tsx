import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useController } from 'react-hook-form'

import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import type { ProfileControl, StringListPath } from '#client/features/profile/components/use-profile-form.ts'

export type TagListEditorProps = {
  label: string
  items: string[]
  onChange: (items: string[]) => void
  placeholder: string
  variant?: BadgeProps['variant']
  emptyText?: string
}

/** A badge list with add and remove, used for languages, skills and clients. */
export function TagListEditor({
  label,
  items,
  onChange,
  placeholder,
  variant = 'secondary',
  emptyText = 'None added yet.',
}: TagListEditorProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  function add() {
    const value = draft.trim()
    if (!value) return
    if (!items.some((item) => item.toLowerCase() === value.toLowerCase())) onChange([...items, value])
    setDraft('')
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-1.5" aria-live="polite">
        {items.length === 0 ? <span className="text-ink-muted text-sm">{emptyText}</span> : null}
        {items.map((item) => (
          <Badge key={item} variant={variant} className="max-w-full py-1 pr-1 break-words whitespace-normal">
            {item}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-black/10"
              aria-label={`Remove ${item}`}
              onClick={() => onChange(items.filter((other) => other !== item))}
            >
              <X className="size-3" />
            </button>
          </Badge>
        ))}
      </div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()} aria-label={`Add to ${label}`}>
          <Plus /> Add
        </Button>
      </div>
    </div>
  )
}

/** A tag list bound to one list of strings of the profile form. */
export function FormTagListEditor({
  control,
  name,
  ...props
}: { control: ProfileControl; name: StringListPath } & Omit<TagListEditorProps, 'items' | 'onChange'>) {
  const { field } = useController({ control, name })
  return <TagListEditor {...props} items={field.value} onChange={field.onChange} />
}
