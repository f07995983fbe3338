import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import {
  DESKTOP,
  PHONE,
  contextPerViewport,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  startServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  // PROFILE_E2E_DATABASE_URL runs the same round trips on PostgreSQL (an empty database).
  const databaseUrl = process.env.PROFILE_E2E_DATABASE_URL
  // E2E_BASE_URL points the test at a server already running on a fresh data dir (a loaded machine).
  const baseUrl = process.env.E2E_BASE_URL
  server = baseUrl
    ? { baseUrl, stop: async () => {}, output: () => '' }
    : await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {})
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

// Each test starts on the seeded AUTHENTIC profile, whatever the previous test switched to.
beforeEach(async () => {
  await fetch(`${server.baseUrl}/api/profiles/active`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId: 'profile-authentic' }),
  })
})

async function getProfile(id = 'profile-authentic') {
  return (await fetch(`${server.baseUrl}/api/profile/${id}`)).json()
}

async function openManager(
  tab = 'personal',
  viewport = DESKTOP,
  context?: BrowserContext,
): Promise<{ page: Page; consoleErrors: string[] }> {
  const opened = await openPage(context ?? browser, viewport)
  await opened.page.goto(`${server.baseUrl}/profile-manager?tab=${tab}`)
  await opened.page.getByTestId('profile-header').waitFor()
  return opened
}

async function reload(page: Page) {
  await page.reload()
  await page.getByTestId('profile-header').waitFor()
}

// The toast itself (Radix's role="status" element is only a screen-reader announcement that lives ~1 s).
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first()

/** Records every toast title shown from now on, so short-lived toasts cannot be missed on a busy machine. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenToasts: seen })
    new MutationObserver(() => {
      for (const item of document.querySelectorAll('[role="region"] ol > li')) {
        const text = item.textContent ?? ''
        if (!seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)
}

test('every tab opens from ?tab=, renders without console errors and has no serious accessibility issue', async () => {
  const contextFor = contextPerViewport(browser)
  for (const viewport of [DESKTOP, PHONE]) {
    for (const tab of ['personal', 'work', 'education', 'experiences', 'personality', 'portfolio', 'books']) {
      const { page, consoleErrors } = await openManager(tab, viewport, await contextFor(viewport))
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).innerText())
        .toContain(tab === 'experiences' ? 'Experiences' : tab.charAt(0).toUpperCase() + tab.slice(1))
      await page.waitForLoadState('networkidle')
      expect(consoleErrors, `${tab} at ${viewport.width}`).toEqual([])
      expect(await seriousA11yViolations(page), `${tab} at ${viewport.width}`).toEqual([])
      await page.close()
    }
    await (await contextFor(viewport)).close()
  }
})

test('personal tab: edits are saved, survive a reload, and drive Profile Health', async () => {
  const { page } = await openManager('personal')
  await expect.poll(() => page.getByTestId('profile-health-percent').innerText()).toBe('100%')
  await page.getByLabel('Phone').fill('+49 30 555 0101')
  await page.getByLabel('Professional Summary').fill('Too short.')
  await expect.poll(() => page.getByTestId('profile-health-percent').innerText()).toBe('75%')
  await page.getByRole('button', { name: 'Profile Health' }).click()
  await expect.poll(() => page.getByText('Missing requirements prevent AI workflows.').isVisible()).toBe(true)
  await page
    .getByLabel('Professional Summary')
    .fill('SAP finance consultant who has led S/4HANA programmes for manufacturing clients across Europe.')
  await page.getByLabel('Languages', { exact: true }).fill('French (basic)')
  await page.getByRole('button', { name: 'Add to Languages' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Profile Saved Successfully').waitFor()
  await reload(page)
  expect(await page.getByLabel('Phone').inputValue()).toBe('+49 30 555 0101')
  expect(await page.getByLabel('Professional Summary').inputValue()).toContain('led S/4HANA programmes')
  await expect.poll(() => page.getByText('French (basic)').isVisible()).toBe(true)
  await page.getByRole('button', { name: 'Profile Health' }).click()
  expect(
    await page
      .getByText('Profile ready! All AI workflows (Resume, Cover Letter, LinkedIn Posts) are available.')
      .isVisible(),
  ).toBe(true)
  await page.context().close()
})

test('a failed save keeps the edits on screen with Save Failed and the reason', async () => {
  const { page } = await openManager('personal')
  await page.route('**/api/profile/update**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Database is restarting.' } }),
    }),
  )
  await page.getByLabel('Location').fill('Hamburg, Germany')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Save Failed').waitFor()
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: 'Database is restarting.' }).isVisible())
    .toBe(true)
  expect(await page.getByLabel('Location').inputValue()).toBe('Hamburg, Germany')
  await page.unroute('**/api/profile/update**')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Profile Saved Successfully').waitFor()
  expect((await getProfile()).personalInfo.location).toBe('Hamburg, Germany')
  await page.context().close()
})

