import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  TRACKER_PAGE_SIZE,
  TrackerListResponseSchema,
  trackerUrl,
  type TrackerListResponse,
} from '#shared/tracker/tracker.contract.ts'
import { summariseTracker, type TrackerItem, type TrackerSummary } from '#shared/tracker/tracker.schema.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'

/** The tracker list as the cache keeps it: the pages loaded so far, newest activity first. */
export type TrackerPages = InfiniteData<TrackerListResponse, string | null>

export function getTracker(cursor: string | null, signal?: AbortSignal) {
  return requestJson(
    trackerUrl(DEFAULT_USER_ID, { limit: TRACKER_PAGE_SIZE, cursor }),
    TrackerListResponseSchema,
    { signal },
  )
}

export function getTrackerQueryOptions() {
  // Another tab or app process may move a job: refetch when the window regains focus.
  return infiniteQueryOptions({
    queryKey: queryKeys.tracker.list(),
    queryFn: ({ signal, pageParam }) => getTracker(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  })
}

/** The items of the loaded pages, each once (a job that moved between two page loads is not repeated). */
export function trackerItems(data: { pages: readonly TrackerListResponse[] } | undefined): TrackerItem[] {
  const seen = new Set<string>()
  const items: TrackerItem[] = []
  for (const page of data?.pages ?? [])
    for (const item of page.items)
      if (!seen.has(item.jobPostingId)) {
        seen.add(item.jobPostingId)
        items.push(item)
      }
  return items
}

/**
 * The cached list with one item replaced (`next`; null removes it), put first when `toFront`, and the
 * summary moved by the difference between the item's old and new counts.
 */
export function replaceTrackerItem(
  data: TrackerPages,
  jobPostingId: string,
  update: (item: TrackerItem) => TrackerItem,
  { toFront = false, replacement }: { toFront?: boolean; replacement?: TrackerItem } = {},
): TrackerPages {
  const old = data.pages.flatMap((page) => page.items).find((item) => item.jobPostingId === jobPostingId)
  const next = replacement ?? (old ? update(old) : undefined)
  if (!next) return data
  const pages = data.pages.map((page, index) => {
    const items = toFront
      ? page.items.filter((item) => item.jobPostingId !== jobPostingId)
      : page.items.map((item) => (item.jobPostingId === jobPostingId ? next : item))
    return {
      ...page,
      items: toFront && index === 0 ? [next, ...items] : items,
      // A job not loaded yet is counted in the summary already.
      summary: old ? moveSummary(page.summary, old, next) : page.summary,
    }
  })
  return { ...data, pages }
}

function moveSummary(summary: TrackerSummary, from: TrackerItem, to: TrackerItem): TrackerSummary {
  const removed = summariseTracker([from])
  const added = summariseTracker([to])
  const byStage = { ...summary.byStage }
  for (const stage of Object.keys(byStage) as (keyof typeof byStage)[])
    byStage[stage] += added.byStage[stage] - removed.byStage[stage]
  const nextActionDays = { ...summary.nextActionDays }
  for (const [day, n] of Object.entries(removed.nextActionDays))
    nextActionDays[day] = (nextActionDays[day] ?? 0) - n
  for (const [day, n] of Object.entries(added.nextActionDays))
    nextActionDays[day] = (nextActionDays[day] ?? 0) + n
  return {
    total: summary.total + added.total - removed.total,
    byStage,
    sent: summary.sent + added.sent - removed.sent,
    responded: summary.responded + added.responded - removed.responded,
    nextActionDays,
  }
}

export function useTracker() {
  return useInfiniteQuery(getTrackerQueryOptions())
}
