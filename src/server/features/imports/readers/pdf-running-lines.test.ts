import { expect, test } from 'vitest'

import { withoutRunningLines } from '#server/features/imports/readers/pdf.ts'
import { findPhone } from '#server/features/imports/structure/text-patterns.ts'

const lines = (...texts: string[]) => texts.map((text) => ({ text }))

test('a running footer goes from every page, wherever a two-column page reads it and with or without its page number', () => {
  const pages = withoutRunningLines([
    lines('Mina Kim', 'Experience', 'Backend Engineer', 'March 3, 2026   Mina Kim · Résumé   1', 'Seoul'),
    lines('Awards', '2019 Winner, Code Jam Korea', 'March 3, 2026   Mina Kim · Résumé   2'),
    lines('Education', 'March 3, 2026   Mina Kim · Résumé', 'KAIST', 'B.S. in Computer Science'),
  ])
  expect(pages.flat().map((l) => l.text)).toEqual([
    'Mina Kim',
    'Experience',
    'Backend Engineer',
    'Seoul',
    'Awards',
    '2019 Winner, Code Jam Korea',
    'Education',
    'KAIST',
    'B.S. in Computer Science',
  ])
})

test('a country code in brackets stays with its phone number', () => {
  expect(findPhone('📱 (+82) 10-5555-0143 | mina@example.kr')).toBe('(+82) 10-5555-0143')
})

test('a header typed on page 2 only goes by its page number, also where it shares a date line', () => {
  const pages = withoutRunningLines([
    lines('Rosa Lind', 'Experience', 'Nurse   2019 – Present'),
    lines('Rosa Lind   Page 2 of 2', 'Carer   2015 – 2019', 'Education'),
    lines('Assistant   2012 – 2015   Rosa Lind   Page 3', 'Skills'),
  ])
  expect(pages.flat().map((l) => l.text)).toEqual([
    'Rosa Lind',
    'Experience',
    'Nurse   2019 – Present',
    'Carer   2015 – 2019',
    'Education',
    'Assistant   2012 – 2015',
    'Skills',
  ])
})
