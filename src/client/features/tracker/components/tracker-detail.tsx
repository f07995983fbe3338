import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ExternalLink, FileDown, FileText, Send, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'

import type { ApplicationVersion } from '#shared/applications/application-versions.contract.ts'
import { COMMUNICATION_STYLE_LABELS } from '#shared/constants.ts'
import { applicationDocumentUrl } from '#shared/documents/documents.contract.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { TRACKER_STAGE_LABELS, type TrackerItem, type TrackerStage } from '#shared/tracker/tracker.schema.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, buttonVariants } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { useApplicationVersions } from '#client/features/tracker/api/get-application-versions.ts'
import { useTrackedJob } from '#client/features/tracker/api/get-tracked-job.ts'
import { useTrackerHistory } from '#client/features/tracker/api/get-tracker-history.ts'
import { useUpdateTrackedJob } from '#client/features/tracker/api/update-tracked-job.ts'
import { StageSelect } from '#client/features/tracker/components/stage-select.tsx'
import { VersionCompare, versionLabel } from '#client/features/tracker/components/version-compare.tsx'
import { formatDay, formatMoment } from '#client/features/tracker/lib/dates.ts'
import { STAGE_ACCENT } from '#client/features/tracker/lib/stage-style.ts'
import { describeApiError } from '#client/lib/api-client.ts'

export type TrackerDetailProps = {
  jobPostingId: string | null
  onClose: () => void
  onMove: (item: TrackerItem, stage: TrackerStage) => void
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-line border-t pt-4">
      <h3 className="text-ink mb-2 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  )
}

