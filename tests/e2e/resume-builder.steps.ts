import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'

import {
  GenerateApplicationResponseSchema,
  GenerateProgressEventSchema,
  type GenerateApplicationResponse,
} from '#shared/applications/applications.contract.ts'
import {
  IndustryInsightsResponseSchema,
  SkillsMappingResponseSchema,
} from '#shared/insights/insights.contract.ts'
import type { IndustryInsights, SkillMapping } from '#shared/insights/insights.schema.ts'
import type { JobPosting } from '#shared/jobs/job.schema.ts'
import { AnalyzeJobResponseSchema } from '#shared/jobs/jobs.contract.ts'
import { computeQualityIndicators } from '#client/features/resume-builder/lib/quality-indicators.ts'
import { installFakeApi, type FakeApi } from '#tests/e2e/resume-builder.fakes.ts'
import {
  DESKTOP,
  downloadedBytes,
  fontsLoaded,
  openPage,
  seriousA11yViolations,
  type Viewport,
} from '#tests/e2e/harness.ts'

// The steps of the resume-builder journey, shared by its browser tests. Each step reads the answer
// the page received and checks the screen against it, so the same steps hold with the route fakes
// and against the real server (E2E_REAL_API=1).

const SHOTS_DIR = process.env.SCREENSHOTS_DIR

export type Session = { page: Page; consoleErrors: string[]; fake: FakeApi | null; viewport: Viewport }

/** Where the steps run: the app, and whether its API is real or the route fakes. */
export type JourneyEnv = { browser: Browser; baseUrl: string; unreachableUrl: string; realApi: boolean }

export async function openBuilder(env: JourneyEnv, viewport: Viewport = DESKTOP): Promise<Session> {
  const { page, consoleErrors } = await openPage(env.browser, viewport)
  const fake = env.realApi ? null : await installFakeApi(page, { unreachableUrl: env.unreachableUrl })
  await page.goto(`${env.baseUrl}/resume-builder`)
  await expectStep(page, 'Step 1: Job URL & Preferences', '20%')
  return { page, consoleErrors, fake, viewport }
}

