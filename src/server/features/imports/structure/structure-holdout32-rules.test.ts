import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { parseEducation } from '#server/features/imports/structure/parse-education.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { looksLikeRole } from '#server/features/imports/structure/text-patterns.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout32 of the written resumes (issue 19): education rows of every shape and language,
// German headings named with an adjective, ranks written as short forms, dated rows cut by a PDF column, and courses
// still under way.

const row = (entry: { institution: string; degree: string; field: string; year: string }) => [
  entry.institution,
  entry.degree,
  entry.field,
  entry.year,
]

test('a German heading after an adjective that names its kind is that heading ("Akademische Ausbildung")', () => {
  expect(sectionOf('AKADEMISCHE AUSBILDUNG')).toBe('education')
  expect(sectionOf('Berufliche Stationen')).toBe('experience')
  expect(sectionOf('Schulischer Werdegang')).toBe(sectionOf('Werdegang'))
  // Not any two words: a name or a title stays what it was.
  expect(sectionOf('Anna Ausbildung')).toBeNull()
  expect(
    degrees(`Miriam Albrecht
miriam@example.de

Akademische Ausbildung
2015 – 2019    Promotion in Germanistik, Universität Heidelberg (magna cum laude)`),
  ).toEqual([
    { institution: 'Universität Heidelberg', degree: 'Promotion', field: 'Germanistik', year: '2015 – 2019' },
  ])
})

test('"2IC" and "second in charge" are ranks, so "2IC, Dairy Holdings" is a title and its employer', () => {
  expect(looksLikeRole('2IC')).toBe(true)
  expect(looksLikeRole('Second-in-Command')).toBe(true)
  expect(looksLikeRole('2ICT Solutions')).toBe(false)
  const work = read(`Tom Bennett
tom@example.co.nz

Experience
Farm Manager, Synlait Farms — Ashburton, 2017 – present
2IC, Dairy Holdings — Timaru, 2012 – 2017`).work
  expect(work.map((w) => [w.role, w.company])).toEqual([
    ['Farm Manager', 'Synlait Farms'],
    ['2IC', 'Dairy Holdings'],
  ])
})

test('a dated row cut where the column ends goes on in the line below, after a comma or a word no name ends on', () => {
  const entries = parseEducation([
    { text: '2019 – 2021: Weiterbildung zum Geprüften Logistikmeister, IHK zu' },
    { text: 'Dortmund', couldWrap: true },
    { text: '2011 – 2014: Ausbildung: Fachkraft für Lagerlogistik, Rhenus' },
    { text: 'Warehousing Solutions, Dortmund', couldWrap: true },
  ])
  expect(entries.map(row)).toEqual([
    ['IHK zu Dortmund', 'Weiterbildung', 'Geprüfter Logistikmeister', '2019 – 2021'],
    ['Rhenus Warehousing Solutions', 'Ausbildung', 'Fachkraft für Lagerlogistik', '2011 – 2014'],
  ])
})

test('after "zum" a German title is named as a man is called it ("zum Geprüften Logistikmeister")', () => {
  expect(splitDegree('Weiterbildung zum Geprüften Logistikmeister')).toEqual({
    degree: 'Weiterbildung',
    field: 'Geprüfter Logistikmeister',
  })
  expect(splitDegree('Ausbildung zum Verwaltungsfachangestellten').field).toBe('Verwaltungsfachangestellter')
  // A noun that takes "-en" itself keeps it.
  expect(splitDegree('Ausbildung zum Assistenten Hotelmanagement').field).toBe('Assistenten Hotelmanagement')
})

test('"2024 – expected 2027" and ", expected 2027" give the year a course is to end; the word is never its field', () => {
  expect(
    degrees(`Peter Ochieng
peter@example.co.ke

Education
MSc Agronomy (part-time)
Jomo Kenyatta University of Agriculture and Technology
2024 – expected 2027
Western Sydney University
Bachelor of Pharmacy (part time), expected 2027`).map(row),
  ).toEqual([
    ['Jomo Kenyatta University of Agriculture and Technology', 'MSc', 'Agronomy', '2024 – 2027'],
    ['Western Sydney University', 'Bachelor of Pharmacy', 'Pharmacy', '2027 (in progress)'],
  ])
})

test('a trade named with the chamber that examined it is the training in it ("Kauffrau für Büromanagement (IHK)")', () => {
  const cv = (body: string) => `Julia Hartmann\njulia@example.de\n\nAusbildung\n${body}`
  for (const body of [
    'Kauffrau für Büromanagement (IHK), Siemens AG, 2015',
    '2012 – 2015   Kauffrau für Büromanagement (IHK), Siemens AG',
    'Kauffrau für Büromanagement (IHK)\nSiemens AG, 2012 – 2015',
  ])
    expect(degrees(cv(body)).map((d) => [d.institution, d.degree, d.field])).toEqual([
      ['Siemens AG', 'Ausbildung', 'Kauffrau für Büromanagement'],
    ])
  // The title a further training gives is that training's, named with its chamber as "Weiterbildung zur …" names it.
  expect(degrees(cv('2016 – 2018   Bilanzbuchhalterin (IHK), IHK Köln')).map(row)).toEqual([
    ['IHK Köln', 'Weiterbildung', 'Bilanzbuchhalterin (IHK)', '2016 – 2018'],
  ])
})

test('"College Park" after a university named for its state is the campus, part of the school\'s name', () => {
  expect(
    degrees(`Darnell Brooks
darnell@example.com

Education
B.S. in Economics, University of Maryland, College Park, 2012`).map(row),
  ).toEqual([['University of Maryland, College Park', 'B.S.', 'Economics', '2012']])
})

test('under "Training", a numbered or apprenticeship certificate from a school is education; other certificates stay', () => {
  const draft = read(`Brodie Mitchell
brodie@example.com.au

Training & Certification
Certificate IV in Transport and Logistics, TAFE Queensland, 2018
Electrician Apprenticeship Certificate, NAIT (Northern Alberta Institute of Technology), 2020
Food Safety Supervisor Certificate, Hospitality Training Institute, 2019`)
  expect(draft.education.map(row)).toEqual([
    ['TAFE Queensland', 'Certificate IV', 'Transport and Logistics', '2018'],
    ['NAIT (Northern Alberta Institute of Technology)', 'Electrician Apprenticeship Certificate', '', '2020'],
  ])
  expect(draft.certifications).toEqual([
    'Food Safety Supervisor Certificate, Hospitality Training Institute, 2019',
  ])
})

test('a school named only by its kind and a subject of two or three words keeps its town ("Institute of Hotel Management, Mumbai")', () => {
  expect(
    degrees(`Ana Test
ana@example.com

Education
Diploma, College of Business Studies, Dublin, 2012`).map(row),
  ).toEqual([['College of Business Studies, Dublin', 'Diploma', '', '2012']])
})
