import {
  Building2,
  FileSearch,
  FileText,
  Fingerprint,
  MessageSquareText,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react'

import { MAX_SELECTED_TRAITS, WORKFORCE_TRAITS } from '#shared/constants.ts'

type Feature = { title: string; text: string; icon: LucideIcon; tint: string }

const FEATURES: Feature[] = [
  {
    title: 'Job posting analysis',
    text: 'Requirements, skills, salary and industry read from the posting itself, with an honest match score you can check line by line.',
    icon: FileSearch,
    tint: 'bg-indigo-50 text-indigo-700',
  },
  {
    title: 'Tailored resume and cover letter',
    text: 'Written for the role in three tonal variations, ready to download as PDF or plain text.',
    icon: FileText,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    title: 'LinkedIn post generator',
    text: 'A post, hashtags, engagement hooks and a call to action from your topic and your main argument.',
    icon: MessageSquareText,
    tint: 'bg-sky-50 text-sky-700',
  },
  {
    title: 'Trait personalization',
    text: `Choose ${MAX_SELECTED_TRAITS} of ${WORKFORCE_TRAITS.length} workforce traits and the writing leans on the strengths you want to be known for.`,
    icon: Fingerprint,
    tint: 'bg-emerald-50 text-emerald-700',
  },
  {
    title: 'Company and industry insight',
    text: 'Tone adapted to recognised employers, plus industry hot topics and a skills mapping for the role.',
    icon: Building2,
    tint: 'bg-amber-50 text-amber-800',
  },
  {
    title: 'Truthful by design',
    text: 'Every skill, employer, date and number comes from your profile. Nothing is invented to fill a gap.',
    icon: ShieldCheck,
    tint: 'bg-rose-50 text-rose-700',
  },
]

export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
    >
      <p className="text-brand-700 text-sm font-bold tracking-wider uppercase">Everything in one place</p>
      <h2 id="features-title" className="text-ink mt-2 text-3xl font-bold">
        Built for the whole application, not just the resume
      </h2>
      <ul className="mt-8 grid gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-card border-line bg-surface shadow-card flex gap-4 border p-5 sm:block sm:p-6"
          >
            <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${feature.tint}`}>
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-ink text-base font-semibold sm:mt-4 sm:text-lg">{feature.title}</h3>
              <p className="text-ink-muted mt-1 text-sm leading-relaxed sm:mt-2">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
