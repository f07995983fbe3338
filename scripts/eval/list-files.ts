import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every file below `dir`, in sub-folders too, sorted by path. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]),
    ),
  )
  return nested.flat().sort()
}
