// The landing page's JavaScript budget: everything "/" loads before it can render, in gzip bytes.
// Reads the Vite manifest of the production build (dist/client/.vite/manifest.json): the entry chunk,
// its static imports, and the landing route's chunk with its static imports. Dynamic imports (other
// routes, the app shell) are not loaded by "/" and are not counted.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** 200 kB as Vite prints it (1 kB = 1000 bytes), the stricter reading of the budget. */
export const LANDING_BUDGET_BYTES = 200_000
const LANDING_ROUTE_SOURCE = 'app/routes/landing.tsx'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export type BundleReport = { files: { file: string; gzipBytes: number }[]; totalGzipBytes: number }

const defaultDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client')

/** Gzip sizes of the JavaScript that "/" loads: entry + static imports + landing chunk + its static imports. */
export async function measureLandingBundle(distDir: string = defaultDist): Promise<BundleReport> {
  const manifestPath = path.join(distDir, '.vite/manifest.json')
  const manifest = JSON.parse(
    await readFile(manifestPath, 'utf8').catch(() => {
      throw new Error(`No ${manifestPath}: run "npx vite build" first.`)
    }),
  ) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const landingKey = Object.keys(manifest).find(
    (key) => manifest[key]?.src === LANDING_ROUTE_SOURCE || key === LANDING_ROUTE_SOURCE,
  )
  if (!entryKey || !landingKey) throw new Error('The manifest has no entry chunk or no landing route chunk.')

  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(entryKey)
  visit(landingKey)

  const files = await Promise.all(
    [...seen]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')))
      .map(async (file) => ({
        file,
        gzipBytes: gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length,
      })),
  )
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) }
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}

export async function run(): Promise<void> {
  const report = await measureLandingBundle()
  for (const { file, gzipBytes } of report.files)
    console.log(`${file.padEnd(48)} ${kb(gzipBytes).padStart(10)} gzip`)
  const verdict = report.totalGzipBytes <= LANDING_BUDGET_BYTES ? 'within' : 'OVER'
  console.log(
    `${'landing "/" initial JavaScript'.padEnd(48)} ${kb(report.totalGzipBytes).padStart(10)} gzip  (${verdict} the ${kb(LANDING_BUDGET_BYTES)} budget)`,
  )
}
