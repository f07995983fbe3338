import { z } from 'zod'

// The profile of spec section 3. Every generated claim must trace back to something in here.
// Sections are stored and saved separately, so each one has its own schema and default.

const text = z.string().max(20_000)
const shortText = z.string().max(500)

/** A list field: at most `max` items, empty when absent. */
function listOf<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max).default([])
}

export const PersonalInfoSchema = z.object({
  fullName: shortText.default(''),
  email: shortText.default(''),
  location: shortText.default(''),
  phone: shortText.default(''),
  summary: text.default(''),
  languages: listOf(shortText, 50),
  currentRole: shortText.default(''),
  company: shortText.default(''),
  linkedin: shortText.optional(),
})
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>

export const WorkExperienceItemSchema = z.object({
  id: shortText,
  company: shortText.default(''),
  role: shortText.default(''),
  /** Free text as the person wrote it, e.g. "May 2023 - Present". */
  duration: shortText.default(''),
  description: text.default(''),
  achievements: listOf(text, 100),
})
export type WorkExperienceItem = z.infer<typeof WorkExperienceItemSchema>

export const WorkExperienceSchema = z.object({ experiences: listOf(WorkExperienceItemSchema, 100) })
export type WorkExperience = z.infer<typeof WorkExperienceSchema>

export const DegreeSchema = z.object({
  id: shortText,
  institution: shortText.default(''),
  degree: shortText.default(''),
  field: shortText.default(''),
  /** Free text such as "2021" or "2015-2016". */
  year: shortText.default(''),
  achievements: text.default(''),
})
export type Degree = z.infer<typeof DegreeSchema>

export const EducationSchema = z.object({
  degrees: listOf(DegreeSchema, 50),
  certifications: listOf(shortText, 100),
})
export type Education = z.infer<typeof EducationSchema>

export const HobbySchema = z.object({
  name: shortText,
  category: shortText.default(''),
  description: text.default(''),
  proficiencyLevel: shortText.default('intermediate'),
  achievement: text.default(''),
  selected: z.boolean().default(true),
})
export type Hobby = z.infer<typeof HobbySchema>

export const ProjectSchema = z.object({
  name: shortText,
  description: text.default(''),
  technologies: listOf(shortText, 100),
})
export type Project = z.infer<typeof ProjectSchema>

export const PersonalExperiencesSchema = z.object({
  hobbies: listOf(HobbySchema, 100),
  projects: listOf(ProjectSchema, 100),
})
export type PersonalExperiences = z.infer<typeof PersonalExperiencesSchema>

export const PersonalityTraitsSchema = z.object({
  selectedTraits: listOf(shortText, 10),
  autoSelectedReason: text.default(''),
  strengths: listOf(shortText, 50),
  values: listOf(shortText, 50),
  workStyle: text.default(''),
  motivation: text.default(''),
  leadership: text.default(''),
  communication: text.default(''),
  traits: listOf(shortText, 50),
})
export type PersonalityTraits = z.infer<typeof PersonalityTraitsSchema>

export const PortfolioUrlSchema = z.object({
  title: shortText.default(''),
  description: text.default(''),
  url: shortText.default(''),
})
export const PortfolioDataSchema = z.object({ portfolioUrls: listOf(PortfolioUrlSchema, 100) })
export type PortfolioData = z.infer<typeof PortfolioDataSchema>

export const BookSchema = z.object({
  title: shortText,
  author: shortText.default(''),
  category: shortText.default(''),
  personalComment: text.default(''),
  keyInsights: text.default(''),
  applicationToWork: text.default(''),
  /** Questionnaire-derived books carry summary and impact. */
  summary: text.default(''),
  impact: text.default(''),
})
export type Book = z.infer<typeof BookSchema>

export const BooksSchema = z.object({
  books: listOf(BookSchema, 100),
  readingPreferences: text.default(''),
})
export type Books = z.infer<typeof BooksSchema>

export const SkillsSchema = z.object({
  business: listOf(shortText, 200),
  technical: listOf(shortText, 200),
  sap: listOf(shortText, 200),
})
export type Skills = z.infer<typeof SkillsSchema>

/** The sections a save may send; each one replaces only itself. */
export const ProfileSectionsSchema = z.object({
  personalInfo: PersonalInfoSchema,
  workExperience: WorkExperienceSchema,
  education: EducationSchema,
  personalExperiences: PersonalExperiencesSchema,
  personalityTraits: PersonalityTraitsSchema,
  portfolioData: PortfolioDataSchema,
  books: BooksSchema,
  skills: SkillsSchema,
  currentClients: listOf(shortText, 100),
})
export type ProfileSections = z.infer<typeof ProfileSectionsSchema>

export const PROFILE_BADGES = ['AUTHENTIC', 'IMPORTED', 'NEW', 'CUSTOM'] as const
export const ProfileBadgeSchema = z.enum(PROFILE_BADGES)
export type ProfileBadge = z.infer<typeof ProfileBadgeSchema>

export const ProfileSchema = ProfileSectionsSchema.extend({
  id: shortText,
  userId: shortText,
  name: shortText,
  badge: ProfileBadgeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Profile = z.infer<typeof ProfileSchema>

export function blankProfileSections(): ProfileSections {
  return ProfileSectionsSchema.parse({
    personalInfo: {},
    workExperience: {},
    education: {},
    personalExperiences: {},
    personalityTraits: {},
    portfolioData: {},
    books: {},
    skills: {},
  })
}
