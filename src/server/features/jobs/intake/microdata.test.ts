import { load } from 'cheerio'
import { expect, test } from 'vitest'

import { readFixture } from '#server/features/jobs/intake/fixtures/fixture-server.ts'
import {
  addressPlace,
  extractMeta,
  extractMicrodata,
  labelledFields,
  subtitleFacts,
} from '#server/features/jobs/intake/microdata.ts'

test('microdata JobPosting with nested organisation, address and hourly pay', async () => {
  const draft = extractMicrodata(load(await readFixture('microdata.html')))
  expect(draft).toMatchObject({
    title: 'Warehouse Team Lead',
    company: 'Parcelway Logistics Ltd',
    location: 'Leeds, UK',
    jobType: 'Temporary',
  })
  expect(draft?.salary).toEqual({ currency: 'GBP', min: 14.5, max: 16, period: 'hour' })
  expect(draft?.descriptionHtml).toContain('Plan shift rotas')
})

test('RDFa properties are read like microdata', () => {
  const page = `<div vocab="https://schema.org/" typeof="JobPosting"><h2 property="title">Welder</h2>
    <span property="hiringOrganization" typeof="Organization"><span property="name">Steelworks Nord</span></span>
    <span property="jobLocation" typeof="Place"><span property="address" typeof="PostalAddress"><span property="addressLocality">Bremen</span></span></span>
    <p property="description">Weld ship parts.</p></div>`
  expect(extractMicrodata(load(page))).toMatchObject({
    title: 'Welder',
    company: 'Steelworks Nord',
    location: 'Bremen',
  })
  expect(extractMicrodata(load('<p>No markup</p>'))).toBeNull()
})

test('meta titles: "Company hiring Title in Place", "Title at Company", and the h1 followed by the employer', () => {
  expect(
    extractMeta(
      load('<title>Harbor Bank hiring Risk Analyst in Frankfurt, Hesse, Germany | LinkedIn</title>'),
    ),
  ).toMatchObject({ company: 'Harbor Bank', title: 'Risk Analyst', location: 'Frankfurt, Hesse, Germany' })
  expect(
    extractMeta(load('<title>Backend Engineer (India) at VectorShift | Y Combinator</title>')),
  ).toMatchObject({ title: 'Backend Engineer (India)', company: 'VectorShift' })
  // A town segment before the employer's: the segment with an organisation word is the employer.
  expect(
    extractMeta(
      load('<title>Learning and Development Coordinator - Cork | Munster Mutual Insurance</title>'),
      'Learning and Development Coordinator',
    ),
  ).toMatchObject({ company: 'Munster Mutual Insurance' })
  expect(extractMeta(load('<title>Nurse – St. Aldric – Apply today</title>'), 'Nurse')).toMatchObject({
    title: 'Nurse',
    company: 'St. Aldric',
  })
  expect(
    extractMeta(load('<meta property="og:title" content="nurse-bristol-2026"><title>Careers</title>')).title,
  ).toBe('Careers')
})

test("an employer's careers site names the employer beside its careers word; a job board stays no employer", () => {
  const meta = (title: string, heading: string) => extractMeta(load(`<title>${title}</title>`), heading)
  expect(meta('Payroll Specialist | Oakridge Foods Careers', 'Payroll Specialist').company).toBe(
    'Oakridge Foods',
  )
  expect(meta('Welder – Careers at Brandt Stahlbau', 'Welder').company).toBe('Brandt Stahlbau')
  expect(meta('Kassierer (m/w/d) – Volksbank Rheintal Karriere', 'Kassierer (m/w/d)').company).toBe(
    'Volksbank Rheintal',
  )
  expect(meta('Welder | Indeed Jobs', 'Welder').company).toBeUndefined()
  expect(meta('Welder | Careers', 'Welder').company).toBeUndefined()
})

test('labelled fields and the facts line under the title', () => {
  expect(labelledFields('Standort: München\nAnstellungsart: Teilzeit\nUnternehmen: Alpenwerk GmbH')).toEqual({
    location: 'München',
    jobType: 'Part-time',
    company: 'Alpenwerk GmbH',
  })
  expect(subtitleFacts('Brightlane · Remote (United States) · Full-time')).toEqual({
    company: 'Brightlane',
    location: 'Remote (United States)',
    jobType: 'Full-time',
  })
  expect(subtitleFacts('Beispiel AG | Hamburg | Hybrid', 'Beispiel AG')).toEqual({
    location: 'Hamburg',
    remote: false,
  })
  expect(subtitleFacts('Just one sentence about the company and nothing else.')).toEqual({})
  // Where dots part the facts, a spaced dash is inside the employer's name; without them, dashes part the facts.
  expect(subtitleFacts('Te Whatu Ora – Health New Zealand · Tauranga, Bay of Plenty · Permanent')).toEqual({
    company: 'Te Whatu Ora – Health New Zealand',
    location: 'Tauranga, Bay of Plenty',
    jobType: 'Full-time',
  })
  expect(subtitleFacts('Brightlane – Leeds – Full-time')).toEqual({
    company: 'Brightlane',
    location: 'Leeds',
    jobType: 'Full-time',
  })
})

