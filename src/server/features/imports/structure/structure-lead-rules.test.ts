import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'
import { assignRoleCompany } from '#server/features/imports/structure/parse-experience.ts'
import { looksLikeRole } from '#server/features/imports/structure/text-patterns.ts'

// Shapes found on resumes written outside the tuned sets.

test('a US city with its state and ZIP code in the contact line is the location', () => {
  const { profileData } = importText({
    content: `MARCUS J. WHITFIELD, CPA
Charlotte, NC 28202 | (704) 555-0188 | marcus.whitfield@example.com
EXPERIENCE
Carolina Textile Group | Charlotte, NC
Controller | 2019 – Present
- Cut the monthly close from 12 to 5 business days`,
  })
  expect(profileData.personalInfo.location).toBe('Charlotte, NC 28202')
  expect(profileData.personalInfo.phone).toBe('(704) 555-0188')
})

test('a study mode in brackets is neither the school nor the field', () => {
  const { profileData } = importText({
    content: `Jonas Hartmann
jonas.hartmann@example.de
Berufserfahrung
04/2016 – 02/2021 Elektrotechniker
Festo SE & Co. KG, Esslingen
Ausbildung
2013 – 2016 Staatlich geprüfter Techniker Elektrotechnik (Abendschule), Technische Schule Stuttgart`,
  })
  const [degree] = profileData.education.degrees
  expect(degree!.institution).toBe('Technische Schule Stuttgart')
  expect(degree!.field).not.toBe('Abendschule')
})

test('a team after the comma of a role stays with the role; the firm on the next line is the employer', () => {
  const { profileData } = importText({
    content: `Priya Nair
Leeds, United Kingdom | priya.nair@example.com
EXPERIENCE
Senior Paralegal, Financial Regulation Team
Walker & Lowe LLP, Leeds | March 2021 – Present
- Ran client due diligence and KYC file reviews for 40+ corporate clients a year
Paralegal
Hartley Solicitors, Bradford | September 2019 – February 2021
- Managed conveyancing files from instruction to completion`,
  })
  const [first, second] = profileData.workExperience.experiences
  expect(first!.company).toBe('Walker & Lowe LLP')
  expect(first!.role).toBe('Senior Paralegal, Financial Regulation Team')
  expect(second!.company).toBe('Hartley Solicitors')
})

test('a German further-training title with its academy in brackets is a degree of its own, with its own years', () => {
  const { profileData } = importText({
    content: `Lukas Berger
Münster · lukas.berger@example.de
BERUFSERFAHRUNG
Privatkundenberater
Sparkasse Münsterland Ost, Münster · 08/2020 – heute
- Betreuung von rund 450 Privatkunden
AUSBILDUNG
Sparkassenfachwirt (Sparkassenakademie NRW), 2022 – 2024
Abitur, Gymnasium Paulinum Münster, 2017`,
  })
  const [further, school] = profileData.education.degrees
  expect(further).toMatchObject({
    degree: 'Sparkassenfachwirt',
    institution: 'Sparkassenakademie NRW',
    year: '2022 – 2024',
  })
  expect(school).toMatchObject({ degree: 'Abitur', institution: 'Gymnasium Paulinum Münster', year: '2017' })
})

test('a German Fachweiterbildung is a qualification of its own, not a detail of the Ausbildung above it', () => {
  const { profileData } = importText({
    content: `Sabine Kraus
Köln · sabine.kraus@example.de
BERUFSERFAHRUNG
Gesundheits- und Krankenpflegerin, Intensivstation
Uniklinik Köln · 04/2018 – heute
- Versorgung von beatmeten Patienten
AUSBILDUNG
Ausbildung zur Gesundheits- und Krankenpflegerin, Krankenpflegeschule Köln, 2015 – 2018
Fachweiterbildung Intensivpflege und Anästhesie (DKG), 2021 – 2023`,
  })
  const [first, second] = profileData.education.degrees
  expect(first).toMatchObject({ institution: 'Krankenpflegeschule Köln', year: '2015 – 2018' })
  expect(second!.degree).toMatch(/^Fachweiterbildung Intensivpflege/)
  expect(second!.year).toBe('2021 – 2023')
})

test('a spoken language with its level in a skills list is a language, a subject with a level stays a skill', () => {
  const { profileData } = importText({
    content: `Maria Delgado
maria.delgado@example.com
EXPERIENCE
Mathematics Teacher
Westlake High School | Aug 2018 – Present
- Designed a self-paced online Algebra I course
SKILLS
Canvas LMS, Articulate Rise, English Literature (advanced), Spanish (fluent)`,
  })
  expect(profileData.personalInfo.languages).toEqual(['Spanish (fluent)'])
  const skills = [...profileData.skills.technical, ...profileData.skills.business]
  expect(skills).toContain('English Literature')
  expect(skills).not.toContain('Spanish (fluent)')
})

test('a German title over its employer line keeps them apart: "Steuerfachangestellte" / "Kanzlei … & Partner Steuerberater, Regensburg"', () => {
  const header = assignRoleCompany(
    ['Steuerfachangestellte', 'Kanzlei Brandl & Partner Steuerberater, Regensburg', '08/2019 – heute'],
    2,
  )
  expect(header).toMatchObject({
    role: 'Steuerfachangestellte',
    company: 'Kanzlei Brandl & Partner Steuerberater',
    location: 'Regensburg',
  })
  expect(looksLikeRole('Pflegefachkraft')).toBe(true)
  expect(looksLikeRole('Verwaltungsfachangestellter')).toBe(true)
})

