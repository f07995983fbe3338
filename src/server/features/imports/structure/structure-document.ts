import type { ImportReviewSection } from '#shared/imports/imports.contract.ts'
import {
  emptyDraft,
  type DocumentLine,
  type DraftEducation,
  type ResumeDraft,
} from '#server/features/imports/resume-document.ts'
import { capTokens } from '#server/features/imports/input-bounds.ts'
import { parseEducation } from '#server/features/imports/structure/parse-education.ts'
import { findSkillMatches } from '#shared/skills/skills-lexicon.ts'
import { POSTCODE_TOWN, postcodeTown } from '#shared/text/postal-address.ts'
import {
  DATED_ROW,
  isPlaceLike,
  joinLines,
  parseExperience,
} from '#server/features/imports/structure/parse-experience.ts'
import {
  dedupe,
  parseCertifications,
  parseLanguages,
  parseListItems,
  parseProjects,
  splitDotted,
} from '#server/features/imports/structure/parse-lists.ts'
import { spokenLanguageOf } from '#server/features/imports/structure/spoken-languages.ts'
import {
  joinLetterSpaced,
  normaliseHeading,
  sectionOf,
  type SectionKind,
} from '#server/features/imports/structure/section-headings.ts'
import {
  CUT_RANGE_END,
  EMAIL,
  EMAILS,
  LINKEDIN_URL,
  NAME_PARTICLE,
  RANGE_REST_ONLY,
  RANGE_REST_START,
  URL_PATTERN,
  cleanSeparators,
  findDateRange,
  findPhone,
  isBulletText,
  isSentence,
  looksLikeDegree,
  splitOutsideBrackets,
  looksLikeInstitution,
  looksLikeLocation,
  looksLikeName,
  looksLikeRole,
  splitPostNominals,
  stripBullet,
  titlesOnly,
} from '#server/features/imports/structure/text-patterns.ts'

// The shared structuring step for every document-like format: clean the lines, split them into
// sections by their headings, read the header (name, contact), then each section.

// Web-page furniture copied with a profile page, CV personal-details labels and document titles:
// never data. Whole-line patterns on short lines only.
const FOOTER_LINE =
  /^(?:skip to (?:main )?content|back to top|get in touch|send me a message|follow me\b.*|privacy policy\b.*|terms (?:of (?:use|service)|and conditions)\b.*|cookie (?:settings|policy|preferences)\b.*|we use cookies\b.*|accept (?:all )?cookies\b.*|.*\ball rights reserved\.?|(?:©|\(c\)|copyright)\s.*|powered by\b.*|made with\b.*|toggle navigation|(?:open|close) menu|impressum|datenschutz(?:erklärung)?)$/i
const NAV_WORD =
  /^(?:home|about|about me|blog|contact|contact me|menu|portfolio|work|projects|resume|résumé|cv|services|search|news|articles|writing|talks|uses|now|shop|faq|login|log in|sign in|my network|jobs|messaging|notifications|for business)$/i
const PERSONAL_DETAIL =
  /^(?:date of birth|birth ?date|born|place of birth|nationality|citizenship|marital status|gender|sex|religion|visa status|geburtsdatum|geburtsort|geboren|staatsangehörigkeit|nationalität|familienstand|konfession|religion|date de naissance|nationalité|état civil|situation familiale|geboortedatum|geboorteplaats|nationaliteit|burgerlijke staat)\b/i
