import type { PGlite } from '@electric-sql/pglite'
import { expect, test } from 'vitest'

import { cachedRead, countWritesOf, versionedRead, type Versioned } from '#server/db/read-cache.ts'

/** A read the test finishes by hand, counting how often it was started. */
function manualRead<T>() {
  const started: ((value: T) => void)[] = []
  return {
    read: () => new Promise<T>((resolve) => started.push(resolve)),
    started,
  }
}

test('on PostgreSQL, requests that arrive while a read runs wait for it when the rows are unchanged', async () => {
  const db = {}
  const { read, started } = manualRead<Versioned<string> | null>()
  const options = { key: 'list:u1', version: async () => 'v1', read }
  const answers = Promise.all([
    versionedRead(db, options),
    versionedRead(db, options),
    versionedRead(db, options),
  ])
  await expect.poll(() => started.length).toBe(1)
  started[0]!({ version: 'v1', value: 'rows at v1' })
  expect(await answers).toEqual(['rows at v1', 'rows at v1', 'rows at v1'])
  expect(started).toHaveLength(1)
})

test('on PostgreSQL, a request after a write reads again, even while the older read runs', async () => {
  const db = {}
  let version = 'v1'
  const { read, started } = manualRead<Versioned<string> | null>()
  const options = { key: 'list:u1', version: async () => version, read }
  const first = versionedRead(db, options)
  // A write acknowledged by another process after the first read began.
  version = 'v2'
  const second = versionedRead(db, options)
  started[0]!({ version: 'v1', value: 'rows at v1' })
  await expect.poll(() => started.length).toBe(2)
  started[1]!({ version: 'v2', value: 'rows at v2' })
  expect([await first, await second]).toEqual(['rows at v1', 'rows at v2'])
  // Unchanged since: answered from the cache.
  expect(await versionedRead(db, options)).toBe('rows at v2')
  expect(started).toHaveLength(2)
})

test('on PostgreSQL, concurrent requests share version queries, and none is answered one that began before it', async () => {
  const db = {}
  let stored = 'v1'
  const { read: version, started: versions } = manualRead<string | null>()
  const read = async () => ({ version: stored, value: `rows at ${stored}` })
  const options = { key: 'list:u1', version, read }
  expect(await versionedRead(db, options)).toBe('rows at v1')
  const first = versionedRead(db, options)
  await expect.poll(() => versions.length).toBe(1)
  // A write acknowledged by another process, then five requests while the first version query runs,
  // which may have begun before the write: they share one query, started after it ends.
  stored = 'v2'
  const later = Array.from({ length: 5 }, () => versionedRead(db, options))
  versions[0]!('v1')
  expect(await first).toBe('rows at v1')
  await expect.poll(() => versions.length).toBe(2)
  versions[1]!('v2')
  expect(await Promise.all(later)).toEqual(Array.from({ length: 5 }, () => 'rows at v2'))
  expect(versions).toHaveLength(2)
})

test('a read that fails is not kept', async () => {
  const db = {}
  let calls = 0
  const read = async () => {
    calls++
    if (calls === 1) throw new Error('connection reset')
    return { version: 'v1', value: 'rows' }
  }
  const options = { key: 'list:u1', version: async () => 'v1', read }
  await expect(versionedRead(db, options)).rejects.toThrow('connection reset')
  expect(await versionedRead(db, options)).toBe('rows')
  expect(calls).toBe(2)
})

test('on the embedded database, a read is shared until the next write', async () => {
  const db = {}
  const client = {
    query: async () => ({ rows: [] }),
    exec: async () => [],
    transaction: async () => undefined,
  } as unknown as PGlite
  countWritesOf(db, client)
  const { read, started } = manualRead<string>()
  const both = Promise.all([cachedRead(db, 'k', read), cachedRead(db, 'k', read)])
  started[0]!('before the write')
  expect(await both).toEqual(['before the write', 'before the write'])
  await client.query('UPDATE tracked_jobs SET notes = $1', ['x'])
  const after = cachedRead(db, 'k', read)
  started[1]!('after the write')
  expect(await after).toBe('after the write')
  expect(started).toHaveLength(2)
})

test('a client opened again counts each write once, and a read on the first handle still sees it', async () => {
  const client = {
    query: async () => ({ rows: [] }),
    exec: async () => [],
    transaction: async () => undefined,
  } as unknown as PGlite
  const [first, second] = [{}, {}]
  countWritesOf(first, client)
  const wrapped = client.query
  countWritesOf(second, client)
  // One wrapper: a client reopened for every test does not stack one wrapper per opening.
  expect(client.query).toBe(wrapped)
  const { read, started } = manualRead<string>()
  const cached = cachedRead(first, 'k', read)
  started[0]!('before')
  await cached
  await client.exec('DELETE FROM tracked_jobs')
  const after = cachedRead(first, 'k', read)
  started[1]!('after')
  expect(await after).toBe('after')
})
