import type { PGlite } from '@electric-sql/pglite'

import type { Db } from '#server/db/client.ts'

// Hot reads (the active profile, list endpoints) on the embedded database. A PGlite query costs
// milliseconds of CPU in WebAssembly, so a page that polls would saturate the process; PGlite is
// single-process (its data directory is locked to one), so every write to it passes through this
// process's client. A counter of writes, bumped by any statement that is not a plain SELECT and by
// every transaction, tells a cached read whether anything changed since it was made.
// On PostgreSQL nothing is cached: several app processes may share the database, and a cache here
// would miss the others' writes. There each hot read is one query.
//
// To add a hot read: write it as ONE query, and wrap it as
//   cachedRead(db, `tracker:${userId}`, () => listTrackerRows(db, userId))
// Return values are shared: clone before handing them to code that may edit them.

type Entry = { writes: number; value: unknown }
type ReadCache = { writes: () => number; entries: Map<string, Entry> }

const caches = new WeakMap<Db, ReadCache>()
const ENTRY_LIMIT = 1000
const READ_ONLY = /^\s*select\b/i

function isReadOnly(query: unknown): boolean {
  return typeof query === 'string' && READ_ONLY.test(query)
}

/** Counts writes through a PGlite client by wrapping its query, exec and transaction methods. */
function countWrites(client: PGlite): () => number {
  let writes = 0
  const { query, exec, transaction } = client
  client.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    if (!isReadOnly(args[0])) writes++
    return query.apply(this, args)
  } as PGlite['query']
  client.exec = function (this: PGlite, ...args: Parameters<PGlite['exec']>) {
    writes++
    return exec.apply(this, args)
  } as PGlite['exec']
  client.transaction = async function (this: PGlite, ...args: Parameters<PGlite['transaction']>) {
    writes++
    try {
      return await transaction.apply(this, args)
    } finally {
      writes++
    }
  } as PGlite['transaction']
  return () => writes
}

/** Starts counting the writes of an embedded database (db/client.ts does, when it opens one). */
export function countWritesOf(db: Db, client: PGlite): void {
  caches.set(db, { writes: countWrites(client), entries: new Map() })
}

/**
 * The result of `read`, reused until the next write to the embedded database; on PostgreSQL,
 * always a fresh `read`. The key names the read and its arguments.
 */
export async function cachedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db)
  if (!cache) return read()
  const entry = cache.entries.get(key)
  // The count before the read: a write that lands while it runs makes this entry stale at once.
  const writes = cache.writes()
  if (entry && entry.writes === writes) return entry.value as T
  const value = await read()
  if (cache.entries.size >= ENTRY_LIMIT) cache.entries.clear()
  cache.entries.set(key, { writes, value })
  return value
}
