import { expect, test } from 'vitest'

import { textToLines } from '#server/features/imports/readers/txt.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// General rules found with the first held-out set and with holdout5 of the written resumes (issue 19):
// each test names the rule, in a shape of its own rather than a fixture's text.

const read = (text: string) => structureDocument(textToLines(text))
const degrees = (text: string) =>
  read(text).education.map((e) => ({
    institution: e.institution,
    degree: e.degree,
    field: e.field,
    year: e.year,
  }))

test('a bracketed qualifier after a degree with its field is no school, and the school below joins the degree', () => {
  expect(
    degrees(`Noor Haddad
Education
Master of Education in Curriculum Studies (Early Years Specialist)
University of Ottawa, Ottawa, ON — June 2016`),
  ).toEqual([
    {
      institution: 'University of Ottawa',
      degree: 'Master of Education',
      field: 'Curriculum Studies',
      year: 'June 2016',
    },
  ])
})

test('a bracket after a school names the school, not the field', () => {
  expect(
    degrees(`Sipho Dlamini
Education
MBA
University of Cape Town (Graduate School of Business)
2015 – 2017`),
  ).toEqual([{ institution: 'University of Cape Town', degree: 'MBA', field: '', year: '2015 – 2017' }])
})

test('a bracketed field right after its degree stays the field', () => {
  expect(
    degrees(`Ana Lima
Education
Bachelor of Science (Nursing), University of Porto, 2012`),
  ).toEqual([
    { institution: 'University of Porto', degree: 'Bachelor of Science', field: 'Nursing', year: '2012' },
  ])
})

test('a dash between two named languages separates them; a dash before a level does not', () => {
  expect(read(`Lucía Pérez\nLanguages\nCatalan (native) — Portuguese (working knowledge)`).languages).toEqual(
    ['Catalan (native)', 'Portuguese (working knowledge)'],
  )
  expect(read(`Jan Nowak\nLanguages\nPolish – native; German – B2`).languages).toEqual([
    'Polish – native',
    'German – B2',
  ])
})
