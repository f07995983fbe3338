import { randomUUID } from 'node:crypto'

import type {
  ImportField,
  ImportFormat,
  ImportReview,
  ImportStats,
} from '#shared/imports/imports.contract.ts'
import {
  blankProfileSections,
  ProfileSectionsSchema,
  type ProfileSections,
} from '#shared/profile/profile.schema.ts'
import { isCurrentRole } from '#shared/text/dates.ts'
import {
  SKILLS,
  findSkillMatches,
  findSkillMentions,
  findSkills,
  getSkill,
  PRODUCT_CATEGORIES,
  type SkillCategory,
  type SkillEntry,
  type SkillMatch,
} from '#shared/skills/skills-lexicon.ts'
import { buildImportReview } from '#server/features/imports/build-import-review.ts'
import type { ResumeDraft } from '#server/features/imports/resume-document.ts'
import { dedupe, isProgrammingLanguage } from '#server/features/imports/structure/parse-lists.ts'
import { capTokens } from '#server/features/imports/input-bounds.ts'
import { looksLikeRole } from '#server/features/imports/structure/text-patterns.ts'

// The one step every import ends in: a draft (what the document says) becomes the profile shape.
// Nothing is filled with a default: a value the document lacks stays empty, the stats list it in
// fieldsDefaulted ("left empty") and the review carries a note on it.

const CORE_FIELDS: ImportField[] = [
  'fullName',
  'email',
  'phone',
  'location',
  'summary',
  'currentRole',
  'company',
  'workExperience',
  'education',
  'skills',
]

const BUSINESS_WORDS =
  /\b(?:management|leadership|strategy|strategic|negotiation|sales|marketing|communication|planning|budget|budgeting|stakeholder|finance|financial|accounting|operations|business|consulting|customer|public speaking|presentation|team building|recruiting|hiring|coaching|mentoring|project management|product management|analysis|forecasting|procurement|supply chain|p&l|fp&a|crm|account|partnership|change management|risk|compliance|governance|agile|scrum)\b/i

function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean)
    .join(' ')
}

