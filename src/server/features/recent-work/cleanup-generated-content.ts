import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'

import type { Db } from '#server/db/client.ts'
import { applications, socialPosts, trackedJobs, variations } from '#server/db/schema.ts'

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
  return db.transaction(async (tx) => {
    const apps = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.userId, userId),
          notInArray(
            applications.id,
            tx
              .select({ id: trackedJobs.sentApplicationId })
              .from(trackedJobs)
              .where(isNotNull(trackedJobs.sentApplicationId)),
          ),
        ),
      )
    const appIds = apps.map((a) => a.id)
    const deletedVariations = appIds.length
      ? await tx
          .delete(variations)
          .where(inArray(variations.applicationId, appIds))
          .returning({ id: variations.id })
      : []
    const deletedResumes = appIds.length
      ? await tx
          .delete(applications)
          .where(inArray(applications.id, appIds))
          .returning({ id: applications.id })
      : []
    const deletedPosts = await tx
      .delete(socialPosts)
      .where(eq(socialPosts.userId, userId))
      .returning({ id: socialPosts.id })
    return {
      deletedResumes: deletedResumes.length,
      deletedVariations: deletedVariations.length,
      deletedLinkedInPosts: deletedPosts.length,
    }
  })
}
