import { Bug, ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { htmlToText } from '#client/features/resume-builder/lib/format.ts'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="text-ink text-sm font-semibold">{title}</h3>
      {children}
    </section>
  )
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-ink-muted text-sm">{empty}</p>
  return (
    <ul className="text-ink list-disc space-y-1 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  )
}

/** Every field of a stored job analysis, with the raw record in a collapsible debug block. */
export function JobAnalysisDialog({
  job,
  open,
  onOpenChange,
}: {
  job: JobPosting
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const source = job.sourceUrl ?? job.url
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{job.jobTitle || job.title}</DialogTitle>
          <DialogDescription>
            {job.company || 'Company not stated'} · {job.location || 'Not specified'}
          </DialogDescription>
        </DialogHeader>
        <details className="border-line rounded-lg border bg-slate-50 text-xs">
          <summary className="text-ink-muted flex cursor-pointer items-center gap-2 px-3 py-2 font-semibold">
            <Bug className="size-3.5" aria-hidden /> Debug data
          </summary>
          <pre
            className="border-line text-ink max-h-64 overflow-auto border-t p-3 break-words whitespace-pre-wrap"
            data-testid="debug-data"
          >
            {JSON.stringify(
              {
                id: job.id,
                extractedBy: job.extractedBy,
                industry: job.industry,
                remote: job.remote,
                matchScore: job.matchScore,
                analyzedDate: job.analyzedDate,
                communicationStyle: job.communicationStyle,
                contentGenerated: job.contentGenerated,
                resumeCount: job.resumeCount,
                sourceUrl: source,
                match: job.match,
              },
              null,
              2,
            )}
          </pre>
        </details>
        {source ? (
          <a
            href={source}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium break-all underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden /> {source}
          </a>
        ) : (
          <p className="text-ink-muted text-sm">Analysed from pasted text (no source URL).</p>
        )}
        <Section title="Description">
          <p className="text-ink max-h-56 overflow-y-auto text-sm leading-relaxed whitespace-pre-line">
            {htmlToText(job.description) || 'No description.'}
          </p>
        </Section>
        <Section title="Requirements">
          <List items={job.requirements} empty="No requirements listed." />
        </Section>
        <Section title="Responsibilities">
          <List items={job.responsibilities} empty="No responsibilities listed." />
        </Section>
        <Section title="Required Skills">
          {job.skills.length === 0 ? (
            <p className="text-ink-muted text-sm">No skills recognised.</p>
          ) : (
            <div className="flex flex-wrap gap-1.5">
              {job.skills.map((skill) => (
                <Badge key={skill} variant="secondary">
                  {skill}
                </Badge>
              ))}
            </div>
          )}
        </Section>
        {job.conditions?.length ? (
          <Section title="Conditions of the Work">
            <div className="flex flex-wrap gap-1.5">
              {job.conditions.map((condition) => (
                <Badge key={condition} variant="outline">
                  {condition}
                </Badge>
              ))}
            </div>
          </Section>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Section title="Salary Range">
            <p className="text-ink text-sm">{job.salaryRange ?? 'Not specified'}</p>
          </Section>
          <Section title="Job Type">
            <p className="text-ink text-sm">{job.jobType ?? 'Not specified'}</p>
          </Section>
        </div>
        <Section title="AI Strategic Insights">
          <List items={job.authenticInsights} empty="No strategic insights for this posting." />
        </Section>
      </DialogContent>
    </Dialog>
  )
}
