import { expect, test } from 'vitest'

import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'
import { isBulletText } from '#server/features/imports/structure/text-patterns.ts'
import { htmlToLines } from '#server/features/imports/readers/docx.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// Shapes found by reading whole imports of resumes written outside every set (7 Dec 2026).

test('a comma inside the brackets of a role parts nothing: the employer after the bar is kept', () => {
  expect(
    jobs(`EXPERIENCE
Instructional Design Intern (part-time, remote) | Brightpath Learning | Jun 2025 - Oct 2025
- Storyboarded and built three compliance e-learning modules`),
  ).toEqual([
    { company: 'Brightpath Learning', role: 'Instructional Design Intern', duration: 'Jun 2025 - Oct 2025' },
  ])
})

test('lines opened by an en dash under a job are its bullets, one each', () => {
  const [job] = read(`BERUFSERFAHRUNG
seit 04/2020  Personalsachbearbeiterin
Region Hannover, Hannover
– Entgeltabrechnung für ca. 650 Beschäftigte nach TVöD mit SAP HCM
– Bearbeitung von Eingruppierungen, Stufenaufstiegen und Zeugnissen
– Umstellung auf die digitale Personalakte für 3 Fachbereiche, Abschluss 2023`).work
  expect(job!.achievements).toEqual([
    'Entgeltabrechnung für ca. 650 Beschäftigte nach TVöD mit SAP HCM',
    'Bearbeitung von Eingruppierungen, Stufenaufstiegen und Zeugnissen',
    'Umstellung auf die digitale Personalakte für 3 Fachbereiche, Abschluss 2023',
  ])
})

test('the end of a date range cut over two lines is no dash bullet', () => {
  expect(isBulletText('– Jun. 2016')).toBe(false)
  expect(isBulletText('– heute')).toBe(false)
  expect(isBulletText('– März 2019 bei der Stadt')).toBe(false)
  expect(isBulletText('– Entgeltabrechnung für 650 Beschäftigte')).toBe(true)
})

test('a name before a town and its country, with no other employer, is the employer', () => {
  expect(
    jobs(`WORK HISTORY
Machine Operator — Kronospan, Szczecinek, Poland (2013 – 2016)`),
  ).toEqual([{ company: 'Kronospan', role: 'Machine Operator', duration: '2013 – 2016' }])
})

test('an HNC is a degree; a town after a school whose qualification is in brackets is no field', () => {
  expect(
    degrees(`EDUCATION & QUALIFICATIONS
HNC Mechanical Engineering — Bradford College, 2021 (part-time)
Technikum Mechaniczne (mechanical technician diploma), Szczecinek, 2013`),
  ).toMatchObject([
    { institution: 'Bradford College', degree: expect.stringMatching(/^HNC/) as string, year: '2021' },
    {
      institution: 'Technikum Mechaniczne',
      degree: 'mechanical technician diploma',
      field: '',
      year: '2013',
    },
  ])
})

test('a Six Sigma belt under education is a certification with its year, not a detail of a degree', () => {
  const draft = read(`EDUCATION & QUALIFICATIONS
Technikum Mechaniczne (mechanical technician diploma), Szczecinek, 2013
Lean Six Sigma Yellow Belt, 2023`)
  expect(draft.certifications).toEqual(['Lean Six Sigma Yellow Belt, 2023'])
  expect(draft.education[0]!.details).toEqual([])
})

test('the points of a job written as plain Word paragraphs in a table cell stay one point each', () => {
  const html = `<table><tr><td><p>seit 03/2019</p></td><td><p><strong>Polier Holzbau</strong></p><p>Holzbau Kogler GmbH, Schwaz</p>
<p>Leitung von Baustellen im mehrgeschossigen Holzbau mit Teams von 6 bis 12 Zimmerern</p>
<p>Senkung der Montagezeit je Geschoss von 9 auf 6 Arbeitstage durch vorgefertigte Wandelemente</p></td></tr></table>`
  const [job] = structureDocument([{ text: 'Berufserfahrung', isHeading: true }, ...htmlToLines(html)]).work
  expect(job).toMatchObject({ company: 'Holzbau Kogler GmbH', role: 'Polier Holzbau' })
  expect(job!.achievements).toEqual([
    'Leitung von Baustellen im mehrgeschossigen Holzbau mit Teams von 6 bis 12 Zimmerern',
    'Senkung der Montagezeit je Geschoss von 9 auf 6 Arbeitstage durch vorgefertigte Wandelemente',
  ])
})

test('a master craftsman of a trade is a qualification, its school on the next line', () => {
  expect(
    degrees(`Ausbildung
2017 – 2018   Zimmermeister (Meisterprüfung)
WIFI Tirol, Innsbruck`)[0],
  ).toMatchObject({ institution: 'WIFI Tirol', degree: 'Zimmermeister' })
})
