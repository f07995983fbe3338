import { ArrowRight, Globe2, Layers, Pause, Play, Target } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'
import { DEMO_AFTER, DEMO_BEFORE, type DemoSide } from '#client/features/demo/demo-transformation.ts'
import { useDemoRotation } from '#client/features/demo/use-demo-rotation.ts'
import { usePrefersReducedMotion } from '#client/features/demo/use-prefers-reduced-motion.ts'
import { cn } from '#client/lib/cn.ts'

function Metric({
  icon: Icon,
  label,
  before,
  after,
  isAfter,
}: {
  icon: typeof Target
  label: string
  before: string
  after: string
  isAfter: boolean
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-xl border p-2.5 transition-colors duration-500 sm:p-4',
        isAfter ? 'border-emerald-200 bg-emerald-50' : 'border-line bg-slate-50',
      )}
    >
      <dt className="text-ink-muted flex items-center gap-1.5 text-[11px] font-semibold whitespace-nowrap sm:text-xs">
        <Icon className="hidden size-3.5 sm:block" aria-hidden="true" />
        {label}
      </dt>
      <dd
        className={cn('mt-1 text-xl font-extrabold sm:text-3xl', isAfter ? 'text-emerald-800' : 'text-ink')}
        data-testid={`demo-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {isAfter ? after : before}
      </dd>
    </div>
  )
}

export function BeforeAfterCard() {
  const reducedMotion = usePrefersReducedMotion()
  // With reduced motion the card does not change by itself; the visitor flips it or presses Play.
  const { phase, isPlaying, toggle, show } = useDemoRotation({ autoPlay: !reducedMotion })
  const isAfter = phase === 'after'
  const side: DemoSide = isAfter ? DEMO_AFTER : DEMO_BEFORE

  return (
    <section
      aria-labelledby="demo-card-title"
      data-testid="demo-card"
      data-phase={phase}
      className="rounded-card border-line bg-surface shadow-card overflow-hidden border"
    >
      <div className="border-line flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3 sm:px-6">
        <h2 id="demo-card-title" className="text-ink text-base font-bold">
          Technical specialist, translated into global business language
        </h2>
        <DemoControls phase={phase} isPlaying={isPlaying} onShow={show} onToggle={toggle} />
      </div>

      <div className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          {/* Both labels share one cell too: "Before" is wider than "After", and the headline beside it must
              not wrap differently when the card flips. */}
          <span
            className={cn(
              'grid shrink-0 rounded-full px-3 py-1 text-center text-xs font-bold tracking-wide uppercase',
              isAfter ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800',
            )}
            data-testid="demo-phase-label"
          >
            {[DEMO_BEFORE, DEMO_AFTER].map((item) => (
              <span
                key={item.label}
                aria-hidden={item !== side}
                className={cn('col-start-1 row-start-1', item !== side && 'invisible')}
              >
                {item.label}
              </span>
            ))}
          </span>
          {/* Both headlines share one grid cell, so a longer one never changes the card's height. */}
          <p className="text-ink grid text-sm font-semibold">
            {[DEMO_BEFORE, DEMO_AFTER].map((item) => (
              <span
                key={item.label}
                aria-hidden={item !== side}
                className={cn('col-start-1 row-start-1', item !== side && 'invisible')}
              >
                {item.headline}
              </span>
            ))}
          </p>
        </div>

        <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-4">
          <Metric
            icon={Target}
            label="Job Match"
            before={`${DEMO_BEFORE.jobMatch}%`}
            after={`${DEMO_AFTER.jobMatch}%`}
            isAfter={isAfter}
          />
          <Metric
            icon={Layers}
            label="Variations"
            before={String(DEMO_BEFORE.variations)}
            after={String(DEMO_AFTER.variations)}
            isAfter={isAfter}
          />
          <Metric
            icon={Globe2}
            label="Appeal"
            before={DEMO_BEFORE.appeal}
            after={DEMO_AFTER.appeal}
            isAfter={isAfter}
          />
        </dl>

        <DemoBullets side={side} />
      </div>

      <div className="border-line text-ink-muted flex items-center justify-between gap-3 border-t bg-slate-50 px-5 py-3 text-xs sm:px-6">
        <span>
          Illustrative scores. In the product, your match score is computed from your profile and the posting.
        </span>
        <span className="flex shrink-0 gap-1.5" aria-hidden="true">
          <span className={cn('size-2 rounded-full', isAfter ? 'bg-slate-300' : 'bg-brand-600')} />
          <span className={cn('size-2 rounded-full', isAfter ? 'bg-brand-600' : 'bg-slate-300')} />
        </span>
      </div>
    </section>
  )
}

/** Before / After buttons and Play / Pause. */
function DemoControls({
  phase,
  isPlaying,
  onShow,
  onToggle,
}: {
  phase: 'before' | 'after'
  isPlaying: boolean
  onShow: (phase: 'before' | 'after') => void
  onToggle: () => void
}) {
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label="Show side" className="flex rounded-lg bg-slate-100 p-1">
        {(['before', 'after'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={phase === value}
            onClick={() => onShow(value)}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-semibold capitalize',
              phase === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {value}
          </button>
        ))}
      </div>
      <Button variant="outline" size="sm" onClick={onToggle}>
        {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {isPlaying ? 'Pause' : 'Play'}
      </Button>
    </div>
  )
}

/** Both lists are always laid out in the same grid cell, so flipping never changes the card's height. */
function DemoBullets({ side }: { side: DemoSide }) {
  return (
    <div className="mt-5 grid">
      {[DEMO_BEFORE, DEMO_AFTER].map((item) => {
        const visible = item === side
        return (
          <ul
            key={item.label}
            aria-hidden={!visible}
            className={cn(
              'col-start-1 row-start-1 flex flex-col gap-2 transition-opacity duration-500 motion-reduce:transition-none',
              visible ? 'opacity-100' : 'invisible opacity-0',
            )}
          >
            {item.bullets.map((bullet) => (
              <li key={bullet} className="text-ink flex gap-2 text-sm">
                <ArrowRight
                  className={cn(
                    'mt-0.5 size-4 shrink-0',
                    item === DEMO_AFTER ? 'text-emerald-700' : 'text-slate-500',
                  )}
                  aria-hidden="true"
                />
                {bullet}
              </li>
            ))}
          </ul>
        )
      })}
    </div>
  )
}
