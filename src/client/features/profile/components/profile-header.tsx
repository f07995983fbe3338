import { AlertTriangle, Save } from 'lucide-react'

import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

export type ProfileHeaderProps = {
  fullName: string
  profileName: string
  profileId: string
  isDraft: boolean
  isImporting: boolean
  isSaving: boolean
  hasUnsavedChanges: boolean
  saveError: string | null
  /** The older variant shows how complete the profile is (computed, not hard-coded). */
  completeness?: number
  onNameChange: (name: string) => void
  onSave: () => void
}

export function ProfileHeader({
  fullName,
  profileName,
  profileId,
  isDraft,
  isImporting,
  isSaving,
  hasUnsavedChanges,
  saveError,
  completeness,
  onNameChange,
  onSave,
}: ProfileHeaderProps) {
  const initial = (fullName.trim() || profileName.trim() || '?').charAt(0).toUpperCase()
  return (
    <Card className="p-4 sm:p-5" data-testid="profile-header">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <div
            aria-hidden="true"
            className="from-brand-600 to-accent-600 grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br text-2xl font-bold text-white shadow-sm"
          >
            {initial}
          </div>
          <div className="min-w-0 flex-1">
            {isDraft ? (
              <div>
                <label htmlFor="draft-profile-name" className="sr-only">
                  Profile name
                </label>
                <Input
                  id="draft-profile-name"
                  value={profileName}
                  onChange={(event) => onNameChange(event.target.value)}
                  placeholder="Name your new profile"
                  className="h-9 max-w-sm text-base font-semibold"
                />
              </div>
            ) : (
              <h2 className="text-ink truncate text-xl font-bold">
                {profileName || fullName || 'Unnamed profile'}
              </h2>
            )}
            <p className="text-ink-muted mt-1 truncate text-xs">
              Profile ID:{' '}
              <span className="font-mono" data-testid="profile-id">
                {profileId}
              </span>
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {isDraft ? <Badge variant="warning">DRAFT - Blank Canvas</Badge> : null}
              {isImporting ? (
                <Badge variant="accent" className="animate-pulse">
                  IMPORTING...
                </Badge>
              ) : null}
              {completeness !== undefined ? (
                <Badge variant={completeness === 100 ? 'success' : 'secondary'}>
                  {completeness}% complete
                </Badge>
              ) : null}
              {hasUnsavedChanges && !isSaving ? <Badge variant="outline">Unsaved changes</Badge> : null}
            </div>
          </div>
        </div>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button onClick={onSave} disabled={isSaving} variant="gradient" className="sm:min-w-32">
            {isSaving ? <Spinner className="size-4 text-white" label="Saving" /> : <Save />}
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
      {saveError ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Save Failed:</strong> {saveError}. Your edits are still here; try saving again.
          </span>
        </p>
      ) : null}
    </Card>
  )
}
