import { expect, test } from 'vitest'

import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { assignRoleCompany } from '#server/features/imports/structure/parse-experience.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'
import { isCurrentRole } from '#shared/text/dates.ts'

// General rules found with holdout22 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

/** Lines as a PDF reader gives them: a left edge for each, the same column. */
const positioned = (rows: [number, string][]): DocumentLine[] =>
  rows.map(([xStart, text]) => ({ text, xStart, xEnd: xStart + text.length * 5, column: 'full', size: 10 }))

test('"bis dato" and "– dato" run to the present, and such a row is one job, not two', () => {
  expect(isCurrentRole('2017 – dato')).toBe(true)
  expect(isCurrentRole('04/2019 bis dato')).toBe(true)
  const text = `Jonas Keller
jonas@example.ch

Berufserfahrung
2017 – dato
Elektroniker, Servicetechnik
Hilti AG, Schaan

2012 – 2017
Elektroniker
ABB Schweiz AG, Baden`
  expect(jobs(text)).toEqual([
    { company: 'Hilti AG', role: 'Elektroniker, Servicetechnik', duration: '2017 – dato' },
    { company: 'ABB Schweiz AG', role: 'Elektroniker', duration: '2012 – 2017' },
  ])
})

test('Portuguese short months with their point ("fev.", "set.", "out.") and Austrian "Jän." read as dates', () => {
  const text = `Ana Lima
ana@example.com.br

Experiência
out. 2016 – set. 2020
Analista Fiscal
Natura &Co, Cajamar

Berufserfahrung
Jän. 2021 – heute
Buchhalterin
Rauch Fruchtsäfte GmbH, Rankweil`
  expect(jobs(text).map((j) => [j.role, j.duration])).toEqual([
    ['Analista Fiscal', 'out. 2016 – set. 2020'],
    ['Buchhalterin', 'Jän. 2021 – heute'],
  ])
})

test('the last word of a wrapped sentence that names a section ("… im" / "Portfolio.") is no heading', () => {
  const draft = structureDocument(
    positioned([
      [49, 'Mira Novak'],
      [49, 'mira@example.at'],
      [49, 'Berufserfahrung'],
      [49, '09/2020 – heute   Grafikerin'],
      [151, 'Studio Pixel GmbH, Graz'],
      [165, 'Gestaltung von Logos und Geschäftsausstattung; Pflege der Arbeitsproben im'],
      [165, 'Portfolio.'],
      [49, '03/2017 – 08/2020   Mediengestalterin'],
      [151, 'Druckerei Berger GmbH, Graz'],
    ]),
  )
  expect(draft.work.map((w) => [w.role, w.company])).toEqual([
    ['Grafikerin', 'Studio Pixel GmbH'],
    ['Mediengestalterin', 'Druckerei Berger GmbH'],
  ])
  expect(draft.projects).toEqual([])
})

test('a table\'s date cell wrapped beside its text ("Mär. 2015 – Jun." over "2016") joins its year', () => {
  const draft = structureDocument(
    positioned([
      [49, 'Mira Novak'],
      [49, 'mira@example.at'],
      [49, 'Berufserfahrung'],
      [49, '09/2016 – 02/2021 Grafikerin'],
      [151, 'Studio Pixel GmbH, Graz'],
      [49, 'Okt. 2014 – Aug.   Praktikantin (Teilzeit)'],
      [49, '2016   Druckerei Berger GmbH, Graz'],
    ]),
  )
  expect(draft.work.map((w) => [w.company, w.duration])).toEqual([
    ['Studio Pixel GmbH', '09/2016 – 02/2021'],
    ['Druckerei Berger GmbH', 'Okt. 2014 – Aug. 2016'],
  ])
})

test('German "… prüfung / … diplom für <field>" and Swiss titles closed by HF or FH split into degree and field', () => {
  expect(splitDegree('Diplomprüfung für Sozialpädagogik')).toEqual({
    degree: 'Diplomprüfung',
    field: 'Sozialpädagogik',
  })
  expect(splitDegree('Dipl. Betriebswirtschafter HF Marketing')).toEqual({
    degree: 'Dipl. Betriebswirtschafter HF',
    field: 'Marketing',
  })
  const text = `Nina Graf
nina@example.ch

Ausbildung
2016 – 2019 | Dipl. Pflegefachfrau HF Akutpflege
Careum Bildungszentrum, Zürich`
  expect(degrees(text)).toEqual([
    {
      institution: 'Careum Bildungszentrum',
      degree: 'Dipl. Pflegefachfrau HF',
      field: 'Akutpflege',
      year: '2016 – 2019',
    },
  ])
})

