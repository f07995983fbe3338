import { Check, Pencil, Trash2, X } from 'lucide-react'
import { useId } from 'react'

import { MAX_BULLET_CHARS, type ResumeDocumentEdit } from '#shared/documents/resume-document.contract.ts'
import type { ResumeBullet } from '#shared/documents/resume-document.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { useBulletEdit } from '#client/features/resume-builder/hooks/use-bullet-edit.ts'

export type ResumeBulletItemProps = {
  bullet: ResumeBullet
  bulletColor: string
  /** False for a version that was sent: it is shown, never changed. */
  isEditable: boolean
  onEdit: (edit: ResumeDocumentEdit) => Promise<unknown>
}

/** One line of the resume as it prints, with Edit and Drop beside it until the version is sent. */
export function ResumeBulletItem({ bullet, bulletColor, isEditable, onEdit }: ResumeBulletItemProps) {
  const edit = useBulletEdit({ bullet, onEdit })
  const { mode, error, isSaving } = edit
  const errorId = useId()

  const glyph = (
    <span aria-hidden className="w-3 shrink-0 font-bold" style={{ color: bulletColor }}>
      •
    </span>
  )

  if (mode === 'editing') {
    return (
      <li className="flex gap-1 py-1" data-testid="resume-bullet">
        {glyph}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Textarea
            value={edit.draft}
            onChange={(event) => edit.setDraft(event.target.value)}
            onKeyDown={edit.onKeyDown}
            maxLength={MAX_BULLET_CHARS}
            rows={2}
            autoFocus
            aria-label="Edit this line"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-14 text-[13px]"
          />
          {error ? (
            <p id={errorId} role="alert" className="text-danger-600 text-xs leading-snug">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={edit.save} disabled={isSaving}>
              <Check aria-hidden /> Save line
            </Button>
            <Button size="sm" variant="outline" disabled={isSaving} onClick={edit.cancel}>
              <X aria-hidden /> Cancel
            </Button>
          </div>
        </div>
      </li>
    )
  }

  return (
    <li className="group flex flex-wrap gap-1 py-[1px]" data-testid="resume-bullet">
      {glyph}
      <span className="min-w-0 flex-1">{bullet.text}</span>
      {isEditable ? (
        <BulletActions
          text={bullet.text}
          isConfirmingDrop={mode === 'confirm-drop'}
          isSaving={isSaving}
          onDrop={edit.drop}
          onKeep={edit.keep}
          onEdit={edit.startEdit}
          onAskDrop={edit.askDrop}
        />
      ) : null}
      {error ? (
        <span role="alert" className="text-danger-600 basis-full pl-4 text-xs">
          {error}
        </span>
      ) : null}
    </li>
  )
}

/** Edit and Drop beside a line, or the question whether to drop it. */
function BulletActions({
  text,
  isConfirmingDrop,
  isSaving,
  onDrop,
  onKeep,
  onEdit,
  onAskDrop,
}: {
  text: string
  isConfirmingDrop: boolean
  isSaving: boolean
  onDrop: () => void
  onKeep: () => void
  onEdit: () => void
  onAskDrop: () => void
}) {
  return isConfirmingDrop ? (
    <span className="flex shrink-0 items-start gap-1 pl-1">
      <Button size="sm" variant="destructive" className="h-7" disabled={isSaving} onClick={onDrop}>
        Drop line
      </Button>
      <Button size="sm" variant="outline" className="h-7" disabled={isSaving} onClick={onKeep}>
        Keep
      </Button>
    </span>
  ) : (
    <span className="flex shrink-0 items-start gap-0.5 pl-1 opacity-70 group-hover:opacity-100 focus-within:opacity-100">
      <button
        type="button"
        className="text-ink-muted hover:text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600 rounded p-1 focus-visible:outline-2"
        aria-label={`Edit line: ${text}`}
        title="Edit this line"
        onClick={onEdit}
      >
        <Pencil aria-hidden className="size-3.5" />
      </button>
      <button
        type="button"
        className="text-ink-muted hover:text-danger-600 focus-visible:outline-brand-600 rounded p-1 hover:bg-red-50 focus-visible:outline-2"
        aria-label={`Drop line: ${text}`}
        title="Drop this line"
        onClick={onAskDrop}
      >
        <Trash2 aria-hidden className="size-3.5" />
      </button>
    </span>
  )
}