test('a part of the line under the title that carries its own label is read by it: "Location: Dublin 15"', () => {
  expect(subtitleFacts('Location: Dublin 15 · Permanent · Full time')).toMatchObject({
    location: 'Dublin 15',
    jobType: 'Full-time',
  })
  expect(subtitleFacts('Acme Homes · Standort: Straubing')).toMatchObject({
    company: 'Acme Homes',
    location: 'Straubing',
  })
})

test('the employer segment of a page title is the one with a careers word or a legal form, not the place or the team', () => {
  const meta = (title: string, heading: string) => extractMeta(load(`<title>${title}</title>`), heading)
  expect(
    meta(
      'Clinical Research Associate II (Oncology) - Home-based UK | Careers at Meridian Clinical',
      'Clinical Research Associate II (Oncology)',
    ).company,
  ).toBe('Meridian Clinical')
  expect(
    meta(
      'Steuerfachangestellte:r (m/w/d) – Graz | Pichler & Partner Steuerberatung',
      'Steuerfachangestellte:r (m/w/d)',
    ).company,
  ).toBe('Pichler & Partner Steuerberatung')
  expect(
    meta('Polymechaniker/in EFZ – Fräsen CNC | Brügger Präzision AG', 'Polymechaniker/in EFZ').company,
  ).toBe('Brügger Präzision AG')
  // Words written on after the h1 with no separator go on with the title.
  expect(
    meta('Flugbegleiter (m/w/d) Basis Düsseldorf | Rheinflug Karriere', 'Flugbegleiter (m/w/d)').company,
  ).toBe('Rheinflug')
  // With no marked segment, the first one after the h1 is still the employer.
  expect(meta('Nurse – St. Aldric – Apply today', 'Nurse').company).toBe('St. Aldric')
})

test('in the facts line, hours, a start date and joined job types are neither the employer nor the place', () => {
  expect(subtitleFacts('Graz · 30–40 Stunden/Woche · ab sofort')).toEqual({})
  expect(
    subtitleFacts('Basis Düsseldorf · Vollzeit oder Teilzeit · Start der Schulung: April 2027'),
  ).toMatchObject({
    jobType: 'Full-time',
  })
  expect(
    subtitleFacts('Per 1. März 2027 oder nach Vereinbarung · Jahresstelle · Brunnen SZ', 'Hotel Seeblick'),
  ).toEqual({ location: 'Brunnen SZ' })
})

test('a part of the facts line that names the employer is never the place, with its legal form or more words', () => {
  expect(
    subtitleFacts('Nordwerk Brauhaus GmbH · Kassel · Vollzeit · ab sofort', 'Nordwerk Brauhaus'),
  ).toMatchObject({
    location: 'Kassel',
  })
  expect(subtitleFacts('Tern & Fig · Perth, WA · Full time', 'Tern & Fig Kitchens')).toMatchObject({
    location: 'Perth, WA',
  })
  expect(subtitleFacts('Oakridge Holdings Ltd · Leeds · Permanent', 'Oakridge Care')).toMatchObject({
    location: 'Leeds',
  })
  // A Swiss canton is not a legal form.
  expect(subtitleFacts('Baden AG · Vollzeit', 'Hotel Limmat')).toMatchObject({ location: 'Baden AG' })
})

test('a town read from the page title as the employer is the place when the facts line gives it its region', () => {
  expect(
    subtitleFacts(
      'Pennine Aero Components · Leeds, West Yorkshire · Permanent, full time · £42,000 – £48,000',
      'Leeds',
    ),
  ).toMatchObject({ company: 'Pennine Aero Components', location: 'Leeds, West Yorkshire' })
})

test('without a heading, the last segment of the page title names the employer beside its careers word', () => {
  const meta = (title: string) => extractMeta(load(`<title>${title}</title>`))
  expect(meta('Occupational Therapist - Community Rehabilitation - Riverside Rehab Careers')).toMatchObject({
    title: 'Occupational Therapist - Community Rehabilitation',
    company: 'Riverside Rehab',
  })
  expect(meta('Store Manager - Careers at Halbrook').company).toBe('Halbrook')
  // An unmarked last segment is a place or a team, not the employer.
  expect(meta('Store Manager - Leeds').company).toBeUndefined()
})

test('the job intake reads a postcode-first address as the importer does (postcodeTown)', () => {
  for (const [line, town] of [
    ['Domstraße 4, 50668 Köln', 'Köln'] as const,
    ['Keizersgracht 1, 1017 AB Amsterdam', 'Amsterdam'],
    ['Rua das Flores 12, 4050-174 Porto', 'Porto'],
    ['Sveavägen 4, 171 65 Stockholm, Sweden', 'Stockholm'],
    ['75011 Paris, France', 'Paris'],
  ])
    expect([line, addressPlace(line)]).toEqual([line, town])
  // A house number before its street is no postcode before a town.
  expect(addressPlace('1420 Brown Street')).toBeUndefined()
  // The British and American forms stay the intake's own.
  expect(addressPlace('Stepping Hill Hospital, Stockport, SK2 7JE')).toBe('Stockport')
  expect(addressPlace('500 W Broad St, Columbus, OH 43215')).toBe('Columbus, OH')
})
