import { expect, test } from 'vitest'

import { degrees, jobs } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout20 of the written resumes (issue 19), after it was measured blind:
// each test names the rule, in a shape of its own rather than a fixture's text.

test('a year and the last two digits of a later one ("2017–20") is a range to that year', () => {
  const text = `Aoife Byrne
aoife@example.ie

Experience
Site Carpenter, Sisk Group, Cork — 2020–23
Formwork and second fix.
Apprentice Carpenter, Collen Construction, Dublin — 2016-20
Stairs and roofing.

Education
Level 6 Advanced Certificate in Carpentry, SOLAS, 2016–20`
  expect(jobs(text)).toEqual([
    { company: 'Sisk Group', role: 'Site Carpenter', duration: '2020–2023' },
    { company: 'Collen Construction', role: 'Apprentice Carpenter', duration: '2016-2020' },
  ])
  expect(degrees(text).map((d) => d.year)).toEqual(['2016–2020'])
})

test('a year and a month with a hyphen ("2019-05") stays one date, never a range to 2005', () => {
  const text = `Aoife Byrne
aoife@example.ie

Experience
Site Carpenter, Sisk Group, Cork
2019-05 – 2021-03
Formwork.`
  expect(jobs(text)).toEqual([
    { company: 'Sisk Group', role: 'Site Carpenter', duration: '2019-05 – 2021-03' },
  ])
})
