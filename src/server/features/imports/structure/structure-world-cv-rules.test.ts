import { expect, test } from 'vitest'

import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout7 to holdout9 of the written resumes (issue 19): CVs in Dutch,
// Italian, Portuguese and Spanish, and shapes from Kenya, Malaysia and the Philippines. Each test names
// the rule, in a shape of its own rather than a fixture's text.

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

test('abbreviated Spanish months ("ene.", "ago.", "dic.") are dates', () => {
  expect(
    jobs(`Lucía Ramos
Experiencia Laboral
Gerente de Tienda | Grupo Liverpool
abr. 2020 – presente
Cajera | Grupo Liverpool
ago. 2017 – dic. 2019`).map((w) => w.duration),
  ).toEqual(['abr. 2020 – presente', 'ago. 2017 – dic. 2019'])
})

test('the header row of a table of jobs is not read as an employer', () => {
  expect(
    jobs(`Lim Wei
Employment History
Period   Company   Position
Mar 2018 – Present   Sime Darby Plantation, Kuala Lumpur   Data Analyst`),
  ).toEqual([{ company: 'Sime Darby Plantation', role: 'Data Analyst', duration: 'Mar 2018 – Present' }])
})

test('a named degree keeps "(Hons)", and a field starting with "In" is not cut', () => {
  expect(
    degrees(`Tan Mei
Education
Bachelor of Engineering (Hons) Mechanical Engineering
Universiti Malaya, 2016
Bachelor of Science Informationstechnik
Hochschule Esslingen, 2012`).map((d) => [d.degree, d.field]),
  ).toEqual([
    ['Bachelor of Engineering (Hons)', 'Mechanical Engineering'],
    ['Bachelor of Science', 'Informationstechnik'],
  ])
})

test('Spanish titles are roles, so the employer and town after them on a pipe line keep their places', () => {
  expect(
    read(`Carlos Vega
Experiencia Laboral
Ejecutivo de Cuentas | Ternium Hylsa | Monterrey
mar. 2017 – presente`).work.map((w) => [w.role, w.company, w.location]),
  ).toEqual([['Ejecutivo de Cuentas', 'Ternium Hylsa', 'Monterrey']])
})
