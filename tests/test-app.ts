import { randomUUID } from 'node:crypto'

import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'

import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { parseEnv, type Env } from '#server/env.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

// Route tests run the real app against a real database: PGlite by default, PostgreSQL when
// DATABASE_URL is set (CI does both). Each test gets its own database:
// a clone of one migrated PGlite, or a fresh database on PostgreSQL.

let template: Promise<PGlite> | undefined

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const pglite = new PGlite()
    const database = await openDatabase({ pglite })
    void database
    return pglite
  })()
  return template
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  const result = parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...overrides })
  if (!result.ok) throw new Error(result.errors.join('\n'))
  return result.env
}

/**
 * A fresh, empty PostgreSQL database beside the one `databaseUrl` names: its address and how to drop it.
 * A database per test: the migrations name the public schema, so schemas cannot isolate tests.
 */
export async function createPostgresDatabase(
  databaseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

/** A migrated, empty database of the kind this test run uses. */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const { url, drop } = await createPostgresDatabase(databaseUrl, 'cf_test')
    const database = await openDatabase({ databaseUrl: url })
    return {
      ...database,
      close: async () => {
        await database.close()
        await drop()
      },
    }
  }
  const clone = (await (await migratedTemplate()).clone()) as PGlite
  return openDatabase({ pglite: clone })
}

export type TestApp = { app: FastifyInstance; database: Database; env: Env; close: () => Promise<void> }

export type CreateTestAppOptions = Partial<Omit<AppDeps, 'env' | 'database'>> & {
  env?: Record<string, string>
}

export async function createTestApp({
  env: envOverrides,
  ...deps
}: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const env = testEnv(envOverrides)
  const app = await buildApp({ database, env, ...deps })
  await app.ready()
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
