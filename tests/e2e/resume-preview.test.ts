import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { DEFAULT_USER_ID, PDF_TEMPLATES } from '#shared/constants.ts'
import { openDatabase } from '#server/db/client.ts'
import { insertFixtureApplication, weberFixture } from '#tests/documents-fixtures.ts'
import { readPdfText } from '#server/features/documents/read-pdf-text.ts'
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
  type Viewport,
} from '#tests/e2e/harness.ts'

// The Resume Preview against the real server: a stored application opens from Your Recent Work, the
// resume is drawn as the chosen template prints it, a line can be reworded (the guard refuses what
// the profile does not hold) or dropped, and the downloads carry the edits.

let dataDir: string
let server: RunningServer
let browser: Browser
const shots = process.env.E2E_SCREENSHOTS_DIR

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cf-preview-e2e-'))
  const database = await openDatabase({ dataDir })
  await insertFixtureApplication({ db: database.db, fixture: weberFixture, userId: DEFAULT_USER_ID })
  await database.close()
  server = await startServer({ DATA_DIR: dataDir })
  browser = await launchBrowser()
  if (shots) await mkdir(shots, { recursive: true })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function openResults(viewport: Viewport) {
  const session = await openPage(browser, viewport)
  const { page } = session
  await page.goto(`${server.baseUrl}/resume-builder`)
  const item = page.getByTestId('recent-item').filter({ hasText: 'Finance Transformation Lead' }).first()
  await item.getByRole('button', { name: 'View Content' }).click()
  await page.getByTestId('resume-sheet').waitFor({ timeout: 30_000 })
  return session
}

function bullet(page: Page, text: string) {
  return page.getByTestId('resume-bullet').filter({ hasText: text })
}

async function downloadText(page: Page, label: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ])
  return (await downloadedBytes(download)).toString('utf8')
}

test('a person rewords a line, is refused a claim the profile lacks, drops a line, and downloads the result', async () => {
  const { page, consoleErrors } = await openResults(DESKTOP)
  const sheet = page.getByTestId('resume-sheet')
  expect(await sheet.getAttribute('data-template')).toBe('gradient')
  const printed = await sheet.innerText()
  // The document as it prints: the name and contact in the band, then the sections in order.
  expect(printed.indexOf('Alexandra Weber')).toBeLessThan(printed.indexOf('alexandra.weber@example.com'))
  expect(printed.indexOf('PROFESSIONAL SUMMARY')).toBeLessThan(printed.indexOf('WORK EXPERIENCE'))
  expect(await page.getByTestId('resume-bullet').count()).toBe(7)
  if (shots) await page.screenshot({ path: path.join(shots, 'preview-1440.png'), fullPage: true })

  // A rewording the profile supports is saved.
  const reworded =
    'Cut the month-end close from 9 to 5 working days by automating intercompany reconciliation'
  await page.getByRole('button', { name: /^Edit line: Cut month-end close/ }).click()
  await page.getByRole('textbox', { name: 'Edit this line' }).fill(reworded)
  await page.getByRole('button', { name: 'Save line' }).click()
  await bullet(page, reworded)
    .getByRole('button', { name: /^Edit line/ })
    .waitFor()

  // A claim the profile does not hold is refused with the reason; the edit stays on screen.
  const inflated = 'Led a team of 12 consultants through a two-year migration from SAP ECC to S/4HANA'
  await page.getByRole('button', { name: /^Edit line: Led a team of 8 consultants/ }).click()
  const box = page.getByRole('textbox', { name: 'Edit this line' })
  await box.fill(inflated)
  await page.getByRole('button', { name: 'Save line' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' })
  await refusal.waitFor()
  await expect.poll(() => refusal.innerText()).toContain('your profile does not show the number “12”')
  expect(await box.inputValue()).toBe(inflated)
  if (shots) await page.screenshot({ path: path.join(shots, 'preview-refused-1440.png') })
  await page.getByRole('button', { name: 'Cancel' }).click()

  // Dropping asks once, then the line is gone.
  await page.getByRole('button', { name: /^Drop line: Documented 120 finance processes/ }).click()
  await page.getByRole('button', { name: 'Drop line', exact: true }).click()
  await expect.poll(() => bullet(page, 'Documented 120 finance processes').count()).toBe(0)

  const text = await downloadText(page, 'Download Resume (.txt)')
  expect(text.startsWith('Alexandra Weber\nalexandra.weber@example.com')).toBe(true)
  expect(text).toContain(`• ${reworded}\n`)
  expect(text).toContain('• Led a team of 8 consultants')
  expect(text).not.toContain('12 consultants')
  expect(text).not.toContain('Documented 120 finance processes')

  // Another template redraws the same document in its look, and its PDF carries the edits.
  await page.getByRole('combobox', { name: 'PDF template' }).click()
  await page.getByRole('option', { name: PDF_TEMPLATES.forest.name }).click()
  await expect.poll(() => page.getByTestId('resume-sheet').getAttribute('data-template')).toBe('forest')
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Resume PDF' }).click(),
  ])
  const pdfText = await readPdfText(await downloadedBytes(pdf))
  expect(pdfText).toContain('Cut the month-end close from 9 to 5')
  expect(pdfText).not.toContain('Documented 120 finance processes')

  expect(await seriousA11yViolations(page)).toEqual([])
  expect(consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([])
  await page.context().close()
}, 180_000)

test('on a phone the preview fits the screen and the line actions stay reachable', async () => {
  const { page } = await openResults(PHONE)
  await fontsLoaded(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  expect(await page.getByRole('button', { name: /^Edit line: Managed a client portfolio/ }).isVisible()).toBe(
    true,
  )
  if (shots) await page.screenshot({ path: path.join(shots, 'preview-390.png'), fullPage: true })
  await page.context().close()
}, 120_000)
