import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function ResumeBuilderRoute() {
  return (
    <PageContainer>
      <PageHeader title="Resume Builder" description="AI-powered resume and cover letter generation" />
    </PageContainer>
  )
}
