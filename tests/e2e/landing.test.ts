import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import type { LandingShowcaseResponse } from '#shared/landing/landing.contract.ts'
import {
  DESKTOP,
  PHONE,
  contextPerViewport,
  fontsLoaded,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  sharedServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'
import { LANDING_BUDGET_BYTES, measureLandingBundle } from '../../scripts/bench/bundle-size.bench.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = sharedServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

// Spec section 2, landing page links.
const LANDING_LINKS: [name: string, path: string][] = [
  ['Edit', '/profile-editor'],
  ['Build My Resume', '/resume-builder'],
  ['Try With Your Profile', '/resume-builder'],
  ['Build Resume', '/resume-builder'],
  ['LinkedIn Posts', '/linkedin-post-generator'],
  ['Create Posts', '/linkedin-post-generator'],
  ['Watch Live Demo', '/demo'],
  ['Manage Profile', '/profile-manager'],
]

async function openLanding(viewport = DESKTOP, context?: BrowserContext) {
  const opened = await openPage(context ?? browser, viewport)
  await opened.page.goto(`${server.baseUrl}/`)
  await opened.page.getByTestId('sample-job-match').waitFor()
  return opened
}

const pathname = (page: Page) => new URL(page.url()).pathname

/** Cumulative layout shift not caused by input, from page load until `waitMs` from now. */
function layoutShift(page: Page, waitMs: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), wait)
      }),
    waitMs,
  )
}

test('every landing link navigates to its route, and there are no others', async () => {
  // One context: after the first visit the app's scripts come from its cache, as for a person.
  const context = await browser.newContext({ viewport: DESKTOP })
  for (const [name, path] of LANDING_LINKS) {
    const { page, consoleErrors } = await openLanding(DESKTOP, context)
    await page.getByRole('link', { name, exact: true }).click()
    await expect.poll(() => pathname(page), { message: name }).toBe(path)
    await page.locator('h1').first().waitFor()
    expect(consoleErrors, name).toEqual([])
    await page.close()
  }
  await context.close()
  const { page } = await openLanding()
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(new Set(hrefs)).toEqual(new Set(['/', ...LANDING_LINKS.map(([, path]) => path)]))
  await page.context().close()
})

test('the landing page shows the numbers the showcase API computes, without side navigation', async () => {
  const showcase = (await (
    await fetch(`${server.baseUrl}/api/landing/showcase`)
  ).json()) as LandingShowcaseResponse
  const { page } = await openLanding()
  expect(await page.getByTestId('desktop-sidebar').count()).toBe(0)
  for (const stat of showcase.stats) {
    const card = page.getByTestId(`stat-${stat.id}`)
    await expect.poll(() => card.innerText()).toContain(stat.value)
    await expect.poll(() => card.innerText()).toContain(stat.label)
  }
  expect(showcase.stats.map((s) => s.value)).toEqual(['€4M+', '85%', '15+', '95%'])
  const card = page.getByTestId('sample-profile-card')
  await expect
    .poll(() => page.getByTestId('sample-job-match').innerText())
    .toBe(`${showcase.sampleCard.jobMatch}%`)
  await expect.poll(() => card.getByText('6 translated core skills').isVisible()).toBe(true)
  for (const skill of showcase.sampleCard.coreSkills)
    await expect.poll(() => card.getByText(skill, { exact: true }).isVisible()).toBe(true)
  await expect.poll(() => card.getByText('4 key achievements').isVisible()).toBe(true)
  await expect.poll(() => card.getByText(showcase.sampleCard.keyAchievements[0]!).isVisible()).toBe(true)
  await expect.poll(() => card.innerText()).toMatch(/Variations\s+3/)
  await expect.poll(() => card.innerText()).toMatch(/Appeal\s+Global/)
  const companies = page.getByRole('list', { name: 'Recognised companies' })
  for (const name of ['SAP', 'Google', 'Apple', 'McKinsey & Company'])
    await expect.poll(() => companies.getByText(name, { exact: true }).isVisible()).toBe(true)
  await expect.poll(() => page.getByText('10 recognised companies, including').isVisible()).toBe(true)
  await expect.poll(() => page.getByText('and 6 others').isVisible()).toBe(true)
  await expect
    .poll(() => page.getByText(/Pick exactly 3 of 10 research-backed workforce traits/).isVisible())
    .toBe(true)
  await expect.poll(() => page.getByText('3 industry hot topics').isVisible()).toBe(true)
  await expect
    .poll(() => page.getByRole('heading', { name: 'See the transformation' }).isVisible())
    .toBe(true)
  await expect.poll(() => page.getByText('NEW', { exact: true }).isVisible()).toBe(true)
  await page.context().close()
})

