import { expect, test } from 'vitest'

import { degrees, jobs, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout12 and holdout6 of the written resumes (issue 19): each test names
// the rule, in a shape of its own rather than a fixture's text.

test('a profile page titled "Profile" above the name keeps its name, phone and town as contact data', () => {
  const draft = read(`About us   Browse jobs   Log in   Register
Profile
Mei Ling Tan
Chef de Partie · Perth WA
meiling.tan@example.com   0438 555 271
Share   Print

Personal summary
Pastry and sauce sections in hotel kitchens.

Work history
Chef de Partie
Crown Perth
2019 - Present`)
  expect(draft.fullName).toBe('Mei Ling Tan')
  expect(draft.phone).toBe('0438 555 271')
  expect(draft.location).toBe('Perth WA')
  expect(draft.headline).not.toMatch(/jobs|log in/i)
  expect(draft.summary).toBe('Pastry and sauce sections in hotel kitchens.')
})

test('a US town and state with its ZIP code is the location', () => {
  const draft = read(`Dana Whitaker
Columbus, OH 43215 | (614) 555-0190 | dana.whitaker@example.com
Experience
Nurse Manager
OhioHealth
2018 - Present`)
  expect(draft.location).toBe('Columbus, OH 43215')
})

test('a Dutch postcode with its letters before the town gives the town, also with "the Netherlands" after it', () => {
  const draft = read(`Joris Bakker
Oudegracht 120, 3511 AZ Utrecht, the Netherlands · joris.bakker@example.nl · +31 6 5555 0931
Experience
Data Engineer
Bol
2020 - Present`)
  expect(draft.location).toBe('Utrecht')
})

test('a title before a name is kept apart from the name', () => {
  for (const [line, title] of [
    ['Engr. Adaeze Nwosu', ['Engr.']],
    ['Arch. Lucía Fernández', ['Arch.']],
    ['Ing. Petr Dvořák', ['Ing.']],
    ['Dipl.-Ing. Karin Maier', ['Dipl.-Ing.']],
    ['Prof. Dr. Henrik Olsen', ['Prof.', 'Dr.']],
    ['Dr Phil Carter', ['Dr']],
  ] as const) {
    const draft = read(`${line}\nmail@example.com\nExperience\nEngineer\nAcme Ltd\n2019 - Present`)
    expect(draft.fullName).toBe(line.split(' ').slice(title.length).join(' '))
    expect(draft.titles).toEqual(title)
  }
  // A given name that is also a title word without its dot stays in the name.
  expect(read('Eng Wei Ling\nwei@example.sg\nExperience').fullName).toBe('Eng Wei Ling')
})

test('a class of degree in brackets is neither field nor school', () => {
  expect(
    degrees(
      'Kofi Mensah\nEducation\nB.Eng. Mechanical Engineering (Second Class Lower), Covenant University, 2016',
    ),
  ).toEqual([
    { institution: 'Covenant University', degree: 'B.Eng.', field: 'Mechanical Engineering', year: '2016' },
  ])
  expect(degrees('Kofi Mensah\nEducation\nBA History (2:1)\nUniversity of York, 2014')).toEqual([
    { institution: 'University of York', degree: 'BA', field: 'History', year: '2014' },
  ])
})

test('a degree short form in its own capitals is a degree, and its field follows', () => {
  expect(degrees('Ann Lee\nEducation\nMEd, Special Education — University of Oregon, 2011')).toEqual([
    { institution: 'University of Oregon', degree: 'MEd', field: 'Special Education', year: '2011' },
  ])
  expect(degrees('Ann Lee\nEducation\nUniversity of Michigan\nMaster of Public Health - MPH\n2016')).toEqual([
    {
      institution: 'University of Michigan',
      degree: 'Master of Public Health',
      field: 'Public Health',
      year: '2016',
    },
  ])
})

test('German degrees and schools: Diplom-Ingenieur with its field, a Lehre, a TU short form, schools in the plural', () => {
  expect(degrees('Jens Weber\nAusbildung\nDiplom-Ingenieur Elektrotechnik, TU Braunschweig, 2005')).toEqual([
    { institution: 'TU Braunschweig', degree: 'Diplom-Ingenieur', field: 'Elektrotechnik', year: '2005' },
  ])
  expect(
    degrees('Jens Weber\nAusbildung\n2008 – 2011   Lehre zur Friseurin\n   Berufsschulen Innsbruck'),
  ).toEqual([
    { institution: 'Berufsschulen Innsbruck', degree: 'Lehre', field: 'Friseurin', year: '2008 – 2011' },
  ])
})

test('a metropolitan area as LinkedIn writes it is the location', () => {
  const draft = read(`Tomás Rivera
Data Engineer at Stripe
Greater Seattle Metropolitan Area
tomas.rivera@example.com
Experience
Data Engineer
Stripe
2021 - Present`)
  expect(draft.location).toBe('Greater Seattle Metropolitan Area')
})

test('a sign language in a languages section is a language', () => {
  const draft = read(`Grace Okafor
grace@example.com
Languages
English (native)
British Sign Language (BSL Level 3)`)
  expect(draft.languages).toEqual(['English (native)', 'British Sign Language (BSL Level 3)'])
})

test('a firm named with its country before the town is the employer, not the place', () => {
  expect(
    jobs(`Rory Byrne
rory@example.ie
Experience
Analyst — Deloitte Ireland, Cork   2017 – 2021`),
  ).toEqual([{ company: 'Deloitte Ireland', role: 'Analyst', duration: '2017 – 2021' }])
  expect(read('Rory Byrne\nCork, Ireland | rory@example.ie\nExperience').location).toBe('Cork, Ireland')
})
