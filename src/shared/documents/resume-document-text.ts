import type {
  ContactItem,
  ResumeDocument,
  ResumeEntry,
  ResumeItemGroup,
  ResumeSection,
} from '#shared/documents/resume-document.schema.ts'

// The words every layout of the ResumeDocument prints the same way (PDF, DOCX, Resume Preview): the
// contact line, entry lines and item groups. Each layout walks the document; nothing parses it back.

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
  const items = group.items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ')
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
