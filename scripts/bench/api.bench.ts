import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'
import pg from 'pg'

import { openDatabase } from '#server/db/client.ts'
import { benchJobId, JOB_USERS, ROLE_USERS, storeBenchData } from './bench-data.ts'
import { median, printHeader, printRow } from './compare.ts'

// API throughput and start-up of the built server (node dist/server/index.js) on PGlite and on
// PostgreSQL, beside a bare Fastify hello-world, interleaved round by round. Loopback only; each load
// run is bounded (autocannon, 20 connections, a few seconds). PostgreSQL: BENCH_DATABASE_URL, default
// a throw-away database "careerforge_bench" on 127.0.0.1:5432; skipped when none answers.
// BENCH_BEFORE=<another checkout, built> also runs that checkout's server in every round on the same
// data, so a change is measured before and after in one run (paired rows at the end). BENCH_ROWS=<text>
// keeps only the rows whose label contains it (e.g. "tracker").

const CONNECTIONS = 20
const DURATION_S = 4
const ROUNDS = 3
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PG_BENCH_DB = 'careerforge_bench'

type Server = { url: string; child: ChildProcess; startMs: number }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** Spawns a server and resolves once `readyPath` answers 200, with the time that took. */
async function startServer(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  cwd?: string,
): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  let output = ''
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`)
    const ok = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, child, startMs: performance.now() - started }
    // Polling is the measurement here: a 20 ms step bounds its error.
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

type Load = { rps: number; p99: number; cpuMs: number; errors: number }

/** CPU time (user + system, ms) a process has used, from /proc: stable when the machine is busy. */
function cpuTime(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * Waits until the server's background warm-up (the compute workers loading the engine and the PDF
 * renderer) is over, so the rows measure steady state; start-up is measured on its own. Quiet means
 * under a tenth of a core for two half-seconds in a row. At most 120 s: on a loaded 2-core machine the
 * warm-up takes over 30 s, and a 30 s cap had the first rows measured beside it (the seeded profile
 * row read 1.5 ms of CPU per request, 0.1 ms once the warm-up was over).
 */
async function settle(server: Server): Promise<boolean> {
  let quiet = 0
  for (let i = 0; i < 240 && quiet < 2; i++) {
    const before = cpuTime(server.child.pid)
    await new Promise((resolve) => setTimeout(resolve, 500))
    quiet = cpuTime(server.child.pid) - before < 50 ? quiet + 1 : 0
  }
  return quiet >= 2
}

/** Unmeasured load on a path before its row, so the row measures the route's compiled code. */
async function warmPath(server: Server, urlPath: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url: `${server.url}${urlPath}`, connections: CONNECTIONS, duration: 1, headers })
}

async function load(server: Server, urlPath: string, headers: Record<string, string> = {}): Promise<Load> {
  const before = cpuTime(server.child.pid)
  const result = await autocannon({
    url: `${server.url}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  })
  const cpuMs = (cpuTime(server.child.pid) - before) / Math.max(1, result.requests.total)
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMs,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

/** What a current browser sends with a fetch. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

const ANALYSE_CONNECTIONS = 50
const POSTINGS = ['healthcare-np-en', 'mech-de', 'sales-director-en', 'tech-telecom-en'].map((id) =>
  readFileSync(`tests/fixtures/understanding/postings/${id}.txt`, 'utf8'),
)

/** Health every 50 ms; latencies in ms, sorted. */
async function probeHealth(server: Server, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = []
  let running = true
  void Promise.resolve(until).finally(() => (running = false))
  while (running) {
    const started = performance.now()
    await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer())
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return latencies.sort((a, b) => a - b)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN

type HealthUnderLoad = { idleP99: number; busyP50: number; busyP99: number; analyses: number }

/**
 * Health latency alone, then while 50 connections analyse pasted postings (each one different, so the
 * AI cache never answers): the request thread must stay free while the compute workers are busy.
 */
async function healthUnderLoad(server: Server): Promise<HealthUnderLoad> {
  const idle = await probeHealth(server, new Promise((resolve) => setTimeout(resolve, 2000)))
  let n = 0
  const analysing = autocannon({
    url: `${server.url}/api/jobs/analyze`,
    connections: ANALYSE_CONNECTIONS,
    duration: DURATION_S * 2,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) =>
      client.setBody(JSON.stringify({ description: `${POSTINGS[n % POSTINGS.length]}\nReference ${n++}` })),
  })
  const busy = await probeHealth(server, analysing)
  const result = await analysing
  return {
    idleP99: percentile(idle, 0.99),
    busyP50: percentile(busy, 0.5),
    busyP99: percentile(busy, 0.99),
    analyses: result.requests.total,
  }
}

