import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout28 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

test('a named degree is kept whole with its class, and its subject is the field', () => {
  expect(splitDegree('Bachelor of Veterinary Technology (Honours)')).toEqual({
    degree: 'Bachelor of Veterinary Technology (Honours)',
    field: '',
  })
  expect(splitDegree('Master of Urban Planning (MUP)')).toEqual({
    degree: 'Master of Urban Planning',
    field: '',
  })
  expect(splitDegree('Bachelor of Science in Midwifery')).toEqual({
    degree: 'Bachelor of Science',
    field: 'Midwifery',
  })
  expect(splitDegree('Master of Science Geology')).toEqual({ degree: 'Master of Science', field: 'Geology' })
  expect(splitDegree('Bachelor of Applied Science (Hons) Food Technology')).toEqual({
    degree: 'Bachelor of Applied Science (Hons)',
    field: 'Food Technology',
  })
  expect(splitDegree('Bachelor of Agribusiness (Farm Finance)')).toEqual({
    degree: 'Bachelor of Agribusiness',
    field: 'Farm Finance',
  })
  const text = `Ruth Kamara
ruth@example.com

Education
Master of Urban Planning (MUP), University of Sierra Leone, 2016
Bachelor of Science, Fourah Bay College, 2012
Bachelor of Veterinary Technology (Honours) – Massey University, 2009`
  expect(degrees(text).map((d) => [d.degree, d.field])).toEqual([
    ['Master of Urban Planning', 'Urban Planning'],
    ['Bachelor of Science', ''],
    ['Bachelor of Veterinary Technology (Honours)', 'Veterinary Technology'],
  ])
})

test('a row with its own degree and year under a complete entry is the next entry; Portuguese and Spanish levels are degrees', () => {
  const text = `Lucas Prado
lucas@example.com

Education
Certificate IV in Building and Construction, TAFE Queensland, 2018
Técnico em Edificações, SENAI, 2009
Especialización en Gestión Ambiental, Universidad de Cuenca, 2016
Tecnóloga em Gestão Hospitalar – Faculdade Unimed, 2014`
  expect(degrees(text).map((d) => [d.degree, d.field, d.institution, d.year])).toEqual([
    ['Certificate IV', 'Building and Construction', 'TAFE Queensland', '2018'],
    ['Técnico', 'Edificações', 'SENAI', '2009'],
    ['Especialización', 'Gestión Ambiental', 'Universidad de Cuenca', '2016'],
    ['Tecnóloga', 'Gestão Hospitalar', 'Faculdade Unimed', '2014'],
  ])
})

test("a school's own acronym in brackets after its name is part of the name; an apprenticeship is a qualification", () => {
  const text = `Sam Ortiz
sam@example.com

Education
Carpenter Apprenticeship · British Columbia Institute of Technology (BCIT) · 2012 – 2016
Maestría en Finanzas, Universidad Autónoma de Nuevo León (UANL), 2020`
  expect(degrees(text).map((d) => [d.degree, d.institution])).toEqual([
    ['Carpenter Apprenticeship', 'British Columbia Institute of Technology (BCIT)'],
    ['Maestría', 'Universidad Autónoma de Nuevo León (UANL)'],
  ])
})

test('a dated line of tickets or a licence under a degree is held as certifications, never the degree’s detail', () => {
  const draft = read(`Dale Cooper
dale@example.com

Qualifications
Certificate III in Civil Construction Plant Operations, TAFE NSW, 2019
Manual Handling, Confined Space Entry, EWP (yellow card), 2022

Education
Diploma of Nursing, Holmesglen Institute, 2015
Enrolled Nurse, Nursing and Midwifery Board of Australia — 2016
Dean's List, 2014`)
  expect(draft.education.map((e) => [e.degree, e.details])).toEqual([
    ['Certificate III', []],
    ['Diploma', ["Dean's List, 2014"]],
  ])
  expect(draft.certifications).toEqual(
    expect.arrayContaining([
      'Manual Handling',
      'Confined Space Entry',
      'EWP (yellow card), 2022',
      'Enrolled Nurse, Nursing and Midwifery Board of Australia — 2016',
    ]),
  )
})

test('after an employer and a dash, the town the employer is named after, alone, is the place and not a division', () => {
  const draft = read(`Jo Bloggs
jo@example.com

Experience
Ward Manager
Leeds Teaching Hospitals NHS Foundation Trust — Leeds | March 2021 – Present
- Led a ward of 30 beds.`)
  expect(draft.work.map((w) => [w.company, w.location])).toEqual([
    ['Leeds Teaching Hospitals NHS Foundation Trust', 'Leeds'],
  ])
})

test('a short form in capitals, then the trade or subject, is a degree and its field; a field label goes', () => {
  expect(splitDegree('BEP Cuisine')).toEqual({ degree: 'BEP', field: 'Cuisine' })
  expect(splitDegree('Magister inżynier')).toEqual({ degree: 'Magister inżynier', field: '' })
  const text = `Ola Nowak
ola@example.com

Wykształcenie
2010 – 2015 | Uniwersytet Warszawski | Magister, kierunek: Socjologia`
  expect(degrees(text).map((d) => [d.degree, d.field])).toEqual([['Magister', 'Socjologia']])
})

test('in brackets after a degree that names its field, a proper name or a name closing on "School" is the school', () => {
  const text = `Amahle Dube
amahle@example.com

Education
Diploma in Hospitality Management (Prue Leith Chefs Academy) 2016 – 2018
Certificate in Food Safety (Bluewater Training Studio) 2015
National Senior Certificate (Durban Girls High School) 2014`
  expect(degrees(text).map((d) => [d.degree, d.institution, d.year])).toEqual([
    ['Diploma', 'Prue Leith Chefs Academy', '2016 – 2018'],
    ['Certificate', 'Bluewater Training Studio', '2015'],
    ['National Senior Certificate', 'Durban Girls High School', '2014'],
  ])
})

