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

test('"Bilingual English/Spanish" among the skills is two languages the person speaks, not a skill', () => {
  const { skills, personalInfo } = importText({
    content: `Marisol Ortega
marisol.ortega@example.com
Skills
Rooftop units, Chillers, Preventive maintenance, Bilingual English/Spanish`,
  }).profileData
  expect(Object.values(skills).flat()).not.toContain('Bilingual English/Spanish')
  expect(personalInfo.languages).toEqual(['English (bilingual)', 'Spanish (bilingual)'])
})

test('a languages section that says "Bilingual English/Spanish" names both languages', () => {
  const { personalInfo } = importText({
    content: `Marisol Ortega
marisol.ortega@example.com
Languages
Bilingual English/Spanish`,
  }).profileData
  expect(personalInfo.languages.join(' ')).toMatch(/English/)
  expect(personalInfo.languages.join(' ')).toMatch(/Spanish/)
})

test('a certification with no year under "Education & Certifications" is held, not a detail of the degree', () => {
  const { education } = importText({
    content: `Marisol Ortega
marisol.ortega@example.com
Education & Certifications
HVAC/R Technology Certificate - GateWay Community College, Phoenix, AZ - 2015
EPA Section 608 Universal Certification - 2015
NATE Certified - Air Conditioning Service`,
  }).profileData
  expect(education.certifications).toContain('NATE Certified - Air Conditioning Service')
  expect(education.degrees[0]!.achievements).not.toContain('NATE')
})
