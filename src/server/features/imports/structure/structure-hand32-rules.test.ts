import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Shapes found by importing resumes written by hand for people the importer had never seen.

const PHARMACIST = `Priya Raghavan MPharm
Leicester, UK · priya.raghavan@example.co.uk · 07700 900412
Profile
GPhC-registered pharmacist with six years in community pharmacy. Looking to move into primary care.
Experience
Pharmacy Manager — Boots UK, Leicester (Narborough Road)
March 2022 – Present
• Run a busy community pharmacy dispensing around 9,000 items a month with a team of 11.
Education
Master of Pharmacy (MPharm), University of Nottingham, 2014 – 2018, 2:1`

test('post-nominal letters of a pharmacist are no part of the name', () => {
  expect(importText({ content: PHARMACIST }).profileData.personalInfo.fullName).toBe('Priya Raghavan')
})

test('a branch in brackets after the town stays with the place, not the employer', () => {
  const [job] = importText({ content: PHARMACIST }).profileData.workExperience.experiences
  expect(job!.company).toBe('Boots UK')
})

test('a degree class written as a part of its own is no field of study', () => {
  const [degree] = importText({ content: PHARMACIST }).profileData.education.degrees
  expect(degree!.degree).toBe('Master of Pharmacy')
  // The named degree's own subject is its field (issue 19's truth convention).
  expect(degree!.field).toBe('Pharmacy')
})

test('a sector the person wants to move into is no skill of theirs', () => {
  const skills = Object.values(importText({ content: PHARMACIST }).profileData.skills).flat()
  expect(skills.map((s) => s.toLowerCase())).not.toContain('primary care')
})

test('a German firm closed by its legal form is the employer, whatever trade its name holds', () => {
  const [job] = importText({
    content: `Felix Brandauer
felix.brandauer@example.de
Berufserfahrung
seit 04/2021
Steuerfachangestellter, Kanzlei Hartl & Partner Steuerberater PartG mbB, Regensburg
– Erstellung von Jahresabschlüssen nach HGB und Einnahmen-Überschuss-Rechnungen`,
  }).profileData.workExperience.experiences
  expect(job!.role).toBe('Steuerfachangestellter')
  expect(job!.company).toBe('Kanzlei Hartl & Partner Steuerberater PartG mbB')
})

test('a credential in brackets wrapped onto the next line stays one line', () => {
  const [degree] = importText({
    content: `Kwame Asante
kwame.asante@example.ca
Education
Supply Chain Management – Global Logistics (Ontario College
Diploma)`,
  }).profileData.education.degrees
  expect(degree!.degree).not.toBe('Diploma)')
  expect(degree!.institution).not.toContain('(')
})

test('a programme named before its credential, with the school on the next line, is the field', () => {
  const degrees = importText({
    content: `Kwame Asante
kwame.asante@example.ca
Education
Supply Chain Management – Global Logistics (Ontario College Diploma)
Humber College, Toronto · 2014 – 2016
Certificate in Occupational Health and Safety
Ryerson University (The Chang School) · 2020`,
  }).profileData.education.degrees
  expect(degrees.map((d) => [d.institution, d.degree, d.year])).toEqual([
    ['Humber College', 'Ontario College Diploma', '2014 – 2016'],
    ['Ryerson University', 'Certificate', '2020'],
  ])
  expect(degrees[0]!.field).toBe('Supply Chain Management – Global Logistics')
})

const HOTELIER = `ELENA MARTÍNEZ RUIZ
Front Office Manager
Dublin 8, Ireland | +353 87 555 0192 | elena.martinez.ruiz@example.ie
WORK HISTORY
Jurys Inn Dublin Christchurch | Dublin | 2017 – 2020
Assistant Front Office Manager
- Managed group arrivals of up to 250 guests
Meliá Hotels International – Meliá Castilla | Madrid, Spain | 2013 – 2017
Receptionist, later Guest Relations Supervisor
- Handled VIP and corporate accounts in Spanish, English and French`

test("a town's postal district is part of the place", () => {
  expect(importText({ content: HOTELIER }).profileData.personalInfo.location).toBe('Dublin 8, Ireland')
})

test('a hotel named after a dash behind its group is part of the employer, not the title', () => {
  const jobs = importText({ content: HOTELIER }).profileData.workExperience.experiences
  expect(jobs[1]).toMatchObject({
    company: 'Meliá Hotels International – Meliá Castilla',
    role: 'Receptionist, later Guest Relations Supervisor',
  })
})

test('a team after the comma of a role stays with it when the employer line names its site', () => {
  const [job] = importText({
    content: `Kwame Asante
kwame@example.ca
Experience
Shift Supervisor, Outbound
Loblaw Companies Ltd. — Ajax Distribution Centre · Jan 2021 – Present
- Lead a night shift of 35 associates`,
  }).profileData.workExperience.experiences
  expect(job).toMatchObject({
    role: 'Shift Supervisor, Outbound',
    company: 'Loblaw Companies Ltd. – Ajax Distribution Centre',
  })
})
