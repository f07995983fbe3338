import {
  IMPORT_SUGGESTIONS,
  type ImportFormat,
  type ImportResponse,
} from '#shared/imports/imports.contract.ts'
import { AppError } from '#shared/errors.ts'
import { buildProfileData } from '#server/features/imports/build-profile-data.ts'
import type { ReaderOutput, ResumeDraft } from '#server/features/imports/resume-document.ts'
import { structureDocument } from '#server/features/imports/structure/structure-document.ts'

// Shared tail of every import: structure what a reader produced, build the profile, word the answer.

/** Parsing is bounded: a document that takes longer than this is refused rather than blocking. */
export const IMPORT_TIMEOUT_MS = 20_000

export async function withTimeout<T>(work: Promise<T>, ms: number = IMPORT_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AppError('UNREADABLE_FILE', {
            message:
              'Reading this file took too long. Please upload a simpler PDF or DOCX, or paste the text.',
          }),
        ),
      ms,
    )
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const FORMAT_NAMES: Record<ImportFormat, string> = {
  pdf: 'PDF resume',
  docx: 'Word resume',
  doc: 'Word resume',
  txt: 'text resume',
  'json-resume': 'JSON Resume',
  'linkedin-pdf': 'LinkedIn PDF',
  'linkedin-zip': 'LinkedIn data export',
  text: 'pasted text',
  'linkedin-url': 'LinkedIn profile',
}

/** What a reader's output says, structured: the draft every import builds its profile from. */
export function draftOf(output: ReaderOutput): ResumeDraft {
  return output.kind === 'draft' ? output.draft : structureDocument(output.lines)
}

export function importFromReaderOutput(output: ReaderOutput): Omit<ImportResponse, 'success'> {
  return importFromDraft(draftOf(output), output.format)
}

export function importFromDraft(draft: ResumeDraft, format: ImportFormat): Omit<ImportResponse, 'success'> {
  const { profileData, importStats, review } = buildProfileData(draft, format)
  const counts = [
    `${importStats.experienceCount} position${importStats.experienceCount === 1 ? '' : 's'}`,
    `${importStats.educationCount} education entr${importStats.educationCount === 1 ? 'y' : 'ies'}`,
    `${importStats.skillCount} skill${importStats.skillCount === 1 ? '' : 's'}`,
  ]
  const message = `Imported your ${FORMAT_NAMES[format]}: ${counts.join(', ')} (${importStats.completeness}% complete).`
  const suggestions: string[] = []
  const found = new Set(importStats.fieldsFound)
  if (!found.has('fullName')) suggestions.push('Add your full name in the Personal tab')
  if (!found.has('email')) suggestions.push('Add your email address in the Personal tab')
  if (!found.has('workExperience')) suggestions.push('Add your work experience in the Work tab')
  if (!found.has('education')) suggestions.push('Add your education in the Education tab')
  if (!found.has('summary')) suggestions.push('Write a short professional summary')
  if (importStats.completeness < 50) suggestions.push(IMPORT_SUGGESTIONS.pasteText)
  return { message, profileData, importStats, review, suggestions }
}
