import { ClipboardList, FileSpreadsheet, FileText, KanbanSquare, Link2, Sparkles, Table2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'wouter'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { trackerCsvUrl, trackerRecordPdfUrl } from '#shared/tracker/tracker.contract.ts'
import { TRACKER_STAGE_LABELS, type TrackerItem, type TrackerStage } from '#shared/tracker/tracker.schema.ts'
import { ErrorBoundary } from '#client/components/error-boundary.tsx'
import { PageContainer, PageHeader } from '#client/components/page-header.tsx'
import { Button, buttonVariants } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { trackerItems, useTracker } from '#client/features/tracker/api/get-tracker.ts'
import { useUpdateTrackedJob } from '#client/features/tracker/api/update-tracked-job.ts'
import { TrackerBoard } from '#client/features/tracker/components/tracker-board.tsx'
import { TrackerDetail } from '#client/features/tracker/components/tracker-detail.tsx'
import { TrackerOverview } from '#client/features/tracker/components/tracker-overview.tsx'
import { TrackerTable } from '#client/features/tracker/components/tracker-table.tsx'
import { describeApiError } from '#client/lib/api-client.ts'

function EmptyState() {
  const steps = [
    {
      icon: Link2,
      title: 'Analyse a posting',
      text: 'Paste a job link or the posting text in the Resume Builder. Every job you analyse appears here, in Saved.',
    },
    {
      icon: Sparkles,
      title: 'Write your documents',
      text: 'Generate the resume and cover letter. Regenerating keeps the earlier versions, so you can compare them.',
    },
    {
      icon: ClipboardList,
      title: 'Track what you sent',
      text: 'Move the job to Applied: the version you sent is kept unchanged, next to the posting it answered.',
    },
  ]
  return (
    <Card className="flex flex-col items-center gap-6 px-6 py-12 text-center" data-testid="tracker-empty">
      <span className="bg-brand-50 text-brand-700 grid size-14 place-items-center rounded-2xl">
        <KanbanSquare className="size-7" aria-hidden="true" />
      </span>
      <div className="max-w-lg">
        <h2 className="text-ink text-xl font-bold">No applications tracked yet</h2>
        <p className="text-ink-muted mt-2 text-sm">
          Jobs arrive here on their own when you analyse a posting. From then on you can follow each
          application from saved to offer.
        </p>
      </div>
      <ol className="grid w-full max-w-3xl gap-3 text-left sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="border-line rounded-xl border bg-slate-50/60 p-4">
            <span className="text-ink flex items-center gap-2 text-sm font-semibold">
              <Icon className="text-brand-700 size-4" aria-hidden="true" />
              {index + 1}. {title}
            </span>
            <p className="text-ink-muted mt-1.5 text-sm">{text}</p>
          </li>
        ))}
      </ol>
      <Link href="/resume-builder" className={buttonVariants({ variant: 'gradient' })}>
        Analyse a job posting
      </Link>
    </Card>
  )
}

function ExportButtons() {
  return (
    <>
      <a href={trackerCsvUrl(DEFAULT_USER_ID)} download className={buttonVariants({ variant: 'outline' })}>
        <FileSpreadsheet aria-hidden="true" />
        Export CSV
      </a>
      <a
        href={trackerRecordPdfUrl(DEFAULT_USER_ID)}
        download
        className={buttonVariants({ variant: 'outline' })}
      >
        <FileText aria-hidden="true" />
        Record of applications (PDF)
      </a>
    </>
  )
}

/** The Application Tracker: overview, board or table, and the detail panel of one job. */
export function TrackerPage() {
  const tracker = useTracker()
  const update = useUpdateTrackedJob()
  const [openId, setOpenId] = useState<string | null>(null)

  function move(item: TrackerItem, stage: TrackerStage) {
    if (stage === item.stage) return
    update.mutate(
      { jobPostingId: item.jobPostingId, stage },
      {
        onSuccess: () =>
          toast({
            title: `Moved to ${TRACKER_STAGE_LABELS[stage]}`,
            description: `${item.title} at ${item.company}`,
          }),
      },
    )
  }

  const items = useMemo(() => trackerItems(tracker.data), [tracker.data])
  const summary = tracker.data?.pages[0]?.summary
  return (
    <PageContainer className="max-w-[100rem]">
      <PageHeader
        title="Application Tracker"
        description="Every job you analysed, from saved to offer, with exactly what you sent."
        actions={items.length > 0 ? <ExportButtons /> : null}
      />
      <div className="mt-6 flex flex-col gap-6">
        {tracker.isPending ? (
          <Spinner className="mx-auto my-16 size-8" label="Loading your applications" />
        ) : tracker.isError ? (
          <Card className="flex flex-col items-start gap-3 p-6" role="alert">
            <p className="text-ink text-sm">
              Your applications could not be loaded. {describeApiError(tracker.error)}
            </p>
            <Button variant="outline" onClick={() => void tracker.refetch()}>
              Try again
            </Button>
          </Card>
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ErrorBoundary title="The overview could not be shown.">
              {summary ? <TrackerOverview summary={summary} /> : null}
            </ErrorBoundary>
            <Tabs defaultValue="board">
              <TabsList aria-label="View">
                <TabsTrigger value="board">
                  <KanbanSquare className="size-4" aria-hidden="true" />
                  Board
                </TabsTrigger>
                <TabsTrigger value="table">
                  <Table2 className="size-4" aria-hidden="true" />
                  Table
                </TabsTrigger>
              </TabsList>
              <TabsContent value="board" className="mt-4">
                <TrackerBoard items={items} onOpen={setOpenId} onMove={move} />
              </TabsContent>
              <TabsContent value="table" className="mt-4">
                <TrackerTable items={items} onOpen={setOpenId} />
              </TabsContent>
            </Tabs>
            {tracker.hasNextPage ? (
              <div className="flex flex-col items-center gap-2">
                <p className="text-ink-muted text-sm">
                  Showing the {items.length} most recently active of {summary?.total ?? items.length} jobs.
                </p>
                <Button
                  variant="outline"
                  onClick={() => void tracker.fetchNextPage()}
                  disabled={tracker.isFetchingNextPage}
                >
                  {tracker.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <TrackerDetail jobPostingId={openId} onClose={() => setOpenId(null)} onMove={move} />
    </PageContainer>
  )
}
