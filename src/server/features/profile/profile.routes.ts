import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import {
  ExtendedProfileResponseSchema,
  ListProfilesResponseSchema,
  ProfileIdParamsSchema,
  ProfileUserQuerySchema,
  SetActiveProfileRequestSchema,
  SetActiveProfileResponseSchema,
  UpdateProfileByIdRequestSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
} from '#shared/profile/profile.contract.ts'
import { ProfileSchema, type Profile } from '#shared/profile/profile.schema.ts'
import type { AppDeps } from '#server/http/app-deps.ts'
import { sharedBody } from '#server/http/shared-body.ts'
import { findProfile } from '#server/features/profile/find-profile.ts'
import { getExtendedProfile } from '#server/features/profile/get-extended-profile.ts'
import { listUserProfiles } from '#server/features/profile/list-user-profiles.ts'
import { getActiveProfileForReading } from '#server/features/profile/profile-repository.ts'
import { switchActiveProfile } from '#server/features/profile/switch-active-profile.ts'
import { updateProfileById } from '#server/features/profile/update-profile-by-id.ts'
import { updateProfile } from '#server/features/profile/update-profile.ts'

// GET /api/profile is the hottest read: the active profile object is shared until it changes
// (profile-repository.ts).
const profileBody = sharedBody<Readonly<Profile>>(ProfileSchema, '/api/profile')

export function profileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps.database
  return async (app) => {
    app.get(
      '/api/profile',
      { schema: { querystring: ProfileUserQuerySchema, response: { 200: ProfileSchema } } },
      async (request, reply) => {
        const profile = await getActiveProfileForReading(db, request.query.userId ?? DEFAULT_USER_ID)
        return profileBody.send(reply, profile)
      },
    )

    app.get(
      '/api/profile/:profileId',
      { schema: { params: ProfileIdParamsSchema, response: { 200: ProfileSchema } } },
      async (request) => findProfile({ db, profileId: request.params.profileId }),
    )

    app.get(
      '/api/profile/:profileId/extended',
      { schema: { params: ProfileIdParamsSchema, response: { 200: ExtendedProfileResponseSchema } } },
      async (request) => getExtendedProfile({ db, profileId: request.params.profileId }),
    )

    app.post(
      '/api/profile/update',
      { schema: { body: UpdateProfileRequestSchema, response: { 200: UpdateProfileResponseSchema } } },
      async (request) => ({
        success: true as const,
        profile: await updateProfile({ db, request: request.body }),
      }),
    )

    app.post(
      '/api/profile/update/:profileId',
      {
        schema: {
          params: ProfileIdParamsSchema,
          body: UpdateProfileByIdRequestSchema,
          response: { 200: UpdateProfileResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        profile: await updateProfileById({ db, profileId: request.params.profileId, request: request.body }),
      }),
    )

    app.get(
      '/api/profiles',
      { schema: { querystring: ProfileUserQuerySchema, response: { 200: ListProfilesResponseSchema } } },
      async (request) => listUserProfiles({ db, userId: request.query.userId ?? DEFAULT_USER_ID }),
    )

    app.post(
      '/api/profiles/active',
      { schema: { body: SetActiveProfileRequestSchema, response: { 200: SetActiveProfileResponseSchema } } },
      async (request) => ({
        success: true as const,
        profile: await switchActiveProfile({
          db,
          userId: request.body.userId ?? DEFAULT_USER_ID,
          profileId: request.body.profileId,
        }),
      }),
    )
  }
}