// A driving licence ("Führerschein Klasse B", "Full UK driving licence", "Führerschein: B") is a qualification
// employers ask for, not personal data: wherever it stands it is taken out of the text (it is never a language,
// a skill or a header field) and kept as a licence among the certifications.
const DRIVING_LICENCE =
  /^(?:(?:full |clean |valid |current )*(?:uk |eu |us |international )?(?:driving licen[cs]e|driver'?s licen[cs]e)|führerschein|fahrerlaubnis|permis de conduire|permis [a-e]\b|rijbewijs|kørekort|körkort|førerkort)\b/i
const BODY_REGISTRATION =
  /^(\p{Lu}{2,6})\s+(PIN|Reg(?:istration)?\.?(?:\s?No\.?|\s?Number)?|No\.?|Number|Licen[cs]e\s?(?:No\.?|#)?)\s?[:#]?\s?([A-Z0-9][A-Z0-9-]{3,14})$/u
/** A labelled contact line of a CV's personal details ("Anschrift: …", "Address: …"): never a headline. */
const CONTACT_LABEL =
  /^(?:name|address|home address|location|phone|telephone|tel|mobile|e-?mail|web(?:site)?|anschrift|adresse|wohnort|telefon|mobil|handy|ort|naam|adres|woonplaats|telefoon|mobiel|nom|téléphone)\s*:/i
const DOCUMENT_TITLE = /^(?:lebenslauf|curriculum vitae|resume|résumé|cv|tabellarischer lebenslauf)$/i

// The header row of a table of jobs or schools ("Period   Company   Position", "Periode | Functie | Werkgever | Plaats"):
// labels, never data.
const COLUMN_LABEL =
  /^(?:period|dates?|duration|from|to|company|employer|organi[sz]ation|position|role|job title|title|designation|location|place|years?|institution|institute|college|school|university|degree|qualification|course|board|university\/board|board\/university|score|percentage|marks|grade|gpa|cgpa|year of passing|passing year|zeitraum|firma|unternehmen|tätigkeit|ort|abschluss|einrichtung|arbeitgeber|funktion|position|standort|periode|functie|werkgever|plaats|bedrijf|organisatie|datum|opleiding|instelling|período|periodo|cargo|puesto|empresa|empleador|ubicación|ciudad|função|empregador|local|cidade|instituição|institución|période|poste|fonction|employeur|entreprise|lieu|ville|établissement|diplôme)$/i

// A web page's menu, action and footer links copied on one line ("Find jobs   Company reviews   Sign in",
// "Share profile   Download", "Privacy   Terms & conditions   Help centre").
const WEB_LINK =
  /^(?:sign (?:in|up|out)|log (?:in|out)|register|download|share|share profile|print|save|follow|message|help|help cent(?:re|er)|privacy|terms|terms (?:&|and) conditions|find jobs|career advice|company reviews|salaries|contact us|about us|home|jobs|protect yourself)$/i

function isDebris(text: string): boolean {
  if (text.length > 120) return false
  const letters = /^(?:\p{L} ){3,}\p{L}$/u.test(text) ? text.replace(/ /g, '') : text
  const cells = text.split(/\s{3,}|\s*\|\s*/)
  const isColumnLabels = cells.length >= 2 && cells.every((cell) => COLUMN_LABEL.test(cell))
  const links = cells.filter((cell) => WEB_LINK.test(cell)).length
  const isWebLinks =
    cells.length >= 2 &&
    links >= Math.max(2, cells.length / 2) &&
    cells.every((cell) => !/\d/.test(cell) && cell.split(' ').length <= 3)
  return (
    FOOTER_LINE.test(text) ||
    PERSONAL_DETAIL.test(text) ||
    DOCUMENT_TITLE.test(letters) ||
    isColumnLabels ||
    isWebLinks
  )
}

/**
 * Removes glyph noise (soft hyphens, zero-width and icon-font characters, page footers) and lines
 * that are never data (web navigation and footers, personal-details labels); those go to `skipped`.
 */
export function cleanLines(
  lines: DocumentLine[],
  skipped: string[] = [],
  licences: string[] = [],
): DocumentLine[] {
  const out: DocumentLine[] = []
  let pendingGap = false
  let signed = false
  const all = lines.flatMap(splitLongLine)
  for (const [index, line] of all.entries()) {
    const text = capTokens(line.text.normalize('NFC'))
      // Some PDF writers set a hyphen as "-", a soft hyphen and U+2010 ("on-\u00AD\u2010campus"): one hyphen.
      .replace(/-?\u00AD?[\u2010\u2011]/g, '-')
      .replace(/\s\u00AD\s/g, ' – ')
      // LuaTeX writes visible hyphens as soft hyphens ("high\u00ADimpact"), and ranges as " \u00AD ".
      .replace(/\u00AD/g, '-')
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/[\uE000-\uF8FF\u{F0000}-\u{FFFFD}]/gu, ' ')
      .replace(/\\fa[A-Za-z]+/g, ' ')
      .replace(/\t/g, '  ')
      .replace(/[ \u00A0]{3,}/g, '   ')
      .trim()
    if (
      !text ||
      /^page\s+\d+\s+(?:of|\/)\s+\d+$/i.test(text) ||
      /^\d+\s*\/\s*\d+$/.test(text) ||
      /^-?\s*\d{1,2}\s*-?$/.test(text)
    ) {
      pendingGap = pendingGap || !text
      continue
    }
    // Past the header, a signing place and date and the signature under it are never data.
    const isSignature = (out.length >= 6 && SIGNED_AT.test(text)) || (signed && looksLikeName(text))
    signed = out.length >= 6 && SIGNED_AT.test(text)
    if (text.length <= 80 && DRIVING_LICENCE.test(text)) {
      // "Rijbewijs D, Code 95, Klantvriendelijkheid" in a skills list: the licence goes, the skills after it stay.
      const [licence, ...rest] = splitOutsideBrackets(text, ',')
      if (rest.length >= 2 && rest.every((item) => /^\p{Lu}/u.test(item.trim()))) {
        licences.push(cleanSeparators(licence!))
        out.push({
          ...line,
          text: rest.map((item) => item.trim()).join(', '),
          gapBefore: line.gapBefore || pendingGap,
        })
        pendingGap = false
        continue
      }
      licences.push(text)
      continue
    }
    // "NMC PIN 19J2231O", "GMC No. 7012345": a professional body's registration number is the registration held.
    // "NI No AB123456C", "VAT No GB123456789": a person's own numbers are no registration with a body.
    const registration = BODY_REGISTRATION.exec(text)
    if (registration && !PERSONAL_ID.test(registration[1]!)) {
      const [, body = '', label = '', number = ''] = registration
      licences.push(`${body} registration (${label.replace(/[.:\s]+$/, '')} ${number})`)
      continue
    }
    // "Get in touch" over an e-mail, a phone number or a link heads the page's contact block; alone it is a footer.
    const next = all[index + 1]?.text ?? ''
    const isContactHeading =
      CONTACT_HEADING.test(normaliseHeading(text)) &&
      (EMAIL.test(next) || !!findPhone(next) || URL_PATTERN.test(next))
    if ((isDebris(text) && !isContactHeading) || isSignature) {
      skipped.push(text)
      continue
    }
    const isBullet = line.isBullet || isBulletText(text)
    out.push({ ...line, text, isBullet, gapBefore: line.gapBefore || pendingGap })
    pendingGap = false
  }
  joinCutRanges(out)
  // A site menu above the content: a run of three or more navigation words near the top (after a
  // site logo such as "Ananya V." too), or a social network's bar copied with the profile ("Home",
  // "My Network", "Jobs", "Messaging").
  for (let start = 0; start < Math.min(out.length, 6); start++) {
    let end = start
    while (end < out.length && end < start + 15 && NAV_WORD.test(out[end]!.text)) end++
    if (end - start < 3) continue
    skipped.push(...out.splice(start, end - start).map((l) => l.text))
    break
  }
  return out
}

/**
 * A date range a narrow date column wrapped ("Mar 2017 – May" over "2021   Sous Chef") is joined back
 * onto one line; left apart, its first line reads as an open range and its year as the next text.
 */
function joinCutRanges(lines: DocumentLine[]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!
    const next = lines[i + 1]!
    if (next.isHeading || next.isBullet || next.column !== line.column) continue
    if (joinCutRangeCell(line, next)) {
      if (!next.text) lines.splice(i + 1, 1)
      continue
    }
    if (joinWrappedRow(line, next)) {
      lines.splice(i + 1, 1)
      continue
    }
    if (!CUT_RANGE_END.test(line.text) || !RANGE_REST_START.test(next.text)) continue
    // "2021 –" (open, as German CVs write a current job) above the next job's "2016 – 2021" stays.
    if (findDateRange(next.text)?.index === 0) continue
    lines.splice(i, 2, { ...line, text: `${line.text} ${next.text}` })
  }
}

/**
 * "PhD Marine Biology, University of Aberdeen. Thesis: “Kelp forest recovery after storm 2014 –" over "disturbance”
 * 2018": a row whose text filled its cell (30 characters or more) and whose dates wrapped at their end wrapped its text
 * too. The row is joined back: its text, then its whole range.
 */
function joinWrappedRow(line: DocumentLine, next: DocumentLine): boolean {
  const cut = CUT_RANGE_END.exec(line.text)
  const tail = /^(.*\S)\s{3,}(\S.*)$/.exec(next.text)
  const before = cut ? line.text.slice(0, cut.index).trim() : ''
  if (!cut || !tail || before.length < 30 || !RANGE_REST_ONLY.test(tail[2]!) || isSentence(tail[1]!))
    return false
  line.text = `${before}${/\p{L}-$/u.test(before) ? '' : ' '}${tail[1]!.trim()}   ${cut[0].trim()} ${tail[2]}`
  return true
}

/**
 * A table's date cell wrapped beside its text: "Mär. 2015 – Jun.   Freizeitpädagogin" over "2016   Bildung im
 * Mittelpunkt GmbH". The year goes back to its range in the first cell; the second line keeps its own text (and
 * goes when it held nothing else).
 */
function joinCutRangeCell(line: DocumentLine, next: DocumentLine): boolean {
  const [head, ...rest] = line.text.split(/\s{3,}/)
  const [nextHead, ...nextRest] = next.text.split(/\s{3,}/)
  if (rest.length === 0 || !head || !nextHead || !CUT_RANGE_END.test(head)) return false
  // "04.2019 –   Kierownik Zmiany   Amazon …" over "obecnie": the rest of the range alone on its line.
  const isRest =
    nextRest.length === 0 ? RANGE_REST_ONLY.test(nextHead) : RANGE_REST_START.exec(nextHead)?.[0] === nextHead
  if (!isRest) return false
  line.text = [`${head} ${nextHead}`, ...rest].join('   ')
  next.text = nextRest.join('   ')
  return true
}

/**
 * "Kinderfreunde Wien, Kindergarten Floridsdorf, Wien": a job without a place whose employer line ends on a town
 * the CV names as a place elsewhere (where the person lives, where another job was) ends on its place. A town no
 * list knows is known once the CV itself uses it as one.
 */
function placeTownsNamedElsewhere(draft: ResumeDraft): void {
  const town = (place: string) => place.split(',')[0]!.trim().toLowerCase()
  const towns = new Set([draft.location, ...draft.work.map((w) => w.location)].filter(Boolean).map(town))
  for (const job of draft.work) {
    // "Lendlease: Project Coordinator, Sydney" beside "… – Downer Group – Sydney": after the role's comma too.
    const rolePieces = job.role.split(/\s*,\s*/)
    if (
      !job.location &&
      job.company &&
      rolePieces.length >= 2 &&
      towns.has(rolePieces.at(-1)!.toLowerCase())
    ) {
      job.location = rolePieces.pop()!
      job.role = rolePieces.join(', ')
    }
    const pieces = job.company.split(/\s*,\s*/)
    if (job.location || pieces.length < 2 || !towns.has(pieces.at(-1)!.toLowerCase())) continue
    job.location = pieces.pop()!
    // "…, Kindergarten Floridsdorf", "…, Werk Amberg", "…, Filiale Neckarsulm": the site of the employer is where
    // in it the job was, not part of its name.
    const site = pieces.length >= 2 ? pieces.at(-1)!.split(/\s+/) : []
    if (
      site.length >= 2 &&
      site.length <= 3 &&
      SITE_WORDS.has(site[0]!.toLowerCase()) &&
      site.slice(1).every((word) => /^\p{Lu}/u.test(word))
    )
      job.description.unshift(pieces.pop()!)
    job.company = pieces.join(', ')
  }
}

const SITE_WORDS = new Set(
  'kindergarten kita filiale standort werk niederlassung zweigstelle branch site campus store plant depot'.split(
    ' ',
  ),
)

/** A line longer than this is prose; it is cut at spaces so that every per-line pattern stays cheap. */
const MAX_LINE_LENGTH = 1000

function splitLongLine(line: DocumentLine): DocumentLine[] {
  if (line.text.length <= MAX_LINE_LENGTH) return [line]
  const pieces: DocumentLine[] = []
  let rest = line.text
  while (rest.length > MAX_LINE_LENGTH) {
    const cut = rest.lastIndexOf(' ', MAX_LINE_LENGTH)
    const at = cut > MAX_LINE_LENGTH / 2 ? cut : MAX_LINE_LENGTH
    const first = pieces.length === 0
    pieces.push({
      ...line,
      text: rest.slice(0, at),
      gapBefore: first && line.gapBefore,
      isBullet: first && line.isBullet,
    })
    rest = rest.slice(at)
  }
  pieces.push({ ...line, text: rest, gapBefore: false, isBullet: false })
  return pieces
}

/** Where each kind of section shows in the import review; 'other' sections are not imported. */
const REVIEW_SECTIONS: Record<SectionKind | 'header', ImportReviewSection | null> = {
  header: null,
  summary: 'summary',
  experience: 'workExperience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  projects: 'projects',
  other: null,
}

const CONTACT_HEADING =
  /^(?:contact|contact information|contact details|personal information|personal details|persönliche daten|kontakt|contacto|datos de contacto|contato|contatti|coordonnées|persoonlijke gegevens|personalia|contactgegevens|datos personales|informations personnelles|données personnelles|dati personali|informazioni personali|dados pessoais|personal particulars|let's talk|get in touch|say hi|say hello|contact me|let's connect|drop me a line|hablemos|escríbeme|contáctame)$/

type Section = { kind: SectionKind | 'header'; heading: string; lines: DocumentLine[] }

// "Köln, im Januar 2025", "Berlin, den 12.01.2025", "Paris, le 3 mars 2025": the place and date a
// CV is signed with, then the signature; neither is an item of the section above.
const SIGNED_AT =
  /^\p{Lu}[\p{L}.-]*(?: \p{Lu}[\p{L}.-]*)?,\s*(?:(?:im|den|am|le|el)\s)?(?:\d{1,2}\.\d{1,2}\.\d{2,4}|(?:\d{1,2}\.?\s)?\p{L}+\.?\s\d{4})$/u

/**
 * "… Beobachtung und Dokumentation im" / "Portfolio.": the last word of a wrapped sentence, alone on its line
 * with the sentence's stop, is no heading even when it names a section. A heading ends in no full stop, and
 * the line above a heading ends a text rather than breaking off mid-sentence.
 */
function endsWrappedSentence(previous: DocumentLine | undefined, line: DocumentLine): boolean {
  return (
    previous !== undefined &&
    previous.column === line.column &&
    /\p{L}\.$/u.test(line.text) &&
    previous.text.length >= 30 &&
    /[\p{Ll},]$/u.test(previous.text)
  )
}

function splitSections(lines: DocumentLine[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }]
  let previousColumn: DocumentLine['column']
  for (const line of lines) {
    // A main column read after a sidebar opens on its own lines (a name, a headline) before its
    // first heading: they do not belong to the sidebar's last section.
    const switched = previousColumn === 'left' && line.column === 'right'
    previousColumn = line.column
    if (switched && sections.at(-1)!.kind !== 'header')
      sections.push({ kind: 'header', heading: '', lines: [] })
    const current = sections.at(-1)!
    const kind =
      line.isBullet || endsWrappedSentence(current.lines.at(-1), line) ? null : sectionOf(line.text)
    if (kind) {
      sections.push({ kind, heading: normaliseHeading(line.text), lines: [] })
      continue
    }
    // "Skills: Python, SQL" opens a list section on one line (not inside a skills block, where
    // "Languages:" labels programming languages).
    // A table row of a German CV writes the label in its own cell: "Sprachen   Deutsch, Englisch"
    // ("Sprachen | Deutsch" from a DOCX table).
    const inline =
      /^([\p{L} &]{3,40}):\s*(?!\s)(.+)$/u.exec(line.text) ??
      /^(\p{L}[\p{L}&-]{2,30}(?: [\p{L}&-]{2,30}){0,2})(?:\s{3,}|\t| \| )(\S.*)$/u.exec(line.text)
    const inlineKind = inline && !line.isBullet ? sectionOf(inline[1]!) : null
    // Inside a skills block "Languages:" may label programming languages: it opens a languages
    // section there only when every item is a spoken language.
    const isSpokenList =
      inlineKind === 'languages' &&
      splitOutsideBrackets(inline![2]!, ',;|•·').every((item) => spokenLanguageOf(item) !== null)
    if (
      inlineKind &&
      ['skills', 'languages', 'certifications'].includes(inlineKind) &&
      ((current.kind !== 'skills' && current.kind !== 'experience' && current.kind !== 'projects') ||
        isSpokenList)
    ) {
      sections.push({
        kind: inlineKind,
        heading: normaliseHeading(inline![1]!),
        lines: [{ ...line, text: inline![2]! }],
      })
      sections.push({ kind: current.kind, heading: current.heading, lines: [] })
      continue
    }
    current.lines.push(line)
  }
  return sections
}

// "member since 2021", "chartered member", "certified 2019": what says a line holds a credential.
const CREDENTIAL_CUE =
  /\b(?:member(?:ship)?(?: since| no\.?| number)?|chartered|certified|qualified|licen[cs]ed|registered|fellow)\b/i

/** "Driver CPC, HGV Class C+E licence" -> two items; "Lean Six Sigma Yellow Belt, 2023" -> one, its year kept with it. */
const LICENCE_STATUS = /^(?:current|valid|active|in date|expires?|expiring|renewed|held|full|clean)\b/i

function licenceItems(text: string): string[] {
  const items: string[] = []
  for (const item of splitOutsideBrackets(text, ',;').flatMap(splitDotted).map(cleanSeparators)) {
    // A year ("2023") or a status ("current", "valid to 2027") after the comma belongs to the item before it.
    if ((/^\(?(?:\d{1,2}[./])?(?:19|20)\d\d\)?$/.test(item) || LICENCE_STATUS.test(item)) && items.length > 0)
      items.push(`${items.pop()!}, ${item}`)
    else items.push(item)
  }
  return items
}

const AWARDING_BODY =
  /\b(?:council|board|commission|authority|registry|regulator|chamber|association|society)\b/i
// What a dated line under a degree can say of that degree: its grade, class, honours, thesis or exchange.
const DEGREE_NOTE =
  /gpa|grade|class|honou?rs|distinction|merit|cum laude|dean|award|prize|scholarship|rank|thesis|dissertation|project|exchange|semester|major|minor|coursework|modules?\b/i

/**
 * "Working at Heights, Confined Space Entry, EWP (yellow card), 2023", "Registered Nurse / Registered Midwife, Nursing
 * and Midwifery Council of Nigeria — 2015": a dated line of its own under an education entry that names no degree, no
 * school and nothing said of the degree is one or several tickets, licences or certificates held, never an
 * achievement of the degree above.
 */
function isHeldCredential(text: string): boolean {
  return (
    /(?:19|20)\d{2}/.test(text) &&
    splitOutsideBrackets(text, ',;').every(
      (item) => !looksLikeInstitution(item) && (!looksLikeDegree(item) || LICENCE_WORD.test(item)),
    ) &&
    !DEGREE_NOTE.test(text) &&
    !isSentence(text) &&
    !text.includes(':') &&
    !isPlaceLike(text.replace(/[,\s–—-]*(?:19|20)\d{2}.*$/, '').trim())
  )
}

// What names a certificate rather than a line about a job: a body's letters ("IOSH", "SMSTS"), a licence, a course.
// "Food Hygiene Level 3": a certificate's level.
const CERTIFICATE_CUE =
  /\b\p{Lu}{3,}\b|\b(?:certifi\w*|zertifi\w*|course|training|register(?:ed)?|[Ll]evel \d)\b/u

/** "IOSH Managing Safely, 2022" on a row of its own: a certificate and the year it was gained. */
function isCertificateRow(text: string): boolean {
  const name = text.slice(0, text.lastIndexOf(','))
  return (
    DATED_ROW.test(text) &&
    !looksLikeInstitution(name) &&
    (!looksLikeDegree(name) || LICENCE_WORD.test(name)) &&
    !DEGREE_NOTE.test(name) &&
    (CERTIFICATE_CUE.test(name) || LICENCE_WORD.test(name))
  )
}

/**
 * "ACCA — Association of …, member since 2021", "CIMA: passed all papers, 2020": a line that opens on a
 * professional body's known letters and says it is held.
 */
function isCredentialLine(text: string): boolean {
  // "NATE Certified - Air Conditioning Service", "ASE Certified Master Technician": a body's letters, then held.
  if (/^\p{Lu}{2,6}\s+(?:[Cc]ertifi(?:ed|cation)|[Ll]icen[cs]ed|CERTIFIED|LICENSED)\b/u.test(text.trim()))
    return true
  const letters = /^(\p{Lu}{2,6})(?=\s*(?:[—–:-]|\())/u.exec(text.trim())?.[1]
  return (
    letters !== undefined &&
    findSkillMatches(letters, { isNested: false }).some((m) => m.surface === letters) &&
    CREDENTIAL_CUE.test(text)
  )
}

// Further-training headings, under which a qualification with its school is education: "Weiterbildung" holds the
// "Fachwirtin im Gesundheits- und Sozialwesen (IHK), IHK Nürnberg" beside short courses.
// "Certificate IV", "Certificate III", "Level 3 Certificate", "Apprenticeship Certificate": a vocational award.
const SCHOOL_CERTIFICATE =
  /(?:certificate\s+(?:[ivx]{1,4}|[1-9])\b|level\s+[1-9]\s+certificate|apprenticeship\s+certificate)/i
// "Training & Certification", "Training and Certificates": training named first, then the certificates.
const TRAINING_AND = /^training (?:and|&) certificat(?:ion|ions|es)$/

const FURTHER_TRAINING = new Set([
  'weiterbildung',
  'weiterbildungen',
  'fortbildung',
  'fortbildungen',
  'professional development',
  'continuing education',
])

const LICENCE_WORD =
  /\b(?:licen[cs]e|cpc|permit|ticket|endorsement|clearance|card|passed|first aid|forklift|cscs|sia|dbs|six sigma|(?:white|yellow|green|black) belt|prince2|itil)\b/i

/** A line of licences, tickets or passed tests and nothing else: no school, no degree but a licence. */
function isLicenceLine(text: string): boolean {
  const items = splitOutsideBrackets(text, ',;')
  return (
    items.some((item) => LICENCE_WORD.test(item)) &&
    items.every(
      (item) =>
        !looksLikeInstitution(item) &&
        !isPlaceLike(item.trim()) &&
        (LICENCE_WORD.test(item) || /^\p{Lu}{2,}\b/u.test(item.trim()) || !looksLikeDegree(item)),
    )
  )
}

/**
 * "Leeds, West Yorkshire", "Málaga, España", "Belo Horizonte, MG": a town and its region or country,
 * each a place name or, last, a two-letter state code.
 */
// "Lyon (69)", "Ajaccio (2A)": a French town with the number of its département.
const BRACKETED_REGION = /\s*\((?:\p{Lu}[\p{L} .'’-]{1,30}|\d{2,3}|2[AB])\)$/u

function isTownAndRegion(text: string): boolean {
  const parts = text.split(/\s*,\s*/)
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((part, i) => isPlaceLike(part) || (i === parts.length - 1 && /^[A-Z]{2}$/.test(part)))
  )
}

/**
 * A page title over a profile ("Profile" on a job board's page) opens what is really the header: when
 * nothing before the first heading holds an e-mail or a phone number and the first section, a
 * summary, opens with them, its lines up to the last of them are the header.
 */
function headerFromTitledSummary(sections: Section[]): void {
  const [header] = sections
  if (header?.kind !== 'header') return
  const hasContact = (line: DocumentLine) => EMAIL.test(line.text) || !!findPhone(line.text)
  if (header.lines.some(hasContact)) return
  // A web page's navigation ("Work", "About", "Contact") may open sections of its own before the profile's:
  // the first summary with contact details among the leading summaries and empty sections is the one.
  const leading = sections
    .slice(1)
    .filter((_, i, rest) =>
      rest
        .slice(0, i + 1)
        .every((s) => s.kind === 'summary' || CONTACT_HEADING.test(s.heading) || s.lines.length === 0),
    )
  const first = leading.find((s) => s.kind === 'summary' && s.lines.slice(0, 6).some(hasContact))
  if (!first) return
  // A link alone on its line right after them ("studio.example.com", "linkedin.com/in/…") is contact too.
  const isLink = (line: DocumentLine) => URL_PATTERN.test(line.text) && !/\s/.test(line.text.trim())
  let last = first.lines.slice(0, 6).findLastIndex(hasContact)
  while (last + 1 < first.lines.length && last < 8 && isLink(first.lines[last + 1]!)) last++
  header.lines.push(...first.lines.splice(0, last + 1))
}

/**
 * "Campinas – SP", "Recife — PE": a town and its state's code after a spaced dash (as Brazilian CVs write them) are
 * one place, written "Campinas, SP"; so are a town and its country ("Campinas, SP – Brazil").
 */
function withStateAfterDash(pieces: string[], text: string): string[] {
  const out: string[] = []
  for (const piece of pieces) {
    const town = out.at(-1)
    if (
      town !== undefined &&
      // "Campinas, SP – Brazil": a country after the town and its state.
      ((/^[A-Z]{2}$/.test(piece) && isPlaceLike(town)) ||
        (looksLikeLocation(piece) && !piece.includes(',') && (isPlaceLike(town) || isTownAndRegion(town)))) &&
      [' – ', ' — '].some((dash) => text.includes(`${town}${dash}${piece}`))
    )
      out[out.length - 1] = `${town}, ${piece}`
    else out.push(piece)
  }
  return out
}

function headerSegments(lines: DocumentLine[]): string[] {
  return (
    lines
      // A spaced dash separates too: "Electrician — Cork, Ireland".
      // Pasted web text keeps two spaces between items; icons (📍 ✉️ 📞) mark them too.
      .flatMap((line) =>
        withStateAfterDash(
          // "Adyar, Chennai – 600020": a dash before an Indian PIN code keeps the town with it.
          line.text.split(
            /\s*(?:\||•|·|◇|⋄|♦|✉|☎|\s{2,}|\s[—–]\s(?!\d{3} ?\d{3}(?:\s|$))|\p{Extended_Pictographic})\s*/u,
          ),
          line.text,
        ),
      )
      // Icons and marks before a segment go; not the apostrophe of a Dutch town ("'s-Hertogenbosch").
      .map((segment) => cleanSeparators(segment.replace(/^(?!['’][st][- ]\p{Lu})[^\p{L}\p{N}+(]+/u, '')))
      .filter(Boolean)
  )
}

/**
 * "… · linnea-" / "akesson.se": a web address the page wrapped at one of its hyphens is joined back, so the whole
 * address is read, not its tail.
 */
function joinWrappedAddresses(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = []
  for (const line of lines) {
    const previous = out.at(-1)
    const head = previous ? /(?:^|\s)([a-z0-9][a-z0-9.-]*-)$/i.exec(previous.text.trimEnd()) : null
    const tail = /^[a-z0-9][a-z0-9-]*\.[a-z0-9./-]+/i.exec(line.text.trim())
    const address = head && tail ? `${head[1]}${tail[0]}` : ''
    if (previous && head && tail && URL_PATTERN.exec(address)?.[0] === address) {
      out[out.length - 1] = { ...previous, text: `${previous.text.trimEnd()}${tail[0]}` }
      const rest = line.text.trim().slice(tail[0].length).trim()
      if (rest) out.push({ ...line, text: rest })
    } else out.push(line)
  }
  return out
}

function readName(
  header: DocumentLine[],
  all: DocumentLine[],
): { name: string; postNominals: string[]; titles: string[]; nameLine: DocumentLine | null } {
  // The largest type near the top is the name even when it sits in a column read after a sidebar.
  const sizes = all.slice(0, 80).flatMap((l) => (l.size === undefined ? [] : [l.size]))
  const largest = sizes.length > 0 ? Math.max(...sizes) : undefined
  const pool = [
    ...(header.length > 0 ? header : all).slice(0, 12),
    ...all.slice(0, 80).filter((l) => largest !== undefined && l.size === largest && !header.includes(l)),
  ]
  // A labelled "Name: Katrin Hoffmann" line (German CVs' personal-details block) says it outright,
  // also as a table row without a colon ("Name   Katharina Schäfer").
  for (const line of all.slice(0, 30)) {
    const labelled =
      /^(?:name|full name|vor- und nachname|vollständiger name|naam|volledige naam|nom|nom complet|nombre|nome)(?:\s*:\s*|\s+)(\S.*)$/i.exec(
        line.text.trim(),
      )
    const value = labelled ? cleanSeparators(labelled[1]!) : ''
    if (value && looksLikeName(value)) {
      const split = splitPostNominals(value)
      return { ...split, name: normaliseNameCase(split.name), nameLine: line }
    }
  }
  // "ANNA" / "KOWALSKA": a first name and a surname set on two lines in the largest type at the top; a narrow
  // sidebar wraps a longer name the same way ("Dana K." / "Whitfield").
  const top = all.slice(0, 6)
  for (const [i, line] of top.entries()) {
    const next = top[i + 1]
    if (!next || largest === undefined || line.size !== largest || next.size !== largest) continue
    // "Nomvula Dlamini-" / "Khumalo": a double name wrapped at its hyphen is joined without a space.
    const joined = `${line.text.trim()}${/\p{L}-$/u.test(line.text.trim()) ? '' : ' '}${next.text.trim()}`
    // One of the two lines is a single word: "Joana" / "Gonçalves Sá" too.
    const oneWord = !/\s/.test(next.text.trim()) || !/\s/.test(line.text.trim())
    if (joined.split(/\s+/).length <= 4 && oneWord && looksLikeName(joined))
      return { name: normaliseNameCase(joined), postNominals: [], titles: [], nameLine: line }
  }
  const sized = pool.filter((l) => l.size !== undefined)
  const ordered = sized.length > 0 ? [...pool].sort((a, b) => (b.size ?? 0) - (a.size ?? 0)) : pool
  for (const line of ordered) {
    // "Dipl.-Ing." or "Prof. Dr." on a line of its own is the title set above the name, never the name.
    if (titlesOnly(line.text).length > 0) continue
    // A letter-spaced name ("L E N A   F I S C H E R") is read with its letters joined; a line whose
    // line whose parts of several words a tab or a wide gap sets apart ("Alex Kim<tab>Data Scientist")
    // is read part by part.
    // "Nomvula Dlamini-" / "Khumalo": a double name that wraps at its hyphen goes on in the same type below.
    const next = all[all.indexOf(line) + 1]
    const hyphenWrapped =
      /\p{L}-$/u.test(line.text.trim()) &&
      next !== undefined &&
      next.size === line.size &&
      next.column === line.column &&
      /^\p{Lu}\p{Ll}+$/u.test(next.text.trim())
    const whole = joinLetterSpaced(hyphenWrapped ? `${line.text.trim()}${next.text.trim()}` : line.text)
    const gapped = whole.split(/\s{2,}/)
    const isGapped = gapped.length > 1 && gapped.every((part) => part.includes(' '))
    for (const segment of [...(isGapped ? [] : [whole]), ...headerSegments([line])]) {
      const cleaned = nameIn(segment)
      if (looksLikeName(cleaned)) {
        const split = splitPostNominals(cleaned)
        const fuller = split.name.endsWith('.')
          ? fullerName(split.name, pool)
          : personBehindBrand(split.name, pool)
        if (fuller)
          return { name: normaliseNameCase(fuller.name), postNominals: [], titles: [], nameLine: fuller.line }
        return { ...split, name: normaliseNameCase(split.name), nameLine: line }
      }
    }
  }
  return { name: '', postNominals: [], titles: [], nameLine: null }
}

const LINK_LABEL = /^(linkedin|github|gitlab|xing|web|website|homepage|portfolio|blog)\s*:\s*(\S{2,200})$/i

/**
 * A link written as a label and a handle or bare address: "GitHub: ana-dev" (github.com/ana-dev),
 * "LinkedIn: in/ana" (linkedin.com/in/ana), "Web: ana-lab.no" (any ending, the label says it is an
 * address). Null when the segment is no labelled link.
 */
function labelledLink(segment: string): string | null {
  const match = LINK_LABEL.exec(segment.trim())
  if (!match) return null
  const label = match[1]!.toLowerCase()
  const value = match[2]!
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
  if (label === 'linkedin') {
    const handle = /^(?:linkedin\.com\/)?\/?in\/([\w%-]+)$/i.exec(value)
    return handle ? `linkedin.com/in/${handle[1]}` : null
  }
  const domain = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?:\/\S*)?$/i.test(value)
  if (domain) return value
  if ((label === 'github' || label === 'gitlab') && /^[\w-]{1,39}$/.test(value))
    return `${label}.com/${value}`
  return null
}

// "Dublin 8", "Wien 21": a town's postal district written as a number after it (never "Suite 12" or "Flat 4").
const DISTRICT_NUMBER =
  /(?<!^(?:suite|flat|apt|apartment|unit|room|floor|level|building|block|house|box|no|nr))\s(?:[1-9]|1\d|2[0-4])$/i

// "(she/her)", "(they/them)": pronouns after a name are not part of it.
const PRONOUNS = /\s*\((?:she|he|they|ze|xe|sie|er)\/\p{L}{2,8}(?:\/\p{L}{2,8})?\)$/iu
// "Nguyen Thi Lan (Lana)", "Zhang Wei (David)": the name a person goes by, in brackets after the full name, is
// not part of it.
const ALIAS = /\s\(\p{Lu}\p{Ll}{1,15}(?:[-\s]\p{Lu}\p{Ll}{1,15})?\)$/u
// "Curriculum Vitae of Alex Kim", "Lebenslauf von Max Müller", "Resume: Alex Kim": the title goes.
const TITLE_BEFORE_NAME =
  /^(?:name|curriculum vitae|resume|résumé|cv|lebenslauf)(?:\s*[:-]\s*|\s+(?:of|von|de|di|du)\s+)/i

/**
 * The name a header part holds: without a document title before it or pronouns after it, in the usual
 * order, and without a job title after a comma ("Alex Kim, Data Scientist").
 */
function nameIn(segment: string): string {
  const cleaned = surnameLast(
    cleanSeparators(segment.replace(TITLE_BEFORE_NAME, '').replace(PRONOUNS, '').replace(ALIAS, '')),
  )
  const comma = cleaned.indexOf(', ')
  const head = comma > 0 ? cleaned.slice(0, comma) : ''
  return head && looksLikeRole(cleaned.slice(comma + 2)) && looksLikeName(head) ? head : cleaned
}

/**
 * "NGUYEN, Thi Mai", "MÜLLER-LÜDENSCHEIDT, Anna": a surname in capitals written first, then a comma and
 * the given names, is read in the usual order ("Thi Mai Nguyen"). Other text is returned as it is.
 */
function surnameLast(text: string): string {
  const match = /^(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2}),\s*(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,3})$/u.exec(
    text,
  )
  return match ? `${match[2]} ${normaliseNameCase(match[1]!)}` : text
}

/** A site logo "Ananya V." above the page's "Ananya Venkataraman": the name written out in full. */
function fullerName(short: string, pool: DocumentLine[]): { name: string; line: DocumentLine } | null {
  const first = short.split(/\s+/)[0]!
  for (const line of pool) {
    const text = cleanSeparators(line.text)
    if (text !== short && text.startsWith(`${first} `) && !text.endsWith('.') && looksLikeName(text))
      return { name: text, line }
  }
  return null
}

/**
 * A site title named after its owner's trade ("Delgado Safety", "Okafor Consulting") above the page's "Marcus T.
 * Delgado": the surname that opens the title closes a person's name elsewhere in the header, which is the name.
 */
function personBehindBrand(title: string, pool: DocumentLine[]): { name: string; line: DocumentLine } | null {
  const first = title.split(/\s+/)[0]!.toLowerCase()
  for (const line of pool) {
    const text = cleanSeparators(line.text)
    const words = text.toLowerCase().split(/\s+/)
    if (
      text !== title &&
      words.length >= 2 &&
      words.at(-1) === first &&
      words[0] !== first &&
      looksLikeName(text)
    )
      return { name: text, line }
  }
  return null
}

/**
 * "JANE DOE" -> "Jane Doe", "MARÍA JOSÉ DE LA CRUZ" -> "María José de la Cruz" (a particle inside the
 * name stays lower-case, Arabic "Al" and "El" keep their capital); mixed-case names stay exactly as written (diacritics kept).
 */
function normaliseNameCase(name: string): string {
  if (name !== name.toUpperCase()) return name
  const words = name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`)
    .split(' ')
  return words
    .map((word, i) =>
      i > 0 && i < words.length - 1 && NAME_PARTICLE.test(word.toLowerCase()) && !/^(?:al|el)$/i.test(word)
        ? word.toLowerCase()
        : word,
    )
    .join(' ')
}

function joinParagraph(lines: DocumentLine[]): string {
  const paragraphs: string[][] = []
  for (const line of lines) {
    if (paragraphs.length === 0 || line.gapBefore || line.isBullet) paragraphs.push([line.text])
    else paragraphs.at(-1)!.push(line.text)
  }
  return paragraphs.map(joinLines).join('\n')
}

// The row labels of a Europass CV, in its English, Italian, French, German, Spanish and Portuguese forms: the
// value beside a label is the line's text; the label says nothing the value does not.
const ROW_LABELS = [
  'dates',
  'date',
  'data',
  'datum',
  'fechas',
  'datas',
  'occupation or position held',
  'lavoro o posizione ricoperti',
  'profession ou poste occupé',
  'beruf oder funktion',
  'empleo o cargo desempeñado',
  'função ou cargo ocupado',
  'name and address of employer',
  'nome e indirizzo del datore di lavoro',
  "nom et adresse de l'employeur",
  'name und adresse des arbeitgebers',
  'nombre y dirección de la empresa o empleador',
  'nome e morada do empregador',
  'main activities and responsibilities',
  'principali attività e responsabilità',
  'principali attività',
  'activités et responsabilités principales',
  'wichtigste tätigkeiten und zuständigkeiten',
  'funciones y responsabilidades principales',
  'type of business or sector',
  'tipo di attività o settore',
  "type ou secteur d'activité",
  'title of qualification awarded',
  'titolo della qualifica rilasciata',
  'intitulé du certificat ou diplôme délivré',
  'bezeichnung der erworbenen qualifikation',
  'titulación obtenida',
  'name and type of organisation providing education and training',
  "nome e tipo d'organizzazione erogatrice dell'istruzione e formazione",
  "nome dell'organizzazione",
  "nom et type de l'établissement d'enseignement ou de formation",
  'name und art der bildungs- oder ausbildungseinrichtung',
  'nombre y tipo del centro de estudios',
  'principal subjects/occupational skills covered',
  'principali tematiche/competenze professionali acquisite',
]

/**
 * "Lavoro o posizione ricoperti   Front Office Manager" -> "Front Office Manager". A label the left column
 * wrapped ("Nome e indirizzo del datore di" / "lavoro") is known by its start, and the rest of it on the
 * next line, alone, goes too.
 */
function withoutRowLabels(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = []
  let tail = ''
  for (const line of lines) {
    const text = line.text.trim()
    if (tail && text.toLowerCase().replace(/’/g, "'") === tail) {
      tail = ''
      continue
    }
    tail = ''
    const row = /^([^:\t]{4,80}?)(?:\s*:\s*|\s{3,}|\t)(\S.*)$/u.exec(text)
    const label = row ? row[1]!.toLowerCase().replace(/’/g, "'").trim() : ''
    const full = label
      ? ROW_LABELS.find((l) => l === label || (label.length >= 12 && l.startsWith(`${label} `)))
      : undefined
    if (!row || !full) {
      out.push(line)
      continue
    }
    tail = full.slice(label.length).trim()
    out.push({ ...line, text: row[2]!, isHeading: false })
  }
  return out
}

export function structureDocument(rawLines: DocumentLine[]): ResumeDraft {
  const draft = emptyDraft()
  const lines = withoutRowLabels(cleanLines(rawLines, draft.skipped, draft.certifications))
  draft.fullText = lines.map((l) => l.text).join('\n')
  const sections = splitSections(lines)
  headerFromTitledSummary(sections)
  // Contact details live in the header or in a sidebar "Contact" block.
  const headerLines = sections.filter((s) => s.kind === 'header').flatMap((s) => s.lines)
  const header = [
    ...headerLines,
    ...sections.filter((s) => CONTACT_HEADING.test(s.heading)).flatMap((s) => s.lines),
  ]
  const { name, postNominals, titles, nameLine } = readName(header, lines)
  draft.fullName = name
  draft.postNominals = postNominals
  // "Dipl.-Ing." on its own line just above the name is the person's title, kept apart like "Dr.".
  const above = nameLine ? lines[lines.indexOf(nameLine) - 1] : undefined
  const titleLine = above && nameLine?.column === above.column ? titlesOnly(above.text) : []
  draft.titles = [...titleLine, ...titles]

  const text = draft.fullText
  draft.email = EMAIL.exec(text)?.[0] ?? ''
  // A profile address wrapped at its end ("linkedin.com/in/jane-" + "doe") is joined back.
  const linkedin = LINKEDIN_URL.exec(
    text
      .replace(/linkedin\.com\/in\/\s*\n\s*/gi, 'linkedin.com/in/')
      .replace(/(linkedin\.com\/in\/[\w%-]{0,80}-)\n([\w%-]{1,80})(?=\n|$)/gi, '$1$2'),
  )
  if (linkedin) draft.linkedin = linkedin[0].replace(/\/$/, '')
  const headerText = headerSegments(header).join('\n')
  const labelled = lines
    .filter((l) => /phone|tel\b|telef|teléf|téléph|mobile|mobiel|cell|☎|📞|^\+\d/i.test(l.text))
    .map((l) => l.text)
    .join('\n')
  // A post-office box number ("P.O. Box 10423-00100") is no phone number.
  // Nor is an identity, passport or registration number ("ID number: 9203150123084").
  const withoutBoxes = (text: string) =>
    text.replace(DATE_LIKE, ' ').replace(PO_BOX, ' ').replace(ID_NUMBER, ' ')
  draft.phone = findPhone(withoutBoxes(headerText)) || findPhone(withoutBoxes(labelled))
  // A name written on the contact line ("Rahul Mehta | rahul@example.in | Pune") leaves the line's
  // other parts to read; a line that holds only the name (with its credentials) gives nothing more.
  const nameLineParts = nameLine
    ? headerSegments([nameLine]).filter((s) => !s.includes(name) && !looksLikeName(s))
    : []
  const contactSegments = [
    ...(nameLineParts.some((s) => EMAIL.test(s) || !!findPhone(s)) ? nameLineParts : []),
    ...headerSegments(joinWrappedAddresses(header.filter((l) => l !== nameLine))),
  ]
  for (const segment of contactSegments) {
    // "Via dei Servi 21, 50122 Firenze (Italia)": the country in brackets after the town goes.
    const value = segment
      .replace(
        /^(?:(?:residential |postal |home |physical )?address|location|anschrift|adresse|wohnort|adres|woonplaats|indirizzo|dirección|endereço)\s*:?\s+/i,
        '',
      )
      .replace(/\s*\(\p{Lu}[\p{L} ]{1,30}\)$/u, '')
    // "Financial Accountant, CA(SA)": a title and its professional letters are no town and state.
    if (!draft.location && looksLikeLocation(value) && !looksLikeRole(value.split(',')[0]!))
      draft.location = value
    // "UX Researcher in Tel Aviv, Israel", "Designer based in Lisbon, Portugal": a web profile's headline names
    // the town after the role.
    // On a web page the headline runs on into prose: "Product designer in Ghent, Belgium. I design …".
    const roleIn = ROLE_IN_PLACE.exec(value.split('. ')[0]!.replace(/\.$/, ''))
    if (!draft.location && roleIn && looksLikeRole(roleIn[1]!) && looksLikeLocation(roleIn[2]!))
      draft.location = roleIn[2]!
    // A postal address gives its town: "Lindwurmstraße 12, 80337 München", "75011 Paris".
    const town = postcodeTown(value)
    if (!draft.location && town) draft.location = town
    const pinTown = TOWN_INDIAN_PIN.exec(value)
    if (
      !draft.location &&
      pinTown &&
      isPlaceLike(pinTown[1]!) &&
      // "NMBI PIN 123456", "Member ID 204518": a registration number, not a town and its PIN code.
      !REGISTRATION_LABEL.test(pinTown[1]!)
    )
      draft.location = pinTown[1]!.trim()
    // "School of Geography, University of Leeds, Leeds LS2 9JT": the last piece of an address line too.
    // "…, Galway H91 TK33, Ireland": before a country named last.
    const addressPieces = value.split(/\s*,\s*/)
    const ukTown =
      TOWN_UK_POSTCODE.exec(value) ??
      TOWN_UK_POSTCODE.exec(addressPieces.at(-1)!) ??
      (addressPieces.length > 2 && looksLikeLocation(addressPieces.at(-1)!)
        ? TOWN_UK_POSTCODE.exec(addressPieces.at(-2)!)
        : null)
    if (!draft.location && ukTown && isPlaceLike(ukTown[1]!)) draft.location = ukTown[1]!.trim()
    // "14 Allen Avenue, Ikeja, Lagos", "Blk 4 Lot 12, Commonwealth Ave., Quezon City": a street
    // address without a postcode ends with its town.
    // A four-digit postcode written after the town ("…, Johannesburg, 2193") leaves the town before it.
    const streetPieces = value.split(/\s*,\s*/)
    if (/^\d{4}$/.test(streetPieces.at(-1)!) && streetPieces.length > 2) streetPieces.pop()
    // "12 Woji Road, GRA Phase 2, Port Harcourt, Rivers State": a state or province named last follows its town.
    const stateLast =
      streetPieces.length > 2 &&
      /^\p{Lu}[\p{L}'’ -]{1,30}\s(?:State|Province|Region)$/u.test(streetPieces.at(-1)!)
    // "P.O. Box 40712-00100, Nairobi, Kenya": a country named last follows its town too.
    const countryLast =
      streetPieces.length > 2 && looksLikeLocation(streetPieces.at(-1)!) && !/\d/.test(streetPieces.at(-2)!)
    const streetTown = STREET_ADDRESS.test(value)
      ? (stateLast || countryLast) && isPlaceLike(streetPieces.at(-2)!)
        ? streetPieces.slice(-2).join(', ')
        : streetPieces.at(-1)!
      : ''
    // "1420 Rhode Island Ave NW, Apt 5B, Washington, DC 20005": a US address ends with its town, state and ZIP.
    const usTown = /,\s*(\p{Lu}[\p{L}.'’ -]{1,30},\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/u.exec(value)
    if (!draft.location && STREET_ADDRESS.test(value) && usTown && looksLikeLocation(usTown[1]!))
      draft.location = usTown[1]!
    // "555 La Verne Way, La Verne, CA": without a ZIP, the town and its state end the address.
    const townState = streetPieces.length >= 3 ? streetPieces.slice(-2).join(', ') : ''
    if (
      !draft.location &&
      STREET_ADDRESS.test(value) &&
      /,\s*[A-Z]{2,3}$/.test(townState) &&
      looksLikeLocation(townState)
    )
      draft.location = townState
    if (
      !draft.location &&
      value.includes(',') &&
      streetTown &&
      !/\d/.test(streetTown) &&
      isPlaceLike(streetTown)
    )
      draft.location = streetTown
    // "School of Chemistry, The University of Queensland, Brisbane QLD 4072": an address line whose last piece
    // is a town with its state and postcode gives that town.
    const postalTail = streetPieces.length >= 2 ? streetPieces.at(-1)! : ''
    if (!draft.location && /\d{4,5}$/.test(postalTail) && looksLikeLocation(postalTail))
      draft.location = postalTail.replace(/\s+\d{4,5}$/, '')
    // "Cork, T23 N73K, Ireland", "Leeds, LS2 9JT, United Kingdom": a postcode between the town and its country goes.
    const townAndCountry = streetPieces.filter((piece) => !POSTCODE_PIECE.test(piece))
    if (
      !draft.location &&
      streetPieces.length === 3 &&
      townAndCountry.length === 2 &&
      isPlaceLike(townAndCountry[0]!) &&
      looksLikeLocation(townAndCountry.join(', '))
    )
      draft.location = townAndCountry.join(', ')
    // "Al Barsha 1, Dubai, UAE": a district or street with its number, then the town and its country.
    const townCountry = streetPieces.slice(-2).join(', ')
    if (
      !draft.location &&
      streetPieces.length >= 3 &&
      /\d/.test(streetPieces[0]!) &&
      !/\d/.test(townCountry) &&
      looksLikeLocation(townCountry)
    )
      draft.location = townCountry
    const link = labelledLink(segment)
    if (link?.startsWith('linkedin.com/')) draft.linkedin ||= link
    else if (link) draft.websites.push(link)
    // An e-mail beside a link on one line ("ana@example.es github.com/ana") is no link itself.
    const url = link ? null : URL_PATTERN.exec(segment.replace(EMAILS, ' '))
    if (url && !/linkedin\.com/i.test(url[0])) draft.websites.push(url[0])
  }
  // The headline: the first plain header line after the name that is not contact data.
  const nameIndex = nameLine ? header.indexOf(nameLine) : -1
  for (const line of header.slice(nameIndex + 1, nameIndex + 4)) {
    const value = cleanSeparators(line.text.split(/\s{3,}|\s[|—–]\s/)[0] ?? '')
    if (
      // A web page repeats the name over its profile: that is no headline; nor is a name's second line.
      value === name ||
      (value.length > 2 && name.endsWith(` ${value}`)) ||
      EMAIL.test(value) ||
      findPhone(value) ||
      URL_PATTERN.test(value) ||
      looksLikeLocation(value) ||
      isTownAndRegion(value) ||
      // A postal address ("Linzer Gasse 40, 5020 Salzburg", "14 Allen Avenue, Ikeja") is contact data.
      POSTCODE_TOWN.test(value) ||
      STREET_ADDRESS.test(value) ||
      (value.includes(',') && TOWN_UK_POSTCODE.test(value.split(/\s*,\s*/).at(-1)!)) ||
      // A labelled number ("NMC PIN: 11A2345E", "Licence no: 4471") is a registration, not a headline.
      /:\s*[^\s\d]*\d/.test(value) ||
      // Unlabelled too: "NMBI PIN 123456", "GMC No. 7012345".
      REGISTRATION_NUMBER.test(value) ||
      value.length > 120 ||
      isSentence(value) ||
      CONTACT_LABEL.test(value) ||
      // "Ciudad de México | +52 55 … | lf@…": a town no list knows, on the contact line, is where the person
      // lives, not a headline.
      (isPlaceLike(value.replace(BRACKETED_REGION, '')) && (EMAIL.test(line.text) || !!findPhone(line.text)))
    )
      continue
    // Icon glyphs in front of a handle ("ð bwayne") are not a headline.
    if (!hasTwoWords(value) || /^\S\s/.test(value)) continue
    draft.headline = value
    break
  }

  // A town no list knows ("Hamburg", "Utrecht") written among the contact details, beside the e-mail,
  // phone or a link, is where the person lives.
  if (!draft.location) {
    const segments = contactSegments
    const isContact = (segment: string | undefined) =>
      segment !== undefined && (EMAIL.test(segment) || !!findPhone(segment) || URL_PATTERN.test(segment))
    draft.location =
      segments.find(
        (segment, i) =>
          segment !== draft.headline &&
          // "Montréal (Québec)": a town with its province in brackets; "Dublin 8", "Wien 21": with its district's number.
          (isPlaceLike(segment.replace(BRACKETED_REGION, '').replace(DISTRICT_NUMBER, '')) ||
            isTownAndRegion(segment)) &&
          (isContact(segments[i - 1]) || isContact(segments[i + 1])),
      ) ?? ''
  }

  for (const section of sections.filter((s) => s.kind !== 'header')) {
    const texts = section.lines.map((l) => l.text)
    const reviewSection = REVIEW_SECTIONS[section.kind]
    if (reviewSection) draft.sources.push({ section: reviewSection, lines: texts })
    else if (CONTACT_HEADING.test(section.heading))
      draft.sources.push({ section: 'personalInfo', lines: texts })
    else if (texts.length > 0) draft.skipped.push(...texts)
    switch (section.kind) {
      case 'summary':
        // A lone word under a summary heading is a web page's navigation ("About" / "Journal"), not a profile.
        if (section.lines.length === 1 && !/\s/.test(section.lines[0]!.text.trim())) break
        draft.summary = [draft.summary, joinParagraph(section.lines)].filter(Boolean).join('\n\n')
        break
      case 'experience': {
        const work = parseExperience(section.lines)
        // "SMSTS, 2019" / "IOSH Managing Safely, 2022" right below a job's points: certificates with their year, written
        // where the job ends, are certifications, not lines about the job.
        for (const entry of work) {
          const held = entry.description.filter(isCertificateRow)
          draft.certifications.push(...held)
          entry.description = entry.description.filter((d) => !held.includes(d))
        }
        draft.work.push(...work)
        break
      }
      case 'education': {
        // "Driver CPC (current), HGV Class C+E licence" under "Qualifications": licences and tickets are
        // certifications, one per item, never a degree with a school.
        const licences = section.lines.filter((l) => isLicenceLine(stripBullet(l.text)))
        for (const line of licences) draft.certifications.push(...licenceItems(stripBullet(line.text)))
        const entries = parseEducation(section.lines.filter((l) => !licences.includes(l)))
        // A line no entry was read from is shown as skipped in the review, never lost silently.
        const read = new Set(entries.flatMap((e) => e.sourceLines ?? []))
        draft.skipped.push(
          ...section.lines.filter((l) => !licences.includes(l) && !read.has(l.text)).map((l) => l.text),
        )
        // "ACCA — Association of Chartered Certified Accountants, member since 2021" under a degree is a
        // professional qualification of its own, not a detail of the degree.
        for (const entry of entries) {
          draft.certifications.push(...entry.details.filter(isCredentialLine))
          // "Enrolled Nurse, Nursing and Midwifery Board of Australia — 2016": a licence with the body that granted it
          // is one certification; a list of tickets is one each.
          for (const detail of entry.details.filter(isHeldCredential))
            draft.certifications.push(...(AWARDING_BODY.test(detail) ? [detail] : licenceItems(detail)))
          entry.details = entry.details.filter((d) => !isCredentialLine(d) && !isHeldCredential(d))
        }
        draft.education.push(...entries)
        break
      }
      case 'skills':
        // "Spanish (fluent)" in a skills list is a spoken language with its level, not a skill.
        draft.skills.push(...parseListItems(section.lines, draft.languages))
        break
      case 'languages': {
        const { languages, skills, unused } = parseLanguages(section.lines)
        draft.languages.push(...languages)
        draft.skills.push(...skills)
        draft.skipped.push(...unused)
        break
      }
      case 'certifications': {
        // Under "Training", a degree or vocational qualification with its school ("NVQ Level 3 in
        // Professional Cookery – The Manchester College") is education; certificates stay.
        // "Certificate IV in Transport and Logistics, TAFE Queensland", "Electrician Apprenticeship Certificate, NAIT": a
        // certificate of a numbered level or of an apprenticeship, from a school, is a qualification of its own.
        const isSchooled = (e: DraftEducation) =>
          Boolean(e.institution && e.degree) &&
          (!/certif|zertifik/i.test(e.degree) ||
            (SCHOOL_CERTIFICATE.test(e.degree) && looksLikeInstitution(e.institution)))
        // Under a further-training heading, only a line that names the qualification and its school
        // itself ("2023 Fachwirtin im Gesundheits- und Sozialwesen (IHK), IHK Nürnberg").
        const schooled =
          section.heading === 'training' || TRAINING_AND.test(section.heading)
            ? parseEducation(section.lines).filter(isSchooled)
            : FURTHER_TRAINING.has(section.heading)
              ? section.lines.flatMap((line) => parseEducation([line]).filter(isSchooled))
              : []
        const isMoved = (text: string) =>
          schooled.some((e) => text.includes(e.institution) || text.includes(e.degree))
        for (const entry of schooled) entry.details = entry.details.filter((d) => isMoved(d))
        draft.education.push(...schooled)
        // "Site Safe Passport, LBP Carpentry Licence, First Aid Certificate" under "Licences": one item each.
        draft.certifications.push(
          ...parseCertifications(section.lines.filter((l) => !isMoved(l.text))).flatMap((item) =>
            isLicenceLine(item) ? licenceItems(item) : [item],
          ),
        )
        break
      }
      case 'projects':
        draft.projects.push(...parseProjects(section.lines))
        break
      default:
        break
    }
  }
  // Many resumes open with an unlabelled profile paragraph under the contact lines.
  if (!draft.summary) {
    const prose = headerLines.filter(
      (l) =>
        l !== nameLine &&
        !EMAIL.test(l.text) &&
        !URL_PATTERN.test(l.text) &&
        l.text.split(/\s+/).length >= 8 &&
        (isSentence(l.text) || l.text.length > 60),
    )
    if (prose.length > 0) draft.summary = joinParagraph(prose)
  }
  // A document without any heading still gets its dated entries read as work history.
  if (sections.length === 1 && draft.work.length === 0) draft.work = parseExperience(header)
  else if (draft.work.length === 0 && !sections.some((s) => s.kind === 'experience')) {
    // A personal page with headings of its own ("What I do now", "Before tech"): its dated "Role at Employer" entries
    // under the header are the work history, and its rows that name a degree and a year, with no education
    // section, its schooling; neither is kept in a job's description.
    const schooling = sections.some((s) => s.kind === 'education')
      ? []
      : parseEducation(
          headerLines.filter((l) => looksLikeDegree(l.text) && /(?:19|20)\d{2}/.test(l.text)),
        ).filter((e) => e.institution && e.degree)
    const schoolLines = new Set(schooling.flatMap((e) => e.sourceLines ?? []))
    const jobs = parseExperience(headerLines.filter((l) => !schoolLines.has(l.text))).filter(
      (w) => w.role && w.company && /(?:19|20)\d{2}/.test(w.duration),
    )
    if (jobs.length > 0) {
      draft.work = jobs
      draft.education.push(...schooling)
    }
  }
  // A running page header caught on a job's line ("May 2014 – May 2016   Confidential – CV of Jane Roe")
  // names the person, never where the job was: the place stays empty rather than wrong.
  const owner = draft.fullName.trim().toLowerCase()
  if (owner.includes(' '))
    for (const job of draft.work) if (job.location.toLowerCase().includes(owner)) job.location = ''
  placeTownsNamedElsewhere(draft)
  // Lines of a work section that no entry took (text before the first dated entry).
  const taken = new Set(draft.work.flatMap((w) => w.sourceLines ?? []))
  for (const section of sections.filter((s) => s.kind === 'experience'))
    draft.skipped.push(...section.lines.map((l) => l.text).filter((t) => !taken.has(t)))
  const used = [draft.fullName, draft.email, draft.phone, draft.location, draft.headline, draft.linkedin]
    .filter(Boolean)
    .map((v) => v.toLowerCase())
  const personal: string[] = []
  for (const line of headerLines) {
    const lower = line.text.toLowerCase()
    const isUsed =
      line === nameLine ||
      (titleLine.length > 0 && line === above) ||
      used.some((v) => lower.includes(v) || v.includes(lower)) ||
      draft.websites.some((w) => line.text.includes(w)) ||
      draft.summary.includes(line.text) ||
      taken.has(line.text)
    if (isUsed) personal.push(line.text)
    else draft.skipped.push(line.text)
  }
  draft.sources.unshift({ section: 'personalInfo', lines: personal })
  // "Six Sigma (Green Belt)" among the skills is the skill Six Sigma and one certification, "Six Sigma Green Belt".
  draft.skills = dedupe(
    draft.skills.map((skill) => {
      const belt = CERTIFIED_LEVEL.exec(skill)
      if (!belt) return skill
      const certificate = `${belt[1]!} ${belt[2]!}`
      if (!draft.certifications.some((c) => c.toLowerCase().includes(certificate.toLowerCase())))
        draft.certifications.push(certificate)
      return belt[1]!
    }),
  )
  draft.languages = dedupe(draft.languages)
  if (!sections.some((s) => s.kind === 'experience'))
    draft.warnings.push('No work experience section was recognised.')
  return draft
}

const CERTIFIED_LEVEL = /^(\S.{0,40}?)\s*\(((?:yellow|green|black|master black) belt)\)$/i

// A role, then "in" or "based in" and a place with its country or region (bounded parts, one split point).
const ROLE_IN_PLACE = /^(\S.{1,60}?)\s+(?:based\s+)?in\s+(\p{Lu}[^,]{1,40},\s*\p{Lu}[^,]{1,30})$/u
// "…, Adyar, Chennai - 600020", "Pune 411001": an Indian PIN code after the town.
const REGISTRATION_LABEL =
  /(?<![\p{L}])(?:pin|id|no|nr|number|reg|registration|licen[cs]e|membership)(?![\p{L}])/iu
const REGISTRATION_NUMBER =
  /(?<![\p{L}])(?:pin|id|no|nr|number|reg|registration|licen[cs]e|membership)\.?\s{0,3}:?\s{0,3}\p{Lu}{0,4}\d/iu
const TOWN_INDIAN_PIN = /(?:^|,\s*)([\p{Lu}][\p{L}.'’ ]{1,40}?)(?: ?[-–] ?| )\d{3} ?\d{3}$/u
const PO_BOX = /\bp\.?\s?o\.?\s?box\s*[\d-]+/gi
// A person's identity and tax numbers: never data of the profile, never a registration held.
const PERSONAL_ID_WORDS =
  'id|identity|identification|passport|national insurance|ni|nino|social security|ssn|sin|pan|aadhaar|aadhar|tax|tin|vat|utr|ppsn?|tfn|nif|nie|dni|pesel|bsn|cpf|rg|nhs'
const PERSONAL_ID = new RegExp(`^(?:${PERSONAL_ID_WORDS})$`, 'i')
const ID_NUMBER = new RegExp(
  `\\b(?:${PERSONAL_ID_WORDS})(?: (?:card|document))?(?: (?:number|no\\.?|nr\\.?|#))?\\s{0,3}:?\\s{0,3}\\d[\\d -]{5,20}\\d`,
  'gi',
)
// A British or Irish postcode written as a piece of its own: "LS2 9JT", "T23 N73K".
const POSTCODE_PIECE = /^(?:[A-Z][A-Z0-9]{1,3} \d[A-Z]{2}|[A-Z]\d[\dW] [A-Z\d]{4})$/

const STREET_ADDRESS =
  /^(?:p\.?\s?o\.?\s?box\s*\d|\d{1,5}[a-z]?\s+\p{Lu}|(?:no|blk|block|lot|plot|flat|unit|apt|house)\.?\s*\d)/iu
// "Bristol, BS7", "Leeds LS2 9JT": a British postcode after the town.
// "Galway H91 TK33": an Irish Eircode after the town.
const TOWN_UK_POSTCODE =
  /^([\p{Lu}][\p{L}\p{M}.'’ -]{1,40}?),?\s+(?:[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?|[A-Z]\d[\dW]\s[A-Z\d]{4})$/u

// Date ranges look like phone numbers to a digit scanner ("2015 - 2016 2017").
const DATE_LIKE = /\b(?:19|20)\d{2}\s*[-–—/]\s*(?:(?:19|20)\d{2}|\d{1,2})\b/g

/** Some word with two letters in a row, followed by a word that starts with two letters ("Data Engineer"). */
function hasTwoWords(value: string): boolean {
  // Word by word, not one pattern: letters inside a word followed by the rest of it backtracked on long words.
  const words = value.split(/\s+/)
  return words.some((word, i) => /\p{L}{2}/u.test(word) && /^\p{L}{2}/u.test(words[i + 1] ?? ''))
}
