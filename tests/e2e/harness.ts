import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core'
import { inject, type ProvidedContext } from 'vitest'

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

/** What the e2e global set-up provided, or undefined outside a vitest e2e run (scripts/screenshot.ts). */
function provided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key)
  } catch {
    return undefined
  }
}

/**
 * A new data dir for one server. In the e2e run it starts as a copy of the run's template, a database
 * the global set-up created, migrated and seeded once (creating one took 17 s on a loaded machine,
 * opening a copy 3 s); elsewhere it starts empty and the server creates the database.
 */
export async function freshDataDir(
  prefix = 'careerforge-e2e-',
  template = provided('e2eDataTemplate'),
): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix))
  if (template) await cp(template, dataDir, { recursive: true })
  return dataDir
}

/**
 * Starts the built server (dist/server, compiled by `npm run build` or the e2e global set-up) on a
 * free port with a fresh data dir, and resolves when /api/health answers. There is no deadline of
 * its own: it waits for the server to answer or to exit, and the hook timeout is the safety net.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  // A DATA_DIR given belongs to the caller; otherwise the server gets its own, removed when it stops.
  const ownDataDir = env.DATA_DIR ? undefined : await freshDataDir()
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
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
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true })
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

export const CHROMIUM_LAUNCH = {
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
}

/**
 * The Chromium the e2e global set-up launched once for every file, or a new one outside it. Each test
 * opens its own context (openPage), so files share no cookies, storage or pages; closing a connected
 * browser closes the file's contexts and leaves the browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = provided('e2eBrowserEndpoint')
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH)
}

export type Viewport = { width: number; height: number }
export const DESKTOP: Viewport = { width: 1440, height: 900 }
export const PHONE: Viewport = { width: 390, height: 844 }

/**
 * A page that records console errors and failed page loads: in a fresh context of its own, or in
 * `context` (see contextPerViewport).
 */
export async function openPage(
  browser: Browser | BrowserContext,
  viewport: Viewport = DESKTOP,
): Promise<{ page: Page; consoleErrors: string[] }> {
  const context =
    'newContext' in browser ? await browser.newContext({ viewport, acceptDownloads: true }) : browser
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { page, consoleErrors }
}

/**
 * One context per viewport for a run of read-only page checks (each page in its own tab, closed with
 * page.close()): after the first page, the app's hashed scripts come from the context's cache, as for
 * a person going from page to page, instead of being fetched and compiled again for every page.
 */
export function contextPerViewport(browser: Browser): (viewport: Viewport) => Promise<BrowserContext> {
  const contexts = new Map<string, Promise<BrowserContext>>()
  return (viewport) => {
    const key = `${viewport.width}x${viewport.height}`
    const context = contexts.get(key) ?? browser.newContext({ viewport, acceptDownloads: true })
    contexts.set(key, context)
    return context
  }
}

/**
 * A download's bytes. Read as a stream: the browser is the run's shared one, reached over a connection,
 * and Playwright gives no file path for a download in a browser it did not launch itself.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Resolves once the page's web fonts have loaded. Inter arrives after the first paint on a loaded
 * machine, and a fallback face has other line widths: sizes and positions are measured in the font
 * the page is read in.
 */
export async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
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