test('work tab: add, edit and delete cards; one card in edit mode; a work save leaves education alone', async () => {
  const before = await getProfile()
  const { page } = await openManager('work')
  await page.getByRole('button', { name: 'Add Experience' }).click()
  const editor = page.getByTestId('work-editor')
  expect(await editor.getByLabel('Duration').getAttribute('placeholder')).toBe('May 2023 - Present')
  await editor.getByLabel('Role Title').fill('Interim Finance Lead')
  await editor.getByLabel('Company').fill('Quellwerk AG')
  await editor.getByLabel('Duration').fill('May 2024 - Present')
  await editor.getByLabel('Role Description').fill('Ran the finance team during a CFO transition.')
  await editor.getByLabel('Achievement 1', { exact: true }).fill('Closed the 2024 books on time')
  await editor.getByRole('button', { name: 'Add Achievement' }).click()
  await editor.getByLabel('Achievement 2', { exact: true }).fill('Hired two controllers')
  expect(await seriousA11yViolations(page)).toEqual([])
  // Only one card can be in edit mode: every other Edit is disabled.
  expect(
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .isDisabled(),
  ).toBe(true)
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  const card = page.getByTestId('work-card').filter({ hasText: 'Interim Finance Lead' })
  await expect.poll(() => card.getByText('Current', { exact: true }).isVisible()).toBe(true)
  await expect.poll(() => card.getByText('Hired two controllers').isVisible()).toBe(true)
  expect(
    await page
      .getByTestId('work-card')
      .filter({ hasText: 'Business Analyst' })
      .getByText('Previous', { exact: true })
      .isVisible(),
  ).toBe(true)

  await page.getByRole('button', { name: 'Edit Business Analyst at Deloitte' }).click()
  await page.getByTestId('work-editor').getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog')
  expect(
    await dialog
      .getByText('Are you sure you want to delete this work experience? This action cannot be undone.')
      .isVisible(),
  ).toBe(true)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  expect(await page.getByTestId('work-card').filter({ hasText: 'Business Analyst' }).count()).toBe(0)
  const after = await getProfile()
  expect(after.workExperience.experiences.map((e: { role: string }) => e.role)).toEqual([
    'Interim Finance Lead',
    'Senior SAP Consultant',
    'SAP FI/CO Consultant',
  ])
  expect(after.education).toEqual(before.education)
  expect(after.personalExperiences).toEqual(before.personalExperiences)
  await page.context().close()
})

