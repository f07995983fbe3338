import type { DocumentLine, DraftProject } from '#server/features/imports/resume-document.ts'
import { splitBody } from '#server/features/imports/structure/parse-experience.ts'
import {
  DATE_RANGE,
  cleanSeparators,
  isSentence,
  openBrackets,
  splitOutsideBrackets,
  stripBullet,
} from '#server/features/imports/structure/text-patterns.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'
import { foldMarks, isSpokenLanguageName } from '#shared/text/spoken-language-names.ts'
import {
  bilingualLanguages,
  isLevelledLanguage,
  spokenLanguageOf,
} from '#server/features/imports/structure/spoken-languages.ts'

// Skills, spoken languages, certifications and projects as the document lists them.

// A level written after a skill is not part of its name: "MS Excel (sehr gut)", "Python (5 years)".
// A basic level stays: "Siemens S7 (Grundkenntnisse)" is a claim of basics, and the documents must
// not make it a strength.
const LEVEL_NOTE =
  /\s*\((?:sehr gut|gut|fortgeschritten|experte|expertin|good|very good|advanced|expert|intermediate|proficient|fluent|\d{1,2}\+? ?(?:years?|yrs|jahre))\)$/i

/**
 * Items of a list section: "Python, SQL", "Languages: Go; Rust", "• Docker". Labels are dropped.
 * With `languages`, a spoken language given with its level ("Spanish (fluent)") goes there instead.
 */
export function parseListItems(input: DocumentLine[], languages?: string[]): string[] {
  const items: string[] = []
  const lines = joinWrappedCells(input)
  // A two-cell table ("Fachlich   Kreditanalyse, OSPlus" / "EDV   MS Excel"): every row a one-word
  // label cell and a value cell, one of them a list. The labels are dropped like "Label:" ones.
  // A DOCX table row comes as its cells joined by " | " ("EDV | SAP IS-H, MS Office").
  const cellRow = /^(\p{L}[\p{L}&/+-]{1,30})(?:\s{3,}|\t| \| )(\S(?:(?!\s{3}|\t| \| ).)*)$/u
  const rows = lines.map((line) => cellRow.exec(stripBullet(line.text)))
  // One such row alone is a label table too when its value is a list of three or more.
  const isLabelTable =
    rows.every((row) => row !== null) &&
    (lines.length >= 2
      ? rows.some((row) => /[,;|•·]/.test(row![2]!))
      : lines.length === 1 && (rows[0]![2]!.match(/[,;•·]/g)?.length ?? 0) >= 2)
  for (const [index, line] of lines.entries()) {
    let text = isLabelTable ? rows[index]![2]! : stripBullet(line.text)
    const label = /^([\p{L}][\p{L} &/+-]{1,40}):\s*(?!\s)(.+)$/u.exec(text)
    if (label) text = label[2]!
    if (isSentence(text) && !/[,;|•·]/.test(text)) continue
    for (const raw of listParts(text)) {
      const item = cleanSeparators(raw.replace(/\betc\.?$/i, ''))
      if (item.length < 1 || item.length > 60 || /^(?:and|or)$/i.test(item)) continue
      // A longer run is a phrase or several space-separated skills we cannot split honestly. A level in brackets
      // is not counted: "Lean Six Sigma (Green Belt)" is one item.
      if (withoutTrailingBrackets(item).split(/\s+/).length > 4) continue
      // "Spanish" alone among the skills is a language the person speaks, with or without its level.
      const pair = languages ? bilingualLanguages(item) : null
      if (pair) {
        languages!.push(...pair)
        continue
      }
      if (languages && (isLevelledLanguage(item) || isSpokenLanguageName(item.toLowerCase()))) {
        languages.push(item)
        continue
      }
      items.push(item.replace(/^(?:and|or)\s+/i, '').replace(LEVEL_NOTE, ''))
    }
  }
  return dedupe(items)
}

/**
 * "SPS-Programmierung (Siemens S7, TIA Portal), Pneumatik": a comma inside brackets belongs to its item. A
 * bracket left open splits as if there were none, so no item swallows the rest of the line.
 */
function listParts(text: string): string[] {
  const balanced = (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0)
  return balanced ? splitOutsideBrackets(text, ',;|•·▪●\t') : text.split(/\s*(?:[,;|•·▪●]|\s{2,}|\t)\s*/)
}

/**
 * "Pädagogik   Sprachförderung, …, Musikalische" over "Früherziehung": a table row's value cell that wrapped
 * goes on under the value, right of the label cell; the wrapped rest joins its row.
 */
