import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { parseResumeText } from '#shared/documents/parse-resume-text.ts'
import {
  introLinesOf,
  letterMetaLines,
  letterParagraphs,
  letterSubject,
} from '#server/features/documents/document-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

export type RenderTxtOptions = { data: DocumentData; kind: DocumentKind }

function headerLines(data: DocumentData): string[] {
  return [data.fullName, data.contactItems.join(' | ')].filter(Boolean)
}

function resumeLines(data: DocumentData): string[] {
  const resume = parseResumeText(data.resumeText)
  const lines = [...headerLines(data), ...introLinesOf(resume.preamble, data)]
  for (const section of resume.sections) {
    lines.push('', section.heading)
    for (const block of section.blocks) {
      // A blank line before each role keeps positions apart when the file is pasted into a form.
      if (block.kind === 'role' && lines.at(-1) !== section.heading) lines.push('')
      lines.push(block.kind === 'bullet' ? `• ${block.text}` : block.text)
    }
  }
  return lines
}

function letterLines(data: DocumentData): string[] {
  const subject = letterSubject(data)
  const lines = [...headerLines(data), '', ...letterMetaLines(data), ...(subject ? [subject] : [])]
  for (const paragraph of letterParagraphs(data.coverLetterText)) lines.push('', ...paragraph.split('\n'))
  return lines
}

/** Plain text (UTF-8, LF line ends) that pastes cleanly into an application form. */
export function renderTxt({ data, kind }: RenderTxtOptions): string {
  const parts: string[][] = []
  if (kind !== 'cover-letter') parts.push(resumeLines(data))
  if (kind !== 'resume') parts.push(letterLines(data))
  return `${parts.map((lines) => lines.join('\n')).join(`\n\n${'-'.repeat(72)}\n\n`)}\n`
}
