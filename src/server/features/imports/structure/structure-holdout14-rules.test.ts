import { expect, test } from 'vitest'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout14 of the written resumes (issue 19): each test names the rule, in a
// shape of its own rather than a fixture's text.

const jobsOf = (text: string) =>
  read(text).work.map((w) => ({
    role: w.role,
    company: w.company,
    duration: w.duration,
    location: w.location,
  }))

test('an employer written after the dates stays the employer when the role names its team after a comma', () => {
  expect(
    jobsOf(`Jonas Lind
jonas.lind@example.se

Experience
Software Engineer, Mobile Banking
Mar 2019 – Jun 2021 · Klarna
Designed the onboarding flow.
Data Analyst, Risk Models
2016 – 2019 · Ericsson
Built the weekly reports.`),
  ).toEqual([
    {
      role: 'Software Engineer, Mobile Banking',
      company: 'Klarna',
      duration: 'Mar 2019 – Jun 2021',
      location: '',
    },
    { role: 'Data Analyst, Risk Models', company: 'Ericsson', duration: '2016 – 2019', location: '' },
  ])
})

test('day-first dates ("15.09.2015 – 31.08.2017") open a job like month-year dates do', () => {
  expect(
    jobsOf(`Lea Martin
lea.martin@example.fr

Experience
01/03/2022 – present · Decathlon, Lille
Category Manager
Ran the running range.
15.09.2018 – 28.02.2022 · Auchan, Lille
Buyer
Bought the textiles.`),
  ).toEqual([
    { role: 'Category Manager', company: 'Decathlon', duration: '01/03/2022 – present', location: 'Lille' },
    { role: 'Buyer', company: 'Auchan', duration: '15.09.2018 – 28.02.2022', location: 'Lille' },
  ])
})

test('a date range a narrow column wrapped is joined back: "Apr 2016 – Nov" over "2019   Title"', () => {
  expect(
    jobsOf(`Tomasz Nowak
tomasz.nowak@example.pl

Experience
Apr 2016 – Nov
2019   Line Cook
Bistro Pod Lipami, Kraków
Grill and fish.
Jan 2014 –
Mar 2016   Kitchen Porter
Hotel Europejski, Warszawa
Dishes.`),
  ).toEqual([
    { role: 'Line Cook', company: 'Bistro Pod Lipami', duration: 'Apr 2016 – Nov 2019', location: 'Kraków' },
    {
      role: 'Kitchen Porter',
      company: 'Hotel Europejski',
      duration: 'Jan 2014 – Mar 2016',
      location: 'Warszawa',
    },
  ])
})

test('a registration number under the contact line is neither the city nor the headline', () => {
  const draft = read(`Aoife Brennan
Ballsbridge, Dublin | +353 86 555 0144 | aoife.brennan@example.ie
Member ID 204518

Experience
Physiotherapist, Beacon Hospital, Dublin
2018 – present`)
  expect(draft.location).toBe('Ballsbridge, Dublin')
  expect(draft.headline).toBe('')
})

test('a line of titles just above the name ("Prof. Dr.") is kept as the titles, not skipped', () => {
  const draft = read(`Prof. Dr.
Martina Keller
martina.keller@example.at

Experience
Professor of Hydrology, Universität Innsbruck
2015 – present`)
  expect(draft.fullName).toBe('Martina Keller')
  expect(draft.titles).toEqual(['Prof.', 'Dr.'])
  expect(draft.skipped).not.toContain('Prof. Dr.')
})

test("a degree's own short form in brackets is neither its field nor part of it", () => {
  expect(
    degrees(`Education
Diplom-Kauffrau (Dipl.-Kffr.), Betriebswirtschaftslehre, Universität zu Köln, 2009
Master of Arts (M.A.) in Linguistics, Universität Wien, 2012`),
  ).toEqual([
    {
      institution: 'Universität zu Köln',
      degree: 'Diplom-Kauffrau',
      field: 'Betriebswirtschaftslehre',
      year: '2009',
    },
    { institution: 'Universität Wien', degree: 'Master of Arts', field: 'Linguistics', year: '2012' },
  ])
})

test('a firm named with "und Partner" after the role\'s dash stays whole, comma and all', () => {
  expect(
    jobsOf(`Jan Weber
jan.weber@example.de

Experience
Structural Engineer — Schlaich, Bergermann und Partner   May 2016 – Present
Designed stadium roofs.
Partner — Müller & Partner mbB   2005 – 2010
Audits.`),
  ).toEqual([
    {
      role: 'Structural Engineer',
      company: 'Schlaich, Bergermann und Partner',
      duration: 'May 2016 – Present',
      location: '',
    },
    { role: 'Partner', company: 'Müller & Partner mbB', duration: '2005 – 2010', location: '' },
  ])
})

test("a school's acronym before its name with a dash stays part of the name", () => {
  expect(
    degrees(`Education
MBA   2015
IESE – Universidad de Navarra, Barcelona`),
  ).toEqual([{ institution: 'IESE – Universidad de Navarra', degree: 'MBA', field: '', year: '2015' }])
})

test('an open range ("2021 –") above the next job\'s range is not joined to it', () => {
  expect(
    jobsOf(`Eva Roth
eva.roth@example.de

Berufserfahrung
2021 –
2016 – 2021
Firmenkundenberaterin, Commerzbank AG
Privatkundenberaterin, Sparkasse Bremen`).map((job) => job.duration),
  ).not.toContain('2021 – 2016')
})
