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
          <Gauge className="size-5 text-brand-600" aria-hidden /> Quality Indicators
        </CardTitle>
        <CardDescription>Computed from the data each one names, never a fixed number.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {indicators.map((item) => (
            <li key={item.id} className="flex flex-col gap-1.5" data-testid={`quality-${item.id}`}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-1 font-medium text-ink">
                  {item.label}
                  {item.details.length > 0 ? (
                    <Tooltip>
                      <TooltipTrigger className="rounded p-0.5 text-ink-muted hover:text-ink" aria-label={`How ${item.label} is computed`}>
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
                <span className="font-semibold text-ink tabular-nums" data-testid="quality-value">{item.value === null ? 'n/a' : `${item.value}%`}</span>
              </div>
              <Progress value={item.value ?? 0} aria-label={item.label} className="h-1.5" />
              <p className="text-xs text-ink-muted" data-testid="quality-basis">{item.basis}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
