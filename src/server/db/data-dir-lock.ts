import { open, readFile, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

// One process per PGlite data directory: PGlite is an embedded single-user PostgreSQL, and two
// processes on one directory each keep their own copy in memory and overwrite each other's writes.
// The lock file holds the owner's pid; a lock whose process is gone (a crash, kill -9) is stale and taken over.

export const LOCK_FILE_NAME = 'careerforge.lock'

type LockOwner = { pid: number; hostname: string; startedAt: string }

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The data directory ${dataDir} is in use by another CareerForge process (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}). ` +
        'Stop that process first, or give this one its own DATA_DIR. To run several processes on one database, use PostgreSQL (DATABASE_URL).',
    )
    this.name = 'DataDirLockedError'
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number'
      ? {
          pid: owner.pid,
          hostname: String(owner.hostname ?? 'unknown host'),
          startedAt: String(owner.startedAt ?? 'unknown'),
        }
      : null
  } catch {
    return null
  }
}

/** Takes the data directory's lock or throws DataDirLockedError naming the running owner. Returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE_NAME)
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx')
      await handle.writeFile(JSON.stringify(me))
      await handle.close()
      return async () => {
        const owner = await readOwner(file)
        if (owner?.pid === me.pid && owner.startedAt === me.startedAt) await unlink(file).catch(() => {})
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = await readOwner(file)
    // Another host's pid cannot be checked from here: a shared directory with a live-looking owner stays locked.
    const stale =
      owner === null
        ? false
        : owner.hostname === me.hostname && (owner.pid === process.pid || !isRunning(owner.pid))
    if (owner && !stale) throw new DataDirLockedError(dataDir, owner)
    if (owner === null && attempt === 0) {
      // Being written by a process that is starting right now: look again before calling it broken.
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    await unlink(file).catch(() => {})
  }
  const owner = await readOwner(file)
  throw new DataDirLockedError(dataDir, owner ?? { pid: 0, hostname: 'unknown host', startedAt: 'unknown' })
}
