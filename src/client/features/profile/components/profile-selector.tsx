import { Sparkles, Users } from 'lucide-react'

import type { ProfileSummary } from '#shared/profile/profile.contract.ts'
import type { ProfileBadge } from '#shared/profile/profile.schema.ts'
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { Label } from '#client/components/ui/label.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

export const BADGE_VARIANT: Record<ProfileBadge, BadgeProps['variant']> = {
  AUTHENTIC: 'success',
  IMPORTED: 'accent',
  NEW: 'warning',
  CUSTOM: 'default',
}

const DRAFT_VALUE = '__new-draft__'

export type ProfileSelectorProps = {
  profiles: ProfileSummary[]
  selectedId: string | null
  isDraft: boolean
  isSwitching: boolean
  onSelect: (profileId: string) => void
}

export function ProfileSelector({
  profiles,
  selectedId,
  isDraft,
  isSwitching,
  onSelect,
}: ProfileSelectorProps) {
  return (
    <Card className="p-4" data-testid="profile-selector">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Label htmlFor="profile-select" className="flex items-center gap-2">
          <Users className="text-brand-600 size-4" aria-hidden="true" /> Active profile
        </Label>
        {isSwitching ? <Spinner className="size-4" label="Switching profile" /> : null}
      </div>
      <Select
        value={isDraft ? DRAFT_VALUE : (selectedId ?? undefined)}
        onValueChange={(value) => value !== DRAFT_VALUE && onSelect(value)}
        disabled={isSwitching}
      >
        <SelectTrigger id="profile-select" aria-label="Active profile">
          <SelectValue placeholder="Choose a profile" />
        </SelectTrigger>
        <SelectContent>
          {isDraft ? (
            <SelectItem value={DRAFT_VALUE}>
              New profile (draft) <Badge variant="warning">NEW</Badge>
            </SelectItem>
          ) : null}
          {profiles.map((profile) => (
            <SelectItem key={profile.id} value={profile.id}>
              <span className="inline-flex items-center gap-2">
                {profile.name} <Badge variant={BADGE_VARIANT[profile.badge]}>{profile.badge}</Badge>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-ink-muted mt-2 text-xs">
        {isSwitching ? 'Switching profiles…' : 'The resume builder and post generator use this profile.'}
      </p>
    </Card>
  )
}

export function CreateProfileCard({ onCreate }: { onCreate: () => void }) {
  return (
    <Card
      className="border-brand-200 from-brand-50 flex flex-col items-stretch gap-3 border-dashed bg-gradient-to-br to-white p-4 sm:flex-row sm:items-center lg:flex-col lg:items-stretch"
      data-testid="create-profile-card"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className="bg-brand-600 grid size-9 shrink-0 place-items-center rounded-lg text-white"
          aria-hidden="true"
        >
          <Sparkles className="size-4" />
        </span>
        <div className="min-w-0">
          <h2 className="text-ink text-sm font-semibold">Start from a blank canvas</h2>
          <p className="text-ink-muted mt-0.5 text-xs">Type it in or import a resume.</p>
        </div>
      </div>
      <Button variant="outline" onClick={onCreate} className="lg:w-full">
        Create New Profile
      </Button>
    </Card>
  )
}

export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean
  onKeep: () => void
  onDiscard: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      description="Some edits on this profile are not saved yet. Save them first, or discard them and continue."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  )
}
