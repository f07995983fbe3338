// `npm start` builds the client once, and again only when a client source is newer than the build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const built = 'dist/client/index.html'
function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}
const sources = Math.max(newest('src/client'), newest('src/shared'), statSync('vite.config.ts').mtimeMs, statSync('package.json').mtimeMs)
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
