import { Trash2 } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

export type EditCardActionsProps = {
  onSave: () => void
  onCancel: () => void
  onDelete: () => void
  isSaving: boolean
  /** A card that was never saved has nothing to delete. */
  isNew: boolean
}

/** Save / Cancel / Delete row shared by the work and education edit cards. */
export function EditCardActions({ onSave, onCancel, onDelete, isSaving, isNew }: EditCardActionsProps) {
  return (
    <div className="border-line mt-5 flex flex-wrap items-center gap-2 border-t pt-4">
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? <Spinner className="size-4 text-white" label="Saving" /> : null}
        {isSaving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={isSaving}>
        Cancel
      </Button>
      {!isNew ? (
        <Button
          variant="ghost"
          className="ml-auto text-red-700 hover:bg-red-50"
          onClick={onDelete}
          disabled={isSaving}
        >
          <Trash2 /> Delete
        </Button>
      ) : null}
    </div>
  )
}
