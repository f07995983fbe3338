import { Link } from 'wouter'

import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { buttonVariants } from '#client/components/ui/button.tsx'
import { ImportPanel } from '#client/features/imports/components/import-panel.tsx'
import { ProfileManager } from '#client/features/profile/components/profile-manager.tsx'

export function ProfileManagerOldRoute() {
  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title="Profile Manager (classic)"
        description="The older profile manager: six sections in one list. Portfolio links, profile switching and new drafts live in the current Profile Manager."
        className="mb-6"
        actions={
          <Link href="/profile-manager" className={buttonVariants({ variant: 'outline' })}>
            Open the current Profile Manager
          </Link>
        }
      />
      <ProfileManager
        variant="classic"
        renderImportPanel={({ onImported, onImportingChange }) => (
          <ImportPanel onImported={onImported} onImportingChange={onImportingChange} />
        )}
      />
    </PageContainer>
  )
}
