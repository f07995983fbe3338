import { expect, test } from 'vitest'

import { degrees, read } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout13 of the written resumes (issue 19): each test names the rule, in a
// shape of its own rather than a fixture's text.

test('"Title, Employer" above "dates · Town" keeps the employer and puts the town in the location', () => {
  const draft = read(`Marta Kowalczyk
marta.k@example.pl

Experience
Data Engineer, Allegro
2020 – present · Poznań
Built the order pipelines.
Analyst, Comarch
2016 – 2020 · Kraków
Wrote the monthly reports.`)
  expect(draft.work.map((w) => ({ role: w.role, company: w.company, location: w.location }))).toEqual([
    { role: 'Data Engineer', company: 'Allegro', location: 'Poznań' },
    { role: 'Analyst', company: 'Comarch', location: 'Kraków' },
  ])
})

test('a double degree with its short form in brackets is one degree in both subjects', () => {
  expect(
    degrees(`Education
Bachelor of Arts and Bachelor of Laws (BALLB), University of Auckland, 2014`),
  ).toEqual([
    {
      institution: 'University of Auckland',
      degree: 'Bachelor of Arts and Bachelor of Laws',
      field: 'Arts and Laws',
      year: '2014',
    },
  ])
})

test("a dated professional title above its awarding body is that entry's qualification, not the next degree's", () => {
  expect(
    degrees(`Education
Chartered Financial Analyst   2018
CFA Institute
BSc in Economics   2011 – 2014
University of Ghana`),
  ).toEqual([
    {
      institution: 'CFA Institute',
      degree: 'Chartered Financial Analyst',
      field: '',
      year: '2018',
    },
    { institution: 'University of Ghana', degree: 'BSc', field: 'Economics', year: '2011 – 2014' },
  ])
})

test('a portfolio domain with a design or studio ending beside the e-mail is a website', () => {
  const draft = read(`Kofi Mensah
Accra, Ghana
kofi@example.com   kofimensah.studio

Experience
Illustrator, Ogilvy Africa
2019 – present`)
  expect(draft.websites).toEqual(['kofimensah.studio'])
})

test('an employer written before the dates on their line stays the employer, and the role keeps its comma', () => {
  const draft = read(`Jo Park
jo@example.com

Experience
Developer, Mobile Apps
Spotify · 2019 – 2021
Built the offline mode.`)
  expect(draft.work.map((w) => ({ role: w.role, company: w.company }))).toEqual([
    { role: 'Developer, Mobile Apps', company: 'Spotify' },
  ])
})
