import { z } from 'zod'

import type {
  ImportNote,
  ImportResponse,
  ImportReview,
  ImportReviewSection,
} from '#shared/imports/imports.contract.ts'
import {
  DegreeSchema,
  PersonalInfoSchema,
  SkillsSchema,
  WorkExperienceItemSchema,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'

// The review step after an import: what was read, editable, before anything is saved. Built from the
// profile's own schemas, so the form checks exactly what the server will accept.

const shortList = z.array(z.string().trim().min(1).max(500)).max(100)

export const ImportReviewFormSchema = z.object({
  personalInfo: PersonalInfoSchema.omit({ languages: true }).extend({ linkedin: z.string().max(500) }),
  experiences: z.array(WorkExperienceItemSchema).max(100),
  degrees: z.array(DegreeSchema).max(50),
  skills: SkillsSchema,
  languages: shortList,
  certifications: shortList,
})
export type ImportReviewForm = z.infer<typeof ImportReviewFormSchema>
export type ImportReviewFormInput = z.input<typeof ImportReviewFormSchema>

/** The placeholder values older importers put in place of a missing value; never shown as data. */
const DEFAULTED_PERSONAL_FIELDS = ['fullName', 'location', 'currentRole', 'company'] as const

/**
 * The form's starting values: everything the import read, and an empty field wherever the import
 * fell back to a default ("Imported User", "Global") — a missing value stays visibly empty.
 */
export function reviewFormFromImport(
  answer: Pick<ImportResponse, 'profileData' | 'importStats'>,
): ImportReviewForm {
  const { personalInfo, workExperience, education, skills } = answer.profileData
  const defaulted = new Set<string>(answer.importStats.fieldsDefaulted)
  const info = { ...personalInfo, linkedin: personalInfo.linkedin ?? '' }
  for (const field of DEFAULTED_PERSONAL_FIELDS) if (defaulted.has(field)) info[field] = ''
  const { languages, ...rest } = info
  return {
    personalInfo: rest,
    experiences: workExperience.experiences,
    degrees: education.degrees,
    skills,
    languages,
    certifications: education.certifications,
  }
}

/** The reviewed values in the profile's shape, for the profile editor to apply and save. */
export function profileDataFromReview(
  form: ImportReviewForm,
): Pick<ProfileSections, 'personalInfo' | 'workExperience' | 'education' | 'skills'> {
  const { linkedin, ...info } = form.personalInfo
  return {
    personalInfo: { ...info, languages: form.languages, ...(linkedin.trim() ? { linkedin } : {}) },
    workExperience: {
      experiences: form.experiences.map((item) => ({
        ...item,
        achievements: item.achievements.map((line) => line.trim()).filter(Boolean),
      })),
    },
    education: { degrees: form.degrees, certifications: form.certifications },
    skills: form.skills,
  }
}

export type ReviewMarker = Pick<ImportNote, 'kind' | 'message' | 'field'>

const ITEM_CHECKS: Record<'workExperience' | 'education', { field: string; message: string }[]> = {
  workExperience: [
    { field: 'company', message: 'No employer was found for this role.' },
    { field: 'role', message: 'No job title was found.' },
    { field: 'duration', message: 'No dates were found.' },
  ],
  education: [
    { field: 'institution', message: 'No school or university was found.' },
    { field: 'degree', message: 'No degree name was found.' },
    { field: 'year', message: 'No dates were found.' },
  ],
}

/**
 * What to flag on one item (or on the section when itemId is null): the importer's own notes, plus
 * any required field that is empty in the item as it was read.
 */
export function markersFor(
  review: ImportReview,
  section: ImportReviewSection,
  itemId: string | null,
  item?: Record<string, unknown>,
): ReviewMarker[] {
  const markers: ReviewMarker[] = review.notes
    .filter((note) => note.section === section && note.itemId === itemId)
    .map(({ kind, message, field }) => ({ kind, message, field }))
  if (item && (section === 'workExperience' || section === 'education')) {
    for (const check of ITEM_CHECKS[section]) {
      const value = item[check.field]
      const isEmpty = typeof value !== 'string' || value.trim() === ''
      if (isEmpty && !markers.some((marker) => marker.field === check.field))
        markers.push({ kind: 'missing', field: check.field, message: check.message })
    }
  }
  return markers
}

/** The document lines an item (or a whole section) was read from. */
export function sourceLinesFor(
  review: ImportReview,
  section: ImportReviewSection,
  itemId: string | null,
): string[] {
  return review.sources
    .filter((source) => source.section === section && source.itemId === itemId)
    .flatMap((source) => source.lines)
}
