import { expect, test } from 'vitest'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout16 of the written resumes (issue 19): each test names the rule, in a
// shape of its own rather than a fixture's text.

const jobsOf = (text: string) =>
  read(text).work.map((w) => ({
    role: w.role,
    company: w.company,
    duration: w.duration,
    location: w.location,
  }))

test('a Polish CV: its headings, "obecnie", its titles and its language names are read', () => {
  const draft = read(`Tomasz Zieliński
Gdańsk | +48 502 111 222 | t.zielinski@example.pl

DOŚWIADCZENIE ZAWODOWE
05.2019 – obecnie
Specjalista ds. Logistyki – Amber Expo, Gdańsk
• Planowanie dostaw.

WYKSZTAŁCENIE
Politechnika Gdańska
Inżynier, Transport

JĘZYKI
Polski – ojczysty
Angielski – B2`)
  expect(jobsOf(draft.fullText)).toEqual([
    {
      role: 'Specjalista ds. Logistyki',
      company: 'Amber Expo',
      duration: '05.2019 – obecnie',
      location: 'Gdańsk',
    },
  ])
  expect(draft.education.map((e) => e.institution)).toEqual(['Politechnika Gdańska'])
  expect(draft.languages).toEqual(['Polski – ojczysty', 'Angielski – B2'])
})

test('Brazilian "abr/2016 – atual" dates and a "Cidade/UF" town', () => {
  const draft = read(`Mariana Souza
Curitiba/PR | (41) 99876-5432 | mariana.souza@example.com.br

Experiência Profissional
Itaú Unibanco – Curitiba/PR
Analista de Crédito | abr/2016 – atual
• Análise de carteira PJ.`)
  expect(draft.location).toBe('Curitiba/PR')
  expect(jobsOf(draft.fullText)).toEqual([
    {
      role: 'Analista de Crédito',
      company: 'Itaú Unibanco',
      duration: 'abr/2016 – atual',
      location: 'Curitiba/PR',
    },
  ])
})

test('Europass row labels give way to their values, also a label the column wrapped onto the next line', () => {
  const draft = read(`Curriculum Vitae Europass
Personal information
Name   Marco Bianchi
Address   Via Roma 12, 10121 Torino (Italy)
E-mail   marco.bianchi@example.it

Work experience
Dates   03/2017 – 06/2021
Occupation or position held   Process Engineer
Name and address of   Fiat Powertrain, Corso Agnelli 200, Torino
employer
Main activities and responsibilities   Line balancing for engine assembly

Education and training
Dates   2011 – 2016
Title of qualification awarded   Laurea in Ingegneria Meccanica
Name and type of organisation providing education and training   Politecnico di Torino

Mother tongue   Italian
Other languages   English (C1), French (B1)`)
  expect(draft.location).toBe('Torino')
  expect(jobsOf(draft.fullText)).toEqual([
    {
      role: 'Process Engineer',
      company: 'Fiat Powertrain',
      duration: '03/2017 – 06/2021',
      location: 'Torino',
    },
  ])
  expect(degrees(draft.fullText)).toEqual([
    {
      institution: 'Politecnico di Torino',
      degree: 'Laurea',
      field: 'Ingegneria Meccanica',
      year: '2011 – 2016',
    },
  ])
  expect(draft.languages).toEqual(['Italian', 'English (C1)', 'French (B1)'])
})

test('labelled fields: an ID number is no phone, a town before a four-digit postcode, "Institution:" goes', () => {
  const draft = read(`CURRICULUM VITAE
PERSONAL DETAILS
Full name: Sipho Dube
ID number: 8801015800087
Residential address: 22 Church Street, Hatfield, Pretoria, 0083
Cell: 072 555 0110
Email: sipho.dube@example.co.za

QUALIFICATIONS
Institution: University of Pretoria
Qualification: BSc Computer Science
Year completed: 2011`)
  expect({ phone: draft.phone, location: draft.location }).toEqual({
    phone: '072 555 0110',
    location: 'Pretoria',
  })
  expect(degrees(draft.fullText)).toEqual([
    { institution: 'University of Pretoria', degree: 'BSc', field: 'Computer Science', year: '2011' },
  ])
})

test('a table header row of schools ("Degree | Institute | Year | CGPA") is no degree; NCEA and "Te Reo Māori" are read', () => {
  const draft = read(`Rangi Parata
rangi.parata@example.co.nz

Education
Degree | Institute | Year | CGPA
B.E., Civil Engineering | University of Canterbury | 2019 | 7.9
NCEA Level 3 | Rotorua Boys' High School | 2014

Languages
English, Te Reo Māori`)
  expect(degrees(draft.fullText).map((d) => [d.degree, d.institution])).toEqual([
    ['B.E.', 'University of Canterbury'],
    ['NCEA Level 3', "Rotorua Boys' High School"],
  ])
  expect(draft.languages).toEqual(['English', 'Te Reo Māori'])
})
