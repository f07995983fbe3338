import { useEffect, useRef, useState, type ReactNode } from 'react'

import { QUESTIONNAIRE_OVERLAY_MS } from '#shared/constants.ts'
import { applyImportedData, applyQuestionnaire } from '#shared/profile/apply-profile-data.ts'
import type { QuestionnaireResult } from '#shared/profile/extract-questionnaire.ts'
import { computeProfileHealth } from '#shared/profile/profile-health.ts'
import type { Profile, ProfileSections } from '#shared/profile/profile.schema.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { cn } from '#client/lib/cn.ts'
import { BooksTab } from '#client/features/profile/components/books-tab.tsx'
import { EducationTab } from '#client/features/profile/components/education-tab.tsx'
import { ExperiencesTab } from '#client/features/profile/components/experiences-tab.tsx'
import { PersonalTab } from '#client/features/profile/components/personal-tab.tsx'
import { PersonalityTab } from '#client/features/profile/components/personality-tab.tsx'
import { PortfolioTab } from '#client/features/profile/components/portfolio-tab.tsx'
import { ProfileHeader } from '#client/features/profile/components/profile-header.tsx'
import { ProfileHealthWidget } from '#client/features/profile/components/profile-health-widget.tsx'
import type { DraftState } from '#client/features/profile/components/profile-manager.tsx'
import { TAB_META, type ProfileTab } from '#client/features/profile/components/profile-tabs.ts'
import {
  EnhancingOverlay,
  QuestionnairePanel,
} from '#client/features/profile/components/questionnaire-panel.tsx'
import { useProfileWorkspace } from '#client/features/profile/components/use-profile-workspace.ts'
import { WorkTab } from '#client/features/profile/components/work-tab.tsx'

export type ImportedProfileData = {
  profileData: Partial<ProfileSections> | Record<string, unknown>
  source: string
  /** The person reviewed the data and asked to save it now. */
  save?: boolean
}
export type ImportSlot = (props: {
  onImported: (result: ImportedProfileData) => void
  onImportingChange: (importing: boolean) => void
}) => ReactNode

export type ProfileWorkspaceViewProps = {
  profile: Profile | null
  draft: DraftState | null
  variant: 'current' | 'classic'
  tab: ProfileTab
  tabs: readonly ProfileTab[]
  onTabChange: (tab: ProfileTab) => void
  onRenameDraft: (name: string) => void
  onDraftSaved: (profile: Profile) => void
  blankResetDelays: number[]
  aside: ReactNode
  renderImportPanel?: ImportSlot
  /** Tells the page whether unsaved edits exist, so switching away can ask first. */
  onUnsavedChange?: (hasUnsaved: boolean) => void
}

let localIdCounter = 0
function newLocalId(prefix: string): string {
  localIdCounter += 1
  return `${prefix}-${Date.now().toString(36)}-${localIdCounter}`
}

