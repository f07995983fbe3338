import { expect, test } from 'vitest'

import { layoutPage } from '#server/features/imports/readers/pdf-layout.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout17 of the written resumes and with resumes the lead tried by hand
// (issue 19): each test names the rule, in a shape of its own rather than a fixture's text.

test('a year-and-month table: a "Left …" row ends the job it names, "(current)" leaves it open', () => {
  expect(
    jobs(`Aiko Tanaka
aiko@example.jp

WORK EXPERIENCE
2012   4   Fujitsu Limited, Osaka — Network Engineer
2016   9   Left Fujitsu Limited
2016   10   SoftBank Corp., Tokyo — Cloud Architect (current)`),
  ).toEqual([
    { company: 'Fujitsu Limited', role: 'Network Engineer', duration: '2012 – 2016' },
    { company: 'SoftBank Corp.', role: 'Cloud Architect', duration: '2016 – Present' },
  ])
})

test('a year-and-month table: an "Entered …" row is the start of the degree earned there, no degree', () => {
  expect(
    degrees(`Aiko Tanaka
aiko@example.jp

EDUCATION
2008   4   Entered Osaka University, School of Engineering
2012   3   Graduated, Bachelor of Engineering in Electronics, Osaka University`).map((d) => d.institution),
  ).toEqual(['Osaka University'])
})

test('Danish headings and a Philippine "Educational Attainment" with level labels are read', () => {
  const danish = read(`Lars Holm
lars@example.dk

Uddannelse
Bachelor of Science – Aalborg University College   2012 – 2015

Kompetencer
AutoCAD, Revit`)
  expect(danish.education.map((e) => e.institution)).toEqual(['Aalborg University College'])
  expect(danish.skills).toEqual(['AutoCAD', 'Revit'])
  expect(
    degrees(`Jose Santos
jose@example.ph

EDUCATIONAL ATTAINMENT
Tertiary: Bachelor of Science in Accountancy
Ateneo de Manila University
2010 – 2014`),
  ).toEqual([
    {
      institution: 'Ateneo de Manila University',
      degree: 'Bachelor of Science',
      field: 'Accountancy',
      year: '2010 – 2014',
    },
  ])
})

test('a Quebec heading "Expérience de travail" opens the jobs', () => {
  expect(
    jobs(`Marc Gagnon
marc@example.ca

EXPÉRIENCE DE TRAVAIL
Technicien comptable
Raymond Chabot Grant Thornton, Québec
2018 – 2022`).map((j) => j.company),
  ).toEqual(['Raymond Chabot Grant Thornton'])
})

test('a driving licence is kept as a licence, never dropped, never a language or a skill', () => {
  const draft = read(`Jonas Weber
jonas@example.de

KENNTNISSE
SPS-Programmierung, Schweißen
Führerschein Klasse C1E
Englisch (gut)`)
  expect(draft.certifications).toEqual(['Führerschein Klasse C1E'])
  expect(draft.skills).not.toContain('Führerschein Klasse C1E')
  expect(draft.languages.join(' ')).not.toMatch(/Führerschein/)
})

test('"Self-employed" where the employer goes is the employer, bullets stay achievements', () => {
  const [job] = read(`Sam Ortiz
sam@example.com

EXPERIENCE
Freelance Copywriter
Self-employed · Denver, CO · Mar 2022 – Present
• Wrote 40 product pages for SaaS clients.`).work
  expect(job).toMatchObject({
    company: 'Self-employed',
    role: 'Freelance Copywriter',
    location: 'Denver, CO',
    achievements: ['Wrote 40 product pages for SaaS clients.'],
  })
})

test('rows that open on their own dates are separate qualifications, "Abschluss …" names one', () => {
  expect(
    degrees(`Jonas Weber
jonas@example.de

AUSBILDUNG
2016 Abschluss Elektroniker (HWK), Note 2,0
2019 – 2021 Staatlich geprüfter Techniker Elektrotechnik, Technikerschule Hannover`).map((d) => [
      d.degree,
      d.year,
    ]),
  ).toEqual([
    ['Elektroniker', '2016'],
    ['Staatlich geprüfter Techniker', '2019 – 2021'],
  ])
})

test('"2015 à 2019", "2019 à aujourd’hui": a range written with the French (or Spanish, Dutch) word for "to"', () => {
  expect(
    jobs(`Luc Bernier
luc@example.ca

EXPÉRIENCE PROFESSIONNELLE
Commis comptable
Groupe Deschênes, Québec
2016 à aujourd’hui

Caissier
Metro, Lévis
2012 a 2016`).map((j) => j.duration),
  ).toEqual(['2016 à aujourd’hui', '2012 a 2016'])
})

