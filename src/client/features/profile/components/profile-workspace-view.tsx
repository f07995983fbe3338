import type { ReactNode } from 'react'

import type { Profile } from '#shared/profile/profile.schema.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { cn } from '#client/lib/cn.ts'
import { ProfileHeader } from '#client/features/profile/components/profile-header.tsx'
import { ProfileHealthWidget } from '#client/features/profile/components/profile-health-widget.tsx'
import { profileTabPanels } from '#client/features/profile/components/profile-tab-panels.tsx'
import { TAB_META, type ProfileTab } from '#client/features/profile/components/profile-tabs.ts'
import { EnhancingOverlay } from '#client/features/profile/components/questionnaire-panel.tsx'
import {
  useWorkspaceView,
  type DraftState,
  type ImportedProfileData,
} from '#client/features/profile/components/use-workspace-view.ts'

export type { ImportedProfileData } from '#client/features/profile/components/use-workspace-view.ts'
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

/** The profile manager's layout: header, tabs with their panels, and Profile Health beside them. */
export function ProfileWorkspaceView(props: ProfileWorkspaceViewProps) {
  const { profile, draft, variant, tab, tabs, onTabChange, onRenameDraft, aside, renderImportPanel } = props
  const view = useWorkspaceView(props)
  const { workspace, health, isDraft } = view
  const { sections, dirty, isSaving } = workspace
  const importPanel =
    renderImportPanel?.({ onImported: view.onImported, onImportingChange: view.setIsImporting }) ?? null
  const content = profileTabPanels({
    workspace,
    importPanel,
    isEnhancing: view.isEnhancing,
    onQuestionnaireComplete: view.onQuestionnaireComplete,
  })
  const isClassic = variant === 'classic'
  return (
    <div className="grid gap-4">
      <ProfileHeader
        fullName={sections.personalInfo.fullName}
        profileName={draft ? draft.name : (profile?.name ?? '')}
        profileId={draft ? draft.id : (profile?.id ?? '')}
        isDraft={isDraft}
        isImporting={view.isImporting}
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
      {view.isEnhancing ? <EnhancingOverlay /> : null}
    </div>
  )
}
