import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import {
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  startServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const posting =
  'Data Engineer\nRiverbank Analytics is hiring a Data Engineer in Leeds to build our data platform.\n\nResponsibilities\n- Build and operate batch pipelines\n- Improve data quality checks\n\nRequirements\n- Python and SQL pipelines\n- Experience with Apache Airflow\n- Kafka streaming experience is a plus\n'

test('the cache manager shows real counts, refreshes, and clears the cache with a toast', async () => {
  // Two generations of the same request: one cache entry, answered once.
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${server.baseUrl}/api/resumes/generate-fast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jobDescription: posting }),
    })
    expect(response.status).toBe(200)
  }
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, consoleErrors } = await openPage(browser, viewport)
    await page.goto(`${server.baseUrl}/cache-manager`)
    await expect.poll(() => page.getByTestId('stat-Total Caches').innerText()).toBe('1')
    await expect.poll(() => page.getByTestId('stat-Valid Caches').innerText()).toBe('1')
    await expect.poll(() => page.getByText('application-generation').isVisible()).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  }
  const { page } = await openPage(browser)
  await page.goto(`${server.baseUrl}/cache-manager`)
  await page.getByRole('button', { name: 'Clear All Caches' }).click()
  await expect.poll(() => page.getByText('Invalidated 1 cache entries').first().isVisible()).toBe(true)
  await expect.poll(() => page.getByTestId('stat-Total Caches').innerText()).toBe('0')
  await page.getByRole('button', { name: 'Refresh Status' }).click()
  await expect.poll(() => page.getByTestId('stat-Total Caches').innerText()).toBe('0')
  await page.context().close()
})
