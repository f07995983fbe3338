import type {
  ContactItem,
  ResumeDocument,
  ResumeEntry,
  ResumeItemGroup,
  ResumeSection,
} from '#shared/documents/resume-document.schema.ts'

// Plain-text rendering of the ResumeDocument, shared by the API's `resumeContent`, the TXT download
// and anything else that needs the resume as text. It walks the document; nothing parses it back.

const URL_PREFIX = /^https?:\/\/(?:www\.)?/i

/** A contact value as printed: web addresses without "https://www." and without a trailing slash. */
export function contactDisplay(item: ContactItem): string {
  const value = item.value.trim()
  if (item.kind === 'linkedin' || item.kind === 'website' || item.kind === 'github')
    return value.replace(URL_PREFIX, '').replace(/\/+$/, '')
  return value
}

/** The header's contact details as printed, in the document's order, empty values left out. */
export function contactLineItems(document: Pick<ResumeDocument, 'header'>): string[] {
  return document.header.contact.map(contactDisplay).filter(Boolean)
}

/** "Senior Consultant | Acme GmbH | Munich | 2020 – Present": the parts the entry has, in that order. */
export function entryLineParts(entry: ResumeEntry): string[] {
  return [entry.title, entry.organization, entry.location, entry.dates]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
}

/** "Languages: German, English", or the items alone when the group has no label. */
export function groupLine(group: ResumeItemGroup): string {
  const items = group.items.map((item) => item.trim()).filter(Boolean).join(', ')
  return group.label?.trim() ? `${group.label.trim()}: ${items}` : items
}

/** True when a section has something to print (a section emptied by edits is left out). */
export function hasContent(section: ResumeSection): boolean {
  return (
    section.paragraphs.some((p) => p.trim()) ||
    section.entries.length > 0 ||
    section.groups.some((g) => g.items.length > 0)
  )
}

function entryLines(entry: ResumeEntry): string[] {
  const lines = [entryLineParts(entry).join(' | ')]
  if (entry.description?.trim()) lines.push(entry.description.trim())
  for (const bullet of entry.bullets) lines.push(`• ${bullet.text.trim()}`)
  return lines
}

/** The name, then the contact line, then the headline: the lines that open every text rendering. */
export function headerTextLines(document: Pick<ResumeDocument, 'header'>): string[] {
  const { name, headline } = document.header
  return [name.trim(), contactLineItems(document).join(' | '), headline?.trim() ?? ''].filter(Boolean)
}

/** The resume as plain text (LF line ends): header lines, then each section under an ALL-CAPS heading. */
export function resumeDocumentText(document: ResumeDocument): string {
  const lines = headerTextLines(document)
  for (const section of document.sections.filter(hasContent)) {
    if (lines.length > 0) lines.push('')
    lines.push(section.heading.trim().toUpperCase())
    for (const paragraph of section.paragraphs) if (paragraph.trim()) lines.push(paragraph.trim())
    section.entries.forEach((entry, index) => {
      // A blank line between positions keeps them apart when the text is pasted into a form.
      if (index > 0 || section.paragraphs.length > 0) lines.push('')
      lines.push(...entryLines(entry))
    })
    for (const group of section.groups) if (group.items.length > 0) lines.push(groupLine(group))
  }
  return lines.join('\n')
}
