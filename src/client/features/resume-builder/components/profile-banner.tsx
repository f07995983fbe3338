import { Repeat, UserRound } from 'lucide-react'
import { useState } from 'react'

import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useActiveProfile } from '#client/lib/api/get-active-profile.ts'
import { SwitchProfileDialog } from '#client/features/resume-builder/components/switch-profile-dialog.tsx'
import { describeApiError } from '#client/lib/api-client.ts'

/** 'Currently using: {name} Profile' for the default (AUTHENTIC) profile, else 'Your Custom Profile'. */
export function ProfileBanner() {
  const profile = useActiveProfile()
  const [open, setOpen] = useState(false)
  const data = profile.data
  const fullName = data?.personalInfo.fullName || data?.name || ''
  const isDefault = data?.badge === 'AUTHENTIC'
  return (
    <div
      className="border-brand-200 bg-brand-50/70 flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
      data-testid="profile-banner"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          className="from-brand-600 to-accent-600 grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br text-sm font-bold text-white"
          aria-hidden
        >
          {fullName ? fullName.charAt(0).toUpperCase() : <UserRound className="size-5" />}
        </span>
        <div className="min-w-0">
          {profile.isPending ? (
            <span className="text-ink-muted flex items-center gap-2 text-sm">
              <Spinner className="size-4" label="Loading profile" /> Loading profile...
            </span>
          ) : profile.isError ? (
            <p className="text-danger-600 text-sm">{describeApiError(profile.error)}</p>
          ) : (
            <>
              <p className="text-ink text-sm font-semibold break-words">
                {isDefault ? `Currently using: ${fullName} Profile` : 'Your Custom Profile'}
              </p>
              <p className="text-ink-muted text-xs break-words">
                {isDefault
                  ? 'The universal profile every resume is built from until you switch.'
                  : `${fullName || data?.name} · ${data?.badge}`}
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
