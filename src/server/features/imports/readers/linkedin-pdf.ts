import {
  emptyDraft,
  type DocumentLine,
  type DraftEducation,
  type DraftWork,
  type ResumeDraft,
} from '#server/features/imports/resume-document.ts'
import { splitBody, joinWrapped } from '#server/features/imports/structure/parse-experience.ts'
import {
  dedupe,
  isProgrammingLanguage,
  withoutTrailingBrackets,
} from '#server/features/imports/structure/parse-lists.ts'
import { cleanLines } from '#server/features/imports/structure/structure-document.ts'
import {
  EMAIL,
  TOTAL_DURATION,
  URL_PATTERN,
  cleanSeparators,
  findDateRange,
  findPhone,
  looksLikeLocation,
  splitPostNominals,
} from '#server/features/imports/structure/text-patterns.ts'

// LinkedIn "Save to PDF" export. Left sidebar: Contact, Top Skills, Languages, Certifications,
// Honors-Awards, Publications. Main column: name, headline, location, Summary, Experience (one
// company can hold several roles under a "4 years 2 months" line), Education ("Degree, Field · (YYYY - YYYY)").

const SIDEBAR_HEADINGS =
  /^(?:contact|top skills|skills|languages|certifications|honors-awards|publications|patents|courses|projects|organizations|volunteer experience|test scores)$/i
const MAIN_HEADINGS =
  /^(?:summary|about|experience|education|volunteer experience|licenses & certifications|honors & awards|projects|publications|skills|languages|courses|organizations|recommendations)$/i

