import { randomUUID } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { DEFAULT_PROFILE_ID, IMPORTED_PROFILE_ID } from '#server/features/profile/seed-profiles.ts'
import { seedProfiles } from '#server/features/profile/profile-repository.ts'
import { testEnv } from '#tests/test-app.ts'

// Two app instances on one PostgreSQL database, each with its own pool and its own read cache, as two
// processes behind a load balancer: a write acknowledged by one is seen by the other's next read of
// the active profile (issue 17). Runs where DATABASE_URL is set (CI's PostgreSQL pass).

const databaseUrl = process.env.DATABASE_URL
const name = `cf_two_${randomUUID().replaceAll('-', '').slice(0, 16)}`
let admin: pg.Client | undefined
const instances: { app: FastifyInstance; database: Database }[] = []

beforeAll(async () => {
  if (!databaseUrl) return
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ databaseUrl: url.toString() })
    const app = await buildApp({ database, env: testEnv() })
    await app.ready()
    instances.push({ app, database })
  }
  await seedProfiles(instances[0]!.database.db)
}, 180_000)

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close()
    await database.close()
  }
  await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin?.end()
})

async function activeProfile(app: FastifyInstance, userId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/profile?userId=${userId}` })
  expect(response.statusCode).toBe(200)
  return response.json() as { id: string; name: string }
}

async function post(app: FastifyInstance, url: string, payload: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url, payload })
  expect(response.statusCode, response.body).toBe(200)
}

test.skipIf(!databaseUrl)(
  'GET /api/profile on one instance sees every write acknowledged by the other',
  async () => {
    const [reader, writer] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance]
    const userId = 'two-instances'
    // Both read twice, so each has the answer cached before the other writes.
    for (const app of [reader, writer, reader, writer])
      expect(await activeProfile(app, userId)).toMatchObject({
        id: DEFAULT_PROFILE_ID,
        name: 'Alexandra Weber',
      })

    await post(writer, '/api/profile/update', { userId, profileId: DEFAULT_PROFILE_ID, name: 'Renamed Once' })
    expect((await activeProfile(reader, userId)).name).toBe('Renamed Once')

    // Switching away and back: the reader must answer each profile, not the one it read last.
    await post(writer, '/api/profiles/active', { userId, profileId: IMPORTED_PROFILE_ID })
    expect((await activeProfile(reader, userId)).id).toBe(IMPORTED_PROFILE_ID)
    await post(writer, '/api/profile/update', {
      userId,
      profileId: DEFAULT_PROFILE_ID,
      name: 'Renamed Twice',
    })
    await post(writer, '/api/profiles/active', { userId, profileId: DEFAULT_PROFILE_ID })
    expect(await activeProfile(reader, userId)).toMatchObject({
      id: DEFAULT_PROFILE_ID,
      name: 'Renamed Twice',
    })

    // And the other way round.
    await post(reader, '/api/profile/update', { userId, profileId: DEFAULT_PROFILE_ID, name: 'Renamed Back' })
    expect((await activeProfile(writer, userId)).name).toBe('Renamed Back')
  },
  120_000,
)
