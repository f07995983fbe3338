import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'wouter'

import { generateDraftId, randomSuffix } from '#shared/profile/draft-id.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { describeApiError } from '#client/lib/api-client.ts'
import { useProfile } from '#client/lib/api/get-profile.ts'
import { getProfilesQueryOptions, useProfiles } from '#client/lib/api/get-profiles.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { setActiveProfile } from '#client/lib/api/set-active-profile.ts'
import {
  CLASSIC_TABS,
  PROFILE_TABS,
  parseTab,
  type ProfileTab,
} from '#client/features/profile/components/profile-tabs.ts'
import {
  CreateProfileCard,
  DiscardChangesDialog,
  ProfileSelector,
} from '#client/features/profile/components/profile-selector.tsx'
import { useLeaveGuard, type LeaveRequest } from '#client/features/profile/components/use-leave-guard.ts'
import {
  ProfileWorkspaceView,
  type ImportSlot,
} from '#client/features/profile/components/profile-workspace-view.tsx'
import type { DraftState } from '#client/features/profile/components/use-workspace-view.ts'

export type ProfileManagerProps = {
  /** The import panel, composed by the route (client features never import each other). */
  renderImportPanel?: ImportSlot
  /** 'classic' is the older variant of /profile-manager-old. */
  variant?: 'current' | 'classic'
}

const BLANK_RESET_DELAYS_MS = [50, 200]

export function ProfileManager({ renderImportPanel, variant = 'current' }: ProfileManagerProps) {
  const queryClient = useQueryClient()
  const [searchParams, setSearchParams] = useSearchParams()
  const allowedTabs = variant === 'classic' ? CLASSIC_TABS : PROFILE_TABS
  const tab = parseTab(searchParams.get('tab'), allowedTabs)
  const setTab = (next: ProfileTab) =>
    setSearchParams((params) => new URLSearchParams({ ...Object.fromEntries(params), tab: next }), {
      replace: true,
    })

  const profilesQuery = useProfiles()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [draft, setDraft] = useState<DraftState | null>(null)
  const [isSwitching, setIsSwitching] = useState(false)
  const [hasUnsaved, setHasUnsaved] = useState(false)
  const [pending, setPending] = useState<LeaveRequest | null>(null)
  // Switching, starting a draft or leaving the page drops what is on screen; unsaved edits need a yes first.
  const guard = (action: () => void) =>
    hasUnsaved ? setPending({ proceed: action, stay: () => {} }) : action()
  useLeaveGuard(hasUnsaved, setPending)
  const activeId = selectedId ?? profilesQuery.data?.activeProfileId ?? null
  const profileQuery = useProfile(draft || isSwitching ? null : activeId)

  async function switchTo(profileId: string) {
    if (profileId === activeId && !draft) return
    setIsSwitching(true)
    setHasUnsaved(false)
    // Clear cached profiles and blank the screen before loading the chosen one, so nothing of the
    // previous profile can leak into the next.
    queryClient.removeQueries({ queryKey: queryKeys.profile.all })
    try {
      const { profile } = await setActiveProfile(profileId)
      queryClient.setQueryData(queryKeys.profile.detail(profile.id), profile)
      setDraft(null)
      setSelectedId(profile.id)
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all })
      toast({ title: 'Profile Switched', description: `Now working with ${profile.name}.` })
    } catch (error) {
      toast({
        title: 'Switch Failed',
        description: `Unable to switch profiles. Please try again. (${describeApiError(error)})`,
        variant: 'destructive',
      })
    } finally {
      setIsSwitching(false)
    }
  }

  function createDraft() {
    // A new draft starts from nothing: the whole cache goes, then the selector list is reloaded.
    queryClient.clear()
    void queryClient.prefetchQuery(getProfilesQueryOptions())
    setHasUnsaved(false)
    const suffix = randomSuffix()
    setDraft({ id: generateDraftId('', suffix), name: '', suffix, session: (draft?.session ?? 0) + 1 })
    setTab('personal')
    toast({
      title: 'Enterprise Draft Profile Created',
      description: 'Complete blank canvas with bulletproof data isolation',
    })
  }

  function renameDraft(name: string) {
    setDraft((current) =>
      current ? { ...current, name, id: generateDraftId(name, current.suffix) } : current,
    )
  }

  function onDraftSaved(profile: Profile) {
    queryClient.setQueryData(queryKeys.profile.detail(profile.id), profile)
    setDraft(null)
    setSelectedId(profile.id)
  }

  const profiles = profilesQuery.data?.profiles ?? []
  const selector =
    variant === 'current' ? (
      <>
        <ProfileSelector
          profiles={profiles}
          selectedId={activeId}
          isDraft={draft !== null}
          isSwitching={isSwitching || profilesQuery.isLoading}
          onSelect={(id) => guard(() => void switchTo(id))}
        />
        {draft ? null : <CreateProfileCard onCreate={() => guard(createDraft)} />}
      </>
    ) : null
  const discardDialog = (
    <DiscardChangesDialog
      open={pending !== null}
      onKeep={() => {
        pending?.stay()
        setPending(null)
      }}
      onDiscard={() => {
        setPending(null)
        setHasUnsaved(false)
        pending?.proceed()
      }}
    />
  )

  const profile = profileQuery.data ?? null
  const loadError = profilesQuery.error ?? profileQuery.error
  if (loadError && !draft) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6" role="alert">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <AlertTriangle className="size-5" /> Your profile could not be loaded.
        </p>
        <p className="text-ink-muted text-sm">{describeApiError(loadError)}</p>
        <Button
          variant="outline"
          onClick={() => void Promise.all([profilesQuery.refetch(), profileQuery.refetch()])}
        >
          Try Again
        </Button>
      </Card>
    )
  }
  if (!draft && (!profile || isSwitching)) {
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="grid min-h-64 place-items-center p-8" data-testid="profile-loading">
          <div className="text-ink-muted flex flex-col items-center gap-3">
            <Spinner className="size-7" label="Loading profile" />
            <p className="text-sm font-medium">Loading your profile...</p>
          </div>
        </Card>
        <div className="grid content-start gap-4">{selector}</div>
      </div>
    )
  }
  return (
    <>
      {discardDialog}
      <ProfileWorkspaceView
        key={draft ? `draft:${draft.session}` : `profile:${profile?.id}`}
        profile={draft ? null : profile}
        draft={draft}
        variant={variant}
        tab={tab}
        tabs={allowedTabs}
        onTabChange={setTab}
        onRenameDraft={renameDraft}
        onDraftSaved={onDraftSaved}
        blankResetDelays={BLANK_RESET_DELAYS_MS}
        aside={selector}
        renderImportPanel={renderImportPanel}
        onUnsavedChange={setHasUnsaved}
      />
    </>
  )
}
