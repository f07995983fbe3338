import { expect, test } from 'vitest'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout15 of the written resumes (issue 19): each test names the rule, in a
// shape of its own rather than a fixture's text.

const jobsOf = (text: string) =>
  read(text).work.map((w) => ({
    role: w.role,
    company: w.company,
    duration: w.duration,
    location: w.location,
  }))

test('month-year dates written with a dash ("04-2017 – 11-2020") open a job like "04/2017" does', () => {
  expect(
    jobsOf(`Joost Bakker
joost.bakker@example.nl

Werkervaring
12-2020 – heden
Projectleider
Heijmans, Eindhoven
Leidde de bouw van twee scholen.
04-2017 – 11-2020
Werkvoorbereider
BAM Bouw, Utrecht
Maakte planningen.`),
  ).toEqual([
    { role: 'Projectleider', company: 'Heijmans', duration: '12-2020 – heden', location: 'Eindhoven' },
    { role: 'Werkvoorbereider', company: 'BAM Bouw', duration: '04-2017 – 11-2020', location: 'Utrecht' },
  ])
})

test('Dutch month abbreviations ("mrt.", "okt.") are months', () => {
  expect(
    jobsOf(`Joost Bakker
joost.bakker@example.nl

Werkervaring
okt. 2016 – mrt. 2019   Accountmanager
Jumbo Supermarkten – Veghel`),
  ).toEqual([
    {
      role: 'Accountmanager',
      company: 'Jumbo Supermarkten',
      duration: 'okt. 2016 – mrt. 2019',
      location: 'Veghel',
    },
  ])
})

test('a Dutch personal-details block gives the name, phone and town; its labels are not the name', () => {
  const draft = read(`Curriculum Vitae

Persoonlijke gegevens
Naam   Joost Bakker
Adres   Stationsstraat 4, 5611 AB Eindhoven
Telefoon   06 8765 4321
E-mail   joost.bakker@example.nl
Nationaliteit   Nederlandse

Werkervaring
2019 – heden   Inkoper
Jumbo Supermarkten – Veghel`)
  expect({ name: draft.fullName, phone: draft.phone, location: draft.location }).toEqual({
    name: 'Joost Bakker',
    phone: '06 8765 4321',
    location: 'Eindhoven',
  })
  expect(draft.skipped).toContain('Nationaliteit   Nederlandse')
})

test('a personal site\'s "Where I’ve worked" opens the jobs, and "Role in Town, Country" gives the town', () => {
  const draft = read(`Noa Levi
Product Designer in Haifa, Israel
noa.levi@example.com

Where I’ve worked

Product Designer
Elbit Systems
Haifa · 2019 – now
Designed cockpit displays.`)
  expect(draft.location).toBe('Haifa, Israel')
  expect(jobsOf(draft.fullText)).toEqual([
    { role: 'Product Designer', company: 'Elbit Systems', duration: '2019 – now', location: 'Haifa' },
  ])
})

test('a firm named by its domain ("Zalando.com", "booking.com") is the employer when nothing else is', () => {
  expect(
    jobsOf(`Noa Levi
noa.levi@example.com

Experience
Customer Service Agent
booking.com
Amsterdam · 2015 – 2018
Answered guests in four languages.

2012 – 2015   Content Editor
Zalando.com – Berlin`),
  ).toEqual([
    {
      role: 'Customer Service Agent',
      company: 'booking.com',
      duration: '2015 – 2018',
      location: 'Amsterdam',
    },
    { role: 'Content Editor', company: 'Zalando.com', duration: '2012 – 2015', location: 'Berlin' },
  ])
})

test('Dutch school diplomas (VWO, HAVO) and a "Master of Public Policy" are degrees', () => {
  expect(
    degrees(`Joost Bakker
joost.bakker@example.nl

Opleiding
2006 – 2011   HAVO
Stedelijk College Eindhoven

Education
Columbia University — Master of Public Policy, 2015`),
  ).toEqual([
    { institution: 'Stedelijk College Eindhoven', degree: 'HAVO', field: '', year: '2006 – 2011' },
    {
      institution: 'Columbia University',
      degree: 'Master of Public Policy',
      field: 'Public Policy',
      year: '2015',
    },
  ])
})

