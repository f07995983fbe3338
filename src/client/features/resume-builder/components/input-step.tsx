import { Search, Sparkles } from 'lucide-react'
import { useId, useRef } from 'react'

import {
  COMMUNICATION_STYLE_GROUPS,
  COMMUNICATION_STYLE_LABELS,
  PASTED_TEXT_MIN_CHARS,
  PROCESSING_SPEED_LABELS,
  PROCESSING_SPEEDS,
  type CommunicationStyle,
  type ProcessingSpeed,
} from '#shared/constants.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { OptionSelect } from '#client/components/option-select.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { AnalysisFailed, PastePosting } from '#client/features/resume-builder/components/paste-posting.tsx'
import { ProfileBanner } from '#client/features/resume-builder/components/profile-banner.tsx'

export type InputStepProps = {
  jobUrl: string
  onJobUrlChange: (value: string) => void
  pastedText: string
  onPastedTextChange: (value: string) => void
  isPasteOpen: boolean
  onPasteOpenChange: (open: boolean) => void
  communicationStyle: CommunicationStyle
  onCommunicationStyleChange: (value: CommunicationStyle) => void
  processingSpeed: ProcessingSpeed
  onProcessingSpeedChange: (value: ProcessingSpeed) => void
  /** The analysed job title when one is loaded (after Back to Input). */
  loadedJobTitle: string | null
  analysisError: string | null
  isAnalyzing: boolean
  isGenerating: boolean
  onAnalyzeUrl: () => void
  onAnalyzeText: () => void
  onGenerate: () => void
}

export function InputStep(props: InputStepProps) {
  const pasteRef = useRef<HTMLTextAreaElement>(null)
  const pastedLength = props.pastedText.trim().length
  const hasInput =
    props.jobUrl.trim().length > 0 || pastedLength >= PASTED_TEXT_MIN_CHARS || props.loadedJobTitle !== null
  const isBusy = props.isAnalyzing || props.isGenerating

  function openPaste() {
    props.onPasteOpenChange(true)
    // Focus after the textarea has rendered.
    requestAnimationFrame(() => pasteRef.current?.focus())
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tell us about the job</CardTitle>
        <CardDescription>
          Paste a job posting link, choose how you want to sound, and let CareerForge tailor your application.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ErrorBoundary title="The profile banner failed to load.">
          <ProfileBanner />
        </ErrorBoundary>
        <JobUrlForm {...props} isBusy={isBusy} />

        {props.analysisError ? <AnalysisFailed error={props.analysisError} onPaste={openPaste} /> : null}

        <PastePosting
          text={props.pastedText}
          onTextChange={props.onPastedTextChange}
          isOpen={props.isPasteOpen}
          onToggle={() => (props.isPasteOpen ? props.onPasteOpenChange(false) : openPaste())}
          textareaRef={pasteRef}
          isAnalyzing={props.isAnalyzing}
          isBusy={isBusy}
          onAnalyze={props.onAnalyzeText}
        />

        <StyleAndSpeed {...props} />

        <GenerateBar {...props} isDisabled={!hasInput || isBusy} />
      </CardContent>
    </Card>
  )
}

const STYLE_GROUPS = COMMUNICATION_STYLE_GROUPS.map((group) => ({
  label: group.label,
  options: group.styles,
}))

function StyleAndSpeed(
  props: Pick<
    InputStepProps,
    'communicationStyle' | 'onCommunicationStyleChange' | 'processingSpeed' | 'onProcessingSpeedChange'
  >,
) {
  const styleId = useId()
  const speedId = useId()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={styleId}>Communication style</Label>
        <OptionSelect
          value={props.communicationStyle}
          onChange={props.onCommunicationStyleChange}
          groups={STYLE_GROUPS}
          labelOf={(style) => COMMUNICATION_STYLE_LABELS[style]}
          trigger={{ id: styleId }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={speedId}>Processing speed</Label>
        <OptionSelect
          value={props.processingSpeed}
          onChange={props.onProcessingSpeedChange}
          groups={[{ options: PROCESSING_SPEEDS }]}
          labelOf={(speed) => PROCESSING_SPEED_LABELS[speed]}
          trigger={{ id: speedId }}
        />
      </div>
    </div>
  )
}

function JobUrlForm(
  props: Pick<
    InputStepProps,
    'jobUrl' | 'onJobUrlChange' | 'loadedJobTitle' | 'isAnalyzing' | 'onAnalyzeUrl'
  > & {
    isBusy: boolean
  },
) {
  const urlId = useId()
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault()
        if (props.jobUrl.trim() && !props.isBusy) props.onAnalyzeUrl()
      }}
    >
      <Label htmlFor={urlId}>Job posting URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://company.com/careers/job-posting"
          value={props.jobUrl}
          onChange={(event) => props.onJobUrlChange(event.target.value)}
        />
        <Button type="submit" variant="gradient" disabled={!props.jobUrl.trim() || props.isBusy}>
          {props.isAnalyzing ? (
            <Spinner className="size-4 text-white" label="Analyzing" />
          ) : (
            <Search aria-hidden />
          )}
          {props.isAnalyzing ? 'Analyzing...' : 'Analyze Job Posting'}
        </Button>
      </div>
      {props.loadedJobTitle ? (
        <p className="text-ink-muted text-xs">Loaded analysis: {props.loadedJobTitle}</p>
      ) : null}
    </form>
  )
}

function GenerateBar(
  props: Pick<InputStepProps, 'loadedJobTitle' | 'isGenerating' | 'onGenerate'> & { isDisabled: boolean },
) {
  return (
    <div className="border-line flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-muted text-xs">
        {props.loadedJobTitle
          ? 'Generate straight from the loaded analysis.'
          : 'Generate Resume analyses the job first, then writes your resume and cover letter.'}
      </p>
      <Button onClick={props.onGenerate} disabled={props.isDisabled}>
        {props.isGenerating ? (
          <Spinner className="size-4 text-white" label="Generating" />
        ) : (
          <Sparkles aria-hidden />
        )}{' '}
        {props.isGenerating ? 'Generating...' : 'Generate Resume'}
      </Button>
    </div>
  )
}
