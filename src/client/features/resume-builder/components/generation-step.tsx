import { X } from 'lucide-react'

import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent } from '#client/components/ui/card.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

/** The bar shows the percent the server reports as real work completes, not a timer. */
export function GenerationStep({
  percent,
  stage,
  onCancel,
}: {
  percent: number
  stage: string
  onCancel: () => void
}) {
  const rounded = Math.round(percent)
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 px-6 py-12 text-center sm:py-16">
        <Spinner className="size-10" label="Generating resume" />
        <div className="flex flex-col gap-1.5">
          <h2 className="text-ink text-xl font-semibold">Generating Your Resume &amp; Cover Letter</h2>
          <p className="text-ink-muted text-sm">
            Writing from your profile evidence for this posting. This takes 30-60 seconds.
          </p>
        </div>
        <div className="flex w-full max-w-md flex-col gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="text-ink-muted truncate" aria-live="polite" data-testid="generation-stage">
              {stage || 'Starting...'}
            </span>
            <span className="text-brand-700 font-semibold tabular-nums" data-testid="generation-percent">
              {rounded}%
            </span>
          </div>
          <Progress value={rounded} aria-label="Generation progress" />
        </div>
        <Button variant="outline" onClick={onCancel}>
          <X aria-hidden /> Cancel
        </Button>
      </CardContent>
    </Card>
  )
}
