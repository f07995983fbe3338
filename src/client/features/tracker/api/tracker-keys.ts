import { DEFAULT_USER_ID } from '#shared/constants.ts'

/** The one query-key factory of the tracker feature. */
export const trackerKeys = {
  all: ['tracker', DEFAULT_USER_ID] as const,
  list: () => [...trackerKeys.all, 'list'] as const,
  detail: (jobPostingId: string) => [...trackerKeys.all, 'detail', jobPostingId] as const,
  history: (jobPostingId: string) => [...trackerKeys.all, 'history', jobPostingId] as const,
  versions: (jobPostingId: string) => [...trackerKeys.all, 'versions', jobPostingId] as const,
  application: (applicationId: string) => ['application', applicationId] as const,
}
