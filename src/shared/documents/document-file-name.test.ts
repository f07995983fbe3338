import { expect, test } from 'vitest'

import { asciiFileName, contentDisposition, documentFileName } from '#shared/documents/document-file-name.ts'

test('PDF names follow the spec, with the fallback words for a missing company', () => {
  const base = { format: 'pdf', fullName: 'Alexandra Weber' } as const
  expect(documentFileName({ ...base, kind: 'resume', company: 'Acme GmbH' })).toBe(
    'Alexandra-Weber-Resume-Acme-GmbH.pdf',
  )
  expect(documentFileName({ ...base, kind: 'cover-letter', company: 'Acme GmbH' })).toBe(
    'Cover-Letter-Acme-GmbH.pdf',
  )
  expect(documentFileName({ ...base, kind: 'package', company: 'Acme GmbH' })).toBe(
    'Alexandra-Weber-Complete-Application-Acme-GmbH.pdf',
  )
  expect(documentFileName({ ...base, kind: 'resume', company: '' })).toBe(
    'Alexandra-Weber-Resume-Application.pdf',
  )
  expect(documentFileName({ ...base, kind: 'cover-letter', company: null })).toBe(
    'Cover-Letter-Application.pdf',
  )
  expect(documentFileName({ ...base, kind: 'package', company: '  ' })).toBe(
    'Alexandra-Weber-Complete-Application-Package.pdf',
  )
})

test('text and Word names, and characters no file system accepts', () => {
  expect(documentFileName({ kind: 'resume', format: 'txt', fullName: 'A B', company: 'Acme' })).toBe(
    'resume-Acme.txt',
  )
  expect(documentFileName({ kind: 'cover-letter', format: 'txt', fullName: 'A B', company: undefined })).toBe(
    'cover-letter-application.txt',
  )
  expect(documentFileName({ kind: 'package', format: 'txt', fullName: 'A B', company: 'Acme' })).toBe(
    'complete-application-Acme.txt',
  )
  expect(
    documentFileName({ kind: 'resume', format: 'docx', fullName: 'A B', company: 'R&D / "Labs": 2' }),
  ).toBe('A-B-Resume-R&D-Labs-2.docx')
  expect(documentFileName({ kind: 'resume', format: 'pdf', fullName: '', company: 'Acme' })).toBe(
    'Resume-Acme.pdf',
  )
})

test('non-ASCII names get an ASCII fallback and an RFC 5987 filename*', () => {
  expect(asciiFileName('Zoë-Müller-Łukasik-Straße.pdf')).toBe('Zoe-Muller-Lukasik-Strasse.pdf')
  expect(contentDisposition('Resume-Acme.pdf')).toBe('attachment; filename="Resume-Acme.pdf"')
  expect(contentDisposition('Resume-Acme.pdf', 'inline')).toBe('inline; filename="Resume-Acme.pdf"')
  expect(contentDisposition("Zoë-O'Neil-Resume-(Acme).pdf")).toBe(
    `attachment; filename="Zoe-O'Neil-Resume-(Acme).pdf"; filename*=UTF-8''Zo%C3%AB-O%27Neil-Resume-%28Acme%29.pdf`,
  )
  expect(contentDisposition('李雷-Resume-Acme.pdf')).toBe(
    `attachment; filename="-Resume-Acme.pdf"; filename*=UTF-8''%E6%9D%8E%E9%9B%B7-Resume-Acme.pdf`,
  )
})
