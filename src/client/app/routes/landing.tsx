import { PageContainer, PageHeader } from '#client/components/page-header.tsx'

export function LandingRoute() {
  return (
    <PageContainer>
      <PageHeader title="CareerForge" description="Tailored resumes, cover letters and posts from a job link and your own profile." />
    </PageContainer>
  )
}
