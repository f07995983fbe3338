import { existsSync } from 'node:fs'
import path from 'node:path'

import { openDatabase } from '#server/db/client.ts'
import { DataDirLockedError } from '#server/db/data-dir-lock.ts'
import { preferProductionLibraries, readProcessEnv } from '#server/env.ts'
import { warmParsePool } from '#server/features/imports/parse-pool.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'
import { createComputePool } from '#server/compute/compute.ts'

// The only file with start-up side effects.
const parsed = readProcessEnv()
if (!parsed.ok) {
  console.error('CareerForge cannot start: invalid settings')
  for (const line of parsed.errors) console.error(`  ${line}`)
  process.exit(1)
}
const env = parsed.env
preferProductionLibraries()

const startedAt = performance.now()
// A new embedded database takes several seconds to create: say so, so the first start does not look hung.
const isNewDatabase =
  !env.DATABASE_URL && env.DATA_DIR !== 'memory://' && !existsSync(path.join(env.DATA_DIR, 'PG_VERSION'))
if (isNewDatabase) console.log(`CareerForge: creating the database in ${env.DATA_DIR} (first start only)`)
const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
// The app's modules load while the database opens (PGlite compiles its WebAssembly off this thread).
const loadingApp = import('#server/app.ts')
const database = await opening.catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(`CareerForge cannot start: ${error.message}`)
  process.exit(1)
})
if (isNewDatabase)
  console.log(`CareerForge: database created in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
await seedProfiles(database.db)
// Job reading, the local engine and PDF rendering run in worker threads: the request thread stays free.
const compute = createComputePool()
const { buildApp } = await loadingApp
const app = await buildApp({ database, env, compute, serveClient: true })

let isStopping = false
const shutdown = async () => {
  isStopping = true
  await app.close()
  await compute.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

try {
  await app.listen({ port: env.PORT, host: env.HOST })
  console.log(
    `CareerForge: ready at http://${env.HOST}:${env.PORT} (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
  )
  // In the background, once listening: the first analysis or PDF a person asks for carries no start-up cost.
  // A stop during the warm-up cancels it: that is no failure worth a warning.
  compute.warm().catch((error: unknown) => {
    if (!isStopping) app.log.warn({ err: error }, 'compute warm-up failed')
  })
  // The same for the first import: pdf.js loads now, not inside the first file's 20-second deadline.
  void warmParsePool()
} catch (error) {
  console.error(`CareerForge cannot listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`)
  await database.close()
  process.exit(1)
}
