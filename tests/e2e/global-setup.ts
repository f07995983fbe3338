import { spawnSync } from 'node:child_process'

import type { TestProject } from 'vitest/node'

import { startServer } from '#tests/e2e/harness.ts'

// Once per e2e run: build what is stale (nothing after `npm run build`), then start one server that
// the read-only browser suites share (sharedServer() in harness.ts).

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only interfaces
  export interface ProvidedContext {
    e2eServerUrl: string
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' })
  if (build.status !== 0)
    throw new Error(`The build before the browser tests failed (exit code ${build.status}).`)
  const server = await startServer()
  project.provide('e2eServerUrl', server.baseUrl)
  return () => server.stop()
}
