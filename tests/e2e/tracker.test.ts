import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import {
  ApplicationVersionsResponseSchema,
  applicationVersionsUrl,
} from '#shared/applications/application-versions.contract.ts'
import { GenerateApplicationResponseSchema } from '#shared/applications/applications.contract.ts'
import { DEFAULT_USER_ID } from '#shared/constants.ts'
import { AnalyzeJobResponseSchema } from '#shared/jobs/jobs.contract.ts'
import { TrackerListResponseSchema, trackerUrl } from '#shared/tracker/tracker.contract.ts'
import {
  DESKTOP,
  PHONE,
  downloadedBytes,
  fontsLoaded,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  startServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

// The tracker in Chromium against the built app: five analysed postings, two applications sent with
// different versions, moves by mouse, keyboard and menu, a refused move, the version diff and the exports.
// SCREENSHOT_DIR=<dir> also saves the screens at 1440 and 390 px for a person to look at.

const execFileAsync = promisify(execFile)
let server: RunningServer
let browser: Browser
const jobs: Record<string, string> = {}
const versions: Record<string, string[]> = {}

const POSTINGS = [
  ['Senior SAP Finance Consultant', 'Nordhafen Industries'],
  ['Finance Business Partner', 'Elbe Logistics'],
  ['Head of Controlling', 'Alster Energie'],
  ['SAP FI/CO Team Lead', 'Hanse Retail'],
  ['Group Accounting Manager', 'Speicher Bank'],
] as const

function posting(title: string, company: string): string {
  return `${title}
${company} · Hamburg

${company} is hiring a ${title} to lead S/4HANA finance projects.

Your responsibilities
- Lead S/4HANA finance workstreams for our plants
- Coach a team of consultants
- Report to the CFO on closing quality

Your profile
- Experience with SAP S/4HANA and SAP FI/CO
- Experience leading consultant teams
`
}

async function api<T>(
  url: string,
  schema: { parse: (value: unknown) => T },
  init?: { method: string; body: unknown },
): Promise<T> {
  const response = await fetch(
    `${server.baseUrl}${url}`,
    init
      ? {
          method: init.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(init.body),
        }
      : undefined,
  )
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return schema.parse(await response.json())
}

async function trackerItem(title: string) {
  const { items } = await api(trackerUrl(DEFAULT_USER_ID), TrackerListResponseSchema)
  return items.find((item) => item.title === title)
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  await mkdir(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`)
// Titles of the fixtures do not contain one another, so a card is found by its text.
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('tracker-card').filter({ hasText: title })

beforeAll(async () => {
  // TRACKER_E2E_URL: an already running app with an empty database (for quick runs on a loaded machine).
  const reused = process.env.TRACKER_E2E_URL
  server = reused ? { baseUrl: reused, stop: async () => {}, output: () => '' } : await startServer()
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

test('with nothing analysed, the tracker explains how applications get here', async () => {
  for (const [viewport, name] of [
    [DESKTOP, 'empty-1440'],
    [PHONE, 'empty-390'],
  ] as const) {
    const { page, consoleErrors } = await openPage(browser, viewport)
    await page.goto(`${server.baseUrl}/tracker`)
    await page.getByTestId('tracker-empty').waitFor()
    await expect
      .poll(() => page.getByRole('heading', { name: 'No applications tracked yet' }).isVisible())
      .toBe(true)
    expect(await page.getByRole('link', { name: 'Analyse a job posting' }).getAttribute('href')).toBe(
      '/resume-builder',
    )
    expect(await page.title()).toBe('Application Tracker · CareerForge')
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, name)
    expect(consoleErrors).toEqual([])
    await page.context().close()
  }
}, 120_000)

test('five analysed postings appear in Saved; the navigation leads to the tracker', async () => {
  // Requests at once, as several people would send them: the server's two compute threads share the
  // work (the board is checked by counts and the table sorts by company, so the order they finish in
  // does not matter).
  await Promise.all(
    POSTINGS.map(async ([title, company]) => {
      const { jobPosting } = await api('/api/jobs/analyze', AnalyzeJobResponseSchema, {
        method: 'POST',
        body: { description: posting(title, company), userId: DEFAULT_USER_ID },
      })
      jobs[title] = jobPosting.id
    }),
  )
  // Two versions for the first two jobs: one in each of two styles, one after the other, so which
  // version is the newer one is fixed.
  const twoVersions = async (title: string) => {
    for (const communicationStyle of ['business_leader', 'tech_leader']) {
      await api('/api/resumes/generate-fast', GenerateApplicationResponseSchema, {
        method: 'POST',
        body: {
          jobDescription: '',
          jobPostingId: jobs[title],
          userId: DEFAULT_USER_ID,
          communicationStyle,
          processingSpeed: 'fast',
        },
      })
    }
    versions[title] = (
      await api(applicationVersionsUrl(DEFAULT_USER_ID, jobs[title] ?? ''), ApplicationVersionsResponseSchema)
    ).versions.map((v) => v.id)
    expect(versions[title]).toHaveLength(2)
  }
  await Promise.all([twoVersions(POSTINGS[0][0]), twoVersions(POSTINGS[1][0])])

  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/resume-builder`)
  await page
    .getByTestId('desktop-sidebar')
    .getByRole('link', { name: /Application Tracker/ })
    .click()
  await column(page, 'saved').waitFor()
  expect(new URL(page.url()).pathname).toBe('/tracker')
  await expect.poll(() => card(column(page, 'saved'), POSTINGS[4][0]).count()).toBe(1)
  expect(await column(page, 'saved').getByTestId('tracker-card').count()).toBe(5)
  await expect.poll(() => page.getByTestId('count-saved').innerText()).toBe('5')
  await expect.poll(() => page.getByTestId('response-rate').innerText()).toBe('–')
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
  await page.context().close()
}, 180_000)

