import { expect, test } from 'vitest'

import { textToLines } from '#server/features/imports/readers/txt.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// General rules found with the first held-out set and with holdout5 of the written resumes (issue 19):
// each test names the rule, in a shape of its own rather than a fixture's text.

const read = (text: string) => structureDocument(textToLines(text))
const degrees = (text: string) =>
  read(text).education.map((e) => ({
    institution: e.institution,
    degree: e.degree,
    field: e.field,
    year: e.year,
  }))

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

const jobs = (text: string) =>
  read(text).work.map((w) => ({ company: w.company, role: w.role, duration: w.duration }))

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

test('a Dutch CV: its headings, month names and "heden" are read, and a compound title is the role', () => {
  const draft = read(`Sanne Bakker
Werkervaring
Klantenservicemedewerker – Bol.com, Utrecht
januari 2020 – heden
Opleiding
Bachelor Communicatie – Hogeschool van Amsterdam
2015 – 2019
Talen
Nederlands (moedertaal), Engels (vloeiend)`)
  expect(draft.work.map((w) => [w.role, w.company, w.duration])).toEqual([
    ['Klantenservicemedewerker', 'Bol.com', 'januari 2020 – heden'],
  ])
  expect(draft.education.map((e) => [e.institution, e.degree, e.field])).toEqual([
    ['Hogeschool van Amsterdam', 'Bachelor', 'Communicatie'],
  ])
  expect(draft.languages).toEqual(['Nederlands (moedertaal)', 'Engels (vloeiend)'])
})

test('an Italian CV: its headings, titles, "ad oggi" and a Laurea are read', () => {
  const draft = read(`Marco Ferri
Esperienza professionale
Tecnico di Manutenzione
Barilla, Parma
Marzo 2019 – ad oggi
Istruzione e formazione
Laurea Triennale in Ingegneria Elettrica
Politecnico di Milano, 2018
Lingue
Italiano (madrelingua), Inglese (B2)`)
  expect(draft.work.map((w) => [w.role, w.company, w.duration])).toEqual([
    ['Tecnico di Manutenzione', 'Barilla', 'Marzo 2019 – ad oggi'],
  ])
  expect(draft.education.map((e) => [e.degree, e.field])).toEqual([
    ['Laurea Triennale', 'Ingegneria Elettrica'],
  ])
  expect(draft.languages).toEqual(['Italiano (madrelingua)', 'Inglese (B2)'])
})

test('a Philippine national certificate is a degree and the acronym after it the school', () => {
  expect(
    degrees(`Ana Reyes
Educational Background
Housekeeping NC II – TESDA, 2017
Bachelor of Science in Tourism – University of Santo Tomas, 2014`),
  ).toEqual([
    { institution: 'TESDA', degree: 'Housekeeping NC II', field: '', year: '2017' },
    {
      institution: 'University of Santo Tomas',
      degree: 'Bachelor of Science',
      field: 'Tourism',
      year: '2014',
    },
  ])
})

test('an employer written with its place on the line above keeps the role whole, its unit after the comma', () => {
  expect(
    jobs(`Dana Ortiz
Experience
U.S. Coast Guard   Kodiak, AK
Operations Officer, Air Station Group   June 2014 – May 2021`),
  ).toEqual([
    {
      company: 'U.S. Coast Guard',
      role: 'Operations Officer, Air Station Group',
      duration: 'June 2014 – May 2021',
    },
  ])
})

test('a town with a region named by its shape ("North Yorkshire") is a place, never the role', () => {
  expect(
    jobs(`Owen Price
Experience
British Army   Catterick, North Yorkshire
Platoon Commander, 2nd Battalion   Jan 2012 – Mar 2019`),
  ).toEqual([
    { company: 'British Army', role: 'Platoon Commander, 2nd Battalion', duration: 'Jan 2012 – Mar 2019' },
  ])
})

test('a street address without a postcode gives its town as the location', () => {
  expect(read(`Maria Santos\nBlk 7 Lot 3, Rizal Street, Pasig City\nmaria.santos@example.ph`).location).toBe(
    'Pasig City',
  )
  expect(read(`John Ode\n14 Allen Avenue, Ikeja, Lagos\njohn.ode@example.ng`).location).toBe('Lagos')
})

test('a Portuguese CV: "Resumo" is a heading, "Fevereiro de 2020" a date, and "Town, ST" the location', () => {
  const draft = read(`Rafael Costa
Recife, PE · (81) 95555-2210 · rafael.costa@example.com.br
Resumo
Engenheiro civil com dez anos de obras.
Experiência Profissional
Engenheiro Civil
Construtora Moura Dubeux — Recife
Abril de 2018 – atual
Estagiário de Engenharia
Odebrecht — Salvador
Janeiro de 2015 – Março de 2018`)
  expect(draft.location).toBe('Recife, PE')
  expect(draft.work.map((w) => [w.role, w.company, w.duration])).toEqual([
    ['Engenheiro Civil', 'Construtora Moura Dubeux', 'Abril de 2018 – atual'],
    ['Estagiário de Engenharia', 'Odebrecht', 'Janeiro de 2015 – Março de 2018'],
  ])
})

test('a post-office box is no phone number and gives its town', () => {
  const draft = read(`Amos Kiprop
Address: P.O. Box 5521-30100, Eldoret
Mobile: +254 733 555 902
amos.kiprop@example.co.ke`)
  expect(draft.phone).toBe('+254 733 555 902')
  expect(draft.location).toBe('Eldoret')
})

test('firm initials before a country name the employer, not a place', () => {
  expect(
    jobs(`Faith Achieng
Work Experience
Period: March 2020 – Present
Organisation: KCB Group, Nairobi
Position: Credit Analyst
Period: January 2017 – February 2020
Organisation: EY Kenya, Nairobi
Position: Audit Assistant`).map((w) => [w.role, w.company]),
  ).toEqual([
    ['Credit Analyst', 'KCB Group'],
    ['Audit Assistant', 'EY Kenya'],
  ])
})

test('a bracket after a degree is its field even with the school before it on the line', () => {
  expect(
    degrees(`Joy Otieno\nEducation\n2010 – 2014: Moi University – Bachelor of Science (Agriculture)`),
  ).toEqual([
    {
      institution: 'Moi University',
      degree: 'Bachelor of Science',
      field: 'Agriculture',
      year: '2010 – 2014',
    },
  ])
})

test('a bootcamp is a course of study and Kiswahili a language', () => {
  expect(degrees(`Sam Lee\nEducation\nUX Design Bootcamp, 2021`).map((d) => d.degree)).toEqual([
    'UX Design Bootcamp',
  ])
  expect(read(`Sam Lee\nLanguages\nEnglish, Kiswahili`).languages).toEqual(['English', 'Kiswahili'])
})
