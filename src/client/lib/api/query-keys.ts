import { DEFAULT_USER_ID } from '#shared/constants.ts'

// The one query-key factory of the client data layer. Keys keep the spec's URL-shaped form
// (section 7: the profile is cached under /api/profile/{id}), so removing ['/api/profile'] clears the
// active profile and every profile by id at once.

export const queryKeys = {
  profile: {
    all: ['/api/profile'] as const,
    /** GET /api/profile — the profile the user works with. */
    active: () => ['/api/profile'] as const,
    /** GET /api/profile/:id */
    detail: (profileId: string) => ['/api/profile', profileId] as const,
  },
  profiles: {
    all: ['/api/profiles'] as const,
    /** GET /api/profiles?userId= — the selector's list. */
    list: (userId: string = DEFAULT_USER_ID) => ['/api/profiles', userId] as const,
  },
}
