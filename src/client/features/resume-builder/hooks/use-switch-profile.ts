import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import type { Profile } from '#shared/profile/profile.schema.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { importLinkedInProfile } from '#client/features/resume-builder/api/profiles.ts'
import { useProfiles } from '#client/lib/api/get-profiles.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { setActiveProfile } from '#client/lib/api/set-active-profile.ts'

export type ProfileChoice = 'universal' | 'custom'

/** The switch-profile dialog's data: the profiles, the choice, the switch and the LinkedIn import. */
export function useSwitchProfile({
  activeProfile,
  onClose,
}: {
  activeProfile: Profile | null
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const profiles = useProfiles()
  const list = profiles.data?.profiles ?? []
  const universal = list.find((item) => item.badge === 'AUTHENTIC')
  const custom = list.filter((item) => item.badge !== 'AUTHENTIC')
  const [choice, setChoice] = useState<ProfileChoice>(
    activeProfile && activeProfile.badge !== 'AUTHENTIC' ? 'custom' : 'universal',
  )
  const [customId, setCustomId] = useState<string | null>(
    activeProfile && activeProfile.badge !== 'AUTHENTIC' ? activeProfile.id : null,
  )
  const [isSwitching, setSwitching] = useState(false)
  const linkedin = useLinkedinProfileImport((id) => {
    setChoice('custom')
    setCustomId(id)
  })

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
      onClose()
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

  return {
    isPending: profiles.isPending,
    universal,
    custom,
    choice,
    setChoice,
    customId,
    setCustomId,
    linkedin,
    isSwitching,
    targetId: choice === 'universal' ? universal?.id : customId,
    switchTo,
  }
}

/** Import a profile from a LinkedIn URL (spec section 7); the imported profile is then chosen. */
function useLinkedinProfileImport(onImported: (profileId: string) => void) {
  const queryClient = useQueryClient()
  const [linkedinUrl, setLinkedinUrl] = useState('')
  const [isImporting, setImporting] = useState(false)

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
      if (answer.profile.id) onImported(answer.profile.id)
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

  return { url: linkedinUrl, setUrl: setLinkedinUrl, isImporting, importFromLinkedIn }
}