function PostingSummary({ job }: { job: JobPosting }) {
  const facts = [
    job.jobType,
    job.remote === true ? 'Remote' : job.remote === false ? 'On site' : null,
    job.salaryRange,
    job.industry,
  ].filter(Boolean)
  return (
    <div className="flex flex-col gap-2 text-sm">
      {facts.length > 0 ? <p className="text-ink-muted">{facts.join(' · ')}</p> : null}
      {job.match ? <p className="text-ink">{job.match.summary}</p> : null}
      {job.requirements.length > 0 ? (
        <ul className="text-ink list-disc space-y-0.5 pl-5">
          {job.requirements.slice(0, 5).map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      ) : null}
      {job.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Skills in the posting">
          {job.skills.slice(0, 14).map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const DOWNLOADS = [
  { kind: 'resume', label: 'Resume' },
  { kind: 'cover-letter', label: 'Cover letter' },
  { kind: 'package', label: 'Both' },
] as const

function SentVersion({ item, versions }: { item: TrackerItem; versions: ApplicationVersion[] }) {
  const sent = versions.find((version) => version.id === item.sentApplicationId)
  if (!item.sentApplicationId) {
    return (
      <p className="text-ink-muted text-sm">
        {item.appliedAt
          ? 'Sent without a CareerForge version.'
          : 'Move this job to Applied and the version you sent is kept here, unchanged.'}
      </p>
    )
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-3"
      data-testid="sent-version"
    >
      <p className="text-ink flex items-start gap-2 text-sm">
        <Send className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          {sent ? versionLabel(sent, versions) : 'The version'} was sent
          {item.appliedAt ? ` on ${formatDay(item.appliedAt)}` : ''}
          {sent ? ` (${COMMUNICATION_STYLE_LABELS[sent.communicationStyle]}, ${sent.matchScore}% match)` : ''}
          . It stays exactly as it was sent.
        </span>
      </p>
      <div className="grid gap-2 text-xs">
        {DOWNLOADS.map(({ kind, label }) => (
          <div key={kind} className="flex flex-wrap items-center gap-1.5">
            <span className="text-ink w-full font-medium sm:w-24">{label}</span>
            {(['pdf', 'docx', 'txt'] as const).map((format) => (
              <a
                key={format}
                href={applicationDocumentUrl(item.sentApplicationId ?? '', { kind, format })}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={`Download the sent ${label.toLowerCase()} as ${format.toUpperCase()}`}
              >
                <FileDown aria-hidden="true" />
                {format.toUpperCase()}
              </a>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

function NotesForm({ item }: { item: TrackerItem }) {
  const update = useUpdateTrackedJob()
  const [notes, setNotes] = useState(item.notes)
  const [nextAction, setNextAction] = useState(item.nextActionAt?.slice(0, 10) ?? '')
  const isDirty = notes !== item.notes || nextAction !== (item.nextActionAt?.slice(0, 10) ?? '')
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate({ jobPostingId: item.jobPostingId, notes, nextActionAt: nextAction || null })
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tracker-next-action">Next action date</Label>
        <Input
          id="tracker-next-action"
          type="date"
          value={nextAction}
          onChange={(event) => setNextAction(event.target.value)}
          className="sm:w-48"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="tracker-notes">Notes</Label>
        <Textarea
          id="tracker-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          rows={4}
          placeholder="Contact person, what was discussed, what to prepare…"
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save notes'}
        </Button>
        {update.isSuccess && !isDirty ? <span className="text-success-600 text-xs">Saved</span> : null}
        {update.isError ? (
          <span className="text-danger-600 text-xs">{describeApiError(update.error)}</span>
        ) : null}
      </div>
    </form>
  )
}

function Timeline({ jobPostingId }: { jobPostingId: string }) {
  const history = useTrackerHistory(jobPostingId)
  if (history.isPending) return <Spinner className="size-5" label="Loading the history" />
  if (history.isError) return <p className="text-danger-600 text-sm">{describeApiError(history.error)}</p>
  return (
    <ol className="border-line relative ml-1.5 border-l" data-testid="tracker-timeline">
      {history.data.events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative pb-3 pl-4 last:pb-0">
          <span
            className={`ring-surface absolute top-1.5 -left-[5px] size-2.5 rounded-full ring-2 ${STAGE_ACCENT[event.stage].dot}`}
            aria-hidden="true"
          />
          <p className="text-ink text-sm font-medium">{TRACKER_STAGE_LABELS[event.stage]}</p>
          <p className="text-ink-muted text-xs">{formatMoment(event.at)}</p>
          {event.note ? <p className="text-ink mt-0.5 text-sm">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  )
}

function Versions({ item }: { item: TrackerItem }) {
  const versions = useApplicationVersions(item.jobPostingId)
  if (versions.isPending) return <Spinner className="size-5" label="Loading the versions" />
  if (versions.isError) return <p className="text-danger-600 text-sm">{describeApiError(versions.error)}</p>
  const list = versions.data.versions
  return (
    <>
      <Section title="What was sent">
        <SentVersion item={item} versions={list} />
      </Section>
      <Section title={`Versions (${list.length})`}>
        {list.length === 0 ? (
          <p className="text-ink-muted text-sm">
            No resume or letter was written for this job yet. Generate one in the Resume Builder; every
            regeneration is kept as a new version.
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5" data-testid="version-list">
            {list.map((version) => (
              <li
                key={version.id}
                className="border-line flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="text-ink font-medium">{versionLabel(version, list)}</span>
                  <span className="text-ink-muted block text-xs">
                    {COMMUNICATION_STYLE_LABELS[version.communicationStyle]} · {version.matchScore}% match
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {version.id === item.sentApplicationId ? <Badge variant="success">Sent</Badge> : null}
                  <a
                    href={applicationDocumentUrl(version.id, {
                      kind: 'resume',
                      format: 'pdf',
                      disposition: 'inline',
                    })}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    <FileText aria-hidden="true" />
                    View
                    <span className="sr-only"> {versionLabel(version, list)} resume</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {list.length >= 2 ? (
        <Section title="Compare versions">
          <VersionCompare versions={list} initialLeft={item.sentApplicationId} />
        </Section>
      ) : null}
    </>
  )
}

function DetailBody({
  jobPostingId,
  onMove,
}: {
  jobPostingId: string
  onMove: TrackerDetailProps['onMove']
}) {
  const detail = useTrackedJob(jobPostingId)
  if (detail.isPending || detail.isError) {
    return (
      <>
        <DialogPrimitive.Title className="sr-only">Job details</DialogPrimitive.Title>
        {detail.isError ? (
          <p className="text-danger-600 p-6 text-sm">{describeApiError(detail.error)}</p>
        ) : (
          <Spinner className="mx-auto my-10 size-7" label="Loading the job" />
        )}
      </>
    )
  }
  const { item, jobPosting } = detail.data
  return (
    <>
      <header className="flex flex-col gap-3 pr-8">
        <div>
          <DialogPrimitive.Title className="text-ink text-xl leading-tight font-bold">
            {item.title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-ink-muted mt-1 text-sm">
            {item.company}
            {item.location ? ` · ${item.location}` : ''} · analysed {formatDay(item.analyzedAt)}
          </DialogPrimitive.Description>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StageSelect
            value={item.stage}
            onChange={(stage) => onMove(item, stage)}
            label="Stage"
            className="h-9 w-40"
          />
          {item.sourceUrl ? (
            <a
              href={item.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              Posting
            </a>
          ) : null}
          <Link href="/resume-builder" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <FileText aria-hidden="true" />
            Resume Builder
          </Link>
        </div>
      </header>
      <Section title="Posting summary">
        <PostingSummary job={jobPosting} />
      </Section>
      <ErrorBoundary title="The versions could not be shown.">
        <Versions item={item} />
      </ErrorBoundary>
      <Section title="Next action and notes">
        <NotesForm key={`${item.notes}|${item.nextActionAt ?? ''}`} item={item} />
      </Section>
      <Section title="Timeline">
        <Timeline jobPostingId={jobPostingId} />
      </Section>
    </>
  )
}

/** The detail panel: a sheet from the right on large screens, the whole screen on a phone. */
export function TrackerDetail({ jobPostingId, onClose, onMove }: TrackerDetailProps) {
  return (
    <DialogPrimitive.Root open={jobPostingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <DialogPrimitive.Content
          data-testid="tracker-detail"
          className="bg-surface animate-fade-in fixed inset-y-0 right-0 z-50 flex w-full flex-col gap-4 overflow-y-auto p-5 shadow-2xl sm:max-w-2xl sm:p-7"
        >
          {jobPostingId ? <DetailBody jobPostingId={jobPostingId} onMove={onMove} /> : null}
          <DialogPrimitive.Close
            className="text-ink-muted hover:text-ink absolute top-4 right-4 rounded-md p-1.5 hover:bg-slate-100"
            aria-label="Close details"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
