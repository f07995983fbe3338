import { createElement, useState, type ComponentType, type ReactNode } from 'react'

type Editing<Item> = { item: Item; isNew: boolean }

/** What a card in edit mode gets. */
export type CardEditorProps<Item> = {
  item: Item
  isNew: boolean
  isSaving: boolean
  onSave: (item: Item) => void
  onCancel: () => void
  onDelete: () => void
}

/** What a card that is not being edited gets. */
export type CardViewProps<Item> = { item: Item; canEdit: boolean; onEdit: () => void }

export type RenderCardsOptions<Item> = {
  Editor: ComponentType<CardEditorProps<Item>>
  View: ComponentType<CardViewProps<Item>>
  isSaving: boolean
  onDelete: (id: string) => void
}

export type CardListEditorOptions<Item> = {
  items: Item[]
  /** Saves the whole list; resolves false on failure. */
  onSave: (items: Item[]) => Promise<boolean>
  /** Where a new card goes: work puts it first, education last. */
  placeNew: (item: Item, items: Item[]) => Item[]
}

/** A list of cards of which at most one is in edit mode; each card save sends the whole list. */
export function useCardListEditor<Item extends { id: string }>({
  items,
  onSave,
  placeNew,
}: CardListEditorOptions<Item>) {
  const [editing, setEditing] = useState<Editing<Item> | null>(null)

  /** Saves the edited card; a failed save keeps it open with the edits. */
  async function save(item: Item) {
    if (!editing) return
    const next = editing.isNew
      ? placeNew(item, items)
      : items.map((existing) => (existing.id === item.id ? item : existing))
    if (await onSave(next)) setEditing(null)
  }

  /** Saves the list without this card; resolves whether the save went through. */
  function remove(id: string): Promise<boolean> {
    return onSave(items.filter((item) => item.id !== id))
  }

  const list = editing?.isNew ? placeNew(editing.item, items) : items
  /** Each card: the one being edited as its editor, the others as views (editable while none is open). */
  function renderCards({ Editor, View, isSaving, onDelete }: RenderCardsOptions<Item>): ReactNode[] {
    return list.map((item) =>
      editing?.item.id === item.id
        ? createElement(Editor, {
            key: item.id,
            item: editing.item,
            isNew: editing.isNew,
            isSaving,
            onSave: (edited: Item) => void save(edited),
            onCancel: () => setEditing(null),
            onDelete: () => onDelete(item.id),
          })
        : createElement(View, {
            key: item.id,
            item,
            canEdit: editing === null,
            onEdit: () => setEditing({ item, isNew: false }),
          }),
    )
  }

  return {
    editing,
    renderCards,
    /** The cards to show, with a new one being written in its place. */
    list,
    isEditing: (id: string) => editing?.item.id === id,
    startNew: (item: Item) => setEditing({ item, isNew: true }),
    close: () => setEditing(null),
    save,
    remove,
  }
}
