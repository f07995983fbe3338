import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import mammoth from 'mammoth'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'
import { PDF_TEMPLATE_IDS } from '#shared/constants.ts'
import { applicationDocumentUrl } from '#shared/documents/documents.contract.ts'
import { openDatabase } from '#server/db/client.ts'
import { insertFixtureApplication, zoeFixture } from '#tests/documents-fixtures.ts'
import { missingInOrder, readPdfText } from '#server/features/documents/read-pdf-text.ts'
import {
  downloadedBytes,
  launchBrowser,
  openPage,
  startServer,
  type RunningServer,
} from '#tests/e2e/harness.ts'

// Chromium downloads every template, kind and format from the running app, the way the results
// screen's links do, and the files read back as an applicant-tracking system would read them.

let dataDir: string
let server: RunningServer
let browser: Browser
let applicationId: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cf-documents-e2e-'))
  const database = await openDatabase({ dataDir })
  applicationId = (await insertFixtureApplication({ db: database.db, fixture: zoeFixture })).applicationId
  await database.close()
  server = await startServer({ DATA_DIR: dataDir })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function downloadFrom(page: Page, href: string): Promise<{ fileName: string; body: Buffer }> {
  const [download] = await Promise.all([
    // A safety net, not a budget: the first PDF of a new server took over Playwright's default 30 s
    // beside a CPU-bound loop at a load of 14.
    page.waitForEvent('download', { timeout: 150_000 }),
    page.evaluate((url) => {
      const link = document.createElement('a')
      link.href = url
      link.textContent = 'Download'
      document.body.append(link)
      link.click()
      link.remove()
    }, href),
  ])
  return { fileName: download.suggestedFilename(), body: await downloadedBytes(download) }
}

const EXPECTED_LINES = {
  resume: [
    'Zoë Müller-Łukasik',
    'EXPERIENCE',
    'Lead Product Designer | Wisła Software S.A. | Kraków | January 2021 - Present',
    'INTERESTS',
  ],
  'cover-letter': ['Zoë Müller-Łukasik', 'Dear Fjällräven Digital team,', 'With best regards,'],
  package: [
    'Zoë Müller-Łukasik',
    'EXPERIENCE',
    'INTERESTS',
    'Dear Fjällräven Digital team,',
    'With best regards,',
  ],
} as const

test('every template, kind and format downloads in Chromium under its spec name and reads back', async () => {
  const { page, consoleErrors } = await openPage(browser)
  // A plain same-origin page is enough to click download links; the JSON page has no favicon.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  await page.goto(`${server.baseUrl}/api/health`)
  const seen: string[] = []
  for (const format of DOCUMENT_FORMATS) {
    for (const kind of DOCUMENT_KINDS) {
      for (const template of format === 'pdf' ? PDF_TEMPLATE_IDS : (['gradient'] as const)) {
        const { fileName, body } = await downloadFrom(
          page,
          applicationDocumentUrl(applicationId, { kind, format, template }),
        )
        seen.push(fileName)
        const text =
          format === 'pdf'
            ? await readPdfText(body)
            : format === 'docx'
              ? (await mammoth.extractRawText({ buffer: body })).value
              : body.toString('utf8')
        expect(missingInOrder(text, [...EXPECTED_LINES[kind]]), `${kind} ${format} ${template}`).toEqual([])
      }
    }
  }
  expect(new Set(seen)).toEqual(
    new Set([
      'Zoë-Müller-Łukasik-Resume-Fjällräven-Digital-AB.pdf',
      'Cover-Letter-Fjällräven-Digital-AB.pdf',
      'Zoë-Müller-Łukasik-Complete-Application-Fjällräven-Digital-AB.pdf',
      'Zoë-Müller-Łukasik-Resume-Fjällräven-Digital-AB.docx',
      'Cover-Letter-Fjällräven-Digital-AB.docx',
      'Zoë-Müller-Łukasik-Complete-Application-Fjällräven-Digital-AB.docx',
      'resume-Fjällräven-Digital-AB.txt',
      'cover-letter-Fjällräven-Digital-AB.txt',
      'complete-application-Fjällräven-Digital-AB.txt',
    ]),
  )
  expect(seen).toHaveLength(4 * 3 + 3 + 3)
  expect(consoleErrors).toEqual([])
})
