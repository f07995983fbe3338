import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function ProfileEditorRoute() {
  return (
    <PageContainer>
      <PageHeader title="Profile experience upgraded" description="The profile editor has moved to the Profile Manager." />
    </PageContainer>
  )
}