test('PGDE and East and West African school certificates (KCSE, WASSCE) are degrees of their own line', () => {
  const text = `Grace Achieng
grace@example.co.ke

Education
Diploma in Education   2014 – 2016
Kenyatta University
KCSE   2009 – 2012
Moi Girls High School

PGDE Secondary Mathematics — University of Glasgow, 2019`
  expect(degrees(text).map((d) => [d.institution, d.degree, d.field, d.year])).toEqual([
    ['Kenyatta University', 'Diploma', 'Education', '2014 – 2016'],
    ['Moi Girls High School', 'KCSE', '', '2009 – 2012'],
    ['University of Glasgow', 'PGDE', 'Secondary Mathematics', '2019'],
  ])
})

test('a bracket after the school or the year is a note, not the field; right after the degree it is the field', () => {
  const text = `Sam Ortiz
sam@example.com

Education
Nursing Certificate, Lakeside College, 2014 (evening programme)
Bachelor of Commerce (Finance), University of Cape Town, 2011`
  expect(degrees(text).map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['Lakeside College', 'Nursing Certificate', ''],
    ['University of Cape Town', 'Bachelor of Commerce', 'Finance'],
  ])
})

test('with the employer and the place on another line, "Title, Field" keeps its field whatever its title words', () => {
  expect(
    assignRoleCompany(['Dental Hygienist, Orthodontics', 'Northshore Dental Group | Surrey, BC'], 0),
  ).toMatchObject({
    role: 'Dental Hygienist, Orthodontics',
    company: 'Northshore Dental Group',
    location: 'Surrey, BC',
  })
})

test('a town and its state after a spaced dash ("Recife – PE") in the header is where the person lives', () => {
  expect(
    read(`Bruno Farias\nAnalista · Recife – PE · +55 81 95555-1200 · bruno@example.com.br`).location,
  ).toBe('Recife, PE')
})

test('an employer line ending on a town the CV names as a place elsewhere ends on its place; a site goes to the description', () => {
  const draft = structureDocument(
    positioned([
      [49, 'Mira Novak'],
      [49, 'Annagasse 3, 8010 Graz · mira@example.at'],
      [49, 'Berufserfahrung'],
      [49, 'seit 03/2021   Verkäuferin'],
      [151, 'Spar Österreich, Filiale Lend, Graz'],
      [49, '09/2016 – 02/2021   Verkäuferin'],
      [151, 'Billa AG, Graz'],
    ]),
  )
  expect(draft.work.map((w) => [w.company, w.location, w.description[0] ?? ''])).toEqual([
    ['Spar Österreich', 'Graz', 'Filiale Lend'],
    ['Billa AG', 'Graz', ''],
  ])
})

test('a label cell beside a wrapped list ("Fachlich   A, B, Musikalische" / "Früherziehung") is no skill, and the wrap joins', () => {
  const draft = structureDocument(
    positioned([
      [49, 'Mira Novak'],
      [49, 'mira@example.at'],
      [49, 'Kenntnisse'],
      [49, 'Gestaltung   Typografie, Bildbearbeitung, Corporate Design, Barrierefreie'],
      [151, 'Gestaltung'],
    ]),
  )
  expect(draft.skills).toEqual([
    'Typografie',
    'Bildbearbeitung',
    'Corporate Design',
    'Barrierefreie Gestaltung',
  ])
})

test('a legal form ("GmbH & Co. KG") does not count towards the length of an employer\'s name', () => {
  const text = `Lea Brandt
lea@example.de

Berufserfahrung
04/2020 – heute
Einkäuferin, Elektronikbauteile
Schwarzwälder Präzisionsteile Huber GmbH & Co. KG, Villingen-Schwenningen`
  expect(jobs(text)).toEqual([
    {
      company: 'Schwarzwälder Präzisionsteile Huber GmbH & Co. KG',
      role: 'Einkäuferin, Elektronikbauteile',
      duration: '04/2020 – heute',
    },
  ])
})

test('Italian "dal", Dutch "sinds" and "vanaf" open a current job; "Till date" ends one at the present', () => {
  expect(isCurrentRole('dal 2019')).toBe(true)
  expect(isCurrentRole('sinds maart 2020')).toBe(true)
  expect(isCurrentRole('Mar 2017 – Till date')).toBe(true)
  const text = `Giulia Conti
giulia@example.it

Esperienza
dal 2021   Product Manager
Satispay S.p.A., Milano
2016 – 2021   Analista
Intesa Sanpaolo S.p.A., Torino

Work Experience
Store Manager, Lulu Hypermarket LLC, Abu Dhabi, UAE (Mar 2017 – Till date)`
  expect(jobs(text).map((j) => [j.role, j.company, j.duration])).toEqual([
    ['Product Manager', 'Satispay S.p.A.', 'dal 2021'],
    ['Analista', 'Intesa Sanpaolo S.p.A.', '2016 – 2021'],
    ['Store Manager', 'Lulu Hypermarket LLC', 'Mar 2017 – Till date'],
  ])
})

