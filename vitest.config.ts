import { availableParallelism } from 'node:os'

import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which then runs
// every file in turn on one core, and gets a third of the machine beside two busy processes. Two
// workers use both cores, and hold their share of a loaded machine.
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1)

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.cpu.test.ts'],
          setupFiles: ['tests/setup.ts'],
          environment: 'node',
          // A worker keeps the modules it has loaded from one test file to the next: the NLP models, the
          // skills lexicon and the writers load once per worker instead of once per file. Tests that
          // stub globals undo it in afterEach; none sets state another file reads.
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          // Safety nets only, never budgets: a route test that boots PGlite takes seconds on an idle
          // machine and took over two minutes on 2 cores at a load average of 25. No test times itself.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests that count CPU time run in a process of their own: process.cpuUsage counts every thread,
          // and a worker pool another test file left warming up in a shared process would be counted too.
          name: 'cpu',
          include: ['src/**/*.cpu.test.ts'],
          setupFiles: ['tests/setup.ts'],
          environment: 'node',
          isolate: true,
          maxWorkers: UNIT_WORKERS,
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds what is stale once and starts the server the read-only suites share.
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/setup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // expect.poll waits for an event in the page; 1 s (vitest's default) is missed by a loaded machine.
          expect: { poll: { timeout: 30_000 } },
          // One browser and one server per file; files in parallel would fight over 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
})
