// Variety without randomness: the same input always gives the same post (the AI cache and the tests
// rely on it), while different inputs pick different phrasings.

export type Rng = {
  /** A float in [0, 1). */
  next: () => number
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items in a seeded order. */
  sample: <T>(items: readonly T[], count: number) => T[]
}

/** FNV-1a, 32 bit. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: small, fast and good enough for choosing phrasings. */
export function createRng(seedText: string): Rng {
  let state = hashText(seedText)
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
    }
    return pool.slice(0, count)
  }
  return { next, pick, sample }
}
