import { expect, test } from 'vitest'

import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout21 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

test('a US state after the town of a school is where it is, never a degree ("Towson, MD", "Oxford, MS")', () => {
  const text = `Jordan Lee
jordan@example.com

Education
Johns Hopkins University, Baltimore, MD
Bachelor of Arts, History, 2011
University of Mississippi, Oxford, MS
Master of Arts, Southern Studies, 2014`
  expect(degrees(text)).toEqual([
    { institution: 'Johns Hopkins University', degree: 'Bachelor of Arts', field: 'History', year: '2011' },
    {
      institution: 'University of Mississippi',
      degree: 'Master of Arts',
      field: 'Southern Studies',
      year: '2014',
    },
  ])
})

test('a generic level ("Master\'s degree", as USAJOBS writes it) gives way to the degree named under it', () => {
  const text = `Jordan Lee
jordan@example.com

Education
Kent State University, Kent, OH
Master's degree, 05/2016
Master of Science, Nursing

Ohio Wesleyan University Delaware, OH United States
Bachelor's degree 05/2012
Bachelor of Arts, Economics`
  expect(degrees(text).map((d) => [d.degree, d.field, d.year])).toEqual([
    ['Master of Science', 'Nursing', '05/2016'],
    ['Bachelor of Arts', 'Economics', '05/2012'],
  ])
})

test('a standard cited by its number ("BS 7671:2018", "BS EN 61439") is no degree', () => {
  const text = `Kieran Doyle
kieran@example.co.uk

Qualifications
Level 3 Diploma in Electrical Installations — Bolton College, 2016
BS 7671:2018 Wiring Regulations (City & Guilds 2382-18), 2019
BS EN 61439 switchgear assemblies course, 2020`
  expect(degrees(text).map((d) => [d.institution, d.degree])).toEqual([['Bolton College', 'Level 3 Diploma']])
})

test('a Swiss federal certificate ("… mit eidg. Fachausweis") is the degree and the trade before it its field', () => {
  const text = `Reto Meier
reto@example.ch

Aus- und Weiterbildung
2018 – 2020   Marketingfachmann mit eidg. Fachausweis
SIB Schweizerisches Institut für Betriebsökonomie, Zürich
2011 – 2014   Lehre als Detailhandelsfachmann EFZ
Coop Genossenschaft, Basel`
  expect(degrees(text)).toEqual([
    {
      institution: 'SIB Schweizerisches Institut für Betriebsökonomie',
      degree: 'eidg. Fachausweis',
      field: 'Marketingfachmann',
      year: '2018 – 2020',
    },
    {
      institution: 'Coop Genossenschaft',
      degree: 'Lehre',
      field: 'Detailhandelsfachmann EFZ',
      year: '2011 – 2014',
    },
  ])
})

test('a licence to practise in the subject and year of the degree above, with no school, is no second degree', () => {
  const text = `Nina Keller
nina@example.ch

Education
Master of Dental Medicine — University of Bern, 2012
Swiss Federal Diploma in Dental Medicine, 2012`
  expect(degrees(text).map((d) => [d.institution, d.degree, d.field])).toEqual([
    ['University of Bern', 'Master of Dental Medicine', 'Dental Medicine'],
  ])
})

test('a school written as a sentence with its thesis or class after a stop is the school of the degree above', () => {
  const text = `Ciara Walsh
ciara@example.ie

Education
PhD in Chemistry   2012 – 2016
University of Leeds. Thesis: Catalysis in water. Supervisor: Prof. A. Smith.
BSc (Hons) in Chemistry   2008 – 2012
University of York. First Class Honours.`
  expect(degrees(text)).toEqual([
    { institution: 'University of Leeds', degree: 'PhD', field: 'Chemistry', year: '2012 – 2016' },
    { institution: 'University of York', degree: 'BSc (Hons)', field: 'Chemistry', year: '2008 – 2012' },
  ])
})

test('a short heading that ends in a plural naming an other section ("Research Grants") closes the one above', () => {
  expect(sectionOf('RESEARCH GRANTS')).toBe('other')
  expect(sectionOf('Recent Publications')).toBe('other')
  expect(sectionOf('Invited Talks')).toBe('other')
  expect(sectionOf('Head of Grants')).toBeNull()
  expect(sectionOf('Language Processing')).toBeNull()
})

