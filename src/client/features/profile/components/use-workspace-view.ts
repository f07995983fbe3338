import { useEffect, useRef, useState } from 'react'

import { QUESTIONNAIRE_OVERLAY_MS } from '#shared/constants.ts'
import { applyImportedData, applyQuestionnaire } from '#client/features/profile/lib/apply-profile-data.ts'
import type { QuestionnaireResult } from '#client/features/profile/lib/extract-questionnaire.ts'
import { computeProfileHealth } from '#client/features/profile/lib/profile-health.ts'
import type { Profile, ProfileSections } from '#shared/profile/profile.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import type { ProfileTab } from '#client/features/profile/components/profile-tabs.ts'
import { useProfileWorkspace } from '#client/features/profile/components/use-profile-workspace.ts'

export type ImportedProfileData = {
  profileData: Partial<ProfileSections> | Record<string, unknown>
  source: string
  /** The person reviewed the data and asked to save it now. */
  save?: boolean
}

/** A new profile being created: its id follows the typed name until the first save. */
export type DraftState = { id: string; name: string; suffix: string; session: number }

export type WorkspaceViewOptions = {
  profile: Profile | null
  draft: DraftState | null
  onTabChange: (tab: ProfileTab) => void
  onRenameDraft: (name: string) => void
  onDraftSaved: (profile: Profile) => void
  blankResetDelays: number[]
  onUnsavedChange?: (hasUnsaved: boolean) => void
}

let localIdCounter = 0
export function newLocalId(prefix: string): string {
  localIdCounter += 1
  return `${prefix}-${Date.now().toString(36)}-${localIdCounter}`
}

/** The profile manager's working state: the workspace, imports, the questionnaire and unsaved-edit warnings. */
export function useWorkspaceView({
  profile,
  draft,
  onTabChange,
  onRenameDraft,
  onDraftSaved,
  blankResetDelays,
  onUnsavedChange,
}: WorkspaceViewOptions) {
  const workspace = useProfileWorkspace({
    profile,
    draft: draft ? { id: draft.id, name: draft.name } : null,
    onDraftSaved,
  })
  const { sections, dirty, persist, resetIfUntouched } = workspace
  const [isImporting, setIsImporting] = useState(false)
  const [isEnhancing, setIsEnhancing] = useState(false)
  const enhanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const isDraft = draft !== null

  // Create New Profile applies its blank reset again after 50 ms and 200 ms, so a late answer for
  // the previous profile cannot fill the new draft.
  useEffect(() => {
    if (!isDraft) return
    const timers = blankResetDelays.map((delay) => setTimeout(resetIfUntouched, delay))
    return () => timers.forEach(clearTimeout)
  }, [isDraft, blankResetDelays, resetIfUntouched])
  useEffect(() => () => clearTimeout(enhanceTimer.current), [])
  // Unsaved edits survive only on screen, so warn before the tab is closed or reloaded.
  const hasUnsaved = dirty.size > 0
  useEffect(() => onUnsavedChange?.(hasUnsaved), [hasUnsaved, onUnsavedChange])
  useEffect(() => {
    if (!hasUnsaved) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [hasUnsaved])

  function onImported({ profileData, save }: ImportedProfileData) {
    const patch = applyImportedData(sections, profileData, () => newLocalId('imported'))
    const fullName = patch.personalInfo.fullName
    if (save) void workspace.saveImported(patch, draft?.name.trim() || fullName)
    else workspace.applyPatch(patch)
    if (isDraft && !draft.name.trim() && fullName) onRenameDraft(fullName)
    onTabChange('personal')
    toast({
      title: 'Profile Data Imported',
      description: `Successfully imported data for ${fullName || 'your profile'}. You can now edit any section as needed.`,
    })
  }

  function onQuestionnaireComplete(result: QuestionnaireResult) {
    toast({
      title: 'Processing Your Responses',
      description: 'Combining questionnaire data with imported profile information...',
    })
    setIsEnhancing(true)
    const patch = applyQuestionnaire(sections, result)
    enhanceTimer.current = setTimeout(async () => {
      const enhanced = {
        successTitle: 'Profile Enhanced!',
        successDescription:
          'Your unique experiences and personality have been captured to create more authentic resumes.',
      }
      const ok = await persist(patch, { questionnaire: true, ...enhanced })
      if (ok && isDraft) toast({ title: enhanced.successTitle, description: enhanced.successDescription })
      setIsEnhancing(false)
      if (ok) onTabChange('experiences')
    }, QUESTIONNAIRE_OVERLAY_MS)
  }

  return {
    workspace,
    health: computeProfileHealth(sections),
    isDraft,
    isImporting,
    setIsImporting,
    isEnhancing,
    onImported,
    onQuestionnaireComplete,
  }
}
