import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'

import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { createPostgresDatabase, testEnv } from '#tests/test-app.ts'

// Two app instances on one PostgreSQL database, each with its own pool and its own read cache, as two
// processes behind a load balancer: the tests that a write acknowledged by one is seen by the other's
// next read (issue 17). PostgreSQL only: PGlite locks its data directory to one process.

export type AppInstance = { app: FastifyInstance; database: Database }

export type TwoInstances = {
  /** Where the tests run: DATABASE_URL is set (CI's PostgreSQL pass). Skip them otherwise. */
  isAvailable: boolean
  /** The two instances, once beforeAll has run: [reader, writer], though either may write. */
  instances: () => [AppInstance, AppInstance]
}

/** Registers beforeAll/afterAll that open a fresh database and start two instances on it. */
export function useTwoInstances(seed?: (database: Database) => Promise<void>): TwoInstances {
  const databaseUrl = process.env.DATABASE_URL
  const started: AppInstance[] = []
  let drop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (!databaseUrl) return
    const created = await createPostgresDatabase(databaseUrl, 'cf_two')
    drop = created.drop
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: created.url })
      const app = await buildApp({ database, env: testEnv() })
      await app.ready()
      started.push({ app, database })
    }
    await seed?.(started[0]!.database)
  }, 180_000)

  afterAll(async () => {
    for (const { app, database } of started) {
      await app.close()
      await database.close()
    }
    await drop?.()
  })

  return {
    isAvailable: Boolean(databaseUrl),
    instances: () => {
      const [reader, writer] = started
      if (!reader || !writer) throw new Error('the two instances did not start')
      return [reader, writer]
    },
  }
}
