import { Gauge, Info } from 'lucide-react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx'
import type { QualityIndicator } from '#client/features/resume-builder/lib/quality-indicators.ts'

export function QualityIndicatorsCard({ indicators }: { indicators: QualityIndicator[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="text-brand-600 size-5" aria-hidden /> Quality Indicators
        </CardTitle>
        <CardDescription>Computed from the data each one names, never a fixed number.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {indicators.map((item) => (
            <li key={item.id} className="flex flex-col gap-1.5" data-testid={`quality-${item.id}`}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="text-ink flex items-center gap-1 font-medium">
                  {item.label}
                  {item.details.length > 0 ? (
                    <Tooltip>
                      <TooltipTrigger
                        className="text-ink-muted hover:text-ink rounded p-0.5"
                        aria-label={`How ${item.label} is computed`}
                      >
                        <Info className="size-3.5" aria-hidden />
                      </TooltipTrigger>
                      <TooltipContent className="max-w-xs">
                        <ul className="flex flex-col gap-0.5">
                          {item.details.slice(0, 12).map((line, index) => (
                            <li key={`${index}-${line}`}>{line}</li>
                          ))}
                          {item.details.length > 12 ? <li>and {item.details.length - 12} more</li> : null}
                        </ul>
                      </TooltipContent>
                    </Tooltip>
                  ) : null}
                </span>
                <span className="text-ink font-semibold tabular-nums" data-testid="quality-value">
                  {item.value === null ? 'n/a' : `${item.value}%`}
                </span>
              </div>
              <Progress value={item.value ?? 0} aria-label={item.label} className="h-1.5" />
              <p className="text-ink-muted text-xs" data-testid="quality-basis">
                {item.basis}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
