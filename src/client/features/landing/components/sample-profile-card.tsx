import { Globe2, Layers, MapPin, Target } from 'lucide-react'

import type { SampleCard } from '#shared/landing/landing.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Skeleton } from '#client/features/landing/components/skeleton.tsx'

function SampleCardSkeleton() {
  return (
    <div
      className="flex min-h-[34rem] flex-col gap-4 p-6"
      aria-busy="true"
      aria-label="Loading the sample profile"
    >
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  )
}

export function SampleProfileCard({ card }: { card: SampleCard | undefined }) {
  return (
    <article
      aria-labelledby="sample-card-title"
      data-testid="sample-profile-card"
      className="rounded-card border-line bg-surface shadow-card overflow-hidden border"
    >
      <div className="border-line flex items-center justify-between gap-3 border-b bg-slate-50 px-6 py-3">
        <h3 id="sample-card-title" className="text-ink text-sm font-bold">
          Sample profile card
        </h3>
        <Badge variant="success">Computed live</Badge>
      </div>
      {card ? (
        <div className="flex flex-col gap-5 p-6">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="from-brand-600 to-accent-600 grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br text-lg font-bold text-white"
            >
              {card.profileName.charAt(0)}
            </span>
            <div className="min-w-0">
              <p className="text-ink font-semibold">{card.profileName}</p>
              <p className="text-ink-muted flex flex-wrap items-center gap-x-2 text-sm">
                {card.currentRole}
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {card.location}
                </span>
              </p>
            </div>
          </div>

          <div className="bg-brand-50 rounded-xl p-4">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-brand-900 flex items-center gap-1.5 text-sm font-semibold">
                <Target className="size-4" aria-hidden="true" />
                Job Match
              </p>
              <p className="text-brand-700 text-3xl font-extrabold" data-testid="sample-job-match">
                {card.jobMatch}%
              </p>
            </div>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-white"
              role="progressbar"
              aria-label="Job match"
              aria-valuenow={card.jobMatch}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className="from-brand-600 to-accent-600 h-full rounded-full bg-gradient-to-r"
                style={{ width: `${card.jobMatch}%` }}
              />
            </div>
            <p className="text-brand-900 mt-2 text-xs">
              For the sample posting “{card.posting.title}” at {card.posting.company}. {card.matchSummary}
            </p>
          </div>

          <div>
            <h4 className="text-ink text-sm font-semibold">
              {card.coreSkills.length} translated core skills
            </h4>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {card.coreSkills.map((skill) => (
                <li key={skill}>
                  <Badge variant="default">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h4 className="text-ink text-sm font-semibold">{card.keyAchievements.length} key achievements</h4>
            <ul className="text-ink-muted mt-2 flex flex-col gap-1.5 text-sm">
              {card.keyAchievements.map((achievement) => (
                <li key={achievement} className="flex gap-2">
                  <span aria-hidden="true" className="bg-brand-500 mt-2 size-1.5 shrink-0 rounded-full" />
                  {achievement}
                </li>
              ))}
            </ul>
          </div>

          <dl className="grid grid-cols-2 gap-3">
            <div className="border-line rounded-xl border p-3">
              <dt className="text-ink-muted flex items-center gap-1.5 text-xs font-semibold">
                <Layers className="size-3.5" aria-hidden="true" />
                Variations
              </dt>
              <dd className="text-ink mt-1 text-xl font-bold">{card.variations}</dd>
            </div>
            <div className="border-line rounded-xl border p-3">
              <dt className="text-ink-muted flex items-center gap-1.5 text-xs font-semibold">
                <Globe2 className="size-3.5" aria-hidden="true" />
                Appeal
              </dt>
              <dd className="text-ink mt-1 text-xl font-bold">{card.appeal.label}</dd>
              <dd className="text-ink-muted text-xs">{card.appeal.reason}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <SampleCardSkeleton />
      )}
    </article>
  )
}
