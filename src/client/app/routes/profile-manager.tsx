import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { ImportPanel } from '#client/features/imports/components/import-panel.tsx'
import { ProfileManager } from '#client/features/profile/components/profile-manager.tsx'

export function ProfileManagerRoute() {
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title="Profile Manager"
        description="Manage your professional profile and traits"
        className="mb-6"
      />
      <ProfileManager
        renderImportPanel={({ onImported, onImportingChange }) => (
          <ImportPanel onImported={onImported} onImportingChange={onImportingChange} />
        )}
      />
    </PageContainer>
  )
}
