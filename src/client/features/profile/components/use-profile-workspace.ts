import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import type { ProfileSectionsPatch } from '#shared/profile/profile.contract.ts'
import { blankProfileSections, type Profile, type ProfileSections } from '#shared/profile/profile.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { describeApiError } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { updateProfileById } from '#client/lib/api/update-profile-by-id.ts'
import { updateProfile } from '#client/lib/api/update-profile.ts'
import { useProfileForm, type SectionKey } from '#client/features/profile/components/use-profile-form.ts'

// Sections the header Save always sends (spec section 7); other sections go with it only when edited.
const HEADER_SECTIONS: SectionKey[] = ['personalInfo', 'workExperience', 'education']

export type ProfileWorkspaceOptions = {
  profile: Profile | null
  draft: { id: string; name: string } | null
  onDraftSaved: (profile: Profile) => void
}

export type PersistOptions = {
  successTitle?: string
  successDescription?: string
  /** Send through POST /api/profile/update/{id}, the questionnaire's call of spec section 7. */
  questionnaire?: boolean
}

export type ProfileWorkspace = ReturnType<typeof useProfileWorkspace>

/** The profile being edited (one form over all sections), which sections are unsaved, and the saves. */
export function useProfileWorkspace({ profile, draft, onDraftSaved }: ProfileWorkspaceOptions) {
  const queryClient = useQueryClient()
  const form = useProfileForm(profile ? pickSections(profile) : blankProfileSections())
  const { getValues, replace, applyPatch, dirty } = form
  const [isSaving, setIsSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const isDraft = draft !== null

  async function send(
    patch: ProfileSectionsPatch,
    extra: { name?: string },
    options: PersistOptions,
  ): Promise<boolean> {
    setIsSaving(true)
    setSaveError(null)
    const keys = Object.keys(patch) as SectionKey[]
    try {
      const invalid = await form.validate(keys)
      if (invalid) throw new Error(invalid)
      const result = await saveSections({ patch, extra, options, profile, draft })
      queryClient.setQueryData(queryKeys.profile.detail(result.profile.id), result.profile)
      const saved = pickSections(result.profile)
      // Show exactly what the server stored for the sections sent; keep other unsaved edits.
      replace(Object.fromEntries(keys.map((key) => [key, saved[key]])))
      form.markSaved(keys)
      toast({
        title: options.successTitle ?? 'Profile updated successfully',
        description: options.successDescription,
      })
      if (isDraft) onDraftSaved(result.profile)
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all })
      return true
    } catch (error) {
      const reason = describeApiError(error)
      setSaveError(reason)
      toast({ title: 'Save Failed', description: reason || 'Failed to save profile', variant: 'destructive' })
      return false
    } finally {
      setIsSaving(false)
    }
  }

  /** Saves these sections only (a card or a tab). A draft keeps them locally until its first Save. */
  async function persist(patch: Partial<ProfileSections>, options: PersistOptions = {}): Promise<boolean> {
    applyPatch(patch)
    if (isDraft) return true
    return send(patch, {}, options)
  }

  /** The header Save: personal info, work and education, plus any other section with unsaved edits. */
  function saveAll(name: string): Promise<boolean> {
    const values = getValues()
    const keys = isDraft
      ? (Object.keys(values) as SectionKey[])
      : [...new Set([...HEADER_SECTIONS, ...dirty])]
    const patch = Object.fromEntries(keys.map((key) => [key, values[key]])) as ProfileSectionsPatch
    return send(
      patch,
      isDraft ? { name: name.trim() || values.personalInfo.fullName.trim() || 'New Profile' } : {},
      { successTitle: 'Profile Saved Successfully' },
    )
  }

  /**
   * Applies data the person reviewed after an import and saves it at once: the sections it fills, or
   * for a draft the whole new profile.
   */
  function saveImported(patch: Partial<ProfileSections>, name: string): Promise<boolean> {
    applyPatch(patch)
    const saved = { successTitle: 'Profile Saved Successfully' }
    if (!isDraft) return send(patch, {}, saved)
    const all = getValues()
    return send(all, { name: name.trim() || all.personalInfo.fullName.trim() || 'New Profile' }, saved)
  }

  return {
    control: form.control,
    sections: form.sections,
    dirty,
    isDraft,
    isSaving,
    saveError,
    applyPatch,
    persist,
    saveAll,
    saveImported,
    resetIfUntouched: form.resetIfUntouched,
  }
}

/** The questionnaire's own call for a saved profile (spec section 7), else the profile update. */
function saveSections({
  patch,
  extra,
  options,
  profile,
  draft,
}: {
  patch: ProfileSectionsPatch
  extra: { name?: string }
  options: PersistOptions
  profile: Profile | null
  draft: ProfileWorkspaceOptions['draft']
}) {
  if (options.questionnaire && profile && !draft)
    return updateProfileById(profile.id, {
      personalExperiences: patch.personalExperiences
        ? { interests: patch.personalExperiences.hobbies, projects: patch.personalExperiences.projects }
        : undefined,
      personalityTraits: patch.personalityTraits,
      books: patch.books,
    })
  return updateProfile({
    ...patch,
    ...extra,
    profileId: draft?.id ?? profile?.id,
    ...(draft ? { badge: 'NEW' as const } : {}),
  })
}

function pickSections(profile: Profile): ProfileSections {
  const {
    personalInfo,
    workExperience,
    education,
    personalExperiences,
    personalityTraits,
    portfolioData,
    books,
    skills,
    currentClients,
  } = profile
  return {
    personalInfo,
    workExperience,
    education,
    personalExperiences,
    personalityTraits,
    portfolioData,
    books,
    skills,
    currentClients,
  }
}
