import { FileSearch, FileText, Fingerprint, type LucideIcon } from 'lucide-react'

import { MAX_SELECTED_TRAITS, WORKFORCE_TRAITS } from '#shared/constants.ts'

type Step = { title: string; text: string; icon: LucideIcon }

const STEPS: Step[] = [
  {
    title: 'Job analysis',
    text: 'Paste a posting link. The analysis engine reads the requirements, skills, salary and industry, and refuses pages that are not job postings.',
    icon: FileSearch,
  },
  {
    title: 'Trait personalization',
    text: `Pick exactly ${MAX_SELECTED_TRAITS} of ${WORKFORCE_TRAITS.length} research-backed workforce traits, such as ${WORKFORCE_TRAITS.slice(0, 3).join(', ')}, so the writing sounds like you.`,
    icon: Fingerprint,
  },
  {
    title: 'Document generation',
    text: 'The document engine writes your resume and cover letter in three tonal variations, each claim traced back to your profile.',
    icon: FileText,
  },
]

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="text-brand-700 text-sm font-bold tracking-wider uppercase">How it works</p>
      <h2 id="how-title" className="text-ink mt-2 text-3xl font-bold">
        From a job link to a finished application in three steps
      </h2>
      <ol className="mt-8 grid gap-3 sm:mt-10 sm:gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-card border-line bg-surface shadow-card relative border p-5 sm:p-6"
          >
            <div className="flex items-center gap-3">
              <span className="bg-brand-50 text-brand-700 grid size-11 place-items-center rounded-xl">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-ink-muted text-xs font-semibold tracking-wide uppercase">
                  Step {index + 1}
                </p>
                <h3 className="text-ink text-lg font-semibold">{step.title}</h3>
              </div>
            </div>
            <p className="text-ink-muted mt-3 text-sm leading-relaxed">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
