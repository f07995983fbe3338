// Takes full-page screenshots of routes at 1440 px and 390 px, for looking at what we build.
// Usage: node --import tsx scripts/screenshot.ts <baseUrl> <outDir> <route> [route ...]
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { DESKTOP, PHONE, launchBrowser, openPage } from '#tests/e2e/harness.ts'

const [baseUrl, outDir, ...routes] = process.argv.slice(2)
if (!baseUrl || !outDir || routes.length === 0) {
  console.log('Usage: node --import tsx scripts/screenshot.ts <baseUrl> <outDir> <route> [route ...]')
  process.exit(1)
}
await mkdir(outDir, { recursive: true })
const browser = await launchBrowser()
for (const route of routes) {
  for (const viewport of [DESKTOP, PHONE]) {
    const { page } = await openPage(browser, viewport)
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${viewport.width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: true })
    console.log(path.join(outDir, name))
    await page.context().close()
  }
}
await browser.close()
