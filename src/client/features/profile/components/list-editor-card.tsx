import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

export type ListEditorCardProps = {
  title: string
  description: string
  /** Text of the button that calls `onAdd`. */
  addLabel: string
  emptyText: string
  /** One stable key per entry, in order (react-hook-form's field-array ids). */
  keys: string[]
  onAdd: () => void
  onRemove: (index: number) => void
  /** `data-testid` of each item's box. */
  itemTestId: string
  /** The entry's fields, laid out two to a row from sm up. */
  renderFields: (index: number) => ReactNode
  /** Shown on the entry's last row, left of its Remove button. */
  renderFooter: (index: number) => ReactNode
  /** Spacing of the last row, which differs with what `renderFooter` shows. */
  footerClassName: string
}

/** A card that edits a list of entries (portfolio links, projects): add at the end, remove any. */
export function ListEditorCard({
  title,
  description,
  addLabel,
  emptyText,
  keys,
  onAdd,
  onRemove,
  itemTestId,
  renderFields,
  renderFooter,
  footerClassName,
}: ListEditorCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus /> {addLabel}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keys.length === 0 ? <p className="text-ink-muted text-sm">{emptyText}</p> : null}
        {keys.map((key, index) => (
          <div
            key={key}
            className="border-line grid gap-3 rounded-xl border p-4 sm:grid-cols-2"
            data-testid={itemTestId}
          >
            {renderFields(index)}
            <div className={cn('flex flex-wrap items-center sm:col-span-2', footerClassName)}>
              {renderFooter(index)}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50"
                onClick={() => onRemove(index)}
              >
                <Trash2 /> Remove
              </Button>
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  )
}
