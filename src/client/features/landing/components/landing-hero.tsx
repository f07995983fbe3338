import { ArrowRight, CheckCircle2, MessageSquareText, Pencil, Sparkles } from 'lucide-react'
import { Link } from 'wouter'

import type { ShowcaseStat } from '#shared/landing/landing.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EnginesPanel } from '#client/features/landing/components/engines-panel.tsx'
import { StatCards } from '#client/features/landing/components/stat-cards.tsx'

const PROMISES = ['No sign-up', 'Only facts from your profile', 'PDF and plain-text downloads']

export function LandingHero({ stats, isLoading }: { stats: ShowcaseStat[] | undefined; isLoading: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_10%,#ede9fe,transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-14 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20">
        <div className="border-line bg-surface/90 inline-flex items-center gap-2 rounded-full border py-1 pr-1.5 pl-1 text-sm shadow-sm">
          <span className="from-brand-600 to-accent-600 inline-flex items-center gap-1.5 rounded-full bg-gradient-to-r px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Triple-AI
          </span>
          <span className="text-ink-muted">3 engines, your profile</span>
          <Link
            href="/profile-editor"
            className="text-brand-700 hover:bg-brand-50 inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            Edit
          </Link>
        </div>
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <h1
              id="hero-title"
              className="text-ink mt-6 max-w-3xl text-4xl leading-[1.1] font-extrabold sm:text-5xl lg:text-6xl"
            >
              Your experience, written for the job you{' '}
              <span className="from-brand-700 to-accent-600 bg-gradient-to-r bg-clip-text text-transparent">
                actually want
              </span>
            </h1>
            <p className="text-ink-muted mt-5 max-w-2xl text-lg leading-relaxed">
              Paste a job posting link. CareerForge analyses the role, matches it against your profile and
              writes a tailored resume, cover letter and LinkedIn posts, using only what you have really done.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="gradient" size="lg">
                <Link href="/resume-builder">
                  Build My Resume
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href="/linkedin-post-generator">
                  <MessageSquareText aria-hidden="true" />
                  LinkedIn Posts
                </Link>
              </Button>
            </div>
            <ul className="text-ink-muted mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-center gap-1.5">
                  <CheckCircle2 className="text-success-600 size-4" aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <EnginesPanel />
        </div>
        <div className="mt-12">
          <p className="text-ink-muted mb-3 text-sm">
            Real results, read from the sample profile's work history:
          </p>
          <StatCards stats={stats} isLoading={isLoading} />
        </div>
      </div>
    </section>
  )
}