export function isLinkedinPdf(pages: DocumentLine[][]): boolean {
  const lines = pages.flat().map((l) => l.text.trim())
  const hasFooter = lines.some((t) => /^page\s+\d+\s+of\s+\d+$/i.test(t))
  const hasContact = (pages[0] ?? []).some((l) => l.text.trim() === 'Contact')
  const hasLinkedin = lines.some((t) => /linkedin\.com\/in\//i.test(t))
  const hasSections = lines.includes('Experience') || lines.includes('Education')
  return (
    hasFooter &&
    hasSections &&
    (hasContact || hasLinkedin) &&
    lines.some((t) => /\((?:LinkedIn|Mobile|Other|Company|Personal)\)/.test(t) || t === 'Top Skills')
  )
}

function sections(lines: DocumentLine[], headings: RegExp): Map<string, DocumentLine[]> {
  const map = new Map<string, DocumentLine[]>([['', []]])
  let current = ''
  for (const line of lines) {
    if (headings.test(line.text.trim())) {
      current = line.text.trim().toLowerCase()
      if (!map.has(current)) map.set(current, [])
    } else map.get(current)!.push(line)
  }
  return map
}

/** Sidebar lines wrap at ~30 characters; rejoin wrapped e-mail addresses and profile links. */
function contactItems(lines: DocumentLine[]): string[] {
  const items: string[] = []
  for (const { text } of lines) {
    const previous = items.at(-1)
    const continues =
      previous !== undefined &&
      previous.length >= 22 &&
      !/\)$/.test(previous) &&
      !/^(?:www\.|https?:|\(|\+)/.test(text) &&
      !text.includes('@')
    if (continues || (previous !== undefined && /^\(/.test(text)))
      items[items.length - 1] = `${previous}${/^\(/.test(text) ? ' ' : ''}${text}`
    else items.push(text)
  }
  return items
}

/**
 * Sidebar entries wrap at the column edge. A line continues the one before when that one ended so
 * close to the edge that the next word could not fit (positions), or, without positions, when the
 * next line starts in lower case or closes an open bracket.
 */
export function wrappedList(lines: DocumentLine[], columnEnd: number): string[] {
  const items: { text: string; line: DocumentLine }[] = []
  for (const line of lines) {
    const text = line.text.trim()
    const previous = items.at(-1)
    const open =
      previous !== undefined &&
      (previous.text.match(/\(/g)?.length ?? 0) > (previous.text.match(/\)/g)?.length ?? 0)
    let wrapped = previous !== undefined && /^[a-z(&]/.test(text) && previous.text.length >= 20
    if (
      previous &&
      previous.line.xEnd !== undefined &&
      line.xStart !== undefined &&
      line.xEnd !== undefined &&
      columnEnd > 0
    ) {
      const firstWord = text.split(/\s+/)[0] ?? ''
      const charWidth = (line.xEnd - line.xStart) / Math.max(1, text.length)
      wrapped = previous.line.xEnd + charWidth * (firstWord.length + 1) > columnEnd + charWidth
    }
    // "English (Native or Bilingual)" / "Portuguese (Limited Working)": an entry closed by its bracket is whole; a
    // capital after it opens the next, however near the edge the bracket ended.
    if (previous && !open && /\)$/.test(previous.text) && /^\p{Lu}/u.test(text)) wrapped = false
    if (previous && (open || wrapped)) {
      previous.text = `${previous.text} ${text}`
      previous.line = line
    } else items.push({ text, line })
  }
  return items.map((i) => cleanSeparators(i.text)).filter(Boolean)
}

const isDateLine = (text: string) => {
  const found = findDateRange(text)
  return found !== null && cleanSeparators(text.replace(found.match, '')) === ''
}

/**
 * Reads the Experience column. Font sizes tell the parts apart (company > role > date and text);
 * a role or company that wraps onto a second line keeps its size, so it is joined back.
 */
function parseLinkedinExperience(lines: DocumentLine[]): DraftWork[] {
  const dateSizes = lines.filter((l) => isDateLine(l.text)).map((l) => l.size ?? 0)
  const roleSizes = lines.flatMap((l, i) =>
    i + 1 < lines.length && isDateLine(lines[i + 1]!.text) && !isDateLine(l.text) ? [l.size ?? 0] : [],
  )
  const dateSize = mode(dateSizes)
  const roleSize = mode(roleSizes)
  const same = (a: number | undefined, b: number) => Math.abs((a ?? 0) - b) < 0.3
  type Block = { text: string; size: number; gapBefore: boolean; line: DocumentLine }
  // Join wrapped title lines (same size above the text size, no gap) into one block.
  const blocks: Block[] = []
  for (const line of lines) {
    const previous = blocks.at(-1)
    const isTitleSize = (line.size ?? 0) > dateSize + 0.3
    if (
      previous &&
      isTitleSize &&
      same(previous.size, line.size ?? 0) &&
      !line.gapBefore &&
      !isDateLine(line.text)
    )
      previous.text = joinWrapped(previous.text, line.text.trim())
    else
      blocks.push({ text: line.text.trim(), size: line.size ?? 0, gapBefore: line.gapBefore === true, line })
  }
  const work: DraftWork[] = []
  let company = ''
  let entry: DraftWork | null = null
  let body: DocumentLine[] = []
  const flush = () => {
    if (entry) Object.assign(entry, splitBody(body))
    body = []
  }
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!
    const next = blocks[i + 1]
    if (block.size > roleSize + 0.3 && block.size > dateSize + 0.3) {
      flush()
      entry = null
      company = block.text
      if (next && TOTAL_DURATION.test(next.text)) i++
    } else if (next && isDateLine(next.text) && same(block.size, roleSize) && !isDateLine(block.text)) {
      flush()
      entry = {
        company,
        role: block.text,
        duration: cleanSeparators(withoutTrailingBrackets(next.text)),
        location: '',
        description: [],
        achievements: [],
      }
      work.push(entry)
      i++
      const after = blocks[i + 1]
      const isLocation =
        after &&
        !after.gapBefore &&
        same(after.size, dateSize) &&
        after.text.length <= 60 &&
        !/[.:!?]$/.test(after.text) &&
        !/^[-•*\d]/.test(after.text) &&
        after.text.split(/\s+/).length <= 7
      if (
        isLocation &&
        (looksLikeLocation(after.text) ||
          /^[\p{Lu}][\p{L}.'’-]*(?:,?\s+[\p{Lu}][\p{L}.'’-]*){0,4}$/u.test(after.text) ||
          !blocks[i + 2] ||
          blocks[i + 2]!.gapBefore ||
          !same(blocks[i + 2]!.size, dateSize))
      ) {
        entry.location = after.text
        i++
      }
    } else if (entry) body.push(block.line)
  }
  flush()
  return work
}

function mode(values: number[]): number {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0
}

