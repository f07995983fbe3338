import type { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number]

export type DocumentFileNameOptions = {
  kind: DocumentKind
  format: DocumentFormat
  /** The person's full name; may be empty. */
  fullName: string
  /** The employer; empty or null uses the spec's fallback word. */
  company: string | null | undefined
}

/** Turns free text into a file-name segment: spaces become dashes, characters no file system accepts go. */
export function fileNameSegment(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join('-')
}

/**
 * The spec's file names (section 9 and the results step of section 2):
 * `<name>-Resume-<company>.pdf`, `Cover-Letter-<company>.pdf`, `<name>-Complete-Application-<company>.pdf`
 * with the fallback words 'Application' and 'Package'; `resume-<company>.txt` and
 * `cover-letter-<company>.txt` with the fallback 'application'. DOCX follows the PDF names.
 */
export function documentFileName({ kind, format, fullName, company }: DocumentFileNameOptions): string {
  const name = fileNameSegment(fullName)
  const employer = fileNameSegment(company)
  if (format === 'txt') {
    const base = { resume: 'resume', 'cover-letter': 'cover-letter', package: 'complete-application' }[kind]
    return `${join(base, employer || 'application')}.txt`
  }
  const extension = format
  if (kind === 'resume') return `${join(name, 'Resume', employer || 'Application')}.${extension}`
  if (kind === 'cover-letter') return `${join('Cover-Letter', employer || 'Application')}.${extension}`
  return `${join(name, 'Complete-Application', employer || 'Package')}.${extension}`
}

const ASCII_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
}

/** An ASCII stand-in for clients that ignore `filename*`: "Zoë-Łukasik" becomes "Zoe-Lukasik". */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (char) => ASCII_FOLDS[char] ?? '')
    .replace(/["\\]/g, '')
    .replace(/-{2,}/g, '-')
}

/** RFC 6266 / RFC 5987 header value: an ASCII `filename` plus the exact UTF-8 `filename*`. */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = asciiFileName(fileName)
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return fallback === fileName
    ? `${type}; filename="${fileName}"`
    : `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
