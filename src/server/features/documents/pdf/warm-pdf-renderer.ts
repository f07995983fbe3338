import { PDF_TEMPLATE_IDS } from '#shared/constants.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

const WARM_UP_DATA: DocumentData = {
  applicationId: 'warm-up',
  document: {
    header: {
      name: 'Warm Up',
      headline: 'Renderer',
      contact: [{ kind: 'email', value: 'warm@example.com' }],
    },
    sections: [
      {
        id: 'warm',
        kind: 'experience',
        heading: 'Experience',
        paragraphs: ['Loads fonts, layout engine and glyph tables once, before the first person waits.'],
        entries: [
          {
            id: 'warm-entry',
            title: 'Role',
            organization: 'Organisation',
            location: null,
            dates: '2020 - Present',
            description: null,
            bullets: [
              {
                id: 'warm-bullet',
                text: 'A bullet with digits 0123456789 and punctuation: .,;!?%€',
                evidence: [],
              },
            ],
          },
        ],
        groups: [{ label: 'Skills', items: ['One', 'Two'] }],
      },
    ],
  },
  resumeText: '',
  coverLetterText: 'Dear team,\n\nA paragraph.\n\nKind regards,\nWarm Up',
  company: 'Company',
  jobTitle: 'Role',
  createdAt: new Date(0),
}

let warming: Promise<void> | undefined

/**
 * Pays the first-document cost (module load, font parsing, glyph tables, every template's styles)
 * up front. The server calls it in the background once it listens, so no person waits for it.
 * react-pdf is imported here, not at module load, so importing this file costs nothing at start.
 */
export function warmPdfRenderer(): Promise<void> {
  warming ??= (async () => {
    const { renderPdf } = await import('#server/features/documents/pdf/render-pdf.tsx')
    for (const template of PDF_TEMPLATE_IDS)
      await renderPdf({ data: WARM_UP_DATA, kind: 'package', template })
  })()
  return warming
}
