import { expect, test } from 'vitest'

import { createGuard } from '#server/engine/guard/truthfulness-guard.ts'
import { generateLocalApplication } from '#server/engine/local/generate-application.ts'
import { job, profile } from '#tests/fixtures/writing/cases.ts'
import { roleSupports, withoutLevel, yearsAs } from '#server/engine/local/role-years.ts'

const planner = profile({
  workExperience: {
    experiences: [
      {
        id: 'a',
        company: 'Van der Meer Logistics',
        role: 'Senior Transport Planner',
        duration: 'Apr 2022 - Present',
        description: '',
        achievements: [],
      },
      {
        id: 'b',
        company: 'DHL Supply Chain',
        role: 'Transport Planner',
        duration: 'Jan 2019 - Mar 2022',
        description: '',
        achievements: [],
      },
    ],
  },
})
const now = new Date('2026-11-27')

test('years at a level count only the positions at that level', () => {
  expect(yearsAs(planner, 'Senior Transport Planner', now)).toBe(4)
  expect(yearsAs(planner, 'Transport Planner', now)).toBe(7)
  expect(yearsAs(planner, 'Sr. Transport Planner', now)).toBe(4)
  // The work itself is the same at any level.
  expect(roleSupports('Transport Planner', 'Senior Transport Planner')).toBe(true)
  // Words that are no level (part-time, freelance) still say nothing about the work.
  expect(roleSupports('Transport Planner (part-time)', 'Transport Planner')).toBe(true)
})

test('years as an assistant or deputy to a manager are no years as the manager', () => {
  const store = profile({
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Target',
          role: 'Store Manager',
          duration: 'May 2019 - Present',
          description: '',
          achievements: [],
        },
        {
          id: 'b',
          company: "Kohl's",
          role: 'Assistant Store Manager',
          duration: 'June 2014 - April 2019',
          description: '',
          achievements: [],
        },
        {
          id: 'c',
          company: 'City Hospital',
          role: 'Deputy Ward Manager',
          duration: 'June 2010 - May 2014',
          description: '',
          achievements: [],
        },
      ],
    },
  })
  expect(yearsAs(store, 'Store Manager', now)).toBe(7)
  expect(yearsAs(store, 'Assistant Store Manager', now)).toBe(4)
  expect(yearsAs(store, 'Ward Manager', now)).toBe(0)
  // An assistant professor does the work of a professor: only posts in charge of others are kept apart.
  expect(yearsAs(planner, 'Transport Planner', now)).toBe(7)
})

test('the guard keeps a career counted at every level and removes it relabelled as the senior title', () => {
  const guard = createGuard({
    profile: planner,
    job: job({
      title: 'Head of Transport Planning',
      company: 'Rijnmond Freight',
      description: 'Freight forwarding.',
    }),
    now,
  })
  const whole = 'I bring 7 years as a transport planner (the last four at senior level).'
  expect(guard.cleanText(whole)).toBe(whole)
  expect(guard.cleanText('I bring 7 years as a senior transport planner.')).toBe('')
})

test('a letter names a career in the same work at every level, and the senior years apart', async () => {
  const app = await generateLocalApplication({
    job: job({
      title: 'Transport Planning Manager',
      company: 'Rijnmond Freight',
      description: 'Rijnmond Freight moves containers from Rotterdam to the Ruhr by barge and rail.',
      requirements: ['5+ years of transport planning experience'],
      skills: ['Transport Planning'],
    }),
    profile: planner,
    communicationStyle: 'business_leader',
    speed: 'medium',
  })
  // Seven and four years on 27 November 2026; the letter counts to today.
  expect(app.coverLetter).toMatch(/\b\w+ years as a transport planner \(the last \w+ at senior level\)/)
  expect(app.coverLetter).not.toMatch(/years as a senior transport planner/)
})

test('years in training are not years in the trade the training leads to', () => {
  const electrician = profile({
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Werk A',
          role: 'Elektroniker für Automatisierungstechnik',
          duration: '02/2020 - heute',
          description: '',
          achievements: [],
        },
        {
          id: 'b',
          company: 'Werk A',
          role: 'Auszubildender Elektroniker für Automatisierungstechnik',
          duration: '08/2016 - 01/2020',
          description: '',
          achievements: [],
        },
        {
          id: 'c',
          company: 'Firma C',
          role: 'Trainee Accountant',
          duration: 'Jan 2012 - Dec 2014',
          description: '',
          achievements: [],
        },
      ],
    },
  })
  expect(yearsAs(electrician, 'Elektroniker für Automatisierungstechnik', now)).toBe(6)
  expect(yearsAs(electrician, 'Accountant', now)).toBe(0)
  // A title that names the training itself is supported by it.
  expect(yearsAs(electrician, 'Trainee Accountant', now)).toBe(3)
})

