import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function LinkedInPostRoute() {
  return (
    <PageContainer>
      <PageHeader title="LinkedIn Generator" description="Create viral professional content" />
    </PageContainer>
  )
}
