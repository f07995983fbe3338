import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function CacheManagerRoute() {
  return (
    <PageContainer>
      <PageHeader title="AI Cache Management" description="Cached AI answers, their versions and expiry." />
    </PageContainer>
  )
}
