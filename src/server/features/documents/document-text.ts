import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { contactLineItems } from '#shared/documents/resume-document-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

// Text every format shares (PDF, DOCX, TXT), so the three say the same thing in the same order.

const KIND_TITLES: Record<DocumentKind, string> = {
  resume: 'Resume',
  'cover-letter': 'Cover Letter',
  package: 'Complete Application',
}

/** The person's name as the stored document holds it; "" for older applications without one. */
export function fullNameOf(data: DocumentData): string {
  return data.document?.header.name.trim() ?? ''
}

/** The contact details as printed, in the stored document's order. */
export function contactItemsOf(data: DocumentData): string[] {
  return data.document ? contactLineItems(data.document) : []
}

export function headlineOf(data: DocumentData): string {
  return data.document?.header.headline?.trim() ?? ''
}

/** Document metadata title, e.g. "Alexandra Weber - Resume - Acme GmbH". */
export function documentTitle(data: DocumentData, kind: DocumentKind): string {
  return [fullNameOf(data), KIND_TITLES[kind], data.company].filter(Boolean).join(' - ')
}

/** "Application for Finance Lead at Acme GmbH", or null when the posting is unknown. */
export function letterSubject(data: DocumentData): string | null {
  if (data.jobTitle && data.company) return `Application for ${data.jobTitle} at ${data.company}`
  if (data.jobTitle) return `Application for ${data.jobTitle}`
  if (data.company) return `Application to ${data.company}`
  return null
}

/** "23 November 2026": day, month in words, year, so no reader mistakes the order. */
function formatLetterDate(date: Date): string {
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

/**
 * The lines of a resume stored before the structured document existed, printed as written (blank
 * lines dropped). Nothing is read into sections: the words and their order are exactly the stored text.
 */
export function legacyResumeLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
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
