import { AppError } from '#shared/errors.ts'
import {
  draftFullText,
  emptyDraft,
  type ResumeDraft,
  type ResumeReader,
} from '#server/features/imports/resume-document.ts'
import { dedupe, isProgrammingLanguage } from '#server/features/imports/structure/parse-lists.ts'
import { splitPostNominals } from '#server/features/imports/structure/text-patterns.ts'

// JSON Resume (jsonresume.org) to the shared draft. Older files use `company` and `website` where
// the current schema has `name` and `url`; both are read.

type Json = Record<string, unknown>

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null) : []
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str).filter(Boolean) : [])

/** "2013-09" -> "Sep 2013"; "2013" stays; anything else is kept as written. */
function humanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value)
  if (!match) return value
  const month = MONTHS[Number(match[2]) - 1]
  return month ? `${month} ${match[1]}` : match[1]!
}

function range(start: string, end: string, isCurrentWhenOpen: boolean): string {
  if (!start && !end) return ''
  if (!end) return isCurrentWhenOpen ? `${humanDate(start)} - Present` : humanDate(start)
  return `${start ? humanDate(start) : '?'} - ${humanDate(end)}`
}

export function isJsonResume(value: unknown): value is Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const json = value as Json
  return typeof json.basics === 'object' || Array.isArray(json.work) || Array.isArray(json.education)
}

export function jsonResumeToDraft(json: Json): ResumeDraft {
  const draft = emptyDraft()
  const basics = (typeof json.basics === 'object' && json.basics !== null ? json.basics : {}) as Json
  const { name, postNominals, titles } = splitPostNominals(str(basics.name))
  draft.fullName = name
  draft.postNominals = postNominals
  draft.titles = titles
  draft.headline = str(basics.label)
  draft.email = str(basics.email)
  draft.phone = str(basics.phone)
  draft.summary = str(basics.summary)
  const location = (
    typeof basics.location === 'object' && basics.location !== null ? basics.location : {}
  ) as Json
  draft.location = [str(location.city), str(location.region), str(location.countryCode)]
    .filter(Boolean)
    .join(', ')
  for (const profile of list(basics.profiles)) {
    const url = str(profile.url)
    if (/linkedin/i.test(str(profile.network)) || /linkedin\.com\/in\//i.test(url)) {
      draft.linkedin ||=
        url || (str(profile.username) ? `https://www.linkedin.com/in/${str(profile.username)}` : '')
    } else if (url) draft.websites.push(url)
  }
  if (str(basics.url) || str(basics.website)) draft.websites.unshift(str(basics.url) || str(basics.website))
  draft.work = list(json.work).map((w) => ({
    company: str(w.name) || str(w.company),
    role: str(w.position),
    duration: range(str(w.startDate), str(w.endDate), true),
    location: str(w.location),
    description: str(w.summary) || str(w.description) ? [str(w.summary) || str(w.description)] : [],
    achievements: strings(w.highlights),
  }))
  draft.education = list(json.education).map((e) => ({
    institution: str(e.institution),
    degree: str(e.studyType),
    field: str(e.area),
    year: range(str(e.startDate), str(e.endDate), false),
    details: [
      str(e.score) || str(e.gpa) ? `GPA ${str(e.score) || str(e.gpa)}` : '',
      strings(e.courses).length > 0 ? `Courses: ${strings(e.courses).join(', ')}` : '',
    ].filter(Boolean),
  }))
  const skills: string[] = []
  for (const skill of list(json.skills)) {
    const keywords = strings(skill.keywords)
    skills.push(...(keywords.length > 0 ? keywords : [str(skill.name)]))
  }
  for (const language of list(json.languages)) {
    const value = str(language.language) || str(language.name)
    if (!value) continue
    if (isProgrammingLanguage(value)) skills.push(value)
    else draft.languages.push(str(language.fluency) ? `${value} (${str(language.fluency)})` : value)
  }
  draft.skills = dedupe(skills.filter(Boolean))
  draft.certifications = list(json.certificates)
    .map((c) => [str(c.name), str(c.issuer)].filter(Boolean).join(' — '))
    .filter(Boolean)
  draft.projects = list(json.projects)
    .map((p) => ({
      name: str(p.name),
      description: [str(p.description), ...strings(p.highlights)].filter(Boolean).join(' '),
      technologies: strings(p.keywords),
    }))
    .filter((p) => p.name)
  draft.fullText = draftFullText(draft)
  return draft
}

export const jsonResumeReader: ResumeReader = {
  async read(bytes) {
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''))
    } catch (error) {
      throw new AppError('UNREADABLE_FILE', { message: 'This JSON file is not valid JSON.', cause: error })
    }
    if (!isJsonResume(json))
      throw new AppError('UNSUPPORTED_FILE', {
        message: 'This JSON file is not a JSON Resume (no basics, work or education).',
      })
    return { kind: 'draft', format: 'json-resume', draft: jsonResumeToDraft(json) }
  },
}
