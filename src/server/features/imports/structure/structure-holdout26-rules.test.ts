import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/degree-name.ts'
import { joinLetterSpaced, sectionOf } from '#server/features/imports/structure/section-headings.ts'
import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout26 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

const work = (text: string) => read(text).work.map((w) => [w.role, w.company, w.location])

test('a role that ends on a title word keeps its place when the section mostly writes the role first', () => {
  const text = `Ruth Mbeki
ruth@example.com

Experience
Kestrel | Lead Software Engineer | Leeds | 2021 – Present
Payments platform.
Software Engineer – Sage Group – Newcastle – 2018 – 2021
Accounting products.`
  expect(work(text)).toEqual([
    ['Lead Software Engineer', 'Kestrel', 'Leeds'],
    ['Software Engineer', 'Sage Group', 'Newcastle'],
  ])
})

test('"Employer: Role, Town" names the employer before the colon, and a town the CV names elsewhere ends the role', () => {
  const text = `Ruth Mbeki
ruth@example.com

Experience
Design Engineer – Ferrovia Group – Derby – 2019 – 2023
Rolling stock.
Halcyon Rail: Signalling Engineer, Derby (2016 – 2019)
Interlocking design.`
  expect(work(text)).toEqual([
    ['Design Engineer', 'Ferrovia Group', 'Derby'],
    ['Signalling Engineer', 'Halcyon Rail', 'Derby'],
  ])
})

test('a form-like header reads quarter dates and its labelled place', () => {
  const text = `Anil Kumar
anil@example.in

Work Experience
Organisation: Sun Pharma
Designation: Production Chemist
Duration: Q4 2016 – Q2 2019
Location: Vadodara
• Granulation and compression.`
  const [job] = read(text).work
  expect([job?.role, job?.company, job?.location]).toEqual(['Production Chemist', 'Sun Pharma', 'Vadodara'])
  expect(job?.duration).toMatch(/2016.*2019/)
})

test('"Degree (Field) | Name | years": with the field in brackets, the name after them is the school', () => {
  const text = `Meera Iyer
meera@example.in

Education
M.Sc (Microbiology) | KMC Manipal | 2015 – 2017 | 81%
B.Sc | St. Joseph's College, Bengaluru | 2012 – 2015 | 76%`
  expect(degrees(text)).toEqual([
    { institution: 'KMC Manipal', degree: 'M.Sc', field: 'Microbiology', year: '2015 – 2017' },
    { institution: "St. Joseph's College", degree: 'B.Sc', field: '', year: '2012 – 2015' },
  ])
})

test('a header row whose dates wrapped wrapped its title cell too: the cell is joined back, a hyphen-cut word whole', () => {
  const text = `Lotte Jansen
lotte@example.nl

Experience
Senior Tax Adviser | Meijburg & Co, 's-   Mar 2021 –
Gravenhage   Present
• Corporate income tax returns.
Tax Assistant | Baker Tilly Accountants & Adviseurs,   Sep 2017 –
Utrecht   Feb 2021
• VAT and payroll.`
  expect(work(text)).toEqual([
    ['Senior Tax Adviser', 'Meijburg & Co', "'s-Gravenhage"],
    ['Tax Assistant', 'Baker Tilly Accountants & Adviseurs', 'Utrecht'],
  ])
  expect(read(text).work.map((w) => w.duration)).toEqual(['Mar 2021 – Present', 'Sep 2017 – Feb 2021'])
})

test('the contact line gives the town, not the country after it, a plot number or a postal box', () => {
  const place = (line: string) => read(`Jane Doe\n${line}\njane@example.com\n\nSkills\nExcel`).location
  expect(place('Recife, PE – Brazil · +55 81 95555-1234')).toBe('Recife, PE, Brazil')
  expect(place('P.O. Box 1234-80100, Mombasa, Kenya | +254 722 555 000')).toBe('Mombasa, Kenya')
  expect(place('Plot 7, Lekki Phase 1, Lagos | +234 803 555 0000')).toBe('Lagos')
  expect(place('Department of Physics, Maynooth University, Maynooth W23 F2H6, Ireland')).toBe('Maynooth')
})

test('a letter-spaced mixed-case name with one space between every letter is read by its capitals', () => {
  expect(joinLetterSpaced('D a n a R . W h i t e , R N')).toBe('Dana R. White, RN')
  expect(joinLetterSpaced('E X P E R I E N C E')).toBe('EXPERIENCE')
  expect(read('J o r g e L . P a z\njorge@example.com\n\nSkills\nExcel').fullName).toBe('Jorge L. Paz')
})

test('a US associate degree by its short form: "A.A.S., Field — College, Year"', () => {
  expect(
    degrees('Sam Lee\nsam@example.com\n\nEducation\nA.A.S., Dental Hygiene — Pima Community College, 2018'),
  ).toEqual([
    { institution: 'Pima Community College', degree: 'A.A.S.', field: 'Dental Hygiene', year: '2018' },
  ])
})

