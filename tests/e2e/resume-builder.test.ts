import { createServer, type Server } from 'node:http'

import type { Browser, Route } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { GenerateApplicationResponseSchema } from '#shared/applications/applications.contract.ts'
import { textFileName } from '#client/features/resume-builder/lib/save-file.ts'
import { FIXTURE_JOB, jobPageHtml } from '#tests/e2e/resume-builder.fakes.ts'
import {
  analyzeUrl,
  armFollowups,
  awaitInsightsThenMapping,
  download,
  expectNoHorizontalScroll,
  expectNoSeriousA11yIssues,
  expectPersonalization,
  expectResults,
  expectStep,
  expectToast,
  gate,
  generate,
  openBuilder,
  recentItem,
  shoot,
  startNewAnalysis,
  unexpectedConsoleErrors,
  type JourneyEnv,
} from '#tests/e2e/resume-builder.steps.ts'
import {
  DESKTOP,
  PHONE,
  freePort,
  launchBrowser,
  startServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

// The whole job-application journey in Chromium. By default the API answers come from route fakes
// that follow the shared zod contracts (the server features are built in parallel); with
// E2E_REAL_API=1 the same steps run against the real server, which fetches the job page below from
// loopback. Every assertion reads the answer the page received, so it holds in both modes.
const REAL_API = process.env.E2E_REAL_API === '1'

let server: RunningServer
let browser: Browser
let jobServer: Server
let jobUrl: string
let unreachableUrl: string
let journey: JourneyEnv

beforeAll(async () => {
  jobServer = createServer((request, response) => {
    if (request.url === '/jobs/senior-sap-finance-consultant')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(jobPageHtml())
    else response.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => jobServer.listen(0, '127.0.0.1', resolve))
  const address = jobServer.address()
  jobUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jobs/senior-sap-finance-consultant`
  // A port nobody listens on: the fetch fails, as for an unreachable site.
  unreachableUrl = `http://127.0.0.1:${await freePort()}/jobs/gone`
  server = await startServer(REAL_API ? { ALLOW_PRIVATE_URLS: '1' } : {})
  browser = await launchBrowser()
  journey = { browser, baseUrl: server.baseUrl, unreachableUrl, realApi: REAL_API }
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => jobServer?.close(resolve))
})

// ---------- tests ----------

test('the whole journey: analyse a posting, personalise, generate, download, reopen from recent work, clean up', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
  // The banner follows the active-profile request, which may answer after the first step is drawn.
  await page.getByText('Currently using: Alexandra Weber Profile').waitFor()
  expect(await page.getByRole('button', { name: 'Analyze Job Posting' }).isDisabled()).toBe(true)
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Communication style' }).innerText())
    .toBe('Business Leader')
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Processing speed' }).innerText())
    .toBe('Medium (60-90 sec)')
  // The eight styles in their three groups, and the three speeds as the spec words them.
  await page.getByRole('combobox', { name: 'Communication style' }).click()
  expect(await page.getByRole('option').allInnerTexts()).toEqual([
    'Business Leader',
    'Tech Leader',
    'Cambridge / Oxford',
    'Stanford / Bay Area',
    'ETH Zurich',
    'Apple Creative',
    'Spotify Creative',
    'Ogilvy Creative',
  ])
  await expect
    .poll(() => page.getByRole('listbox').getByText('Academic', { exact: true }).isVisible())
    .toBe(true)
  await page.getByRole('option', { name: 'Tech Leader' }).click()
  await page.getByRole('combobox', { name: 'Processing speed' }).click()
  expect(await page.getByRole('option').allInnerTexts()).toEqual([
    'Fast (30-45 sec)',
    'Medium (60-90 sec)',
    'Advanced (2-3 min)',
  ])
  await page.getByRole('option', { name: 'Fast (30-45 sec)' }).click()
  await page
    .getByText(/Loading recent work|Your Recent Work/)
    .first()
    .waitFor()
  await expectNoSeriousA11yIssues(page, 'input')
  await shoot(session, '1-input')

  const { job, followups } = await analyzeUrl(session, jobUrl)
  expect(job.title).toBe(FIXTURE_JOB.title)
  await expectPersonalization(page, job)
  const { insights, mappings } = await awaitInsightsThenMapping(page, followups)
  await expectNoSeriousA11yIssues(page, 'personalization')
  await shoot(session, '3-personalization')

  const generationRequest = page.waitForRequest((r) => r.url().includes('/api/resumes/generate-fast'))
  const result = await generate(page)
  expect((await generationRequest).postDataJSON()).toMatchObject({
    communicationStyle: 'tech_leader',
    processingSpeed: 'fast',
    userId: 'default-user',
    jobPostingId: job.id,
    jobUrl,
  })
  await expectResults(page, job, result, { insights, mappings })
  await expectNoSeriousA11yIssues(page, 'results')
  await shoot(session, '5-results')

  const resumeFile = await download(page, 'Download Resume (.txt)')
  // Text downloads come from the server's rendering of the stored document (a file ends with a newline).
  expect(resumeFile).toEqual({ name: textFileName('resume', job.company), text: `${result.resumeContent}\n` })
  expect(resumeFile.name).toBe('resume-Helios-Manufacturing-AG.txt')
  const letterFile = await download(page, 'Download Cover Letter (.txt)')
  expect(letterFile.name).toBe('cover-letter-Helios-Manufacturing-AG.txt')
  // The letter file carries the resume's name and contact line above the letter's own paragraphs.
  for (const paragraph of result.coverLetter.split(/\n\s*\n/))
    expect(letterFile.text).toContain(paragraph.trim())
  const variationFile = await download(page, 'Download Variation 2')
  expect(variationFile).toEqual({
    name: 'variation-2-Helios-Manufacturing-AG.txt',
    text: result.variations[1]?.content,
  })

  // The PDF panel asks the documents endpoint with the chosen template.
  await page.getByRole('combobox', { name: 'PDF template' }).click()
  await page.getByRole('option', { name: 'Forest Modern' }).click()
  await expect
    .poll(() => page.getByTestId('pdf-panel').getByText('Forest Modern').first().isVisible())
    .toBe(true)
  const previewHref = new URL(
    (await page.getByRole('link', { name: 'Preview the resume in this template' }).getAttribute('href')) ??
      '',
    server.baseUrl,
  )
  expect(previewHref.pathname).toBe(`/api/applications/${result.applicationId}/document`)
  expect(Object.fromEntries(previewHref.searchParams)).toEqual({
    kind: 'resume',
    format: 'pdf',
    template: 'forest',
    disposition: 'inline',
  })
  const documentRequest = page.waitForRequest((r) =>
    r.url().includes(`/api/applications/${result.applicationId}/document`),
  )
  const pdf = await download(page, 'Complete Package')
  const query = new URL((await documentRequest).url()).searchParams
  expect([query.get('kind'), query.get('format'), query.get('template')]).toEqual([
    'package',
    'pdf',
    'forest',
  ])
  expect(pdf.name).toMatch(/Complete-Application-.+\.pdf$/)

  // Back to input: recent work now lists the job with its content; View Content reloads it.
  await startNewAnalysis(page)
  const item = recentItem(page, job)
  await item.waitFor()
  await expect.poll(() => item.getByText('Content Generated').isVisible()).toBe(true)
  await shoot(session, '1c-input-recent-work')
  await expect.poll(() => item.innerText()).toContain('TECH LEADER')
  await expect.poll(() => item.innerText()).toContain(`${job.match?.score}%`)
  await item.getByRole('button', { name: 'View Analysis' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Debug data').click()
  await expect.poll(() => dialog.getByTestId('debug-data').innerText()).toContain(job.id)
  expect(await dialog.getByRole('link', { name: jobUrl }).getAttribute('href')).toBe(jobUrl)
  await shoot(session, '6-analysis-dialog')
  await page.keyboard.press('Escape')
  await item.getByRole('button', { name: 'View Content' }).click()
  await expectStep(page, 'Results & Variations', '100%')
  await expectToast(page, 'Content Loaded')
  await expect
    .poll(() => page.getByRole('region', { name: 'Resume preview' }).innerText())
    .toContain(result.resumeContent.split('\n')[0]?.trim() ?? '')
  await expect.poll(() => page.getByText('Loaded from Your Recent Work').isVisible()).toBe(true)

  // Cleanup: old entries, then all generated content (confirmed).
  await startNewAnalysis(page)
  const cleanup = page.waitForResponse((r) => r.url().includes('/api/cleanup/'))
  await page.getByRole('button', { name: 'Cleanup Old' }).click()
  expect((await cleanup).request().method()).toBe('POST')
  await expectToast(page, 'Storage Cleanup Complete', /older than a week/)
  await page.getByRole('button', { name: 'Delete All Content' }).click()
  const contentCleanup = page.waitForResponse((r) => r.url().includes('/api/cleanup-content/'))
  await page.getByRole('dialog').getByRole('button', { name: 'Delete All Content' }).click()
  expect((await contentCleanup).ok()).toBe(true)
  await expectToast(page, 'Storage Cleanup Complete', /Deleted \d+ resume/)
  await expect.poll(() => recentItem(page, job).getByRole('button', { name: 'View Content' }).count()).toBe(0)
  expect(session.consoleErrors).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('an unreachable URL returns to input with the failure message and offers pasting the posting text', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  await page.getByLabel('Job posting URL').fill(unreachableUrl)
  await page.getByRole('button', { name: 'Analyze Job Posting' }).click()
  await expectToast(page, 'Analysis Failed', 'Please check the URL and try again.')
  await expectStep(page, 'Step 1: Job URL & Preferences', '20%')
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Analysis failed. Please try again with a different URL.' })
  await expect.poll(() => alert.innerText()).toMatch(/HTTP (502|400): /)
  await shoot(session, '1b-input-failed')
  await alert.getByRole('button', { name: 'paste the posting text instead' }).click()
  const text = page.getByLabel('Job posting text')
  // The textarea is focused on the frame after it renders: wait for that frame, not a fixed time.
  await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true)
  await text.fill(FIXTURE_JOB.plainText)
  const answer = page.waitForResponse((r) => r.url().includes('/api/jobs/analyze'))
  await page.getByRole('button', { name: 'Analyze Pasted Text' }).click()
  const body = (await answer).request().postDataJSON() as Record<string, unknown>
  expect(body.description).toBe(FIXTURE_JOB.plainText.trim())
  await expectStep(page, 'Step 3: Personalization & Strategy', '60%')
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('Cancel during generation aborts the request, returns to personalization and resets progress', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  const { job, followups } = await analyzeUrl(session, jobUrl)
  await awaitInsightsThenMapping(page, followups)
  // Hold the generation request so it is still running when Cancel is pressed.
  let aborted = false
  await page.route('**/api/resumes/generate-fast**', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 60_000).unref())
    await route.abort().catch(() => undefined)
  })
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/resumes/generate-fast')) aborted = true
  })
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
  await expectStep(page, 'Step 4: Generating Resume', '80%')
  await expect.poll(() => page.getByText('30-60 seconds', { exact: false }).isVisible()).toBe(true)
  await expect.poll(() => page.getByTestId('generation-percent').innerText()).toBe('0%')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectStep(page, 'Step 3: Personalization & Strategy', '60%')
  await expect.poll(() => aborted).toBe(true)
  await expect.poll(() => page.getByTestId('position-title').innerText()).toBe(job.title)
  // Progress starts from zero again on the next attempt.
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
  await expect.poll(() => page.getByTestId('generation-percent').innerText()).toBe('0%')
  await page.getByRole('button', { name: 'Cancel' }).click()
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('Generate Resume on the input step analyses first (the second use sends only the url) and goes on to the results', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  expect(await page.getByRole('button', { name: 'Generate Resume', exact: true }).isDisabled()).toBe(true)
  await page.getByLabel('Job posting URL').fill(jobUrl)
  const release = gate()
  await page.route('**/api/jobs/analyze**', async (route) => {
    await release.promise
    await route.fallback()
  })
  const analysis = page.waitForRequest((r) => r.url().includes('/api/jobs/analyze'))
  await page.getByRole('button', { name: 'Generate Resume', exact: true }).click()
  expect((await analysis).postDataJSON()).toEqual({ url: jobUrl })
  // While the job is analysed the button says so and the screen stays on the input step.
  expect(await page.getByRole('button', { name: 'Generating...' }).isDisabled()).toBe(true)
  expect(await page.getByRole('button', { name: 'Analyze Job Posting' }).isDisabled()).toBe(true)
  await expectStep(page, 'Step 1: Job URL & Preferences', '20%')
  release.resolve()
  await expectStep(page, 'Results & Variations', '100%')
  await expectToast(page, 'Enhanced Resume Generated Successfully')
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('Switch Profile: a custom profile, a LinkedIn import (called twice, answered by a route so nothing leaves loopback) and back', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  const imports: unknown[] = []
  await page.route('**/api/profiles/import-linkedin**', async (route) => {
    imports.push(route.request().postDataJSON())
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'LINKEDIN_BLOCKED',
          message: 'LinkedIn import failed. Please try the alternatives below.',
        },
      }),
    })
  })
  await page.getByRole('button', { name: 'Switch Profile' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Custom Profile', { exact: true }).click()
  await dialog.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/someone')
  await dialog.getByRole('button', { name: 'Import Profile' }).click()
  await expectToast(
    page,
    'Import Failed',
    'Unable to import LinkedIn profile. Please check the URL and try again.',
  )
  expect(imports).toEqual([{ linkedinUrl: 'https://www.linkedin.com/in/someone', userId: 'default-user' }])

  await page.unroute('**/api/profiles/import-linkedin**')
  await page.route('**/api/profiles/import-linkedin**', async (route) => {
    imports.push(route.request().postDataJSON())
    await route.fulfill({
      json: {
        success: true,
        message: 'Imported',
        profile: {
          id: 'profile-imported',
          name: 'Daniel Okafor',
          personalInfo: { fullName: 'Daniel Okafor' },
        },
        importStats: { completeness: 80 },
      },
    })
  })
  await dialog.getByRole('button', { name: 'Import Profile' }).click()
  await expectToast(page, 'Profile Imported Successfully', 'Daniel Okafor was imported (80% complete).')
  expect(imports).toHaveLength(3)
  expect(imports[2]).toEqual({ linkedinUrl: 'https://www.linkedin.com/in/someone', userId: 'default-user' })
  expect(await dialog.getByRole('radio', { name: /Daniel Okafor/ }).isChecked()).toBe(true)
  await dialog.getByRole('button', { name: 'Use This Profile' }).click()
  await expectToast(page, 'Profile Switched', 'Now using Daniel Okafor.')
  await expect.poll(() => page.getByTestId('profile-banner').innerText()).toContain('Your Custom Profile')

  await page.getByRole('button', { name: 'Switch Profile' }).click()
  await dialog.getByText('Universal Profile').click()
  await dialog.getByRole('button', { name: 'Use This Profile' }).click()
  await expect
    .poll(() => page.getByTestId('profile-banner').innerText())
    .toContain('Currently using: Alexandra Weber Profile')
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('the generation bar follows the progress the server streams, step by step', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  const { followups } = await analyzeUrl(session, jobUrl)
  await awaitInsightsThenMapping(page, followups)
  // A loopback stream that sends each progress line only when the test says so.
  const gates = [gate(), gate()]
  const result = GenerateApplicationResponseSchema.parse({
    applicationId: 'app-stream',
    document: { header: { name: '', headline: null, contact: [] }, sections: [] },
    resumeContent: 'Streamed resume',
    coverLetter: 'Streamed letter',
    keyHighlights: [],
    authenticArguments: [],
    matchScore: 50,
    match: null,
    variations: [],
  })
  const stream = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/x-ndjson' })
    response.write(`${JSON.stringify({ type: 'progress', percent: 20, stage: 'Reading your profile' })}\n`)
    await gates[0]?.promise
    response.write(
      `${JSON.stringify({ type: 'progress', percent: 60, stage: 'Writing resume and cover letter' })}\n`,
    )
    await gates[1]?.promise
    response.end(`${JSON.stringify({ type: 'result', result })}\n`)
  })
  await new Promise<void>((resolve) => stream.listen(0, '127.0.0.1', resolve))
  const address = stream.address()
  await page.route('**/api/resumes/generate-fast**', (route) =>
    route.continue({
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/stream`,
    }),
  )
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
  await expect.poll(() => page.getByTestId('generation-percent').innerText()).toBe('20%')
  await expect.poll(() => page.getByTestId('generation-stage').innerText()).toBe('Reading your profile')
  gates[0]?.resolve()
  await expect.poll(() => page.getByTestId('generation-percent').innerText()).toBe('60%')
  await expect
    .poll(() => page.getByTestId('generation-stage').innerText())
    .toBe('Writing resume and cover letter')
  await page.waitForTimeout(700) // let the bar's transition finish for the picture
  await shoot(session, '4-generation-progress')
  gates[1]?.resolve()
  await expectStep(page, 'Results & Variations', '100%')
  await expect
    .poll(() => page.getByRole('region', { name: 'Resume preview' }).innerText())
    .toContain('Streamed resume')
  await new Promise((resolve) => stream.close(resolve))
  expect(unexpectedConsoleErrors(session)).toEqual([])
  await page.context().close()
})

test('failed generation and failed cleanups show the spec messages and leave the user where they were', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  const failure = (code: string, message: string) => ({
    status: 502,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code, message } }),
  })
  await page.route('**/api/cleanup/**', (route) =>
    route.fulfill({ status: 500, body: 'database unavailable' }),
  )
  await page.route('**/api/cleanup-content/**', (route) =>
    route.fulfill({ status: 500, body: 'database unavailable' }),
  )
  await page.getByRole('button', { name: 'Cleanup Old' }).click()
  await expectToast(page, 'Cleanup Failed', 'Unable to cleanup old entries. Please try again.')
  await page.getByRole('button', { name: 'Delete All Content' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete All Content' }).click()
  await expectToast(page, 'Content Cleanup Failed', 'Unable to cleanup generated content. Please try again.')

  const { followups } = await analyzeUrl(session, jobUrl)
  await awaitInsightsThenMapping(page, followups)
  await page.route('**/api/resumes/generate-fast**', (route) =>
    route.fulfill(failure('GENERATION_FAILED', 'Generation failed. Please try again.')),
  )
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
  await expectToast(page, 'Generation Failed', 'HTTP 502: Generation failed. Please try again.')
  await expectStep(page, 'Step 3: Personalization & Strategy', '60%')
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('failed industry insights show the fallback topics and the mapping still runs', async () => {
  const session = await openBuilder(journey)
  const { page } = session
  await page.route('**/api/resumes/industry-insights**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'AI_PROVIDER_ERROR', message: 'The AI provider returned an error. Please try again.' },
      }),
    }),
  )
  await analyzeUrl(session, jobUrl)
  await page.getByTestId('fallback-topics').waitFor()
  for (const topic of [
    'Digital Transformation',
    'AI & Machine Learning',
    'Cloud Migration',
    'Sustainability Initiatives',
    'Remote Work Evolution',
  ]) {
    await expect.poll(() => page.getByTestId('fallback-topics').getByText(topic).isVisible()).toBe(true)
  }
  await expectToast(page, 'Skills Mapping Complete')
  expect(unexpectedConsoleErrors(session)).toEqual([])
  expect(session.fake?.violations ?? []).toEqual([])
  await page.context().close()
})

test('at 390 px every step fits the screen, with the Switch Profile dialog and the analysis and generation states', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const session = await openBuilder(journey, viewport)
    const { page } = session
    await expectNoHorizontalScroll(page, `input ${viewport.width}`)
    await shoot(session, '1-input')
    await page.getByRole('button', { name: 'Switch Profile' }).click()
    await page.getByRole('dialog').getByText('Custom Profile', { exact: true }).click()
    await expectNoSeriousA11yIssues(page, 'switch profile dialog')
    await page.getByRole('dialog').getByRole('button', { name: 'Import Profile' }).click()
    await expectToast(page, 'LinkedIn URL Required', 'Please enter your LinkedIn profile URL')
    await shoot(session, '2-switch-profile')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    // Hold analysis and generation to photograph their in-between states.
    let releaseAnalysis: () => void = () => undefined
    await page.route('**/api/jobs/analyze**', async (route) => {
      await new Promise<void>((resolve) => (releaseAnalysis = resolve))
      await route.fallback()
    })
    await page.getByLabel('Job posting URL').fill(jobUrl)
    const followups = armFollowups(page)
    await page.getByRole('button', { name: 'Analyze Job Posting' }).click()
    await expectStep(page, 'Step 2: Analyzing Job Requirements', '40%')
    await expect.poll(() => page.getByText('Processing', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText(/15-30 seconds/).isVisible()).toBe(true)
    await expectNoHorizontalScroll(page, `analysis ${viewport.width}`)
    await shoot(session, '2-analysis')
    releaseAnalysis()
    await expectStep(page, 'Step 3: Personalization & Strategy', '60%')
    await awaitInsightsThenMapping(page, followups)
    await expectNoHorizontalScroll(page, `personalization ${viewport.width}`)
    await shoot(session, '3-personalization')

    await page.route('**/api/resumes/generate-fast**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 60_000).unref())
      await route.abort().catch(() => undefined)
    })
    await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
    await expectStep(page, 'Step 4: Generating Resume', '80%')
    await expectNoSeriousA11yIssues(page, 'generation')
    await shoot(session, '4-generation')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.unroute('**/api/resumes/generate-fast**')
    await generate(page)
    await expectNoHorizontalScroll(page, `results ${viewport.width}`)
    await shoot(session, '5-results')
    expect(unexpectedConsoleErrors(session)).toEqual([])
    expect(session.fake?.violations ?? []).toEqual([])
    await page.context().close()
  }
})
