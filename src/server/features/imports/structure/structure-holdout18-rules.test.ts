import { expect, test } from 'vitest'

import { isCurrentRole } from '#shared/text/dates.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout18 of the written resumes (issue 19): each test names the rule, in a
// shape of its own rather than a fixture's text.

test('a range runs to the present in Spanish and Swedish words; a sibling’s order divides an unknown title', () => {
  expect(
    jobs(`Ana Torres
ana@example.cl

EXPERIENCIA
Falabella — Santiago
Analista de Riesgo | 2020 a la fecha

Cencosud — Santiago
Analista | 2016 – 2020`).map((j) => j.duration),
  ).toEqual(['2020 a la fecha', '2016 – 2020'])
  expect(
    jobs(`Erik Berg
erik@example.se

Arbetslivserfarenhet
Lagerplanerare, IKEA Components, Älmhult · 2016 – pågående
Truckförare, PostNord, Malmö · 2012 – 2016`),
  ).toEqual([
    { company: 'IKEA Components', role: 'Lagerplanerare', duration: '2016 – pågående' },
    { company: 'PostNord', role: 'Truckförare', duration: '2012 – 2016' },
  ])
})

test('"en cours" and "até o momento" leave a job open', () => {
  expect(
    jobs(`Léa Martin
lea@example.fr

EXPÉRIENCE
Chargée de clientèle, BNP Paribas, Lyon | 2021 – en cours
Conseillère, Crédit Agricole, Lyon | 2017 – 2021`).map((j) => isCurrentRole(j.duration)),
  ).toEqual([true, false])
  expect(isCurrentRole('mar/2019 até o momento')).toBe(true)
})

test('a town no list knows, first on the contact line, is the location and not a headline', () => {
  const draft = read(`PAULA REYES
Santiago de Chile | +56 9 5555 0123 | paula.reyes@example.cl

EXPERIENCIA
Banco Estado — Santiago
Contadora | 2019 – 2023`)
  expect(draft.location).toBe('Santiago de Chile')
  expect(draft.headline).toBe('')
})

test('a Nordic degree word before "i" is the degree and the words after it the field', () => {
  expect(
    degrees(`Erik Berg
erik@example.se

Utbildning
Civilingenjör i maskinteknik, Lunds universitet, 2010 – 2015`),
  ).toEqual([
    { institution: 'Lunds universitet', degree: 'Civilingenjör', field: 'maskinteknik', year: '2010 – 2015' },
  ])
})

test('a bracketed stream after a degree leaves the field to the plain piece before the school', () => {
  expect(
    degrees(`Peter Okello
peter@example.ug

EDUCATION
Bachelor of Science (General), Chemistry and Biology — Makerere University, 2008 – 2012`),
  ).toEqual([
    {
      institution: 'Makerere University',
      degree: 'Bachelor of Science',
      field: 'Chemistry and Biology',
      year: '2008 – 2012',
    },
  ])
  // A bracket alone still names the field.
  expect(
    degrees(`Peter Okello
peter@example.ug

EDUCATION
Bachelor of Science (Nursing) — Makerere University, 2012`)[0]?.field,
  ).toBe('Nursing')
})

test('a town after a university named for a saint or a person is its town; after a state’s university, its campus', () => {
  const schools = degrees(`Maria Cruz
maria@example.ph

EDUCATION
Bachelor of Science in Pharmacy, University of San Carlos, Cebu City, 2016
Master of Public Health, University of Texas, Houston, 2020`).map((d) => d.institution)
  expect(schools).toEqual(['University of San Carlos', 'University of Texas, Houston'])
})

test('an address line that ends in a British postcode gives its town and is no headline', () => {
  const draft = read(`Dr. Owen Price
Department of Chemistry, Cardiff University, Cardiff CF10 3AT
o.price@example.ac.uk · +44 29 5555 0101

APPOINTMENTS
2019 – present  Lecturer in Chemistry, Cardiff University`)
  expect(draft.location).toBe('Cardiff')
  expect(draft.headline).toBe('')
})

test('a hyphen written as "-", a soft hyphen and U+2010 is one hyphen; a street address without a ZIP ends in its town and state', () => {
  const draft = read(`Dana Ortiz
1200 Mission Street, Pasadena, CA
dana.ortiz@example.edu
(626) 555-\u00AD\u20100143

EXPERIENCE
Peer Tutor, Pasadena City College | 2021 – 2023`)
  expect(draft.phone).toBe('(626) 555-0143')
  expect(draft.location).toBe('Pasadena, CA')
})

test('a bulleted employer line above the first entry heads it; a recurring job’s years set apart anchor it', () => {
  expect(
    jobs(`Priya Nair
priya@example.com

Experience
• Stripe   San Francisco, CA
Backend Engineer   Mar 2019 – Present
◦ Ledger: double-entry service for payouts.
• Two Sigma   New York, NY
Quant Research Intern   Summer 2016 and 2017
◦ Signals research in Python.`),
  ).toEqual([
    { company: 'Stripe', role: 'Backend Engineer', duration: 'Mar 2019 – Present' },
    { company: 'Two Sigma', role: 'Quant Research Intern', duration: 'Summer 2016 and 2017' },
  ])
})

test('a college named by its subject under a school is part of it; a name alone above its dates is a school of its own', () => {
  expect(
    degrees(`Wei Chen
wei@example.com

EDUCATION

UNIVERSITY OF MICHIGAN
BSE IN MECHANICAL ENGINEERING
Apr 2019 | Ann Arbor, MI
College of Engineering
GPA: 3.7 / 4.0

RAFFLES INSTITUTION
Grad. Nov 2014 | Singapore`).map((d) => [d.institution, d.year]),
  ).toEqual([
    ['UNIVERSITY OF MICHIGAN', 'Apr 2019'],
    ['RAFFLES INSTITUTION', 'Nov 2014'],
  ])
  expect(
    degrees(`Wei Chen
wei@example.com

EDUCATION

UNIVERSITY OF MICHIGAN
BSE IN MECHANICAL ENGINEERING
Apr 2019 | Ann Arbor, MI

HWA CHONG JUNIOR COLLEGE
Dec 2014`).map((d) => d.institution),
  ).toEqual(['UNIVERSITY OF MICHIGAN', 'HWA CHONG JUNIOR COLLEGE'])
})

test('a degree’s months and years with the dash dropped read as a range, as a job’s do', () => {
  expect(
    degrees(`Jin Lee
jin@example.kr

EDUCATION
KAIST   Daejeon, S.Korea
B.S. in Physics   Mar. 2011 Feb. 2015`)[0]?.year,
  ).toBe('Mar. 2011 – Feb. 2015')
})
