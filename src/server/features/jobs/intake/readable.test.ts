import { load } from 'cheerio'
import { expect, test } from 'vitest'

import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { cleanInline } from '#server/features/jobs/intake/text.ts'
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

test('chrome by role, mark and place: a header inside role="main" stays, one outside goes', () => {
  const $ = load(`<html><body>
    <header><p>Site header</p></header>
    <div role="main"><header><h1>Warehouse Team Leader</h1></header>
      <div aria-label="Breadcrumb trail">Home › Jobs</div><ol class="breadcrumb">Careers</ol>
      <div hidden>Hidden note</div><div aria-hidden="true">Icon text</div>
      <section class="job-body"><p>Run the night shift.</p></section>
      <div class="share-links">Share this job</div></div>
    <div role="contentinfo">Legal</div></body></html>`)
  stripChrome($)
  const text = cleanInline($('body').text())
  expect(text).toBe('Warehouse Team Leader Run the night shift.')
})

test('named facts: any case of the mark, the first one outside other jobs, a bare data-company-name', () => {
  const $ = load(`<aside><span class="JobLocation">Leeds</span></aside>
    <main><div data-company-name><b>Kestrel Logistics</b></div><span data-QA="Job-Location-Label">Daventry, Northamptonshire</span>
    <span class="SalaryRange">£34,500 a year</span><span id="jobType">Full-time</span></main>`)
  expect(namedFacts($)).toEqual({
    location: 'Daventry, Northamptonshire',
    company: 'Kestrel Logistics',
    salaryText: '£34,500 a year',
    jobType: 'Full-time',
  })
})

test('Readability reads the same article with its quicker checks: bylines, empty and hidden blocks', () => {
  const $ = load(`<html><head><title>Sous Chef</title></head><body><main>
    <div class="byline">By Jane Smith</div><div class="author-card"><p>${'Long biography of the author. '.repeat(12)}</p></div>
    <div></div><div style="display:none"><p>${'Hidden text. '.repeat(30)}</p></div>
    <p>${'Lead the brigade during service and write seasonal menus. '.repeat(8)}</p>
    <p>${'Maintain the food safety program and HACCP records. '.repeat(8)}</p></main></body></html>`)
  const html = extractReadable($).descriptionHtml ?? ''
  expect(html).toContain('Lead the brigade')
  expect(html).not.toContain('By Jane Smith')
  expect(html).not.toContain('Hidden text')
})

test('named facts skip a dialog, a form and a cookie banner by role, tag or any case of the class', () => {
  const $ = load(`<div role="dialog"><span class="job-location">Berlin</span></div>
    <form><span class="job-location">Hamburg</span></form>
    <div class="Cookie-Banner"><span class="company-name">Consent Co</span></div>
    <div class="RecommendedJobs"><span class="job-location">Köln</span></div>
    <main><span class="job-location">Münster</span><span class="company-name">Brandt Bau</span></main>`)
  expect(namedFacts($)).toEqual({ location: 'Münster', company: 'Brandt Bau' })
})
