import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun, type ISectionOptions } from 'docx'

import { PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { groupLine, hasContent } from '#shared/documents/resume-document-text.ts'
import type { ResumeEntry, ResumeItemGroup, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import {
  contactItemsOf,
  documentTitle,
  fullNameOf,
  headlineOf,
  legacyResumeLines,
  letterMetaLines,
  letterParagraphs,
  letterSubject,
} from '#server/features/documents/document-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

export type RenderDocxOptions = { data: DocumentData; kind: DocumentKind; template: PdfTemplate }

type Colours = { primary: string; secondary: string; accent: string; text: string }

// Word documents use real heading styles and real list paragraphs (not typed glyphs), so Word's
// navigation pane, screen readers and ATS parsers see the structure. Fonts are ones Word has.
const FONT = 'Calibri'
const hex = (colour: string) => colour.replace('#', '').toUpperCase()

function header(data: DocumentData, colours: Colours, withHeadline: boolean): Paragraph[] {
  const name = fullNameOf(data)
  const contact = contactItemsOf(data)
  const headline = withHeadline ? headlineOf(data) : ''
  const paragraphs: Paragraph[] = []
  if (name)
    paragraphs.push(
      new Paragraph({
        spacing: { after: 40 },
        children: [new TextRun({ text: name, bold: true, size: 40, color: hex(colours.primary) })],
      }),
    )
  if (contact.length > 0)
    paragraphs.push(
      new Paragraph({
        spacing: { after: headline ? 80 : 200 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: hex(colours.accent), space: 6 } },
        children: [new TextRun({ text: contact.join('  ·  '), size: 18, color: '4B5563' })],
      }),
    )
  if (headline)
    paragraphs.push(
      new Paragraph({
        spacing: { after: 120 },
        children: [new TextRun({ text: headline, bold: true, color: hex(colours.primary) })],
      }),
    )
  return paragraphs
}

function entryParagraphs(entry: ResumeEntry, colours: Colours): Paragraph[] {
  const details = [entry.organization, entry.location, entry.dates].map((p) => p?.trim()).filter(Boolean)
  const paragraphs = [
    new Paragraph({
      spacing: { before: 140, after: 40 },
      keepNext: true,
      children: [
        new TextRun({ text: entry.title, bold: true }),
        ...(details.length > 0
          ? [new TextRun({ text: ` | ${details.join(' | ')}`, color: hex(colours.secondary) })]
          : []),
      ],
    }),
  ]
  if (entry.description?.trim())
    paragraphs.push(
      new Paragraph({ spacing: { after: 60 }, children: [new TextRun(entry.description.trim())] }),
    )
  for (const bullet of entry.bullets)
    paragraphs.push(
      new Paragraph({ bullet: { level: 0 }, spacing: { after: 30 }, children: [new TextRun(bullet.text)] }),
    )
  return paragraphs
}

function groupParagraph(group: ResumeItemGroup): Paragraph {
  const label = group.label?.trim()
  const items = groupLine({ label: null, items: group.items })
  return new Paragraph({
    spacing: { after: 60 },
    children: label
      ? [new TextRun({ text: `${label}:`, bold: true }), new TextRun(` ${items}`)]
      : [new TextRun(items)],
  })
}

function sectionParagraphs(section: ResumeSection, colours: Colours): Paragraph[] {
  const children = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      keepNext: true,
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(colours.accent), space: 2 } },
      children: [
        new TextRun({
          text: section.heading.trim().toUpperCase(),
          bold: true,
          size: 22,
          color: hex(colours.primary),
          font: FONT,
        }),
      ],
    }),
  ]
  for (const paragraph of section.paragraphs)
    if (paragraph.trim())
      children.push(new Paragraph({ spacing: { after: 60 }, children: [new TextRun(paragraph.trim())] }))
  for (const entry of section.entries) children.push(...entryParagraphs(entry, colours))
  for (const group of section.groups) if (group.items.length > 0) children.push(groupParagraph(group))
  return children
}

function resumeChildren(data: DocumentData, colours: Colours): Paragraph[] {
  if (!data.document) {
    // An application stored before the structured document: its text as written, line by line.
    return legacyResumeLines(data.resumeText).map(
      (line) => new Paragraph({ spacing: { after: 60 }, children: [new TextRun(line)] }),
    )
  }
  const children = header(data, colours, true)
  for (const section of data.document.sections.filter(hasContent))
    children.push(...sectionParagraphs(section, colours))
  return children
}

function letterChildren(data: DocumentData, colours: Colours): Paragraph[] {
  const children = header(data, colours, false)
  for (const line of letterMetaLines(data))
    children.push(
      new Paragraph({ spacing: { after: 60 }, children: [new TextRun({ text: line, color: '4B5563' })] }),
    )
  const subject = letterSubject(data)
  if (subject)
    children.push(
      new Paragraph({
        spacing: { before: 120, after: 240 },
        children: [new TextRun({ text: subject, bold: true, color: hex(colours.primary) })],
      }),
    )
  for (const paragraph of letterParagraphs(data.coverLetterText)) {
    // Each line its own paragraph: text readers (mammoth, many ATS) drop Word line breaks and would
    // run "Kind regards," into the name.
    const lines = paragraph.split('\n')
    lines.forEach((line, index) => {
      children.push(
        new Paragraph({
          spacing: { after: index === lines.length - 1 ? 180 : 0, line: 300 },
          children: [new TextRun(line)],
        }),
      )
    })
  }
  return children
}

/** A Word document of the resume, the cover letter, or both (each starting on its own page). */
export async function renderDocx({ data, kind, template }: RenderDocxOptions): Promise<Buffer> {
  const colours = PDF_TEMPLATES[template]
  const page = { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }
  const sections: ISectionOptions[] = []
  if (kind !== 'cover-letter') sections.push({ properties: page, children: resumeChildren(data, colours) })
  if (kind !== 'resume') sections.push({ properties: page, children: letterChildren(data, colours) })
  const author = fullNameOf(data) || 'CareerForge'
  const document = new Document({
    title: documentTitle(data, kind),
    creator: author,
    lastModifiedBy: author,
    description: letterSubject(data) ?? undefined,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: 20, color: hex(colours.text) },
          paragraph: { spacing: { line: 264 } },
        },
      },
    },
    sections,
  })
  return Packer.toBuffer(document)
}
