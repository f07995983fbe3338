import { Save } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

/** The save row at the end of a tab that saves its own section. */
export function SaveSectionBar({ label, isDirty, isSaving, onSave }: { label: string; isDirty: boolean; isSaving: boolean; onSave: () => void }) {
  return (
    <div className="sticky bottom-3 z-10 flex items-center justify-end gap-3 rounded-card border border-line bg-surface/95 p-3 shadow-card backdrop-blur">
      <span className="text-sm text-ink-muted" aria-live="polite">
        {isDirty ? 'Unsaved changes in this tab' : 'All changes in this tab are saved'}
      </span>
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? <Spinner className="size-4 text-white" label="Saving" /> : <Save />}
        {isSaving ? 'Saving...' : label}
      </Button>
    </div>
  )
}
