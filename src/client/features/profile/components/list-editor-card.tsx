import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

export type ListEditorCardProps<Item> = {
  title: string
  description: string
  /** Text of the button that appends `newItem()`. */
  addLabel: string
  emptyText: string
  items: Item[]
  onChange: (items: Item[]) => void
  newItem: () => Item
  /** `data-testid` of each item's box. */
  itemTestId: string
  /** The item's fields, laid out two to a row from sm up. */
  renderFields: (item: Item, index: number) => ReactNode
  /** Shown on the item's last row, left of its Remove button. */
  renderFooter: (item: Item) => ReactNode
  /** Spacing of the last row, which differs with what `renderFooter` shows. */
  footerClassName: string
}

/** A card that edits a list of entries (portfolio links, projects): add at the end, remove any. */
export function ListEditorCard<Item>({
  title,
  description,
  addLabel,
  emptyText,
  items,
  onChange,
  newItem,
  itemTestId,
  renderFields,
  renderFooter,
  footerClassName,
}: ListEditorCardProps<Item>) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChange([...items, newItem()])}>
          <Plus /> {addLabel}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {items.length === 0 ? <p className="text-ink-muted text-sm">{emptyText}</p> : null}
        {items.map((item, index) => (
          <div
            key={index}
            className="border-line grid gap-3 rounded-xl border p-4 sm:grid-cols-2"
            data-testid={itemTestId}
          >
            {renderFields(item, index)}
            <div className={cn('flex flex-wrap items-center sm:col-span-2', footerClassName)}>
              {renderFooter(item)}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
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
