import { load } from 'cheerio'

import { draftFullText, emptyDraft, type ResumeDraft } from '#server/features/imports/resume-document.ts'
import { cleanSeparators } from '#server/features/imports/structure/text-patterns.ts'

// A public LinkedIn profile page, when LinkedIn serves one: the schema.org Person in its JSON-LD,
// the og:title, and the experience/education cards of the public layout. Only what is there.

type Json = Record<string, unknown>

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const asList = (value: unknown): Json[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (v): v is Json => typeof v === 'object' && v !== null,
  )

function findPerson(value: unknown): Json | null {
  for (const node of asList(value)) {
    const type = node['@type']
    if (type === 'Person' || (Array.isArray(type) && type.includes('Person'))) return node
    const nested = findPerson(node['@graph'])
    if (nested) return nested
  }
  return null
}

export function parseLinkedinPage(html: string): ResumeDraft | null {
  const $ = load(html)
  const draft = emptyDraft()
  let person: Json | null = null
  $('script[type="application/ld+json"]').each((_, element) => {
    if (person) return
    try {
      person = findPerson(JSON.parse($(element).text()))
    } catch {
      // One bad block must not fail the page.
    }
  })
  const found = person as Json | null
  if (found) {
    draft.fullName = str(found.name)
    const jobTitle = found.jobTitle
    draft.headline = Array.isArray(jobTitle) ? jobTitle.map(str).filter(Boolean).join(' | ') : str(jobTitle)
    draft.summary = str(found.description)
    const address = asList(found.address)[0]
    if (address)
      draft.location = [str(address.addressLocality), str(address.addressRegion), str(address.addressCountry)]
        .filter(Boolean)
        .join(', ')
    const works = asList(found.worksFor)
    for (const org of works)
      draft.work.push({
        company: str(org.name),
        role: '',
        duration: '',
        location: '',
        description: [],
        achievements: [],
      })
    for (const school of asList(found.alumniOf)) {
      if (
        str(school['@type']) === 'EducationalOrganization' ||
        /universit|college|school|institut/i.test(str(school.name))
      ) {
        draft.education.push({ institution: str(school.name), degree: '', field: '', year: '', details: [] })
      }
    }
  }
  // Public layout cards: richer than the JSON-LD when present.
  const cards = $('section[data-section="experience"] li, .experience__list > li, li.experience-item')
  if (cards.length > 0) {
    draft.work = cards
      .map((_, card) => {
        const text = (selector: string) =>
          cleanSeparators($(card).find(selector).first().text().replace(/\s+/g, ' '))
        return {
          role: text('.experience-item__title, .profile-section-card__title, h3'),
          company: text('.experience-item__subtitle, .profile-section-card__subtitle, h4'),
          duration: text('.date-range').replace(/(?<![\d\s])\s*\d{1,3}\s+(?:years?|months?)\b.*$/, ''),
          location: text('.experience-item__location'),
          description: [text('.show-more-less-text__text--less, .experience-item__description')].filter(
            Boolean,
          ),
          achievements: [],
        }
      })
      .get()
      .filter((w) => w.role || w.company)
  }
  if (!draft.fullName) {
    const title = $('meta[property="og:title"]').attr('content') ?? ''
    const name = title.split(/\s+[-–|]\s+/)[0]?.trim() ?? ''
    if (name && !/linkedin|sign in|log in|join/i.test(name)) draft.fullName = name
  }
  if (!draft.fullName) return null
  draft.linkedin = $('link[rel="canonical"]').attr('href') ?? ''
  draft.fullText = draftFullText(draft)
  return draft
}