test('a card dragged to Applied records the newest version as sent', async () => {
  const title = POSTINGS[0][0]
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/tracker`)
  const handle = card(column(page, 'saved'), title).getByRole('button', {
    name: `Drag ${title} at ${POSTINGS[0][1]}`,
  })
  await handle.scrollIntoViewIfNeeded()
  await fontsLoaded(page)
  const from = await handle.boundingBox()
  const to = await column(page, 'applied').boundingBox()
  if (!from || !to) throw new Error('board not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 15 })
  await page.mouse.up()
  await card(column(page, 'applied'), title).waitFor()
  await expect.poll(async () => (await trackerItem(title))?.stage).toBe('applied')
  expect((await trackerItem(title))?.sentApplicationId).toBe(versions[title]?.[0])
  await expect.poll(() => page.getByTestId('count-applied').innerText()).toBe('1')
  expect(consoleErrors).toEqual([])
  await page.context().close()
}, 120_000)

test('the keyboard moves a card: Space lifts it, the arrows choose a stage, Space drops it', async () => {
  const title = POSTINGS[2][0]
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/tracker`)
  const handle = card(column(page, 'saved'), title).getByRole('button', {
    name: new RegExp(`^Drag ${title}`),
  })
  await handle.waitFor()
  await handle.focus()
  await page.keyboard.press('Space')
  // The lifted card shows, and a screen reader hears each stage the card passes.
  await page.getByTestId('tracker-card-overlay').waitFor()
  const liveRegion = page.locator('[id^="DndLiveRegion"]')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => liveRegion.innerText()).toContain('is over Applied.')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => liveRegion.innerText()).toContain('is over Screening.')
  await page.keyboard.press('Space')
  await card(column(page, 'screening'), title).waitFor()
  await expect.poll(async () => (await trackerItem(title))?.stage).toBe('screening')
  // Reaching screening from saved means it was sent: the response rate counts it.
  expect((await trackerItem(title))?.appliedAt).not.toBeNull()
  await expect.poll(() => page.getByTestId('response-rate').innerText()).toBe('50%')
  expect(consoleErrors).toEqual([])
  await page.context().close()
}, 120_000)

