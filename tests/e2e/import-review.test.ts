import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import type { ImportResponse } from '#shared/imports/imports.contract.ts'
import { blankProfileSections } from '#shared/profile/profile.schema.ts'
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  startServer,
  type RunningServer,
  type Viewport,
} from '#tests/e2e/harness.ts'

// Issue 19: an import is reviewed (fix or drop each item) before anything is saved, and unsaved
// profile edits are not lost by leaving the page. SCREENSHOT_DIR keeps screenshots for a look.

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  // E2E_BASE_URL points the test at a server already running (a fresh data dir) on a loaded machine.
  const baseUrl = process.env.E2E_BASE_URL
  server = baseUrl ? { baseUrl, stop: async () => {}, output: () => '' } : await startServer()
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

beforeEach(async () => {
  await fetch(`${server.baseUrl}/api/profiles/active`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId: 'profile-authentic' }),
  })
})

const RESUME_TEXT = `Mara Lenz
Hamburg, Germany | mara.lenz@example.org | +49 40 555 0101

Summary
Oncology nurse with eight years on busy wards, now leading a team of four.

Experience
Senior Staff Nurse, Oncology
Universitätsklinikum Hamburg-Eppendorf | March 2019 - Present
- Led a team of 4 nurses on a 28-bed ward
- Introduced a chemotherapy checklist that cut dosing queries by 30%

Staff Nurse
Asklepios Klinik Altona | September 2015 - February 2019
- Cared for up to 8 patients per shift on the surgical ward

Education
Bachelor of Science in Nursing, Charité Berlin, 2012 - 2015

Languages
German (native), English (fluent)
`

