import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { parseEducation } from '#server/features/imports/structure/parse-education.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout27 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('an education row of many words, parted into a degree, details and a school, is an entry and not a sentence', () => {
  const text = `Noor Haddad
noor@example.com

Education
Level 2 Certificate in Food Safety and Hygiene for Catering, with modules on allergens, pest control and temperature logs, Bolton College, 2018 – 2019
Diploma in Veterinary Nursing – Myerscough College Preston campus with placements at three practices in Lancashire, 2015 – 2017`
  expect(degrees(text)).toEqual([
    {
      institution: 'Bolton College',
      degree: 'Level 2 Certificate',
      field: 'Food Safety and Hygiene for Catering',
      year: '2018 – 2019',
    },
    expect.objectContaining({ degree: 'Diploma', field: 'Veterinary Nursing', year: '2015 – 2017' }),
  ])
})

test('a UK Certificate or Diploma of Higher Education ends its name before "in"', () => {
  expect(splitDegree('Diploma of Higher Education in Paramedic Science')).toEqual({
    degree: 'Diploma of Higher Education',
    field: 'Paramedic Science',
  })
})

test('the subject written before a degree short form or a lower-case diploma is the field', () => {
  expect(splitDegree('Fine Art BA (Hons)')).toEqual({ degree: 'BA (Hons)', field: 'Fine Art' })
  expect(splitDegree('Marine Engineering diploma')).toEqual({
    degree: 'Diploma',
    field: 'Marine Engineering',
  })
  expect(splitDegree('Higher National Diploma')).toEqual({ degree: 'Higher National Diploma', field: '' })
})

test('a town and its region that no gazetteer knows, written last after the role and employer, is the place whole', () => {
  const text = `Amani Otieno
amani@example.co.ke

Experience
Borehole Technician | Maji Safi Trust | Garissa, Fafi | Mar 2019 – Present
Pump repairs.
Field Officer | Northern Water Alliance | Maralal, Samburu | 2015 – 2019
Surveys.`
  expect(work(text)).toEqual([
    ['Borehole Technician', 'Maji Safi Trust', 'Garissa, Fafi'],
    ['Field Officer', 'Northern Water Alliance', 'Maralal, Samburu'],
  ])
})

test("a seafarer's sea service record is the experience section", () => {
  expect(sectionOf('SEA SERVICE')).toBe('experience')
  expect(sectionOf('Sea Service Record:')).toBe('experience')
})

test('"Town, Co. County" is an Irish place, in the contact line and under a job', () => {
  const text = `Niamh Brennan
Ennistymon, Co. Clare | 085 555 1234 | niamh@example.ie

Experience
Barista, Cliffs Café Partnership
Doolin, Co. Clare
2019 – 2022
Coffee and cakes.`
  const draft = read(text)
  expect(draft.location).toBe('Ennistymon, Co. Clare')
  expect(work(text)).toEqual([['Barista', 'Cliffs Café Partnership', 'Doolin, Co. Clare']])
})

test('beside the dates, under an "Employer — Role" line, "Town, SA" is the place and not a company form', () => {
  const text = `Tom Whitlock
tom@example.com.au

Experience
Brokenwood — Cellar Supervisor
Pokolbin, NS | March 2020 – present
Ferments.
Tyrrell's — Vineyard Hand
Cessnock, SA | 2016 – 2020
Pruning.`
  expect(work(text)).toEqual([
    ['Cellar Supervisor', 'Brokenwood', 'Pokolbin, NS'],
    ['Vineyard Hand', "Tyrrell's", 'Cessnock, SA'],
  ])
})

const cv = (rows: string) => `Jonas Weber
jonas@example.de

Ausbildung
${rows}`

test('"Studium der X (M.Sc.)" is that degree in that subject, and "Promotion in X" a doctorate in it', () => {
  expect(degrees(cv('2012 – 2014 Studium der Chemie (M.Sc.), Universität Leipzig'))).toEqual([
    { institution: 'Universität Leipzig', degree: 'M.Sc.', field: 'Chemie', year: '2012 – 2014' },
  ])
  expect(degrees(cv('2015 – 2019 Promotion in Geologie (Dr. rer. nat.), Universität Leipzig'))).toEqual([
    { institution: 'Universität Leipzig', degree: 'Promotion', field: 'Geologie', year: '2015 – 2019' },
  ])
})

test('"Meister Fachrichtung X" names the branch as the field', () => {
  expect(splitDegree('Industriemeister Fachrichtung Elektrotechnik')).toEqual({
    degree: 'Industriemeister',
    field: 'Elektrotechnik',
  })
})