test('on a phone the stage menu sends the second application with the older version; a refused move stays put and says why', async () => {
  const title = POSTINGS[1][0]
  const { page, consoleErrors } = await openPage(browser, PHONE)
  await page.goto(`${server.baseUrl}/tracker`)
  await card(column(page, 'saved'), title).waitFor()
  expect(await seriousA11yViolations(page)).toEqual([])
  await screenshot(page, 'board-390')

  // The server refuses: the card stays in Saved and a toast says why.
  await page.route('**/api/tracker/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'SENT_VERSION_LOCKED',
              message: 'This application was sent with another version.',
            },
          }),
        })
      : route.fallback(),
  )
  await card(column(page, 'saved'), title)
    .getByRole('combobox', { name: `Stage of ${title} at ${POSTINGS[1][1]}` })
    .click()
  await page.getByRole('option', { name: 'Applied' }).click()
  await page.getByText('The change was not saved', { exact: true }).waitFor()
  expect(
    await page
      .getByText('HTTP 409: This application was sent with another version.', { exact: true })
      .isVisible(),
  ).toBe(true)
  await expect.poll(() => card(column(page, 'saved'), title).count()).toBe(1)
  expect(await card(column(page, 'applied'), title).count()).toBe(0)
  await page.unroute('**/api/tracker/*')

  // Send the older version through the API's applicationId, as a person who sent the first draft would.
  const older = versions[title]?.[1] ?? ''
  const response = await fetch(`${server.baseUrl}/api/tracker/${jobs[title]}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: DEFAULT_USER_ID,
      stage: 'applied',
      applicationId: older,
      note: 'Sent by e-mail',
    }),
  })
  expect(response.status).toBe(200)
  await page.reload()
  await card(column(page, 'applied'), title).getByRole('combobox').click()
  await page.getByRole('option', { name: 'Interview' }).click()
  await card(column(page, 'interview'), title).waitFor()
  await expect.poll(async () => (await trackerItem(title))?.stage).toBe('interview')
  expect((await trackerItem(title))?.sentApplicationId).toBe(older)
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([])
  await page.context().close()
}, 120_000)

test('the detail panel shows what was sent, the timeline, and a side-by-side diff of two versions', async () => {
  const title = POSTINGS[1][0]
  for (const [viewport, suffix] of [
    [DESKTOP, '1440'],
    [PHONE, '390'],
  ] as const) {
    const { page, consoleErrors } = await openPage(browser, viewport)
    await page.goto(`${server.baseUrl}/tracker`)
    await card(page, title).getByRole('button', { name: title, exact: true }).click()
    const detail = page.getByTestId('tracker-detail')
    await detail.getByTestId('sent-version').waitFor()
    await expect
      .poll(() => detail.getByTestId('sent-version').innerText())
      .toMatch(/Version 1 · .* was sent on/)
    expect(await detail.getByTestId('version-list').getByRole('listitem').count()).toBe(2)
    const sentPdf = detail.getByRole('link', { name: 'Download the sent resume as PDF' })
    expect(await sentPdf.getAttribute('href')).toBe(
      `/api/applications/${versions[title]?.[1]}/document?kind=resume&format=pdf`,
    )
    await detail.getByTestId('tracker-timeline').getByText('Sent by e-mail').waitFor()
    expect(await detail.getByTestId('tracker-timeline').getByRole('listitem').count()).toBe(3)

    // Version 1 (sent, Business Leader) against version 2 (Tech Leader).
    const diff = detail.getByTestId('version-diff')
    await diff.waitFor()
    await detail.getByRole('radio', { name: 'Cover letter' }).click()
    await expect
      .poll(() => diff.locator('[data-kind="changed"], [data-kind="added"], [data-kind="removed"]').count())
      .toBeGreaterThan(0)
    expect(await diff.locator('mark').count()).toBeGreaterThan(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, `detail-${suffix}`)
    expect(consoleErrors).toEqual([])
    await page.context().close()
  }
}, 180_000)

test('the table sorts, filters by stage and searches', async () => {
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/tracker`)
  await page.getByRole('tab', { name: 'Table' }).click()
  const table = page.getByTestId('tracker-table')
  await table.waitFor()
  const roles = () => table.locator('tbody tr td:first-child').allInnerTexts()
  expect(await roles()).toHaveLength(5)
  await table.getByRole('button', { name: 'Company' }).click()
  expect(await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(
    [...POSTINGS.map(([, company]) => company)].sort(),
  )
  await page.getByRole('combobox', { name: 'Filter by stage' }).click()
  await page.getByRole('option', { name: 'Interview' }).click()
  expect(await roles()).toEqual([POSTINGS[1][0]])
  await page.getByRole('combobox', { name: 'Filter by stage' }).click()
  await page.getByRole('option', { name: 'All stages' }).click()
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('speicher')
  expect(await roles()).toEqual([POSTINGS[4][0]])
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('')
  expect(await seriousA11yViolations(page)).toEqual([])
  await screenshot(page, 'table-1440')
  await page.getByRole('tab', { name: 'Board' }).click()
  await screenshot(page, 'board-1440')
  expect(consoleErrors).toEqual([])
  await page.context().close()
}, 120_000)

test('the exports: a CSV of every application and a PDF record of the sent ones', async () => {
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/tracker`)
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(csvDownload.suggestedFilename()).toMatch(/^careerforge-applications-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await downloadedBytes(csvDownload)).toString('utf8').replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('Applied date,Company,Role,Location,Stage,Source URL,Last change,Notes')
  expect(lines).toHaveLength(6)
  expect(csv).toContain(`,Elbe Logistics,${POSTINGS[1][0]},`)
  expect(csv).toContain(',Interview,')

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Record of applications (PDF)' }).click(),
  ])
  expect(pdfDownload.suggestedFilename()).toMatch(/^record-of-applications-\d{4}-\d{2}-\d{2}\.pdf$/)
  // Saved by the test (the shared browser gives no path of its own), for pdftotext and pdftoppm.
  const pdfDir = await mkdtemp(path.join(tmpdir(), 'cf-tracker-e2e-'))
  const pdfFile = path.join(pdfDir, pdfDownload.suggestedFilename())
  await pdfDownload.saveAs(pdfFile)
  const { stdout } = await execFileAsync('pdftotext', ['-layout', pdfFile, '-'])
  expect(stdout).toContain('Record of applications')
  for (const company of ['Nordhafen Industries', 'Elbe Logistics', 'Alster Energie'])
    expect(stdout).toContain(company)
  expect(stdout).not.toContain('Hanse Retail')
  expect(stdout).toContain('Applications: 3')
  const dir = process.env.SCREENSHOT_DIR
  if (dir)
    await execFileAsync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      pdfFile,
      path.join(dir, 'record'),
    ])
  await rm(pdfDir, { recursive: true, force: true })
  expect(consoleErrors).toEqual([])
  await page.context().close()
}, 120_000)
