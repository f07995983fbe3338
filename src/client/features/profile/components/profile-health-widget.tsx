import { CheckCircle2, ChevronDown, XCircle } from 'lucide-react'
import { useState } from 'react'

import type { HealthStatus, ProfileHealth } from '#client/features/profile/lib/profile-health.ts'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

// Colours of spec section 5: complete green, good blue, fair amber, incomplete red.
const STATUS_STYLE: Record<HealthStatus, { ring: string; text: string; label: string }> = {
  complete: { ring: 'stroke-emerald-500', text: 'text-emerald-700', label: 'Complete' },
  good: { ring: 'stroke-blue-500', text: 'text-blue-700', label: 'Good' },
  fair: { ring: 'stroke-amber-500', text: 'text-amber-800', label: 'Fair' },
  incomplete: { ring: 'stroke-red-500', text: 'text-red-700', label: 'Incomplete' },
}

export function ProfileHealthWidget({ health }: { health: ProfileHealth }) {
  const [isOpen, setIsOpen] = useState(false)
  const style = STATUS_STYLE[health.status]
  const circumference = 2 * Math.PI * 20
  return (
    <Card className="p-4" data-testid="profile-health">
      <button
        type="button"
        className="flex w-full items-center gap-4 text-left"
        aria-expanded={isOpen}
        aria-controls="profile-health-checklist"
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="relative grid size-14 shrink-0 place-items-center">
          <svg viewBox="0 0 48 48" className="absolute inset-0 -rotate-90" aria-hidden="true">
            <circle cx="24" cy="24" r="20" className="fill-none stroke-slate-200" strokeWidth="5" />
            <circle
              cx="24"
              cy="24"
              r="20"
              className={cn('fill-none transition-all duration-500', style.ring)}
              strokeWidth="5"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - health.percent / 100)}
            />
          </svg>
          <span className={cn('text-xs font-bold', style.text)} data-testid="profile-health-percent">
            {health.percent}%
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="text-ink block text-sm font-semibold">Profile Health</span>
          <span className={cn('block text-xs font-semibold tracking-wide uppercase', style.text)}>
            {style.label}
          </span>
        </span>
        <ChevronDown
          className={cn('text-ink-muted size-4 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {isOpen ? (
        <div id="profile-health-checklist" className="border-line mt-4 border-t pt-3">
          <ul className="space-y-2">
            {health.requirements.map((requirement) => (
              <li key={requirement.id} className="flex items-start gap-2 text-sm">
                {requirement.met ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Met" />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Missing" />
                )}
                <span>
                  <span className="text-ink font-medium">{requirement.label}</span>
                  <span className="text-ink-muted block text-xs">{requirement.hint}</span>
                </span>
              </li>
            ))}
          </ul>
          {health.message ? (
            <p
              className={cn(
                'mt-3 rounded-lg px-3 py-2 text-xs font-medium',
                health.percent === 100 ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
              )}
            >
              {health.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
