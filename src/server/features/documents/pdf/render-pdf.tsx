import { Document, renderToBuffer } from '@react-pdf/renderer'

import type { PdfTemplate } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/documents/document-file-name.ts'
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
import { CoverLetterPage } from '#server/features/documents/pdf/cover-letter-page.tsx'
import { pdfTextAdvanceEm, preparePdfFonts } from '#server/features/documents/pdf/pdf-fonts.ts'
import {
  BULLET_MARK,
  bulletMarkSpacing,
  createPdfStyles,
  pdfTheme,
  type PdfStyles,
  type PdfTheme,
} from '#server/features/documents/pdf/pdf-theme.ts'
import { ResumePage } from '#server/features/documents/pdf/resume-page.tsx'

export type RenderPdfOptions = { data: DocumentData; kind: DocumentKind; template: PdfTemplate }

// Themes and style sheets depend only on the template (and the loaded font): built once per process,
// not per document.
const looks = new Map<PdfTemplate, { theme: PdfTheme; styles: PdfStyles }>()
function lookOf(template: PdfTemplate) {
  let look = looks.get(template)
  if (!look) {
    const theme = pdfTheme(template)
    const markSpacing = bulletMarkSpacing(pdfTextAdvanceEm(BULLET_MARK, 700))
    look = { theme, styles: createPdfStyles(theme, markSpacing) }
    looks.set(template, look)
  }
  return look
}

/** Renders the resume, the cover letter, or both in one file (resume first), with real, selectable text. */
export async function renderPdf({ data, kind, template }: RenderPdfOptions): Promise<Buffer> {
  await preparePdfFonts()
  const { theme, styles } = lookOf(template)
  const fullName = fullNameOf(data)
  const contactItems = contactItemsOf(data)
  const headline = headlineOf(data)
  const document = (
    <Document
      title={documentTitle(data, kind)}
      author={fullName || undefined}
      subject={letterSubject(data) ?? undefined}
      keywords={[headline, data.jobTitle, data.company].filter(Boolean).join(', ') || undefined}
      creator="CareerForge"
      producer="CareerForge"
    >
      {kind !== 'cover-letter' ? (
        <ResumePage
          sections={data.document?.sections ?? null}
          legacyLines={data.document ? [] : legacyResumeLines(data.resumeText)}
          headline={headline}
          title={fullName || 'Resume'}
          contactItems={contactItems}
          theme={theme}
          styles={styles}
        />
      ) : null}
      {kind !== 'resume' ? (
        <CoverLetterPage
          paragraphs={letterParagraphs(data.coverLetterText)}
          title={fullName || 'Cover Letter'}
          contactItems={contactItems}
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
