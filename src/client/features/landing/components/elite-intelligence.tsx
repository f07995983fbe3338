import { ArrowRight, Building2, Flame, Layers } from 'lucide-react'
import { Link } from 'wouter'

import type { LandingShowcaseResponse } from '#shared/landing/landing.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { SampleProfileCard } from '#client/features/landing/components/sample-profile-card.tsx'
import { Skeleton } from '#client/features/landing/components/skeleton.tsx'

export function EliteIntelligence({
  showcase,
  isError,
}: {
  showcase: LandingShowcaseResponse | undefined
  isError: boolean
}) {
  const companies = showcase?.claims.eliteCompanies
  const total = companies ? companies.named.length + companies.others.length : null
  return (
    <section aria-labelledby="elite-title" className="to-brand-50/60 bg-gradient-to-b from-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:px-8">
        <div>
          <p className="text-brand-700 text-sm font-bold tracking-wider uppercase">
            Elite company intelligence
          </p>
          <h2 id="elite-title" className="text-ink mt-2 text-3xl font-bold">
            A tone that fits the company you are applying to
          </h2>
          <p className="text-ink-muted mt-4 leading-relaxed">
            When the posting names a recognised employer, the writing adapts to what that company values:
            precise process language for one, measurable scale for another. Your facts stay the same; only the
            emphasis changes.
          </p>
          <div className="rounded-card border-line bg-surface shadow-card mt-6 border p-5">
            <p className="text-ink flex items-center gap-2 text-sm font-semibold">
              <Building2 className="text-brand-700 size-4" aria-hidden="true" />
              {total ? `${total} recognised companies, including` : <Skeleton className="h-4 w-48" />}
            </p>
            <ul className="mt-3 flex min-h-8 flex-wrap gap-2" aria-label="Recognised companies">
              {companies?.named.map((name) => (
                <li
                  key={name}
                  className="border-line bg-canvas text-ink rounded-lg border px-3 py-1.5 text-sm font-semibold"
                >
                  {name}
                </li>
              ))}
              {companies && companies.others.length > 0 ? (
                <li
                  className="text-ink-muted rounded-lg px-3 py-1.5 text-sm"
                  title={companies.others.join(', ')}
                >
                  and {companies.others.length} others
                </li>
              ) : null}
            </ul>
          </div>
          <ul className="text-ink-muted mt-6 flex flex-col gap-3 text-sm">
            <li className="flex gap-3">
              <Flame className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span>
                <strong className="text-ink font-semibold">
                  {showcase?.claims.hotTopicCount ?? <Skeleton className="h-4 w-3" />} industry hot topics
                </strong>{' '}
                generated for the role, to show you know what is moving in the field.
              </span>
            </li>
            <li className="flex gap-3">
              <Layers className="text-brand-700 mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong className="text-ink font-semibold">
                  {showcase?.claims.variationCount ?? <Skeleton className="h-4 w-3" />} tonal variations
                </strong>{' '}
                of every resume, so you can choose the voice that fits.
              </span>
            </li>
          </ul>
          <Button asChild className="mt-8" size="lg">
            <Link href="/resume-builder">
              Try With Your Profile
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {isError ? (
          <div
            role="alert"
            className="rounded-card self-start border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
          >
            The sample profile could not be loaded right now. Reload the page to try again.
          </div>
        ) : (
          <SampleProfileCard card={showcase?.sampleCard} />
        )}
      </div>
    </section>
  )
}
