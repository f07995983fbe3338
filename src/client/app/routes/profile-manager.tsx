import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function ProfileManagerRoute() {
  return (
    <PageContainer>
      <PageHeader title="Profile Manager" description="Manage your professional profile and traits" />
    </PageContainer>
  )
}
