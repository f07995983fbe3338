import { RESUME_SECTIONS } from '#shared/constants.ts'

// Generated resumes are plain text: ALL-CAPS headings (spec section 9), role lines, bullets starting
// with "•" or "-", and paragraphs. Every layout (PDF, DOCX, preview) reads the same structure, so the
// words a reader sees are exactly the words of the text, in the same order.

/** A role line ("Senior Consultant | Acme GmbH | 2020 - Present"), a bullet or a paragraph line. */
export type ResumeBlock = { kind: 'role' | 'bullet' | 'text'; text: string }
export type ResumeSection = { heading: string; blocks: ResumeBlock[] }
export type ParsedResume = {
  /** Lines before the first heading (often the name and contact line, which layouts show in their header). */
  preamble: string[]
  sections: ResumeSection[]
}

const BULLET = /^\s*(?:[•●▪◦‣∙·]|[-–—*](?=\s))\s*/
const MAX_HEADING_CHARS = 50
/** Other common headings (research/parsing.md), recognised in any letter case, e.g. from an LLM. */
const OTHER_HEADINGS = new Set([
  'PROFESSIONAL EXPERIENCE',
  'EMPLOYMENT HISTORY',
  'CAREER HISTORY',
  'ACADEMIC BACKGROUND',
  'TECHNICAL SKILLS',
  'CORE COMPETENCIES',
  'KEY SKILLS',
  'PROFILE',
  'ABOUT ME',
  'OBJECTIVE',
  'PROJECTS',
  'KEY ACHIEVEMENTS',
  'ACHIEVEMENTS',
  'LICENSES',
  'CERTIFICATES',
  'LANGUAGES',
  'AWARDS',
  'HONORS',
  'PUBLICATIONS',
  'VOLUNTEERING',
  'VOLUNTEER EXPERIENCE',
  'COURSES',
  'REFERENCES',
])
/** Sections whose short non-bullet lines are entries (a role, a degree) rather than prose. */
const ENTRY_SECTIONS = new Set([
  'EXPERIENCE',
  'WORK EXPERIENCE',
  'PROFESSIONAL EXPERIENCE',
  'EDUCATION',
  'PROJECTS',
])
const ROLE_SEPARATOR = /\s[|—–·]\s|\s-\s(?=.*\d)/

function cleanLine(line: string): string {
  // LLM output sometimes arrives as Markdown; the documents show the words, not the markup.
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The heading a line stands for, or null. Recognised sections first, then any short ALL-CAPS line. */
export function resumeHeadingOf(line: string): string | null {
  const text = cleanLine(line).replace(/:$/, '').trim()
  if (text.length === 0 || text.length >= MAX_HEADING_CHARS) return null
  const upper = text.toUpperCase()
  if ((RESUME_SECTIONS as readonly string[]).includes(upper) || OTHER_HEADINGS.has(upper)) return upper
  const letters = text.replace(/[^\p{L}]/gu, '')
  // Spec section 5: "all-caps lines under 50 characters" are headings.
  if (letters.length >= 3 && text === upper && /^[\p{Lu}\s&/'-]+$/u.test(text)) return text
  return null
}

function isBullet(line: string): boolean {
  return BULLET.test(line) && line.replace(BULLET, '').trim().length > 0
}

function looksLikeEntry(heading: string, text: string): boolean {
  if (!ENTRY_SECTIONS.has(heading)) return false
  return (
    text.length <= 140 && (ROLE_SEPARATOR.test(text) || /\b(19|20)\d{2}\b/.test(text)) && !/[.!?]$/.test(text)
  )
}

export function parseResumeText(resumeText: string): ParsedResume {
  const lines = resumeText.replace(/\r\n?/g, '\n').split('\n')
  const preamble: string[] = []
  const sections: ResumeSection[] = []
  let current: ResumeSection | null = null

  lines.forEach((raw, index) => {
    const text = cleanLine(raw)
    if (!text || /^[-=_*]{3,}$/.test(text)) return
    const heading = resumeHeadingOf(raw)
    if (heading) {
      current = { heading, blocks: [] }
      sections.push(current)
      return
    }
    if (!current) {
      preamble.push(text)
      return
    }
    if (isBullet(raw)) {
      current.blocks.push({ kind: 'bullet', text: cleanLine(raw.replace(BULLET, '')) })
      return
    }
    const next = lines.slice(index + 1).find((l) => cleanLine(l).length > 0)
    const followedByBullet = next !== undefined && isBullet(next) && !resumeHeadingOf(next)
    const isRole =
      (followedByBullet && text.length <= 160 && !/[.!?]$/.test(text)) ||
      looksLikeEntry(current.heading, text)
    current.blocks.push({ kind: isRole ? 'role' : 'text', text })
  })
  return { preamble, sections }
}

/** Splits a role line into its lead ("Senior Consultant") and the rest (" | Acme | 2020 - Present"), keeping every character. */
export function splitRoleLine(text: string): { lead: string; rest: string } {
  const match = ROLE_SEPARATOR.exec(text)
  if (!match) return { lead: text, rest: '' }
  return { lead: text.slice(0, match.index), rest: text.slice(match.index) }
}

/** Splits "Label: value" lines (skills, languages) so layouts can set the label in bold. */
export function splitLabelLine(text: string): { label: string; value: string } | null {
  const match = /^([^:.!?]{2,32}):\s+(.+)$/.exec(text)
  if (!match || /https?$/i.test(match[1] ?? '')) return null
  return { label: `${match[1]}:`, value: match[2] ?? '' }
}