test('where the final exam of an apprenticeship was sat is no school; the training firm is', () => {
  expect(
    degrees(cv('2009 – 2012 Ausbildung zum Elektroniker, Siemens AG, Erlangen, Abschluss vor der IHK')),
  ).toEqual([{ institution: 'Siemens AG', degree: 'Ausbildung', field: 'Elektroniker', year: '2009 – 2012' }])
})

test('a Swiss EFZ is a degree', () => {
  expect(degrees(cv('2008 – 2011 Logistiker EFZ, Berufsfachschule Baden'))).toEqual([
    { institution: 'Berufsfachschule Baden', degree: 'Logistiker EFZ', field: '', year: '2008 – 2011' },
  ])
})

test('French BTS and CAP rows: the short form is the degree, what follows it the field, a CFA the school', () => {
  expect(degrees(cv('2014 – 2016 : BTS Commerce en Vins et Spiritueux, Lycée Viticole de Beaune'))).toEqual([
    {
      institution: 'Lycée Viticole de Beaune',
      degree: 'BTS',
      field: 'Commerce en Vins et Spiritueux',
      year: '2014 – 2016',
    },
  ])
  expect(degrees(cv('2010 – 2012 : CAP Boulanger en apprentissage, CFA Bernard Stéphan, Nantes'))).toEqual([
    { institution: 'CFA Bernard Stéphan', degree: 'CAP', field: 'Boulanger', year: '2010 – 2012' },
  ])
})

test('a count or a code in brackets is no field', () => {
  expect(degrees(cv('GCSEs (9 incl. Maths and English), Hanson Academy, 2015'))).toEqual([
    { institution: 'Hanson Academy', degree: 'GCSEs', field: '', year: '2015' },
  ])
})

test('a Dutch MBO diploma closes on its level, and an ROC is a school', () => {
  expect(degrees(cv('ROC van Twente — MBO niveau 3 Logistiek Medewerker    2014 – 2016'))).toEqual([
    {
      institution: 'ROC van Twente',
      degree: 'MBO niveau 3',
      field: 'Logistiek Medewerker',
      year: '2014 – 2016',
    },
  ])
})

test('a bare kind of award beside two names reads course then provider; the course is the field, never the school', () => {
  const text = `Sam Okoro
sam@example.com

Education
Product Management Intensive, Product School (certificate, 2022)
Codeworks, Full-Stack JavaScript Bootcamp, diploma, 2019`
  expect(degrees(text)).toEqual([
    {
      institution: 'Product School',
      degree: 'Certificate',
      field: 'Product Management Intensive',
      year: '2022',
    },
    { institution: 'Codeworks', degree: 'Diploma', field: 'Full-Stack JavaScript Bootcamp', year: '2019' },
  ])
})

test('with the place on a line of its own, a line of two unknown names holds the role first, then the employer', () => {
  const text = `Ciarán Daly
ciaran@example.ie

Experience
Stockman, Ballyduff Cattle Partnership
Lismore, Co. Waterford
2014 – 2019
Calving and herd records.`
  expect(work(text)).toEqual([['Stockman', 'Ballyduff Cattle Partnership', 'Lismore, Co. Waterford']])
})

test('a name before a town and its country, on its own line above the dates beside a lone role, is the employer', () => {
  const text = `Ciarán Daly
ciaran@example.ie

Experience
Deckhand
Celtic Link, Rosslare, Ireland
2016 – 2020
Lines and gangway watch.
Roustabout
Maersk Drilling, Esbjerg, Denmark
2012 – 2016
Deck crew.`
  expect(work(text)).toEqual([
    ['Deckhand', 'Celtic Link', 'Rosslare, Ireland'],
    ['Roustabout', 'Maersk Drilling', 'Esbjerg, Denmark'],
  ])
})

test('regional languages of Kenya, the Philippines, Nigeria and Ghana are spoken languages', () => {
  const text = `Ana Reyes
ana@example.ph

Languages
Filipino, English, Hiligaynon, Waray
Maasai (native), Efik, Dagbani`
  expect(read(text).languages).toEqual([
    'Filipino',
    'English',
    'Hiligaynon',
    'Waray',
    'Maasai (native)',
    'Efik',
    'Dagbani',
  ])
})

test('the contact town is read from "Town, SA 5355" and from a French "Town (69)"', () => {
  expect(
    read(`Mia Hart\nTanunda, SA 5352 · 0412 555 001 · mia@example.com.au\n\nSkills\nPruning`).location,
  ).toBe('Tanunda, SA 5352')
  expect(
    read(`Léa Martin\nBaker — Annecy (74) — 06 55 00 11 22 — lea@example.fr\n\nSkills\nPain`).location,
  ).toMatch(/^Annecy/)
})

