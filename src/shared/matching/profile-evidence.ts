import type { ProfileSections } from '#shared/profile/profile.schema.ts'

// Every piece of the profile a generated claim can rest on, with where it came from.

export type EvidenceKind =
  | 'skill'
  | 'role'
  | 'description'
  | 'achievement'
  | 'project'
  | 'education'
  | 'certification'
  | 'summary'
  | 'hobby'
  | 'book'
  | 'language'
  | 'strength'

export type Evidence = {
  kind: EvidenceKind
  text: string
  /** Human label of the source, e.g. "Senior SAP Consultant at Nordlicht Consulting GmbH". */
  source: string
  /** Index of the work experience it belongs to (0 = most recent), when it belongs to one. */
  experienceIndex: number | null
}

export function collectEvidence(profile: ProfileSections): Evidence[] {
  const items: Evidence[] = []
  const add = (kind: EvidenceKind, text: string, source: string, experienceIndex: number | null = null) => {
    const clean = text.trim()
    if (clean) items.push({ kind, text: clean, source, experienceIndex })
  }
  const { personalInfo, workExperience, education, skills, personalExperiences, books, personalityTraits } =
    profile
  add('summary', personalInfo.summary, 'Professional summary')
  for (const skill of [...skills.technical, ...skills.sap, ...skills.business]) add('skill', skill, 'Skills')
  workExperience.experiences.forEach((job, index) => {
    const source = [job.role, job.company].filter(Boolean).join(' at ')
    add('role', job.role, source, index)
    add('description', job.description, source, index)
    for (const achievement of job.achievements) add('achievement', achievement, source, index)
  })
  for (const degree of education.degrees) {
    add(
      'education',
      [degree.degree, degree.field, degree.institution, degree.achievements].filter(Boolean).join(', '),
      degree.institution || 'Education',
    )
  }
  for (const certification of education.certifications) add('certification', certification, 'Certifications')
  for (const project of personalExperiences.projects) {
    const description = project.description.replace(/[.;]+$/, '')
    add(
      'project',
      `${project.name}${description ? ` — ${description}` : ''}${project.technologies.length ? ` (${project.technologies.join(', ')})` : ''}`,
      `Project ${project.name}`,
    )
  }
  for (const hobby of personalExperiences.hobbies.filter((h) => h.selected)) {
    add('hobby', [hobby.name, hobby.description, hobby.achievement].filter(Boolean).join(': '), 'Interests')
  }
  for (const book of books.books)
    add(
      'book',
      [book.title, book.keyInsights, book.applicationToWork].filter(Boolean).join(': '),
      `Book ${book.title}`,
    )
  for (const language of personalInfo.languages) add('language', language, 'Languages')
  for (const strength of personalityTraits.strengths) add('strength', strength, 'Strengths')
  return items
}

/** All profile text in one string, for "does the profile contain X" checks. */
export function profileText(profile: ProfileSections): string {
  return collectEvidence(profile)
    .map((e) => `${e.text} ${e.source}`)
    .concat(
      profile.workExperience.experiences.map((e) => e.duration),
      profile.education.degrees.map((d) => d.year),
      profile.portfolioData.portfolioUrls.map((l) => `${l.title} ${l.url} ${l.description}`),
      profile.currentClients,
    )
    .join('\n')
}
