import type { GenerateSocialPostInput } from '#server/engine/career-engine.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'
import { AppError } from '#shared/errors.ts'

/** The local engine's social post writer. */
export function writeSocialPost(_input: GenerateSocialPostInput): SocialPost {
  throw new AppError('GENERATION_FAILED', { message: 'The social post writer is not available yet.' })
}
