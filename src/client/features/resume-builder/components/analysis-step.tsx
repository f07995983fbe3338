import { Badge } from '#client/components/ui/badge.tsx'
import { Card, CardContent } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

export type AnalysisStatus = 'Processing' | 'Failed' | 'Waiting'

export function AnalysisStep({ status, source }: { status: AnalysisStatus; source: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:py-16">
        <Spinner className="size-10" label="Analyzing job posting" />
        <div className="flex flex-col gap-1.5">
          <h2 className="text-ink text-xl font-semibold">Analyzing Job Requirements</h2>
          <p className="text-ink-muted text-sm">
            Reading the posting, extracting requirements and comparing them with your profile. This usually
            takes 15-30 seconds.
          </p>
        </div>
        <p className="text-ink-muted max-w-full truncate text-xs">{source}</p>
        <p className="text-ink-muted flex items-center gap-2 text-sm" aria-live="polite">
          Status:{' '}
          <Badge variant={status === 'Failed' ? 'danger' : status === 'Processing' ? 'default' : 'secondary'}>
            {status}
          </Badge>
        </p>
      </CardContent>
    </Card>
  )
}
