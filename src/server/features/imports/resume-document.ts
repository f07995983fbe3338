import type { ImportFormat, ImportNote, ImportReviewSection } from '#shared/imports/imports.contract.ts'

// The two things a reader can hand to the shared structuring step: lines of a document (PDF, DOCX,
// DOC, TXT, pasted text), or an already structured draft (JSON Resume, LinkedIn exports).

export type DocumentLine = {
  text: string
  /** The reader knows this is a heading (Word heading style, a clearly larger PDF font). */
  isHeading?: boolean
  /** A list item (Word list, a bullet glyph). */
  isBullet?: boolean
  /** Font size in points, when the format has one. */
  size?: number
  /** PDF only: which column of a two-column page the line came from. */
  column?: 'left' | 'right' | 'full'
  /** A visibly larger vertical gap (or an empty paragraph) precedes this line. */
  gapBefore?: boolean
  /** PDF only: left and right edge of the line's text, in points. */
  xStart?: number
  xEnd?: number
  /**
   * PDF only: the first word of this line would not have fitted at the end of the line above (same
   * column, same indent and size), so this line may be that line wrapped by the layout.
   */
  couldWrap?: boolean
  /** DOCX only: a paragraph of its own (a Word paragraph), never a line wrapped from the one above. */
  isParagraph?: boolean
}

/** Something the reader doubts about one field of an item (shown in the import review). */
export type DraftDoubt = { field: string; kind: ImportNote['kind']; message: string }

export type DraftWork = {
  company: string
  role: string
  /** The title as written when the document gave it in another language beside its English form. */
  roleAsWritten?: string
  duration: string
  location: string
  description: string[]
  achievements: string[]
  /** The document lines the entry was read from (for the import review). */
  sourceLines?: string[]
  doubts?: DraftDoubt[]
}
export type DraftEducation = {
  institution: string
  degree: string
  field: string
  year: string
  details: string[]
  sourceLines?: string[]
  doubts?: DraftDoubt[]
}
export type DraftProject = { name: string; description: string; technologies: string[] }

/** Everything an import found, as written in the document; empty when absent. Never invented. */
export type ResumeDraft = {
  fullName: string
  postNominals: string[]
  /** Titles written before the name ("Dr.", "Engr.", "Dipl.-Ing."), kept out of fullName. */
  titles: string[]
  headline: string
  email: string
  phone: string
  location: string
  linkedin: string
  websites: string[]
  summary: string
  work: DraftWork[]
  education: DraftEducation[]
  /** Skills the document lists explicitly (a skills section, a LinkedIn skills list). */
  skills: string[]
  languages: string[]
  certifications: string[]
  projects: DraftProject[]
  /** All text of the document, for lexicon skill matching. */
  fullText: string
  warnings: string[]
  /** The document lines each section was read from (for the import review). */
  sources: { section: ImportReviewSection; lines: string[] }[]
  /** Document lines no field was read from: navigation, footers, personal-details labels, other sections. */
  skipped: string[]
}

export type ReaderOutput =
  | { kind: 'document'; format: ImportFormat; lines: DocumentLine[] }
  | { kind: 'draft'; format: ImportFormat; draft: ResumeDraft }

/** One reader per format, all behind this one interface (STYLE.md: readFile -> validate -> convert). */
export type ResumeReader = {
  read: (bytes: Uint8Array) => Promise<ReaderOutput>
}

/**
 * All text a draft holds, for lexicon skill matching: headline, summary, each role with its duties and
 * achievements, each project's description (the readers that build a draft field by field).
 */
export function draftFullText(draft: ResumeDraft): string {
  return [
    draft.headline,
    draft.summary,
    ...draft.work.flatMap((w) => [w.role, ...w.description, ...w.achievements]),
    ...draft.projects.map((p) => p.description),
  ].join('\n')
}

export function emptyDraft(): ResumeDraft {
  return {
    fullName: '',
    postNominals: [],
    titles: [],
    headline: '',
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    websites: [],
    summary: '',
    work: [],
    education: [],
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
    fullText: '',
    warnings: [],
    sources: [],
    skipped: [],
  }
}
