import { expect, test } from 'vitest'

import { layoutPage } from '#server/features/imports/readers/pdf-layout.ts'

const item = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5, size: 10 })
const SIDEBAR = [
  'CONTACT',
  '+44 7700 900412',
  'rhys@example.co.uk',
  'Leeds, LS6',
  'SKILLS',
  'Manual therapy',
  'Exercise prescription',
  'Acupuncture',
  'SystmOne',
  'Clinical audit',
  'LANGUAGES',
  'English (native)',
  'Welsh (fluent)',
]
const body = 'Assessed and treated a caseload of spinal and limb conditions with the ward team.'

test('a short sidebar on the right of the page is read as its own column, after the main one', () => {
  const page = layoutPage(
    [
      ...Array.from({ length: 30 }, (_, i) => item(body, 40, 760 - i * 14)),
      ...SIDEBAR.map((text, i) => item(text, 470, 760 - i * 28)),
    ],
    595,
  )
  expect(page.filter((l) => l.column === 'right').map((l) => l.text)).toEqual(SIDEBAR)
  expect(page.filter((l) => l.column === 'left')).toHaveLength(30)
})

test('a right-hand column of each entry’s place, dates and duration stays on the entries’ rows', () => {
  const page = layoutPage(
    [
      ...[700, 600, 500, 400].flatMap((y, i) => [
        item(`Research Intern, Lab ${i}`, 40, y),
        item('San Francisco, CA', 470, y),
        item(body, 40, y - 14),
        item(`May 201${i} – Aug 201${i}`, 470, y - 14),
        item(body, 40, y - 28),
        item('4 months', 470, y - 28),
        item(body, 40, y - 42),
      ]),
    ],
    595,
  )
  expect(page.every((l) => l.column === 'full')).toBe(true)
  expect(page.map((l) => l.text)).toContain('Research Intern, Lab 0   San Francisco, CA')
})

test('letter-spaced words keep their word gap, so they can be joined back', () => {
  // "NORA KESSLER" in 24 pt with CSS letter-spacing: pdf.js spaces each word's letters itself and
  // gives the space between the words as an item of its own, which the layout drops.
  const lines = layoutPage(
    [
      { text: 'N O R A', x: 34, y: 780, width: 95, size: 24 },
      { text: ' ', x: 128, y: 780, width: 29, size: 24 },
      { text: 'K E S S L E R', x: 150, y: 780, width: 161, size: 24 },
      ...Array.from({ length: 6 }, (_, i) => item(body, 34, 740 - i * 14)),
    ],
    595,
  )
  expect(lines[0]!.text).toBe('N O R A   K E S S L E R')
})

test('in a narrow sidebar, an e-mail cut at the edge is joined without a space and a web address starts its own line', () => {
  const side = [
    'Contact',
    'maria.lopez@cardio.example.ed',
    'u',
    'example.org/labs (Other)',
    'lopezlab.example.org/people/maria',
    '(Personal)',
  ]
  const page = layoutPage(
    [
      ...Array.from({ length: 30 }, (_, i) => item(body, 230, 760 - i * 14)),
      ...side.map((text, i) => item(text, 20, 760 - i * 14)),
    ],
    595,
  )
  expect(page.filter((l) => l.column === 'left').map((l) => l.text)).toEqual([
    'Contact',
    'maria.lopez@cardio.example.edu',
    'example.org/labs (Other)',
    'lopezlab.example.org/people/maria',
    '(Personal)',
  ])
})

test('a contact block set right of the name above the first heading does not make right-aligned dates a sidebar', () => {
  const entries = [620, 520, 420].flatMap((y, i) => [
    item(`Acme Industries Ltd, Plant ${i}`, 40, y),
    item(`Jan 201${i} – Dec 201${i + 1}`, 480, y),
    item(`Production Engineer ${i}`, 40, y - 14),
    item(body, 52, y - 28),
    item(body, 52, y - 42),
  ])
  const page = layoutPage(
    [
      { text: 'Priya Raman', x: 40, y: 760, width: 150, size: 24 },
      item('Production Engineer', 40, 735),
      item('Chennai, Tamil Nadu', 470, 780),
      item('+91 98400 55512', 470, 766),
      item('priya@example.in', 470, 752),
      item('linkedin.com/in/priyaraman', 430, 738),
      item('Professional Experience', 40, 660),
      ...entries,
    ],
    595,
  )
  expect(page.every((l) => l.column === 'full')).toBe(true)
  expect(page.map((l) => l.text)).toContain('Acme Industries Ltd, Plant 0   Jan 2010 – Dec 2011')
})

