import { expect, test } from 'vitest'

import {
  parseResumeText,
  resumeHeadingOf,
  splitLabelLine,
  splitRoleLine,
} from '#shared/documents/parse-resume-text.ts'

test('headings, role lines, bullets and paragraphs are told apart', () => {
  const parsed = parseResumeText(`Jordan Diaz
jordan@example.com | +1 555 0100

PROFESSIONAL SUMMARY
Operations manager with eight years in logistics.

WORK EXPERIENCE
Operations Manager | Harbor Freight Co | 2019 - Present
Runs the night shift of a 200-person warehouse.
• Cut picking errors by 40%
- Trained 25 new team leads
Shift Lead, Coastal Foods (2016-2019)
* Opened the second distribution centre

Education:
BSc Logistics | Portside University | 2012-2016

SKILLS
Lean: 5S, Kaizen`)
  expect(parsed.preamble).toEqual(['Jordan Diaz', 'jordan@example.com | +1 555 0100'])
  expect(parsed.sections.map((s) => s.heading)).toEqual([
    'PROFESSIONAL SUMMARY',
    'WORK EXPERIENCE',
    'EDUCATION',
    'SKILLS',
  ])
  expect(parsed.sections[1]?.blocks).toEqual([
    { kind: 'role', text: 'Operations Manager | Harbor Freight Co | 2019 - Present' },
    { kind: 'text', text: 'Runs the night shift of a 200-person warehouse.' },
    { kind: 'bullet', text: 'Cut picking errors by 40%' },
    { kind: 'bullet', text: 'Trained 25 new team leads' },
    { kind: 'role', text: 'Shift Lead, Coastal Foods (2016-2019)' },
    { kind: 'bullet', text: 'Opened the second distribution centre' },
  ])
  expect(parsed.sections[2]?.blocks).toEqual([
    { kind: 'role', text: 'BSc Logistics | Portside University | 2012-2016' },
  ])
  expect(parsed.sections[0]?.blocks).toEqual([
    { kind: 'text', text: 'Operations manager with eight years in logistics.' },
  ])
})

test('Markdown markup from an LLM is dropped, the words are kept', () => {
  const parsed = parseResumeText(
    '## EXPERIENCE\n**Data Engineer** | Thameside Analytics | 2022 - Present\n- Built a **Kafka** stream',
  )
  expect(parsed.sections).toEqual([
    {
      heading: 'EXPERIENCE',
      blocks: [
        { kind: 'role', text: 'Data Engineer | Thameside Analytics | 2022 - Present' },
        { kind: 'bullet', text: 'Built a Kafka stream' },
      ],
    },
  ])
})

test('recognised sections in any case, and short ALL-CAPS lines, are headings; others are not', () => {
  expect(resumeHeadingOf('Personal Interests')).toBe('PERSONAL INTERESTS')
  expect(resumeHeadingOf('certifications:')).toBe('CERTIFICATIONS')
  expect(resumeHeadingOf('LANGUAGES')).toBe('LANGUAGES')
  expect(resumeHeadingOf('Professional Experience')).toBe('PROFESSIONAL EXPERIENCE')
  expect(resumeHeadingOf('Key achievements:')).toBe('KEY ACHIEVEMENTS')
  expect(resumeHeadingOf('Senior Consultant')).toBeNull()
  expect(resumeHeadingOf('SAP S/4HANA')).toBeNull()
  expect(resumeHeadingOf('A VERY LONG LINE IN CAPITALS THAT IS A SENTENCE RATHER THAN A HEADING')).toBeNull()
  expect(resumeHeadingOf('SQL, AWS')).toBeNull()
})

test('role and label lines split without losing a character', () => {
  const role = 'Lead Product Designer | Wisła Software S.A. | 2021 - Present'
  const { lead, rest } = splitRoleLine(role)
  expect(lead).toBe('Lead Product Designer')
  expect(lead + rest).toBe(role)
  expect(splitRoleLine('Photographer')).toEqual({ lead: 'Photographer', rest: '' })
  expect(splitLabelLine('Languages: Polish (native), German')).toEqual({
    label: 'Languages:',
    value: 'Polish (native), German',
  })
  expect(splitLabelLine('https://example.org/zoe')).toBeNull()
  expect(
    splitLabelLine(
      'Led the team. Result: 20% faster close, fewer errors and a much happier finance department',
    ),
  ).toBeNull()
})
