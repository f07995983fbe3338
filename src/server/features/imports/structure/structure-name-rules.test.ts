import { expect, test } from 'vitest'

import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'
import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout10 of the written resumes (issue 19), on how names, links and
// education are laid out: each test names the rule, in a shape of its own rather than a fixture's text.

test('a letter-spaced capital name heading is read as the name', () => {
  expect(
    read(`T O M Á S   N O V Á K
Brno · tomas.novak@example.cz
Experience
Buyer, Škoda Auto, 2019 – 2023`).fullName,
  ).toBe('Tomás Novák')
})

test('a German feminine job title (English loan word + "-in") is a role, so the employer after its comma stays', () => {
  expect(
    jobs(`Petra Aigner
Berufserfahrung
seit 01/2020 Managerin, Red Bull GmbH, Salzburg
- Einführung eines neuen Planungsprozesses.`),
  ).toEqual([{ company: 'Red Bull GmbH', role: 'Managerin', duration: 'seit 01/2020' }])
})

test('a name on the contact line leaves the town, phone and e-mail after it to read', () => {
  expect(
    read(`Keanu Tapsell | keanu.t@example.nz | +64 21 555 0192 | Rotorua
Experience
Ranger, Department of Conservation, 2018 – 2024`),
  ).toMatchObject({
    fullName: 'Keanu Tapsell',
    email: 'keanu.t@example.nz',
    location: 'Rotorua',
  })
})

test('links written as a label and a handle or a bare address, or beside an e-mail, are read', () => {
  const draft = read(`Mele Fifita
Nukuʻalofa · mele@example.to github.com/melefifita
LinkedIn: in/mele-fifita | GitLab: mfifita | Web: melefifita.to
Experience
Analyst, Tonga Development Bank, 2019 – 2024`)
  expect(draft.linkedin).toBe('linkedin.com/in/mele-fifita')
  expect(draft.websites).toEqual(['github.com/melefifita', 'gitlab.com/mfifita', 'melefifita.to'])
})

test('a course named by its subject ("UX Design Bootcamp") is followed by its school, and the next line is another entry', () => {
  expect(
    degrees(`Tariq Aziz
Education
UX Design Bootcamp, Ironhack, 2021
Bachelor of Arts in History, University of Leeds, 2015`),
  ).toEqual([
    { institution: 'Ironhack', degree: 'UX Design Bootcamp', field: '', year: '2021' },
    { institution: 'University of Leeds', degree: 'Bachelor of Arts', field: 'History', year: '2015' },
  ])
})

test('a piece after the degree that follows its school is the field, not the school’s town', () => {
  expect(
    degrees(`Lerato Mokoena
Education
Wits Business School — MBA, Marketing, 2019`),
  ).toEqual([{ institution: 'Wits Business School', degree: 'MBA', field: 'Marketing', year: '2019' }])
})

test('an all-capitals name is written in name case with its particles lower-case', () => {
  expect(
    read(`JOÃO PEDRO DOS SANTOS
joao.santos@example.pt
Experience
Nurse, Hospital de Santa Maria, 2016 – 2024`).fullName,
  ).toBe('João Pedro dos Santos')
})

test('a surname in capitals written first, before a comma, is read after the given names', () => {
  expect(
    read(`OKONKWO, Ada Chioma
Enugu · ada.okonkwo@example.ng
Experience
Engineer, MTN Nigeria, 2017 – 2024`),
  ).toMatchObject({ fullName: 'Ada Chioma Okonkwo', location: 'Enugu' })
})

test('a first name and a surname on two lines of the largest type at the top are one name', () => {
  const line = (text: string, size: number): DocumentLine => ({
    text,
    size,
    isHeading: size > 12,
    isBullet: false,
    gapBefore: false,
  })
  const draft = structureDocument([
    line('LUKAS', 28),
    line('BRANDT', 28),
    line('Hamburg · lukas.brandt@example.de', 10),
    line('Experience', 13),
    line('Buyer, Otto Group, 2016 – 2024', 10),
  ])
  expect(draft.fullName).toBe('Lukas Brandt')
})

test.each([
  ['pronouns after the name', 'Sam Oduya (they/them)'],
  ['a job title after a comma', 'Sam Oduya, Quantity Surveyor'],
  ['a document title with "of" before the name', 'Curriculum Vitae of Sam Oduya'],
  ['a job title a tab sets apart', 'Sam Oduya\tQuantity Surveyor'],
])('the name is read without %s', (_shape, first) => {
  expect(
    read(`${first}
Mombasa · sam.oduya@example.ke
Experience
Quantity Surveyor, Bamburi Cement, 2015 – 2024`).fullName,
  ).toBe('Sam Oduya')
})

test('a degree still being studied ("PhD Candidate") keeps that word, and the field after it is the field', () => {
  expect(
    degrees(`Lin Yue
Education
PhD Candidate, Materials Science, EPFL, 2022 – present`),
  ).toEqual([
    { institution: 'EPFL', degree: 'PhD Candidate', field: 'Materials Science', year: '2022 – present' },
  ])
})

test('a degree in progress says so in its year instead of reading as held', () => {
  const [degree] = degrees(`Kofi Mensah
kofi@example.com
Education
MSc Data Science (in progress), University of Ghana, 2025`)
  expect(degree?.degree).toMatch(/MSc/)
  expect(degree?.year).toBe('2025 (in progress)')
  const [expected] = degrees(`Kofi Mensah
kofi@example.com
Education
BSc Nursing (expected 2027), University of Leeds`)
  expect(expected?.year).toMatch(/2027.*in progress|in progress/)
})

test("a social network's bar copied above a profile is no name", () => {
  const draft = read(`Home
My Network
Jobs
Messaging
Tamsin Okafor
Care coordinator at Riverside Health
Leeds, England, United Kingdom
Experience
Care Coordinator
Riverside Health
2021 – Present`)
  expect(draft.fullName).toBe('Tamsin Okafor')
})

test('a pharmacist’s registration after the name is a post-nominal, and a postal address is no headline', () => {
  expect(
    read(`Ciara Walsh MPSI
Cork, Ireland · ciara.walsh@example.ie
Experience
Community Pharmacist, Boots Ireland, 2019 – Present`).fullName,
  ).toBe('Ciara Walsh')
  const draft = read(`Lukas Berger
Mariahilfer Straße 12, 1060 Wien
Tel.: +43 660 555 1234
Berufserfahrung
Koch, Hotel Sacher, 2018 – heute`)
  expect(draft.headline).toBe('')
})
