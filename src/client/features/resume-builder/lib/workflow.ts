import type { EvidencedClaim, Variation } from '#shared/applications/application.schema.ts'
import type { GenerateApplicationResponse } from '#shared/applications/applications.contract.ts'
import type { WorkflowStep } from '#shared/constants.ts'
import type { IndustryInsights, SkillMapping } from '#shared/insights/insights.schema.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'

// The five-step workflow of spec section 4 as a pure reducer, so every transition is testable.

export type ResultContent = {
  applicationId: string | null
  resumeContent: string
  coverLetter: string
  variations: Variation[]
  /** Null when the content was loaded from recent work, which does not keep the claims. */
  claims: { keyHighlights: EvidencedClaim[]; authenticArguments: EvidencedClaim[] } | null
  matchScore: number | null
  source: 'generated' | 'recent-work'
}

export type WorkflowState = {
  step: WorkflowStep
  job: JobPosting | null
  insights: IndustryInsights | null
  /** True when insights failed and the general fallback topics are shown instead. */
  usingFallbackTopics: boolean
  mappings: SkillMapping[] | null
  result: ResultContent | null
  progress: { percent: number; stage: string }
  /** Where Cancel or a failed generation returns to. */
  generationOrigin: 'input' | 'personalization'
}

export const initialWorkflow: WorkflowState = {
  step: 'input',
  job: null,
  insights: null,
  usingFallbackTopics: false,
  mappings: null,
  result: null,
  progress: { percent: 0, stage: '' },
  generationOrigin: 'personalization',
}

export type WorkflowAction =
  | { type: 'analysisStarted' }
  | { type: 'analysisSucceeded'; job: JobPosting }
  | { type: 'analysisFailed' }
  | { type: 'jobCleared' }
  | { type: 'backToInput' }
  | { type: 'insightsLoaded'; insights: IndustryInsights }
  | { type: 'insightsFailed' }
  | { type: 'mappingsLoaded'; mappings: SkillMapping[] }
  | { type: 'generationStarted'; origin: 'input' | 'personalization' }
  | { type: 'generationProgress'; percent: number; stage: string }
  | { type: 'generationSucceeded'; result: GenerateApplicationResponse }
  | { type: 'generationStopped' }
  | { type: 'contentLoaded'; item: RecentWorkItem }
  | { type: 'startNew' }

export function workflowReducer(state: WorkflowState, action: WorkflowAction): WorkflowState {
  switch (action.type) {
    case 'analysisStarted':
      return { ...state, step: 'analysis' }
    case 'analysisSucceeded':
      return { ...initialWorkflow, step: 'personalization', job: action.job }
    case 'analysisFailed':
      return { ...state, step: 'input' }
    case 'jobCleared':
      return state.step === 'input' ? { ...initialWorkflow } : state
    case 'backToInput':
      return { ...state, step: 'input' }
    case 'insightsLoaded':
      return { ...state, insights: action.insights, usingFallbackTopics: false }
    case 'insightsFailed':
      return { ...state, insights: null, usingFallbackTopics: true }
    case 'mappingsLoaded':
      return { ...state, mappings: action.mappings }
    case 'generationStarted':
      return {
        ...state,
        step: 'generation',
        generationOrigin: action.origin,
        progress: { percent: 0, stage: '' },
      }
    case 'generationProgress':
      // The bar never moves backwards, even if events arrive out of order.
      return state.step === 'generation'
        ? {
            ...state,
            progress: { percent: Math.max(state.progress.percent, action.percent), stage: action.stage },
          }
        : state
    case 'generationSucceeded': {
      const { result } = action
      return {
        ...state,
        step: 'results',
        progress: { percent: 100, stage: state.progress.stage },
        result: {
          applicationId: result.applicationId,
          resumeContent: result.resumeContent,
          coverLetter: result.coverLetter,
          variations: result.variations,
          claims: { keyHighlights: result.keyHighlights, authenticArguments: result.authenticArguments },
          matchScore: result.matchScore,
          source: 'generated',
        },
      }
    }
    case 'generationStopped':
      return {
        ...state,
        step: state.job ? state.generationOrigin : 'input',
        progress: { percent: 0, stage: '' },
      }
    case 'contentLoaded': {
      const { item } = action
      return {
        ...initialWorkflow,
        step: 'results',
        job: item,
        result: {
          applicationId: item.applicationId,
          resumeContent: item.resumeContent ?? '',
          coverLetter: item.coverLetter ?? '',
          variations: item.variations,
          claims: null,
          matchScore: item.matchScore,
          source: 'recent-work',
        },
      }
    }
    case 'startNew':
      return { ...initialWorkflow }
  }
}
