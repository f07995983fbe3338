import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'

// Shapes found by importing resumes written by hand for people the importer had never seen (7 Dec).

test('a skills line that wrapped inside a bracket keeps the bracketed item whole', () => {
  const { skills } = importText({
    content: `Bronwyn Naidoo
bronwyn.naidoo@example.co.za
Skills
Stock control · Shrinkage reduction · Rostering · Food safety (HACCP) · Labour relations (CCMA
processes) · Microsoft Excel · SAP Retail`,
  }).profileData
  const all = Object.values(skills).flat()
  expect(all).toContain('Labour relations (CCMA processes)')
  expect(all).not.toContain('processes)')
  expect(all).toContain('Microsoft Excel')
})
