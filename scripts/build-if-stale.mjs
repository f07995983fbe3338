// `npm start` builds what is missing or older than its sources, saying what it does and how long it
// takes: the client (Vite, about a minute on a 2-core machine) and the server (esbuild, seconds).
// A later start with nothing changed builds nothing.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { SERVER_OUT_FILE, buildServer } from './build/build-server.mjs'
import { precompressClient } from './build/precompress-client.mjs'

function newest(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(target, { withFileTypes: true }))
    latest = Math.max(latest, newest(path.join(target, entry.name)))
  return latest
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest))
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`
}

/** Prints the elapsed time every few seconds while a long step runs, so nobody thinks it hangs. */
function ticker(label) {
  const since = performance.now()
  const timer = setInterval(() => process.stdout.write(`  ${label}... ${seconds(since)}\n`), 10_000)
  return { since, stop: () => clearInterval(timer) }
}

async function buildClient() {
  console.log('CareerForge: building the client (first start only; about 1-2 minutes on a 2-core machine)')
  const tick = ticker('building the client')
  const code = await new Promise((resolve) => {
    // A production build whatever the caller's NODE_ENV (vitest sets "test", which would ship React's
    // development build: twice the JavaScript).
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    child.on('exit', (status) => resolve(status ?? 1))
  })
  if (code !== 0) {
    console.error(`CareerForge: the client build failed (exit code ${code})`)
    process.exit(code)
  }
  await precompressClient()
  tick.stop()
  console.log(`CareerForge: client built in ${seconds(tick.since)}`)
}

// The lock file: a dependency installed anew (npm ci) makes both builds stale.
const shared = ['src/shared', 'package.json', 'package-lock.json']
const force = process.argv.includes('--force')
if (force || isStale('dist/client/index.html', ['src/client', 'vite.config.ts', ...shared]))
  await buildClient()
if (force || isStale(SERVER_OUT_FILE, ['src/server', 'scripts/build/build-server.mjs', ...shared])) {
  const since = performance.now()
  console.log('CareerForge: building the server')
  await buildServer()
  console.log(`CareerForge: server built in ${seconds(since)}`)
}
