import { Document, renderToBuffer } from '@react-pdf/renderer'

import type { PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
import { parseResumeText } from '#shared/documents/parse-resume-text.ts'
import {
  documentTitle,
  introLinesOf,
  letterMetaLines,
  letterParagraphs,
  letterSubject,
} from '#server/features/documents/document-text.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'
import { CoverLetterPage } from '#server/features/documents/pdf/cover-letter-page.tsx'
import { preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import { createPdfStyles, pdfTheme } from '#server/features/documents/pdf/pdf-theme.ts'
import { ResumePage } from '#server/features/documents/pdf/resume-page.tsx'

export type RenderPdfOptions = { data: DocumentData; kind: DocumentKind; template: PdfTemplate }

/** Renders the resume, the cover letter, or both in one file (resume first), with real, selectable text. */
export async function renderPdf({ data, kind, template }: RenderPdfOptions): Promise<Buffer> {
  await preparePdfFonts()
  const theme = pdfTheme(template)
  const styles = createPdfStyles(theme)
  const hasResume = kind !== 'cover-letter'
  const hasLetter = kind !== 'resume'
  const resume = parseResumeText(data.resumeText)
  const document = (
    <Document
      title={documentTitle(data, kind)}
      author={data.fullName || undefined}
      subject={letterSubject(data) ?? undefined}
      keywords={[data.headline, data.jobTitle, data.company].filter(Boolean).join(', ') || undefined}
      creator="CareerForge"
      producer="CareerForge"
    >
      {hasResume ? (
        <ResumePage
          resume={resume}
          introLines={introLinesOf(resume.preamble, data)}
          title={data.fullName || 'Resume'}
          contactItems={data.contactItems}
          theme={theme}
          styles={styles}
        />
      ) : null}
      {hasLetter ? (
        <CoverLetterPage
          paragraphs={letterParagraphs(data.coverLetterText)}
          title={data.fullName || 'Cover Letter'}
          contactItems={data.contactItems}
          metaLines={letterMetaLines(data)}
          subject={letterSubject(data)}
          theme={theme}
          styles={styles}
        />
      ) : null}
    </Document>
  )
  return renderToBuffer(document)
}