const personalPage = `Menu
Home
Work
Contact
Dana Kowalski
Nurse turned product designer. Pittsburgh, PA.
Today
Product Designer at Duolingo
2023 – present · Pittsburgh, PA
Design the learning path screens.
Before design
Registered Nurse at UPMC Presbyterian
2015 – 2022 · Pittsburgh, PA
Cardiac step-down unit.
Along the way
Interaction Design Specialization, UC San Diego Extension (certificate, 2022)
Bachelor of Science in Nursing, University of Pittsburgh, 2015
Get in touch
dana@kowalski.example.com
412-555-0107`

test('a personal page with headings of its own reads its dated "Role at Employer" entries and its degree rows', () => {
  const draft = read(personalPage)
  expect(draft.work.map((w) => [w.role, w.company, w.duration])).toEqual([
    ['Product Designer', 'Duolingo', '2023 – present'],
    ['Registered Nurse', 'UPMC Presbyterian', '2015 – 2022'],
  ])
  expect(draft.education.map((e) => [e.institution, e.degree, e.field])).toEqual([
    ['UC San Diego Extension', 'Certificate', 'Interaction Design Specialization'],
    ['University of Pittsburgh', 'Bachelor of Science', 'Nursing'],
  ])
  expect(draft.work[1]!.description.join(' ')).not.toMatch(/Pittsburgh, 2015/)
})

test('"Get in touch" over an e-mail, a phone or a link heads the contact block; alone it is a footer', () => {
  const draft = read(`Maya Lind
Illustrator in Malmö.

Languages
Swedish, English
Get in touch
maya@example.se
mayalind.example.se
Get in touch`)
  expect(draft.websites).toEqual(['mayalind.example.se'])
  expect(draft.skipped).toEqual(['Get in touch'])
})

test('a wrapped degree row goes on with its last words and year on a line the layout says could be wrapped', () => {
  const entries = parseEducation([
    { text: 'University of Ottawa — Master of Arts in Conflict Studies and Human' },
    { text: 'Rights, 2018', couldWrap: true },
  ])
  expect(entries.map((e) => [e.institution, e.degree, e.field, e.year])).toEqual([
    ['University of Ottawa', 'Master of Arts', 'Conflict Studies and Human Rights', '2018'],
  ])
})

test('French IFSI and IUT rows are schools, and a "Master 2" names its year before the field', () => {
  expect(
    degrees(`Inès Roy
ines@example.fr

Formation
Diplôme d'État d'infirmier, IFSI de Rennes, 2013
Licence professionnelle Logistique, IUT de Nantes, 2015
Master 2 Management de la santé, Université de Rennes, 2019`),
  ).toEqual([
    { institution: 'IFSI de Rennes', degree: "Diplôme d'État d'infirmier", field: 'Infirmier', year: '2013' },
    { institution: 'IUT de Nantes', degree: 'Licence professionnelle', field: 'Logistique', year: '2015' },
    {
      institution: 'Université de Rennes',
      degree: 'Master 2',
      field: 'Management de la santé',
      year: '2019',
    },
  ])
})

test('in an apprenticeship row the training firm named before the chamber is the school', () => {
  expect(
    degrees(cv('Ausbildung zum Kaufmann im Einzelhandel, Globus SB-Warenhaus, IHK Saarland, 2012')),
  ).toEqual([
    {
      institution: 'Globus SB-Warenhaus',
      degree: 'Ausbildung',
      field: 'Kaufmann im Einzelhandel',
      year: '2012',
    },
  ])
})

test('an Indian Class XII row is a school certificate of its own', () => {
  expect(
    degrees(cv('PGDM (Finance), IIM Kozhikode, 2014\nClass XII (CBSE), Kendriya Vidyalaya, 2008'))[1],
  ).toMatchObject({
    institution: 'Kendriya Vidyalaya',
    degree: 'Class XII',
    year: '2008',
  })
})

test('an Indian PGDM and an IIM are a degree and a school', () => {
  expect(degrees(cv('PGDM (Finance), IIM Kozhikode, 2014'))).toEqual([
    { institution: 'IIM Kozhikode', degree: 'PGDM', field: 'Finance', year: '2014' },
  ])
})

test('"at" parts a one-line title no word list knows from its employer, never a person\'s name', () => {
  const text = `Ciarán Daly
ciaran@example.ie

Experience
Cellarhand at Domaine Roulot, Meursault, 2010 – 2012
Harvest and racking.`
  expect(work(text)).toEqual([['Cellarhand', 'Domaine Roulot', 'Meursault']])
  const chef = read(
    `Ciarán Daly\nciaran@example.ie\n\nExperience\nAnna Haugh at Myrtle, London, 2017 – 2019\nPastry.`,
  )
  expect(chef.work[0]?.role).not.toBe('Anna Haugh')
})
