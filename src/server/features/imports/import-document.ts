import {
  IMPORT_SUGGESTIONS,
  type ImportFormat,
  type ImportResponse,
} from '#shared/imports/imports.contract.ts'
import { AppError } from '#shared/errors.ts'
import { buildProfileData } from '#server/features/imports/build-profile-data.ts'
import type { ReaderOutput } from '#server/features/imports/resume-document.ts'
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

export function importFromReaderOutput(output: ReaderOutput): Omit<ImportResponse, 'success'> {
  const draft = output.kind === 'draft' ? output.draft : structureDocument(output.lines)
  const { profileData, importStats, review } = buildProfileData(draft, output.format)
  const counts = [
    `${importStats.experienceCount} position${importStats.experienceCount === 1 ? '' : 's'}`,
    `${importStats.educationCount} education entr${importStats.educationCount === 1 ? 'y' : 'ies'}`,
    `${importStats.skillCount} skill${importStats.skillCount === 1 ? '' : 's'}`,
  ]
  const message = `Imported your ${FORMAT_NAMES[output.format]}: ${counts.join(', ')} (${importStats.completeness}% complete).`
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
