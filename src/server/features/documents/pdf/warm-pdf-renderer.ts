import { PDF_TEMPLATE_IDS } from '#shared/constants.ts'
import type { ResumeEntry, ResumeSection } from '#shared/documents/resume-document.schema.ts'
import type { DocumentData } from '#server/features/documents/load-document-data.ts'

// Sentences of the length and mix of a real resume (capitals, digits, %, €, dashes, slashes, quotes),
// so the warm-up runs the same shaping, line-breaking and pagination paths as a person's document.
const LINES = [
  'Led a team of 8 engineers through a two-year migration to a new platform, on time and 4% under budget',
  'Cut month-end close from 9 to 5 working days by automating reconciliation across 6 countries',
  'Raised trial-to-paid conversion from 14% to 21% with a redesigned onboarding flow (A/B tested)',
  'Managed a €4M+ portfolio for 15+ clients; kept 95% of them year over year through quarterly reviews',
  'Wrote the “Quality first” guide — 120 pages, used by 40 analysts — and ran its workshops',
  'Built dashboards in SQL, Python & Power BI: weekly KPIs, cohort retention, Q1–Q4 forecasts',
]

function entry(index: number, bullets: number): ResumeEntry {
  return {
    id: `warm-${index}`,
    title: ['Senior Consultant', 'Project Lead', 'Business Analyst', 'Team Manager'][index % 4] ?? 'Role',
    organization:
      ['Nordlicht GmbH', 'Wisła Software S.A.', 'Fjällräven Digital AB', 'Acme Ltd.'][index % 4] ?? null,
    location: index % 2 ? 'Kraków, Poland' : null,
    dates: `March ${2012 + index * 3} - ${index === 0 ? 'Present' : `June ${2015 + index * 3}`}`,
    description: `${LINES[index % LINES.length]}, working with finance, operations and IT leadership.`,
    bullets: Array.from({ length: bullets }, (_, b) => ({
      id: `warm-${index}-${b}`,
      text: LINES[(index + b) % LINES.length] ?? '',
      evidence: [],
    })),
  }
}

function section(id: string, kind: ResumeSection['kind'], content: Partial<ResumeSection>): ResumeSection {
  return { id, kind, heading: id, paragraphs: [], entries: [], groups: [], ...content }
}

/** A two-page resume and a letter: every kind of block the templates draw, and a page break. */
const WARM_UP_DATA: DocumentData = {
  applicationId: 'warm-up',
  document: {
    header: {
      name: 'Warm Up',
      headline: 'Renderer',
      contact: [
        { kind: 'email', value: 'warm@example.com' },
        { kind: 'phone', value: '+49 89 1234 5678' },
        { kind: 'location', value: 'Munich, Germany' },
      ],
    },
    sections: [
      section('Professional Summary', 'summary', { paragraphs: [LINES.join('. ')] }),
      section('Work Experience', 'experience', { entries: [0, 1, 2, 3, 4].map((i) => entry(i, 4)) }),
      section('Education', 'education', { entries: [5, 6].map((i) => entry(i, 0)) }),
      section('Skills', 'skills', {
        groups: [
          { label: 'Tools', items: ['SQL', 'Python', 'Power BI', 'SAP S/4HANA', 'Excel'] },
          { label: null, items: ['Negotiation', 'Coaching', 'Public speaking'] },
        ],
      }),
    ],
  },
  resumeText: '',
  coverLetterText: `Dear team,\n\n${LINES.join(' ')}\n\nKind regards,\nWarm Up`,
  company: 'Company',
  jobTitle: 'Role',
  createdAt: new Date(0),
}

let warming: Promise<void> | undefined

/**
 * Pays the first-document cost (module load, font parsing, glyph tables, every template's styles, and
 * the compiled code of shaping, layout and pagination) up front: a realistic two-page package in every
 * template. The server calls it in the background once it listens, so no person waits for it.
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
