import { load } from 'cheerio'
import { expect, test } from 'vitest'

import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import { extractJsonLd, parseJsonLoose } from '#server/features/jobs/intake/json-ld.ts'
import { cpuMillis } from '#tests/cpu-time.ts'

test('reads a JobPosting inside @graph with @id references, PascalCase keys, @type arrays and placeholders', async () => {
  const { postings, types } = extractJsonLd(load(await readFixture('jsonld-graph.html')))
  expect(types).toContain('breadcrumblist')
  expect(postings).toHaveLength(1)
  const [job] = postings
  expect(job?.title).toBe('Senior Data Engineer')
  expect(job?.company).toBe('Northwind Analytics GmbH')
  // "n/a" region is a placeholder; the country object contributes its name.
  expect(job?.location).toBe('Berlin, DE')
  expect(job?.jobType).toBe('Full-time')
  expect(job?.salary).toEqual({ currency: 'EUR', min: 65000, max: 80000, period: 'year' })
  // The entity-escaped description comes back as real HTML.
  expect(job?.descriptionHtml).toContain('<h3>What you&#39;ll do</h3>')
  expect(job?.descriptionHtml).toContain('Own data quality &amp; observability')
})

test('survives a broken block, CDATA guards, a top-level array, missing commas and raw newlines in strings', async () => {
  const { postings } = extractJsonLd(load(await readFixture('jsonld-broken.html')))
  expect(postings).toHaveLength(1)
  const [job] = postings
  expect(job?.title).toBe('Product Designer')
  expect(job?.company).toBe('Acme Robotics')
  expect(job?.location).toBe('Munich, Germany')
  expect(job?.remote).toBe(true)
  expect(job?.jobType).toBe('Part-time')
  expect(job?.descriptionHtml).toContain('<li>Prototype flows in Figma</li>')
})

test('a fully remote posting without a place reads as Remote with the applicant country', () => {
  const page = `<script type="application/ld+json">{"@type":"JobPosting","title":"Support Engineer","hiringOrganization":{"name":"Quill"},"jobLocationType":"TELECOMMUTE","applicantLocationRequirements":{"@type":"Country","name":"USA"},"baseSalary":{"@type":"MonetaryAmount","currency":"USD","value":{"@type":"QuantitativeValue","value":40,"unitText":"HOUR"}}}</script>`
  const [job] = extractJsonLd(load(page)).postings
  expect(job?.location).toBe('Remote (USA)')
  expect(job?.remote).toBe(true)
  expect(job?.salary).toEqual({ currency: 'USD', min: 40, max: null, period: 'hour' })
})

test('the whole block entity-encoded and double-escaped entities in the description', () => {
  const encoded =
    '{&quot;@type&quot;:&quot;JobPosting&quot;,&quot;title&quot;:&quot;Nurse&quot;,&quot;description&quot;:&quot;&amp;lt;p&amp;gt;Night shifts&amp;lt;/p&amp;gt;&quot;}'
  const [job] = extractJsonLd(load(`<script type="application/ld+json">${encoded}</script>`)).postings
  expect(job?.title).toBe('Nurse')
  expect(job?.descriptionHtml).toBe('<p>Night shifts</p>')
})

test('parseJsonLoose gives up on hopeless text instead of throwing', () => {
  expect(parseJsonLoose('{ this is not json')).toBeNull()
  expect(parseJsonLoose('{"a": 1,}')).toEqual({ a: 1 })
})

test('a broken block with a long run of newlines is given up in linear time', () => {
  // The earlier comma repair (\s*\n\s*) backtracked quadratically on this: seconds for 100k newlines.
  let parsed: unknown = 'unset'
  expect(cpuMillis(() => (parsed = parseJsonLoose(`[1${'\n'.repeat(100_000)}x]`)))).toBeLessThan(1000)
  expect(parsed).toBeNull()
  expect(parseJsonLoose('{"a": 1\n  "b": "x",}')).toEqual({ a: 1, b: 'x' })
})