const educationOf = (line: string) =>
  degrees(`Test Person\ntest@example.com\n\nEducation\n${line}`).map((d) => [
    d.degree,
    d.field,
    d.institution,
  ])

test('a degree qualifier written after the field ("BSc Midwifery (Hons)", "… (FH)") belongs to the degree', () => {
  expect(educationOf('BSc Midwifery (Hons), University of Stirling, 2019')).toEqual([
    ['BSc (Hons)', 'Midwifery', 'University of Stirling'],
  ])
  expect(educationOf('Diplom-Betriebswirtin (FH), Schwerpunkt Logistik, Hochschule Heilbronn, 2008')).toEqual(
    [['Diplom-Betriebswirtin (FH)', 'Logistik', 'Hochschule Heilbronn']],
  )
})

test('"<degree> from <school>" names the school; an associate degree\'s short form in brackets is no field', () => {
  expect(educationOf('B.E. in Electrical Engineering from Anna University (2011)')).toEqual([
    ['B.E.', 'Electrical Engineering', 'Anna University'],
  ])
  expect(educationOf('Associate of Arts (AA), Early Childhood Education, Valencia College, 2013')).toEqual([
    ['Associate of Arts', 'Early Childhood Education', 'Valencia College'],
  ])
})

test('Dutch schools and degrees ("Hogeschool", "Universiteit", "HBO Bachelor"), TAFE and German "im"/"der" degrees', () => {
  expect(educationOf('HBO Bachelor Verpleegkunde, Hogeschool Rotterdam, 2016')).toEqual([
    ['HBO Bachelor', 'Verpleegkunde', 'Hogeschool Rotterdam'],
  ])
  expect(educationOf('Master Bedrijfskunde, Erasmus Universiteit Rotterdam, 2018')[0]![2]).toBe(
    'Erasmus Universiteit Rotterdam',
  )
  expect(educationOf('Certificate IV in Training and Assessment, TAFE Queensland, 2020')[0]![2]).toBe(
    'TAFE Queensland',
  )
  expect(educationOf('Meisterprüfung im Tischlerhandwerk, HWK Hamburg, 2015')).toEqual([
    ['Meisterprüfung', 'Tischlerhandwerk', 'HWK Hamburg'],
  ])
  expect(educationOf('Doktor der Medizin (Dr. med.), Universität Graz, 2012')).toEqual([
    ['Doktor', 'Medizin', 'Universität Graz'],
  ])
})

test('a course code in brackets between the degree and the school is no field', () => {
  expect(
    educationOf('Certificate III in Carpentry (CPC30211) — Box Hill Institute, Melbourne — 2014'),
  ).toEqual([['Certificate III', 'Carpentry', 'Box Hill Institute']])
})

test('"Emergency Department, <hospital>": a department named by its kind is a unit of the employer, not its name', () => {
  expect(
    jobs(
      `Test Person\ntest@example.com\n\nExperience\nClinical Nurse Specialist – Intensive Care Unit, Royal Melbourne Hospital (Feb 2019 – present)\nCared for patients.`,
    ),
  ).toEqual([
    {
      role: 'Clinical Nurse Specialist',
      company: 'Royal Melbourne Hospital',
      duration: 'Feb 2019 – present',
    },
  ])
})

test('dashes between the pieces of a long header line are no words, and a Mexican state is written with points', () => {
  const draft = read(`Test Person
test@example.com

Experience
Gerente de Compras — Grupo Bimbo S.A.B. de C.V. — Tijuana, B.C. — 2016 – actualidad
Compras de materias primas.`)
  expect(draft.work.map((w) => [w.role, w.company, w.location])).toEqual([
    ['Gerente de Compras', 'Grupo Bimbo S.A.B. de C.V.', 'Tijuana, B.C.'],
  ])
})

test('a long Spanish name with particles ("… de los …") is still a name; the particles do not count', () => {
  expect(
    read(`ANA BELÉN FERNÁNDEZ DE LAS HERAS\nArquitecta\nSevilla · +34 655 555 901 · anabelen@example.es`)
      .fullName,
  ).toBe('Ana Belén Fernández de las Heras')
})

test('languages written as prose: a level before them applies to each, and a sentence stop ends an item', () => {
  expect(
    read(
      `Test Person\ntest@example.com\n\nLanguages\nFluent in Portuguese and Spanish; conversational Italian. Football, cooking.`,
    ).languages,
  ).toEqual(['Portuguese (fluent)', 'Spanish (fluent)', 'Italian (conversational)'])
})

