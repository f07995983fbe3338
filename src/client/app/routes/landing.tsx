import { ClosingCta } from '#client/features/landing/components/closing-cta.tsx'
import { DemoCta } from '#client/features/landing/components/demo-cta.tsx'
import { EliteIntelligence } from '#client/features/landing/components/elite-intelligence.tsx'
import { FeatureGrid } from '#client/features/landing/components/feature-grid.tsx'
import { HowItWorks } from '#client/features/landing/components/how-it-works.tsx'
import { LandingHeader } from '#client/features/landing/components/landing-header.tsx'
import { LandingHero } from '#client/features/landing/components/landing-hero.tsx'
import { useLandingShowcase } from '#client/features/landing/api/get-landing-showcase.ts'

// "/" has no side navigation (spec section 2): the page brings its own header.
export function LandingRoute() {
  const showcase = useLandingShowcase()
  return (
    <div className="bg-canvas min-h-screen">
      <LandingHeader />
      <main>
        <LandingHero stats={showcase.data?.stats} isLoading={showcase.isPending} />
        <HowItWorks />
        <EliteIntelligence showcase={showcase.data} isError={showcase.isError} />
        <FeatureGrid />
        <DemoCta />
        <ClosingCta />
      </main>
    </div>
  )
}
