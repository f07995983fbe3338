import { AppError } from '#shared/errors.ts'
import type { DocumentLine, ResumeReader } from '#server/features/imports/resume-document.ts'

// Plain text and Markdown: one line per line, blank lines mark gaps, "# Heading" marks a heading.

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    // Not UTF-8: older Windows editors save Windows-1252.
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export function textToLines(text: string): DocumentLine[] {
  const lines: DocumentLine[] = []
  let gap = false
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = raw.trim()
    if (!trimmed || /^[-=_*~]{3,}$/.test(trimmed)) {
      gap = true
      continue
    }
    const heading = /^#{1,6}\s+(?!\s)(.+)$/.exec(trimmed)
    const text = (heading ? heading[1]! : trimmed)
      .replace(/\*\*|__/g, '')
      .replace(/\[([^\][]{1,300})\]\([^()\s]{0,500}\)/g, '$1')
      .replace(/(^|[\s(])\*([^*\s][^*]*)\*(?=$|[\s,.;:)])/g, '$1$2')
    lines.push({ text, isHeading: heading !== null, gapBefore: gap })
    gap = false
  }
  return lines
}

export const txtReader: ResumeReader = {
  async read(bytes) {
    const text = decodeText(bytes)
    if (text.replace(/\s/g, '').length < 20)
      throw new AppError('UNREADABLE_FILE', { message: 'This text file is empty.' })
    return { kind: 'document', format: 'txt', lines: textToLines(text) }
  },
}
