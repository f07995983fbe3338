import type { Db } from '#server/db/client.ts'
import { socialPosts } from '#server/db/schema.ts'

export type SocialPostRow = typeof socialPosts.$inferInsert

/** Keeps a written post in the user's recent work. */
export async function insertSocialPost(db: Db, row: SocialPostRow): Promise<void> {
  await db.insert(socialPosts).values(row)
}
