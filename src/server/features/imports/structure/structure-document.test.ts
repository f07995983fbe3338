import { expect, test } from 'vitest'

import { buildProfileData } from '#server/features/imports/build-profile-data.ts'
import { textToLines } from '#server/features/imports/readers/txt.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

function importText(text: string) {
  return buildProfileData(structureDocument(textToLines(text)), 'text')
}

const RESUME = `
CHLOÉ DUBOIS-NGUYEN, MBA, PMP
chloe.dn@example.fr | +33 6 12 34 56 78 | Lyon, France
linkedin.com/in/chloe-dubois-nguyen

PROFESSIONAL SUMMARY
Operations leader with twelve years in retail logistics.

WORK EXPERIENCE
Atelier Rhône SAS
Operations Director    Jan 2021 - Present
• Grew on-time delivery from 88% to 97%
Operations Manager    Mar 2017 - Dec 2020
• Opened two distribution centres

Board Member, Lyon Food Bank    2019 - Present
• Chairs the logistics committee

Analyst, Cabinet Vidal Conseil    2012 - 2014

EDUCATION
Université Lumière Lyon 2
Master of Business Administration, 2016

SKILLS
Supply Chain, Python, Stakeholder Management

LANGUAGES
French (Native), English (Fluent), Python
`

test('a name keeps its diacritics and its post-nominals are kept apart', () => {
  const { profileData, importStats } = importText(RESUME)
  expect(profileData.personalInfo.fullName).toBe('Chloé Dubois-Nguyen')
  expect(importStats.postNominals).toEqual(['MBA', 'PMP'])
  expect(profileData.personalInfo).toMatchObject({
    email: 'chloe.dn@example.fr',
    phone: '+33 6 12 34 56 78',
    location: 'Lyon, France',
    linkedin: 'linkedin.com/in/chloe-dubois-nguyen',
  })
})

test('several roles at one company, an overlapping job and a gap each stay as written', () => {
  const jobs = importText(RESUME).profileData.workExperience.experiences.map((w) => [
    w.company,
    w.role,
    w.duration,
  ])
  expect(jobs).toEqual([
    ['Atelier Rhône SAS', 'Operations Director', 'Jan 2021 - Present'],
    ['Atelier Rhône SAS', 'Operations Manager', 'Mar 2017 - Dec 2020'],
    ['Lyon Food Bank', 'Board Member', '2019 - Present'],
    ['Cabinet Vidal Conseil', 'Analyst', '2012 - 2014'],
  ])
})

test('skills come only from the text; programming languages are skills, not spoken languages', () => {
  const { profileData } = importText(RESUME)
  expect(profileData.personalInfo.languages).toEqual(['French (Native)', 'English (Fluent)'])
  expect(profileData.skills.technical).toContain('Python')
  expect(profileData.skills.business).toEqual(
    expect.arrayContaining(['Supply Chain', 'Stakeholder Management']),
  )
  const all = [...profileData.skills.technical, ...profileData.skills.business, ...profileData.skills.sap]
  expect(all.every((skill) => RESUME.toLowerCase().includes(skill.toLowerCase()))).toBe(true)
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'Université Lumière Lyon 2',
    degree: 'Master of Business Administration',
    year: '2016',
  })
})

test('absent fields stay empty, the answer lists them and the review notes them', () => {
  const { profileData, importStats, review } = importText(
    'Some notes about my career that name no person, place, employer or dates at all.',
  )
  expect(profileData.personalInfo).toMatchObject({ fullName: '', currentRole: '', company: '', location: '' })
  expect(importStats.fieldsDefaulted.sort()).toEqual(['company', 'currentRole', 'fullName', 'location'])
  expect(profileData.workExperience.experiences).toEqual([])
  expect(profileData.education.degrees).toEqual([])
  // The one thing the text has is an unlabelled paragraph: the summary (1 of 10 core fields).
  expect(importStats.fieldsFound).toEqual(['summary'])
  expect(importStats.completeness).toBe(10)
  expect(review.notes.filter((n) => n.kind === 'missing').map((n) => n.field)).toEqual([
    'fullName',
    'email',
    'phone',
    'location',
  ])
})

