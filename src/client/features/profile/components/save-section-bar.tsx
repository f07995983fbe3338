import { Save } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

/** The save row at the end of a tab that saves its own section. */
export function SaveSectionBar({
  label,
  isDirty,
  isSaving,
  onSave,
}: {
  label: string
  isDirty: boolean
  isSaving: boolean
  onSave: () => void
}) {
  return (
    <div className="rounded-card border-line bg-surface/95 shadow-card sticky bottom-3 z-10 flex items-center justify-end gap-3 border p-3 backdrop-blur">
      <span className="text-ink-muted text-sm" aria-live="polite">
        {isDirty ? 'Unsaved changes in this tab' : 'All changes in this tab are saved'}
      </span>
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? <Spinner className="size-4 text-white" label="Saving" /> : <Save />}
        {isSaving ? 'Saving...' : label}
      </Button>
    </div>
  )
}
