import type { EvidencedClaim, GeneratedApplication } from '#shared/applications/application.schema.ts'
import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { profileText } from '#shared/matching/profile-evidence.ts'
import { mentionsSkill } from '#shared/matching/skill-ownership.ts'
import type { ProfileSections } from '#shared/profile/profile.schema.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'

// Every skill, technology, employer, degree, certification, date and number in generated text must be
// traceable to the profile. Sentences (and list items) that make an untraceable claim are removed
// before the answer leaves the server — for the local engine and for any LLM alike.

export type GuardContext = {
  profile: ProfileSections
  job: Pick<ExtractedJob, 'title' | 'company'> & Partial<Pick<ExtractedJob, 'requirements' | 'responsibilities' | 'preferred' | 'skills'>>
  /** Facts computed from the profile (e.g. "9" years) that may appear although not written in it. */
  derivedNumbers?: string[]
  /** Text the user supplied for this request (a post's topic and argument): its terms are not claims. */
  allowedText?: string
}

export type GuardReport = { removed: { text: string; reason: string }[] }

const DEGREE_WORDS = /\b(bachelor|master|mba|msc|bsc|ph\.?d|doctorate|doctor of|diploma|diplom)\b/gi
const CERT_WORDS = /\b(certified|certification|certificate)\b/i
const NUMBER = /\d[\d,.]*(?:\s?%|\+)?/g

function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => n.replace(/[,.](?=\d{3}\b)/g, '').replace(/[^\d.]/g, '').replace(/\.$/, '')).filter(Boolean)
}

/** True when the number in `fragment` is quoted from the posting (the same words around it). */
function quotedFromJob(fragment: string, number: string, jobText: string): boolean {
  const at = fragment.indexOf(number)
  if (at < 0) return false
  const window = fragment.slice(Math.max(0, at - 25), at + number.length + 25).split(/\s+/).slice(1, -1).join(' ')
  return window.length > number.length + 5 && jobText.includes(window)
}

export function createGuard(context: GuardContext) {
  const source = `${profileText(context.profile)}\n${context.allowedText ?? ''}`
  const sourceLower = source.toLowerCase()
  const allowedNumbers = new Set([...numbersIn(source), ...numbersIn(`${context.job.title} ${context.job.company}`), ...(context.derivedNumbers ?? [])])
  const companies = [...context.profile.workExperience.experiences.map((e) => e.company), context.job.company].filter(Boolean).map((c) => c.toLowerCase())
  const report: GuardReport = { removed: [] }
  const jobText = [...(context.job.requirements ?? []), ...(context.job.responsibilities ?? []), ...(context.job.preferred ?? [])].join('\n')

  /** The reason a fragment cannot be traced to the profile, or null when it can. */
  function untraceable(fragment: string): string | null {
    for (const skill of findSkills(fragment)) {
      if (!mentionsSkill(source, skill) && !context.job.title.toLowerCase().includes(skill.toLowerCase())) return `skill not in profile: ${skill}`
    }
    // The posting's own skill words may be missing from the lexicon; they still need evidence.
    for (const skill of context.job.skills ?? []) {
      if (mentionsSkill(fragment, skill) && !mentionsSkill(source, skill)) return `skill not in profile: ${skill}`
    }
    for (const number of numbersIn(fragment)) {
      if (!allowedNumbers.has(number) && !quotedFromJob(fragment, number, jobText)) return `number not in profile: ${number}`
    }
    for (const degree of fragment.match(DEGREE_WORDS) ?? []) if (!sourceLower.includes(degree.toLowerCase())) return `degree not in profile: ${degree}`
    if (CERT_WORDS.test(fragment) && !CERT_WORDS.test(source)) return 'certification not in profile'
    const employer = fragment.match(/\b(?:worked at|working at|employed at|employed by|joined|role at|position at)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})/)
    if (employer?.[1] && !companies.some((c) => c.includes(employer[1]!.toLowerCase()) || employer[1]!.toLowerCase().includes(c))) return `employer not in profile: ${employer[1]}`
    return null
  }

  function listItemMissing(item: string): boolean {
    report.removed.push({ text: item, reason: 'list item not in profile' })
    return false
  }

  function check(fragment: string): boolean {
    const reason = untraceable(fragment)
    if (reason) report.removed.push({ text: fragment, reason })
    return reason === null
  }

  /** Cleans a text: list lines and list items are filtered, prose is filtered sentence by sentence. */
  function cleanText(text: string): string {
    const lines = text.split('\n').map((line) => {
      if (/ • /.test(line) || /^[^.!?]*(, [^.!?]+){3,}$/.test(line)) {
        const separator = line.includes(' • ') ? ' • ' : ', '
        const [label, rest] = /^[A-Za-z ]{2,20}: /.test(line) ? [line.slice(0, line.indexOf(': ') + 2), line.slice(line.indexOf(': ') + 2)] : ['', line]
        // In a list every item is a claim of its own: it must be in the profile as written.
        const kept = rest.split(separator).filter((item) => check(item) && (sourceLower.includes(item.trim().toLowerCase()) || listItemMissing(item)))
        return kept.length ? label + kept.join(separator) : null
      }
      // A list marker ("1.", "•") is layout, not a claim; sentence ends are punctuation followed by
      // space and a capital (URLs and decimals stay whole).
      const marker = line.match(/^\s*(?:\d{1,2}[.)]|[-*•→])\s+/)?.[0] ?? ''
      const merged = line.slice(marker.length).split(/(?<=[.!?])\s+(?=[A-Z"“(•])/)
      const kept = merged.filter((sentence) => check(sentence.trim()))
      if (kept.length === 0 && line.trim() !== '') return null
      return `${marker}${kept.join(' ').trim()}`
    })
    const kept = lines.filter((line): line is string => line !== null)
    // A heading whose every line was removed goes too.
    const isHeading = (line: string | undefined) => line !== undefined && /^[A-Z][A-Z &/]{2,40}$/.test(line.trim())
    return kept
      .filter((line, i) => !(isHeading(line) && (kept.slice(i + 1).find((l) => l.trim() !== '') === undefined || isHeading(kept.slice(i + 1).find((l) => l.trim() !== '')))))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  }

  function cleanClaims(claims: EvidencedClaim[]): EvidencedClaim[] {
    return claims.filter((claim) => check(claim.text) && claim.evidence.length > 0)
  }

  function cleanApplication(application: GeneratedApplication): GeneratedApplication {
    return {
      resumeContent: cleanText(application.resumeContent),
      coverLetter: cleanText(application.coverLetter),
      keyHighlights: cleanClaims(application.keyHighlights),
      authenticArguments: cleanClaims(application.authenticArguments),
      variations: application.variations.map((v) => ({ ...v, content: cleanText(v.content) })).filter((v) => v.content.length > 0),
    }
  }

  /** True when the fragment makes no untraceable claim. */
  function isTraceable(fragment: string): boolean {
    return untraceable(fragment) === null
  }

  return { cleanText, cleanClaims, cleanApplication, isTraceable, report }
}
