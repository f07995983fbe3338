import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import {
  GeneratePostResponseSchema,
  type GeneratePostResponse,
} from '#shared/social-posts/social-post.schema.ts'
import {
  DESKTOP,
  PHONE,
  fontsLoaded,
  launchBrowser,
  seriousA11yViolations,
  startServer,
  type RunningServer,
  type Viewport,
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

const ARGUMENT =
  'Most teams measure onboarding by how fast a new hire ships code, but the better measure is how soon they feel safe asking questions.'

/** A page whose clipboard works headless, with GET /api/profile answered by a profile with selected traits. */
async function openPostPage(viewport: Viewport = DESKTOP): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await page.route(
    (url) => url.pathname === '/api/profile',
    (route) =>
      route.fulfill({
        json: {
          id: 'profile-e2e',
          personalInfo: { fullName: 'Jordan Reyes', currentRole: 'Engineering Manager' },
          personalityTraits: { selectedTraits: ['Empathetic', 'Curious', 'Decisive'] },
        },
      }),
  )
  return { page, consoleErrors }
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

async function expectToastThenClose(page: Page, title: string, description: string) {
  // Radix renders toasts in the "Notifications" region; a visually hidden live region repeats the text.
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title })
  await toast.waitFor()
  await expect.poll(() => toast.innerText()).toContain(description)
  await toast.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => page.getByText(title, { exact: true }).count()).toBe(0)
}

test('the generate button waits for both fields; Enter with a field missing shows Missing Information, which closes', async () => {
  const { page, consoleErrors } = await openPostPage()
  await page.goto(`${server.baseUrl}/linkedin-post-generator`)
  await page.getByRole('heading', { name: 'LinkedIn Post Generator' }).waitFor()
  await page.waitForLoadState('networkidle')
  expect(await seriousA11yViolations(page)).toEqual([])
  const generate = page.getByRole('button', { name: 'Generate LinkedIn Post' })
  expect(await generate.isDisabled()).toBe(true)
  await expect.poll(() => page.getByRole('combobox', { name: 'Tone' }).innerText()).toBe('Professional')
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Target Audience' }).innerText())
    .toBe('Startup founders & entrepreneurs')

  const topic = page.getByLabel('Topic / Industry Trend')
  await topic.fill('Remote onboarding')
  expect(await generate.isDisabled()).toBe(true)
  await page.getByLabel('Your Main Argument / Insight').fill('   \n  ')
  expect(await generate.isDisabled()).toBe(true)

  await topic.press('Enter')
  await expectToastThenClose(
    page,
    'Missing Information',
    'Please provide both a topic and your main argument.',
  )

  await page.getByLabel('Your Main Argument / Insight').fill(ARGUMENT)
  expect(await generate.isEnabled()).toBe(true)
  await topic.fill('  ')
  expect(await generate.isDisabled()).toBe(true)
  // A topic inspiration chip fills the topic.
  await page.getByRole('button', { name: 'Remote and hybrid work' }).click()
  expect(await topic.inputValue()).toBe('Remote and hybrid work')
  expect(await generate.isEnabled()).toBe(true)
  expect(await page.getByRole('group', { name: 'Topic Inspiration' }).getByRole('button').count()).toBe(8)
  expect(consoleErrors).toEqual([])
  await page.context().close()
})

