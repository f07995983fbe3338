import { Network } from 'lucide-react'

import type { SkillMapping } from '#shared/insights/insights.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

export type SkillsMappingCardProps = {
  mappings: SkillMapping[] | null
  isPending: boolean
  canGenerate: boolean
  onGenerate: () => void
}

export function SkillsMappingCard({ mappings, isPending, canGenerate, onGenerate }: SkillsMappingCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Network className="text-brand-600 size-5" aria-hidden /> Skills Mapping
        </CardTitle>
        <CardDescription>
          Each requirement of the posting next to the evidence in your profile.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <p className="text-ink-muted flex items-center gap-2 text-sm" aria-live="polite">
            <Spinner className="size-4" label="Mapping skills" /> Mapping your skills to the requirements...
          </p>
        ) : null}
        {mappings && mappings.length > 0 ? (
          <ul
            className="flex max-h-96 flex-col gap-3 overflow-y-auto pr-1"
            aria-label="Skill mappings"
            tabIndex={0}
          >
            {mappings.map((item, index) => (
              <li key={`${index}-${item.requiredSkill}`} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="text-ink min-w-0 font-medium break-words">{item.requiredSkill}</span>
                  <span className="text-ink shrink-0 font-semibold tabular-nums">
                    {item.strengthPercentage}%
                  </span>
                </div>
                <Progress
                  value={item.strengthPercentage}
                  aria-label={`${item.requiredSkill} strength`}
                  className="h-1.5"
                />
                <p className="text-ink-muted text-xs">
                  {item.userSkill ? (
                    <span className="text-ink font-semibold">Your match: {item.userSkill}. </span>
                  ) : (
                    <span className="font-semibold text-amber-800">Not yet in your profile. </span>
                  )}
                  {item.improvementSuggestion}
                </p>
              </li>
            ))}
          </ul>
        ) : mappings ? (
          <p className="text-ink-muted text-sm">The posting names no skills to map.</p>
        ) : !isPending ? (
          <p className="text-ink-muted text-sm">
            {canGenerate
              ? 'No skills mapping yet.'
              : 'The skills mapping runs once the industry insights are ready.'}
          </p>
        ) : null}
        <Button
          variant="secondary"
          onClick={onGenerate}
          disabled={isPending || !canGenerate}
          className="self-start"
        >
          <Network aria-hidden /> Generate Skills Mapping
        </Button>
      </CardContent>
    </Card>
  )
}
