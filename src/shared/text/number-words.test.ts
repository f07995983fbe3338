import { expect, test } from 'vitest'

import { countOf } from '#shared/text/number-words.ts'

test('a count reads the same in digits and in English or German words', () => {
  expect(['3', 'three', 'Drei', 'twelve', 'einem', '15'].map(countOf)).toEqual([3, 3, 3, 12, 1, 15])
  expect(['many', 'constructor', ''].map(countOf)).toEqual([0, 0, 0])
})