test('education tab: a Master is Graduate, cards save alone, delete has no confirmation; skills save', async () => {
  const { page } = await openManager('education')
  await page.getByRole('button', { name: 'Add Education' }).click()
  const editor = page.getByTestId('degree-editor')
  await editor.getByLabel('Degree Type').fill("Master's")
  await editor.getByLabel('Field of Study').fill('Data Science')
  await editor.getByLabel('Institution').fill('LMU Munich')
  await editor.getByLabel('Year').fill('2022-2024')
  await editor.getByLabel('Achievements & Details').fill('Part-time, thesis on forecasting.')
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  const card = page.getByTestId('degree-card').filter({ hasText: 'LMU Munich' })
  await expect.poll(() => card.getByText('Graduate', { exact: true }).isVisible()).toBe(true)
  expect(
    await page
      .getByTestId('degree-card')
      .filter({ hasText: 'Certificate: SAP' })
      .getByText('Certification', { exact: true })
      .isVisible(),
  ).toBe(true)
  await expect.poll(() => page.getByText('Core Skills & Expertise').isVisible()).toBe(true)

  await page.getByRole('button', { name: "Edit Master's" }).click()
  await page.getByTestId('degree-editor').getByRole('button', { name: 'Delete' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  expect(await page.getByTestId('degree-editor').count()).toBe(0)
  expect(await page.getByRole('alertdialog').count()).toBe(0)

  await page.getByRole('button', { name: 'Edit skills' }).click()
  await page.getByLabel('Technical Skills', { exact: true }).fill('Python')
  await page.getByRole('button', { name: 'Add to Technical Skills' }).click()
  await page.getByRole('button', { name: 'Save Skills' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  expect(await page.getByTestId('degree-card').filter({ hasText: 'LMU Munich' }).count()).toBe(0)
  expect((await getProfile()).skills.technical).toContain('Python')
  await page.context().close()
})

test('experiences tab: toggle and add hobbies, edit a project, save and reload', async () => {
  const { page } = await openManager('experiences')
  await expect.poll(() => page.getByTestId('hobby-counter').innerText()).toBe('3/20 selected')
  await page.getByRole('button', { name: /^Chess/ }).click()
  await page.getByLabel('Add a hobby').fill('Beekeeping')
  await page.getByRole('button', { name: 'Add Hobby' }).click()
  await expect.poll(() => page.getByTestId('hobby-counter').innerText()).toBe('5/20 selected')
  await page.getByLabel('Beekeeping achievement').fill('Two hives, 20 kg of honey a year')
  await page.getByRole('button', { name: 'Add Project' }).click()
  const project = page.getByTestId('project-item').last()
  await project.getByLabel('Project Name').fill('Intercompany Matching Bot')
  await project.getByLabel('Technologies').fill('Python, SAP S/4HANA')
  await page.getByRole('button', { name: 'Save Experiences' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  await expect.poll(() => page.getByTestId('hobby-counter').innerText()).toBe('5/20 selected')
  expect(await page.getByRole('button', { name: /^Beekeeping/ }).getAttribute('aria-pressed')).toBe('true')
  const saved = (await getProfile()).personalExperiences
  expect(saved.hobbies.find((h: { name: string }) => h.name === 'Beekeeping')).toMatchObject({
    proficiencyLevel: 'intermediate',
    selected: true,
  })
  expect(saved.projects.at(-1)).toMatchObject({
    name: 'Intercompany Matching Bot',
    technologies: ['Python', 'SAP S/4HANA'],
  })
  await page.context().close()
})

test('personality tab: archetypes select at most 3 traits; text fields save and reload', async () => {
  const { page } = await openManager('personality')
  await expect.poll(() => page.getByTestId('selected-traits-count').innerText()).toBe('3/3 traits selected')
  expect(await page.getByRole('button', { name: /^Explorer/ }).isDisabled()).toBe(true)
  await page.getByRole('button', { name: /^Sage/ }).click()
  await page.getByRole('button', { name: /^Explorer/ }).click()
  await page.getByLabel('How you communicate').fill('Short written updates every Friday.')
  await page.getByRole('button', { name: 'Save Personality' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()
  await reload(page)
  expect(await page.getByRole('button', { name: /^Explorer/ }).getAttribute('aria-pressed')).toBe('true')
  expect(await page.getByLabel('How you communicate').inputValue()).toBe(
    'Short written updates every Friday.',
  )
  expect((await getProfile()).personalityTraits.selectedTraits).toEqual([
    'Collaborative',
    'Results-oriented',
    'Curious',
  ])
  await page.context().close()
})

test('portfolio and books tabs save and reload', async () => {
  const { page } = await openManager('portfolio')
  await page.getByRole('button', { name: 'Add Link' }).click()
  const link = page.getByTestId('portfolio-link').last()
  await link.getByLabel('Title').fill('Conference talk')
  await link.getByLabel('URL').fill('https://example.org/talks/close-faster')
  await page.getByLabel('Clients', { exact: true }).fill('A Nordic utility')
  await page.getByRole('button', { name: 'Add to Clients' }).click()
  await page.getByRole('button', { name: 'Save Portfolio' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()

  await page.getByRole('tab', { name: 'Books' }).click()
  expect(new URL(page.url()).searchParams.get('tab')).toBe('books')
  await page.getByRole('button', { name: 'Add Book' }).click()
  const book = page.getByTestId('book-card').last()
  await book.getByLabel('Title').fill('High Output Management')
  await book.getByLabel('Author').fill('Andrew S. Grove')
  await book.getByLabel('Impact on my work').fill('I run one-to-ones with an agenda the report owns.')
  await page.getByLabel('Reading preferences').fill('Management classics, on paper.')
  await page.getByRole('button', { name: 'Save Books' }).click()
  await toastWith(page, 'Profile updated successfully').waitFor()

  await reload(page)
  expect(await page.getByLabel('Reading preferences').inputValue()).toBe('Management classics, on paper.')
  expect(await page.getByTestId('book-card').last().getByLabel('Title').inputValue()).toBe(
    'High Output Management',
  )
  await page.getByRole('tab', { name: 'Portfolio' }).click()
  expect(await page.getByTestId('portfolio-link').last().getByLabel('URL').inputValue()).toBe(
    'https://example.org/talks/close-faster',
  )
  await expect.poll(() => page.getByText('A Nordic utility').isVisible()).toBe(true)
  await page.context().close()
})

test('the questionnaire extracts answers, shows the overlay, saves and opens the experiences tab', async () => {
  const { page } = await openManager('personal')
  await page.getByRole('button', { name: 'Start Questionnaire' }).click()
  await expect.poll(() => page.getByText('Question 1/2').isVisible()).toBe(true)
  expect(await page.getByRole('button', { name: 'Next Question' }).isDisabled()).toBe(true)
  await page.getByLabel('What do you enjoy outside work?').fill('Sailing on the Ammersee, pottery and yoga.')
  await page.getByRole('button', { name: 'Next Question' }).click()
  await expect.poll(() => page.getByText('Question 2/2').isVisible()).toBe(true)
  expect(await page.getByRole('button', { name: 'Complete Setup' }).isDisabled()).toBe(true)
  await page
    .getByLabel('How do you like to work, and which book shaped it?')
    .fill(
      'I plan the week on Monday and stay curious. "Deep Work" by Cal Newport taught me to block mornings.',
    )
  const seenToasts = await recordToasts(page)
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await page.getByTestId('enhancing-overlay').waitFor()
  await expect.poll(() => page.getByText('Enhancing Your Profile').isVisible()).toBe(true)
  await expect
    .poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 })
    .toBe('experiences')
  expect(await page.getByTestId('enhancing-overlay').count()).toBe(0)
  const toasts = await seenToasts()
  expect(toasts.some((t) => t.startsWith('Processing Your Responses'))).toBe(true)
  expect(toasts.some((t) => t.startsWith('Profile Enhanced!'))).toBe(true)
  expect(toasts.some((t) => t.startsWith('Save Failed'))).toBe(false)
  await reload(page)
  expect(await page.getByRole('button', { name: /^Sailing/ }).getAttribute('aria-pressed')).toBe('true')
  expect(await page.getByRole('button', { name: /^Pottery/ }).getAttribute('aria-pressed')).toBe('true')
  const saved = await getProfile()
  expect(saved.books.books.map((b: { title: string }) => b.title)).toContain('Deep Work')
  expect(saved.personalityTraits.strengths).toContain('Planning and organisation')
  await page.context().close()
})

test('Create New Profile: blank draft, id from the typed name, saved as NEW and active after reload', async () => {
  const { page } = await openManager('work')
  await page.getByRole('button', { name: 'Create New Profile' }).click()
  await toastWith(page, 'Enterprise Draft Profile Created').waitFor()
  await expect.poll(() => page.getByText('DRAFT - Blank Canvas').isVisible()).toBe(true)
  expect(new URL(page.url()).searchParams.get('tab')).toBe('personal')
  expect(await page.getByLabel('Full Name').inputValue()).toBe('')
  await expect.poll(() => page.getByTestId('profile-health-percent').innerText()).toBe('0%')
  expect(await page.getByTestId('create-profile-card').count()).toBe(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByLabel('Profile name').fill('Jana Novak')
  await expect
    .poll(() => page.getByTestId('profile-id').innerText())
    .toMatch(/^draft-jana-novak-[a-z0-9]{4}$/)
  const draftId = await page.getByTestId('profile-id').innerText()
  await page.getByLabel('Full Name').fill('Jana Novak')
  await page.getByLabel('Email').fill('jana.novak@example.com')
  await page.getByLabel('Current Role').fill('Payroll Specialist')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toastWith(page, 'Profile Saved Successfully').waitFor()
  await expect.poll(() => page.getByText('DRAFT - Blank Canvas').count()).toBe(0)
  await reload(page)
  await expect.poll(() => page.getByTestId('profile-id').innerText()).toBe(draftId)
  expect(await page.getByLabel('Email').inputValue()).toBe('jana.novak@example.com')
  await page.getByRole('combobox', { name: 'Active profile' }).click()
  await expect.poll(() => page.getByRole('option', { name: /Jana Novak/ }).innerText()).toContain('NEW')
  await page.keyboard.press('Escape')
  const seed = await getProfile()
  expect(seed.personalInfo.fullName).toBe('Alexandra Weber')
  await page.context().close()
})

test('switching profiles asks before dropping unsaved edits, loads the other profile and keeps it after reload', async () => {
  const { page } = await openManager('personal')
  await page.getByLabel('Company').fill('Unsaved Company Name')
  await page.getByRole('combobox', { name: 'Active profile' }).click()
  await page.getByRole('option', { name: /Daniel Okafor/ }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByText('Discard unsaved changes?').waitFor()
  await confirm.getByRole('button', { name: 'Keep editing' }).click()
  expect(await page.getByLabel('Company').inputValue()).toBe('Unsaved Company Name')
  await page.getByRole('tab', { name: 'Work' }).click()
  await page.getByRole('combobox', { name: 'Active profile' }).click()
  await page.getByRole('option', { name: /Daniel Okafor/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click()
  await toastWith(page, 'Profile Switched').waitFor()
  await expect.poll(() => page.getByTestId('profile-id').innerText()).toBe('profile-imported')
  expect(await page.getByTestId('work-card').filter({ hasText: 'Thameside Analytics Ltd' }).isVisible()).toBe(
    true,
  )
  expect(await page.getByTestId('work-card').filter({ hasText: 'Nordlicht' }).count()).toBe(0)
  await reload(page)
  await expect.poll(() => page.getByTestId('profile-id').innerText()).toBe('profile-imported')

  await page.route('**/api/profiles/active**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Down.' } }),
    }),
  )
  await page.getByRole('combobox', { name: 'Active profile' }).click()
  await page.getByRole('option', { name: /Alexandra Weber/ }).click()
  await toastWith(page, 'Switch Failed').waitFor()
  await expect
    .poll(() => toastWith(page, 'Switch Failed').innerText())
    .toContain('Unable to switch profiles. Please try again.')
  await expect.poll(() => page.getByTestId('profile-id').innerText()).toBe('profile-imported')
  await page.context().close()
})

test('/profile-editor redirects to the work tab after 3 seconds, or at once by its button', async () => {
  const { page, consoleErrors } = await openPage(browser)
  // The page's clock is stopped before it loads and moved by hand, so the 3 seconds are the page's own
  // time, whatever the machine's load: the page renders within `rendered` ms of page time, the redirect
  // timer starts when it does.
  const start = new Date('2026-03-02T09:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1_000)
  const heading = page.getByRole('heading', { name: /Profile Experience Has Been Upgraded/ })
  const workTab = page.getByRole('tab', { name: 'Work', selected: true })
  /** Moves the page's clock in 50 ms steps until `target` shows; the page time that took. */
  const showUnderStoppedClock = async (target: typeof heading) => {
    let elapsed = 0
    while (!(await target.isVisible()) && elapsed < 2_000) {
      await page.clock.runFor(50)
      elapsed += 50
    }
    await target.waitFor()
    return elapsed
  }
  await page.goto(`${server.baseUrl}/profile-editor`)
  const rendered = await showUnderStoppedClock(heading)
  await page.clock.runFor(2_500 - rendered)
  expect(new URL(page.url()).pathname).toBe('/profile-editor')
  await page.clock.runFor(rendered + 1_000)
  await page.waitForURL(/\/profile-manager\?tab=work$/)
  await showUnderStoppedClock(workTab)
  // The button leaves at once: with the page's clock stopped, the timed redirect cannot be what navigates.
  await page.goto(`${server.baseUrl}/profile-editor`)
  await showUnderStoppedClock(heading)
  await page.getByRole('button', { name: 'Go to Profile Manager Now' }).click()
  await page.waitForURL(/\/profile-manager\?tab=work$/)
  await page.clock.resume()
  await page.goto(`${server.baseUrl}/profile-editor`)
  await page.getByRole('button', { name: 'Back to Home' }).click()
  await page.waitForURL(`${server.baseUrl}/`)
  expect(consoleErrors).toEqual([])
  await page.context().close()
})

test('/profile-manager-old lists six sections without portfolio and computes completeness', async () => {
  const { page, consoleErrors } = await openPage(browser)
  await page.goto(`${server.baseUrl}/profile-manager-old`)
  await page.getByTestId('profile-header').waitFor()
  expect(await page.getByRole('tab').allInnerTexts()).toEqual(
    ['Personal', 'Work', 'Education', 'Experiences', 'Personality', 'Books'].map((t) =>
      expect.stringContaining(t),
    ),
  )
  await expect.poll(() => page.getByText(/\d+% complete/).isVisible()).toBe(true)
  expect(consoleErrors).toEqual([])
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.context().close()
})
