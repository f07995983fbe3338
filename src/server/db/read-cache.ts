import type { PGlite } from '@electric-sql/pglite'

// Hot reads (the active profile, list endpoints) on the embedded database. A PGlite query costs
// milliseconds of CPU in WebAssembly, so a page that polls would saturate the process; PGlite is
// single-process (its data directory is locked to one), so every write to it passes through this
// process's client. A counter of writes, bumped by any statement that is not a plain SELECT and by
// every transaction, tells a cached read whether anything changed since it was made.
// On PostgreSQL several app processes may share the database, so no write counter can see every
// write: there a hot read is one query, or, with versionedRead, one small query asking for the version
// of the rows read (their `xmin`, the transaction that wrote them, or a counter a trigger raises in
// every writing transaction, as the tracker list's) and the cached value when it was read from exactly
// those rows, else the read.
//
// To add a hot read: write it as ONE query, and wrap it as
//   cachedRead(db, `tracker:${userId}`, () => listTrackerRows(db, userId))
// Return values are shared: clone before handing them to code that may edit them.
// A cache is kept per database handle (the Drizzle `Db`), by identity only: nothing here queries it,
// so this module does not import the client that calls countWritesOf (no import loop).

/** The Drizzle database a cache belongs to; only its identity is used. */
type DbHandle = object

// Entries hold the read's promise, so requests that arrive while a read runs wait for it instead of
// each starting the same read (a cold list of thousands of rows under 20 connections never finished).
type Entry = { writes: number; value: Promise<unknown> }
/** A value with the version of the rows it was read from. */
export type Versioned<T> = { version: string; value: T }
type ReadCache = { writes: () => number; entries: Map<string, Entry> }

const caches = new WeakMap<DbHandle, ReadCache>()
const versionedCaches = new WeakMap<DbHandle, Map<string, Promise<Versioned<unknown> | null>>>()
const ENTRY_LIMIT = 1000
const READ_ONLY = /^\s*select\b/i

function isReadOnly(query: unknown): boolean {
  return typeof query === 'string' && READ_ONLY.test(query)
}

const counters = new WeakMap<PGlite, () => number>()

/**
 * Counts writes through a PGlite client by wrapping its query, exec and transaction methods, once
 * per client: a client opened again (the tests reuse one per test) keeps one wrapper and one count.
 */
function countWrites(client: PGlite): () => number {
  const counter = counters.get(client)
  if (counter) return counter
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
  const count = () => writes
  counters.set(client, count)
  return count
}

/** Starts counting the writes of an embedded database (db/client.ts does, when it opens one). */
export function countWritesOf(db: DbHandle, client: PGlite): void {
  caches.set(db, { writes: countWrites(client), entries: new Map() })
}

/**
 * The result of `read`, reused until the next write to the embedded database; on PostgreSQL,
 * always a fresh `read`. The key names the read and its arguments.
 */
export async function cachedRead<T>(db: DbHandle, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db)
  if (!cache) return read()
  const entry = cache.entries.get(key)
  // The count before the read: a write that lands while it runs makes this entry stale at once.
  const writes = cache.writes()
  if (entry && entry.writes === writes) return entry.value as Promise<T>
  const value = read()
  if (cache.entries.size >= ENTRY_LIMIT) cache.entries.clear()
  cache.entries.set(key, { writes, value })
  forgetOnFailure(cache.entries, key, value, (e) => e.value)
  return value
}

/** A read that fails is not kept: the next caller reads again. */
function forgetOnFailure<E>(
  entries: Map<string, E>,
  key: string,
  value: Promise<unknown>,
  of: (e: E) => unknown,
) {
  value.catch(() => {
    const current = entries.get(key)
    if (current !== undefined && of(current) === value) entries.delete(key)
  })
}

/** Per key: the version query running, and the one that starts when it ends (joined until then). */
type VersionFlight = { running: Promise<string | null> | null; queued: Promise<string | null> | null }
const versionFlights = new WeakMap<DbHandle, Map<string, VersionFlight>>()

/**
 * The result of a `version` query that starts after this call, shared by every caller that asked for
 * the same key before it started. Under load the callers of one key share one query in flight and
 * one queued behind it, instead of sending one each (20 connections polling a list of thousands of
 * jobs were 20 version queries at a time); a query that is already running when a caller arrives is
 * never answered to it, since it may have missed a write acknowledged just before.
 */
function versionAfterNow(
  db: DbHandle,
  key: string,
  version: () => Promise<string | null>,
): Promise<string | null> {
  let flights = versionFlights.get(db)
  if (!flights) versionFlights.set(db, (flights = new Map()))
  let flight = flights.get(key)
  if (!flight) flights.set(key, (flight = { running: null, queued: null }))
  const own = flight
  const start = () => {
    const running = version()
    own.running = running
    const settle = () => {
      if (own.running !== running) return
      own.running = null
      if (!own.queued && flights.get(key) === own) flights.delete(key)
    }
    running.then(settle, settle)
    return running
  }
  if (own.queued) return own.queued
  if (!own.running) return start()
  const queued = own.running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      own.queued = null
      return start()
    })
  own.queued = queued
  return queued
}

export type VersionedReadOptions<T> = {
  /** Names the read and its arguments. */
  key: string
  /** The current version of the rows `read` would return, in one small query; null when there are none. */
  version: () => Promise<string | null>
  /**
   * The rows and their version, read in ONE query: a write landing between `version` and `read` must
   * not file a newer value under an older version (a profile switched away and back would answer
   * the other profile).
   */
  read: () => Promise<Versioned<T> | null>
}

/**
 * A hot read that stays right with several processes on PostgreSQL: a cached value is answered only
 * when `version` says the rows are still the ones it was read from, so a write acknowledged by any
 * process is seen by the next read in every process. On the embedded database, as cachedRead.
 */
export async function versionedRead<T>(db: DbHandle, options: VersionedReadOptions<T>): Promise<T | null> {
  if (caches.has(db)) return (await cachedRead(db, options.key, options.read))?.value ?? null
  let entries = versionedCaches.get(db)
  if (!entries) versionedCaches.set(db, (entries = new Map()))
  const latest = entries.get(options.key) as Promise<Versioned<T> | null> | undefined
  if (latest) {
    // The version is asked by a query that starts after this call, so it counts every write
    // acknowledged before it; the latest read (done or still running) is answered only when it was
    // read from exactly those rows.
    const [version, value] = await Promise.all([
      versionAfterNow(db, options.key, options.version),
      latest.catch(() => null),
    ])
    if (value && value.version === version) return value.value
  }
  const fresh = options.read()
  if (entries.size >= ENTRY_LIMIT) entries.clear()
  entries.set(options.key, fresh)
  forgetOnFailure(entries, options.key, fresh, (e) => e)
  return (await fresh)?.value ?? null
}
