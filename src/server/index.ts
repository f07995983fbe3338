import { buildApp } from '#server/app.ts'
import { openDatabase } from '#server/db/client.ts'
import { DataDirLockedError } from '#server/db/data-dir-lock.ts'
import { readProcessEnv } from '#server/env.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'

// The only file with start-up side effects.
const parsed = readProcessEnv()
if (!parsed.ok) {
  console.error('CareerForge cannot start: invalid settings')
  for (const line of parsed.errors) console.error(`  ${line}`)
  process.exit(1)
}
const env = parsed.env

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(`CareerForge cannot start: ${error.message}`)
  process.exit(1)
})
await seedProfiles(database.db)
const app = await buildApp({ database, env, serveClient: true })

const shutdown = async () => {
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

try {
  await app.listen({ port: env.PORT, host: env.HOST })
} catch (error) {
  console.error(`CareerForge cannot listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`)
  await database.close()
  process.exit(1)
}
