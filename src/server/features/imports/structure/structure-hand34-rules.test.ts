import { expect, test } from 'vitest'

import { importText } from '#server/features/imports/import-text.ts'
import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { parseEducation } from '#server/features/imports/structure/parse-education.ts'

// Shapes found by importing resumes written by hand for people the importer had never seen (8 Dec).

test('a school name cut after its particle ("Université de" / "Montréal, 2014 – 2017") is read whole', () => {
  const line = (text: string, extra: Partial<DocumentLine> = {}) =>
    ({ text, xStart: 230, xEnd: 560, size: 10, column: 'right', ...extra }) satisfies DocumentLine
  const [degree] = parseEducation([
    line('Baccalauréat en relations industrielles (B.Sc.), Université de'),
    line('Montréal, 2014 – 2017', { couldWrap: true }),
  ])
  expect([degree!.degree, degree!.field, degree!.institution, degree!.year]).toEqual([
    'Baccalauréat',
    'relations industrielles',
    'Université de Montréal',
    '2014 – 2017',
  ])
})

test('a certificate row whose year cell came first ("2022 | Fachwirt …") is the name, then its year', () => {
  const { certifications } = importText({
    content: `Mehmet Demir
mehmet.demir@example.de
Weiterbildung
2022 | Fachwirt für Güterverkehr und Logistik (IHK)
2018 – 2019 | Gefahrgutbeauftragter Straße (ADR)`,
  }).profileData.education
  expect(certifications).toEqual([
    'Fachwirt für Güterverkehr und Logistik (IHK), 2022',
    'Gefahrgutbeauftragter Straße (ADR), 2018 – 2019',
  ])
})

test('a room or class after the dash is no employer when the dated line below names one', () => {
  const work = (head: string) =>
    importText({
      content: `Mia Nowak\nmia@example.com\nEmployment\n${head}\nGoodstart Early Learning, New Farm QLD | Feb 2023 – Present\n- Plan a play-based program`,
    }).profileData.workExperience.experiences.map((e) => [e.role, e.company])
  expect(work('Educator (Diploma qualified) – Toddler Room')).toEqual([
    ['Educator (Diploma qualified)', 'Goodstart Early Learning'],
  ])
  expect(work('Teacher – Year 3 Class')).toEqual([['Teacher', 'Goodstart Early Learning']])
})

test('"Checks & Certificates" opens the certificates; a course with its year is no heading; "current" stays with its check', () => {
  const { certifications } = importText({
    content: `Mia Nowak
mia@example.com
Checks & Certificates
Working with Children Check (Blue Card), current
Anaphylaxis and asthma training, 2025`,
  }).profileData.education
  expect(certifications).toEqual([
    'Working with Children Check (Blue Card), current',
    'Anaphylaxis and asthma training, 2025',
  ])
})