test('"Fachfrau HF, Notfallstation" / "Kantonsspital …": a Swiss title and its ward stay the role, a Spital is the employer', () => {
  const text = `Lea Frei
lea@example.ch

Berufserfahrung
Fachfrau Gesundheit EFZ, Intensivabteilung
Stadtspital Triemli, Zürich
08/2016 – 07/2020
Pflege auf der Intensivstation.`
  expect(work(text)).toEqual([
    ['Fachfrau Gesundheit EFZ, Intensivabteilung', 'Stadtspital Triemli', 'Zürich'],
  ])
})

test('"Role (winter seasons) – Employer – Isle of …": a seasonal note leaves the title, an isle is a place', () => {
  const text = `Rory Grant
rory@example.co.uk

Experience
Barista (ski seasons) – Glenshee Ski Centre – Braemar
Dec 2017 – Apr 2019
Coffee for 2,000 skiers a day.
Deck Officer (summer seasons) – Calmac Ferries – Isle of Mull
May 2016 – Sep 2019
Car deck and mooring lines.`
  expect(work(text)).toEqual([
    ['Barista', 'Glenshee Ski Centre', 'Braemar'],
    ['Deck Officer', 'Calmac Ferries', 'Isle of Mull'],
  ])
})

test('"HNC Field": a Higher National Certificate is split from its field like an HND', () => {
  expect(splitDegree('HNC Civil Engineering')).toEqual({ degree: 'HNC', field: 'Civil Engineering' })
})

test('"Role, NHS Board Team — Area": after the comma an organisation named by its capitals is the employer, the area its place', () => {
  const text = `Mairi Ross
mairi@example.co.uk

Experience
Community Dietitian, NHS Highland Primary Care — Lochaber
Mar 2020 – Present
Clinics in Fort William.
Software Engineer, ML Platform — Skyscanner
2017 – 2020
Ranking models.`
  expect(work(text)).toEqual([
    ['Community Dietitian', 'NHS Highland Primary Care', 'Lochaber'],
    ['Software Engineer, ML Platform', 'Skyscanner', ''],
  ])
})

test('"College of Engineering, Pune": a school named only by its kind and subject keeps its town; a class of degree is no sentence', () => {
  expect(
    degrees(`Ravi K\nravi@example.in\n\nEducation
B.Tech, Mechanical Engineering   College of Engineering, Pune (Pune University)   2008 – 2012   First Class with Distinction
B.Sc, Physics   Fergusson College, Pune   2005 – 2008`),
  ).toEqual([
    {
      institution: 'College of Engineering, Pune',
      degree: 'B.Tech',
      field: 'Mechanical Engineering',
      year: '2008 – 2012',
    },
    { institution: 'Fergusson College', degree: 'B.Sc', field: 'Physics', year: '2005 – 2008' },
  ])
})

test("a web page's closing call to write ('Say hello') heads its contact details", () => {
  const draft = read(`Home
Work
Priya Nair
Illustrator and printmaker.
Experience
Studio Ink — Illustrator
2019 – present
Book covers.
Say hello
priya@example.com
415-555-0144
priyanair.example.com`)
  expect([draft.phone, draft.websites]).toEqual(['415-555-0144', ['priyanair.example.com']])
})

test('a US state written out after the town makes a place ("Boise, Idaho")', () => {
  expect(
    read(
      'Sam Reyes\nProduct designer in Boise, Idaho. I design for health.\nsam@example.com\n\nSkills\nFigma',
    ).location,
  ).toBe('Boise, Idaho')
})

test('"Certificate, Field — School, Year": the name after the dash behind the field is the school, even unknown', () => {
  expect(
    degrees(
      'Dan M\ndan@example.ca\n\nEducation\nCertificate, Medical Laboratory Assistant — Anderson Academics, 2016',
    ),
  ).toEqual([
    {
      institution: 'Anderson Academics',
      degree: 'Certificate',
      field: 'Medical Laboratory Assistant',
      year: '2016',
    },
  ])
})

test('an education row whose dates wrapped with its text is joined back, its range whole', () => {
  expect(
    degrees(`Ana Silva\nana@example.pt\n\nEducation
PhD Ocean Sciences, University of Southampton. Thesis: “Plankton blooms in a warming 2015 –
North Atlantic”   2019`),
  ).toMatchObject([{ institution: 'University of Southampton', degree: 'PhD', year: '2015 – 2019' }])
})

test('"Fachoberschulreife" (the NRW school-leaving certificate) is a degree', () => {
  expect(
    degrees(
      'Ali Demir\nali@example.de\n\nAusbildung\n2019 – 2022\nAusbildung zum Elektroniker\nStadtwerke Krefeld\n2012\nFachoberschulreife\nRealschule Bockum, Krefeld',
    ),
  ).toMatchObject([
    { degree: 'Ausbildung' },
    { institution: 'Realschule Bockum', degree: 'Fachoberschulreife', year: '2012' },
  ])
})

test("a Dutch town that opens on its article's apostrophe is read whole on the contact line", () => {
  expect(read("Femke Bos\n's-Gravenhage, the Netherlands · femke@example.nl\n\nSkills\nExcel").location).toBe(
    "'s-Gravenhage, the Netherlands",
  )
})

test('"Toolbox" and "Toolkit" head a skills list', () => {
  expect(sectionOf('Toolbox')).toBe('skills')
  expect(sectionOf('My toolbox')).toBe('skills')
  expect(sectionOf('Toolkit')).toBe('skills')
})
