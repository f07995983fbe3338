import { useQueryClient } from '@tanstack/react-query'
import { House } from 'lucide-react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Link } from 'wouter'

import {
  DEFAULT_COMMUNICATION_STYLE,
  DEFAULT_PDF_TEMPLATE,
  DEFAULT_PROCESSING_SPEED,
  DEFAULT_USER_ID,
  PASTED_TEXT_MIN_CHARS,
  type CommunicationStyle,
  type PdfTemplate,
  type ProcessingSpeed,
} from '#shared/constants.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { analyzeJob, type AnalyzeJobInput } from '#client/features/resume-builder/api/analyze-job.ts'
import { generateApplication } from '#client/features/resume-builder/api/generate-application.ts'
import { RECENT_WORK_KEY, USER_JOBS_KEY } from '#client/features/resume-builder/api/recent-work.ts'
import { AnalysisStep } from '#client/features/resume-builder/components/analysis-step.tsx'
import { GenerationStep } from '#client/features/resume-builder/components/generation-step.tsx'
import { InputStep } from '#client/features/resume-builder/components/input-step.tsx'
import { PersonalizationStep } from '#client/features/resume-builder/components/personalization-step.tsx'
import { RecentWorkCard } from '#client/features/resume-builder/components/recent-work-card.tsx'
import { ResultsStep } from '#client/features/resume-builder/components/results-step.tsx'
import { WorkflowProgress } from '#client/features/resume-builder/components/workflow-progress.tsx'
import { useInsightsChain } from '#client/features/resume-builder/hooks/use-insights-chain.ts'
import { computeQualityIndicators } from '#client/features/resume-builder/lib/quality-indicators.ts'
import { initialWorkflow, workflowReducer } from '#client/features/resume-builder/lib/workflow.ts'
import { ApiError, describeApiError } from '#client/lib/api-client.ts'