test('a header line is counted in words, not separators: a role with a slash and a town after a dash still heads its job', () => {
  const { profileData } = importText({
    content: `Marlon Edwards
Salford
EXPERIENCE
Shift Team Leader (Nights), Holbrook Foods Ltd — Trafford Park, Manchester
April 2021 – Present
- Lead a night shift of 30 pickers and loaders.
Warehouse Operative / Reach Truck Driver, Holbrook Foods Ltd — Trafford Park
June 2018 – March 2021
- Ran cycle counts for the chilled zone.
Warehouse Operative, Parcelway Ltd — Oldham
September 2016 – May 2018
- Loaded parcel cages for 14 routes.`,
  })
  const jobs = profileData.workExperience.experiences.map((e) => [e.role, e.company, e.duration])
  expect(jobs).toEqual([
    ['Shift Team Leader', 'Holbrook Foods Ltd', 'April 2021 – Present'],
    ['Warehouse Operative / Reach Truck Driver', 'Holbrook Foods Ltd', 'June 2018 – March 2021'],
    ['Warehouse Operative', 'Parcelway Ltd', 'September 2016 – May 2018'],
  ])
})

test('warehouse, trade and care titles read as roles', () => {
  for (const title of [
    'Warehouse Operative',
    'Care Worker',
    'Dental Hygienist',
    'Early Years Educator',
    'Joiner',
  ])
    expect(looksLikeRole(title), title).toBe(true)
  // A co-operative is an employer, not a role.
  expect(looksLikeRole('Co-operative Banking Group')).toBe(false)
})

test('a café before its country is the employer, not a place', () => {
  const { profileData } = importText({
    content: `Mei Tan
Melbourne VIC
EXPERIENCE
Assistant Manager — Grind & Co. Espresso Bars, Melbourne CBD        Jan 2018 – Feb 2021
• Managed rosters for 3 kiosks.
Barista / Supervisor — Harbour Café, Singapore        2015 – 2017`,
  })
  const last = profileData.workExperience.experiences.at(-1)!
  expect([last.role, last.company]).toEqual(['Barista / Supervisor', 'Harbour Café'])
})

test('a comma inside brackets stays with its skill; a labelled line of Chinese varieties is spoken languages', () => {
  const { profileData } = importText({
    content: `Jonas Becker
Stuttgart
KENNTNISSE
SPS-Programmierung (Siemens S7, TIA Portal), Antriebstechnik, Pneumatik
SKILLS
Rostering, menu costing
LANGUAGES: English, Mandarin, Hokkien`,
  })
  const skills = Object.values(profileData.skills).flat()
  expect(skills).toContain('SPS-Programmierung (Siemens S7, TIA Portal)')
  expect(skills).not.toContain('TIA Portal)')
  expect(skills).not.toContain('Hokkien')
  expect(profileData.personalInfo.languages).toEqual(['English', 'Mandarin', 'Hokkien'])
})

test('when a course ended is neither its field nor its school', () => {
  const { profileData } = importText({
    content: `Jonas Becker
Stuttgart
AUSBILDUNG
2021 – 2023   Staatlich geprüfter Techniker Elektrotechnik (Abendschule), Technische Akademie Esslingen – Abschluss 2023`,
  })
  const [degree] = profileData.education.degrees
  expect(degree?.field).not.toMatch(/Abschluss/)
  expect(degree?.institution).toBe('Technische Akademie Esslingen')
})

test('a professional body membership written under a degree is a certification, not a detail of the degree', () => {
  const { profileData } = importText({
    content: `Grace Mwangi
London
EDUCATION
BCom (Finance), University of Nairobi, 2016
ACCA — Association of Chartered Certified Accountants, member since 2021`,
  })
  expect(profileData.education.certifications).toEqual([
    'ACCA — Association of Chartered Certified Accountants, member since 2021',
  ])
  expect(profileData.education.degrees[0]?.achievements ?? '').not.toMatch(/ACCA/)
})

test('a range written with words ("From March 2017 to June 2019", "dal 2017 al 2019", "dal 2019 ad oggi") keeps its end', () => {
  const { profileData } = importText({
    content: `Giulia Rossi
Milano
ESPERIENZA
Cuoca, Trattoria Da Mario, Milano
dal 2017 al 2019
- Preparazione dei primi piatti.
Chef de partie, Hotel Bellevue, Como
dal 2019 ad oggi
- Gestione della linea.
Chef, The Olive Tree, Leeds
From March 2017 to June 2019
- Ran the line.`,
  })
  expect(profileData.workExperience.experiences.map((e) => [e.role, e.company, e.duration])).toEqual([
    ['Cuoca', 'Trattoria Da Mario', '2017 – 2019'],
    ['Chef de partie', 'Hotel Bellevue', '2019 – Present'],
    ['Chef', 'The Olive Tree', 'March 2017 – June 2019'],
  ])
})

test("a school's town after its name is neither a detail nor the field", () => {
  const { profileData } = importText({
    content: `Daniela Ruiz
Phoenix, AZ
EDUCATION
Medical Assistant Diploma — Carrington College, Phoenix, 2019`,
  })
  const [degree] = profileData.education.degrees
  expect(degree?.institution).toBe('Carrington College')
  expect(degree?.achievements ?? '').toBe('')
  expect(degree?.field ?? '').toBe('')
})
