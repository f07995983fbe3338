import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, expect, test } from 'vitest'

import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '#server/db/data-dir-lock.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'careerforge-lock-'))
  dirs.push(dir)
  return dir
}

test('a second holder of a data directory is refused with a message naming the running process', async () => {
  const dir = await tempDir()
  const release = await lockDataDir(dir)
  const owner = JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8'))
  expect(owner.pid).toBe(process.pid)
  // Written by a process that is still running (this test's parent): not stale.
  await writeFile(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ ...owner, pid: process.ppid }))
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError)
  await expect(lockDataDir(dir)).rejects.toThrow(`pid ${process.ppid}`)
  await writeFile(path.join(dir, LOCK_FILE_NAME), JSON.stringify(owner))
  await release()
  const again = await lockDataDir(dir)
  await again()
})

test('a stale lock (its process is gone) is taken over', async () => {
  const dir = await tempDir()
  const dead = spawnSync(process.execPath, ['-e', '0'])
  expect(dead.pid).toBeGreaterThan(0)
  await writeFile(
    path.join(dir, LOCK_FILE_NAME),
    JSON.stringify({ pid: dead.pid, hostname: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
  )
  const release = await lockDataDir(dir)
  expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid)
  await release()
})

test('a second server on the same PGlite data directory refuses to start and names the running one', async () => {
  const dir = await tempDir()
  const release = await lockDataDir(dir)
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain(`in use by another CareerForge process (pid ${process.pid}`)
    expect(stderr).toContain('PostgreSQL (DATABASE_URL)')
  } finally {
    await release()
  }
}, 180_000)
