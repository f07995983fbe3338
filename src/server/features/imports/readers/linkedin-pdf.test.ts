import { expect, test } from 'vitest'

import { wrappedList } from '#server/features/imports/readers/linkedin-pdf.ts'

// A sidebar line as the PDF reader gives it: 5 points a character from x 20.
const line = (text: string) => ({ text, xStart: 20, xEnd: 20 + text.length * 5 })

test('a sidebar entry closed by its bracket is whole, even when it ends at the edge', () => {
  const lines = [
    'English (Native or Bilingual)',
    'Portuguese (Limited Working)',
    'Revenue Operations and',
    'Forecasting',
  ]
  expect(wrappedList(lines.map(line), 170)).toEqual([
    'English (Native or Bilingual)',
    'Portuguese (Limited Working)',
    // Without a bracket, a line that ends at the edge still wraps.
    'Revenue Operations and Forecasting',
  ])
})
