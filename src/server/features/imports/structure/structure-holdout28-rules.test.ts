import { expect, test } from 'vitest'

import { splitDegree } from '#server/features/imports/structure/parse-education.ts'
import { degrees } from '#server/features/imports/structure/structure.fixtures.ts'

// General rules found with holdout28 of the written resumes (issue 19): each test names the rule, in a shape of its
// own rather than a fixture's text.

test('a named degree is kept whole with its class, and its subject is the field', () => {
  expect(splitDegree('Bachelor of Veterinary Technology (Honours)')).toEqual({
    degree: 'Bachelor of Veterinary Technology (Honours)',
    field: '',
  })
  expect(splitDegree('Master of Urban Planning (MUP)')).toEqual({ degree: 'Master of Urban Planning', field: '' })
  expect(splitDegree('Bachelor of Science in Midwifery')).toEqual({ degree: 'Bachelor of Science', field: 'Midwifery' })
  expect(splitDegree('Master of Science Geology')).toEqual({ degree: 'Master of Science', field: 'Geology' })
  expect(splitDegree('Bachelor of Applied Science (Hons) Food Technology')).toEqual({
    degree: 'Bachelor of Applied Science (Hons)',
    field: 'Food Technology',
  })
  expect(splitDegree('Bachelor of Agribusiness (Farm Finance)')).toEqual({
    degree: 'Bachelor of Agribusiness',
    field: 'Farm Finance',
  })
  const text = `Ruth Kamara
ruth@example.com

Education
Master of Urban Planning (MUP), University of Sierra Leone, 2016
Bachelor of Science, Fourah Bay College, 2012
Bachelor of Veterinary Technology (Honours) – Massey University, 2009`
  expect(degrees(text).map((d) => [d.degree, d.field])).toEqual([
    ['Master of Urban Planning', 'Urban Planning'],
    ['Bachelor of Science', ''],
    ['Bachelor of Veterinary Technology (Honours)', 'Veterinary Technology'],
  ])
})
