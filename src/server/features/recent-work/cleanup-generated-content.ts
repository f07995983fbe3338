import type { Db } from '#server/db/client.ts'
import { deleteGeneratedContent } from '#server/features/recent-work/recent-work-repository.ts'

export type CleanupGeneratedContentOptions = { db: Db; userId: string }

/**
 * Deletes everything the user generated (applications with their variations, social posts); analyses
 * stay, and so does every application the tracker records as sent: it is the copy of what went out.
 */
export async function cleanupGeneratedContent({ db, userId }: CleanupGeneratedContentOptions): Promise<{
  deletedResumes: number
  deletedVariations: number
  deletedLinkedInPosts: number
}> {
  return deleteGeneratedContent(db, userId)
}
