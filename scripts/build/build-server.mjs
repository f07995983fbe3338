// Compiles the server (TypeScript, JSX) into dist/server with esbuild, so `npm start` runs plain
// JavaScript: no run-time transpiling. Dependencies stay in node_modules (packages: 'external');
// code splitting keeps each dynamic import() a separate chunk, so heavy libraries (react-pdf, pdf.js,
// mammoth, docx, word-extractor) load on first use, not at start-up.
import { cp, rm } from 'node:fs/promises'

import { build } from 'esbuild'

export const SERVER_ENTRY = 'src/server/index.ts'
/** The import parse pool's worker runs in its own thread and is loaded by file name (parse-pool.ts). */
export const PARSE_WORKER_ENTRY = 'src/server/features/imports/parse-worker.ts'
/** The compute pool's worker (src/server/workers/compute.ts), loaded by file name too. */
export const COMPUTE_WORKER_ENTRY = 'src/server/workers/compute-worker.ts'
export const SERVER_OUT_DIR = 'dist/server'
export const SERVER_OUT_FILE = `${SERVER_OUT_DIR}/index.js`

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
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