test('an apprenticeship written as "Ausbildung zum …" is training, not years in the trade', () => {
  const technician = profile({
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Kessler Verpackungsmaschinen GmbH',
          role: 'Elektroniker für Betriebstechnik',
          duration: '09/2019 - heute',
          description: '',
          achievements: [],
        },
        {
          id: 'b',
          company: 'Robert Bosch GmbH',
          role: 'Ausbildung zum Elektroniker für Betriebstechnik',
          duration: '09/2016 - 08/2019',
          description: '',
          achievements: [],
        },
      ],
    },
  })
  expect(yearsAs(technician, 'Elektroniker für Betriebstechnik', now)).toBe(7)
})

test('a placement noted under its title is no year in the trade, and a bare year counts from its middle', () => {
  const december = new Date('2026-12-06')
  const surveyor = profile({
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Corrib Build',
          role: 'Senior Quantity Surveyor',
          duration: '2020 – present',
          description: '',
          achievements: [],
        },
        {
          id: 'b',
          company: 'Atlantic Contracting',
          role: 'Quantity Surveyor',
          duration: '2016 – 2020',
          description: '',
          achievements: [],
        },
        {
          id: 'c',
          company: 'Shannon Civil',
          role: 'Assistant Quantity Surveyor',
          duration: '2015 – 2016',
          description: 'Placement',
          achievements: [],
        },
      ],
    },
  })
  // Mid-2016 to December 2026, not January 2015 onwards (which would say twelve).
  expect(yearsAs(surveyor, 'Quantity Surveyor', december)).toBe(10)
  expect(yearsAs(surveyor, 'Senior Quantity Surveyor', december)).toBe(6)
})

test('an assistant or associate as the title’s own noun is the job, not a level', () => {
  expect(withoutLevel('Lead Medical Assistant')).toBe('Medical Assistant')
  expect(withoutLevel('Assistant Manager')).toBe('Manager')
  expect(roleSupports('Medical Receptionist', 'Medical Assistant')).toBe(false)
  expect(roleSupports('Lead Medical Assistant', 'Medical Assistant')).toBe(true)
})

test('a Swiss apprentice ("Lernender") or a retrainee is in training, not in the trade', () => {
  const logistician = profile({
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Lager AG',
          role: 'Logistiker EFZ',
          duration: '08/2020 - heute',
          description: '',
          achievements: [],
        },
        {
          id: 'b',
          company: 'Lager AG',
          role: 'Lernender Logistiker EFZ',
          duration: '08/2017 - 07/2020',
          description: '',
          achievements: [],
        },
        {
          id: 'c',
          company: 'IHK',
          role: 'Umschüler Fachinformatiker',
          duration: '2014 - 2016',
          description: '',
          achievements: [],
        },
      ],
    },
  })
  expect(yearsAs(logistician, 'Logistiker EFZ', now)).toBe(6)
  expect(yearsAs(logistician, 'Fachinformatiker', now)).toBe(0)
})

test('a grade after the title ("Associate II") is a level of the same work, and a coordinator is other work', async () => {
  const cra = profile({
    personalInfo: { fullName: 'Kavya Rao', currentRole: 'Clinical Research Associate II' },
    workExperience: {
      experiences: [
        {
          id: 'a',
          company: 'Syneos Health',
          role: 'Clinical Research Associate II',
          duration: 'Jan 2023 - Present',
          description: '',
          achievements: ['Monitor 9 oncology sites'],
        },
        {
          id: 'b',
          company: 'Parexel',
          role: 'Clinical Research Associate I',
          duration: 'Jul 2021 - Dec 2022',
          description: '',
          achievements: [],
        },
        {
          id: 'c',
          company: 'Apollo Hospitals',
          role: 'Clinical Research Coordinator',
          duration: 'Jun 2019 - Jun 2021',
          description: '',
          achievements: [],
        },
      ],
    },
  })
  expect(withoutLevel('Clinical Research Associate II')).toBe('Clinical Research Associate')
  expect(yearsAs(cra, 'Clinical Research Associate', now)).toBe(5)
  expect(yearsAs(cra, 'Clinical Research Associate II', now)).toBe(3)
  const posting = job({
    title: 'Senior CRA',
    company: 'IQVIA',
    description: 'A CRO.',
    requirements: ['Site monitoring'],
  })
  const raw = await generateLocalApplication({
    job: posting,
    profile: cra,
    communicationStyle: 'tech_leader',
    speed: 'medium',
  })
  const letter = createGuard({ profile: cra, job: posting }).cleanApplication(raw).coverLetter
  expect(letter).toMatch(
    /\w+ years of work as a clinical research associate \(the last \w+ as a clinical research associate II\)/,
  )
  expect(letter).not.toMatch(/seven years|clinical research II/)
})
