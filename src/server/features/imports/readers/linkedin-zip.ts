import JSZip from 'jszip'

import { AppError } from '#shared/errors.ts'
import {
  draftFullText,
  emptyDraft,
  type ResumeDraft,
  type ResumeReader,
} from '#server/features/imports/resume-document.ts'
import { column, parseCsvRecords } from '#server/features/imports/readers/csv.ts'
import { dedupe, isProgrammingLanguage } from '#server/features/imports/structure/parse-lists.ts'
import { isBulletText, stripBullet } from '#server/features/imports/structure/text-patterns.ts'

// LinkedIn data-export ZIP ("Get a copy of your data"). Files are matched by their exact name in any
// folder: "Profile.csv" must never pick up "Profile Summary.csv". Column sets differ between export
// years, so columns are read by name and missing ones are simply empty.

/** Each CSV is small; a larger one is not a LinkedIn export (and could be a zip bomb). */
const MAX_CSV_BYTES = 5 * 1024 * 1024

export async function loadZip(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes)
  } catch (error) {
    throw new AppError('UNREADABLE_FILE', {
      message: 'This ZIP file is damaged and could not be opened.',
      cause: error,
    })
  }
}

async function readCsv(zip: JSZip, name: string): Promise<Record<string, string>[]> {
  const file = Object.values(zip.files).find(
    (f) => !f.dir && (f.name.split('/').pop() ?? '').toLowerCase() === name.toLowerCase(),
  )
  if (!file) return []
  const size = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0
  if (size > MAX_CSV_BYTES)
    throw new AppError('UNREADABLE_FILE', {
      message: `${name} in this ZIP is too large for a LinkedIn export.`,
    })
  const text = await file.async('string')
  if (text.length > MAX_CSV_BYTES)
    throw new AppError('UNREADABLE_FILE', {
      message: `${name} in this ZIP is too large for a LinkedIn export.`,
    })
  return parseCsvRecords(text)
}

function isLinkedinExport(zip: JSZip): boolean {
  const names = Object.keys(zip.files).map((n) => (n.split('/').pop() ?? '').toLowerCase())
  return ['profile.csv', 'positions.csv', 'education.csv', 'skills.csv'].some((n) => names.includes(n))
}

function duration(start: string, end: string): string {
  if (!start && !end) return ''
  return `${start || '?'} - ${end || 'Present'}`
}

function splitDescription(text: string): { description: string[]; achievements: string[] } {
  const description: string[] = []
  const achievements: string[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    if (isBulletText(line)) achievements.push(stripBullet(line))
    else description.push(line)
  }
  return { description, achievements }
}

async function readLinkedinExport(zip: JSZip): Promise<ResumeDraft> {
  const draft = emptyDraft()
  const [profile] = await readCsv(zip, 'Profile.csv')
  const [summaryRow] = await readCsv(zip, 'Profile Summary.csv')
  if (profile) {
    draft.fullName = [column(profile, 'First Name'), column(profile, 'Last Name')].filter(Boolean).join(' ')
    draft.headline = column(profile, 'Headline')
    draft.summary = column(profile, 'Summary')
    draft.location = column(profile, 'Geo Location', 'Location') || column(profile, 'Country')
    const websites = column(profile, 'Websites')
    // "[PERSONAL:https://x.dev,COMPANY:https://y.com]" in recent exports; plain URLs in older ones.
    for (const match of websites.matchAll(/https?:\/\/[^\s,\]]+|www\.[^\s,\]]+/g))
      draft.websites.push(match[0])
  }
  if (!draft.summary && summaryRow) draft.summary = column(summaryRow, 'Profile Summary', 'Summary')
  const emails = await readCsv(zip, 'Email Addresses.csv')
  const primary = emails.find((e) => /yes|true/i.test(column(e, 'Primary'))) ?? emails[0]
  if (primary) draft.email = column(primary, 'Email Address', 'Email')
  const [phone] = await readCsv(zip, 'PhoneNumbers.csv')
  if (phone) draft.phone = column(phone, 'Number', 'Phone Number')

  draft.work = (await readCsv(zip, 'Positions.csv'))
    .map((row) => ({
      company: column(row, 'Company Name', 'Company'),
      role: column(row, 'Title', 'Position'),
      duration: duration(column(row, 'Started On', 'Start Date'), column(row, 'Finished On', 'End Date')),
      location: column(row, 'Location'),
      ...splitDescription(column(row, 'Description')),
    }))
    .filter((w) => w.company || w.role)
  draft.education = (await readCsv(zip, 'Education.csv'))
    .map((row) => {
      const start = column(row, 'Start Date', 'Started On')
      const end = column(row, 'End Date', 'Finished On')
      return {
        institution: column(row, 'School Name', 'School'),
        degree: column(row, 'Degree Name', 'Degree'),
        field: column(row, 'Field Of Study', 'Field of Study', 'Field'),
        year: start && end && start !== end ? `${start} - ${end}` : end || start,
        details: [column(row, 'Notes'), column(row, 'Activities')].filter(Boolean),
      }
    })
    .filter((e) => e.institution || e.degree)
  draft.skills = dedupe(
    (await readCsv(zip, 'Skills.csv')).map((row) => column(row, 'Name', 'Skill')).filter(Boolean),
  )
  for (const row of await readCsv(zip, 'Languages.csv')) {
    const name = column(row, 'Name', 'Language')
    if (!name) continue
    if (isProgrammingLanguage(name)) draft.skills.push(name)
    else draft.languages.push(column(row, 'Proficiency') ? `${name} (${column(row, 'Proficiency')})` : name)
  }
  draft.certifications = (await readCsv(zip, 'Certifications.csv'))
    .map((row) => column(row, 'Name'))
    .filter(Boolean)
  draft.projects = (await readCsv(zip, 'Projects.csv'))
    .map((row) => ({
      name: column(row, 'Title', 'Name'),
      description: column(row, 'Description'),
      technologies: [],
    }))
    .filter((p) => p.name)
  draft.fullText = draftFullText(draft)
  return draft
}

export const linkedinZipReader: ResumeReader = {
  async read(bytes) {
    const zip = await loadZip(bytes)
    if (!isLinkedinExport(zip)) {
      throw new AppError('UNSUPPORTED_FILE', {
        message:
          'This ZIP is not a LinkedIn data export (no Profile.csv, Positions.csv, Education.csv or Skills.csv inside).',
      })
    }
    return { kind: 'draft', format: 'linkedin-zip', draft: await readLinkedinExport(zip) }
  },
}
