import { House } from 'lucide-react'
import { Link } from 'wouter'

import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { AnalysisStep } from '#client/features/resume-builder/components/analysis-step.tsx'
import { GenerationStep } from '#client/features/resume-builder/components/generation-step.tsx'
import { InputStep } from '#client/features/resume-builder/components/input-step.tsx'
import { PersonalizationStep } from '#client/features/resume-builder/components/personalization-step.tsx'
import { RecentWorkCard } from '#client/features/resume-builder/components/recent-work-card.tsx'
import { ResultsStep } from '#client/features/resume-builder/components/results-step.tsx'
import { WorkflowProgress } from '#client/features/resume-builder/components/workflow-progress.tsx'
import { useResumeBuilder } from '#client/features/resume-builder/hooks/use-resume-builder.ts'
import { computeQualityIndicators } from '#client/features/resume-builder/lib/quality-indicators.ts'

export function ResumeBuilder() {
  const { state, dispatch, input, template, setTemplate, insights, generation, viewContent, startNew } =
    useResumeBuilder()
  const { step, job } = state
  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeader
        title="Resume Builder"
        description="AI-powered resume and cover letter generation"
        actions={
          <Button variant="outline" asChild>
            <Link href="/">
              <House aria-hidden /> Home
            </Link>
          </Button>
        }
      />
      <WorkflowProgress step={step} />
      {step === 'input' ? (
        <>
          <InputStep {...input} />
          <ErrorBoundary title="Your Recent Work failed to load.">
            <RecentWorkCard onViewContent={viewContent} />
          </ErrorBoundary>
        </>
      ) : null}
      {step === 'analysis' ? (
        <AnalysisStep
          status={input.isAnalyzing ? 'Processing' : input.analysisError ? 'Failed' : 'Waiting'}
          source={input.jobUrl.trim() || 'Pasted job posting text'}
        />
      ) : null}
      {step === 'personalization' && job ? (
        <PersonalizationStep
          job={job}
          insights={state.insights}
          usingFallbackTopics={state.usingFallbackTopics}
          mappings={state.mappings}
          isInsightsPending={insights.isInsightsPending}
          isMappingPending={insights.isMappingPending}
          onGenerateInsights={() => void insights.runInsights(job, { thenMapping: false })}
          onGenerateMapping={() => void insights.runMapping(job)}
          onBack={() => dispatch({ type: 'backToInput' })}
          onGenerate={() => void generation.generate(job, 'personalization')}
        />
      ) : null}
      {step === 'generation' ? (
        <GenerationStep
          percent={state.progress.percent}
          stage={state.progress.stage}
          onCancel={generation.cancel}
        />
      ) : null}
      {step === 'results' && state.result ? (
        <ResultsStep
          result={state.result}
          company={job?.company ?? null}
          jobTitle={job?.title ?? null}
          indicators={computeQualityIndicators({
            job,
            insights: state.insights,
            mappings:
              state.mappings ?? (state.insights?.skillsMapping.length ? state.insights.skillsMapping : null),
            claims: state.result.claims,
          })}
          template={template}
          onTemplateChange={setTemplate}
          onStartNew={startNew}
        />
      ) : null}
    </PageContainer>
  )
}
