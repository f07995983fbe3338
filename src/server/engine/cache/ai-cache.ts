import { createHash } from 'node:crypto'

import { and, count, eq, gt, lte, ne, sql } from 'drizzle-orm'

import { AI_CACHE_TTL_MS } from '#shared/constants.ts'
import type { CacheHealth } from '#shared/ai-cache/ai-cache.contract.ts'
import type { Db } from '#server/db/client.ts'
import { aiCache } from '#server/db/schema.ts'

// Every engine call goes through this cache. Key = hash(operation, normalised input, engine, model,
// prompt version). Entries expire after 24 hours; an entry written by another AI version is
// "outdated" and never served. Values are re-validated on read by the caller's schema.

/** The AI version: engine + model + prompt version. Changing any of them outdates old entries. */
export function aiVersionOf(engine: { name: string; model: string; promptVersion: string }): string {
  return `${engine.name}:${engine.model}:${engine.promptVersion}`
}

/** Stable JSON: keys sorted, strings trimmed and whitespace-collapsed, so equal inputs hash equally. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && typeof v !== 'function')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalise(v)]),
    )
  }
  return value
}

export function cacheKey(operation: string, input: unknown, aiVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, aiVersion, normalise(input)]))
    .digest('hex')
}

export type AiCacheOptions = { db: Db; aiVersion: string; now?: () => Date }

export function createAiCache({ db, aiVersion, now = () => new Date() }: AiCacheOptions) {
  async function get(key: string): Promise<unknown | undefined> {
    const [row] = await db
      .select({ value: aiCache.value })
      .from(aiCache)
      .where(and(eq(aiCache.key, key), eq(aiCache.aiVersion, aiVersion), gt(aiCache.expiresAt, now())))
      .limit(1)
    if (!row) return undefined
    await db
      .update(aiCache)
      .set({ hits: sql`${aiCache.hits} + 1` })
      .where(eq(aiCache.key, key))
    return row.value
  }

  async function set(
    key: string,
    operation: string,
    engine: string,
    model: string,
    value: unknown,
  ): Promise<void> {
    const createdAt = now()
    const expiresAt = new Date(createdAt.getTime() + AI_CACHE_TTL_MS)
    await db
      .insert(aiCache)
      .values({ key, operation, engine, model, aiVersion, value, createdAt, expiresAt, hits: 0 })
      .onConflictDoUpdate({ target: aiCache.key, set: { value, createdAt, expiresAt, aiVersion, hits: 0 } })
  }

  return { get, set }
}

export async function cacheHealth(
  db: Db,
  aiVersion: string,
  features: string[],
  now: Date = new Date(),
): Promise<CacheHealth> {
  const [totals] = await db
    .select({
      total: count(),
      valid: sql<number>`count(*) filter (where ${aiCache.aiVersion} = ${aiVersion} and ${aiCache.expiresAt} > ${now.toISOString()})`,
      outdated: sql<number>`count(*) filter (where ${aiCache.aiVersion} <> ${aiVersion})`,
      expired: sql<number>`count(*) filter (where ${aiCache.expiresAt} <= ${now.toISOString()})`,
    })
    .from(aiCache)
  return {
    totalCaches: Number(totals?.total ?? 0),
    validCaches: Number(totals?.valid ?? 0),
    outdatedAiVersion: Number(totals?.outdated ?? 0),
    expiredCaches: Number(totals?.expired ?? 0),
    currentAiVersion: aiVersion,
    features,
  }
}

/** Removes every entry (forceAll) or only outdated and expired ones; answers how many went. */
export async function invalidateCache(
  db: Db,
  aiVersion: string,
  forceAll: boolean,
  now: Date = new Date(),
): Promise<number> {
  const removed = forceAll
    ? await db.delete(aiCache).returning({ key: aiCache.key })
    : await db
        .delete(aiCache)
        .where(sql`${ne(aiCache.aiVersion, aiVersion)} or ${lte(aiCache.expiresAt, now)}`)
        .returning({ key: aiCache.key })
  return removed.length
}

export async function cleanupExpired(db: Db, now: Date = new Date()): Promise<number> {
  const removed = await db.delete(aiCache).where(lte(aiCache.expiresAt, now)).returning({ key: aiCache.key })
  return removed.length
}
