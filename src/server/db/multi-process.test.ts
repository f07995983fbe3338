import { spawn } from 'node:child_process'

import { expect, test } from 'vitest'

import { freePort } from '#tests/e2e/harness.ts'
import { createPostgresDatabase } from '#tests/test-app.ts'

// Several app processes on one PostgreSQL database (issue 18, point 5): two processes start at once on
// an empty database (migrations run under an advisory lock, so neither crashes) and concurrent creates
// through both never answer 500. Runs where DATABASE_URL is set (CI's PostgreSQL pass).

const databaseUrl = process.env.DATABASE_URL

const POSTING = `Senior Backend Engineer\nNorthwind Logistics, Berlin, Germany\nWe are hiring a Senior Backend Engineer for our routing team.\nResponsibilities\n- Own the routing service\n- Mentor engineers\nRequirements\n- 5+ years of TypeScript\n- PostgreSQL and Kubernetes`

type RunningServer = { baseUrl: string; stop: () => Promise<void> }

/** Starts `src/server/index.ts` on a free port; generous deadline: two processes start at once on a busy machine. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 200_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) return { baseUrl, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test.skipIf(!databaseUrl)(
  'two processes starting at once on an empty database both serve concurrent creates',
  async () => {
    const { url, drop } = await createPostgresDatabase(databaseUrl!, 'cf_multi')
    const servers: RunningServer[] = []
    try {
      // Both start at once: both migrate and seed the same empty database.
      const started = await Promise.allSettled([
        startServer({ DATABASE_URL: url }),
        startServer({ DATABASE_URL: url }),
      ])
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok'])

      const post = (server: RunningServer, path: string, body: unknown) =>
        fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const requests: Promise<Response>[] = []
      for (let i = 0; i < 3; i++) {
        for (const server of servers) {
          // The same posting through both processes: the same AI cache keys are written at once.
          requests.push(post(server, '/api/jobs/analyze', { description: POSTING, userId: `user-${i % 2}` }))
          requests.push(
            post(server, '/api/resumes/skills-mapping', {
              jobTitle: 'Senior Backend Engineer',
              jobRequirements: ['5+ years of TypeScript', 'PostgreSQL and Kubernetes'],
            }),
          )
          requests.push(
            post(server, '/api/resumes/generate-fast', { jobDescription: POSTING, userId: `user-${i % 2}` }),
          )
        }
      }
      const responses = await Promise.all(requests)
      const statuses = await Promise.all(
        responses.map(async (r) => (r.status >= 500 ? `${r.status} ${await r.text()}` : r.status)),
      )
      expect(statuses.filter((s) => typeof s === 'string')).toEqual([])
      expect(
        statuses.every((s) => s === 200),
        JSON.stringify(statuses),
      ).toBe(true)

      // Both processes see every row the other wrote.
      const [a, b] = await Promise.all(
        servers.map(async (server) => (await fetch(`${server.baseUrl}/api/recent-work/user-0`)).json()),
      )
      expect((a as unknown[]).length).toBeGreaterThan(0)
      expect((a as unknown[]).length).toBe((b as unknown[]).length)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await drop()
    }
  },
  480_000,
)
