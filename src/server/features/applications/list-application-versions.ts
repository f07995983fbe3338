import {
  ApplicationVersionSchema,
  type ApplicationVersion,
} from '#shared/applications/application-versions.contract.ts'
import type { Db } from '#server/db/client.ts'
import { listApplicationVersionRows } from '#server/features/applications/application-repository.ts'

export type ListApplicationVersionsOptions = { db: Db; userId: string; jobPostingId: string }

/** Every generated version for one of the user's jobs, newest first. Regenerating adds one; none is replaced. */
export async function listApplicationVersions({
  db,
  userId,
  jobPostingId,
}: ListApplicationVersionsOptions): Promise<ApplicationVersion[]> {
  const rows = await listApplicationVersionRows(db, userId, jobPostingId)
  return rows.map((row) => ApplicationVersionSchema.parse({ ...row, createdAt: row.createdAt.toISOString() }))
}
