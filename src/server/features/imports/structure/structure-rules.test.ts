import { expect, test } from 'vitest'

import { textToLines } from '#server/features/imports/readers/txt.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// General rules found with the second held-out set of written resumes (issue 19): each test names
// the rule, in a shape of its own rather than a fixture's text.

const read = (text: string) => structureDocument(textToLines(text))
const jobs = (text: string) =>
  read(text).work.map((w) => ({
    company: w.company,
    role: w.role,
    duration: w.duration,
    location: w.location,
  }))
const degrees = (text: string) =>
  read(text).education.map((e) => ({ institution: e.institution, degree: e.degree, field: e.field }))

test('an employer on its own line leaves the part after the role comma in the role', () => {
  expect(
    jobs(`Amina Odhiambo
Experience
Programme Coordinator, Maternal Health Programmes
Oxfam International
Kisumu · Mar 2019 – Present
Ran borehole repairs in four counties.`),
  ).toEqual([
    {
      company: 'Oxfam International',
      role: 'Programme Coordinator, Maternal Health Programmes',
      duration: 'Mar 2019 – Present',
      location: 'Kisumu',
    },
  ])
})

test('a firm named with a plural trade is the employer, and the role keeps its comma', () => {
  expect(
    jobs(`Ruth Abernethy
Employment
Conveyancing Clerk, Residential Property\t04/2019 – Present
Hale & Dunmore Solicitors, Perth
• Prepared transfers and settlement statements.
Legal Secretary\t02/2016 – 03/2019
Brightwater Associates, Fremantle`),
  ).toEqual([
    {
      company: 'Hale & Dunmore Solicitors',
      role: 'Conveyancing Clerk, Residential Property',
      duration: '04/2019 – Present',
      location: 'Perth',
    },
    {
      company: 'Brightwater Associates',
      role: 'Legal Secretary',
      duration: '02/2016 – 03/2019',
      location: 'Fremantle',
    },
  ])
})

test('a bracket that only says how a job was held leaves the title for the description', () => {
  const work = read(`Noor Haddad
Experience
Barista (casual, weekends)   2016 – 2018
Blue Bottle Coffee, Oakland
Project Engineer (fixed-term contract)   2019 – 2020
Arup, London
Engineering Officer (Lieutenant)   2012 – 2016
Royal Navy, Portsmouth`).work
  expect(work.map((w) => w.role)).toEqual(['Barista', 'Project Engineer', 'Engineering Officer (Lieutenant)'])
  expect(work[0]!.description[0]).toBe('Casual, weekends')
})

test('a right-aligned range that wrapped at its end is joined back on its line', () => {
  expect(
    jobs(`Gwen Price
Experience
Charge Nurse
Cwm Taf Morgannwg University Health Board   Jan 2016 – Nov
Merthyr Tydfil   2020
Led a 24-bed acute medical ward.`)[0]!.duration,
  ).toBe('Jan 2016 – Nov 2020')
})

test('a department before the employer and a town after it are not part of the employer', () => {
  const draft = read(`Dr. Lars Berg
Academic Appointments
2019 – present   Senior Lecturer, School of Chemistry, University of Glasgow, Glasgow
2015 – 2019   Research Fellow, Fraunhofer Institut, Frankfurt am Main`)
  expect(draft.work.map((w) => [w.role, w.company, w.location])).toEqual([
    ['Senior Lecturer', 'University of Glasgow', 'Glasgow'],
    ['Research Fellow', 'Fraunhofer Institut', 'Frankfurt am Main'],
  ])
  expect(draft.work[0]!.description).toContain('School of Chemistry')
})

test('career, appointment and development headings open their sections; dated grants and teaching are no jobs', () => {
  const draft = read(`Idris Bello
Civilian Experience
Operations Planner   2021 – Present
Maersk, Felixstowe
Military Career
Logistics Officer   2010 – 2021
British Army, Andover
Grants and Fellowships
2018 – 2020   Wellcome Trust Fellowship, £90,000
Teaching
2016 – 2019   Course leader, Supply Chain Basics, Open University
Supervision
2017 – 2019   Two MSc students
Professional Development
Project Management Professional (PMP), Project Management Institute — 2021
Education
BSc Geography, University of Leeds, 2010`)
  expect(draft.work.map((w) => w.company)).toEqual(['Maersk', 'British Army'])
  expect(draft.education.map((e) => e.institution)).toEqual(['University of Leeds'])
  expect(draft.certifications.length).toBe(1)
})

test('a town after a university is a campus only for university systems', () => {
  expect(
    degrees(`Priya Nair
Education
Bachelor of Arts (Criminology)\t2016
Deakin University, Geelong
Bachelor of Science in Nursing, 2015
University of California, Davis
Associate of Science in Culinary Arts
Sullivan University, Louisville, KY`).map((d) => d.institution),
  ).toEqual(['Deakin University', 'University of California, Davis', 'Sullivan University'])
})

