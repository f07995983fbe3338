import { ExternalLink, FileDown, FileText, Package } from 'lucide-react'
import { useId, useState } from 'react'

import { PDF_TEMPLATE_IDS, PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { OptionSelect } from '#client/components/option-select.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import {
  downloadDocument,
  type DocumentFormat,
  type DocumentKind,
} from '#client/features/resume-builder/api/documents.ts'
import { TemplatePreview } from '#client/features/resume-builder/components/template-preview.tsx'
import { describeApiError } from '#client/lib/api-client.ts'

type Download = {
  kind: DocumentKind
  format: DocumentFormat
  label: string
  fallback: string
  icon: typeof FileText
}

const PDF_DOWNLOADS: Download[] = [
  { kind: 'resume', format: 'pdf', label: 'Resume PDF', fallback: 'Resume-Application.pdf', icon: FileText },
  {
    kind: 'cover-letter',
    format: 'pdf',
    label: 'Cover Letter PDF',
    fallback: 'Cover-Letter-Application.pdf',
    icon: FileText,
  },
  {
    kind: 'package',
    format: 'pdf',
    label: 'Complete Package',
    fallback: 'Complete-Application-Package.pdf',
    icon: Package,
  },
]
const DOCX_DOWNLOADS: Download[] = [
  {
    kind: 'resume',
    format: 'docx',
    label: 'Resume DOCX',
    fallback: 'Resume-Application.docx',
    icon: FileDown,
  },
  {
    kind: 'cover-letter',
    format: 'docx',
    label: 'Cover Letter DOCX',
    fallback: 'Cover-Letter-Application.docx',
    icon: FileDown,
  },
]

export function PdfPanel({
  applicationId,
  template,
  onTemplateChange,
}: {
  applicationId: string | null
  template: PdfTemplate
  onTemplateChange: (template: PdfTemplate) => void
}) {
  const selectId = useId()
  const [pending, setPending] = useState<string | null>(null)

  async function download(item: Download) {
    if (!applicationId) return
    setPending(item.label)
    try {
      await downloadDocument({
        applicationId,
        kind: item.kind,
        format: item.format,
        template,
        fallbackName: item.fallback,
      })
    } catch (error) {
      toast({ title: 'Download Failed', description: describeApiError(error), variant: 'destructive' })
    } finally {
      setPending(null)
    }
  }

  const button = (item: Download, variant: 'default' | 'outline') => (
    <Button
      key={item.label}
      variant={variant}
      onClick={() => download(item)}
      disabled={!applicationId || pending !== null}
      className="w-full justify-start"
    >
      {pending === item.label ? (
        <Spinner className="size-4" label={`Preparing ${item.label}`} />
      ) : (
        <item.icon aria-hidden />
      )}{' '}
      {item.label}
    </Button>
  )

  return (
    <Card data-testid="pdf-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileDown className="text-brand-600 size-5" aria-hidden /> PDF Downloads
        </CardTitle>
        <CardDescription>
          Professional templates with real, selectable text that applicant-tracking systems can read.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>PDF template</Label>
          <OptionSelect
            value={template}
            onChange={onTemplateChange}
            groups={[{ options: PDF_TEMPLATE_IDS }]}
            labelOf={(id) => PDF_TEMPLATES[id].name}
            trigger={{ id: selectId }}
          />
        </div>
        <SelectedTemplate template={template} />
        {applicationId ? (
          // The real PDF in a new tab (inline disposition), to see the template filled with this content.
          <a
            href={`/api/applications/${encodeURIComponent(applicationId)}/document?${new URLSearchParams({ kind: 'resume', format: 'pdf', template, disposition: 'inline' }).toString()}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 inline-flex items-center gap-1.5 self-start text-sm font-semibold underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden /> Preview the resume in this template
          </a>
        ) : null}
        <div className="grid gap-2">{PDF_DOWNLOADS.map((item) => button(item, 'default'))}</div>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {DOCX_DOWNLOADS.map((item) => button(item, 'outline'))}
        </div>
        {!applicationId ? (
          <p className="text-ink-muted text-xs">
            Files are rendered from a saved application; this content has none yet.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** The chosen template drawn small, with its name and colours. */
function SelectedTemplate({ template }: { template: PdfTemplate }) {
  const colours = PDF_TEMPLATES[template]
  return (
    <div className="border-line flex flex-col gap-3 rounded-xl border bg-slate-50 p-3">
      <div className="flex items-center gap-4">
        <TemplatePreview template={template} />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-ink-muted text-xs font-semibold tracking-wide uppercase">
            Currently Selected Template
          </p>
          <p className="text-ink font-semibold">{colours.name}</p>
          <Badge variant="success" className="self-start">
            Active
          </Badge>
        </div>
      </div>
      <ul className="text-ink-muted flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Template colours">
        {(['primary', 'secondary', 'accent', 'text'] as const).map((role) => (
          <li key={role} className="flex items-center gap-1.5">
            <span
              className="size-3 shrink-0 rounded-full border border-black/10"
              style={{ background: colours[role] }}
              aria-hidden
            />
            <span className="capitalize">{role}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
