import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function ProfileManagerOldRoute() {
  return (
    <PageContainer>
      <PageHeader title="Profile Manager (classic)" description="The older profile manager." />
    </PageContainer>
  )
}
