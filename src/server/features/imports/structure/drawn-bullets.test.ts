import { expect, test } from 'vitest'

import type { DocumentLine } from '#server/features/imports/resume-document.ts'
import { parseExperience } from '#server/features/imports/structure/parse-experience.ts'

// PDF lists whose bullet glyphs are drawn (Chromium, Word): only the indent and the line ends tell
// one item from the next.
const line = (text: string, xStart: number, xEnd: number, extra: Partial<DocumentLine> = {}) =>
  ({ text, xStart, xEnd, size: 10.5, column: 'right', ...extra }) satisfies DocumentLine

test('lines set in below a job, each opening a sentence after a short line, are its results', () => {
  const [job] = parseExperience([
    line('Senior Transport Planner — Van der Meer Logistics, Nieuwegein', 200, 480),
    line('Apr 2022 – Present', 200, 290),
    line('Plan 120 daily trailer movements for retail customers across the', 228, 560),
    line('Benelux', 228, 268, { couldWrap: true }),
    line('Cut empty kilometres by 14% by combining return loads', 228, 470),
  ])
  expect(job!.achievements).toEqual([
    'Plan 120 daily trailer movements for retail customers across the Benelux',
    'Cut empty kilometres by 14% by combining return loads',
  ])
  expect(job!.description).toEqual([])
})

test('a paragraph set in below a job stays one description, its wrapped lines joined', () => {
  const [job] = parseExperience([
    line('Software Developer, Facebook, Menlo Park', 200, 480),
    line('June 2012 – June 2015', 200, 300),
    line('Developed features for the web application using React. Ensured the performance', 228, 560),
    line('of the MongoDB databases. Utilized RESTful APIs for communication between', 228, 540, {
      couldWrap: true,
    }),
    line('Assisted in migrating the legacy system to a modern architecture.', 228, 520, { couldWrap: true }),
  ])
  expect(job!.achievements).toEqual([])
  expect(job!.description).toHaveLength(1)
})