test('generate, read the preview, copy every part, then start a new post', async () => {
  const { page, consoleErrors } = await openPostPage()
  await page.goto(`${server.baseUrl}/linkedin-post`)
  await page.getByLabel('Topic / Industry Trend').fill('Remote onboarding')
  await page.getByLabel('Your Main Argument / Insight').fill(ARGUMENT)
  await page.getByRole('combobox', { name: 'Tone' }).click()
  await page.getByRole('option', { name: 'Controversial' }).click()
  await page.getByRole('combobox', { name: 'Target Audience' }).click()
  await page.getByRole('option', { name: 'Tech talent & engineering leaders' }).click()
  await expect.poll(() => page.getByText('Empathetic, Curious, Decisive').isVisible()).toBe(true)

  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/linkedin/generate-post')),
    page.waitForResponse((r) => r.url().includes('/api/linkedin/generate-post')),
    page.getByRole('button', { name: 'Generate LinkedIn Post' }).click(),
  ])
  expect(request.postDataJSON()).toEqual({
    topic: 'Remote onboarding',
    argument: ARGUMENT,
    tone: 'controversial',
    targetAudience: 'tech talent and engineering leaders',
    workforceTraits: ['Empathetic', 'Curious', 'Decisive'],
  })
  const { post }: GeneratePostResponse = GeneratePostResponseSchema.parse(await response.json())
  expect(post.content).toContain(ARGUMENT)

  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText('LinkedIn Post Generated!')
    .waitFor()
  expect(await page.getByTestId('post-content').inputValue()).toBe(post.content)
  // The preview stops at "…see more" and expands; the counter shows the length against 3,000.
  const preview = page.getByRole('article', { name: 'LinkedIn feed preview' })
  await expect.poll(() => preview.getByText(post.content.split('\n')[0] ?? '').isVisible()).toBe(true)
  await preview.getByRole('button', { name: '…see more' }).click()
  await expect.poll(() => page.getByTestId('preview-text').innerText()).toBe(post.content)
  await expect
    .poll(() => page.getByTestId('character-count').innerText())
    .toBe(`${post.content.length.toLocaleString('en-US')} / 3,000 characters`)

  await page.getByRole('button', { name: 'Copy Post' }).click()
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText('Copied!')
    .waitFor()
  expect(await clipboard(page)).toBe(post.content)

  // Edits flow into the counter and into what Copy Post copies; Undo edits restores the post.
  await page.getByTestId('post-content').fill(`${post.content}\nP.S. Written by me.`)
  await expect
    .poll(() => page.getByTestId('character-count').innerText())
    .toBe(`${(post.content.length + 20).toLocaleString('en-US')} / 3,000 characters`)
  await page.getByRole('button', { name: 'Copy Post' }).click()
  await expect.poll(() => clipboard(page)).toBe(`${post.content}\nP.S. Written by me.`)
  await page.getByRole('button', { name: 'Undo edits' }).click()
  expect(await page.getByTestId('post-content').inputValue()).toBe(post.content)

  const firstTag = post.hashtags[0] ?? ''
  await page.getByRole('button', { name: `Copy ${firstTag}` }).click()
  await expect.poll(() => clipboard(page)).toBe(firstTag)
  await page.getByRole('button', { name: 'Copy All' }).click()
  await expect.poll(() => clipboard(page)).toBe(post.hashtags.join(' '))
  const hook = post.engagement_hooks[1] ?? ''
  await page.getByRole('button', { name: hook }).click()
  await expect.poll(() => clipboard(page)).toBe(hook)
  await page.getByRole('button', { name: 'Copy CTA' }).click()
  await expect.poll(() => clipboard(page)).toBe(post.call_to_action)

  expect(await seriousA11yViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Start New Post' }).click()
  expect(await page.getByLabel('Topic / Industry Trend').inputValue()).toBe('')
  expect(await page.getByLabel('Your Main Argument / Insight').inputValue()).toBe('')
  await expect.poll(() => page.getByRole('combobox', { name: 'Tone' }).innerText()).toBe('Professional')
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Target Audience' }).innerText())
    .toBe('Startup founders & entrepreneurs')
  expect(await page.getByTestId('post-content').count()).toBe(0)
  await expect.poll(() => page.getByText('Your post will appear here').isVisible()).toBe(true)
  expect(await page.getByRole('button', { name: 'Generate LinkedIn Post' }).isDisabled()).toBe(true)

  await page.getByRole('link', { name: 'Home' }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  expect(consoleErrors).toEqual([])
  await page.context().close()
})

test('when the clipboard refuses, the Copy Failed toast asks to copy by hand', async () => {
  const { page } = await openPostPage()
  await page.goto(`${server.baseUrl}/linkedin-post`)
  await page.getByRole('button', { name: 'Data-driven decision making' }).click()
  await page
    .getByLabel('Your Main Argument / Insight')
    .fill(
      'Dashboards do not make decisions; people do, when they agree in advance what the numbers would change.',
    )
  await page.getByRole('button', { name: 'Generate LinkedIn Post' }).click()
  await page.getByTestId('post-content').waitFor()
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))
  })
  await page.getByRole('button', { name: 'Copy CTA' }).click()
  await expectToastThenClose(page, 'Copy Failed', 'Please manually select and copy the text.')
  await page.context().close()
})

test('at 390 px the screen fits the width and the result scrolls into view', async () => {
  const { page, consoleErrors } = await openPostPage(PHONE)
  await page.goto(`${server.baseUrl}/linkedin-post`)
  await page.getByLabel('Topic / Industry Trend').fill('Sales enablement')
  await page
    .getByLabel('Your Main Argument / Insight')
    .fill('Enablement fails when it teaches scripts instead of how buyers decide.')
  await page.getByRole('button', { name: 'Generate LinkedIn Post' }).click()
  await page.getByTestId('post-content').waitFor()
  const previewHeading = page.getByRole('heading', { name: 'Feed Preview' })
  // In view and not hidden under the sticky mobile header.
  const isUncovered = () =>
    previewHeading.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + 10, box.top + box.height / 2)
      return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && el.contains(hit)
    })
  await expect.poll(isUncovered).toBe(true)
  await fontsLoaded(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
  await page.context().close()
})
