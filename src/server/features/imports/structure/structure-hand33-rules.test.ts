import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'
import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { parseEducation } from '#server/features/imports/structure/parse-education.ts'

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

test('"Examen mit der Note 1,7" under a training is what it ended in, not a school of its own', () => {
  const { degrees } = importText({
    content: `Svenja Krüger
svenja.krueger@example.de
Ausbildung
2013 – 2016
Ausbildung zur Gesundheits- und Krankenpflegerin, Albertinen-Schule, Hamburg
Examen mit der Note 1,7
2013
Abitur, Gymnasium Ohmoor, Hamburg`,
  }).profileData.education
  expect(degrees.map((d) => d.institution)).toEqual(['Albertinen-Schule', 'Gymnasium Ohmoor'])
  expect(degrees[1]!.year).toBe('2013')
})

test('a school name broken at its hyphen in a wrapped cell is read whole', () => {
  const line = (text: string, xStart: number, extra: Partial<DocumentLine> = {}) =>
    ({ text, xStart, xEnd: 540, size: 10, column: 'full', ...extra }) satisfies DocumentLine
  const [training] = parseEducation([
    line('2013 – 2016   Ausbildung zur Gesundheits- und Krankenpflegerin, Albertinen-', 51),
    line('Schule, Hamburg', 142, { couldWrap: true }),
  ])
  expect(training!.institution).toBe('Albertinen-Schule')
})