test('a Scottish Vocational Qualification is a degree; "First class honours" under a degree is no heading', () => {
  const text = `Fraser Reid
fraser@example.co.uk

Education
SVQ Level 3 in Plumbing, Forth Valley College, 2018
University of Stirling · BA (Hons) History
2012 – 2016 · First class honours`
  expect(degrees(text)).toEqual([
    { institution: 'Forth Valley College', degree: 'SVQ Level 3', field: 'Plumbing', year: '2018' },
    { institution: 'University of Stirling', degree: 'BA (Hons)', field: 'History', year: '2012 – 2016' },
  ])
  expect(sectionOf('First class honours')).toBeNull()
})

test('the word that opens a range ("Da marzo 2019 a oggi", "Desde 2012 – 2016") is no employer', () => {
  const text = `Giulia Conti
giulia@example.it

Esperienze professionali
Chef di partita   Da marzo 2019 a oggi
Ristorante Il Gatto, Torino
Barista   Desde 2012 – 2016
Café Central, Madrid`
  expect(jobs(text).map((j) => [j.company, j.role])).toEqual([
    ['Ristorante Il Gatto', 'Chef di partita'],
    ['Café Central', 'Barista'],
  ])
})

test('a German title ending in "-kraft" is a role: its ward after a comma stays in the title', () => {
  const text = `Jana Vogel
jana@example.de

Berufserfahrung
Pflegefachkraft, Kardiologie   04/2019 – heute
Universitätsklinikum Köln, Köln`
  expect(jobs(text)).toEqual([
    {
      company: 'Universitätsklinikum Köln',
      role: 'Pflegefachkraft, Kardiologie',
      duration: '04/2019 – heute',
    },
  ])
})

test('the label cell of a DOCX table row ("EDV | SAP, MS Office") is no skill', () => {
  const text = `Jana Vogel
jana@example.de

Kenntnisse
Fachlich | Wundversorgung, Palliativpflege
EDV | Medico, MS Office`
  expect(read(text).skills).toEqual(['Wundversorgung', 'Palliativpflege', 'Medico', 'MS Office'])
})

test('employer, street and town above the dates (a USAJOBS resume) are the employer and where the job was', () => {
  const text = `Dana Ruiz
dana@example.com

Work Experience:
Internal Revenue Service
1111 Constitution Ave
Washington, DC 20224 United States

05/2018 - Present
Hours per week: 40
Tax Examiner

U.S. Army
Fort Hood, TX United States

01/2010 - 04/2018
Hours per week: 40
Supply Sergeant`
  expect(read(text).work.map((w) => [w.company, w.role, w.location])).toEqual([
    ['Internal Revenue Service', 'Tax Examiner', 'Washington, DC 20224 United States'],
    ['U.S. Army', 'Supply Sergeant', 'Fort Hood, TX United States'],
  ])
})

test('a school with its town and state and no comma between ("Kent State University Kent, OH") keeps its own name', () => {
  const text = `Dana Ruiz
dana@example.com

Education:
Kent State University Kent, OH United States
Bachelor's degree 05/2009
Bachelor of Science, Accounting`
  expect(degrees(text)).toEqual([
    {
      institution: 'Kent State University',
      degree: 'Bachelor of Science',
      field: 'Accounting',
      year: '05/2009',
    },
  ])
})

test('"Language Skills" opens the languages; "Language: English" names English', () => {
  const text = `Dana Ruiz
dana@example.com

Language Skills:
Language: Spanish
Spoken: Advanced
Language: English
Spoken: Advanced`
  expect(read(text).languages).toEqual(['Spanish', 'English'])
})

test('a postcode between the town and its country ("Galway, H91 TK33, Ireland") leaves the town and country', () => {
  const text = `Dr Niamh Kelly
School of Physics, University of Galway, University Road,
Galway, H91 TK33, Ireland
niamh.kelly@example.ie

Appointments
Lecturer, University of Galway, 2020 – present`
  expect(read(text).location).toBe('Galway, Ireland')
})

test('a portfolio page in Czechia: the town in its headline and a link under a national domain', () => {
  const text = `Petra Nováková
Illustrator in Ostrava, Czechia. I draw maps and book covers.
petra@example.com
novakova.example.cz

Experience
Illustrator · Albatros Media · Prague
2018 – today`
  const draft = read(text)
  expect(draft.location).toBe('Ostrava, Czechia')
  expect(draft.websites).toEqual(['novakova.example.cz'])
})
