import { ArrowRight } from 'lucide-react'
import { Link } from 'wouter'

import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { BeforeAfterCard } from '#client/features/demo/components/before-after-card.tsx'
import { DemoSteps } from '#client/features/demo/components/demo-steps.tsx'

export function DemoRoute() {
  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        eyebrow={<Badge variant="warning">New</Badge>}
        title="Live Demo"
        description="See before/after transformation animation"
        actions={
          <Button asChild variant="gradient">
            <Link href="/resume-builder">
              Try it with your profile
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <BeforeAfterCard />
      <DemoSteps />
    </PageContainer>
  )
}
