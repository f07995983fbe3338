import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Building2, Calendar, Eye, FileText, History, MapPin, Trash2, Wand2 } from 'lucide-react'
import { useState } from 'react'

import { RECENT_WORK_LIMIT } from '#shared/constants.ts'
import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import {
  cleanupAllContent,
  cleanupOldEntries,
  getRecentWorkQueryOptions,
} from '#client/features/resume-builder/api/recent-work.ts'
import { JobAnalysisDialog } from '#client/features/resume-builder/components/job-analysis-dialog.tsx'
import { formatDate, formatStyle } from '#client/features/resume-builder/lib/format.ts'
import { describeApiError } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** Cleanup Old and Delete All Content, with their toasts and the delete question. */
function useRecentWorkCleanup() {
  const queryClient = useQueryClient()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.recentWork.list() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.userJobs() }),
    ])

  const cleanup = useMutation({
    mutationFn: cleanupOldEntries,
    onSuccess: async (result) => {
      toast({
        title: 'Storage Cleanup Complete',
        description: `Removed ${result.deletedJobs} job ${result.deletedJobs === 1 ? 'analysis' : 'analyses'} and ${plural(result.deletedResumes, 'resume')} older than a week.`,
      })
      await refresh()
    },
    onError: () =>
      toast({
        title: 'Cleanup Failed',
        description: 'Unable to cleanup old entries. Please try again.',
        variant: 'destructive',
      }),
  })
  const cleanupContent = useMutation({
    mutationFn: cleanupAllContent,
    onSuccess: async (result) => {
      setConfirmDelete(false)
      toast({
        title: 'Storage Cleanup Complete',
        description: `Deleted ${plural(result.deletedResumes, 'resume')}, ${plural(result.deletedVariations, 'variation')} and ${plural(result.deletedLinkedInPosts, 'LinkedIn post')}.`,
      })
      await refresh()
    },
    onError: () => {
      setConfirmDelete(false)
      toast({
        title: 'Content Cleanup Failed',
        description: 'Unable to cleanup generated content. Please try again.',
        variant: 'destructive',
      })
    },
  })
  return { cleanup, cleanupContent, confirmDelete, setConfirmDelete }
}

export function RecentWorkCard({ onViewContent }: { onViewContent: (item: RecentWorkItem) => void }) {
  const recent = useQuery(getRecentWorkQueryOptions())
  const [viewing, setViewing] = useState<RecentWorkItem | null>(null)
  const { cleanup, cleanupContent, confirmDelete, setConfirmDelete } = useRecentWorkCleanup()
  const items = (recent.data ?? []).slice(0, RECENT_WORK_LIMIT)

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle className="flex items-center gap-2">
            <History className="text-brand-600 size-5" aria-hidden /> Your Recent Work
          </CardTitle>
          <CardDescription>
            Your latest {RECENT_WORK_LIMIT} job analyses and the content generated for them.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => cleanup.mutate()} disabled={cleanup.isPending}>
            {cleanup.isPending ? (
              <Spinner className="size-3.5" label="Cleaning up" />
            ) : (
              <History aria-hidden />
            )}{' '}
            Cleanup Old
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-danger-600"
            onClick={() => setConfirmDelete(true)}
            disabled={cleanupContent.isPending}
          >
            <Trash2 aria-hidden /> Delete All Content
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <p className="text-ink-muted flex items-center gap-2 py-6 text-sm">
            <Spinner className="size-4" label="Loading recent work" /> Loading recent work...
          </p>
        ) : recent.isError ? (
          <p role="alert" className="text-danger-600 py-4 text-sm">
            {describeApiError(recent.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="border-line text-ink-muted rounded-xl border border-dashed py-8 text-center text-sm">
            No recent job analyses found
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Recent job analyses">
            {items.map((item) => (
              <RecentItem
                key={item.id}
                item={item}
                onViewAnalysis={() => setViewing(item)}
                onViewContent={() => onViewContent(item)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {viewing ? (
        <JobAnalysisDialog job={viewing} open onOpenChange={(open) => !open && setViewing(null)} />
      ) : null}
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete all generated content?</DialogTitle>
            <DialogDescription>
              This deletes every generated resume, cover letter, variation and LinkedIn post. Your job
              analyses and profile stay.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Keep Content
            </Button>
            <Button
              variant="destructive"
              onClick={() => cleanupContent.mutate()}
              disabled={cleanupContent.isPending}
            >
              {cleanupContent.isPending ? 'Deleting...' : 'Delete All Content'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}

/** One job analysis: what it was, how well it matched, and the ways back into it. */
function RecentItem({
  item,
  onViewAnalysis,
  onViewContent,
}: {
  item: RecentWorkItem
  onViewAnalysis: () => void
  onViewContent: () => void
}) {
  return (
    <li className="border-line flex flex-col gap-3 rounded-xl border p-4" data-testid="recent-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-ink min-w-0 font-semibold break-words">{item.jobTitle}</h3>
        {item.contentGenerated ? <Badge variant="success">Content Generated</Badge> : null}
      </div>
      <dl className="text-ink-muted grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Company</dt>
          <Building2 className="size-3.5 shrink-0" aria-hidden />
          <dd className="truncate">{item.company || 'Company not stated'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Location</dt>
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <dd className="truncate">{item.location || 'Not specified'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>Match:</dt>
          <dd className="text-ink font-semibold">
            {item.matchScore === null ? 'n/a' : `${item.matchScore}%`}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Analyzed</dt>
          <Calendar className="size-3.5 shrink-0" aria-hidden />
          <dd>{formatDate(item.analyzedDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>Style:</dt>
          <dd className="text-ink text-xs font-semibold tracking-wide">
            {formatStyle(item.communicationStyle)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Resumes</dt>
          <FileText className="size-3.5 shrink-0" aria-hidden />
          <dd>{plural(item.resumeCount, 'resume')}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onViewAnalysis}>
          <Eye aria-hidden /> View Analysis
        </Button>
        {item.contentGenerated ? (
          <Button variant="secondary" size="sm" onClick={onViewContent}>
            <Wand2 aria-hidden /> View Content
          </Button>
        ) : null}
      </div>
    </li>
  )
}
