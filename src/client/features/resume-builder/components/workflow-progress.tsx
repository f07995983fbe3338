import { Check } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { WORKFLOW_LABELS, WORKFLOW_PROGRESS, type WorkflowStep } from '#shared/constants.ts'
import { Progress } from '#client/components/ui/progress.tsx'
import { cn } from '#client/lib/cn.ts'

const STEPS = Object.keys(WORKFLOW_PROGRESS) as WorkflowStep[]
const SHORT_NAMES: Record<WorkflowStep, string> = {
  input: 'Job URL',
  analysis: 'Analysis',
  personalization: 'Strategy',
  generation: 'Generation',
  results: 'Results',
}

export function WorkflowProgress({ step }: { step: WorkflowStep }) {
  const value = WORKFLOW_PROGRESS[step]
  const index = STEPS.indexOf(step)
  const heading = useRef<HTMLHeadingElement>(null)
  const previous = useRef(step)
  // Each step replaces the screen's content: move focus to its label so keyboard and screen-reader
  // users start at the new step (not on first render).
  useEffect(() => {
    if (previous.current !== step) heading.current?.focus({ preventScroll: true })
    previous.current = step
  }, [step])
  return (
    <section
      aria-label="Workflow progress"
      className="rounded-card border-line bg-surface shadow-card border p-4 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-ink text-base font-semibold outline-none sm:text-lg"
          data-testid="workflow-label"
        >
          {WORKFLOW_LABELS[step]}
        </h2>
        <span className="text-brand-700 text-sm font-semibold tabular-nums">{value}%</span>
      </div>
      <Progress value={value} className="mt-3" aria-label="Workflow progress" />
      <ol className="mt-3 hidden grid-cols-5 gap-2 text-xs sm:grid">
        {STEPS.map((name, position) => (
          <li
            key={name}
            className={cn(
              'flex items-center gap-1.5',
              position <= index ? 'text-ink font-semibold' : 'text-ink-muted',
            )}
            aria-current={name === step ? 'step' : undefined}
          >
            <span
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full text-[10px]',
                position < index
                  ? 'bg-brand-600 text-white'
                  : name === step
                    ? 'bg-brand-100 text-brand-800 ring-brand-600 ring-2'
                    : 'text-ink-muted bg-slate-100',
              )}
            >
              {position < index ? <Check className="size-3" aria-hidden /> : position + 1}
            </span>
            {SHORT_NAMES[name]}
          </li>
        ))}
      </ol>
    </section>
  )
}
