import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

// Browser tests run the built app (npm run build first) on a free loopback port with a fresh data
// dir, and drive Debian's Chromium. Nothing here reaches beyond loopback.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export type RunningServer = { baseUrl: string; stop: () => Promise<void>; output: () => string }

/**
 * Starts the built server (dist/server, compiled by `npm run build` or the e2e global set-up) on a
 * free port with a fresh data dir, and resolves when /api/health answers. There is no deadline of
 * its own: it waits for the server to answer or to exit, and the hook timeout is the safety net.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'careerforge-e2e-'))
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    // Until the server listens, a refused connection returns at once: pace the next try, or stop
    // waiting as soon as the process exits.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))])
  }
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The server the e2e global set-up started once for every file that only reads what the app seeds
 * (navigation, landing, accessibility). Files that write data or need other settings start their own.
 */
export function sharedServer(): RunningServer {
  const baseUrl = inject('e2eServerUrl')
  return { baseUrl, output: () => '', stop: async () => {} }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export type Viewport = { width: number; height: number }
export const DESKTOP: Viewport = { width: 1440, height: 900 }
export const PHONE: Viewport = { width: 390, height: 844 }

/** A page in a fresh context that records console errors and failed page loads. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { page, consoleErrors }
}

/** Serious and critical axe violations, as "id: help (n nodes)". */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast fading in has the contrast of its half-way opacity: check the page once entrances have
  // finished (spinners and other endless animations are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    )
}
