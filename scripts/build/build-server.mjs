// Compiles the server (TypeScript, JSX) into dist/server with esbuild, so `npm start` runs plain
// JavaScript: no run-time transpiling. Dependencies stay in node_modules (packages: 'external');
// code splitting keeps each dynamic import() a separate chunk, so heavy libraries (react-pdf, pdf.js,
// mammoth, docx, word-extractor) load on first use, not at start-up.
import { createHash } from 'node:crypto'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { build } from 'esbuild'

export const SERVER_ENTRY = 'src/server/index.ts'
/** The import parse pool's worker runs in its own thread and is loaded by file name (parse-pool.ts). */
export const PARSE_WORKER_ENTRY = 'src/server/features/imports/parse-worker.ts'
/** The compute pool's worker module (src/server/compute/compute.ts), loaded by file name too. */
export const COMPUTE_WORKER_ENTRY = 'src/server/compute/compute-worker.ts'
export const SERVER_OUT_DIR = 'dist/server'
export const SERVER_OUT_FILE = `${SERVER_OUT_DIR}/index.js`
/** Read by src/server/engine/engine-version.ts (ENGINE_VERSION_FILE there). */
const ENGINE_VERSION_FILE = `${SERVER_OUT_DIR}/engine-code-version.txt`

/**
 * The compiled engine's code version: a hash of the name and content of every compiled file, in
 * path order. Computed once per build, so a start does not hash 2 MB before it listens.
 */
async function codeVersion(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(js|mjs|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  const hash = createHash('sha256')
  for (const file of files) hash.update(path.basename(file)).update(await readFile(file))
  return hash.digest('hex').slice(0, 12)
}

export async function buildServer() {
  await rm(SERVER_OUT_DIR, { recursive: true, force: true })
  await build({
    entryPoints: {
      index: SERVER_ENTRY,
      'parse-worker': PARSE_WORKER_ENTRY,
      'compute-worker': COMPUTE_WORKER_ENTRY,
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  })
  // The migrator reads SQL files next to the code that runs (db/client.ts resolves them from its URL).
  await cp('src/server/db/migrations', `${SERVER_OUT_DIR}/migrations`, { recursive: true })
  await writeFile(ENGINE_VERSION_FILE, await codeVersion(SERVER_OUT_DIR))
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
