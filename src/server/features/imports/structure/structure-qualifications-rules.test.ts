import { expect, test } from 'vitest'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found by importing real-shaped resumes through the app (hand reads, 7 Dec): each test
// names the rule, in a shape of its own.

test('on a dated line, the name right after the degree and a dash is the school, even with no school word', () => {
  expect(
    degrees(`Ana Lopes
ana@example.com

Education
Diploma in the Theory of Bookkeeping — Northgate Training, 2019
BTEC Level 3 National Diploma in Business — Hartside College, 2016`),
  ).toEqual([
    { institution: 'Northgate Training', degree: 'Diploma', field: 'Theory of Bookkeeping', year: '2019' },
    {
      institution: 'Hartside College',
      degree: 'BTEC Level 3 National Diploma',
      field: 'Business',
      year: '2016',
    },
  ])
  // One plain word after the dash is the field, and a school on the next line is the school.
  expect(
    degrees(`Ana Lopes
ana@example.com

Education
Advanced Certificate Craft – Plumbing   2018
Cork Education and Training Board`),
  ).toEqual([
    {
      institution: 'Cork Education and Training Board',
      degree: 'Advanced Certificate Craft',
      field: 'Plumbing',
      year: '2018',
    },
  ])
})

test('licences and tickets under "Qualifications" are certifications, one per item, and no line is lost silently', () => {
  const draft = read(`Piotr Nowak
piotr@example.com

Qualifications
Driver CPC (current), HGV Class C+E licence, ADR (tanks) certificate
Transport Manager CPC (International) — passed 2024
Technikum Mechaniczne, Gdańsk — vehicle mechanic technician, 2009`)
  expect(draft.certifications).toEqual([
    'Driver CPC (current)',
    'HGV Class C+E licence',
    'ADR (tanks) certificate',
    'Transport Manager CPC (International) — passed 2024',
  ])
  expect(draft.education.map((e) => [e.institution, e.year])).toEqual([['Technikum Mechaniczne', '2009']])
  const unread = read(`Piotr Nowak
piotr@example.com

Education
Obersee Lernwerk, Bern — vehicle mechanic course, 2009`)
  expect(unread.skipped).toContain('Obersee Lernwerk, Bern — vehicle mechanic course, 2009')
})

test('a spoken language named alone among the skills is a language, not a skill', () => {
  const draft = read(`Carla Ruiz
carla@example.com

Skills
Chillers, rooftop units, Spanish, crew leadership`)
  expect(draft.skills).toEqual(['Chillers', 'rooftop units', 'crew leadership'])
  expect(draft.languages).toEqual(['Spanish'])
})

test('under "Weiterbildung", a qualification with its school is education; a course stays a certificate, its year last', () => {
  const draft = read(`Jana Vogel
jana@example.de

Weiterbildung
2022 Fachwirt im Sozial- und Gesundheitswesen (IHK), IHK Regensburg
2020 Hygienebeauftragte in der Arztpraxis, Landesärztekammer Hessen`)
  expect(draft.education.map((e) => [e.institution, e.degree, e.year])).toEqual([
    ['IHK Regensburg', 'Fachwirt im Sozial- und Gesundheitswesen', '2022'],
  ])
  expect(draft.certifications).toEqual([
    'Hygienebeauftragte in der Arztpraxis, Landesärztekammer Hessen, 2020',
  ])
})

test('a professional body’s registration number under the name is the registration held, never skipped', () => {
  const draft = read(`Adaeze Obi RN
Salford | 07700 900 123 | adaeze@example.org
NMC PIN 19J2231O

Experience
Staff Nurse, Salford Royal NHS Foundation Trust | March 2021 – Present
- Nurse in charge on nights`)
  expect(draft.certifications).toContain('NMC registration (PIN 19J2231O)')
  expect(draft.skipped).not.toContain('NMC PIN 19J2231O')
  // A person's own identity or tax number is no registration held.
  const own = read(
    `Sam Reed\nsam@example.com\nNI No AB123456C\nVAT No GB123456789\n\nExperience\nBookkeeper, Reed Accounts | 2019 – Present`,
  )
  expect(own.certifications.join(' ')).not.toMatch(/NI registration|VAT registration/)
  expect(
    read(
      `Tom Hale\ntom@example.com\nGMC No. 7012345\n\nExperience\nFY2 Doctor, Leeds Teaching Hospitals | 2024 – Present`,
    ).certifications,
  ).toContain('GMC registration (No 7012345)')
})

test('unbulleted lines under a role that are each one sentence, one with a figure, are its points', () => {
  const draft = read(`Joy Santos
joy@example.com

Experience
Atlantis The Palm
Chef de Partie
March 2021 - Present (5 years 10 months)
Dubai, United Arab Emirates
Run the cold kitchen and garde manger section for the buffet and banqueting.
Cut food waste on my section by 18% by changing prep pars and FIFO labelling.
Trained 11 commis chefs; 4 promoted to demi chef de partie.`)
  expect(draft.work[0]?.achievements).toHaveLength(3)
  expect(draft.work[0]?.description).toEqual([])
  // A paragraph about the job, with no figure, stays its description.
  const prose = read(`Joy Santos
joy@example.com

Experience
Atlantis The Palm
Chef de Partie
March 2021 - Present
Dubai, United Arab Emirates
Cold kitchen for the buffet and banqueting.
I also cover the pastry section at weekends.`)
  expect(prose.work[0]?.achievements).toEqual([])
})

test('a degree written as an abbreviation with its dots ("B.Agric.", "B.Pharm.") is the degree, the subject after it the field', () => {
  expect(
    degrees(`Ada Obi
ada@example.com

EDUCATION
B.Agric. (Hons) Crop Science — Federal University of Agriculture, Abeokuta, 2014
M.Phil. History, University of Ghana, 2016`),
  ).toEqual([
    {
      institution: 'Federal University of Agriculture',
      degree: 'B.Agric. (Hons)',
      field: 'Crop Science',
      year: '2014',
    },
    { institution: 'University of Ghana', degree: 'M.Phil.', field: 'History', year: '2016' },
  ])
})