test('a PDF sidebar’s wrapped certificate names are joined back; a list of short names is not', () => {
  const item = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5, size: 10 })
  const body = 'Designed and built onboarding courses for clients across healthcare and retail teams.'
  const sidebar = [
    'CERTIFICATIONS',
    'Texas Educator',
    'Certificate, EC-6 Core',
    'Subjects',
    'ATD Instructional Design',
    'Certificate (2024)',
    'CPR',
    'First Aid',
  ]
  const lines = layoutPage(
    [
      item('Dana Reyes', 40, 800),
      ...Array.from({ length: 30 }, (_, i) => item(body, 200, 760 - i * 14)),
      ...sidebar.map((text, i) => item(text, 40, 760 - i * 14)),
    ],
    595,
  )
  expect(structureDocument(lines).certifications).toEqual([
    'Texas Educator Certificate, EC-6 Core Subjects',
    'ATD Instructional Design Certificate (2024)',
    'CPR',
    'First Aid',
  ])
})

test('a two-column PDF: "Self-employed" below the title is the employer, not the first drawn bullet', () => {
  const item = (text: string, x: number, y: number, size = 10) => ({
    text,
    x,
    y,
    width: text.length * 5,
    size,
  })
  const main: [string, number][] = [
    ['EXPERIENCE', 200],
    ['Freelance Copywriter', 200],
    ['Self-employed · Boise, ID · Mar 2022 – Present', 200],
    ['Wrote 40 product pages for SaaS clients', 212],
    ['Ran a newsletter with 3,000 readers', 212],
  ]
  const filler = 'Copywriter for software firms, writing product pages and onboarding mail.'
  const lines = layoutPage(
    [
      item('Sam Ortiz', 40, 800, 20),
      ...['CONTACT', 'sam@example.com', 'Boise, ID'].map((t, i) => item(t, 40, 760 - i * 14)),
      item('PROFILE', 200, 760),
      ...Array.from({ length: 20 }, (_, i) => item(filler, 200, 746 - i * 14)),
      ...main.map(([t, x], i) => item(t, x, 440 - i * 14)),
    ],
    595,
  )
  expect(structureDocument(lines).work[0]).toMatchObject({
    company: 'Self-employed',
    role: 'Freelance Copywriter',
    location: 'Boise, ID',
    achievements: ['Wrote 40 product pages for SaaS clients', 'Ran a newsletter with 3,000 readers'],
  })
})

test('the header’s town: "Sherbrooke (Québec)" beside the phone, an address ending "Hobart TAS 7001"', () => {
  expect(
    read(`Élise Fortin
Sherbrooke (Québec) · 819 555-0144 · elise.fortin@example.ca

COMPÉTENCES
Excel`).location,
  ).toBe('Sherbrooke (Québec)')
  expect(
    read(`Dr Ravi Menon
School of Natural Sciences, University of Tasmania, Hobart TAS 7001
ravi.menon@example.edu.au | +61 400 555 201

SKILLS
Ecology`).location,
  ).toBe('Hobart TAS')
})

test('a date-first appointments row with many short comma-separated pieces is a job', () => {
  expect(
    jobs(`Dr Ana Silva
ana@example.edu

APPOINTMENTS
2020–present  Senior Lecturer, Department of Civil and Environmental Engineering, The University of Auckland, Auckland
2016–2020     Research Engineer, Opus International, Wellington`),
  ).toEqual([
    { company: 'The University of Auckland', role: 'Senior Lecturer', duration: '2020–present' },
    { company: 'Opus International', role: 'Research Engineer', duration: '2016–2020' },
  ])
})

test('Danish and Swedish language names in a languages section are spoken languages', () => {
  expect(
    read(`Sofie Berg
sofie@example.se

Sprog
Svensk (modersmål), Engelsk (flydende), Tyska (grundläggande)`).languages,
  ).toEqual(['Svensk (modersmål)', 'Engelsk (flydende)', 'Tyska (grundläggande)'])
})

test('a Danish CV: its experience heading, titles and hospital employers are read the right way round', () => {
  expect(
    jobs(`Anne Holm
anne@example.dk

Erhvervserfaring
Jordemoder, Fødeafdelingen – Odense Universitetshospital, Odense   2016 – nu
Jordemoder – Sygehus Sønderjylland, Aabenraa   2012 – 2016`),
  ).toEqual([
    { company: 'Odense Universitetshospital', role: 'Jordemoder, Fødeafdelingen', duration: '2016 – nu' },
    { company: 'Sygehus Sønderjylland', role: 'Jordemoder', duration: '2012 – 2016' },
  ])
})

test('a Danish degree compound and its "i" field: "Professionsbachelor i ernæring og sundhed"', () => {
  expect(
    degrees(`Mads Lund
mads@example.dk

Uddannelse
Professionsbachelor i ernæring og sundhed – Københavns Professionshøjskole   2015 – 2018`),
  ).toEqual([
    {
      institution: 'Københavns Professionshøjskole',
      degree: 'Professionsbachelor',
      field: 'ernæring og sundhed',
      year: '2015 – 2018',
    },
  ])
})
