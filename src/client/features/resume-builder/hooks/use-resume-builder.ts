import { useEffect, useReducer, useRef, useState } from 'react'

import {
  DEFAULT_COMMUNICATION_STYLE,
  DEFAULT_PDF_TEMPLATE,
  DEFAULT_PROCESSING_SPEED,
  PASTED_TEXT_MIN_CHARS,
  type CommunicationStyle,
  type PdfTemplate,
  type ProcessingSpeed,
} from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { analyzeJob, type AnalyzeJobInput } from '#client/features/resume-builder/api/analyze-job.ts'
import { useApplicationGeneration } from '#client/features/resume-builder/hooks/use-application-generation.ts'
import { useInsightsChain } from '#client/features/resume-builder/hooks/use-insights-chain.ts'
import { initialWorkflow, workflowReducer } from '#client/features/resume-builder/lib/workflow.ts'
import { describeApiError } from '#client/lib/api-client.ts'

const ANALYSIS_FAILED = {
  analyze: { title: 'Analysis Failed', description: 'Please check the URL and try again.' },
  generate: { title: 'Job Analysis Failed', description: 'Please check the job URL and try again.' },
} as const

/** The resume builder's data: the workflow, the input step's fields, and the calls behind each step. */
export function useResumeBuilder() {
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
  // Answers that arrive after the user moved on (another job, Start New Analysis) are dropped.
  const currentJobId = useRef<string | null>(null)

  useEffect(() => {
    currentJobId.current = state.job?.id ?? null
  }, [state.job])
  const insights = useInsightsChain({ dispatch, currentJobId })
  const generation = useApplicationGeneration({ dispatch, communicationStyle, processingSpeed })
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [state.step])

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
      if (mode === 'analyze') void insights.runInsights(job, { thenMapping: true })
      else await generation.generate(job, 'personalization')
    } catch (error) {
      setPending(false)
      dispatch({ type: 'analysisFailed' })
      setAnalysisError(describeApiError(error))
      toast({ ...ANALYSIS_FAILED[mode], variant: 'destructive' })
    }
  }

  function viewContent(item: RecentWorkItem) {
    generation.abort()
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

  function changeJobUrl(value: string) {
    setJobUrl(value)
    const { job } = state
    // A new link means the loaded analysis no longer applies.
    if (job && value.trim() !== (job.sourceUrl ?? job.url ?? '')) dispatch({ type: 'jobCleared' })
  }

  function generateFromInput() {
    if (state.job) return void generation.generate(state.job, 'input')
    const input: AnalyzeJobInput | null = jobUrl.trim()
      ? { url: jobUrl.trim() }
      : pastedText.trim().length >= PASTED_TEXT_MIN_CHARS
        ? { description: pastedText.trim() }
        : null
    if (input) void analyze(input, 'generate')
  }

  return {
    state,
    dispatch,
    input: {
      jobUrl,
      onJobUrlChange: changeJobUrl,
      pastedText,
      onPastedTextChange: setPastedText,
      isPasteOpen,
      onPasteOpenChange: setPasteOpen,
      communicationStyle,
      onCommunicationStyleChange: setCommunicationStyle,
      processingSpeed,
      onProcessingSpeedChange: setProcessingSpeed,
      loadedJobTitle: state.job?.title ?? null,
      analysisError,
      isAnalyzing,
      isGenerating: isQuickGenerating || state.step === 'generation',
      onAnalyzeUrl: () => void analyze({ url: jobUrl.trim() }, 'analyze'),
      onAnalyzeText: () => void analyze({ description: pastedText.trim() }, 'analyze'),
      onGenerate: generateFromInput,
    },
    template,
    setTemplate,
    insights,
    generation,
    viewContent,
    startNew,
  }
}