async function preparePostgres(): Promise<string | null> {
  const explicit = process.env.BENCH_DATABASE_URL
  if (explicit) return explicit
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
    await admin.query(`drop database if exists ${PG_BENCH_DB} with (force)`)
    await admin.query(`create database ${PG_BENCH_DB}`)
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${PG_BENCH_DB}`
    return url.toString()
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${(error as Error).message} (set BENCH_DATABASE_URL)`)
    return null
  } finally {
    await admin.end().catch(() => {})
  }
}

export async function run(): Promise<void> {
  // The measured thing is what `npm start` runs: build it if a source changed.
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('build failed')

  const dataDir = await mkdtemp(path.join(tmpdir(), 'careerforge-bench-'))
  const pglite = await openDatabase({ dataDir })
  await storeBenchData(pglite.db)
  await pglite.close()
  const databaseUrl = await preparePostgres()
  if (databaseUrl) {
    const postgres = await openDatabase({ databaseUrl })
    await storeBenchData(postgres.db)
    await postgres.close()
  }

  const project = ['--enable-source-maps', 'dist/server/index.js']
  const hello = ['scripts/bench/hello-server.mjs']
  const databases: { name: string; env: Record<string, string> }[] = [
    { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } },
    ...(databaseUrl ? [{ name: 'PostgreSQL', env: { DATABASE_URL: databaseUrl } }] : []),
  ]
  const before = process.env.BENCH_BEFORE
  const modes: { name: string; env: Record<string, string>; cwd?: string }[] = databases.flatMap(
    (database) => [
      database,
      ...(before ? [{ ...database, name: `${database.name} (before)`, cwd: path.resolve(before) }] : []),
    ],
  )
  const paths = (
    [
      ['GET /api/profile (seeded default)', '/api/profile'],
      ['GET /api/profile, 3-role profile', `/api/profile?userId=${ROLE_USERS[3]}`],
      ['GET /api/profile, 24-role profile', `/api/profile?userId=${ROLE_USERS[24]}`],
      ['GET /api/recent-work, 6 stored jobs', `/api/recent-work/${JOB_USERS[6]}`],
      ['GET /api/recent-work, 5,000 stored jobs', `/api/recent-work/${JOB_USERS[5000]}`],
      ['GET /api/tracker, 6 stored jobs', `/api/tracker?userId=${JOB_USERS[6]}`],
      ['GET /api/tracker, 5,000 stored jobs', `/api/tracker?userId=${JOB_USERS[5000]}`],
      // What the app's page asks: a browser accepts compressed answers (2.3 MB of JSON, ~80 KB in brotli).
      [
        'GET /api/tracker, 5,000 stored jobs, browser (br, gzip)',
        `/api/tracker?userId=${JOB_USERS[5000]}`,
        BROWSER_HEADERS,
      ],
      [
        'GET /api/tracker/:id/history, 5,000 stored jobs',
        `/api/tracker/${benchJobId(JOB_USERS[5000], 0)}/history?userId=${JOB_USERS[5000]}`,
      ],
    ] satisfies (readonly [string, string, Record<string, string>?])[]
  ).filter(([label]) => label.includes(process.env.BENCH_ROWS ?? '')) as [
    string,
    string,
    Record<string, string>?,
  ][]

  const starts: Record<string, number[]> = { hello: [] }
  const loads: Record<string, Load[]> = { hello: [] }
  const health: HealthUnderLoad[] = []
  const unsettled: string[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    process.stdout.write(`  round ${round}/${ROUNDS}...\n`)
    const bare = await startServer(hello, {}, '/')
    starts.hello?.push(bare.startMs)
    loads.hello?.push(await load(bare, '/'))
    await stopServer(bare)
    for (const mode of modes) {
      const server = await startServer(project, mode.env, '/api/health', mode.cwd)
      ;(starts[mode.name] ??= []).push(server.startMs)
      if (!(await settle(server))) unsettled.push(`${mode.name}, round ${round}`)
      for (const [label, urlPath, headers = {}] of paths) {
        await warmPath(server, urlPath, headers)
        ;(loads[`${mode.name}: ${label}`] ??= []).push(await load(server, urlPath, headers))
      }
      if (mode.name === 'PGlite') health.push(await healthUnderLoad(server))
      await stopServer(server)
    }
  }

  if (unsettled.length > 0)
    console.log(
      `  note: the server was still busy (its warm-up) after 120 s in ${unsettled.join('; ')}: those rows include it`,
    )
  const helloRps = median((loads.hello ?? []).map((l) => l.rps))
  const helloP99 = median((loads.hello ?? []).map((l) => l.p99))
  const helloCpu = median((loads.hello ?? []).map((l) => l.cpuMs))
  const helloStart = median(starts.hello ?? [])
  printHeader(
    `bare Fastify hello-world, same run; ${CONNECTIONS} connections, ${DURATION_S} s x ${ROUNDS} rounds`,
  )
  for (const [key, runs] of Object.entries(loads)) {
    if (key === 'hello' || key.includes('(before)')) continue
    const errors = runs.reduce((sum, l) => sum + l.errors, 0)
    printRow(`${key} req/s`, median(runs.map((l) => l.rps)), helloRps, 'req/s')
    printRow(
      `${key} p99${errors ? ` (${errors} errors)` : ''}`,
      median(runs.map((l) => l.p99)),
      helloP99,
      'ms',
    )
    printRow(`${key} server CPU per request`, median(runs.map((l) => l.cpuMs)), helloCpu, 'ms')
  }
  for (const mode of modes)
    printRow(
      `start-up to healthy, ${mode.name} (built, existing data)`,
      median(starts[mode.name] ?? []),
      helloStart,
      'ms',
    )
  if (before) {
    printHeader(`the BENCH_BEFORE build, same rounds, same data`)
    for (const database of databases)
      for (const [label] of paths) {
        const after = loads[`${database.name}: ${label}`] ?? []
        const was = loads[`${database.name} (before): ${label}`] ?? []
        printRow(
          `${database.name}: ${label} req/s`,
          median(after.map((l) => l.rps)),
          median(was.map((l) => l.rps)),
          'req/s',
        )
        printRow(
          `${database.name}: ${label} p99`,
          median(after.map((l) => l.p99)),
          median(was.map((l) => l.p99)),
          'ms',
        )
        printRow(
          `${database.name}: ${label} server CPU per request`,
          median(after.map((l) => l.cpuMs)),
          median(was.map((l) => l.cpuMs)),
          'ms',
        )
      }
  }
  const idleP99 = median(health.map((h) => h.idleP99))
  printHeader(`the same server with no load; ${ANALYSE_CONNECTIONS} connections analysing pasted postings`)
  printRow('PGlite: GET /api/health p50 while analysing', median(health.map((h) => h.busyP50)), idleP99, 'ms')
  printRow('PGlite: GET /api/health p99 while analysing', median(health.map((h) => h.busyP99)), idleP99, 'ms')
  console.log(`  (${median(health.map((h) => h.analyses))} analyses answered per ${DURATION_S * 2} s run)`)
  await rm(dataDir, { recursive: true, force: true })
}
