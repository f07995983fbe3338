import { Download } from 'lucide-react'
import { useId } from 'react'

import type { ProfileSummary } from '#shared/profile/profile.contract.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useSwitchProfile } from '#client/features/resume-builder/hooks/use-switch-profile.ts'
import { cn } from '#client/lib/cn.ts'

export function SwitchProfileDialog({
  open,
  onOpenChange,
  activeProfile,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeProfile: Profile | null
}) {
  const {
    isPending,
    universal,
    custom,
    choice,
    setChoice,
    customId,
    setCustomId,
    linkedin,
    isSwitching,
    targetId,
    switchTo,
  } = useSwitchProfile({ activeProfile, onClose: () => onOpenChange(false) })
  const groupName = useId()

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Switch Profile</DialogTitle>
          <DialogDescription>
            Choose the profile your resume and cover letter are built from.
          </DialogDescription>
        </DialogHeader>
        {isPending ? (
          <p className="text-ink-muted flex items-center gap-2 text-sm">
            <Spinner className="size-4" label="Loading profiles" /> Loading profiles...
          </p>
        ) : null}
        <fieldset disabled={isSwitching} className="flex flex-col gap-3">
          <legend className="sr-only">Profile</legend>
          <label className={optionClass(choice === 'universal')}>
            <input
              type="radio"
              name={groupName}
              className="accent-brand-600 mt-1"
              checked={choice === 'universal'}
              onChange={() => setChoice('universal')}
            />
            <span className="min-w-0">
              <span className="text-ink flex flex-wrap items-center gap-2 font-semibold">
                Universal Profile {universal ? <Badge variant="success">{universal.badge}</Badge> : null}
              </span>
              <span className="text-ink-muted block text-sm">
                {universal
                  ? `${universal.name}: the ready-made default profile.`
                  : 'The ready-made default profile.'}
              </span>
            </span>
          </label>
          <label className={optionClass(choice === 'custom')}>
            <input
              type="radio"
              name={groupName}
              className="accent-brand-600 mt-1"
              checked={choice === 'custom'}
              onChange={() => setChoice('custom')}
            />
            <span>
              <span className="text-ink block font-semibold">Custom Profile</span>
              <span className="text-ink-muted block text-sm">
                One of your own profiles, or import one from LinkedIn.
              </span>
            </span>
          </label>
          {choice === 'custom' ? (
            <CustomProfiles
              profiles={custom}
              customId={customId}
              onChoose={setCustomId}
              groupName={`${groupName}-custom`}
              linkedin={linkedin}
            />
          ) : null}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => targetId && switchTo(targetId)} disabled={!targetId || isSwitching}>
            {isSwitching ? 'Switching...' : 'Use This Profile'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const optionClass = (selected: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
    selected ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-slate-50',
  )

/** The person's own profiles to choose from, and the LinkedIn import that adds one. */
function CustomProfiles({
  profiles,
  customId,
  onChoose,
  groupName,
  linkedin,
}: {
  profiles: ProfileSummary[]
  customId: string | null
  onChoose: (id: string) => void
  groupName: string
  linkedin: ReturnType<typeof useSwitchProfile>['linkedin']
}) {
  const urlId = useId()
  return (
    <div className="border-line flex flex-col gap-3 rounded-xl border border-dashed p-3">
      {profiles.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Custom profiles">
          {profiles.map((item) => (
            <li key={item.id}>
              <label className={optionClass(customId === item.id)}>
                <input
                  type="radio"
                  name={groupName}
                  className="accent-brand-600 mt-1"
                  checked={customId === item.id}
                  onChange={() => onChoose(item.id)}
                />
                <span className="text-ink flex flex-wrap items-center gap-2 text-sm font-medium">
                  {item.name} <Badge variant="secondary">{item.badge}</Badge>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted text-sm">
          You have no custom profile yet. Import one from LinkedIn below.
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={urlId}>LinkedIn profile URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            value={linkedin.url}
            onChange={(event) => linkedin.setUrl(event.target.value)}
          />
          <Button variant="secondary" onClick={linkedin.importFromLinkedIn} disabled={linkedin.isImporting}>
            {linkedin.isImporting ? (
              <Spinner className="text-brand-800 size-4" label="Importing" />
            ) : (
              <Download aria-hidden />
            )}
            {linkedin.isImporting ? 'Importing...' : 'Import Profile'}
          </Button>
        </div>
      </div>
    </div>
  )
}