async function screenshot(page: Page, name: string, viewport: Viewport) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  await mkdir(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}-${viewport.width}.png`), fullPage: true })
}

async function startDraftImport(viewport: Viewport) {
  const opened = await openPage(browser, viewport)
  const { page } = opened
  await page.goto(`${server.baseUrl}/profile-manager?tab=personal`)
  await page.getByRole('button', { name: 'Create New Profile' }).click()
  await page.getByRole('tab', { name: /Copy & Paste/ }).click()
  return opened
}

test('import → review → fix and drop → save creates the profile from the reviewed data only', async () => {
  const seedBefore = await (await fetch(`${server.baseUrl}/api/profile/profile-authentic`)).json()
  for (const viewport of [DESKTOP, PHONE]) {
    const countProfiles = async () =>
      (await (await fetch(`${server.baseUrl}/api/profiles`)).json()).profiles.length
    const before = await countProfiles()
    const { page, consoleErrors } = await startDraftImport(viewport)
    await page.getByLabel('Resume or profile text').fill(RESUME_TEXT)
    await page.getByRole('button', { name: /Parse Text/ }).click()
    const review = page.getByTestId('import-review')
    await review.waitFor()
    const entries = review.getByTestId('review-entry')
    // Nothing is saved before the person confirms.
    expect(await countProfiles()).toBe(before)
    expect(await seriousA11yViolations(page), `review at ${viewport.width}`).toEqual([])
    await screenshot(page, 'import-review-real', viewport)

    const workCount = await review.getByRole('button', { name: /^Drop .* at / }).count()
    expect(workCount, 'work entries read').toBeGreaterThanOrEqual(2)
    const first = entries.first()
    await first.getByLabel(/^Employer/).fill('Universitätsklinikum Hamburg-Eppendorf (UKE)')
    const dropped = await first
      .locator('xpath=following-sibling::li[1]')
      .getByLabel(/^Job title/)
      .inputValue()
    await first
      .locator('xpath=following-sibling::li[1]')
      .getByRole('button', { name: /^Drop / })
      .click()
    await expect.poll(() => review.getByRole('button', { name: /^Drop .* at / }).count()).toBe(workCount - 1)
    await review.getByRole('button', { name: /Save to profile/ }).click()

    await expect
      .poll(async () => (await (await fetch(`${server.baseUrl}/api/profiles`)).json()).activeProfileId, {
        timeout: 30_000,
      })
      .not.toBe('profile-authentic')
    const list = await (await fetch(`${server.baseUrl}/api/profiles`)).json()
    const saved = await (await fetch(`${server.baseUrl}/api/profile/${list.activeProfileId}`)).json()
    expect(saved.personalInfo.email).toBe('mara.lenz@example.org')
    expect(saved.personalInfo.fullName).not.toBe('Imported User')
    expect(saved.workExperience.experiences).toHaveLength(workCount - 1)
    expect(saved.workExperience.experiences[0].company).toBe('Universitätsklinikum Hamburg-Eppendorf (UKE)')
    expect(saved.workExperience.experiences.map((item: { role: string }) => item.role)).not.toContain(dropped)
    expect(consoleErrors).toEqual([])
    await page.context().close()
    await fetch(`${server.baseUrl}/api/profiles/active`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: 'profile-authentic' }),
    })
  }
  // The seeded profile every user falls back to was never touched.
  expect(await (await fetch(`${server.baseUrl}/api/profile/profile-authentic`)).json()).toEqual(seedBefore)
}, 400_000)

function reviewedAnswer(): ImportResponse {
  const profileData = blankProfileSections()
  profileData.personalInfo = {
    ...profileData.personalInfo,
    email: 'li.wei@example.com',
    phone: '+44 20 7946 0000',
  }
  profileData.workExperience.experiences = [
    {
      id: 'w1',
      company: '',
      role: 'Product Manager, Payments',
      duration: 'Jan 2021 - Present',
      description: '',
      achievements: ['Launched instant payouts in 6 markets'],
    },
    { id: 'w2', company: 'Monzo', role: 'Associate PM', duration: '', description: '', achievements: [] },
  ]
  profileData.education.degrees = [
    {
      id: 'e1',
      institution: 'University of Leeds',
      degree: 'BSc Economics',
      field: '',
      year: '',
      achievements: '',
    },
  ]
  profileData.skills.business = ['Roadmapping', 'Pricing']
  profileData.personalInfo.languages = ['English', 'Mandarin', 'Driving licence']
  return {
    success: true,
    message: 'Imported (55% complete).',
    profileData,
    importStats: {
      completeness: 55,
      format: 'text',
      fieldsFound: ['email', 'phone', 'workExperience', 'education', 'skills', 'languages'],
      fieldsDefaulted: ['fullName', 'location'],
      experienceCount: 2,
      educationCount: 1,
      skillCount: 2,
      postNominals: [],
      warnings: [],
    },
    review: {
      sources: [
        {
          section: 'workExperience',
          itemId: 'w1',
          lines: ['Product Manager, Payments', 'Jan 2021 – Present'],
        },
        { section: 'workExperience', itemId: 'w2', lines: ['Associate PM — Monzo', '2018 to ??'] },
        { section: 'education', itemId: 'e1', lines: ['BSc Economics — University of Leeds'] },
        { section: 'languages', itemId: null, lines: ['Languages: English, Mandarin', 'Driving licence: B'] },
      ],
      notes: [
        {
          section: 'workExperience',
          itemId: 'w2',
          field: 'duration',
          kind: 'uncertain',
          message: 'The dates "2018 to ??" could not be read.',
        },
        {
          section: 'languages',
          itemId: null,
          field: null,
          kind: 'uncertain',
          message: '"Driving licence" may be a label, not a language.',
        },
      ],
      skipped: ['Home | Jobs | Contact', '© 2026 Example Careers'],
    },
    suggestions: [],
  }
}

test('the review marks what is missing or doubtful, shows the source lines and the skipped text', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, consoleErrors } = await startDraftImport(viewport)
    await page.route('**/api/import/text**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reviewedAnswer()) }),
    )
    await page.getByLabel('Resume or profile text').fill(RESUME_TEXT)
    await page.getByRole('button', { name: /Parse Text/ }).click()
    const review = page.getByTestId('import-review')
    await review.waitFor()
    expect(await review.getByLabel(/^Full Name/).inputValue()).toBe('')
    expect(await review.getByText('Not found').count()).toBeGreaterThanOrEqual(3)
    await review.getByText(/No employer was found for this role/).waitFor()
    await review.getByText(/could not be read/).waitFor()
    await review.getByText(/may be a label, not a language/).waitFor()
    await review.getByText(/Show the text that was skipped/).click()
    await review.getByText('© 2026 Example Careers').waitFor()
    await review
      .getByText(/Read from \(2 lines\)/)
      .first()
      .click()
    await review.getByText('Jan 2021 – Present').waitFor()
    expect(await seriousA11yViolations(page), `markers at ${viewport.width}`).toEqual([])
    await screenshot(page, 'import-review-markers', viewport)
    await review.getByRole('button', { name: 'Remove Driving licence' }).click()
    await review.getByRole('button', { name: /Discard import/ }).click()
    await review.waitFor({ state: 'detached' })
    expect(consoleErrors).toEqual([])
    await page.context().close()
  }
}, 400_000)

test('leaving the profile manager with unsaved edits asks first: side navigation and browser Back', async () => {
  const { page } = await openPage(browser, DESKTOP)
  await page.goto(`${server.baseUrl}/demo`)
  await page.goto(`${server.baseUrl}/profile-manager?tab=personal`)
  await page.getByTestId('profile-header').waitFor()
  await page.getByLabel('Full Name').fill('Alexandra Weber-Unsaved')
  await page.getByText('Unsaved changes').first().waitFor()

  await page
    .getByRole('link', { name: /Resume Builder/ })
    .first()
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Keep editing' }).click()
  expect(new URL(page.url()).pathname).toBe('/profile-manager')
  expect(await page.getByLabel('Full Name').inputValue()).toBe('Alexandra Weber-Unsaved')

  await page.goBack()
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Keep editing' }).click()
  expect(new URL(page.url()).pathname).toBe('/profile-manager')
  expect(await page.getByLabel('Full Name').inputValue()).toBe('Alexandra Weber-Unsaved')

  await page.goBack()
  await dialog.getByRole('button', { name: 'Discard changes' }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/demo')
  const stored = await (await fetch(`${server.baseUrl}/api/profile/profile-authentic`)).json()
  expect(stored.personalInfo.fullName).toBe('Alexandra Weber')
  await page.context().close()
}, 300_000)
