import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type pg from 'pg'

import { lockDataDir } from '#server/db/data-dir-lock.ts'
import { countWritesOf } from '#server/db/read-cache.ts'
import * as schema from '#server/db/schema.ts'

export type Schema = typeof schema
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

type QueryRows = (sql: string) => Promise<{ rows: unknown[] }>

/**
 * Whether every migration in the journal is applied, in one query: drizzle records each migration it
 * applies with the journal's `when` as created_at. A start on an up-to-date database then skips the
 * migrator (reading and hashing every migration, creating its schema and table if absent, and on
 * PostgreSQL taking the advisory lock). False when the migrations table does not exist yet.
 */
async function isMigrated(query: QueryRows): Promise<boolean> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[]
  }
  const newest = Math.max(...journal.entries.map((entry) => entry.when))
  try {
    const { rows } = await query('SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations')
    return Number((rows[0] as { applied: string | null } | undefined)?.applied ?? 0) >= newest
  } catch {
    return false
  }
}

/** Session-level advisory lock key that serialises migrations across processes ("CareerFo" as bytes). */
export const MIGRATION_LOCK_KEY = 0x43617265_6572466fn

/**
 * Runs the migrations while holding a PostgreSQL advisory lock on a connection of its own: processes
 * starting at once on an empty database migrate one after the other, and the later ones find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool, db: NodePgDatabase<Schema>): Promise<void> {
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator')
  const lockClient = await pool.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
    try {
      await migratePg(db, { migrationsFolder })
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
    }
  } finally {
    lockClient.release()
  }
}

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string
  /** An existing PGlite instance (tests clone one migrated template). */
  pglite?: PGlite
}

/**
 * Opens the database and applies pending migrations. Always `close()` it: PGlite keeps Node alive.
 * Only the driver in use is loaded.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ])
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server closes (restart, failover, admin) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema })
    try {
      if (!(await isMigrated((text) => pool.query(text)))) await migrateUnderLock(pool, db)
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  let client = options.pglite
  let unlock = async () => {}
  if (!client) {
    const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined
    if (dataDir) {
      await mkdir(dataDir, { recursive: true })
      unlock = await lockDataDir(dataDir)
    }
    client = new PGlite(dataDir, {
      // PostgreSQL's default 128 MB of shared buffers is set up in PGlite's WebAssembly memory at every
      // start: 32 MB holds a team's data, starts about 0.2 s of CPU sooner and keeps ~100 MB less resident.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    })
  }
  const pglite = client
  const close = async () => {
    try {
      await pglite.close()
    } finally {
      await unlock()
    }
  }
  try {
    const db = drizzlePglite(pglite, { schema })
    countWritesOf(db as unknown as Db, pglite)
    if (!(await isMigrated((text) => pglite.query(text)))) await migratePglite(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'pglite', close }
  } catch (error) {
    await close().catch(() => {})
    throw error
  }
}
