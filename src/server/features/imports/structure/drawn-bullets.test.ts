import { expect, test } from 'vitest'

import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { parseExperience } from '#server/features/imports/structure/parse-experience.ts'

// PDF lists whose bullet glyphs are drawn (Chromium, Word): only the indent and the line ends tell
// one item from the next.
const line = (text: string, xStart: number, xEnd: number, extra: Partial<DocumentLine> = {}) =>
  ({ text, xStart, xEnd, size: 10.5, column: 'right', ...extra }) satisfies DocumentLine

test('lines set in below a job, each opening a sentence after a short line, are its results', () => {
  const [job] = parseExperience([
    line('Senior Transport Planner — Van der Meer Logistics, Nieuwegein', 200, 480),
    line('Apr 2022 – Present', 200, 290),
    line('Plan 120 daily trailer movements for retail customers across the', 228, 560),
    line('Benelux', 228, 268, { couldWrap: true }),
    line('Cut empty kilometres by 14% by combining return loads', 228, 470),
  ])
  expect(job!.achievements).toEqual([
    'Plan 120 daily trailer movements for retail customers across the Benelux',
    'Cut empty kilometres by 14% by combining return loads',
  ])
  expect(job!.description).toEqual([])
})

test('a paragraph set in below a job stays one description, its wrapped lines joined', () => {
  const [job] = parseExperience([
    line('Software Developer, Facebook, Menlo Park', 200, 480),
    line('June 2012 – June 2015', 200, 300),
    line('Developed features for the web application using React. Ensured the performance', 228, 560),
    line('of the MongoDB databases. Utilized RESTful APIs for communication between', 228, 540, {
      couldWrap: true,
    }),
    line('Assisted in migrating the legacy system to a modern architecture.', 228, 520, { couldWrap: true }),
  ])
  expect(job!.achievements).toEqual([])
  expect(job!.description).toHaveLength(1)
})

test('a "since" date at the end of a result is said in passing, not the dates of another job', () => {
  const jobs = parseExperience([
    line('Night Shift Team Leader   March 2021 – Present', 58, 554),
    line('Wincanton, Daventry DC', 58, 258),
    line('Lead a team of 22 pickers, loaders and two forklift drivers on nights', 88, 472),
    line('Run daily safety briefings; zero RIDDOR-reportable incidents on my shift since 2022', 88, 478),
    line('Train new starters on RF scanners, pallet wrapping and load security', 88, 407),
    line('Staff Nurse   since 2019', 58, 554),
    line('Charité, Berlin', 58, 200),
    line('Covered the stroke unit on nights', 88, 300),
  ])
  expect(jobs.map((job) => [job.role, job.company, job.duration])).toEqual([
    ['Night Shift Team Leader', 'Wincanton', 'March 2021 – Present'],
    ['Staff Nurse', 'Charité', 'since 2019'],
  ])
  expect(jobs[0]!.achievements).toContain(
    'Run daily safety briefings; zero RIDDOR-reportable incidents on my shift since 2022',
  )
})

test('a short result set in with the others, its "since" date at the end, opens no job', () => {
  const jobs = parseExperience([
    line('Store Manager — Coastal Fresh Markets, Umhlanga   Mar 2020 – Present', 49, 554),
    line('Cut shrinkage from 3.1% to 1.6% of sales in 18 months through weekly stock counts', 63, 540),
    line('Passed every food safety audit since 2021', 63, 300),
    line('Assistant Store Manager — Coastal Fresh Markets, Pinetown   Jan 2017 – Feb 2020', 49, 554),
    line('Managed fresh produce, bakery and deli departments (22 staff)', 63, 420),
  ])
  expect(jobs.map((job) => [job.role, job.company, job.duration])).toEqual([
    ['Store Manager', 'Coastal Fresh Markets', 'Mar 2020 – Present'],
    ['Assistant Store Manager', 'Coastal Fresh Markets', 'Jan 2017 – Feb 2020'],
  ])
  expect(jobs[0]!.achievements).toContain('Passed every food safety audit since 2021')
})

