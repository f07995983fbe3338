import { expect, test } from 'vitest'

import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with the first held-out set and with holdout5 of the written resumes (issue 19):
// each test names the rule, in a shape of its own rather than a fixture's text.

test('a bracketed qualifier after a degree with its field is no school, and the school below joins the degree', () => {
  expect(
    degrees(`Noor Haddad
Education
Master of Education in Curriculum Studies (Early Years Specialist)
University of Ottawa, Ottawa, ON — June 2016`),
  ).toEqual([
    {
      institution: 'University of Ottawa',
      degree: 'Master of Education',
      field: 'Curriculum Studies',
      year: 'June 2016',
    },
  ])
})

test('a bracket after a school names the school, not the field', () => {
  expect(
    degrees(`Sipho Dlamini
Education
MBA
University of Cape Town (Graduate School of Business)
2015 – 2017`),
  ).toEqual([{ institution: 'University of Cape Town', degree: 'MBA', field: '', year: '2015 – 2017' }])
})

test('a bracketed field right after its degree stays the field', () => {
  expect(
    degrees(`Ana Lima
Education
Bachelor of Science (Nursing), University of Porto, 2012`),
  ).toEqual([
    { institution: 'University of Porto', degree: 'Bachelor of Science', field: 'Nursing', year: '2012' },
  ])
})

test('a dash between two named languages separates them; a dash before a level does not', () => {
  expect(read(`Lucía Pérez\nLanguages\nCatalan (native) — Portuguese (working knowledge)`).languages).toEqual(
    ['Catalan (native)', 'Portuguese (working knowledge)'],
  )
  expect(read(`Jan Nowak\nLanguages\nPolish – native; German – B2`).languages).toEqual([
    'Polish – native',
    'German – B2',
  ])
})

test('Spanish, Portuguese and Italian month names are read as dates, so each job keeps its own entry', () => {
  expect(
    jobs(`Pilar Gómez
Experiencia
Jefa de Cocina
Restaurante El Faro · Cádiz
Mayo 2018 – actualidad
Subjefa de Cocina
Hotel Atlántico · Huelva
Septiembre 2014 – Abril 2018`),
  ).toEqual([
    { company: 'Restaurante El Faro', role: 'Jefa de Cocina', duration: 'Mayo 2018 – actualidad' },
    { company: 'Hotel Atlántico', role: 'Subjefa de Cocina', duration: 'Septiembre 2014 – Abril 2018' },
  ])
})

test('a dated career break is no job, and its line is left visible as skipped text', () => {
  const draft = read(`Hannah Price
Experience
Ward Sister
St Mary's Hospital, London
Mar 2020 – Present
Sabbatical (travel), Jan 2019 – Feb 2020
Staff Nurse
Guy's Hospital, London
Sep 2012 – Dec 2018`)
  expect(draft.work.map((w) => w.role)).toEqual(['Ward Sister', 'Staff Nurse'])
  expect(draft.skipped).toContain('Sabbatical (travel), Jan 2019 – Feb 2020')
})

test('a town and its region or country among the contact details is the location, not the headline', () => {
  const draft = read(`Gareth Hughes
Swansea, West Glamorgan | 07700 900188 | gareth.hughes@example.co.uk
Experience`)
  expect(draft.location).toBe('Swansea, West Glamorgan')
  expect(draft.headline).toBe('')
})

test('a contact block headed in Spanish gives the town and country', () => {
  const draft = read(`Andrés Molina
Experiencia
Contacto
Valencia, España
+34 600 555 901`)
  expect(draft.location).toBe('Valencia, España')
})

test('a dash before an Indian PIN code keeps the town with it', () => {
  expect(
    read(`Meena Pillai\n12 MG Road, Indiranagar, Bengaluru – 560038 | meena.pillai@example.in`).location,
  ).toBe('Bengaluru')
})

test('a nursing or social-work registration after an all-caps name is a post-nominal', () => {
  const draft = read(`MAIREAD KELLY RMN\nmairead.kelly@example.ie`)
  expect(draft.fullName).toBe('Mairead Kelly')
  expect(draft.postNominals).toEqual(['RMN'])
})

test('a labelled registration number under the name is not the headline', () => {
  expect(read(`Tom Reid\nGMC Number: 7012345\ntom.reid@example.co.uk`).headline).toBe('')
})

test('under an employer line, the part after the role comma stays in the role', () => {
  expect(
    jobs(`Dana Ortiz
Experience
U.S. Air Force   Dover, DE
Maintenance Officer, 436th Airlift Wing   Jan 2012 – Mar 2019`),
  ).toEqual([
    {
      company: 'U.S. Air Force',
      role: 'Maintenance Officer, 436th Airlift Wing',
      duration: 'Jan 2012 – Mar 2019',
    },
  ])
})