test('a thesis after a stop, a grade in brackets and a value label are neither school nor degree', () => {
  expect(
    degrees(`Ana Lopes
Education
2014 – 2018   PhD in Ecology, University of Coimbra. Thesis: Cork oak recovery after fire
10.2008 – 09.2013   Studium Wirtschaftsinformatik
Universität Mannheim
Abschluss: Master of Science (Note 1,3)`),
  ).toEqual([
    { institution: 'University of Coimbra', degree: 'PhD', field: 'Ecology' },
    { institution: 'Universität Mannheim', degree: 'Master of Science', field: 'Wirtschaftsinformatik' },
  ])
})

test('German school-leaving and state-certified qualifications are degrees; a town after the school is no field', () => {
  expect(
    degrees(`Lebenslauf
Jonas Keller
Bildungsweg
09.2018 – 07.2020 | Staatlich geprüfter Betriebswirt, Fachrichtung Logistik
Fachschule für Wirtschaft Bremen
08.2008 – 07.2014 | Mittlere Reife
Oberschule am Barkhof, Bremen`),
  ).toEqual([
    {
      institution: 'Fachschule für Wirtschaft Bremen',
      degree: 'Staatlich geprüfter Betriebswirt',
      field: 'Logistik',
    },
    { institution: 'Oberschule am Barkhof', degree: 'Mittlere Reife', field: '' },
  ])
})

test('a header town is read after Australian, Swedish and British postcodes, and a phone never takes the postcode', () => {
  const au = read(`Kirra Walsh
Geelong VIC 3220 | 0438 555 210 | kirra@example.com.au
Experience`)
  expect([au.location, au.phone]).toEqual(['Geelong VIC 3220', '0438 555 210'])
  expect(
    read(`Maja Lind
Biomedicum, Solnavägen 9, 171 65 Solna, Sweden
maja@example.se`).location,
  ).toBe('Solna')
  expect(
    read(`Owen Pryce
owen@example.co.uk · Cardiff, CF10 · +44 7700 900123`).location,
  ).toBe('Cardiff')
})

test('a personal domain with a country ending is a link', () => {
  expect(
    read(`Léa Fontaine
lea@example.fr · leafontaine.fr · +33 6 55 55 01 23`).websites,
  ).toEqual(['leafontaine.fr'])
})

test('a "Sprachen | …" table row in a skills block gives the spoken languages', () => {
  const draft = read(`Lebenslauf
Emre Şahin
Kenntnisse
Fachkenntnisse | SPS, Schweißen
Sprachen | Deutsch (Muttersprache), Kurdisch (gut), Englisch (Grundkenntnisse)`)
  expect(draft.languages.map((l) => l.split(' ')[0])).toEqual(['Deutsch', 'Kurdisch', 'Englisch'])
  expect(read(`Achieng Otieno\nLanguages\nEnglish, Swahili, Dholuo, Kikuyu`).languages).toEqual([
    'English',
    'Swahili',
    'Dholuo',
    'Kikuyu',
  ])
})

// Rules found with the third set (written after the holdout2 fixes, measured blind once).

test('labelled header fields of a form-like resume give the employer, title and dates', () => {
  expect(
    jobs(`Arjun Mehta
WORK EXPERIENCE
Company: Tata Consultancy Services, Pune
Job Title: Systems Engineer
Period: Jul 2016 to Present
Responsibilities:
- Maintained the claims platform.`),
  ).toEqual([
    {
      company: 'Tata Consultancy Services',
      role: 'Systems Engineer',
      duration: 'Jul 2016 to Present',
      location: 'Pune',
    },
  ])
})

test('a Spanish CV reads its headings, "actualidad", degrees "en" a field and Spanish language names', () => {
  const draft = read(`Javier Molina Ruiz
Experiencia laboral
Analista de Datos — Banco Santander, Madrid
01/2021 - actualidad
Formación
Grado en Economía — Universidad de Valencia, 2015 - 2019
Idiomas
Español (nativo), Inglés (C1), Alemán (A2)`)
  expect(draft.work.map((w) => w.duration)).toEqual(['01/2021 - actualidad'])
  expect(draft.education.map((e) => [e.degree, e.field, e.institution])).toEqual([
    ['Grado', 'Economía', 'Universidad de Valencia'],
  ])
  expect(draft.languages.map((l) => l.split(' ')[0])).toEqual(['Español', 'Inglés', 'Alemán'])
})

test('a short capital-letter credential after a comma is no part of the name', () => {
  expect(read(`Dana Whitfield, LCSW\ndana@example.com`).fullName).toBe('Dana Whitfield')
  expect(read(`Patterson, DeShawn\ndeshawn@example.com`).postNominals).toEqual([])
})

