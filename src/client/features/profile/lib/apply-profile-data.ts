import type { QuestionnaireResult } from '#client/features/profile/lib/extract-questionnaire.ts'
import { MAX_SELECTED_TRAITS } from '#shared/constants.ts'
import {
  DegreeSchema,
  PersonalInfoSchema,
  WorkExperienceItemSchema,
  type Degree,
  type ProfileSections,
  type WorkExperienceItem,
} from '#shared/profile/profile.schema.ts'

function union(existing: string[], added: string[]): string[] {
  const seen = new Set(existing.map((item) => item.toLowerCase()))
  return [
    ...existing,
    ...added.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase())),
  ]
}

/** The questionnaire's result merged into the profile: personal experiences, personality traits, books. */
export function applyQuestionnaire(
  sections: ProfileSections,
  result: QuestionnaireResult,
): Pick<ProfileSections, 'personalExperiences' | 'personalityTraits' | 'books'> {
  const hobbies = [...sections.personalExperiences.hobbies]
  for (const found of result.hobbies) {
    const index = hobbies.findIndex((hobby) => hobby.name.toLowerCase() === found.name.toLowerCase())
    const existing = hobbies[index]
    if (existing) hobbies[index] = { ...existing, selected: true }
    else
      hobbies.push({
        name: found.name,
        category: found.category,
        description: '',
        proficiencyLevel: 'intermediate',
        achievement: '',
        selected: true,
      })
  }
  const traits = sections.personalityTraits
  const selectedTraits = union(traits.selectedTraits, result.traits).slice(
    0,
    Math.max(MAX_SELECTED_TRAITS, traits.selectedTraits.length),
  )
  const addedSelection = selectedTraits.length > traits.selectedTraits.length
  const books = sections.books.books
  const book = result.book
  const hasBook = book !== null && books.some((b) => b.title.toLowerCase() === book.title.toLowerCase())
  return {
    personalExperiences: { ...sections.personalExperiences, hobbies },
    personalityTraits: {
      ...traits,
      selectedTraits,
      autoSelectedReason: addedSelection
        ? 'Selected from the traits named in your questionnaire answers.'
        : traits.autoSelectedReason,
      strengths: union(traits.strengths, result.strengths),
      traits: union(traits.traits, result.traits),
      workStyle: traits.workStyle.trim() ? traits.workStyle : result.workStyle,
    },
    books: {
      ...sections.books,
      books:
        book && !hasBook
          ? [
              ...books,
              {
                title: book.title,
                author: book.author,
                category: '',
                personalComment: '',
                keyInsights: '',
                applicationToWork: '',
                summary: '',
                impact: book.impact,
              },
            ]
          : books,
    },
  }
}

type Loose = Record<string, unknown>
const isLoose = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** An object's fields as they came (an import may send any shape); anything else reads as no fields. */
const fields = (value: unknown): Loose => (isLoose(value) ? value : {})
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const strings = (value: unknown): string[] => list(value).map(text).filter(Boolean)

/**
 * Imported profile data merged for the import completion flow (spec section 4): personal info,
 * work and education, each entry with a new local id. Readers may send `position` for the role
 * and `duration` for the year (spec section 3), so both spellings are read.
 */
export function applyImportedData(
  sections: ProfileSections,
  imported: unknown,
  newId: () => string,
): Pick<ProfileSections, 'personalInfo' | 'workExperience' | 'education' | 'skills'> {
  const profileData = fields(imported)
  const importedInfo = fields(profileData.personalInfo)
  const filled = Object.fromEntries(
    Object.entries(importedInfo).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : text(value) !== '',
    ),
  )
  const personalInfo = PersonalInfoSchema.parse({ ...sections.personalInfo, ...filled })

  const work = fields(profileData.workExperience)
  const experiences: WorkExperienceItem[] = list(work.experiences ?? profileData.workExperience).flatMap(
    (raw) => {
      const item = fields(raw)
      const parsed = WorkExperienceItemSchema.safeParse({
        id: newId(),
        company: text(item.company),
        role: text(item.role) || text(item.position) || text(item.title),
        duration: text(item.duration),
        description: text(item.description),
        achievements: list(item.achievements).map(text).filter(Boolean),
      })
      return parsed.success && (parsed.data.company || parsed.data.role) ? [parsed.data] : []
    },
  )

  const education = fields(profileData.education)
  const degrees: Degree[] = list(education.degrees ?? profileData.education).flatMap((raw) => {
    const item = fields(raw)
    const parsed = DegreeSchema.safeParse({
      id: newId(),
      institution: text(item.institution),
      degree: text(item.degree),
      field: text(item.field),
      year: text(item.year) || text(item.duration),
      achievements: text(item.achievements),
    })
    return parsed.success && (parsed.data.institution || parsed.data.degree) ? [parsed.data] : []
  })

  const skills = fields(profileData.skills)
  return {
    personalInfo,
    workExperience: experiences.length > 0 ? { experiences } : sections.workExperience,
    education: {
      degrees: degrees.length > 0 ? degrees : sections.education.degrees,
      certifications: union(sections.education.certifications, strings(education.certifications)),
    },
    skills: {
      business: union(sections.skills.business, strings(skills.business)),
      technical: union(sections.skills.technical, strings(skills.technical)),
      sap: union(sections.skills.sap, strings(skills.sap)),
    },
  }
}
