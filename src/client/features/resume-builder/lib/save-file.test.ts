import { expect, test } from 'vitest'

import { fileNameFromDisposition } from '#client/features/resume-builder/api/documents.ts'
import { formatStyle, preview } from '#client/features/resume-builder/lib/format.ts'
import { textFileName } from '#client/features/resume-builder/lib/save-file.ts'

test('text file names use the company, made file-safe, or the word application', () => {
  expect(textFileName('resume', 'Helios Manufacturing AG')).toBe('resume-Helios-Manufacturing-AG.txt')
  expect(textFileName('cover-letter', 'Zoë & Co. / Müller')).toBe('cover-letter-Zoë-&-Co.-Müller.txt')
  expect(textFileName('resume', '  ACME: Inc.  ')).toBe('resume-ACME-Inc.txt')
  expect(textFileName('variation-2', '')).toBe('variation-2-application.txt')
  expect(textFileName('resume', null)).toBe('resume-application.txt')
})

test('the file name is read from Content-Disposition, preferring the UTF-8 form', () => {
  expect(fileNameFromDisposition('attachment; filename="Cover-Letter-Acme.pdf"')).toBe(
    'Cover-Letter-Acme.pdf',
  )
  expect(
    fileNameFromDisposition(`attachment; filename="Zoe-Resume.pdf"; filename*=UTF-8''Zo%C3%AB-Resume.pdf`),
  ).toBe('Zoë-Resume.pdf')
  expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt')
  expect(fileNameFromDisposition(null)).toBeNull()
})

test('communication styles show with spaces in upper case; previews cut at a word', () => {
  expect(formatStyle('business_leader')).toBe('BUSINESS LEADER')
  expect(formatStyle('stanford_bay_area')).toBe('STANFORD BAY AREA')
  expect(preview('one two three four', 10)).toBe('one two…')
  expect(preview('short', 10)).toBe('short')
})
