import { useMutation, useQueryClient } from '@tanstack/react-query'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  UpdateTrackedJobResponseSchema,
  trackedJobUrl,
  type UpdateTrackedJobRequest,
} from '#shared/tracker/tracker.contract.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { replaceTrackerItem, type TrackerPages } from '#client/features/tracker/api/get-tracker.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { requestJson } from '#client/lib/api-client.ts'
import { describeApiError } from '#client/lib/api-client.ts'

export type UpdateTrackedJobInput = Omit<UpdateTrackedJobRequest, 'userId'> & { jobPostingId: string }

export function updateTrackedJob({ jobPostingId, ...changes }: UpdateTrackedJobInput) {
  return requestJson(trackedJobUrl(jobPostingId), UpdateTrackedJobResponseSchema, {
    method: 'PATCH',
    body: { userId: DEFAULT_USER_ID, ...changes },
  })
}

/**
 * Moves a card at once (optimistic); if the server refuses, the board goes back to what it was and
 * a toast says why.
 */
export function useUpdateTrackedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTrackedJob,
    onMutate: async ({ jobPostingId, stage, notes, nextActionAt }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tracker.list() })
      const previous = queryClient.getQueryData<TrackerPages>(queryKeys.tracker.list())
      if (previous) {
        const now = new Date().toISOString()
        queryClient.setQueryData<TrackerPages>(
          queryKeys.tracker.list(),
          replaceTrackerItem(previous, jobPostingId, (item) => ({
            ...item,
            ...(stage && stage !== item.stage ? { stage, stageChangedAt: now } : {}),
            ...(notes !== undefined ? { notes } : {}),
            ...(nextActionAt !== undefined
              ? { nextActionAt: nextActionAt === null ? null : new Date(nextActionAt).toISOString() }
              : {}),
          })),
        )
      }
      return { previous }
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.tracker.list(), context.previous)
      toast({
        title: 'The change was not saved',
        description: describeApiError(error),
        variant: 'destructive',
      })
    },
    onSuccess: ({ item }) => {
      queryClient.setQueryData<TrackerPages>(queryKeys.tracker.list(), (current) =>
        current
          ? replaceTrackerItem(current, item.jobPostingId, () => item, { toFront: true, replacement: item })
          : current,
      )
    },
    onSettled: (_data, _error, { jobPostingId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tracker.list() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.tracker.detail(jobPostingId) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.tracker.history(jobPostingId) })
    },
  })
}
