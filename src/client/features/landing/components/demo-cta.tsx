import { PlayCircle } from 'lucide-react'
import { Link } from 'wouter'

import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'

export function DemoCta() {
  return (
    <section aria-labelledby="demo-cta-title" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="rounded-card shadow-card flex flex-col items-start gap-6 border border-amber-200 bg-gradient-to-r from-amber-50 to-orange-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-amber-500 to-orange-500 text-white">
            <PlayCircle className="size-6" aria-hidden="true" />
          </span>
          <div>
            <div className="flex items-center gap-2">
              <h2 id="demo-cta-title" className="text-ink text-xl font-bold">
                See the transformation
              </h2>
              <Badge variant="warning">NEW</Badge>
            </div>
            <p className="text-ink-muted mt-1 max-w-xl text-sm">
              Watch a technical specialist profile turn into a resume in global business language, before and
              after, in a few seconds.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="bg-ink text-white hover:bg-slate-800">
          <Link href="/demo">
            <PlayCircle aria-hidden="true" />
            Watch Live Demo
          </Link>
        </Button>
      </div>
    </section>
  )
}
