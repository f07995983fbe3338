import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun, type ISectionOptions } from 'docx'

import { PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import {
  parseResumeText,
  splitLabelLine,
  splitRoleLine,
  type ResumeBlock,
} from '#shared/documents/parse-resume-text.ts'
import {
  documentTitle,
  introLinesOf,
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

function header(data: DocumentData, colours: Colours): Paragraph[] {
  const name = data.fullName || 'Resume'
  const paragraphs = [
    new Paragraph({
      spacing: { after: 40 },
      children: [new TextRun({ text: name, bold: true, size: 40, color: hex(colours.primary) })],
    }),
  ]
  if (data.contactItems.length > 0) {
    paragraphs.push(
      new Paragraph({
        spacing: { after: 200 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: hex(colours.accent), space: 6 } },
        children: [new TextRun({ text: data.contactItems.join('  ·  '), size: 18, color: '4B5563' })],
      }),
    )
  }
  return paragraphs
}

function blockParagraph(block: ResumeBlock, colours: Colours): Paragraph {
  if (block.kind === 'role') {
    const { lead, rest } = splitRoleLine(block.text)
    return new Paragraph({
      spacing: { before: 140, after: 40 },
      keepNext: true,
      children: [
        new TextRun({ text: lead, bold: true }),
        ...(rest ? [new TextRun({ text: rest, color: hex(colours.secondary) })] : []),
      ],
    })
  }
  const labelled = splitLabelLine(block.text)
  const runs = labelled
    ? [new TextRun({ text: labelled.label, bold: true }), new TextRun({ text: ` ${labelled.value}` })]
    : [new TextRun(block.text)]
  if (block.kind === 'bullet')
    return new Paragraph({ bullet: { level: 0 }, spacing: { after: 30 }, children: runs })
  return new Paragraph({ spacing: { after: 60 }, children: runs })
}

function resumeChildren(data: DocumentData, colours: Colours): Paragraph[] {
  const resume = parseResumeText(data.resumeText)
  const children = header(data, colours)
  for (const line of introLinesOf(resume.preamble, data)) {
    children.push(
      new Paragraph({
        spacing: { after: 60 },
        children: [new TextRun({ text: line, bold: true, color: hex(colours.primary) })],
      }),
    )
  }
  for (const section of resume.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(colours.accent), space: 2 } },
        children: [
          new TextRun({
            text: section.heading,
            bold: true,
            size: 22,
            color: hex(colours.primary),
            font: FONT,
          }),
        ],
      }),
    )
    for (const block of section.blocks) children.push(blockParagraph(block, colours))
  }
  return children
}

function letterChildren(data: DocumentData, colours: Colours): Paragraph[] {
  const children = header(data, colours)
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
  const document = new Document({
    title: documentTitle(data, kind),
    creator: data.fullName || 'CareerForge',
    lastModifiedBy: data.fullName || 'CareerForge',
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
