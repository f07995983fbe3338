import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The engine's version is derived from its code: a hash of every source file the writing depends on
// (the engine, the guard and the shared matching and skills code), computed once per process. Any
// change to how the engine writes changes the AI cache key, so an upgrade never serves old writing.
// In a bundled build the directories do not exist: the build hashes every compiled file of the server
// instead (the engine runs in a worker entry of its own, see workers/compute.ts) and writes the hash
// to ENGINE_VERSION_FILE, so a start reads 12 characters instead of hashing 2 MB
// (scripts/build/build-server.mjs).

const here = path.dirname(fileURLToPath(import.meta.url))
const ROOTS = [
  here,
  path.resolve(here, '../../shared/matching'),
  path.resolve(here, '../../shared/skills'),
  path.resolve(here, '../../shared/text'),
]

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return sourceFiles(full)
      return /\.(ts|js|mjs|json)$/.test(name) && !/\.test\./.test(name) ? [full] : []
    })
}

/** In dist/server, beside the compiled code. */
export const ENGINE_VERSION_FILE = 'engine-code-version.txt'

let cached: string | undefined

export function engineCodeVersion(): string {
  if (cached) return cached
  const compiledRoot = /^(.*\/dist\/server)(?:\/|$)/.exec(here)?.[1]
  if (compiledRoot)
    return (cached = readFileSync(path.join(compiledRoot, ENGINE_VERSION_FILE), 'utf8').trim())
  const hash = createHash('sha256')
  for (const file of ROOTS.flatMap(sourceFiles)) hash.update(path.basename(file)).update(readFileSync(file))
  cached = hash.digest('hex').slice(0, 12)
  return cached
}