export function ResumeBuilder() {
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(workflowReducer, initialWorkflow)
  const [jobUrl, setJobUrl] = useState('')
  const [pastedText, setPastedText] = useState('')
  const [isPasteOpen, setPasteOpen] = useState(false)
  const [communicationStyle, setCommunicationStyle] =
    useState<CommunicationStyle>(DEFAULT_COMMUNICATION_STYLE)
  const [processingSpeed, setProcessingSpeed] = useState<ProcessingSpeed>(DEFAULT_PROCESSING_SPEED)
  const [template, setTemplate] = useState<PdfTemplate>(DEFAULT_PDF_TEMPLATE)
  const [analysisError, setAnalysisError] = useState<string | null>(null)
  const [isAnalyzing, setAnalyzing] = useState(false)
  const [isQuickGenerating, setQuickGenerating] = useState(false)
  const generation = useRef<AbortController | null>(null)
  // Answers that arrive after the user moved on (another job, Start New Analysis) are dropped.
  const currentJobId = useRef<string | null>(null)

  useEffect(() => {
    currentJobId.current = state.job?.id ?? null
  }, [state.job])
  const { isInsightsPending, isMappingPending, runInsights, runMapping } = useInsightsChain({
    dispatch,
    currentJobId,
  })
  useEffect(() => () => generation.current?.abort(), [])
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [state.step])

  async function generate(job: JobPosting, origin: 'input' | 'personalization') {
    const controller = new AbortController()
    generation.current = controller
    dispatch({ type: 'generationStarted', origin })
    try {
      const result = await generateApplication({
        body: {
          jobDescription: job.description,
          communicationStyle,
          processingSpeed,
          userId: DEFAULT_USER_ID,
          jobUrl: job.sourceUrl ?? job.url ?? undefined,
          jobPostingId: job.id,
        },
        signal: controller.signal,
        onProgress: ({ percent, stage }) => dispatch({ type: 'generationProgress', percent, stage }),
      })
      if (controller.signal.aborted) return
      dispatch({ type: 'generationSucceeded', result })
      toast({
        title: 'Enhanced Resume Generated Successfully',
        description: `Profile match: ${result.matchScore}%`,
      })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RECENT_WORK_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_JOBS_KEY }),
      ])
    } catch (error) {
      // Cancel already returned the screen to personalization; an abort is not a failure.
      if (controller.signal.aborted) return
      dispatch({ type: 'generationStopped' })
      // Input the server refuses (400/422) needs different input; anything else may pass on a retry.
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 422)
      const description = refused
        ? `${describeApiError(error)} Please try again with different inputs.`
        : error instanceof Error && error.message
          ? describeApiError(error)
          : 'Please try again.'
      toast({ title: 'Generation Failed', description, variant: 'destructive' })
    } finally {
      if (generation.current === controller) generation.current = null
    }
  }

  function cancelGeneration() {
    generation.current?.abort()
    generation.current = null
    dispatch({ type: 'generationStopped' })
  }

  /**
   * 'analyze' is the Analyze button: the analysis step, then personalization. 'generate' is the
   * Generate Resume shortcut (the spec's second use, url only): it stays on the input step with
   * 'Generating...' while the job is analysed, then goes straight to generation.
   */
  async function analyze(input: AnalyzeJobInput, mode: 'analyze' | 'generate') {
    const setPending = mode === 'analyze' ? setAnalyzing : setQuickGenerating
    setPending(true)
    setAnalysisError(null)
    if (mode === 'analyze') dispatch({ type: 'analysisStarted' })
    try {
      const job = await analyzeJob(input, { withUserId: mode === 'analyze' })
      currentJobId.current = job.id
      dispatch({ type: 'analysisSucceeded', job })
      toast({
        title: 'Job Analysis Complete',
        description: `${job.title}${job.company ? ` at ${job.company}` : ''}`,
      })
      setPending(false)
      if (mode === 'analyze') void runInsights(job, { thenMapping: true })
      else await generate(job, 'personalization')
    } catch (error) {
      setPending(false)
      dispatch({ type: 'analysisFailed' })
      setAnalysisError(describeApiError(error))
      toast(
        mode === 'analyze'
          ? {
              title: 'Analysis Failed',
              description: 'Please check the URL and try again.',
              variant: 'destructive',
            }
          : {
              title: 'Job Analysis Failed',
              description: 'Please check the job URL and try again.',
              variant: 'destructive',
            },
      )
    }
  }

  function viewContent(item: RecentWorkItem) {
    generation.current?.abort()
    currentJobId.current = item.id
    dispatch({ type: 'contentLoaded', item })
    toast({
      title: 'Content Loaded',
      description: `${item.jobTitle}${item.company ? ` at ${item.company}` : ''}`,
    })
  }

  function startNew() {
    currentJobId.current = null
    dispatch({ type: 'startNew' })
    setJobUrl('')
    setPastedText('')
    setPasteOpen(false)
    setAnalysisError(null)
  }

  function generateFromInput() {
    if (state.job) return void generate(state.job, 'input')
    const input: AnalyzeJobInput | null = jobUrl.trim()
      ? { url: jobUrl.trim() }
      : pastedText.trim().length >= PASTED_TEXT_MIN_CHARS
        ? { description: pastedText.trim() }
        : null
    if (input) void analyze(input, 'generate')
  }

  const { step, job } = state
  const isGenerating = isQuickGenerating || step === 'generation'
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
          <InputStep
            jobUrl={jobUrl}
            onJobUrlChange={(value) => {
              setJobUrl(value)
              // A new link means the loaded analysis no longer applies.
              if (job && value.trim() !== (job.sourceUrl ?? job.url ?? '')) dispatch({ type: 'jobCleared' })
            }}
            pastedText={pastedText}
            onPastedTextChange={setPastedText}
            isPasteOpen={isPasteOpen}
            onPasteOpenChange={setPasteOpen}
            communicationStyle={communicationStyle}
            onCommunicationStyleChange={setCommunicationStyle}
            processingSpeed={processingSpeed}
            onProcessingSpeedChange={setProcessingSpeed}
            loadedJobTitle={job?.title ?? null}
            analysisError={analysisError}
            isAnalyzing={isAnalyzing}
            isGenerating={isGenerating}
            onAnalyzeUrl={() => void analyze({ url: jobUrl.trim() }, 'analyze')}
            onAnalyzeText={() => void analyze({ description: pastedText.trim() }, 'analyze')}
            onGenerate={generateFromInput}
          />
          <ErrorBoundary title="Your Recent Work failed to load.">
            <RecentWorkCard onViewContent={viewContent} />
          </ErrorBoundary>
        </>
      ) : null}
      {step === 'analysis' ? (
        <AnalysisStep
          status={isAnalyzing ? 'Processing' : analysisError ? 'Failed' : 'Waiting'}
          source={jobUrl.trim() || 'Pasted job posting text'}
        />
      ) : null}
      {step === 'personalization' && job ? (
        <PersonalizationStep
          job={job}
          insights={state.insights}
          usingFallbackTopics={state.usingFallbackTopics}
          mappings={state.mappings}
          isInsightsPending={isInsightsPending}
          isMappingPending={isMappingPending}
          onGenerateInsights={() => void runInsights(job, { thenMapping: false })}
          onGenerateMapping={() => void runMapping(job)}
          onBack={() => dispatch({ type: 'backToInput' })}
          onGenerate={() => void generate(job, 'personalization')}
        />
      ) : null}
      {step === 'generation' ? (
        <GenerationStep
          percent={state.progress.percent}
          stage={state.progress.stage}
          onCancel={cancelGeneration}
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
