import { z } from 'zod'

// The profile of spec section 3. Every generated claim must trace back to something in here.
// Sections are stored and saved separately, so each one has its own schema and default.

const text = z.string().max(20_000)
const shortText = z.string().max(500)

export const PersonalInfoSchema = z.object({
  fullName: shortText.default(''),
  email: shortText.default(''),
  location: shortText.default(''),
  phone: shortText.default(''),
  summary: text.default(''),
  languages: z.array(shortText).max(50).default([]),
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
  achievements: z.array(text).max(100).default([]),
})
export type WorkExperienceItem = z.infer<typeof WorkExperienceItemSchema>

export const WorkExperienceSchema = z.object({
  experiences: z.array(WorkExperienceItemSchema).max(100).default([]),
})
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
  degrees: z.array(DegreeSchema).max(50).default([]),
  certifications: z.array(shortText).max(100).default([]),
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
  technologies: z.array(shortText).max(100).default([]),
})
export type Project = z.infer<typeof ProjectSchema>

export const PersonalExperiencesSchema = z.object({
  hobbies: z.array(HobbySchema).max(100).default([]),
  projects: z.array(ProjectSchema).max(100).default([]),
})
export type PersonalExperiences = z.infer<typeof PersonalExperiencesSchema>

export const PersonalityTraitsSchema = z.object({
  selectedTraits: z.array(shortText).max(10).default([]),
  autoSelectedReason: text.default(''),
  strengths: z.array(shortText).max(50).default([]),
  values: z.array(shortText).max(50).default([]),
  workStyle: text.default(''),
  motivation: text.default(''),
  leadership: text.default(''),
  communication: text.default(''),
  traits: z.array(shortText).max(50).default([]),
})
export type PersonalityTraits = z.infer<typeof PersonalityTraitsSchema>

export const PortfolioUrlSchema = z.object({
  title: shortText.default(''),
  description: text.default(''),
  url: shortText.default(''),
})
export const PortfolioDataSchema = z.object({
  portfolioUrls: z.array(PortfolioUrlSchema).max(100).default([]),
})
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
  books: z.array(BookSchema).max(100).default([]),
  readingPreferences: text.default(''),
})
export type Books = z.infer<typeof BooksSchema>

export const SkillsSchema = z.object({
  business: z.array(shortText).max(200).default([]),
  technical: z.array(shortText).max(200).default([]),
  sap: z.array(shortText).max(200).default([]),
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
  currentClients: z.array(shortText).max(100).default([]),
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