test('a name before a town and its country, under a title and its dates, is the employer, not a third part of the place', () => {
  const jobs = parseExperience([
    line('Warehouse Operative   June 2017 – February 2021', 58, 554),
    line('XPO Logistics, Northampton', 58, 258),
    line('Sales Assistant   2014 – 2017', 58, 554),
    line('Biedronka, Łódź, Poland', 58, 200),
    line('Project Manager   2019 – 2021', 58, 554),
    line('Munich, Bavaria, Germany', 58, 200),
  ])
  expect(jobs.map((job) => [job.role, job.company, job.location])).toEqual([
    ['Warehouse Operative', 'XPO Logistics', 'Northampton'],
    ['Sales Assistant', 'Biedronka', 'Łódź, Poland'],
    ['Project Manager', '', 'Munich, Bavaria, Germany'],
  ])
})

test('a dates-left table whose cells wrapped: the range carried down and the title going on are read whole', () => {
  const jobs = parseExperience([
    line('seit 04/2019   Gesundheits- und Krankenpflegerin, Station für Innere', 51, 540),
    line('Medizin', 142, 190, { couldWrap: true }),
    line('Albertinen Krankenhaus, Hamburg', 142, 320),
    line('Pflege von bis zu 12 Patientinnen und Patienten pro Schicht', 154, 500),
    line('10/2016 –   Gesundheits- und Krankenpflegerin, Geriatrie', 51, 400),
    line('03/2019   Asklepios Klinik Wandsbek, Hamburg', 51, 360),
    line('Versorgung älterer, teils demenzerkrankter Patientinnen und Patienten', 154, 520),
  ])
  expect(jobs.map((job) => [job.role, job.company, job.duration])).toEqual([
    [
      'Gesundheits- und Krankenpflegerin, Station für Innere Medizin',
      'Albertinen Krankenhaus',
      'seit 04/2019',
    ],
    ['Gesundheits- und Krankenpflegerin, Geriatrie', 'Asklepios Klinik Wandsbek', '10/2016 – 03/2019'],
  ])
})

test('under a header that closes on its town, a short line set in is the work, not the title going on', () => {
  const [job] = parseExperience([
    line('seit 03/2015   Entwicklungsingenieur, Robert Bosch GmbH, Stuttgart', 51, 540),
    line('Entwicklung von Bremssystemen', 147, 300, { couldWrap: true }),
    line('10/2009 – 02/2015   Versuchsingenieur, ZF Friedrichshafen AG, Friedrichshafen', 51, 560),
  ])
  expect([job!.role, job!.company, job!.location]).toEqual([
    'Entwicklungsingenieur',
    'Robert Bosch GmbH',
    'Stuttgart',
  ])
})

test('a title that ran to the edge goes on beside the carried end of its dates, and the employer stays below', () => {
  const [job] = parseExperience([
    line('09/2019 –   Teamleider Klantenservice, afdeling Particulieren en Zakelijke', 51, 554),
    line('heden   Klanten', 51, 170),
    line('Eneco, Rotterdam', 119, 200),
    line('Leiding aan 14 medewerkers; klanttevredenheid van 7,1 naar 8,0', 149, 500),
    line('02/2015 –   Medewerker Klantenservice', 51, 300),
    line('08/2019   Ziggo, Utrecht', 51, 200),
  ])
  expect([job!.role, job!.company, job!.duration]).toEqual([
    'Teamleider Klantenservice, afdeling Particulieren en Zakelijke Klanten',
    'Eneco',
    '09/2019 – heden',
  ])
})

test("a result that ran to the column's edge is followed by one of its own when the next opens on a past-tense verb", () => {
  const [job] = parseExperience([
    line('Trainee Solicitor, Arthur Cox, Dublin   Sep 2017 – Aug 2020', 49, 546),
    line(
      'Four seats in litigation, corporate, employment and property, including six months in Cork',
      61,
      545,
    ),
    line('Drafted pleadings, discovery schedules and briefs to counsel for the High Court', 61, 470, {
      couldWrap: true,
    }),
    line(
      'Ran completions for residential and commercial property sales with the conveyancing partner',
      61,
      540,
    ),
    line('Worked in the seats of the property team and the', 61, 545),
    line('Finished drafting of leases with the partners', 61, 400, { couldWrap: true }),
  ])
  expect(job!.achievements).toEqual([
    'Four seats in litigation, corporate, employment and property, including six months in Cork',
    'Drafted pleadings, discovery schedules and briefs to counsel for the High Court',
    'Ran completions for residential and commercial property sales with the conveyancing partner',
    // After "the" the line goes on, whatever the next word.
    'Worked in the seats of the property team and the Finished drafting of leases with the partners',
  ])
})