test('an Indian address gives the town before its PIN code; school certificates are degrees', () => {
  const draft = read(`ROHAN DESAI
Address: 22, MG Road, Kothrud, Pune - 411038
Email: rohan@example.in
EDUCATIONAL QUALIFICATION
B.Com - Brihan Maharashtra College of Commerce - 2016
HSC - Jnana Prabodhini Vidyalaya, Pune - 2013 - 81%`)
  expect(draft.location).toBe('Pune')
  expect(draft.education.map((e) => [e.degree, e.institution])).toEqual([
    ['B.Com', 'Brihan Maharashtra College of Commerce'],
    ['HSC', 'Jnana Prabodhini Vidyalaya'],
  ])
})

test('under "Training" a qualification with its school is education, a certificate stays a certificate', () => {
  const draft = read(`Ewan Grant
Training
BTEC Level 3 in Engineering – Glasgow Clyde College (2015)
Certified ScrumMaster (CSM), Scrum Alliance – 2019`)
  expect(draft.education.map((e) => [e.degree, e.field, e.institution])).toEqual([
    ['BTEC Level 3', 'Engineering', 'Glasgow Clyde College'],
  ])
  expect(draft.certifications).toHaveLength(1)
})

test('dates on their own line above an education entry belong to it; a study mode is no field', () => {
  expect(
    read(`Petra Vogt
Aus- und Weiterbildung
2016 – 2018
Geprüfte Bilanzbuchhalterin (berufsbegleitend)
IHK Frankfurt am Main
2005 – 2011
Mittlere Reife
Realschule Bornheim`).education.map((e) => [e.degree, e.field, e.year]),
  ).toEqual([
    ['Geprüfte Bilanzbuchhalterin', '', '2016 – 2018'],
    ['Mittlere Reife', '', '2005 – 2011'],
  ])
})

// Rules found with the fourth set (written after the holdout3 fixes, measured blind once).

test('French titles and a "Groupe" employer are told apart on a dash line', () => {
  expect(
    jobs(`Julie Marchand
Expériences professionnelles
Contrôleuse de gestion — Groupe Casino, Saint-Étienne
Depuis 2021
Analyste financière — Michelin, Clermont-Ferrand
2017 – 2021`).map((j) => [j.role, j.company]),
  ).toEqual([
    ['Contrôleuse de gestion', 'Groupe Casino'],
    ['Analyste financière', 'Michelin'],
  ])
})

test('a company named after its country is no place, and the next job keeps its own employer', () => {
  expect(
    jobs(`Tomasz Nowak
Experience
2020 - now | Warehouse Supervisor
Zalando Logistics Poland, Gardno
2017 - 2020 | Shift Leader
Lidl Sp. z o.o., Poznań`).map((j) => j.company),
  ).toEqual(['Zalando Logistics Poland', 'Lidl Sp. z o.o.'])
  expect(read(`Ji-woo Kim\nMapo-gu, Seoul, Republic of Korea\njiwoo@example.kr`).location).toBe(
    'Mapo-gu, Seoul, Republic of Korea',
  )
})

test('a school written before the degree on its line is the school, the piece after the degree the field', () => {
  expect(
    degrees(`Luc Gagnon
Education
ESSEC — Master of Science, Finance (2014)
Designations
Chartered Financial Analyst (CFA), CFA Institute — 2017`),
  ).toEqual([{ institution: 'ESSEC', degree: 'Master of Science', field: 'Finance' }])
})

test('a language name matches with or without its diacritics', () => {
  expect(read(`Tama Rewi\nLanguages\nMāori (fluent), Français (basic)`).languages).toEqual([
    'Māori (fluent)',
    'Français (basic)',
  ])
})

test('a labelled contact line of a personal-details block is not the headline', () => {
  const draft = read(`Lebenslauf
Persönliche Daten
Name: Lena Vogt
Anschrift: Mühlweg 4, 04109 Leipzig
Telefon: 0341 998877
Berufserfahrung
05/2020 – heute   Disponentin
Spedition Kraus GmbH, Leipzig`)
  expect(draft.headline).toBe('')
  expect(draft.location).toBe('Leipzig')
})

test('a skill held at a basic level keeps its level; other levels are dropped from the name', () => {
  const draft = read(`Jonas Becker
Kenntnisse
Hydraulik, Siemens S7 (Grundkenntnisse), MS Excel (sehr gut), Python (basic)`)
  expect(draft.skills).toEqual(
    expect.arrayContaining(['Hydraulik', 'Siemens S7 (Grundkenntnisse)', 'MS Excel', 'Python (basic)']),
  )
})
