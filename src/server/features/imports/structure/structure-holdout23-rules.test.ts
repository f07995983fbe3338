import { expect, test } from 'vitest'

import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { splitEmploymentNote } from '#server/features/imports/structure/parse-experience.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout23 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test("the text after a dash behind a role is the role's field when the line parts its other pieces more strongly", () => {
  const text = `Aoife Byrne
aoife@example.ie

Experience
Clinical Nurse Specialist – Tissue Viability | Mater Misericordiae University Hospital, Dublin
March 2020 – Present

Hydro Power Plc, Galway
Maintenance Engineer – Turbines   June 2015 – February 2020

Electrician – Data Centre Fit-out | Mercury Engineering Ltd, Cork
2013 – 2015

Bank of Ireland, Dublin   2010 – 2013
Analyst – Treasury`
  expect(work(text)).toEqual([
    ['Clinical Nurse Specialist – Tissue Viability', 'Mater Misericordiae University Hospital', 'Dublin'],
    ['Maintenance Engineer – Turbines', 'Hydro Power Plc', 'Galway'],
    // Also when the field reads like a place of work ("Centre"), since another piece names the employer.
    ['Electrician – Data Centre Fit-out', 'Mercury Engineering Ltd', 'Cork'],
    // The dash is the only mark on its line: it may part the role from a team, and the role stays as it was read.
    ['Analyst', 'Bank of Ireland', 'Dublin'],
  ])
})

test('a country in brackets after the employer\'s town belongs to the town ("Company, Town (NL)")', () => {
  const text = `Pieter Smit
pieter@example.nl

Work Experience
Warehouse Supervisor
Bakker Logistiek B.V., Zeewolde (NL)   04/2019 – present

Transport Planner
Kühne Transporte, Emmerich (DE)   2016 – 2019

Magazynier
Famur Serwis sp. z o.o., Katowice (Polska)   2013 – 2016`
  expect(work(text)).toEqual([
    ['Warehouse Supervisor', 'Bakker Logistiek B.V.', 'Zeewolde (NL)'],
    ['Transport Planner', 'Kühne Transporte', 'Emmerich (DE)'],
    ['Magazynier', 'Famur Serwis sp. z o.o.', 'Katowice (Polska)'],
  ])
})

test('a name a person goes by, in brackets after the full name, is not part of the name', () => {
  const draft = read(`Pham Van Minh (Tom)
Cork · +353 86 555 0192 · minh.pham@example.ie

Experience
Staff Accountant | Apple Distribution International, Cork
2019 – Present`)
  expect(draft.fullName).toBe('Pham Van Minh')
})

test("a town with its postal district's number beside the contact details is where the person lives", () => {
  expect(read(`Siobhan Kelly\nDublin 6 · +353 87 555 1200 · siobhan@example.ie`).location).toBe('Dublin 6')
  expect(read(`Siobhan Kelly\nSuite 12 · +353 87 555 1200 · siobhan@example.ie`).location).toBe('')
  expect(read(`Siobhan Kelly\nLevel 4 · +353 87 555 1200 · siobhan@example.ie`).location).toBe('')
})

test('the examining chamber or school level in brackets ("(IHK)", "(HBO-V)") is neither the school nor the field', () => {
  const text = `Jana Vogt
jana@example.de

Ausbildung
2019 – 2021   Geprüfte Bilanzbuchhalterin (IHK)
Steuerfachschule Endriss, Köln
2012 – 2015   Ausbildung zur Kauffrau für Büromanagement (IHK)
Ford-Werke GmbH, Köln
2008 – 2012   Bachelor Toegepaste Psychologie (HBO)
Hogeschool Utrecht`
  expect(degrees(text)).toEqual([
    {
      institution: 'Steuerfachschule Endriss',
      degree: 'Geprüfte Bilanzbuchhalterin',
      field: '',
      year: '2019 – 2021',
    },
    {
      institution: 'Ford-Werke GmbH',
      degree: 'Ausbildung',
      field: 'Kauffrau für Büromanagement',
      year: '2012 – 2015',
    },
    {
      institution: 'Hogeschool Utrecht',
      degree: 'Bachelor',
      field: 'Toegepaste Psychologie',
      year: '2008 – 2012',
    },
  ])
})

