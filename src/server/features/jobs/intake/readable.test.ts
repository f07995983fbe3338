import { load } from 'cheerio'
import { expect, test } from 'vitest'

import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import {
  extractReadable,
  mainHeading,
  namedFacts,
  stripChrome,
  subtitleLines,
} from '#server/features/jobs/intake/readable.ts'

test('chrome is removed: cookie banners, menus, forms, related jobs, page header and footer', async () => {
  const $ = load(await readFixture('readable-traps.html'))
  stripChrome($)
  const text = $('body').text()
  for (const gone of [
    'Your privacy',
    'VP of Sales',
    'First name',
    'Other jobs at Brightlane',
    'Account Executive',
    '© Brightlane',
  ])
    expect(text).not.toContain(gone)
  for (const kept of ['Customer Success Manager', 'Own renewals', 'Comfortable with Salesforce'])
    expect(text).toContain(kept)
})

test('the heading is the job, not the site name or a generic "Careers"', () => {
  const $ = load(
    '<html><head><meta property="og:site_name" content="Acme"></head><body><h1>Acme</h1><main><h1>Careers</h1><h2>Data Analyst</h2><p>Acme · Leeds</p></main></body></html>',
  )
  expect(mainHeading($)).toBe('Data Analyst')
  expect(subtitleLines($)).toEqual(['Acme · Leeds'])
})

test('readable text keeps the posting body', async () => {
  const $ = load(await readFixture('readable-german.html'))
  stripChrome($)
  const draft = extractReadable($)
  expect(draft.title).toBe('SAP FI/CO Berater (m/w/d)')
  expect(draft.descriptionHtml).toContain('Ihr Profil')
  expect(draft.descriptionHtml).not.toContain('Impressum')
})

test("named location and company elements are read, but never from other jobs' cards or the menu", () => {
  const $ = load(`<nav><span class="location-switcher">Deutschland</span></nav>
    <div class="similar-jobs"><div class="job-card"><span class="job-location">Paris</span><span class="company-name">Other Co</span></div></div>
    <main><h1>Platform Engineer</h1><a class="employer"><span data-automation="advertiser-name">iterate</span></a><span class="job-location">Melbourne VIC</span></main>`)
  expect(namedFacts($)).toEqual({ location: 'Melbourne VIC', company: 'iterate' })
})
