import type { ResumeDocument, ResumeEntry, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import { contactDisplay, entryLineParts } from '#shared/documents/resume-document-text.ts'

// The plain-text rendering of a ResumeDocument (the API's `resumeContent`): the name and contact
// line first, then each section under its own title in capitals, the same heading the PDF and DOCX
// draw (so a German package reads "BERUFSERFAHRUNG" in every format). A section without a title
// falls back on the recognised heading of spec section 9.

const TEXT_HEADINGS: Record<ResumeSection['kind'], string> = {
  summary: 'SUMMARY',
  experience: 'EXPERIENCE',
  education: 'EDUCATION',
  skills: 'SKILLS',
  certifications: 'CERTIFICATIONS',
  projects: 'PORTFOLIO',
  languages: 'SKILLS',
  interests: 'INTERESTS',
  other: 'PORTFOLIO',
}

// The same entry line and contact values as the PDF and DOCX layouts draw.
function entryLine(entry: ResumeEntry): string {
  return entryLineParts(entry).join(' | ')
}

function sectionLines(section: ResumeSection): string[] {
  const lines: string[] = [...section.paragraphs]
  for (const entry of section.entries) {
    if (section.kind === 'certifications' || section.kind === 'projects' || section.kind === 'other') {
      lines.push(`• ${[entry.title, entry.description].filter(Boolean).join(': ')}`)
      continue
    }
    lines.push(entryLine(entry))
    if (entry.description) lines.push(entry.description)
    for (const bullet of entry.bullets) lines.push(`• ${bullet.text}`)
    if (section.kind === 'experience') lines.push('')
  }
  for (const group of section.groups) {
    if (group.items.length === 0) continue
    lines.push(`${group.label ? `${group.label}: ` : ''}${group.items.join(' • ')}`)
  }
  return lines
}

export function renderResumeText(document: ResumeDocument): string {
  const { header } = document
  const out: string[] = []
  if (header.name) out.push(header.name)
  const contact = header.contact.map(contactDisplay).filter(Boolean).join(' | ')
  if (contact) out.push(contact)
  if (out.length > 0) out.push('')
  // Sections that share a heading (skills and languages) are written once, under the title of the
  // first of them, where it first appears.
  const byHeading = new Map<string, { title: string; body: string[] }>()
  for (const section of document.sections) {
    const body = sectionLines(section).filter((line, i, all) => line !== '' || i < all.length - 1)
    if (body.length === 0) continue
    const key = TEXT_HEADINGS[section.kind]
    const group = byHeading.get(key) ?? { title: section.heading.trim().toLocaleUpperCase() || key, body: [] }
    group.body.push(...body)
    byHeading.set(key, group)
  }
  for (const { title, body } of byHeading.values()) out.push(title, ...body, '')
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
