import type { ImportNote, ImportReview, ImportSource } from '#shared/imports/imports.contract.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import type { DraftDoubt, ResumeDraft } from '#server/features/imports/resume-document.ts'

// What the import review shows beside the data: the lines each item came from, a note on everything
// that is missing or doubtful, and the text that was not used. Built from the draft and the final
// profile data, so item ids are those of profileData.

const MAX_SKIPPED_LINES = 300
const MAX_SOURCE_LINES = 60

/** A duration the person can trust names at least a year ("2019", "03/2019 – heute", "Jan 2020 – Present"). */
const READABLE_DURATION = /(?<!\d)(?:19|20)\d{2}(?!\d)|'\d{2}\b/

export type BuildImportReviewOptions = { draft: ResumeDraft; profileData: ProfileSections }

function lines(values: string[]): string[] {
  return values.slice(0, MAX_SOURCE_LINES).map((line) => line.slice(0, 500))
}

function fromDoubts(
  section: ImportNote['section'],
  itemId: string,
  doubts: DraftDoubt[] | undefined,
): ImportNote[] {
  return (doubts ?? []).map((d) => ({ section, itemId, field: d.field, kind: d.kind, message: d.message }))
}

export function buildImportReview({ draft, profileData }: BuildImportReviewOptions): ImportReview {
  const sources: ImportSource[] = draft.sources
    .filter((s) => s.lines.length > 0)
    .map((s) => ({ section: s.section, itemId: null, lines: lines(s.lines) }))
  if (!sources.some((s) => s.section === 'personalInfo')) {
    const personal = [
      draft.fullName,
      draft.headline,
      draft.email,
      draft.phone,
      draft.location,
      draft.linkedin,
    ]
    if (personal.some(Boolean))
      sources.unshift({ section: 'personalInfo', itemId: null, lines: lines(personal.filter(Boolean)) })
  }
  const notes: ImportNote[] = []
  const info = profileData.personalInfo
  const personal = (field: string, message: string): ImportNote => ({
    section: 'personalInfo',
    itemId: null,
    field,
    kind: 'missing',
    message,
  })
  if (!info.fullName) notes.push(personal('fullName', 'No name was found. Please add your full name.'))
  if (!info.email) notes.push(personal('email', 'No e-mail address was found.'))
  if (!info.phone) notes.push(personal('phone', 'No phone number was found.'))
  if (!info.location) notes.push(personal('location', 'No city or location was found.'))

  const work = draft.work.filter((w) => w.company || w.role)
  profileData.workExperience.experiences.forEach((entry, index) => {
    const source = work[index]
    const label = [entry.role, entry.company].filter(Boolean).join(' at ') || 'this position'
    // Structured formats (JSON Resume, LinkedIn exports) have no lines: their fields stand in for them.
    const workLines = source?.sourceLines?.length
      ? source.sourceLines
      : [
          source?.role,
          source?.company,
          source?.duration,
          source?.location,
          ...(source?.description ?? []),
          ...(source?.achievements ?? []),
        ]
    sources.push({
      section: 'workExperience',
      itemId: entry.id,
      lines: lines(workLines.filter((l): l is string => !!l)),
    })
    const note = (field: string, kind: ImportNote['kind'], message: string) =>
      notes.push({ section: 'workExperience', itemId: entry.id, field, kind, message })
    if (!entry.company) note('company', 'missing', `No employer was found for ${label}.`)
    if (!entry.role) note('role', 'missing', `No job title was found for ${label}.`)
    if (!entry.duration) note('duration', 'missing', `No dates were found for ${label}.`)
    else if (!READABLE_DURATION.test(entry.duration))
      note('duration', 'uncertain', `The dates of ${label} ("${entry.duration}") could not be read.`)
    notes.push(...fromDoubts('workExperience', entry.id, source?.doubts))
  })

  profileData.education.degrees.forEach((degree, index) => {
    const source = draft.education[index]
    const label = [degree.degree, degree.institution].filter(Boolean).join(', ') || 'this entry'
    const degreeLines = source?.sourceLines?.length
      ? source.sourceLines
      : [source?.degree, source?.field, source?.institution, source?.year, ...(source?.details ?? [])]
    sources.push({
      section: 'education',
      itemId: degree.id,
      lines: lines(degreeLines.filter((l): l is string => !!l)),
    })
    const note = (field: string, message: string) =>
      notes.push({ section: 'education', itemId: degree.id, field, kind: 'missing', message })
    if (!degree.institution) note('institution', `No school or university was found for ${label}.`)
    if (!degree.degree) note('degree', `No degree was found for ${label}.`)
    if (!degree.year) note('year', `No year was found for ${label}.`)
    notes.push(...fromDoubts('education', degree.id, source?.doubts))
  })

  const skipped = draft.skipped.slice(0, MAX_SKIPPED_LINES).map((line) => line.slice(0, 500))
  if (draft.skipped.length > 0)
    notes.push({
      section: 'personalInfo',
      itemId: null,
      field: null,
      kind: 'skipped',
      message: `${draft.skipped.length} line${draft.skipped.length === 1 ? ' was' : 's were'} not used (navigation, labels, footers or sections the profile has no place for).`,
    })
  return { sources, notes, skipped }
}
