import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { generateDraftId, randomSuffix } from '#client/features/profile/lib/draft-id.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { describeApiError } from '#client/lib/api-client.ts'
import { useProfile } from '#client/lib/api/get-profile.ts'
import { getProfilesQueryOptions, useProfiles } from '#client/lib/api/get-profiles.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { setActiveProfile } from '#client/lib/api/set-active-profile.ts'
import { useLeaveGuard, type LeaveRequest } from '#client/features/profile/components/use-leave-guard.ts'
import type { DraftState } from '#client/features/profile/components/use-workspace-view.ts'

/**
 * Which profile the manager shows: the active one, another one switched to, or a new draft; and the
 * question before unsaved edits are dropped.
 */
export function useProfileSelection({ onDraftStarted }: { onDraftStarted: () => void }) {
  const queryClient = useQueryClient()
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
    onDraftStarted()
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

  return {
    profilesQuery,
    profileQuery,
    activeId,
    draft,
    isSwitching,
    setHasUnsaved,
    pending,
    setPending,
    guard,
    switchTo,
    createDraft,
    renameDraft,
    onDraftSaved,
  }
}
