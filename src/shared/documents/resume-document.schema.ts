import { z } from 'zod'

// The one structured application document (DESIGN.md section 4). Both engines produce it, it is stored
// as JSON with the application, and every format (Resume Preview, TXT, PDF templates, DOCX) renders
// it. No renderer parses text back into sections.

export const CONTACT_KINDS = ['email', 'phone', 'location', 'linkedin', 'website', 'github'] as const

export const ContactItemSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  value: z.string().min(1),
})
export type ContactItem = z.infer<typeof ContactItemSchema>

/** Name and contact as the profile holds them; a value the profile lacks is left out, never defaulted. */
export const ResumeHeaderSchema = z.object({
  name: z
    .string()
    .describe('The person\'s full name exactly as in the profile; "" when the profile has none'),
  headline: z.string().nullable().describe("The person's real current title, or null"),
  contact: z.array(ContactItemSchema).describe('Only the contact details the profile has'),
})
export type ResumeHeader = z.infer<typeof ResumeHeaderSchema>

/** One line of the resume and the profile evidence it rests on (verbatim profile text it came from). */
export const ResumeBulletSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  evidence: z.array(z.string()).describe('The profile text(s) this bullet is taken or rephrased from'),
})
export type ResumeBullet = z.infer<typeof ResumeBulletSchema>

/** A position, a degree, a project or a certification. */
export const ResumeEntrySchema = z.object({
  id: z.string(),
  title: z.string().describe('Role, degree, project or certification name'),
  organization: z.string().nullable().describe('Employer or institution; null when the profile has none'),
  location: z.string().nullable(),
  dates: z.string().nullable().describe('As displayed, e.g. "Mar 2019 – Present"; null when unknown'),
  description: z.string().nullable().describe('A short paragraph under the entry line, from the profile'),
  bullets: z.array(ResumeBulletSchema),
})
export type ResumeEntry = z.infer<typeof ResumeEntrySchema>

/** A labelled group of short items (skills by category, languages, interests). */
export const ResumeItemGroupSchema = z.object({
  label: z.string().nullable(),
  items: z.array(z.string().min(1)),
})
export type ResumeItemGroup = z.infer<typeof ResumeItemGroupSchema>

export const RESUME_SECTION_KINDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'languages',
  'interests',
  'other',
] as const
/**
 * A section in print order. `paragraphs` carry prose (the summary), `entries` positions / degrees /
 * projects, `groups` short item lists (skills). A renderer shows whichever are non-empty, in that order.
 */
export const ResumeSectionSchema = z.object({
  id: z.string(),
  kind: z.enum(RESUME_SECTION_KINDS),
  heading: z.string().describe('Display heading, e.g. "Experience"; renderers choose the letter case'),
  paragraphs: z.array(z.string()).default([]),
  entries: z.array(ResumeEntrySchema).default([]),
  groups: z.array(ResumeItemGroupSchema).default([]),
})
export type ResumeSection = z.infer<typeof ResumeSectionSchema>

export const ResumeDocumentSchema = z.object({
  header: ResumeHeaderSchema,
  sections: z.array(ResumeSectionSchema),
})
export type ResumeDocument = z.infer<typeof ResumeDocumentSchema>
