import { AlertTriangle } from 'lucide-react'
import { useSearchParams } from 'wouter'

import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { describeApiError } from '#client/lib/api-client.ts'
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
import { useProfileSelection } from '#client/features/profile/components/use-profile-selection.ts'
import {
  ProfileWorkspaceView,
  type ImportSlot,
} from '#client/features/profile/components/profile-workspace-view.tsx'

export type ProfileManagerProps = {
  /** The import panel, composed by the route (client features never import each other). */
  renderImportPanel?: ImportSlot
  /** 'classic' is the older variant of /profile-manager-old. */
  variant?: 'current' | 'classic'
}

const BLANK_RESET_DELAYS_MS = [50, 200]

export function ProfileManager({ renderImportPanel, variant = 'current' }: ProfileManagerProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const allowedTabs = variant === 'classic' ? CLASSIC_TABS : PROFILE_TABS
  const tab = parseTab(searchParams.get('tab'), allowedTabs)
  const setTab = (next: ProfileTab) =>
    setSearchParams((params) => new URLSearchParams({ ...Object.fromEntries(params), tab: next }), {
      replace: true,
    })

  const selection = useProfileSelection({ onDraftStarted: () => setTab('personal') })
  const { profilesQuery, profileQuery, activeId, draft, isSwitching, pending, setPending } = selection
  const profiles = profilesQuery.data?.profiles ?? []
  const selector =
    variant === 'current' ? (
      <>
        <ProfileSelector
          profiles={profiles}
          selectedId={activeId}
          isDraft={draft !== null}
          isSwitching={isSwitching || profilesQuery.isLoading}
          onSelect={(id) => selection.guard(() => void selection.switchTo(id))}
        />
        {draft ? null : <CreateProfileCard onCreate={() => selection.guard(selection.createDraft)} />}
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
        selection.setHasUnsaved(false)
        pending?.proceed()
      }}
    />
  )

  const profile = profileQuery.data ?? null
  const loadError = profilesQuery.error ?? profileQuery.error
  if (loadError && !draft) {
    return (
      <ProfileLoadError
        error={loadError}
        onRetry={() => void Promise.all([profilesQuery.refetch(), profileQuery.refetch()])}
      />
    )
  }
  if (!draft && (!profile || isSwitching)) {
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ProfileLoading />
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
        onRenameDraft={selection.renameDraft}
        onDraftSaved={selection.onDraftSaved}
        blankResetDelays={BLANK_RESET_DELAYS_MS}
        aside={selector}
        renderImportPanel={renderImportPanel}
        onUnsavedChange={selection.setHasUnsaved}
      />
    </>
  )
}

function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert">
      <p className="flex items-center gap-2 font-semibold text-red-800">
        <AlertTriangle className="size-5" /> Your profile could not be loaded.
      </p>
      <p className="text-ink-muted text-sm">{describeApiError(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  )
}

function ProfileLoading() {
  return (
    <Card className="grid min-h-64 place-items-center p-8" data-testid="profile-loading">
      <div className="text-ink-muted flex flex-col items-center gap-3">
        <Spinner className="size-7" label="Loading profile" />
        <p className="text-sm font-medium">Loading your profile...</p>
      </div>
    </Card>
  )
}