export function ProfileWorkspaceView({
  profile,
  draft,
  variant,
  tab,
  tabs,
  onTabChange,
  onRenameDraft,
  onDraftSaved,
  blankResetDelays,
  aside,
  renderImportPanel,
  onUnsavedChange,
}: ProfileWorkspaceViewProps) {
  const workspace = useProfileWorkspace({
    profile,
    draft: draft ? { id: draft.id, name: draft.name } : null,
    onDraftSaved,
  })
  const { sections, dirty, isSaving, update, persist, resetIfUntouched } = workspace
  const [isImporting, setIsImporting] = useState(false)
  const [isEnhancing, setIsEnhancing] = useState(false)
  const enhanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const health = computeProfileHealth(sections)
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
    const patch = applyImportedData(sections, profileData as Record<string, unknown>, () =>
      newLocalId('imported'),
    )
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

  const showImport = isDraft || !sections.personalInfo.fullName.trim() || !sections.personalInfo.email.trim()
  const importPanel = renderImportPanel?.({ onImported, onImportingChange: setIsImporting }) ?? null
  const content: Record<ProfileTab, ReactNode> = {
    personal: (
      <PersonalTab
        personalInfo={sections.personalInfo}
        onChange={(value) => update('personalInfo', value)}
        importPanel={importPanel}
        showImport={showImport}
        questionnaire={<QuestionnairePanel onComplete={onQuestionnaireComplete} disabled={isEnhancing} />}
      />
    ),
    work: (
      <WorkTab
        experiences={sections.workExperience.experiences}
        isSaving={isSaving}
        onSave={(experiences) => persist({ workExperience: { experiences } })}
        newId={() => newLocalId('work')}
      />
    ),
    education: (
      <EducationTab
        education={sections.education}
        skills={sections.skills}
        isSaving={isSaving}
        onSaveEducation={(education) => persist({ education })}
        onSaveSkills={(skills) => persist({ skills })}
        newId={() => newLocalId('edu')}
      />
    ),
    experiences: (
      <ExperiencesTab
        personalExperiences={sections.personalExperiences}
        isDirty={dirty.has('personalExperiences')}
        isSaving={isSaving}
        onChange={(value) => update('personalExperiences', value)}
        onSave={(value) => void persist({ personalExperiences: value })}
      />
    ),
    personality: (
      <PersonalityTab
        personality={sections.personalityTraits}
        isDirty={dirty.has('personalityTraits')}
        isSaving={isSaving}
        onChange={(value) => update('personalityTraits', value)}
        onSave={(value) => void persist({ personalityTraits: value })}
      />
    ),
    portfolio: (
      <PortfolioTab
        portfolio={sections.portfolioData}
        currentClients={sections.currentClients}
        isDirty={dirty.has('portfolioData') || dirty.has('currentClients')}
        isSaving={isSaving}
        onChangePortfolio={(value) => update('portfolioData', value)}
        onChangeClients={(value) => update('currentClients', value)}
        onSave={(portfolioData, currentClients) => void persist({ portfolioData, currentClients })}
      />
    ),
    books: (
      <BooksTab
        books={sections.books}
        isDirty={dirty.has('books')}
        isSaving={isSaving}
        onChange={(value) => update('books', value)}
        onSave={(value) => void persist({ books: value })}
      />
    ),
  }

  const isClassic = variant === 'classic'
  return (
    <div className="grid gap-4">
      <ProfileHeader
        fullName={sections.personalInfo.fullName}
        profileName={draft ? draft.name : (profile?.name ?? '')}
        profileId={draft ? draft.id : (profile?.id ?? '')}
        isDraft={isDraft}
        isImporting={isImporting}
        isSaving={isSaving}
        hasUnsavedChanges={dirty.size > 0}
        saveError={workspace.saveError}
        completeness={isClassic ? health.percent : undefined}
        onNameChange={onRenameDraft}
        onSave={() => void workspace.saveAll(draft?.name ?? '')}
      />
      <div
        className={cn(
          'grid gap-4',
          isClassic ? 'lg:grid-cols-[13rem_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_18rem]',
        )}
      >
        {isClassic ? null : (
          <div className="grid content-start gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-2 lg:self-start">
            <ProfileHealthWidget health={health} />
            {aside}
          </div>
        )}
        <Tabs
          value={tab}
          onValueChange={(value) => onTabChange(value as ProfileTab)}
          orientation={isClassic ? 'vertical' : 'horizontal'}
          className="contents"
        >
          <div
            className={cn(
              'min-w-0',
              isClassic ? 'lg:col-start-1 lg:row-start-1' : 'lg:col-span-2 lg:row-start-1',
            )}
          >
            <TabsList
              aria-label="Profile sections"
              className={cn(
                'grid h-auto w-full',
                isClassic
                  ? 'grid-cols-3 sm:grid-cols-6 lg:sticky lg:top-6 lg:grid-cols-1'
                  : 'grid-cols-4 sm:grid-cols-7',
              )}
            >
              {tabs.map((value) => {
                const Icon = TAB_META[value].icon
                return (
                  <TabsTrigger
                    key={value}
                    value={value}
                    className={cn(
                      'min-w-0 px-2 max-sm:flex-col max-sm:gap-0.5 max-sm:text-xs',
                      isClassic && 'lg:justify-start lg:px-3',
                    )}
                  >
                    <Icon aria-hidden="true" /> {TAB_META[value].label}
                  </TabsTrigger>
                )
              })}
            </TabsList>
          </div>
          <div
            className={cn(
              'min-w-0',
              isClassic ? 'lg:col-start-2 lg:row-start-1' : 'lg:col-start-1 lg:row-start-2',
            )}
          >
            {tabs.map((value) => (
              <TabsContent key={value} value={value} className="mt-0">
                {content[value]}
              </TabsContent>
            ))}
          </div>
        </Tabs>
      </div>
      {isEnhancing ? <EnhancingOverlay /> : null}
    </div>
  )
}
