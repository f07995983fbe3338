import type { ContactItem, ResumeHeader } from '#shared/documents/resume-document.schema.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'

// The resume header comes from the profile alone, for both engines: a value the profile lacks is
// left out, never replaced by a default ("Global", "Imported User", "Professional").

/** Placeholder values an import may have written into a profile; they are not facts about the person. */
const PLACEHOLDERS = new Set([
  'imported user',
  'global',
  'professional',
  'technology company',
  'applicant',
  'n/a',
  'unknown',
])

function isPlaceholder(value: string | undefined | null): boolean {
  return !value || PLACEHOLDERS.has(value.trim().toLowerCase())
}

/** The profile value, or '' when it is empty or a known placeholder. */
export function realValue(value: string | undefined | null): string {
  return isPlaceholder(value) ? '' : value!.trim()
}

const SMALL_WORDS = new Set(['AND', 'OF', 'THE', 'FOR', 'IN', 'AT', 'TO', 'ON'])

/** "CUSTOMER SUPPORT SPECIALIST" -> "Customer Support Specialist"; short acronyms ("UX", "IT") stay. */
function unshout(text: string): string {
  if (!/[A-Z]{4,}/.test(text) || /[a-z]/.test(text)) return text
  return text
    .split(/(\s+)/)
    .map((w, i) =>
      SMALL_WORDS.has(w) && i > 0
        ? w.toLowerCase()
        : w.length <= 3 && /^[A-Z]+$/.test(w)
          ? w
          : w.charAt(0) + w.slice(1).toLowerCase(),
    )
    .join('')
}

/** The person's real current title: the profile's current role, else the latest position's role. */
export function currentTitle(profile: ProfileSections): string {
  return unshout(
    realValue(profile.personalInfo.currentRole) ||
      realValue(profile.workExperience.experiences[0]?.role) ||
      '',
  )
}

export function resumeHeader(profile: ProfileSections): ResumeHeader {
  const info = profile.personalInfo
  const contact: ContactItem[] = []
  const add = (kind: ContactItem['kind'], value: string | undefined) => {
    const clean = realValue(value)
    if (clean) contact.push({ kind, value: clean })
  }
  add('email', info.email)
  add('phone', info.phone)
  add('location', info.location)
  add('linkedin', info.linkedin)
  const website = profile.portfolioData.portfolioUrls.find(
    (l) => /^https?:\/\//i.test(l.url.trim()) && !/linkedin\.com/i.test(l.url),
  )
  if (website) add(/github\.com/i.test(website.url) ? 'github' : 'website', website.url)
  const headline = currentTitle(profile)
  return { name: realValue(info.fullName), headline: headline || null, contact }
}