test('a role with its team after a comma on the line below the dates keeps it when the employer line follows', () => {
  expect(
    jobsOf(`Joost Bakker
joost.bakker@example.nl

Experience
2017 – 2020
Physiotherapist, Sports Injuries
Sint Maartenskliniek, Nijmegen
Treated athletes.`),
  ).toEqual([
    {
      role: 'Physiotherapist, Sports Injuries',
      company: 'Sint Maartenskliniek',
      duration: '2017 – 2020',
      location: 'Nijmegen',
    },
  ])
})

test('a federal resume: the street address, "Hours per week" and the pay grade are not the role', () => {
  const draft = read(`Dana Brooks
4401 Connecticut Ave NW, Washington, DC 20008
dana.brooks@example.com

Work Experience
Environmental Protection Agency
1200 Pennsylvania Ave NW, Washington, DC 20460
03/2018 – Present
Hours per week: 40
Environmental Scientist, GS-1301-13
Supervisor: Lee Park; may contact: Yes
Duties and accomplishments:
• Led water-quality reviews.

Job-Related Training
Project Management Fundamentals, Graduate School USA, 2019`)
  expect(draft.location).toBe('Washington, DC')
  expect(draft.work.map((w) => ({ role: w.role, company: w.company, location: w.location }))).toEqual([
    {
      role: 'Environmental Scientist',
      company: 'Environmental Protection Agency',
      location: 'Washington, DC 20460',
    },
  ])
  expect(draft.education).toEqual([])
})

test('a town alone below a "Role at Employer" header is where the job was', () => {
  expect(
    jobsOf(`Noa Levi
noa.levi@example.com

Experience
Support Engineer at Atlassian   Feb 2020 – Present
Amsterdam
• Answered tickets.`),
  ).toEqual([
    { role: 'Support Engineer', company: 'Atlassian', duration: 'Feb 2020 – Present', location: 'Amsterdam' },
  ])
})

test('a labelled grade line ("Gesamtnote: 1,7") stays with the degree above and opens no school', () => {
  expect(
    degrees(`Jana Wolf
jana.wolf@example.de

Ausbildung
Master of Arts Germanistik   10/2014 – 09/2016
Universität Leipzig
Gesamtnote: 1,7
Bachelor of Arts Geschichte   10/2011 – 09/2014
Universität Jena`),
  ).toEqual([
    {
      institution: 'Universität Leipzig',
      degree: 'Master of Arts',
      field: 'Germanistik',
      year: '10/2014 – 09/2016',
    },
    {
      institution: 'Universität Jena',
      degree: 'Bachelor of Arts',
      field: 'Geschichte',
      year: '10/2011 – 09/2014',
    },
  ])
})

test('a school no word names as one keeps its name without the town after the comma', () => {
  expect(
    degrees(`Noa Levi
noa.levi@example.com

Education
Le Wagon, Lisbon — Certificate in Web Development — 2021
Diploma in Hospitality Management — Glion, Montreux — 2016`),
  ).toEqual([
    { institution: 'Le Wagon', degree: 'Certificate', field: 'Web Development', year: '2021' },
    { institution: 'Glion', degree: 'Diploma', field: 'Hospitality Management', year: '2016' },
  ])
})

test('a team after the comma stays in the role also in the plural ("Networks", "Platforms") under date-and-employer lines', () => {
  expect(
    jobsOf(`Lars Berg
lars.berg@example.se

Experience
2016 – 2019 · Nokia
Test Engineer, Networks
• Ran field tests.
2013 – 2016 · Volvo Cars
Data Engineer, Platforms
• Built pipelines.`),
  ).toEqual([
    { role: 'Test Engineer, Networks', company: 'Nokia', duration: '2016 – 2019', location: '' },
    { role: 'Data Engineer, Platforms', company: 'Volvo Cars', duration: '2013 – 2016', location: '' },
  ])
})

test('a degree class written without brackets ("with Distinction", "with Merit") is no part of the field', () => {
  expect(
    degrees(`Lars Berg
lars.berg@example.se

Education
MSc Robotics with Distinction, University of Glasgow, 2018
Cardiff University — LLM with Merit — 2014`),
  ).toEqual([
    { institution: 'University of Glasgow', degree: 'MSc', field: 'Robotics', year: '2018' },
    { institution: 'Cardiff University', degree: 'LLM', field: '', year: '2014' },
  ])
})
