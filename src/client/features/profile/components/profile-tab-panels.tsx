import type { ReactNode } from 'react'

import { BooksTab } from '#client/features/profile/components/books-tab.tsx'
import { EducationTab } from '#client/features/profile/components/education-tab.tsx'
import { ExperiencesTab } from '#client/features/profile/components/experiences-tab.tsx'
import { PersonalTab } from '#client/features/profile/components/personal-tab.tsx'
import { PersonalityTab } from '#client/features/profile/components/personality-tab.tsx'
import { PortfolioTab } from '#client/features/profile/components/portfolio-tab.tsx'
import type { ProfileTab } from '#client/features/profile/components/profile-tabs.ts'
import { QuestionnairePanel } from '#client/features/profile/components/questionnaire-panel.tsx'
import { WorkTab } from '#client/features/profile/components/work-tab.tsx'
import type { ProfileWorkspace } from '#client/features/profile/components/use-profile-workspace.ts'
import { newLocalId } from '#client/features/profile/components/use-workspace-view.ts'
import type { QuestionnaireResult } from '#client/features/profile/lib/extract-questionnaire.ts'

export type ProfileTabPanelOptions = {
  workspace: ProfileWorkspace
  importPanel: ReactNode
  isEnhancing: boolean
  onQuestionnaireComplete: (result: QuestionnaireResult) => void
}

/** The seven tabs' contents, each bound to its section of the workspace's one profile form. */
export function profileTabPanels({
  workspace,
  importPanel,
  isEnhancing,
  onQuestionnaireComplete,
}: ProfileTabPanelOptions): Record<ProfileTab, ReactNode> {
  const { control, sections, dirty, isSaving, isDraft, persist } = workspace
  const showImport = isDraft || !sections.personalInfo.fullName.trim() || !sections.personalInfo.email.trim()
  return {
    personal: (
      <PersonalTab
        control={control}
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
        control={control}
        isDirty={dirty.has('personalExperiences')}
        isSaving={isSaving}
        onSave={(value) => void persist({ personalExperiences: value })}
      />
    ),
    personality: (
      <PersonalityTab
        control={control}
        isDirty={dirty.has('personalityTraits')}
        isSaving={isSaving}
        onSave={(value) => void persist({ personalityTraits: value })}
      />
    ),
    portfolio: (
      <PortfolioTab
        control={control}
        isDirty={dirty.has('portfolioData') || dirty.has('currentClients')}
        isSaving={isSaving}
        onSave={(portfolioData, currentClients) => void persist({ portfolioData, currentClients })}
      />
    ),
    books: (
      <BooksTab
        control={control}
        isDirty={dirty.has('books')}
        isSaving={isSaving}
        onSave={(value) => void persist({ books: value })}
      />
    ),
  }
}