function joinWrappedCells(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = []
  for (const line of lines) {
    const row = out.at(-1)
    if (
      row?.xStart !== undefined &&
      line.xStart !== undefined &&
      line.xStart > row.xStart + 20 &&
      !line.isBullet &&
      /\S\s{3,}\S/.test(row.text) &&
      !/\s{3,}|\t/.test(line.text.trim()) &&
      /[\p{L}\p{N})]$/u.test(row.text)
    )
      out[out.length - 1] = { ...row, text: `${row.text} ${line.text.trim()}` }
    else if (row && !line.isBullet && openBrackets(row.text) > 0 && /^[^(]*\)/.test(line.text))
      // "… · Labour relations (CCMA" over "processes) · Microsoft Excel": the line wrapped inside a bracket.
      out[out.length - 1] = { ...row, text: `${row.text.trimEnd()} ${line.text.trim()}` }
    else out.push(line)
  }
  return out
}

export function dedupe(values: string[]): string[] {
  const seen = new Set<string>()
  return values.filter((value) => {
    const key = value.toLowerCase()
    if (!value || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** True for a programming language (they are skills, never spoken languages). */
export function isProgrammingLanguage(value: string): boolean {
  const name = withoutTrailingBrackets(value)
  if (
    /^(?:c|c\+\+|c#|go|golang|r|sql|bash|shell|perl|php|ruby|rust|scala|swift|kotlin|dart|lua|matlab|julia|haskell|elixir|erlang|clojure|fortran|cobol|pascal|assembly|html|css|latex|typescript|javascript|java|python|objective-c|vba|groovy|powershell|solidity|f#|ocaml|prolog|lisp|scheme|abap)$/i.test(
      name,
    )
  )
    return true
  return findSkills(name).length > 0 && name.split(/\s+/).length <= 2
}

/**
 * Spoken languages; programming languages written there go to skills instead. Anything else in the
 * section (a place and date under a German CV, footer text of a web page) is returned as unused.
 */
export function parseLanguages(lines: DocumentLine[]): {
  languages: string[]
  skills: string[]
  unused: string[]
} {
  const languages: string[] = []
  const skills: string[] = []
  const unused: string[] = []
  for (const line of lines) {
    const text = stripBullet(line.text)
    let used = false
    // "English (Native or Bilingual)" stays one item even though LinkedIn wraps it.
    // "Fluent in English and Cantonese; conversational Mandarin. Hiking, chess.": a sentence stop ends an item too.
    const items = text
      .split(/(?<=\p{Ll})\.\s+/u)
      .flatMap((sentence) => splitOutsideBrackets(sentence, ',;|•·'))
      .flatMap(splitLanguagesAtDashes)
      .flatMap((item) => bilingualLanguages(item) ?? languagesAfterLevel(item))
    for (const item of items) {
      const value = cleanSeparators(item)
      if (!value || value.length > 60) continue
      const spoken = spokenLanguageOf(value)
      if (/^\(.*\)$/.test(value) && languages.length > 0) {
        languages[languages.length - 1] = `${languages.at(-1)} ${value}`
        used = true
      } else if (isProgrammingLanguage(value)) {
        skills.push(value)
        used = true
      } else if (spoken) {
        languages.push(spoken)
        used = true
      }
    }
    if (!used) unused.push(line.text)
  }
  return { languages: dedupe(languages), skills: dedupe(skills), unused }
}

const LEADING_LEVEL =
  /^(fluent|native|conversational|basic|working|professional|business|good|advanced|intermediate|beginner|limited|elementary)(?:\s+(?:in|level))?\s+(\S.{0,60})$/i

/**
 * "Fluent in English and Cantonese", "conversational Mandarin": a level written before the languages it applies
 * to gives each of them that level ("English (fluent)", "Cantonese (fluent)"); other items stay as written.
 */
function languagesAfterLevel(item: string): string[] {
  const found = LEADING_LEVEL.exec(item.trim())
  if (!found) return [item]
  const names = found[2]!.split(/\s*(?:,|&|\band\b|\bund\b|\bet\b|\by\b)\s*/).filter(Boolean)
  if (!names.every((name) => isSpokenLanguageName(foldMarks(name.toLowerCase())))) return [item]
  return names.map((name) => `${name} (${found[1]!.toLowerCase()})`)
}

/**
 * "English (native) — Spanish (native)": a dash between two named languages separates them; a dash
 * before a level ("Deutsch – C1", "Polish – native") stays within its item.
 */
function splitLanguagesAtDashes(item: string): string[] {
  const pieces = splitOutsideBrackets(item.replace(/\s[–—-]\s/g, '\u2063'), '\u2063').map((piece) =>
    piece.replace(/\u2063/g, ' – '),
  )
  if (pieces.filter((piece) => spokenLanguageOf(piece)).length < 2) return [item]
  const out: string[] = []
  for (const piece of pieces)
    if (spokenLanguageOf(piece) || out.length === 0) out.push(piece)
    else out[out.length - 1] = `${out.at(-1)} – ${piece}`
  return out
}

/** One certification per line; a wrapped line (starting in lower case) joins the one before. */
// The end of a line that closes a certificate's name, and one that leaves it open.
const ITEM_END = /(?:\)|\.|\b(?:19|20)\d{2})$/
const CONTINUED_END = /(?:,|&|\b(?:and|of|in|for|und|für|et|de))$/i

export function parseCertifications(lines: DocumentLine[]): string[] {
  const items: string[] = []
  let previous: DocumentLine | undefined
  for (const line of lines) {
    const text = stripBullet(line.text)
    if (!text) continue
    const last = items.at(-1)
    // A PDF sidebar wraps a long name ("Texas Educator" / "Certificate, EC-6 Core" / "Subjects"): a line of the
    // same column and setting right below, whose first word would not have fitted on the line above (or that
    // line ends on a comma or a joining word), continues it, unless the line above closed its item (a bracket,
    // a year, a full stop).
    const wraps =
      last !== undefined &&
      previous !== undefined &&
      !line.isBullet &&
      !line.gapBefore &&
      !previous.isBullet &&
      line.column !== undefined &&
      line.column === previous.column &&
      (line.couldWrap === true || CONTINUED_END.test(last)) &&
      !ITEM_END.test(last)
    if (last !== undefined && !line.isBullet && !line.gapBefore && (/^[a-z(&]/.test(text) || wraps))
      items[items.length - 1] = `${last} ${text}`
    // "2021 Qualitätsmanagement in der Arztpraxis (QEP), Landesärztekammer": the year goes after the name.
    else items.push(...splitDotted(text).map((item) => yearLast(cleanSeparators(item))))
    previous = line
  }
  return dedupe(items).filter((item) => item.length <= 300)
}

/**
 * "Manual Handling · Patient Moving and Handling · Safeguarding Vulnerable Adults", "Cat C+E · Driver CPC · ADR": three
 * or more names joined by a middle dot are one item each (two may be a name and its issuer, "Google · Data Analytics").
 */
export function splitDotted(text: string): string[] {
  const items = text.split(/\s+[·•]\s+/)
  return items.length >= 3 && items.every((item) => item.trim().split(/\s+/).length <= 8) ? items : [text]
}

function yearLast(item: string): string {
  // "2022 | Fachwirt … (IHK)", a table row's year cell joined to its name, is dated the same way.
  const dated = /^((?:19|20)\d{2}(?: ?[–-] ?(?:19|20)\d{2})?)(?: ?[|:–-] ?| +)(\p{L}.*)$/u.exec(item)
  return dated ? `${dated[2]}, ${dated[1]}` : item
}

/** Projects: a short title line, then its description; technologies from "Technologies:" or the lexicon. */
export function parseProjects(lines: DocumentLine[]): DraftProject[] {
  const projects: { name: string; body: DocumentLine[] }[] = []
  for (const line of lines) {
    const text = line.text.trim()
    // "• QuantSoftware Toolkit: Open source Python library ..." is a whole project on one bullet.
    // One space after the colon, then the rest: a single step here keeps the match linear.
    const inline = line.isBullet ? /^(.{2,60}?):\s(.{10,})$/.exec(stripBullet(text)) : null
    if (
      inline &&
      inline[1]!.split(/\s+/).length <= 6 &&
      !/^(?:technologies|tech stack|tools|built with|stack)$/i.test(inline[1]!)
    ) {
      projects.push({ name: inline[1]!, body: [{ text: dropLeadingSpace(inline[2]!, 10) }] })
      continue
    }
    const isTitle =
      !line.isBullet &&
      !isSentence(text) &&
      text.length <= 90 &&
      !/^(?:technologies|tech stack|tools|built with|stack)\s*:/i.test(text)
    const current = projects.at(-1)
    if (isTitle && (!current || current.body.length > 0 || line.gapBefore))
      projects.push({ name: text, body: [] })
    else if (current) current.body.push(line)
  }
  return projects.map(({ name, body }) => {
    const techLine = body.find((l) =>
      /^(?:technologies|tech stack|tools|built with|stack)\s*:/i.test(stripBullet(l.text)),
    )
    const rest = body.filter((l) => l !== techLine)
    const { description, achievements } = splitBody(rest)
    const title = cleanSeparators(name.replace(DATE_RANGE, ' ').split(/\s(?:\||–|—)\s|\s{2,}/)[0] ?? name)
    const text = [...description, ...achievements].join(' ')
    const technologies = techLine
      ? parseListItems([{ text: stripBullet(techLine.text) }])
      : findSkills(`${name} ${text}`)
    return { name: title, description: text, technologies }
  })
}

/** "English (native)" -> "English": drops a bracketed part at the end (first "(" to a final ")"). */
export function withoutTrailingBrackets(value: string): string {
  const text = value.trim()
  const open = text.indexOf('(')
  return text.endsWith(')') && open >= 0 ? text.slice(0, open).trim() : text
}

/** `text` without its leading whitespace, but never shorter than `keep` characters. */
function dropLeadingSpace(text: string, keep: number): string {
  const leading = text.length - text.trimStart().length
  return text.slice(Math.min(leading, Math.max(0, text.length - keep)))
}
