import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { contactLineItems } from '#shared/documents/resume-document-text.ts'
import { renderResumeText } from '#server/engine/document/render-resume-text.ts'
import { letterMetaLines, letterParagraphs, letterSubject } from '#server/features/documents/document-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

export type RenderTxtOptions = { data: DocumentData; kind: DocumentKind }

function resumeText(data: DocumentData): string {
  // The same rendering as the API's resumeContent. Older applications have only their text: it is
  // printed as it was written.
  return data.document ? renderResumeText(data.document) : data.resumeText.replace(/\r\n?/g, '\n').trim()
}

function letterText(data: DocumentData): string {
  const subject = letterSubject(data)
  // The letter carries the resume's name and contact line (without the headline) above the date.
  const header = data.document
    ? [data.document.header.name.trim(), contactLineItems(data.document).join(' | ')].filter(Boolean)
    : []
  const lines = [
    ...header,
    ...(header.length > 0 ? [''] : []),
    ...letterMetaLines(data),
    ...(subject ? [subject] : []),
  ]
  for (const paragraph of letterParagraphs(data.coverLetterText)) lines.push('', ...paragraph.split('\n'))
  return lines.join('\n')
}

/** Plain text (UTF-8, LF line ends) that pastes cleanly into an application form. */
export function renderTxt({ data, kind }: RenderTxtOptions): string {
  const parts: string[] = []
  if (kind !== 'cover-letter') parts.push(resumeText(data))
  if (kind !== 'resume') parts.push(letterText(data))
  return `${parts.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`
}