export async function expectStep(page: Page, label: string, percent: string) {
  await expect.poll(() => page.getByTestId('workflow-label').innerText(), { timeout: 20_000 }).toBe(label)
  expect(
    await page
      .getByRole('region', { name: 'Workflow progress' })
      .getByText(percent, { exact: true })
      .isVisible(),
  ).toBe(true)
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const pattern = description instanceof RegExp ? description : new RegExp(escape(description ?? ''))
  // Read the DOM, not the accessibility tree: while a modal dialog is open the toast region is
  // aria-hidden. Poll, because one toast at a time means a newer one may replace it.
  const matching = async () => {
    const texts = await page.locator('[role="region"][aria-label^="Notifications"] li').allTextContents()
    return texts.some((text) => text.includes(title) && pattern.test(text))
  }
  await expect.poll(matching, { timeout: 15_000, message: `toast "${title}"` }).toBe(true)
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export async function shoot(session: Session, name: string) {
  if (!SHOTS_DIR) return
  await mkdir(SHOTS_DIR, { recursive: true })
  await session.page.screenshot({
    path: path.join(SHOTS_DIR, `${name}-${session.viewport.width}.png`),
    fullPage: true,
  })
}

export async function expectNoSeriousA11yIssues(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([])
}

export async function expectNoHorizontalScroll(page: Page, where: string) {
  await fontsLoaded(page)
  const { overflow, offenders } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.children.length === 0)
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: ${(el.textContent ?? '').slice(0, 40)}`,
      )
    return { overflow: document.documentElement.scrollWidth - width, offenders }
  })
  expect(overflow, `${where}: ${offenders.join(' | ')}`).toBeLessThanOrEqual(0)
}

export type Followups = { insights: Promise<PwResponse>; mapping: Promise<PwResponse> }
export type PwResponse = Awaited<ReturnType<Page['waitForResponse']>>

/** Arms the waits for the insights and mapping answers before the action that triggers them. */
export function armFollowups(page: Page): Followups {
  const order: string[] = []
  const wait = (part: string, name: string) =>
    page
      .waitForResponse((r) => r.url().includes(part))
      .then((r) => (order.push(name), Object.assign(r, { order })))
  const followups = {
    insights: wait('/api/resumes/industry-insights', 'insights'),
    mapping: wait('/api/resumes/skills-mapping', 'mapping'),
  }
  // Not every test reads both; keep an unread timeout from surfacing as an unhandled rejection.
  followups.insights.catch(() => undefined)
  followups.mapping.catch(() => undefined)
  return followups
}

/** Input → analysis → personalization; answers the job posting the page received. */
export async function analyzeUrl(
  session: Session,
  url: string,
): Promise<{ job: JobPosting; followups: Followups }> {
  const { page } = session
  await page.getByLabel('Job posting URL').fill(url)
  const answer = page.waitForResponse((response) => response.url().includes('/api/jobs/analyze'))
  const followups = armFollowups(page)
  await page.getByRole('button', { name: 'Analyze Job Posting' }).click()
  const response = await answer
  expect(response.ok(), await response.text()).toBe(true)
  const { jobPosting } = AnalyzeJobResponseSchema.parse(await response.json())
  await expectStep(page, 'Step 3: Personalization & Strategy', '60%')
  return { job: jobPosting, followups }
}

export async function expectPersonalization(page: Page, job: JobPosting) {
  await expect.poll(() => page.getByText('Job Analysis Complete').first().isVisible()).toBe(true)
  await expect.poll(() => page.getByTestId('position-title').innerText()).toBe(job.title)
  await expect.poll(() => page.getByText(job.company, { exact: true }).first().isVisible()).toBe(true)
  // The Match Analysis card shows the computed score, never the spec's fixed 92.
  expect(job.match).not.toBeNull()
  await expect.poll(() => page.getByTestId('match-score').innerText()).toBe(`${job.match?.score}%`)
  await expect.poll(() => page.getByText(job.match?.summary ?? '').isVisible()).toBe(true)
  const requirements = page.getByRole('list', { name: 'Key requirements' }).getByRole('listitem')
  expect(await requirements.count()).toBe(Math.min(6, job.requirements.length))
  if (job.requirements.length > 6)
    expect(await page.getByRole('button', { name: `+${job.requirements.length - 6} more` }).isVisible()).toBe(
      true,
    )
  for (const insight of job.authenticInsights)
    await expect.poll(() => page.getByText(insight).first().isVisible()).toBe(true)
}

/** Insights first, then the mapping (spec section 4): both answers, in that order. */
export async function awaitInsightsThenMapping(
  page: Page,
  followups: Followups,
): Promise<{ insights: IndustryInsights; mappings: SkillMapping[] }> {
  const insightsResponse = await followups.insights
  const mappingResponse = await followups.mapping
  expect((mappingResponse as PwResponse & { order: string[] }).order).toEqual(['insights', 'mapping'])
  const insights = IndustryInsightsResponseSchema.parse(await insightsResponse.json())
  const { mappings } = SkillsMappingResponseSchema.parse(await mappingResponse.json())
  await expectToast(page, 'Skills Mapping Complete')
  for (const topic of insights.hotTopics)
    await expect.poll(() => page.getByText(topic.title, { exact: true }).first().isVisible()).toBe(true)
  const mappingList = page.getByRole('list', { name: 'Skill mappings' })
  expect(await mappingList.getByRole('listitem').count()).toBe(mappings.length)
  return { insights, mappings }
}

/** Personalization → generation → results; answers the generation result read from the NDJSON stream. */
export async function generate(page: Page): Promise<GenerateApplicationResponse> {
  // Chromium does not keep the body of a streamed fetch for Playwright; pass it through a route
  // that records it (the stream itself is tested step by step in its own test).
  const realApi = process.env.E2E_REAL_API === '1'
  let body = ''
  if (realApi) {
    await page.route('**/api/resumes/generate-fast*', async (route) => {
      const upstream = await route.fetch()
      body = await upstream.text()
      await route.fulfill({ response: upstream, body })
    })
  }
  const answer = page.waitForResponse((r) => r.url().includes('/api/resumes/generate-fast'))
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click()
  const response = await answer
  expect(response.request().headers()['accept']).toBe('application/x-ndjson')
  expect(response.url()).toMatch(/[?&]cb=\d+-[a-z0-9]+/)
  await expectStep(page, 'Results & Variations', '100%')
  if (realApi) await page.unroute('**/api/resumes/generate-fast*')
  else body = await response.text()
  const events = body
    .split('\n')
    .filter(Boolean)
    .map((line) => GenerateProgressEventSchema.parse(JSON.parse(line)))
  const percents = events.flatMap((event) => (event.type === 'progress' ? [event.percent] : []))
  expect(percents.length).toBeGreaterThan(0)
  const result = events.find((event) => event.type === 'result')
  if (result?.type !== 'result') throw new Error('no result event')
  await expectToast(page, 'Enhanced Resume Generated Successfully', `${result.result.matchScore}%`)
  return GenerateApplicationResponseSchema.parse(result.result)
}

export async function expectResults(
  page: Page,
  job: JobPosting,
  result: GenerateApplicationResponse,
  data: { insights: IndustryInsights | null; mappings: SkillMapping[] | null },
) {
  const firstLine = result.resumeContent.split('\n').find((line) => line.trim()) ?? ''
  await expect
    .poll(() => page.getByRole('region', { name: 'Resume preview' }).innerText())
    .toContain(firstLine.trim())
  await page.getByRole('tab', { name: 'Cover Letter Preview' }).click()
  await expect
    .poll(() => page.getByRole('region', { name: 'Cover letter text' }).innerText())
    .toContain(result.coverLetter.split('\n')[0]?.trim() ?? '')
  await page.getByRole('tab', { name: 'Resume Preview' }).click()
  // Each quality bar is the quantity its label names, computed from the answers above.
  const expected = computeQualityIndicators({
    job,
    insights: data.insights,
    mappings: data.mappings,
    claims: result,
  })
  for (const indicator of expected) {
    const row = page.getByTestId(`quality-${indicator.id}`)
    expect(await row.getByTestId('quality-value').innerText(), indicator.label).toBe(
      indicator.value === null ? 'n/a' : `${indicator.value}%`,
    )
    await expect.poll(() => row.getByTestId('quality-basis').innerText()).toBe(indicator.basis)
  }
  const panel = page.getByTestId('pdf-panel')
  await expect.poll(() => panel.getByText('Currently Selected Template').isVisible()).toBe(true)
  await expect.poll(() => panel.getByText('Active', { exact: true }).isVisible()).toBe(true)
  for (const name of [
    'Resume PDF',
    'Cover Letter PDF',
    'Complete Package',
    'Resume DOCX',
    'Cover Letter DOCX',
  ])
    expect(await panel.getByRole('button', { name }).isEnabled()).toBe(true)
  const variations = page.getByTestId('variation')
  expect(await variations.count()).toBe(result.variations.length)
  const first = result.variations[0]
  if (first) await expect.poll(() => variations.first().innerText()).toContain(first.content.slice(0, 200))
}

export async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const pending = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const file = await pending
  return { name: file.suggestedFilename(), text: (await downloadedBytes(file)).toString('utf8') }
}

export async function startNewAnalysis(page: Page) {
  await page.getByRole('button', { name: 'Start New Analysis' }).click()
  await expectStep(page, 'Step 1: Job URL & Preferences', '20%')
  expect(await page.getByLabel('Job posting URL').inputValue()).toBe('')
}

export function recentItem(page: Page, job: JobPosting) {
  return page.getByTestId('recent-item').filter({ hasText: job.title }).first()
}

export function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

export function unexpectedConsoleErrors(session: Session) {
  // Chromium logs every non-2xx answer; the failure paths below provoke some on purpose.
  return session.consoleErrors.filter((line) => !line.startsWith('Failed to load resource'))
}
