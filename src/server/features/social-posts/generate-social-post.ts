import { randomUUID } from 'node:crypto'

import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { ProfileSectionsSchema } from '#shared/profile/profile.schema.ts'
import {
  SocialPostSchema,
  type GeneratePostRequest,
  type SocialPost,
} from '#shared/social-posts/social-post.schema.ts'
import type { Db } from '#server/db/client.ts'
import type { CareerEngine } from '#server/engine/career-engine.ts'
import { resolveProfile } from '#server/features/profile/find-profile.ts'
import { insertSocialPost } from '#server/features/social-posts/social-post-repository.ts'

export type GenerateSocialPostOptions = {
  db: Db
  engine: CareerEngine
  request: GeneratePostRequest
}

/** Writes a post in the user's voice from their topic and argument, and keeps it in their recent work. */
export async function generateSocialPost({
  db,
  engine,
  request,
}: GenerateSocialPostOptions): Promise<{ id: string; post: SocialPost }> {
  const userId = request.userId ?? DEFAULT_USER_ID
  const profile = await resolveProfile({ db, userId, profileId: request.profileId })
  // The screen sends the profile's selected traits; a caller that sends none still gets the profile's voice.
  const workforceTraits =
    request.workforceTraits.length > 0 ? request.workforceTraits : profile.personalityTraits.selectedTraits
  const post = SocialPostSchema.parse(
    await engine.generateSocialPost({
      topic: request.topic,
      argument: request.argument,
      tone: request.tone,
      targetAudience: request.targetAudience,
      workforceTraits,
      // Only the profile's sections: ids and timestamps would make every cache key unique.
      profile: ProfileSectionsSchema.parse(profile),
    }),
  )
  const id = `post-${randomUUID()}`
  await insertSocialPost(db, {
    id,
    userId,
    topic: request.topic,
    argument: request.argument,
    tone: request.tone,
    targetAudience: request.targetAudience,
    post,
  })
  return { id, post }
}
