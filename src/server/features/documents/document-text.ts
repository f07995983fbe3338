import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

// Text every format shares (PDF, DOCX, TXT), so the three say the same thing in the same order.

const KIND_TITLES: Record<DocumentKind, string> = {
  resume: 'Resume',
  'cover-letter': 'Cover Letter',
  package: 'Complete Application',
}

/** Document metadata title, e.g. "Alexandra Weber - Resume - Acme GmbH". */
export function documentTitle(data: DocumentData, kind: DocumentKind): string {
  return [data.fullName, KIND_TITLES[kind], data.company].filter(Boolean).join(' - ')
}

/** "Application for Finance Lead at Acme GmbH", or null when the posting is unknown. */
export function letterSubject(data: DocumentData): string | null {
  if (data.jobTitle && data.company) return `Application for ${data.jobTitle} at ${data.company}`
  if (data.jobTitle) return `Application for ${data.jobTitle}`
  if (data.company) return `Application to ${data.company}`
  return null
}

/** "23 November 2026": day, month in words, year, so no reader mistakes the order. */
export function formatLetterDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

export function letterMetaLines(data: DocumentData): string[] {
  return [formatLetterDate(data.createdAt)]
}

const EMAIL = /[^\s|·•,;]+@[^\s|·•,;]+/g
const PHONE = /\+?\d[\d\s()./-]{6,}\d/g
const URL_PREFIX = /https?:\/\/(www\.)?/g

/**
 * Preamble lines of the resume text that the header does not already show. Generated text often
 * opens with the name and the contact line; printing them twice would look careless.
 */
export function introLinesOf(
  preamble: string[],
  data: Pick<DocumentData, 'fullName' | 'contactItems'>,
): string[] {
  const known = [data.fullName, ...data.contactItems]
    .map((item) => item.toLowerCase().replace(URL_PREFIX, ''))
    .filter(Boolean)
  return preamble.filter((line) => {
    let rest = line.toLowerCase().replace(URL_PREFIX, '')
    for (const item of known) rest = rest.split(item).join(' ')
    rest = rest.replace(EMAIL, ' ').replace(PHONE, ' ')
    // Keep the line only if words remain once the name and contact details are taken out.
    return /[\p{L}\p{N}]/u.test(rest)
  })
}

/** Splits a letter into paragraphs at blank lines; single line breaks (a sign-off) stay inside one. */
export function letterParagraphs(letter: string): string[] {
  return letter
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
}
