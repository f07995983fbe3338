import { useQuery } from '@tanstack/react-query'
import { Repeat, UserRound } from 'lucide-react'
import { useState } from 'react'

import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { getActiveProfileQueryOptions } from '#client/features/resume-builder/api/profiles.ts'
import { SwitchProfileDialog } from '#client/features/resume-builder/components/switch-profile-dialog.tsx'
import { describeApiError } from '#client/lib/api-client.ts'

/** 'Currently using: {name} Profile' for the default (AUTHENTIC) profile, else 'Your Custom Profile'. */
export function ProfileBanner() {
  const profile = useQuery(getActiveProfileQueryOptions())
  const [open, setOpen] = useState(false)
  const data = profile.data
  const fullName = data?.personalInfo.fullName || data?.name || ''
  const isDefault = data?.badge === 'AUTHENTIC'
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/70 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4" data-testid="profile-banner">
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white" aria-hidden>
          {fullName ? fullName.charAt(0).toUpperCase() : <UserRound className="size-5" />}
        </span>
        <div className="min-w-0">
          {profile.isPending ? (
            <span className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner className="size-4" label="Loading profile" /> Loading profile...
            </span>
          ) : profile.isError ? (
            <p className="text-sm text-danger-600">{describeApiError(profile.error)}</p>
          ) : (
            <>
              <p className="text-sm font-semibold break-words text-ink">{isDefault ? `Currently using: ${fullName} Profile` : 'Your Custom Profile'}</p>
              <p className="text-xs break-words text-ink-muted">
                {isDefault ? 'The universal profile every resume is built from until you switch.' : `${fullName || data?.name} · ${data?.badge}`}
              </p>
            </>
          )}
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="self-start sm:self-auto">
        <Repeat aria-hidden /> Switch Profile
      </Button>
      {open ? <SwitchProfileDialog open={open} onOpenChange={setOpen} activeProfile={data ?? null} /> : null}
    </div>
  )
}
