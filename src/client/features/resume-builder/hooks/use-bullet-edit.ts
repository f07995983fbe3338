import { useState, type KeyboardEvent } from 'react'

import type { ResumeDocumentEdit } from '#shared/documents/resume-document.contract.ts'
import type { ResumeBullet } from '#shared/documents/resume-document.schema.ts'
import { ApiError, describeApiError } from '#client/lib/api-client.ts'

export type BulletEditMode = 'view' | 'editing' | 'confirm-drop'

export type UseBulletEditOptions = {
  bullet: ResumeBullet
  onEdit: (edit: ResumeDocumentEdit) => Promise<unknown>
}

function errorText(error: unknown): string {
  // The guard's refusal is a sentence written for the person; other failures keep their status.
  if (error instanceof ApiError && error.code === 'CLAIM_NOT_IN_PROFILE') return error.userMessage
  return describeApiError(error)
}

/** The state of one resume line being viewed, edited or dropped, and the actions that move it. */
export function useBulletEdit({ bullet, onEdit }: UseBulletEditOptions) {
  const [mode, setMode] = useState<BulletEditMode>('view')
  const [draft, setDraft] = useState(bullet.text)
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setSaving] = useState(false)

  async function run(edit: ResumeDocumentEdit) {
    setSaving(true)
    setError(null)
    try {
      await onEdit(edit)
      setMode('view')
    } catch (caught) {
      // The edit stays on screen with the reason, so the person can reword it.
      setError(errorText(caught))
    } finally {
      setSaving(false)
    }
  }

  function save() {
    const text = draft.replace(/\s+/g, ' ').trim()
    if (text === bullet.text) return setMode('view')
    if (!text) return setError('Write the line, or drop it instead.')
    void run({ action: 'edit', bulletId: bullet.id, text })
  }

  function cancel() {
    setDraft(bullet.text)
    setError(null)
    setMode('view')
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      save()
    } else if (event.key === 'Escape') cancel()
  }

  return {
    mode,
    draft,
    error,
    isSaving,
    setDraft,
    save,
    cancel,
    onKeyDown,
    startEdit() {
      setDraft(bullet.text)
      setMode('editing')
    },
    askDrop() {
      setError(null)
      setMode('confirm-drop')
    },
    keep: () => setMode('view'),
    drop: () => void run({ action: 'drop', bulletId: bullet.id }),
  }
}
