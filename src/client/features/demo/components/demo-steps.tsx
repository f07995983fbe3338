import { FileCheck2, Link2, Sparkles, type LucideIcon } from 'lucide-react'

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Paste a job URL',
    text: 'Drop in the link to any job posting. The posting is read and analysed in seconds.',
    icon: Link2,
  },
  {
    title: 'AI translation',
    text: 'Your technical experience is rewritten in the business language the employer uses, from your own facts.',
    icon: Sparkles,
  },
  {
    title: 'Get results',
    text: 'A tailored resume, a cover letter and three variations to choose from, ready to download.',
    icon: FileCheck2,
  },
]

export function DemoSteps() {
  return (
    <section aria-labelledby="demo-steps-title">
      <h2 id="demo-steps-title" className="text-ink text-xl font-bold">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-card border-line bg-surface shadow-card border p-5">
            <div className="flex items-center gap-3">
              <span className="bg-brand-50 text-brand-700 grid size-10 place-items-center rounded-xl">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-ink-muted text-sm font-semibold">Step {index + 1}</span>
            </div>
            <h3 className="text-ink mt-3 font-semibold">{step.title}</h3>
            <p className="text-ink-muted mt-1.5 text-sm leading-relaxed">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
