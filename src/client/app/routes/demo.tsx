import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function DemoRoute() {
  return (
    <PageContainer>
      <PageHeader title="Live Demo" description="See before/after transformation animation" />
    </PageContainer>
  )
}
