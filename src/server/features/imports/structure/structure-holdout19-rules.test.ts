import { expect, test } from 'vitest'

import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout19 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

const chronology = `Kenji Sato
kenji.sato@example.jp

Education
April 2004   Entered Tohoku University, Faculty of Science
March 2008   Completed Bachelor of Science in Chemistry, Tohoku University

Work History
April 2008   Joined Asahi Kasei Corporation, Tokyo, as Research Chemist
Polymer synthesis for battery separators.
September 2015   Left Asahi Kasei Corporation (relocation)
October 2015   Joined Shiseido Co., Ltd., Yokohama, as Formulation Scientist
Skin-care formulation and stability testing.
Currently employed`

test('a chronology of events: a joining and its leaving are one job, never an entry each', () => {
  expect(jobs(chronology)).toEqual([
    { company: 'Asahi Kasei Corporation', role: 'Research Chemist', duration: 'April 2008 – September 2015' },
    { company: 'Shiseido Co., Ltd.', role: 'Formulation Scientist', duration: 'October 2015 – Present' },
  ])
})

test('a chronology of events: an entering and its completion are one degree, the repeated school dropped', () => {
  expect(degrees(chronology)).toEqual([
    {
      institution: 'Tohoku University',
      degree: 'Bachelor of Science',
      field: 'Chemistry',
      year: 'April 2004 – March 2008',
    },
  ])
})

test('a joining with no leaving anywhere is no chronology: the lines are read as written', () => {
  const text = `Mira Holt
mira@example.com

Experience
Operations Lead, Harbor Freight Co.
2019 – Present
Joined the regional safety board in 2021.`
  expect(jobs(text)).toEqual([
    { company: 'Harbor Freight Co.', role: 'Operations Lead', duration: '2019 – Present' },
  ])
})

test('a town written last after "role, name" is the place, and leaves the name to the employer', () => {
  const text = `Rita Alves
rita@example.pt

Experience
Freelance Translator, Self-employed — Lisbon
June 2015 – Present
Portuguese–English legal translation.
Reporter, Lisbon Gazette — Lisbon
2010 – 2015
Court and city hall reporting.
Product Manager, Payments — Stripe
2008 – 2010
Checkout roadmap.`
  expect(jobs(text)).toEqual([
    { company: 'Self-employed', role: 'Freelance Translator', duration: 'June 2015 – Present' },
    { company: 'Lisbon Gazette', role: 'Reporter', duration: '2010 – 2015' },
    // A team after the comma stays the role's: the name after the dash is then the employer.
    { company: 'Stripe', role: 'Product Manager, Payments', duration: '2008 – 2010' },
  ])
})

test('"Berufliche Tätigkeit" heads a German CV’s work history', () => {
  const text = `Lena Vogt
lena.vogt@example.de

Berufliche Tätigkeit
03.2017 – heute   Controllerin
Stadtwerke Ulm GmbH, Ulm`
  expect(jobs(text)).toEqual([
    { company: 'Stadtwerke Ulm GmbH', role: 'Controllerin', duration: '03.2017 – heute' },
  ])
})

test('a town no gazetteer knows, between an employer and its region, is part of the place', () => {
  const place = (text: string) => read(text).work.map((w) => [w.company, w.role, w.location])
  expect(
    place(`Joseph Kurian
joseph@example.in

Experience
Pharmacist – Baby Memorial Hospital, Kozhikode, Kerala
2015 – 2019
Dispensing and stock control.`),
  ).toEqual([['Baby Memorial Hospital', 'Pharmacist', 'Kozhikode, Kerala']])
  // A title before a bare name: the name is the employer, never part of the place.
  expect(
    place(`Joseph Kurian
joseph@example.in

Experience
Senior Analyst, Wipro Technologies, Chennai (Jul 2020 – Present)
- Payment reconciliation.
Systems Engineer, Infosys, Mysuru (Aug 2016 – Jun 2020)
- Batch jobs.`),
  ).toEqual([
    ['Wipro Technologies', 'Senior Analyst', 'Chennai'],
    ['Infosys', 'Systems Engineer', 'Mysuru'],
  ])
})

test('a town with its state code after the employer is the place; a team with a code is not', () => {
  const text = `Lucas Pereira
lucas@example.com.br

Experience
Project Engineer   Mar 2019 – Present
Construtora Tenda — Ribeirão Preto, SP
Site planning.
Analyst   2016 – 2019
Ambev — Marketing, HR
Budgets.`
  expect(read(text).work.map((w) => [w.company, w.role, w.location])).toEqual([
    ['Construtora Tenda', 'Project Engineer', 'Ribeirão Preto, SP'],
    ['Ambev', 'Analyst', ''],
  ])
})

test('a running page header that names the person is never a job’s place', () => {
  const text = `Maria Costa
maria@example.com

Experience
Staff Nurse – St Luke's Hospital
May 2014 – May 2016   Maria Costa
Wound care.`
  const [job] = read(text).work
  expect(job?.company).toBe("St Luke's Hospital")
  expect(job?.location).toBe('')
})

test('a vocational qualification names its trade: "Gesellenbrief Tischler" is the degree and its field', () => {
  const text = `Jonas Huber
jonas@example.at

Ausbildung
2012 – 2015 Gesellenbrief Tischler, Landesberufsschule Pinkafeld
2009 – 2012 Lehrabschluss als Bürokaufmann, Berufsschule Linz`
  expect(degrees(text).map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['Landesberufsschule Pinkafeld', 'Gesellenbrief', 'Tischler'],
    ['Berufsschule Linz', 'Lehrabschluss', 'Bürokaufmann'],
  ])
})