// "Autorizzo il trattamento dei dati personali ai sensi del Regolamento UE 2016/679 (GDPR)": the data-protection
// consent an Italian or European CV closes with is a formula, no account of the person's skills.
const CONSENT_LINE =
  /^.*\b(?:autorizzo il trattamento|ai sensi del(?:l['’]art)?|consent to the processing of (?:my )?personal data|einwilligung in die (?:verarbeitung|datenverarbeitung)|j['’]autorise le traitement|autorizo el tratamiento)\b.*$/gim

// "Looking for a first role in clinical trials", "Ich möchte in die Pflegedienstleitung wechseln": what the
// person wants to do next is no skill they have.
const WISH =
  /\b(?:looking (?:for|to)|seeking|keen to|eager to|hoping to|aiming to|would like to|want to|aspir\w*|interested in|(?:move|moving|step|stepping|progress|progressing) into|transition(?:ing)? into|my goal|next step|möchte|suche (?:eine|einen)|strebe)\b/i

// A sentence ends at its stop or at a line's end, unless the next line carries it on in lower case (a wrapped line:
// "Looking to move into" / "transport planning.").
function withoutWishes(text: string): string {
  return text
    .split(/(?<=[.!?])\s+|\n(?!\p{Ll})/u)
    .filter((sentence) => !WISH.test(sentence))
    .join('\n')
}

/** The document's text without its employers' and schools' names: "DHL Supply Chain" names no skill. */
function withoutNames(draft: ResumeDraft): string {
  const names = [...draft.work.map((w) => w.company), ...draft.education.map((e) => e.institution)]
  let text = withoutWishes(draft.fullText.replace(CONSENT_LINE, ' '))
  for (const name of names) if (name.trim().length >= 3) text = text.replaceAll(name, ' ')
  return text
}

// Categories whose single words name a sector or a kind of place as often as a skill: "nursing home",
// "clients in hospitality". Business words ("retail", "e-commerce") name a sector only in a list of
// what the work was on ("(120 apartments, ground-floor retail)").
const SECTOR_CATEGORIES = new Set<SkillCategory>([
  'healthcare',
  'hospitality',
  'public',
  'education',
  'legal',
])
// Categories of tools and practices, whose names are never a job's ("DevOps", "SRE").
const TOOL_CATEGORIES = new Set<SkillCategory>([...PRODUCT_CATEGORIES, 'design', 'method'])

const PEOPLE_AFTER =
  /^[ -](?:operators|drivers|technicians|mechanics|electricians|engineers|developers|welders|nurses|carers|pickers|packers|installers|fitters|inspectors|cleaners|staff|hires|candidates|recruits|apprentices|trainees)\b/i

/** The bracket around `index`, when the text opens one before it and closes it after. */
function enclosingBracket(text: string, index: number): string | null {
  const open = text.lastIndexOf('(', index)
  if (open < 0 || text.lastIndexOf(')', index) > open) return null
  const close = text.indexOf(')', index)
  return close < 0 || close - open > 200 ? null : text.slice(open + 1, close)
}

/**
 * Whether a lexicon word in the running text says what the person can do. Not a certificate (that
 * is its own section), not a job's name ("Steuerberater"), and not a sector word that only describes
 * the object of the work: a modifier of the next noun ("a 90-bed nursing home") or an item of a
 * bracketed list that is not a list of skills ("(120 apartments, ground-floor retail)",
 * "(Handwerk, Gastronomie, Ärzte)").
 */
function namesOwnSkill(match: SkillMatch, text: string): boolean {
  if (match.category === 'certification') return false
  // "Cut time-to-fill for forklift operators", "hired Java developers": the skill names the people the
  // work was for or about, not something the person does.
  if (PEOPLE_AFTER.test(text.slice(match.end, match.end + 24))) return false
  // "Ansprechpartner für 60 Fahrer und 5 Subunternehmer": a word after a count names what was counted.
  if (
    /\d\s$/.test(text.slice(Math.max(0, match.start - 2), match.start)) &&
    !TOOL_CATEGORIES.has(match.category)
  )
    return false
  if (TOOL_CATEGORIES.has(match.category) || /\s/.test(match.surface)) return true
  if (looksLikeRole(match.surface)) return false
  const after = text.slice(match.end, match.end + 30)
  if (
    SECTOR_CATEGORIES.has(match.category) &&
    match.surface === match.surface.toLowerCase() &&
    /^ \p{Ll}{3,}(?![\p{L}-])/u.test(after) &&
    !/^ (?:and|or|und|oder|for|für|with|mit|in|at|to|of)\b/.test(after)
  )
    return false
  const bracket = enclosingBracket(text, match.start)
  return bracket === null || bracket.split(/\s*[,;/]\s*/).every((item) => findSkills(item).length > 0)
}

const collapse = (text: string) => text.replace(/\s+/g, ' ')

/**
 * "Finanzbuchhaltungen" is the lexicon's "Finanzbuchhaltung" inflected: a skill is named in its base
 * form, with the text's own capitals.
 */
function baseForm(surface: string, entry: SkillEntry | null): string {
  if (!entry || getSkill(surface)) return surface
  const lower = surface.toLowerCase()
  const base = [entry.name, ...entry.aliases].find(
    (a) => lower.startsWith(a.toLowerCase()) && /^(?:e|en|n|s|es|er|ern)$/.test(lower.slice(a.length)),
  )
  return base ? surface.slice(0, base.length) : surface
}

/**
 * Lexicon skills the text names as the person's own, beyond the listed ones, in the text's words.
 * Never one inside a longer name, an employer's or school's name, or a listed skill in another form.
 */
function mentionedSkills(draft: ResumeDraft): string[] {
  const listed = new Set(draft.skills.map((s) => getSkill(s)?.name ?? s.toLowerCase()))
  const listedWords = draft.skills.map((s) => ` ${wordsOf(s)} `)
  const text = capTokens(withoutNames(draft))
  const matches = findSkillMatches(text, { isNested: false })
  const canonical = new Map(matches.map((m) => [collapse(m.surface).toLowerCase(), m.name]))
  const own = new Set(
    matches
      .filter((m) => namesOwnSkill(m, text))
      .flatMap((m) => [m.name.toLowerCase(), collapse(m.surface).toLowerCase()]),
  )
  return findSkillMentions(text).flatMap((mention) => {
    const name = collapse(mention)
    const entry = getSkill(canonical.get(name.toLowerCase()) ?? name)
    const keep =
      own.has(name.toLowerCase()) &&
      entry?.category !== 'discipline' &&
      !listed.has(entry?.name ?? '') &&
      // "CEng" after the name is a letter of the name, shown with it in the review, not a skill.
      !draft.postNominals.some((letters) => letters.toLowerCase() === name.toLowerCase()) &&
      // "Customs" is part of the listed "Customs documentation", not a skill of its own.
      !listedWords.some((words) => words.includes(` ${wordsOf(name)} `)) &&
      !isActionPhrase(name)
    return keep ? [baseForm(name, entry)] : []
  })
}

/**
 * "Led a team", "manage a team", "Führung eines Teams": a verb and its object, as a sentence writes what
 * someone did, names no skill of the person's ("Software as a Service" does).
 */
const isActionPhrase = (mention: string) => /^\p{L}+\s+(?:a|an|eines|einer|einem)\s/iu.test(mention)

function categorise(skills: string[]): ProfileSections['skills'] {
  const result: ProfileSections['skills'] = { business: [], technical: [], sap: [] }
  for (const skill of skills) {
    const entry = getSkill(skill) ?? SKILLS.find((s) => findSkills(skill).includes(s.name))
    if (/\bsap\b|s\/4|hana|abap|fiori/i.test(skill) || entry?.category === 'enterprise')
      result.sap.push(skill)
    else if (
      entry?.category === 'business' ||
      (!entry && BUSINESS_WORDS.test(skill) && !isProgrammingLanguage(skill))
    )
      result.business.push(skill)
    else result.technical.push(skill)
  }
  return result
}

export type BuiltImport = { profileData: ProfileSections; importStats: ImportStats; review: ImportReview }

export function buildProfileData(draft: ResumeDraft, format: ImportFormat): BuiltImport {
  const sections = blankProfileSections()
  const experiences = draft.work.filter((w) => w.company || w.role)
  // The current job: one that runs to the present, else the first listed (resumes list newest first).
  const current = experiences.find((w) => isCurrentRole(w.duration)) ?? experiences[0]
  // Without positions, a headline that names a title ("Front-End Developer") is the current role.
  const headlineRole = draft.headline.split(/\s+(?:at|@)\s+|\s[|·]\s/)[0]?.trim() ?? ''
  const currentRole = current?.role || (looksLikeRole(headlineRole) ? headlineRole : '')
  const company =
    current?.company ||
    (looksLikeRole(headlineRole) ? (/\s(?:at|@)\s(.+)$/.exec(draft.headline)?.[1]?.trim() ?? '') : '')

  // Skills: those the document lists, plus lexicon skills its text names. Nothing else. A degree or
  // field of study named in the text ("Bachelor of Science in Nursing", "MBA") is education, not a skill.
  const skills = dedupe([...draft.skills, ...mentionedSkills(draft)]).filter((s) => s.length <= 60)
  const languages = dedupe(draft.languages.filter((l) => !isProgrammingLanguage(l)))

  sections.personalInfo = {
    fullName: draft.fullName,
    email: draft.email,
    phone: draft.phone,
    location: draft.location,
    summary: draft.summary,
    languages,
    currentRole,
    company,
    ...(draft.linkedin ? { linkedin: draft.linkedin } : {}),
  }
  sections.workExperience.experiences = experiences.map((w) => ({
    id: randomUUID(),
    company: w.company,
    role: w.role,
    duration: w.duration,
    description: w.description.join('\n'),
    achievements: w.achievements,
  }))
  sections.education.degrees = draft.education.map((e) => ({
    id: randomUUID(),
    institution: e.institution,
    degree: e.degree,
    field: e.field,
    year: e.year,
    achievements: e.details.join('\n'),
  }))
  sections.education.certifications = dedupe(draft.certifications)
  sections.skills = categorise(skills)
  sections.personalExperiences.projects = draft.projects
    .filter((p) => p.name)
    .map((p) => ({ name: p.name, description: p.description, technologies: p.technologies }))
  sections.portfolioData.portfolioUrls = dedupe(draft.websites).map((url) => ({
    title: url.replace(/^https?:\/\/(?:www\.)?/, '').split('/')[0] ?? url,
    description: '',
    url: /^https?:/.test(url) ? url : `https://${url}`,
  }))

  const found = new Set<ImportField>()
  if (draft.fullName) found.add('fullName')
  if (draft.email) found.add('email')
  if (draft.phone) found.add('phone')
  if (draft.location) found.add('location')
  if (draft.linkedin) found.add('linkedin')
  if (draft.summary) found.add('summary')
  if (currentRole) found.add('currentRole')
  if (company) found.add('company')
  if (experiences.length > 0) found.add('workExperience')
  if (draft.education.length > 0) found.add('education')
  if (skills.length > 0) found.add('skills')
  if (languages.length > 0) found.add('languages')
  if (draft.certifications.length > 0) found.add('certifications')
  if (draft.projects.length > 0) found.add('projects')
  const defaulted: ImportField[] = []
  if (!draft.fullName) defaulted.push('fullName')
  if (!currentRole) defaulted.push('currentRole')
  if (!company) defaulted.push('company')
  if (!draft.location) defaulted.push('location')

  const profileData = ProfileSectionsSchema.parse(truncate(sections))
  const warnings = [...draft.warnings]
  if (profileData.workExperience.experiences.length < experiences.length)
    warnings.push(
      `Only the first ${profileData.workExperience.experiences.length} of ${experiences.length} positions were kept.`,
    )
  const importStats: ImportStats = {
    completeness: Math.round((CORE_FIELDS.filter((f) => found.has(f)).length / CORE_FIELDS.length) * 100),
    format,
    fieldsFound: [...found],
    fieldsDefaulted: defaulted,
    experienceCount: profileData.workExperience.experiences.length,
    educationCount: profileData.education.degrees.length,
    skillCount: skills.length,
    postNominals: draft.postNominals,
    titles: draft.titles,
    warnings,
  }
  return { profileData, importStats, review: buildImportReview({ draft, profileData }) }
}

/** Keeps every value inside the profile schema's limits (a very long document must not fail the import). */
function truncate(sections: ProfileSections): ProfileSections {
  const short = (value: string) => value.slice(0, 500)
  return {
    ...sections,
    personalInfo: {
      ...sections.personalInfo,
      fullName: short(sections.personalInfo.fullName),
      email: short(sections.personalInfo.email),
      location: short(sections.personalInfo.location),
      phone: short(sections.personalInfo.phone),
      currentRole: short(sections.personalInfo.currentRole),
      company: short(sections.personalInfo.company),
      summary: sections.personalInfo.summary.slice(0, 20_000),
      languages: sections.personalInfo.languages.slice(0, 50).map(short),
    },
    workExperience: {
      experiences: sections.workExperience.experiences.slice(0, 100).map((w) => ({
        ...w,
        company: short(w.company),
        role: short(w.role),
        duration: short(w.duration),
        description: w.description.slice(0, 20_000),
        achievements: w.achievements.slice(0, 100).map((a) => a.slice(0, 20_000)),
      })),
    },
    education: {
      degrees: sections.education.degrees.slice(0, 50).map((d) => ({
        ...d,
        institution: short(d.institution),
        degree: short(d.degree),
        field: short(d.field),
        year: short(d.year),
        achievements: d.achievements.slice(0, 20_000),
      })),
      certifications: sections.education.certifications.slice(0, 100).map(short),
    },
    skills: {
      business: sections.skills.business.slice(0, 200),
      technical: sections.skills.technical.slice(0, 200),
      sap: sections.skills.sap.slice(0, 200),
    },
    personalExperiences: {
      ...sections.personalExperiences,
      projects: sections.personalExperiences.projects.slice(0, 100).map((p) => ({
        ...p,
        name: short(p.name),
        description: p.description.slice(0, 20_000),
        technologies: p.technologies.slice(0, 100).map(short),
      })),
    },
    portfolioData: {
      portfolioUrls: sections.portfolioData.portfolioUrls
        .slice(0, 100)
        .map((u) => ({ ...u, title: short(u.title), url: short(u.url) })),
    },
  }
}
