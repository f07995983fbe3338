import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
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
import { toast } from '#client/components/ui/use-toast.ts'
import { getProfilesQueryOptions } from '#client/lib/api/get-profiles.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { setActiveProfile } from '#client/lib/api/set-active-profile.ts'
import { importLinkedInProfile } from '#client/features/resume-builder/api/profiles.ts'
import { cn } from '#client/lib/cn.ts'

type Choice = 'universal' | 'custom'

export function SwitchProfileDialog({
  open,
  onOpenChange,
  activeProfile,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeProfile: Profile | null
}) {
  const queryClient = useQueryClient()
  const profiles = useQuery(getProfilesQueryOptions())
  const list = profiles.data?.profiles ?? []
  const universal = list.find((item) => item.badge === 'AUTHENTIC')
  const custom = list.filter((item) => item.badge !== 'AUTHENTIC')
  const [choice, setChoice] = useState<Choice>(
    activeProfile && activeProfile.badge !== 'AUTHENTIC' ? 'custom' : 'universal',
  )
  const [customId, setCustomId] = useState<string | null>(
    activeProfile && activeProfile.badge !== 'AUTHENTIC' ? activeProfile.id : null,
  )
  const [linkedinUrl, setLinkedinUrl] = useState('')
  const [isSwitching, setSwitching] = useState(false)
  const [isImporting, setImporting] = useState(false)
  const groupName = useId()
  const urlId = useId()

  async function switchTo(profileId: string) {
    setSwitching(true)
    // Spec section 4: clear cached profile queries, then load the selected profile.
    queryClient.removeQueries({ queryKey: queryKeys.profile.active() })
    try {
      const { profile } = await setActiveProfile(profileId)
      queryClient.setQueryData(queryKeys.profile.active(), profile)
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all })
      toast({
        title: 'Profile Switched',
        description: `Now using ${profile.personalInfo.fullName || profile.name}.`,
      })
      onOpenChange(false)
    } catch {
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile.active() })
      toast({
        title: 'Switch Failed',
        description: 'Unable to switch profiles. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSwitching(false)
    }
  }

  async function importFromLinkedIn() {
    const url = linkedinUrl.trim()
    if (!url) {
      toast({
        title: 'LinkedIn URL Required',
        description: 'Please enter your LinkedIn profile URL',
        variant: 'destructive',
      })
      return
    }
    setImporting(true)
    try {
      // Spec section 7: the flow calls the import twice in sequence, the second time with the
      // default user id. In this product the session's user is that fixed id, so both calls carry it.
      const first = await importLinkedInProfile({ linkedinUrl: url, userId: DEFAULT_USER_ID })
      const answer =
        first.success === false
          ? first
          : await importLinkedInProfile({ linkedinUrl: url, userId: DEFAULT_USER_ID })
      if (answer.success === false || !answer.profile) {
        toast({
          title: 'LinkedIn Import Failed',
          description: 'Please check the URL and try again.',
          variant: 'destructive',
        })
        return
      }
      // The imported profile is listed and chosen before the toast announces it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all })
      if (answer.profile.id) {
        setChoice('custom')
        setCustomId(answer.profile.id)
      }
      setLinkedinUrl('')
      const completeness = answer.importStats?.completeness
      toast({
        title: 'Profile Imported Successfully',
        description: `${answer.profile.personalInfo?.fullName || answer.profile.name || 'Your profile'} was imported${completeness === undefined ? '' : ` (${Math.round(completeness)}% complete)`}.`,
      })
    } catch {
      toast({
        title: 'Import Failed',
        description: 'Unable to import LinkedIn profile. Please check the URL and try again.',
        variant: 'destructive',
      })
    } finally {
      setImporting(false)
    }
  }

  const targetId = choice === 'universal' ? universal?.id : customId
  const optionClass = (selected: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
      selected ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-slate-50',
    )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Switch Profile</DialogTitle>
          <DialogDescription>
            Choose the profile your resume and cover letter are built from.
          </DialogDescription>
        </DialogHeader>
        {profiles.isPending ? (
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
            <div className="border-line flex flex-col gap-3 rounded-xl border border-dashed p-3">
              {custom.length > 0 ? (
                <ul className="flex flex-col gap-2" aria-label="Custom profiles">
                  {custom.map((item) => (
                    <li key={item.id}>
                      <label className={optionClass(customId === item.id)}>
                        <input
                          type="radio"
                          name={`${groupName}-custom`}
                          className="accent-brand-600 mt-1"
                          checked={customId === item.id}
                          onChange={() => setCustomId(item.id)}
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
                    value={linkedinUrl}
                    onChange={(event) => setLinkedinUrl(event.target.value)}
                  />
                  <Button variant="secondary" onClick={importFromLinkedIn} disabled={isImporting}>
                    {isImporting ? (
                      <Spinner className="text-brand-800 size-4" label="Importing" />
                    ) : (
                      <Download aria-hidden />
                    )}
                    {isImporting ? 'Importing...' : 'Import Profile'}
                  </Button>
                </div>
              </div>
            </div>
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
