import { expect, test } from 'vitest'

import { findDateRange } from '#server/features/imports/structure/text-patterns.ts'

test('a range ends on any word for "up to now" that reading a duration knows', () => {
  for (const range of ['04/2019 bis dato', '04/2019 – aktuell', 'März 2021 – laufend', '2023 – in progress'])
    expect(findDateRange(`Sachbearbeiterin   ${range}`)?.match, range).toBe(range)
})

test('a range opens on any word for "since" that reading a duration knows', () => {
  for (const range of ['sinds 2019', 'vanaf 03/2020', 'dal 2017'])
    expect(findDateRange(`Magazijnmedewerker   ${range}`)?.match, range).toBe(range)
})