test('a table cell that starts where a cell of another row starts is set apart, even after a narrow gap', () => {
  const lines = layoutPage(
    [
      item('Roles', 40, 700),
      item('04.2019 – 2021', 40, 680),
      item('Kierownik', 120, 680),
      item('Amazon Fulfillment Poland', 260, 680),
      item('09.2015 – 2019', 40, 660),
      // "Specjalista ds. Logistyki" ends 6 pt before the next cell: no wider than a stretched space.
      { text: 'Specjalista ds. Logistyki', x: 120, y: 660, width: 134, size: 10 },
      item('DSV Road', 260, 660),
    ],
    595,
  )
  expect(lines.map((l) => l.text)).toContain('09.2015 – 2019 Specjalista ds. Logistyki   DSV Road')
})

test('a table row whose cells wrap in narrow columns is read as one row, and the next row stays its own', () => {
  // Four cells at x 40, 160, 300, 350; the first two and the third wrap onto a second line, and the next row follows.
  const cells = (y: number, texts: [string, number][]) => texts.map(([text, x]) => item(text, x, y))
  const lines = layoutPage(
    [
      ...cells(700, [
        ['M.Sc, Water Resources', 40],
        ['Delft University of', 160],
        ['2014 –', 300],
        ['Cum laude', 350],
      ]),
      ...cells(688, [
        ['Engineering', 40],
        ['Technology', 160],
        ['2016', 300],
      ]),
      ...cells(674, [
        ['B.Sc, Civil', 40],
        ['Universitas Indonesia', 160],
        ['2010', 300],
        ['GPA 3.7', 350],
      ]),
      ...Array.from({ length: 12 }, (_, i) => item(body, 40, 640 - i * 14)),
    ],
    595,
  ).map((l) => l.text)
  expect(lines.slice(0, 2)).toEqual([
    'M.Sc, Water Resources Engineering   Delft University of Technology   2014 – 2016   Cum laude',
    'B.Sc, Civil   Universitas Indonesia   2010   GPA 3.7',
  ])
})

test('a left date column with the section headings set in its margin is read row by row, not as a sidebar', () => {
  const page = layoutPage(
    [
      item('Piet Bos', 40, 800),
      item('piet@example.nl', 40, 785),
      item('Werkervaring', 40, 760),
      ...[720, 620].flatMap((y, i) => [
        item(`201${i} – 201${i + 1}`, 40, y),
        item(`Chauffeur ${i}`, 150, y),
        item(`Transport Noord ${i}, Zwolle`, 150, y - 14),
        item('Internationaal transport van bederfelijke goederen.', 162, y - 28),
      ]),
      item('Opleiding', 40, 540),
      item('MBO 2 Logistiek, ROC Zwolle (2008 – 2010), niveau 2 met stage', 40, 520),
    ],
    595,
  )
  expect(page.every((l) => l.column === 'full')).toBe(true)
  expect(page.map((l) => l.text)).toContain('2010 – 2011   Chauffeur 0')
})

test('a word under the last cell of a row that would not have fitted there is marked as that cell wrapped', () => {
  const lines = layoutPage(
    [
      item('seit 04/2019', 40, 700),
      // The title's cell runs to the right edge: "Medizin" had no room at its end.
      { text: 'Krankenpflegerin, Station für Innere Medizin und', x: 130, y: 700, width: 420, size: 10 },
      item('Geriatrie', 130, 686),
      item('Albertinen Krankenhaus, Hamburg', 130, 672),
      item('2014 – 2016', 40, 640),
      item('Pflegehelferin', 130, 640),
      // Under a short cell a name on its own line is no wrap: it would have fitted beside "Pflegehelferin".
      item('Charité', 130, 626),
      {
        text: 'Pflege auf einer 34-Betten-Station mit Schwerpunkt auf Innerer Medizin',
        x: 130,
        y: 610,
        width: 420,
        size: 10,
      },
    ],
    595,
  )
  const flag = (text: string) => lines.find((l) => l.text === text)?.couldWrap === true
  expect(flag('Geriatrie')).toBe(true)
  expect(flag('Charité')).toBe(false)
})

test('a word that would have reached within a third of a letter of the edge could not have fitted: the line wraps', () => {
  const lines = layoutPage(
    [
      { text: 'First Officer   Feb 2019 – Present', x: 46, y: 700, width: 345, size: 10 },
      {
        text: 'Line flying on the Dash 8-400 across regional Queensland and',
        x: 58,
        y: 686,
        width: 311,
        size: 10,
      },
      {
        text: 'New South Wales, about 650 sectors a year, with multi-crew',
        x: 58,
        y: 672,
        width: 302,
        size: 10,
      },
    ],
    595,
  )
  expect(lines.find((l) => l.text.startsWith('New South Wales'))?.couldWrap).toBe(true)
})
