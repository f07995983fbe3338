import {
  ArrowLeft,
  Briefcase,
  Building2,
  CircleCheck,
  Lightbulb,
  ListChecks,
  MapPin,
  Sparkles,
  Wallet,
} from 'lucide-react'
import { useState } from 'react'

import { REQUIREMENTS_PREVIEW } from '#shared/constants.ts'
import type { IndustryInsights, SkillMapping } from '#shared/insights/insights.schema.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { IndustryIntelligenceCard } from '#client/features/resume-builder/components/industry-intelligence-card.tsx'
import { MatchAnalysisCard } from '#client/features/resume-builder/components/match-analysis-card.tsx'
import { SkillsMappingCard } from '#client/features/resume-builder/components/skills-mapping-card.tsx'

export type PersonalizationStepProps = {
  job: JobPosting
  insights: IndustryInsights | null
  usingFallbackTopics: boolean
  mappings: SkillMapping[] | null
  isInsightsPending: boolean
  isMappingPending: boolean
  onGenerateInsights: () => void
  onGenerateMapping: () => void
  onBack: () => void
  onGenerate: () => void
}

export function PersonalizationStep(props: PersonalizationStepProps) {
  const { job } = props
  return (
    <div className="flex flex-col gap-5">
      <JobHeaderCard job={job} />

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <MatchAnalysisCard match={job.match} />
        <div className="flex flex-col gap-5">
          <RequirementsCard requirements={job.requirements} />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Lightbulb className="text-brand-600 size-5" aria-hidden /> AI Strategic Insights
              </CardTitle>
            </CardHeader>
            <CardContent>
              {job.authenticInsights.length === 0 ? (
                <p className="text-ink-muted text-sm">No strategic insights for this posting.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {job.authenticInsights.map((item, index) => (
                    <li
                      key={`${index}-${item}`}
                      className="bg-brand-50 text-brand-900 rounded-lg px-3 py-2 text-sm"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <IndustryIntelligenceCard
          insights={props.insights}
          usingFallbackTopics={props.usingFallbackTopics}
          isPending={props.isInsightsPending}
          onGenerate={props.onGenerateInsights}
        />
        <SkillsMappingCard
          mappings={props.mappings}
          isPending={props.isMappingPending}
          canGenerate={props.insights !== null || props.usingFallbackTopics}
          onGenerate={props.onGenerateMapping}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack}>
          <ArrowLeft aria-hidden /> Back to Input
        </Button>
        <Button
          variant="gradient"
          size="lg"
          onClick={props.onGenerate}
          className="h-auto min-h-12 py-2 whitespace-normal"
        >
          <Sparkles aria-hidden /> Generate Resume &amp; Cover Letter
        </Button>
      </div>
    </div>
  )
}

/** The analysed posting: title, company, place, pay, type, industry and remote. */
function JobHeaderCard({ job }: { job: JobPosting }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 bg-emerald-50 px-5 py-2.5 text-sm font-semibold text-emerald-800 sm:px-6">
        <CircleCheck className="size-4" aria-hidden /> Job Analysis Complete
      </div>
      <CardHeader>
        <CardTitle className="text-xl break-words sm:text-2xl" data-testid="position-title">
          {job.title}
        </CardTitle>
        <dl className="text-ink-muted flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Company</dt>
            <Building2 className="size-4" aria-hidden />
            <dd>{job.company || 'Company not stated'}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Location</dt>
            <MapPin className="size-4" aria-hidden />
            <dd>{job.location || 'Not specified'}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Salary range</dt>
            <Wallet className="size-4" aria-hidden />
            <dd>{job.salaryRange ?? 'Salary not stated'}</dd>
          </div>
          {job.jobType ? (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Job type</dt>
              <Briefcase className="size-4" aria-hidden />
              <dd>{job.jobType}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <Badge variant="accent">{job.industry}</Badge>
          {job.remote === true ? (
            <Badge variant="secondary">Remote</Badge>
          ) : job.remote === false ? (
            <Badge variant="secondary">On-site / hybrid</Badge>
          ) : null}
        </div>
      </CardHeader>
    </Card>
  )
}

/** The posting's requirements, the first few at once and the rest on request. */
function RequirementsCard({ requirements: all }: { requirements: string[] }) {
  const [showAll, setShowAll] = useState(false)
  const hidden = Math.max(0, all.length - REQUIREMENTS_PREVIEW)
  const requirements = showAll ? all : all.slice(0, REQUIREMENTS_PREVIEW)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="text-brand-600 size-5" aria-hidden /> Key Requirements
        </CardTitle>
      </CardHeader>
      <CardContent>
        {all.length === 0 ? (
          <p className="text-ink-muted text-sm">The posting lists no explicit requirements.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Key requirements">
            {requirements.map((item, index) => (
              <li key={`${index}-${item}`} className="text-ink flex gap-2 text-sm">
                <span className="bg-brand-600 mt-2 size-1.5 shrink-0 rounded-full" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 ? (
          <button
            type="button"
            className="text-brand-700 mt-3 text-sm font-semibold hover:underline"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Show fewer' : `+${hidden} more`}
          </button>
        ) : null}
      </CardContent>
    </Card>
  )
}
