import { expect, test } from 'vitest'

import { summaryClause } from '#server/engine/local/write-summary.ts'

test('a post held is told as served, never as a verb made of its noun', () => {
  expect(summaryClause('Nurse in charge on day and night shifts for a 28-bed respiratory ward')).toBe(
    'Served as nurse in charge on day and night shifts for a 28-bed respiratory ward',
  )
  expect(summaryClause('Preceptor for 6 internationally educated nurses')).toBe(
    'Served as preceptor for 6 internationally educated nurses',
  )
  // Work done keeps its verb.
  expect(summaryClause('Led the ward pressure ulcer audit')).toBe('Led the ward pressure ulcer audit')
})
