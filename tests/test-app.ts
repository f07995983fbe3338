import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'

import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { parseEnv, type Env } from '#server/env.ts'
import type { AppDeps } from '#server/http/app-deps.ts'

// Route tests run the real app against a real database: PGlite by default, PostgreSQL when
// DATABASE_URL is set (CI does both). Each test gets its own empty, migrated database.
//
// On PGlite that costs little: creating a database cluster (initdb) takes ~9 s of CPU and loading a
// copy of one ~1.5 s, while emptying one takes milliseconds. So the migrated cluster is made once per
// checkout and kept in .tmp (named by the migrations and the PGlite version, so a change to either
// makes a new one); a test file loads it once, and a test's database is an instance of it that an
// earlier test of the file closed and emptied (every table truncated, the session discarded), or a
// newly loaded one when all are in use.

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const migrationsFolder = path.join(root, 'src/server/db/migrations')
const templateFolder = path.join(root, '.tmp/test-pglite')

/** What the migrated cluster depends on: the PGlite build and every migration file. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await readFile(path.join(root, 'node_modules/@electric-sql/pglite/package.json')))
  for (const folder of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (!entry.isFile()) continue
      hash.update(entry.name)
      hash.update(await readFile(path.join(folder, entry.name)))
    }
  }
  return `migrated-${hash.digest('hex').slice(0, 16)}.tar`
}

let template: Promise<Blob> | undefined

/** The migrated cluster as a data-dir dump: from .tmp, or made (and kept there) on first use. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(templateFolder, await templateName())
    const kept = await readFile(file).catch(() => undefined)
    if (kept) return new Blob([kept])
    const pglite = new PGlite()
    const database = await openDatabase({ pglite })
    try {
      const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer())
      // Written whole under another name first: a file running beside this one never reads half of it.
      await mkdir(templateFolder, { recursive: true })
      const partial = `${file}.${process.pid}.${randomUUID()}`
      await writeFile(partial, dump)
      await rename(partial, file)
      // Templates of earlier migrations (about 40 MB each) are of no further use.
      for (const name of await readdir(templateFolder))
        if (name.endsWith('.tar') && name !== path.basename(file))
          await rm(path.join(templateFolder, name), { force: true })
      return new Blob([dump])
    } finally {
      await database.close()
    }
  })()
  return template
}

/** Instances of the template that a test closed, emptied and ready for the next test of this file. */
const idle: PGlite[] = []

// Every table of the app emptied, and anything a test left in the session (settings, prepared
// statements, temporary tables, advisory locks) discarded: the instance is as the template left it.
const EMPTY_EVERY_TABLE = `DO $$ BEGIN
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE'
    FROM pg_tables WHERE schemaname = 'public');
END $$`

async function release(pglite: PGlite): Promise<void> {
  try {
    await pglite.exec(EMPTY_EVERY_TABLE)
    await pglite.exec('DISCARD ALL')
    idle.push(pglite)
  } catch {
    // Left in a state that cannot be emptied (closed, or in a failed transaction): not reused.
    await pglite.close().catch(() => {})
  }
}

async function testPglite(): Promise<Database> {
  const pglite = idle.pop() ?? (await PGlite.create({ loadDataDir: await migratedTemplate() }))
  const database = await openDatabase({ pglite })
  return { ...database, close: () => release(pglite) }
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
  return testPglite()
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
