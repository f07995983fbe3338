import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function TestTabsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Test Tabs" description="Colourful tabs test page." />
    </PageContainer>
  )
}
