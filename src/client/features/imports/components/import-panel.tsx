import type { ProfileSections } from '#shared/profile/profile.schema.ts'

export type ImportedProfile = { profileData: Partial<ProfileSections>; source: 'resume' | 'linkedin' | 'text' }

export type ImportPanelProps = {
  /** Called once an import succeeded, with the profile data to apply. */
  onImported: (result: ImportedProfile) => void
  /** True while an import runs (the header shows 'IMPORTING...'). */
  onImportingChange?: (importing: boolean) => void
}

/** Upload Resume / LinkedIn URL / Copy & Paste. */
export function ImportPanel(_props: ImportPanelProps) {
  return null
}
