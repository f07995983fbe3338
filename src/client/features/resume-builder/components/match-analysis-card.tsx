import { CircleCheck, CircleDashed, CircleX, Info, Target } from 'lucide-react'

import type { MatchResult } from '#shared/jobs/job.schema.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

function scoreTone(score: number) {
  if (score >= 75) return 'text-emerald-700'
  if (score >= 50) return 'text-brand-700'
  return 'text-amber-800'
}

/** The computed match score with its workings: each requirement, the evidence for it, or "missing". */
export function MatchAnalysisCard({ match }: { match: MatchResult | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="text-brand-600 size-5" aria-hidden /> Match Analysis
        </CardTitle>
        <CardDescription>How your profile meets this posting, requirement by requirement.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {match ? (
          <>
            <div className="flex items-end gap-3">
              <span
                className={cn('text-4xl font-bold tabular-nums', scoreTone(match.score))}
                data-testid="match-score"
              >
                {match.score}%
              </span>
              <span className="text-ink-muted pb-1 text-sm font-medium">Profile Match</span>
            </div>
            <p className="text-ink-muted text-sm">{match.summary}</p>
            <ul
              className="flex max-h-72 flex-col gap-2 overflow-y-auto pr-1"
              aria-label="Match breakdown"
              tabIndex={0}
            >
              {match.breakdown.map((item, index) => {
                // A condition of the work (weight 0) is neither met nor missing: it is noted.
                const isCondition = item.weight === 0
                const Icon = isCondition
                  ? Info
                  : item.score >= 1
                    ? CircleCheck
                    : item.score > 0
                      ? CircleDashed
                      : CircleX
                return (
                  <li key={`${index}-${item.requirement}`} className="flex items-start gap-2 text-sm">
                    <Icon
                      className={cn(
                        'mt-0.5 size-4 shrink-0',
                        isCondition
                          ? 'text-sky-600'
                          : item.score >= 1
                            ? 'text-emerald-600'
                            : item.score > 0
                              ? 'text-amber-600'
                              : 'text-slate-400',
                      )}
                      aria-hidden
                    />
                    <span className="min-w-0">
                      <span className="text-ink font-medium">{item.requirement}</span>
                      <span className="sr-only">
                        {isCondition
                          ? ' (condition of the work)'
                          : item.score >= 1
                            ? ' (met)'
                            : item.score > 0
                              ? ' (partly met)'
                              : ' (missing)'}
                      </span>
                      <span className="text-ink-muted block text-xs break-words">
                        {item.evidence
                          ? `Evidence: ${item.evidence}`
                          : isCondition
                            ? 'A condition of the work; not scored'
                            : 'Not found in your profile'}
                      </span>
                    </span>
                  </li>
                )
              })}
            </ul>
          </>
        ) : (
          <p className="text-ink-muted text-sm">
            No match score could be computed for this posting: it lists no requirements or skills to compare
            with your profile.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