test('text without dated entries invents no positions', () => {
  const { profileData } = importText(
    'Jane Roe\njane@example.com\n\nEXPERIENCE\nI have worked in many places and loved every one of them.\nManager of many things.',
  )
  expect(profileData.workExperience.experiences).toEqual([])
  expect(profileData.personalInfo.fullName).toBe('Jane Roe')
})

test('projects are read from titled blocks and from "Name: description" bullets', () => {
  const { profileData } = importText(
    [
      'Noor Haddad',
      'noor@example.com',
      '',
      'PROJECTS',
      'Tide Tracker | React, TypeScript',
      'Shows tide tables for 300 harbours.',
      '',
      '• Cargo Planner: Python tool that packs containers with 12% less waste.',
    ].join('\n'),
  )
  expect(profileData.personalExperiences.projects).toEqual([
    {
      name: 'Tide Tracker',
      description: 'Shows tide tables for 300 harbours.',
      technologies: expect.arrayContaining(['TypeScript']),
    },
    {
      name: 'Cargo Planner',
      description: 'Python tool that packs containers with 12% less waste.',
      technologies: ['Python'],
    },
  ])
})

test('decorated and combined headings open the right sections', () => {
  const { profileData } = importText(
    [
      'Ravi Iyer',
      'ravi@example.in',
      '',
      '== Professional Experience & Internships ==',
      'Data Intern, Monsoon Analytics Pvt. Ltd.   May 2023 - Aug 2023',
      '',
      'SKILLS --------------------',
      'Pandas; Tableau; Statistics',
      '',
      'Education and Certifications',
      'Indian Institute of Science',
      'MSc Physics, 2022',
    ].join('\n'),
  )
  expect(profileData.workExperience.experiences.map((w) => [w.company, w.role])).toEqual([
    ['Monsoon Analytics Pvt. Ltd.', 'Data Intern'],
  ])
  expect(profileData.skills.technical).toEqual(expect.arrayContaining(['Pandas', 'Tableau']))
  expect(profileData.education.degrees[0]).toMatchObject({
    institution: 'Indian Institute of Science',
    degree: 'MSc',
    field: 'Physics',
    year: '2022',
  })
})

test('a "Professional" section after the degree holds credentials, not the degree’s notes', () => {
  const data = importText(`OWEN PRITCHARD MRICS
owen@example.co.uk | Manchester, UK

EXPERIENCE
Senior Quantity Surveyor    Mar 2020 – Present
Kier Construction North, Manchester
- Valued and negotiated 140 compensation events under NEC4 Option C

EDUCATION
BSc (Hons) Quantity Surveying – Leeds Beckett University, 2013

PROFESSIONAL
MRICS (Chartered 2018)
CSCS Gold Card – Professionally Qualified Person
`)
  expect(data.profileData.education.certifications).toEqual([
    'MRICS (Chartered 2018)',
    'CSCS Gold Card – Professionally Qualified Person',
  ])
  expect(data.profileData.education.degrees[0]?.achievements ?? '').not.toMatch(/MRICS|PROFESSIONAL/)
})

test('letters after the name are shown with the name, never listed as skills', () => {
  const { profileData, importStats } = importText(`Stefan Hoffmann, CEng, MICE
München | stefan.hoffmann@example.de

Berufserfahrung
Projektingenieur Tiefbau
Leonhardt, Andrä und Partner | 03/2019 – heute
- Bauüberwachung von 4 Brückenprojekten
`)
  expect(importStats.postNominals).toEqual(['CEng', 'MICE'])
  const skills = [...profileData.skills.technical, ...profileData.skills.business]
  expect(skills).not.toContain('CEng')
  expect(skills).not.toContain('MICE')
})
