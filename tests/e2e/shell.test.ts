import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import {
  DESKTOP,
  PHONE,
  contextPerViewport,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  sharedServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

let server: RunningServer
let browser: Browser
let contextFor: (viewport: { width: number; height: number }) => Promise<BrowserContext>

beforeAll(async () => {
  server = sharedServer()
  browser = await launchBrowser()
  contextFor = contextPerViewport(browser)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const ROUTES = [
  '/',
  '/resume-builder',
  '/linkedin-post-generator',
  '/linkedin-post',
  '/profile-editor',
  '/profile-manager',
  '/profile-manager-old',
  '/demo',
  '/test-tabs',
  '/cache-manager',
  '/no-such-page',
]

// One test per route and width: each has its own safety-net timeout, and a failure names the page.
for (const viewport of [DESKTOP, PHONE]) {
  test.each(ROUTES)(
    `%s renders at ${viewport.width}px without console errors or serious accessibility violations`,
    async (route) => {
      const { page, consoleErrors } = await openPage(await contextFor(viewport))
      await page.goto(`${server.baseUrl}${route}`)
      await page.locator('h1').first().waitFor()
      // Let data requests settle before checking.
      await page.waitForLoadState('networkidle')
      expect(consoleErrors).toEqual([])
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.close()
    },
  )
}

test('an unknown route shows the not-found texts', async () => {
  const { page } = await openPage(browser)
  await page.goto(`${server.baseUrl}/definitely/not/here`)
  await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true)
  await expect
    .poll(() => page.getByText('Did you forget to add the page to the router?').isVisible())
    .toBe(true)
  await page.context().close()
})

test('the landing page has no side navigation; other routes have the sidebar with five entries', async () => {
  const { page } = await openPage(browser)
  await page.goto(`${server.baseUrl}/`)
  await page.locator('h1').first().waitFor()
  expect(await page.getByTestId('desktop-sidebar').count()).toBe(0)
  await page.goto(`${server.baseUrl}/linkedin-post`)
  const sidebar = page.getByTestId('desktop-sidebar')
  await sidebar.waitFor()
  await expect.poll(() => sidebar.getByText('NAVIGATION').isVisible()).toBe(true)
  for (const title of [
    'Resume Builder',
    'Application Tracker',
    'LinkedIn Generator',
    'Profile Manager',
    'Live Demo',
  ]) {
    await expect.poll(() => sidebar.getByRole('link', { name: new RegExp(title) }).isVisible()).toBe(true)
  }
  // /linkedin-post highlights the LinkedIn entry.
  await expect
    .poll(() => sidebar.locator('[aria-current="page"]').innerText())
    .toContain('LinkedIn Generator')
  await page.context().close()
})

test('the sidebar toggle changes the sidebar width and the main indent', async () => {
  const { page } = await openPage(browser)
  await page.goto(`${server.baseUrl}/resume-builder`)
  const sidebar = page.getByTestId('desktop-sidebar')
  await sidebar.waitFor()
  const widthOf = async () => (await sidebar.boundingBox())?.width
  const indentOf = () => page.getByTestId('main').evaluate((el) => getComputedStyle(el).paddingLeft)
  expect(await widthOf()).toBe(320)
  expect(await indentOf()).toBe('320px')
  await expect.poll(() => sidebar.getByText('CareerForge').isVisible()).toBe(true)
  await page.getByRole('button', { name: 'Collapse navigation' }).click()
  await expect.poll(widthOf).toBe(80)
  await expect.poll(indentOf).toBe('80px')
  expect(await sidebar.getByText('NAVIGATION').count()).toBe(0)
  await page.getByRole('button', { name: 'Expand navigation' }).click()
  await expect.poll(widthOf).toBe(320)
  await page.context().close()
})

test("at 390 px the drawer opens with the spec's three entries plus the Application Tracker and closes on selection", async () => {
  const { page } = await openPage(browser, PHONE)
  await page.goto(`${server.baseUrl}/resume-builder`)
  await expect.poll(() => page.getByTestId('desktop-sidebar').isVisible()).toBe(false)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByTestId('mobile-drawer')
  await drawer.waitFor()
  await expect.poll(() => drawer.getByText('Navigate between AI-powered career tools').isVisible()).toBe(true)
  expect(await drawer.getByRole('link').count()).toBe(4)
  await expect.poll(() => drawer.getByRole('link', { name: /Application Tracker/ }).isVisible()).toBe(true)
  expect((await drawer.boundingBox())?.width).toBe(288)
  await drawer.getByRole('link', { name: /Profile Manager/ }).click()
  await expect.poll(() => drawer.isVisible()).toBe(false)
  expect(new URL(page.url()).pathname).toBe('/profile-manager')
  await page.context().close()
})