test('a date cell cut at its dash over the rest of the range alone ("04.2019 –" / "obecnie") is one range', () => {
  const draft = structureDocument(
    positioned([
      [49, 'Tomasz Wrona'],
      [49, 'tomasz@example.pl'],
      [49, 'Doświadczenie zawodowe'],
      [52, '05.2020 –   Kierownik Magazynu   Raben Logistics Polska sp. z o.o., Poznań'],
      [52, 'obecnie'],
      [52, '01.2016 –   Magazynier   Rossmann SDP sp. z o.o., Łódź'],
      [52, '04.2020'],
    ]),
  )
  expect(draft.work.map((w) => [w.role, w.company, w.location, w.duration])).toEqual([
    ['Kierownik Magazynu', 'Raben Logistics Polska sp. z o.o.', 'Poznań', '05.2020 – obecnie'],
    ['Magazynier', 'Rossmann SDP sp. z o.o.', 'Łódź', '01.2016 – 04.2020'],
  ])
})

test('a name set on two lines in the largest type, one of them a single word, is one name and no headline', () => {
  const lines: DocumentLine[] = [
    { text: 'Joana', size: 18, isHeading: true, column: 'left' },
    { text: 'Pereira Sá', size: 18, isHeading: true, column: 'left' },
    { text: 'Enfermeira de cuidados intensivos', size: 9, column: 'left' },
    { text: 'joana@example.pt', size: 9, column: 'left' },
  ]
  const draft = structureDocument(lines)
  expect([draft.fullName, draft.headline]).toEqual(['Joana Pereira Sá', 'Enfermeira de cuidados intensivos'])
})

test('a legal form after a comma ("…, E.P.E.") is part of the employer, and Portuguese "Formação Académica" opens education', () => {
  const draft = read(`Rita Costa
rita@example.pt

Experiência Profissional
Unidade Local de Saúde de Matosinhos, E.P.E. — Matosinhos
Enfermeira, Bloco Operatório
jan. 2017 – atual

Formação Académica
Licenciatura em Enfermagem — Escola Superior de Saúde
do Porto, 2016`)
  expect(draft.work.map((w) => [w.role, w.company, w.location])).toEqual([
    ['Enfermeira, Bloco Operatório', 'Unidade Local de Saúde de Matosinhos, E.P.E.', 'Matosinhos'],
  ])
  expect(draft.education.map((e) => [e.degree, e.field, e.institution, e.year])).toEqual([
    ['Licenciatura', 'Enfermagem', 'Escola Superior de Saúde do Porto', '2016'],
  ])
})

test('a certificate named after a school level ("High School Diploma", "Senior Secondary School Certificate") is the degree', () => {
  expect(
    educationOf(
      'High School Diploma, Roosevelt High School, 2009\nSenior Secondary School Certificate, Loyola College Ibadan, 2010',
    ),
  ).toEqual([
    ['High School Diploma', '', 'Roosevelt High School'],
    ['Senior Secondary School Certificate', '', 'Loyola College Ibadan'],
  ])
})

test('a town in brackets after the employer is where the job was; "en"/"na"/"bij" before an organisation is "at"', () => {
  const work = (line: string) =>
    read(`Test Person\ntest@example.com\n\nExperience\n${line}\nDid the work.`).work.map((w) => [
      w.role,
      w.company,
      w.location,
    ])
  expect(work('Product Designer — Shopify Inc. (Ottawa, ON) — 2018–2021')).toEqual([
    ['Product Designer', 'Shopify Inc.', 'Ottawa, ON'],
  ])
  expect(work('Analista de Crédito en Banco Santander S.A. (Valencia), 2014 – 2018')).toEqual([
    ['Analista de Crédito', 'Banco Santander S.A.', 'Valencia'],
  ])
  expect(work('Ingeniero en Sistemas   2015 – 2019')).toEqual([['Ingeniero en Sistemas', '', '']])
})

test('a university named before its graduate school is the school; "Licence professionnelle" is one degree', () => {
  expect(
    educationOf('Master of Business Administration (MBA), University of Oxford Said Business School, 2019'),
  ).toEqual([
    [
      'Master of Business Administration',
      'Business Administration',
      'University of Oxford Said Business School',
    ],
  ])
  expect(educationOf('MBA, University of Stellenbosch Graduate School of Business, 2020')).toEqual([
    ['MBA', '', 'University of Stellenbosch Graduate School of Business'],
  ])
  expect(educationOf('Licence professionnelle Commerce, IUT de Nantes, 2016')).toEqual([
    ['Licence professionnelle', 'Commerce', 'IUT de Nantes'],
  ])
})