function parseLinkedinEducation(lines: DocumentLine[]): DraftEducation[] {
  const blocks: DocumentLine[][] = []
  for (const line of lines) {
    const isDegreeLine = /·\s*\(|\(\s*\d{4}\s*-\s*\d{4}\s*\)\s*$|\(\d{4}\)$/.test(line.text)
    if (blocks.length === 0 || (line.gapBefore && !isDegreeLine)) blocks.push([line])
    else blocks.at(-1)!.push(line)
  }
  return blocks.flatMap((block) => {
    const institution = block[0]!.text.trim()
    const rest = block
      .slice(1)
      .reduce((text, line) => joinWrapped(text, line.text.trim()), '')
      .trim()
    const [degreeText = '', yearText = ''] = rest.split(/\s*·\s*/)
    const year =
      /\(([^)]*)\)/.exec(yearText)?.[1] ??
      /\b(?:19|20)\d{2}(?:\s*-\s*(?:19|20)\d{2})?\b/.exec(rest)?.[0] ??
      ''
    const comma = degreeText.indexOf(',')
    // "Master of Science - MS": LinkedIn writes the degree's short form after its name; the name is the degree.
    const degree = (comma >= 0 ? degreeText.slice(0, comma) : degreeText.replace(/\(.*\)/, ''))
      .trim()
      .replace(/\s+-\s+[A-Z][A-Za-z.]{1,7}$/, '')
    const field = comma >= 0 ? degreeText.slice(comma + 1).trim() : ''
    return institution ? [{ institution, degree, field, year: year.trim(), details: [] }] : []
  })
}

export function parseLinkedinPdf(pages: DocumentLine[][]): ResumeDraft {
  const draft = emptyDraft()
  const all = cleanLines(pages.flat())
  draft.fullText = all.map((l) => l.text).join('\n')
  const left = all.filter((l) => l.column === 'left')
  // The sidebar's right edge: its widest line comes close to it.
  const sidebarEnd = Math.max(0, ...left.map((l) => l.xEnd ?? 0))
  const sidebar = sections(left, SIDEBAR_HEADINGS)
  const main = sections(
    all.filter((l) => l.column !== 'left'),
    MAIN_HEADINGS,
  )

  for (const item of contactItems(sidebar.get('contact') ?? [])) {
    const linkedin = /linkedin\.com\/in\/[^\s(]+/i.exec(item)
    if (linkedin) draft.linkedin ||= `https://www.${linkedin[0].replace(/\/$/, '')}`
    else if (EMAIL.test(item)) draft.email ||= EMAIL.exec(item)![0]
    else if (/\((?:mobile|home|work|phone)\)/i.test(item) || findPhone(item))
      draft.phone ||= findPhone(item) || withoutTrailingBrackets(item)
    else if (URL_PATTERN.test(item))
      draft.websites.push(item.replace(/\s*\((?:other|company|personal|portfolio|blog|rss)\)$/i, ''))
  }
  draft.skills = dedupe(wrappedList(sidebar.get('top skills') ?? sidebar.get('skills') ?? [], sidebarEnd))
  for (const language of wrappedList(sidebar.get('languages') ?? [], sidebarEnd)) {
    if (isProgrammingLanguage(language)) draft.skills.push(language)
    else draft.languages.push(language)
  }
  draft.certifications = wrappedList(sidebar.get('certifications') ?? [], sidebarEnd)

  const header = main.get('') ?? []
  const nameLine = [...header].sort((a, b) => (b.size ?? 0) - (a.size ?? 0))[0]
  if (nameLine) {
    const { name, postNominals, titles } = splitPostNominals(nameLine.text.trim())
    draft.fullName = name
    draft.postNominals = postNominals
    draft.titles = titles
    const after = header.slice(header.indexOf(nameLine) + 1)
    const locationLine =
      after.length > 1 || (after[0] && looksLikeLocation(after[0].text)) ? after.at(-1) : undefined
    if (locationLine) draft.location = locationLine.text.trim()
    draft.headline = after
      .filter((l) => l !== locationLine)
      .reduce((text, line) => joinWrapped(text, line.text.trim()), '')
      .trim()
  }
  draft.summary = (main.get('summary') ?? main.get('about') ?? [])
    .reduce((text, line) => (line.gapBefore ? `${text}\n\n${line.text}` : joinWrapped(text, line.text)), '')
    .trim()
  draft.work = parseLinkedinExperience(main.get('experience') ?? [])
  draft.education = parseLinkedinEducation(main.get('education') ?? [])
  return draft
}