test('Spanish and Polish vocational qualifications and their schools are read ("Técnico en …", "Technik …")', () => {
  const text = `Marta Ruiz
marta@example.es

Formación
Técnico Superior en Dirección de Cocina   2015 – 2017
IES Hoya de Buñol

Wykształcenie
Technik informatyk   2009 – 2013
Zespół Szkół Łączności w Krakowie`
  expect(degrees(text)).toEqual([
    {
      institution: 'IES Hoya de Buñol',
      degree: 'Técnico Superior',
      field: 'Dirección de Cocina',
      year: '2015 – 2017',
    },
    {
      institution: 'Zespół Szkół Łączności w Krakowie',
      degree: 'Technik informatyk',
      field: '',
      year: '2009 – 2013',
    },
  ])
})

test('a title that wraps beside its dates on a word it cannot end on, or before one no line starts with, is one job', () => {
  const text = `Lindiwe Mokoena
lindiwe@example.co.za

Experience
Head of Risk, Retail and   Mar 2021 –
Business Banking   Present
Absa Group Limited · Johannesburg

Senior Risk Analyst, Credit   Jan 2016 – Feb 2021
and Market Risk
Nedbank Limited · Sandton`
  expect(work(text)).toEqual([
    ['Head of Risk, Retail and Business Banking', 'Absa Group Limited', 'Johannesburg'],
    ['Senior Risk Analyst, Credit and Market Risk', 'Nedbank Limited', 'Sandton'],
  ])
})

test("a double name that wraps at its hyphen in the name's type is read whole", () => {
  const line = (text: string, size: number, column: DocumentLine['column']): DocumentLine => ({
    text,
    size,
    column,
    xStart: column === 'left' ? 26 : 220,
  })
  const sidebar = [
    line('Contact', 12, 'left'),
    line('+27 82 555 0100', 9, 'left'),
    line('thandi@example.co.za', 9, 'left'),
  ]
  const name = [
    line('Thandiwe Nkosi-', 24, 'right'),
    line('Mahlangu', 24, 'right'),
    line('Financial Manager', 12, 'right'),
  ]
  expect(structureDocument([...sidebar, ...name]).fullName).toBe('Thandiwe Nkosi-Mahlangu')
  // Read after a longer sidebar too, where the name is found by its type.
  const languages = [line('Languages', 12, 'left'), line('English', 9, 'left'), line('isiZulu', 9, 'left')]
  expect(structureDocument([...sidebar, ...languages, ...name]).fullName).toBe('Thandiwe Nkosi-Mahlangu')
})

test('a state named last in a street address follows the town, which is where the person lives', () => {
  const draft = read(`Adaeze Obi
14 Aba Road, Rumuola, Port Harcourt, Rivers State · adaeze@example.com.ng`)
  expect(draft.location).toBe('Port Harcourt, Rivers State')
})

test('a web address the page wrapped at one of its hyphens is read whole', () => {
  const draft = read(`Sofia Lind
Designer · sofia@example.se · sofia-lind-
design.se · +46 70 555 12 34`)
  expect(draft.websites).toEqual(['sofia-lind-design.se'])
})

test("a site title named after its owner's trade is not the name: the person whose surname it carries is", () => {
  const draft = read(`Okafor Consulting
Home
Services
Contact

Ngozi A. Okafor
Management Consultant · Lagos · ngozi@example.com.ng`)
  expect(draft.fullName).toBe('Ngozi A. Okafor')
})

test('a body named by its acronym alone after the degree and a dash is where it was earned', () => {
  expect(
    degrees(
      `Ciara Walsh\nciara@example.ie\n\nEducation\nQQI Level 6 Certificate, Healthcare Supervision – ETBI, 2019`,
    ),
  ).toEqual([
    { institution: 'ETBI', degree: 'QQI Level 6 Certificate', field: 'Healthcare Supervision', year: '2019' },
  ])
})

test('how far an apprenticeship had come, in brackets after the title, is a note and not part of the title', () => {
  expect(splitEmploymentNote('Apprentice Plumber (2nd – 4th period)')).toEqual({
    role: 'Apprentice Plumber',
    note: '2nd – 4th period',
  })
  expect(splitEmploymentNote('Apprentice Carpenter (3rd year)')).toEqual({
    role: 'Apprentice Carpenter',
    note: '3rd year',
  })
  expect(splitEmploymentNote('Care Assistant (Level 3)').role).toBe('Care Assistant (Level 3)')
})
