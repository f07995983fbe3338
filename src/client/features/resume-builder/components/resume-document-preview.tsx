import { PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'
import { templateLook } from '#shared/documents/template-look.ts'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useEditResumeDocument, useResumeDocument } from '#client/features/resume-builder/api/documents.ts'
import { ResumeSheet } from '#client/features/resume-builder/components/resume-sheet.tsx'
import { describeApiError } from '#client/lib/api-client.ts'

export type ResumeDocumentPreviewProps = {
  applicationId: string | null
  template: PdfTemplate
  /** The resume text the generation answered, shown while the stored document loads or when it cannot. */
  fallbackText: string
}

/** The Resume Preview: the stored document as the chosen template prints it, editable until it is sent. */
export function ResumeDocumentPreview({ applicationId, template, fallbackText }: ResumeDocumentPreviewProps) {
  const query = useResumeDocument(applicationId)
  const mutation = useEditResumeDocument(applicationId ?? '')
  const look = templateLook(template)
  const answer = query.data
  const isEditable = Boolean(answer?.document) && answer?.isSent === false

  let note: string
  if (!applicationId) note = 'This content was not saved, so it is shown as text.'
  else if (answer?.isSent) note = 'This version was sent and stays exactly as it was sent.'
  else if (answer && !answer.document) note = 'Saved before line editing existed: shown as it was written.'
  else
    note = `As it prints in ${PDF_TEMPLATES[template].name}. Edit or drop a line before you download: every download uses this version.`

  return (
    <div className="flex flex-col gap-2">
      <p className="text-ink-muted text-xs" data-testid="resume-preview-note">
        {note}
      </p>
      {query.isError ? (
        <p role="alert" className="text-danger-600 text-xs">
          The saved resume could not be loaded ({describeApiError(query.error)}); its text is shown instead.
        </p>
      ) : null}
      <div
        className="max-h-[75vh] overflow-y-auto rounded-xl bg-slate-100 p-2 sm:p-4"
        tabIndex={0}
        role="region"
        aria-label="Resume preview"
        aria-busy={query.isFetching || mutation.isPending}
      >
        {applicationId && query.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner className="size-6" label="Loading the resume" />
          </div>
        ) : (
          <ResumeSheet
            document={answer?.document ?? null}
            legacyText={answer?.resumeContent ?? fallbackText}
            look={look}
            isEditable={isEditable}
            onEdit={(edit) => mutation.mutateAsync(edit)}
          />
        )}
      </div>
    </div>
  )
}
