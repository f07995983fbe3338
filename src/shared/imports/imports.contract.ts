import { z } from 'zod'

import { PASTED_TEXT_MIN_CHARS } from '#shared/constants.ts'
import {
  EducationSchema,
  PersonalInfoSchema,
  ProfileSectionsSchema,
  SkillsSchema,
  WorkExperienceItemSchema,
} from '#shared/profile/profile.schema.ts'

// Request and response contracts of the import calls (spec section 7, DESIGN.md section 5).

export const IMPORT_FORMATS = [
  'pdf',
  'docx',
  'doc',
  'txt',
  'json-resume',
  'linkedin-pdf',
  'linkedin-zip',
  'text',
  'linkedin-url',
] as const
export const ImportFormatSchema = z.enum(IMPORT_FORMATS)
export type ImportFormat = z.infer<typeof ImportFormatSchema>

/** The profile lists an import fills: both a found field and a section of the review step. */
const IMPORTED_LISTS = [
  'workExperience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
] as const

/** The profile fields an import can find; `importStats` says which were found and which fell back to a default. */
export const IMPORT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
  'linkedin',
  'summary',
  'currentRole',
  'company',
  ...IMPORTED_LISTS,
] as const
export const ImportFieldSchema = z.enum(IMPORT_FIELDS)
export type ImportField = z.infer<typeof ImportFieldSchema>

export const ImportStatsSchema = z.object({
  /** Percent (0-100) of the ten core fields the document contained. */
  completeness: z.number().int().min(0).max(100),
  format: ImportFormatSchema,
  fieldsFound: z.array(ImportFieldSchema),
  /**
   * Fields the document did not give (of fullName, currentRole, company, location). They are left
   * empty ("") for the person to fill in, never replaced by a default such as 'Imported User'.
   */
  fieldsDefaulted: z.array(ImportFieldSchema),
  experienceCount: z.number().int().min(0),
  educationCount: z.number().int().min(0),
  skillCount: z.number().int().min(0),
  /** Credentials written after the name ("PhD", "PMP"), kept out of fullName. */
  postNominals: z.array(z.string()),
  /** Titles written before the name ("Dr.", "Engr.", "Dipl.-Ing."), kept out of fullName. */
  titles: z.array(z.string()).optional(),
  warnings: z.array(z.string()),
})
export type ImportStats = z.infer<typeof ImportStatsSchema>

export const ImportProfileDataSchema = ProfileSectionsSchema
export type ImportProfileData = z.infer<typeof ImportProfileDataSchema>

export const IMPORT_REVIEW_SECTIONS = ['personalInfo', 'summary', ...IMPORTED_LISTS] as const
export const ImportReviewSectionSchema = z.enum(IMPORT_REVIEW_SECTIONS)
export type ImportReviewSection = z.infer<typeof ImportReviewSectionSchema>

/** The document lines one imported item (or the section as a whole when itemId is null) was read from. */
export const ImportSourceSchema = z.object({
  section: ImportReviewSectionSchema,
  /** The id of the work entry / degree in profileData, or null for the section as a whole. */
  itemId: z.string().nullable(),
  lines: z.array(z.string()),
})
export type ImportSource = z.infer<typeof ImportSourceSchema>

/**
 * Something the person should look at before saving: a value that could not be read (`missing`),
 * a value read with doubt (`uncertain`), or document text that was not used (`skipped`).
 */
export const ImportNoteSchema = z.object({
  section: ImportReviewSectionSchema,
  itemId: z.string().nullable(),
  /** The profile field concerned, e.g. "company", "duration", "fullName"; null for the whole item. */
  field: z.string().nullable(),
  kind: z.enum(['missing', 'uncertain', 'skipped']),
  message: z.string(),
})
export type ImportNote = z.infer<typeof ImportNoteSchema>

/** What the review step shows beside the imported data: where each item came from and what to check. */
export const ImportReviewSchema = z.object({
  sources: z.array(ImportSourceSchema),
  notes: z.array(ImportNoteSchema),
  /** Document lines that were not used for any field (navigation, footers, labels). */
  skipped: z.array(z.string()),
})
export type ImportReview = z.infer<typeof ImportReviewSchema>

/** POST /api/import/resume (multipart field `resume`) and POST /api/import/text. */
export const ImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profileData: ImportProfileDataSchema,
  importStats: ImportStatsSchema,
  review: ImportReviewSchema.default({ sources: [], notes: [], skipped: [] }),
  suggestions: z.array(z.string()),
})
export type ImportResponse = z.infer<typeof ImportResponseSchema>

export const IMPORT_TEXT_SOURCES = ['resume', 'linkedin', 'text'] as const
export const ImportTextRequestSchema = z.object({
  content: z
    .string()
    .max(200_000)
    .refine((value) => value.trim().length >= PASTED_TEXT_MIN_CHARS, {
      message: `Please provide at least ${PASTED_TEXT_MIN_CHARS} characters of content`,
    }),
  source: z.enum(IMPORT_TEXT_SOURCES).default('resume'),
})
export type ImportTextRequest = z.input<typeof ImportTextRequestSchema>

/** A public profile address: must contain linkedin.com/in/ (spec section 5). */
export const LinkedinUrlSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a LinkedIn profile URL')
  .max(500)
  .refine((value) => /linkedin\.com\/in\//i.test(value), {
    message: 'Invalid LinkedIn URL: Please enter a valid LinkedIn profile URL',
  })

/** POST /api/profiles/import-linkedin */
export const ImportLinkedinRequestSchema = z.object({
  linkedinUrl: LinkedinUrlSchema,
  userId: z.string().max(200).optional(),
})
export const ImportLinkedinResponseSchema = ImportResponseSchema.extend({ profile: ImportProfileDataSchema })
export type ImportLinkedinResponse = z.infer<typeof ImportLinkedinResponseSchema>

/** POST /api/profile/parse-url */
export const ParseUrlRequestSchema = z.object({ url: LinkedinUrlSchema })
export const ParseUrlResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    personalInfo: PersonalInfoSchema,
    workExperiences: z.array(WorkExperienceItemSchema),
    skills: SkillsSchema,
    education: EducationSchema,
  }),
  importStats: ImportStatsSchema,
})
export type ParseUrlResponse = z.infer<typeof ParseUrlResponseSchema>

/** What the user can do when an import cannot read a document or a LinkedIn page (spec section 8). */
export const IMPORT_SUGGESTIONS = {
  linkedinPdf: 'Upload your LinkedIn profile PDF (on your profile: More → Save to PDF)',
  linkedinZip: 'Upload your LinkedIn data export ZIP (Settings → Data privacy → Get a copy of your data)',
  pasteText: 'Paste the text of your profile or resume in Copy & Paste',
  manual: 'Fill in your profile manually',
} as const
