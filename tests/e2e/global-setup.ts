import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'

import { CHROMIUM_LAUNCH, freshDataDir, startServer } from '#tests/e2e/harness.ts'

// Once per e2e run: build what is stale (nothing after `npm run build`); create, migrate and seed one
// database that every server's data dir starts as a copy of (freshDataDir() in harness.ts); start one
// server that the read-only browser suites share (sharedServer() there), and one Chromium every file
// connects to (launchBrowser() there). Each of these costs seconds on a loaded machine.

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only interfaces
  export interface ProvidedContext {
    e2eServerUrl: string
    e2eBrowserEndpoint: string
    e2eDataTemplate: string
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' })
  if (build.status !== 0)
    throw new Error(`The build before the browser tests failed (exit code ${build.status}).`)
  const browserStarting = chromium.launchServer(CHROMIUM_LAUNCH)
  // The template: the data dir a server left when it stopped after creating and seeding its database.
  const template = await mkdtemp(path.join(tmpdir(), 'careerforge-e2e-template-'))
  await (await startServer({ DATA_DIR: template })).stop()
  const sharedDataDir = await freshDataDir('careerforge-e2e-shared-', template)
  const server = await startServer({ DATA_DIR: sharedDataDir })
  const browser = await browserStarting
  project.provide('e2eServerUrl', server.baseUrl)
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint())
  project.provide('e2eDataTemplate', template)
  return async () => {
    await browser.close()
    await server.stop()
    await Promise.all([template, sharedDataDir].map((dir) => rm(dir, { recursive: true, force: true })))
  }
}
