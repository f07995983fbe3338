import { DEFAULT_USER_ID } from '#shared/constants.ts'

// The one query-key factory of the client data layer: every feature's keys live here. Profile keys keep
// the spec's URL-shaped form (section 7: the profile is cached under /api/profile/{id}), so removing
// ['/api/profile'] clears the active profile, every profile by id and the post author at once.

const trackerAll = ['tracker', DEFAULT_USER_ID] as const

export const queryKeys = {
  profile: {
    all: ['/api/profile'] as const,
    /** GET /api/profile — the profile the user works with. */
    active: () => ['/api/profile'] as const,
    /** GET /api/profile/:id */
    detail: (profileId: string) => ['/api/profile', profileId] as const,
    /** The profile read as a post's author (name, headline, traits). */
    postAuthor: () => ['/api/profile', 'post-author'] as const,
  },
  profiles: {
    all: ['/api/profiles'] as const,
    /** GET /api/profiles?userId= — the selector's list. */
    list: (userId: string = DEFAULT_USER_ID) => ['/api/profiles', userId] as const,
  },
  tracker: {
    all: trackerAll,
    list: () => [...trackerAll, 'list'] as const,
    detail: (jobPostingId: string) => [...trackerAll, 'detail', jobPostingId] as const,
    history: (jobPostingId: string) => [...trackerAll, 'history', jobPostingId] as const,
    versions: (jobPostingId: string) => [...trackerAll, 'versions', jobPostingId] as const,
  },
  recentWork: {
    all: ['/api/recent-work'] as const,
    /** GET /api/recent-work/:userId */
    list: (userId: string = DEFAULT_USER_ID) => ['/api/recent-work', userId] as const,
  },
  /** GET /api/jobs/:userId — the user's analysed jobs, refreshed with recent work after a generation. */
  userJobs: (userId: string = DEFAULT_USER_ID) => ['/api/jobs', userId] as const,
  application: (applicationId: string) => ['application', applicationId] as const,
  /** GET /api/applications/:id/resume-document */
  resumeDocument: (applicationId: string) => ['/api/applications', applicationId, 'resume-document'] as const,
  cacheHealth: () => ['/api/cache/health'] as const,
  landingShowcase: () => ['/api/landing/showcase'] as const,
}
