import { Download, FileText, Layers, Mail, RotateCcw } from 'lucide-react'

import { VARIATION_PREVIEW_CHARS, type PdfTemplate } from '#shared/constants.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { downloadDocument } from '#client/features/resume-builder/api/documents.ts'
import { PdfPanel } from '#client/features/resume-builder/components/pdf-panel.tsx'
import { ResumeDocumentPreview } from '#client/features/resume-builder/components/resume-document-preview.tsx'
import { QualityIndicatorsCard } from '#client/features/resume-builder/components/quality-indicators-card.tsx'
import type { QualityIndicator } from '#client/features/resume-builder/lib/quality-indicators.ts'
import { saveText, textFileName } from '#client/features/resume-builder/lib/save-file.ts'
import type { ResultContent } from '#client/features/resume-builder/lib/workflow.ts'
import { describeApiError } from '#client/lib/api-client.ts'

export type ResultsStepProps = {
  result: ResultContent
  company: string | null
  jobTitle: string | null
  indicators: QualityIndicator[]
  template: PdfTemplate
  onTemplateChange: (template: PdfTemplate) => void
  onStartNew: () => void
}

function Preview({ text, label }: { text: string; label: string }) {
  return (
    <div
      className="border-line max-h-[70vh] overflow-y-auto rounded-xl border bg-white p-4 sm:p-6"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <pre className="text-ink font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
        {text || 'No content.'}
      </pre>
    </div>
  )
}

export function ResultsStep({
  result,
  company,
  jobTitle,
  indicators,
  template,
  onTemplateChange,
  onStartNew,
}: ResultsStepProps) {
  // A saved application downloads from the server, so the file has the edits made in the preview.
  async function saveTextDocument(kind: 'resume' | 'cover-letter', text: string) {
    const fallbackName = textFileName(kind, company)
    if (!result.applicationId) return saveText(text, fallbackName)
    try {
      await downloadDocument({
        applicationId: result.applicationId,
        kind,
        format: 'txt',
        template,
        fallbackName,
      })
    } catch (error) {
      toast({ title: 'Download Failed', description: describeApiError(error), variant: 'destructive' })
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-ink text-xl font-semibold break-words">
            {jobTitle ? `Your application for ${jobTitle}` : 'Your application'}
          </h2>
          <p className="text-ink-muted flex flex-wrap items-center gap-2 text-sm">
            {company || 'Company not stated'}
            {result.matchScore !== null ? (
              <Badge variant="success">{result.matchScore}% Profile Match</Badge>
            ) : null}
            {result.source === 'recent-work' ? (
              <Badge variant="secondary">Loaded from Your Recent Work</Badge>
            ) : null}
          </p>
        </div>
        <Button variant="outline" onClick={onStartNew}>
          <RotateCcw aria-hidden /> Start New Analysis
        </Button>
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <Tabs defaultValue="resume">
                <TabsList className="w-full sm:w-auto">
                  <TabsTrigger value="resume" className="flex-1 px-2 sm:flex-none sm:px-3">
                    <FileText aria-hidden className="max-sm:hidden" /> Resume Preview
                  </TabsTrigger>
                  <TabsTrigger value="cover" className="flex-1 px-2 sm:flex-none sm:px-3">
                    <Mail aria-hidden className="max-sm:hidden" /> Cover Letter Preview
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="resume">
                  <ErrorBoundary title="The resume preview failed to load.">
                    <ResumeDocumentPreview
                      applicationId={result.applicationId}
                      template={template}
                      fallbackText={result.resumeContent}
                    />
                  </ErrorBoundary>
                </TabsContent>
                <TabsContent value="cover">
                  <Preview text={result.coverLetter} label="Cover letter text" />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>

          <VariationsCard variations={result.variations} company={company} />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <ErrorBoundary title="The quality indicators failed to load.">
            <QualityIndicatorsCard indicators={indicators} />
          </ErrorBoundary>
          <ErrorBoundary title="The PDF panel failed to load.">
            <PdfPanel
              applicationId={result.applicationId}
              template={template}
              onTemplateChange={onTemplateChange}
            />
          </ErrorBoundary>
          <PlainTextCard
            onSaveResume={() => void saveTextDocument('resume', result.resumeContent)}
            onSaveCoverLetter={() => void saveTextDocument('cover-letter', result.coverLetter)}
          />
        </div>
      </div>
    </div>
  )
}

/** The same evidence in other voices, each downloadable as text. */
function VariationsCard({
  variations,
  company,
}: {
  variations: ResultContent['variations']
  company: string | null
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Layers className="text-brand-600 size-5" aria-hidden /> Content Variations
        </CardTitle>
        <CardDescription>
          The same evidence in different voices. Download the one that sounds most like you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {variations.length === 0 ? (
          <p className="text-ink-muted text-sm">No variations were generated.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Content variations">
            {variations.map((variation, index) => (
              <li
                key={`${index}-${variation.style}`}
                className="border-line flex flex-col gap-2 rounded-xl border p-4"
                data-testid="variation"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-ink font-semibold">{variation.style}</h3>
                  <Badge variant="accent" className="whitespace-normal">
                    {variation.tone}
                  </Badge>
                </div>
                <p className="text-ink-muted text-sm break-words whitespace-pre-line">
                  {variation.content.slice(0, VARIATION_PREVIEW_CHARS)}
                  {variation.content.length > VARIATION_PREVIEW_CHARS ? '…' : ''}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-auto self-start"
                  onClick={() => saveText(variation.content, textFileName(`variation-${index + 1}`, company))}
                >
                  <Download aria-hidden /> Download Variation {index + 1}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** Resume and cover letter as .txt, for pasting into application forms. */
function PlainTextCard({
  onSaveResume,
  onSaveCoverLetter,
}: {
  onSaveResume: () => void
  onSaveCoverLetter: () => void
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download className="text-brand-600 size-5" aria-hidden /> Plain Text
        </CardTitle>
        <CardDescription>For pasting into application forms.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={onSaveResume}>
          <Download aria-hidden /> Download Resume (.txt)
        </Button>
        <Button variant="outline" className="justify-start" onClick={onSaveCoverLetter}>
          <Download aria-hidden /> Download Cover Letter (.txt)
        </Button>
      </CardContent>
    </Card>
  )
}
