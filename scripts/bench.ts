// npm run bench [-- name ...]: medians of the hot paths. Benchmarks, not timed tests.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The libraries' production builds, as the server runs them (src/server/index.ts sets the same).
process.env.NODE_ENV ??= 'production'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench')
const only = process.argv.slice(2)
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort()
for (const file of files) {
  const name = file.replace('.bench.ts', '')
  if (only.length > 0 && !only.includes(name)) continue
  console.log(`\n=== ${name}`)
  const module = (await import(path.join(dir, file))) as { run: () => Promise<void> }
  await module.run()
}
