import { Globe2, RefreshCw } from 'lucide-react'

import { FALLBACK_TOPICS } from '#shared/constants.ts'
import type { Insight, IndustryInsights } from '#shared/insights/insights.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { preview } from '#client/features/resume-builder/lib/format.ts'

function InsightItem({ insight }: { insight: Insight }) {
  return (
    <li className="border-line rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-ink min-w-0 font-medium">{insight.title}</p>
        <Badge variant="outline" title="How well grounded the insight is">
          {insight.credibilityScore}% credibility
        </Badge>
      </div>
      <p className="text-ink-muted mt-1 text-sm">{insight.preview || preview(insight.description)}</p>
      {insight.content ? <p className="text-ink mt-1.5 text-sm">{insight.content}</p> : null}
      <p className="text-ink-muted mt-1.5 text-xs">
        <span className="font-semibold">{insight.category}</span> · Basis: {insight.basis}
      </p>
    </li>
  )
}

export type IndustryIntelligenceCardProps = {
  insights: IndustryInsights | null
  usingFallbackTopics: boolean
  isPending: boolean
  onGenerate: () => void
}

export function IndustryIntelligenceCard({
  insights,
  usingFallbackTopics,
  isPending,
  onGenerate,
}: IndustryIntelligenceCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe2 className="text-brand-600 size-5" aria-hidden /> Industry Intelligence
        </CardTitle>
        <CardDescription>
          {insights
            ? `Hot topics and news for ${insights.industry}.`
            : 'Hot topics of this industry you can speak to in your application.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <p className="text-ink-muted flex items-center gap-2 text-sm" aria-live="polite">
            <Spinner className="size-4" label="Generating industry insights" /> Generating industry insights
            (up to 10 seconds)...
          </p>
        ) : null}
        {insights ? (
          <>
            <div className="flex flex-col gap-2">
              <h3 className="text-ink text-sm font-semibold">Hot Topics</h3>
              <ul className="flex flex-col gap-2">
                {insights.hotTopics.map((item, index) => (
                  <InsightItem key={`${index}-${item.title}`} insight={item} />
                ))}
              </ul>
            </div>
            {insights.industryNews.length > 0 ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-ink text-sm font-semibold">Industry News</h3>
                <ul className="flex flex-col gap-2">
                  {insights.industryNews.map((item, index) => (
                    <InsightItem key={`${index}-${item.title}`} insight={item} />
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : usingFallbackTopics ? (
          <div className="flex flex-col gap-2" data-testid="fallback-topics">
            <p className="text-ink-muted text-sm">
              Industry insights could not be generated, so these general topics are shown instead.
            </p>
            <ul className="flex flex-wrap gap-2">
              {FALLBACK_TOPICS.map((topic) => (
                <li key={topic}>
                  <Badge variant="secondary">{topic}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : !isPending ? (
          <p className="text-ink-muted text-sm">No industry insights yet.</p>
        ) : null}
        <Button
          variant="secondary"
          onClick={onGenerate}
          disabled={isPending}
          className="h-auto min-h-10 self-start py-2 whitespace-normal"
        >
          <RefreshCw aria-hidden /> Generate Additional Industry Insights
        </Button>
      </CardContent>
    </Card>
  )
}