test('a grade wrapped onto a line of its own, with or without a colon, is a detail and never the next school', () => {
  const text = `Ravi Iyer
ravi@example.com

Education
B.E., Mechanical Engineering
Anna University, Chennai · 2012 – 2016 ·
CGPA 8.1/10
Higher Secondary Certificate
Don Bosco Matriculation School · 2012`
  expect(degrees(text).map((d) => [d.degree, d.institution])).toEqual([
    ['B.E.', 'Anna University'],
    ['Higher Secondary Certificate', 'Don Bosco Matriculation School'],
  ])
})

test('the board that set a school exam, in brackets, is neither its field nor its school', () => {
  const text = `Meera Nair
meera@example.com

Education
Class X (ICSE), St. Joseph's Convent School, 2010`
  expect(degrees(text).map((d) => [d.degree, d.field, d.institution])).toEqual([
    ['Class X', '', "St. Joseph's Convent School"],
  ])
})

test('"Meister im …" is a master craftsman\'s degree, and a field named by its label on the row is the field', () => {
  const text = `Jan Vogel
jan@example.de

Ausbildung
Meisterin im Friseur-Handwerk (Fachrichtung Maskenbild), Handwerkskammer Hamburg, 2019`
  expect(degrees(text)).toEqual([
    { institution: 'Handwerkskammer Hamburg', degree: 'Meisterin', field: 'Maskenbild', year: '2019' },
  ])
})

test('a field parted from its degree by the short form in brackets keeps no "in"', () => {
  const text = `Tunde Bakare
tunde@example.com

Education
Ordinary National Diploma (OND) in Business Administration, Federal Polytechnic Ilaro, 2008`
  expect(degrees(text).map((d) => [d.degree, d.field])).toEqual([
    ['Ordinary National Diploma', 'Business Administration'],
  ])
})

test('schools and degrees named in more languages; a minor under a degree is no school', () => {
  const text = `Dewi Lestari
dewi@example.com

Education
Sarjana Ekonomi, Universitas Gadjah Mada, 2012
Pharm.D. — University of Ibadan — 2016
Bachelor of Arts, Psychology
Minor in Sociology
University of Texas at Austin, 2015`
  expect(degrees(text).map((d) => [d.degree, d.institution])).toEqual([
    ['Sarjana Ekonomi', 'Universitas Gadjah Mada'],
    ['Pharm.D.', 'University of Ibadan'],
    ['Bachelor of Arts', 'University of Texas at Austin'],
  ])
})

test('a Dutch level alone before the course ("HBO Verpleegkunde") is the degree, the course its field', () => {
  expect(splitDegree('HBO Maatschappelijk Werk')).toEqual({ degree: 'HBO', field: 'Maatschappelijk Werk' })
  expect(
    degrees('Joost Bakker\njoost@example.nl\n\nOpleiding\nHogeschool Utrecht – HBO Bouwkunde – 2009 – 2013'),
  ).toEqual([{ institution: 'Hogeschool Utrecht', degree: 'HBO', field: 'Bouwkunde', year: '2009 – 2013' }])
})

test('a labelled course or programme row names the degree, not a degree called "Course: …"', () => {
  const text = `Achieng Otieno
achieng@example.com

Education
Programme: Certificate in Community Health
School: Kenya Medical Training College
Year: 2014`
  expect(degrees(text)).toEqual([
    {
      institution: 'Kenya Medical Training College',
      degree: 'Certificate',
      field: 'Community Health',
      year: '2014',
    },
  ])
})

test('under a school named on its own line, each dated degree row without a school was taken there', () => {
  const text = `Lena Fischer
lena@example.de

Ausbildung
Universität Stuttgart
M.Sc. Luft- und Raumfahrttechnik, 2017 – 2019
B.Sc. Luft- und Raumfahrttechnik, 2014 – 2017
Diplom Maschinenbau, 2009 – 2014`
  expect(degrees(text).map((d) => [d.degree, d.institution, d.year])).toEqual([
    ['M.Sc.', 'Universität Stuttgart', '2017 – 2019'],
    ['B.Sc.', 'Universität Stuttgart', '2014 – 2017'],
    ['Diplom', 'Universität Stuttgart', '2009 – 2014'],
  ])
})

test('dates in square brackets, and a row parted by slashes, part the pieces of an education row', () => {
  const text = `Tom Reid
tom@example.com

Education
BSc Geography [2010 – 2013] University of Exeter
Diploma in Culinary Arts / Ballymaloe Cookery School / 2014`
  expect(degrees(text).map((d) => [d.degree, d.field, d.institution])).toEqual([
    ['BSc', 'Geography', 'University of Exeter'],
    ['Diploma', 'Culinary Arts', 'Ballymaloe Cookery School'],
  ])
})

test('Spanish vocational cycles and certificates and a UK foundation degree are degrees', () => {
  const text = `Carmen Ruiz
carmen@example.es

Formación
CFGM Cuidados Auxiliares de Enfermería, IES Virgen de la Paloma, 2011
Certificado de Profesionalidad en Atención Sociosanitaria, Cruz Roja Española, 2013
Foundation Degree in Health and Social Care, University of Bolton, 2017`
  expect(degrees(text).map((d) => [d.degree, d.field])).toEqual([
    ['CFGM', 'Cuidados Auxiliares de Enfermería'],
    ['Certificado de Profesionalidad', 'Atención Sociosanitaria'],
    ['Foundation Degree', 'Health and Social Care'],
  ])
})
