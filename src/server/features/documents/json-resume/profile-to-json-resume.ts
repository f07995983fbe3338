import type { Profile } from '#shared/profile/profile.schema.ts'
import type { JsonResume } from '#server/features/documents/json-resume/json-resume.schema.ts'
import { parseDateRange } from '#server/features/documents/json-resume/parse-date-range.ts'

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

const SOCIAL_NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/i, 'LinkedIn'],
  [/(^|\.)github\.com$/i, 'GitHub'],
  [/(^|\.)gitlab\.com$/i, 'GitLab'],
  [/(^|\.)(twitter|x)\.com$/i, 'X'],
  [/(^|\.)behance\.net$/i, 'Behance'],
  [/(^|\.)dribbble\.com$/i, 'Dribbble'],
]

function httpUrl(raw: string | undefined): URL | null {
  const text = raw?.trim()
  if (!text) return null
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

function networkOf(url: URL): string | null {
  return SOCIAL_NETWORKS.find(([pattern]) => pattern.test(url.hostname))?.[1] ?? null
}

function usernameOf(url: URL): string | undefined {
  return url.pathname.split('/').filter(Boolean).at(-1)
}

const present = (text: string) => text.trim().length > 0
const optional = (text: string) => (present(text) ? text.trim() : undefined)

/** Maps a profile to a JSON Resume document. Only what the profile holds; nothing is filled in. */
export function profileToJsonResume(profile: Profile): JsonResume {
  const info = profile.personalInfo
  const [city, ...rest] = info.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

  const profiles: JsonResume['basics']['profiles'] = []
  const projects: JsonResume['projects'] = []
  const linkedin = httpUrl(info.linkedin)
  if (linkedin) profiles.push({ network: 'LinkedIn', username: usernameOf(linkedin), url: linkedin.href })
  for (const item of profile.portfolioData.portfolioUrls) {
    const url = httpUrl(item.url)
    const network = url ? networkOf(url) : null
    if (url && network) {
      if (!profiles.some((p) => p.url === url.href))
        profiles.push({ network, username: usernameOf(url), url: url.href })
    } else if (present(item.title) || url) {
      projects.push({
        name: item.title.trim() || (url?.hostname ?? ''),
        description: optional(item.description),
        url: url?.href,
        keywords: [],
      })
    }
  }
  for (const project of profile.personalExperiences.projects) {
    projects.push({
      name: project.name,
      description: optional(project.description),
      keywords: project.technologies,
    })
  }

  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: info.fullName,
      label: optional(info.currentRole),
      email: optional(info.email),
      phone: optional(info.phone),
      summary: optional(info.summary),
      location: city ? { city, region: rest.length > 0 ? rest.join(', ') : undefined } : undefined,
      profiles,
    },
    work: profile.workExperience.experiences
      .filter((item) => present(item.company) || present(item.role))
      .map((item) => {
        const { start, end } = parseDateRange(item.duration, 'start')
        return {
          name: item.company,
          position: item.role,
          startDate: start,
          endDate: end,
          summary: optional(item.description),
          highlights: item.achievements.filter(present),
        }
      }),
    education: profile.education.degrees
      .filter((degree) => present(degree.institution) || present(degree.degree))
      .map((degree) => {
        const { start, end } = parseDateRange(degree.year, 'end')
        return {
          institution: degree.institution,
          area: optional(degree.field),
          studyType: optional(degree.degree),
          startDate: start,
          endDate: end,
          summary: optional(degree.achievements),
        }
      }),
    certificates: profile.education.certifications.filter(present).map((name) => ({ name })),
    skills: (
      [
        ['Business', profile.skills.business],
        ['Technical', profile.skills.technical],
        ['SAP', profile.skills.sap],
      ] as const
    )
      .filter(([, keywords]) => keywords.length > 0)
      .map(([name, keywords]) => ({ name, keywords: [...keywords] })),
    languages: info.languages.filter(present).map((entry) => {
      const match = /^([^(]+)\(([^)]+)\)\s*$/.exec(entry)
      return match
        ? { language: (match[1] ?? '').trim(), fluency: (match[2] ?? '').trim() }
        : { language: entry.trim() }
    }),
    interests: profile.personalExperiences.hobbies
      .filter((hobby) => hobby.selected)
      .map((hobby) => ({ name: hobby.name, keywords: [hobby.category].filter(present) })),
    projects,
    meta: { version: 'v1.0.0', lastModified: profile.updatedAt },
  }
}
