import { FileSearch, FileText, MessageSquareText, type LucideIcon } from 'lucide-react'

// The three engines behind "Triple-AI" (spec section 1), each one a real part of the product.
const ENGINES: { name: string; text: string; icon: LucideIcon; tint: string }[] = [
  {
    name: 'Job analysis engine',
    text: 'Reads the posting: requirements, skills, salary, industry.',
    icon: FileSearch,
    tint: 'bg-indigo-50 text-indigo-700',
  },
  {
    name: 'Document engine',
    text: 'Resume and cover letter in three tonal variations.',
    icon: FileText,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    name: 'Social post engine',
    text: 'LinkedIn posts with hashtags, hooks and a call to action.',
    icon: MessageSquareText,
    tint: 'bg-sky-50 text-sky-700',
  },
]

export function EnginesPanel() {
  return (
    <aside
      aria-label="The three AI engines"
      className="rounded-card border-line bg-surface/90 shadow-card hidden border p-5 backdrop-blur lg:block"
    >
      <p className="text-ink-muted text-xs font-bold tracking-wider uppercase">Three AI engines</p>
      <ol className="mt-4 flex flex-col gap-4">
        {ENGINES.map((engine, index) => (
          <li key={engine.name} className="flex gap-3">
            <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${engine.tint}`}>
              <engine.icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-ink text-sm font-semibold">
                <span className="text-ink-muted">{index + 1}.</span> {engine.name}
              </p>
              <p className="text-ink-muted text-sm">{engine.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  )
}