test('the demo alternates every 3 seconds, pauses and plays again', async () => {
  const { page } = await openPage(browser)
  // The page's clock is stopped before it loads and moved by hand: the 3 seconds are page time, so a
  // busy machine cannot make a flip look early or late.
  const start = new Date('2026-03-02T09:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1_000)
  await page.goto(`${server.baseUrl}/demo`)
  const card = page.getByTestId('demo-card')
  let rendered = 0
  while (!(await card.isVisible()) && rendered < 2_000) {
    await page.clock.runFor(50)
    rendered += 50
  }
  await card.waitFor()
  const phase = () => card.getAttribute('data-phase')
  expect(await phase()).toBe('before')
  await expect.poll(() => page.getByTestId('demo-job-match').innerText()).toBe('60%')
  await expect.poll(() => page.getByTestId('demo-variations').innerText()).toBe('1')
  await expect.poll(() => page.getByTestId('demo-appeal').innerText()).toBe('Local')
  await page.clock.runFor(2_500 - rendered)
  expect(await phase()).toBe('before')
  await page.clock.runFor(rendered + 1_000)
  await expect.poll(phase).toBe('after')
  await expect.poll(() => page.getByTestId('demo-job-match').innerText()).toBe('95%')
  await expect.poll(() => page.getByTestId('demo-variations').innerText()).toBe('3')
  await expect.poll(() => page.getByTestId('demo-appeal').innerText()).toBe('Global')
  await page.clock.runFor(3_000)
  await expect.poll(phase).toBe('before')

  await page.getByRole('button', { name: 'Pause' }).click()
  const paused = await phase()
  await page.clock.runFor(7_000)
  expect(await phase()).toBe(paused)
  await page.getByRole('button', { name: 'Play' }).click()
  await page.clock.runFor(3_500)
  await expect.poll(phase).not.toBe(paused)
  await page.clock.resume()
  for (const step of ['Paste a job URL', 'AI translation', 'Get results'])
    await expect.poll(() => page.getByRole('heading', { name: step }).isVisible()).toBe(true)
  await page.context().close()
})

test('with reduced motion the demo starts paused and flips only on request', async () => {
  const { page } = await openPage(browser, PHONE)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${server.baseUrl}/demo`)
  const card = page.getByTestId('demo-card')
  await card.waitFor()
  await expect.poll(() => page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true)
  await page.waitForTimeout(3500)
  expect(await card.getAttribute('data-phase')).toBe('before')
  await page.getByRole('button', { name: 'After' }).click()
  await expect.poll(() => card.getAttribute('data-phase')).toBe('after')
  await page.context().close()
})

test('the colourful tabs switch by mouse and keyboard', async () => {
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/test-tabs`)
  const tab = (name: string) => page.getByRole('tab', { name })
  await tab('Resume Builder').waitFor()
  expect(await tab('Resume Builder').getAttribute('aria-selected')).toBe('true')
  await tab('LinkedIn Generator').click()
  await expect
    .poll(() => page.getByRole('tabpanel').getByText('Create viral professional content').isVisible())
    .toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => tab('Profile Manager').getAttribute('aria-selected')).toBe('true')
  expect(consoleErrors).toEqual([])
  await page.context().close()
})

test('no serious accessibility violation on /, /demo and /test-tabs at 1440 and 390 px', async () => {
  const contextFor = contextPerViewport(browser)
  for (const viewport of [DESKTOP, PHONE]) {
    for (const route of ['/', '/demo', '/test-tabs']) {
      const { page, consoleErrors } = await openPage(await contextFor(viewport))
      await page.goto(`${server.baseUrl}${route}`)
      await page.locator('h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await seriousA11yViolations(page), `${route} at ${viewport.width}px`).toEqual([])
      expect(consoleErrors, `${route} at ${viewport.width}px`).toEqual([])
      await page.close()
    }
    await (await contextFor(viewport)).close()
  }
})

test('keyboard users reach the first call to action with a visible focus ring', async () => {
  const { page } = await openLanding()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Build My Resume') break
  }
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const style = getComputedStyle(el)
    return { text: el.textContent?.trim(), outline: style.outlineStyle, width: style.outlineWidth }
  })
  expect(focused.text).toBe('Build My Resume')
  expect(focused.outline).not.toBe('none')
  expect(focused.width).not.toBe('0px')
  await page.context().close()
})

test('"/" loads no app-shell code, stays within 200 kB of JavaScript and does not shift', async () => {
  const report = await measureLandingBundle()
  expect(report.totalGzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES)
  for (const viewport of [DESKTOP, PHONE]) {
    const { page } = await openPage(browser, viewport)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${server.baseUrl}/`)
    await page.getByTestId('sample-job-match').waitFor()
    await page.waitForLoadState('networkidle')
    expect(scripts.some((s) => s.includes('app-shell'))).toBe(false)
    const shift = await layoutShift(page, 300)
    expect(shift, `layout shift at ${viewport.width}px`).toBeLessThan(0.02)
    await page.context().close()
  }
})

test('the demo card keeps its size while it flips, at 390 px too', async () => {
  const { page } = await openPage(browser, PHONE)
  await page.goto(`${server.baseUrl}/demo`)
  const card = page.getByTestId('demo-card')
  await card.waitFor()
  // Inter arrives after the first paint on a loaded machine: the card is measured in the font it is read in.
  await fontsLoaded(page)
  const before = await card.boundingBox()
  const shift = await layoutShift(page, 3600)
  expect(await card.getAttribute('data-phase')).toBe('after')
  expect((await card.boundingBox())?.height).toBe(before?.height)
  expect(shift).toBeLessThan(0.02)
  await page.context().close()
})
