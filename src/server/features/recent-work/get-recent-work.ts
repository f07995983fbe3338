import type { RecentWorkItem } from '#shared/recent-work/recent-work.contract.ts'
import type { Db } from '#server/db/client.ts'
import { versionedRead } from '#server/db/read-cache.ts'
import { readRecentWork, readRecentWorkVersion } from '#server/features/recent-work/recent-work-repository.ts'

export type GetRecentWorkOptions = { db: Db; userId: string }

/**
 * The user's latest analyses (newest first), each with its latest generated application, shared with
 * other readers (do not edit it). One query; on the embedded database reused until the next write; on
 * PostgreSQL reused while one small query finds the same rows at the same versions, so a write
 * acknowledged by another process is seen by the next read (see read-cache.ts).
 */
export async function getRecentWork({
  db,
  userId,
}: GetRecentWorkOptions): Promise<readonly RecentWorkItem[]> {
  const items = await versionedRead(db, {
    key: `recent-work:${userId}`,
    version: () => readRecentWorkVersion(db, userId),
    read: () => readRecentWork(db, userId),
  })
  return items ?? []
}
