import { PRESENT_ALONE, PRESENT_WORDS, SINCE_WORDS } from '#shared/text/dates.ts'
import { findSkills } from '#shared/skills/skills-lexicon.ts'
import { CAREER_BREAK } from '#shared/profile/career-break.ts'
import { readWorkChronology } from '#server/features/imports/structure/chronology.ts'
import type { DocumentLine, DraftWork } from '#server/features/imports/resume-document.ts'
import { sectionOf } from '#server/features/imports/structure/section-headings.ts'
import {
  DATE_RANGE,
  SINGLE_DATE,
  TOTAL_DURATION,
  URL_PATTERN,
  cleanSeparators,
  findDateRange,
  isRegionCode,
  isSentence,
  looksLikeLocation,
  looksLikeName,
  looksLikeEnglishRole,
  looksLikeInstitution,
  looksLikeOrganisation,
  looksLikeRole,
  openBrackets,
  stripBullet,
  withoutDate,
  splitOutsideBrackets,
} from '#server/features/imports/structure/text-patterns.ts'

// Work entries are anchored on their date range ("Jan 2020 - Present"): the short lines right around
// a date line form the entry's header (company, role, location), the lines up to the next header are
// its body. An entry is only created where the document shows a date with a title or company; nothing
// is filled in that the text does not say.

function isHeaderish(line: DocumentLine): boolean {
  const date = findDateRange(line.text)
  const text = date ? withoutDate(line.text, date.match) : line.text
  // "2021–present  Postdoctoral Research Fellow, School of …, The University of Queensland, Brisbane": a row
  // that opens on its dates and lists short comma-separated pieces is a header however many words it has.
  // "10/2015 – 09/2018: nursing training (see Education)": dates, a colon and lower-case words are a remark about
  // that time, never a title.
  const opening = line.text.trimStart()
  if (date && opening.startsWith(date.match) && /^\s*:\s*\p{Ll}/u.test(opening.slice(date.match.length)))
    return false
  const pieces = text.split(/\s*,\s*/)
  const listedRow =
    date !== null &&
    line.text.trimStart().startsWith(date.match) &&
    pieces.length >= 3 &&
    pieces.every((piece) => piece.split(/\s+/).length <= 7)
  return (
    !line.isBullet &&
    // "Duties, Accomplishments and Related Skills:", "Key achievements:": a label over the body, never a title.
    !/:\s*$/.test(text) &&
    !(listedRow ? pieces.some((piece) => isSentence(piece)) : isSentence(text)) &&
    text.length <= (listedRow ? 160 : 110) &&
    // Words, not separators: "Warehouse Operative / Reach Truck Driver, Brakewell Ltd — Trafford Park".
    (listedRow || text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length <= 12) &&
    !isLabelledDetail(text)
  )
}

/**
 * "Key projects: Bruce Highway upgrade", "Tools: Jira", "Career break 2016–2017: travelled …": a
 * label that names a section, or a colon followed by lower-case prose, is a detail, never a title.
 */
function isLabelledDetail(text: string): boolean {
  const colon = text.indexOf(':')
  if (colon <= 0 || colon > 40) return false
  const label = text.slice(0, colon)
  const rest = text.slice(colon + 1).trim()
  return sectionOf(label) !== null || /^\p{Ll}/u.test(rest)
}

/** Some templates bullet the company line ("• Google   Mountain View, CA") above a plain title/date line. */
function isBulletTitle(line: DocumentLine, anchor: DocumentLine): boolean {
  const text = stripBullet(line.text)
  if (
    line.isBullet !== true ||
    anchor.isBullet ||
    isSentence(text) ||
    text.split(/\s+/).length > 8 ||
    /[:\d%]/.test(text)
  )
    return false
  // An achievement bullet ("• Grew sales") is not a title: a title bullet sets a place apart or names an organisation.
  return /\S\s{3,}\S/.test(text) || looksLikeOrganisation(text)
}

/** A dash inside brackets is the bracket's own: "Apprentice Electrician (1st – 4th period)" is one part. */
function joinOpenBrackets(pieces: string[]): string[] {
  const out: string[] = []
  for (const piece of pieces) {
    const previous = out.at(-1)
    if (previous !== undefined && openBrackets(previous) > 0) out[out.length - 1] = `${previous} – ${piece}`
    else out.push(piece)
  }
  return out
}

function splitParts(text: string): string[] {
  return (
    joinOpenBrackets(stripBullet(text).split(/\s*(?:\||·|•|\u2022|\s[–—-]\s|\s{2,}|\t)\s*/))
      .map(cleanSeparators)
      // Icon-font glyphs come out as stray characters: "z" before a date, "* Sunnyvale, CA".
      .map((part) => (/^\S\s/.test(part) && looksLikeLocation(part.slice(2)) ? part.slice(2) : part))
      .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= 2)
  )
}

/**
 * "Hours per week: 40", "Salary: $98,000", "Supervisor: Dana Ortiz; may contact: Yes", "Series: 0343":
 * the labelled facts a US federal resume writes around a job's title, never its title or employer.
 */
export const JOB_FACT_LABEL =
  /^(?:hours(?: per week)?|salary|pay plan|grade|series|series\/grade|grade level|supervisor|supervisor'?s (?:name|phone)|may (?:we )?contact(?: supervisor)?|duty station|rank|clearance|security clearance|reason for leaving|number of employees supervised)\s*:/i

/** "Piazza della Repubblica 7", "Rua Augusta 1500", "Hauptstraße 5": a street named first, then its number. */
const STREET_NAME_FIRST =
  /^(?:(?:via|viale|piazza|piazzale|corso|largo|rue|avenue|boulevard|calle|avenida|rua|praça|travessa|ul\.|ulica|aleja)\s+\S.{0,60}\d{1,4}[a-z]?|\p{L}{2,40}(?:straße|strasse|weg|gasse|platz|allee|laan|straat|gracht|plein|vej|gatan|gata)\s+\d{1,4}[a-z]?)$/iu

const FEDERAL_JOB_MARK = /\s*\(this is a federal job\)$/i
const PAY_GRADE = /,\s*(?:GS|GM|GG|WG|WL|WS|NH|NT|SES|ES)-\d{1,4}(?:-\d{1,2})?$/

/** "810 Vermont Ave NW", "12 Baker Street": a street address, which names where a job was, never who. */
const STREET_LINE =
  /^\d{1,5}[a-z]?\s+(?:\p{Lu}[\p{L}.'’-]*\s+){1,4}(?:ave|avenue|st|street|rd|road|blvd|boulevard|drive|dr|lane|ln|way|place|pl|court|ct|highway|hwy|parkway|pkwy|square|sq|terrace|crescent)\.?(?:\s+(?:nw|ne|sw|se|n|s|e|w))?$/iu

const SELF_EMPLOYED =
  /^(?:self[- ]employed|selbstständig|selbständig|freiberuflich|indépendant|indépendante|zelfstandig|autónomo|autónoma|autônomo|autônoma|trabalhador independente|sole trader)$/i
/** LinkedIn's "Full-time · 10 yrs 7 mos": how a job was held, never its employer or title. */
const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|contract|contractor|freelance|self[- ]employed|internship|apprenticeship|permanent|temporary|seasonal|vollzeit|teilzeit|befristet)$/i

// The words of a bracketed note on how a job was held: "(casual)", "(contract)", "(part-time, evenings)", "(winter
// seasons)", or how far
// an apprenticeship had come: "(1st – 4th period)", "(2nd year)".
const EMPLOYMENT_NOTE_WORD =
  /^(?:full[- ]?time|part[- ]?time|full|part|time|casual|contract|contractor|freelance|self[- ]employed|temporary|temp|seasonal|permanent|interim|locum|fixed[- ]term|maternity|parental|cover|evenings?|weekends?|nights?|remote|hybrid|on-site|onsite|volunteer|voluntary|unpaid|paid|summer|vacation|holiday|placement|secondment|internship|apprenticeship|winter|spring|autumn|fall|ski|seasons?|vollzeit|teilzeit|befristet|minijob|nebenberuflich|berufsbegleitend|and|&|\d{1,2}(?:\.\d)?|days?|hours?|hrs|per|a|week|wk|pw|[1-4](?:st|nd|rd|th)|periods?|years?|stages?|to|[–—-])$/i

// "(one day a week)", "(2 days per week)": a share of the week.
const DAYS_A_WEEK = /^(?:one|two|three|four|\d(?:\.\d)?)\s+days?\s+(?:a|per)\s+week$/i

/**
 * "Customer Service Officer (casual)" -> role "Customer Service Officer", note "casual": a bracket at
 * the end of a role that only says how the job was held is not part of the title.
 */
export function splitEmploymentNote(role: string): { role: string; note: string } {
  const found = /^(.*\S)\s*\(([^()]{1,60})\)$/.exec(role)
  if (!found) return { role, note: '' }
  const words = found[2]!.split(/[\s,/;]+/).filter(Boolean)
  // "(weekends, alongside the role above)": how it was held, then a remark on it after the comma.
  const [first = '', ...remark] = found[2]!.split(',')
  const isNote =
    (words.length > 0 && words.every((w) => EMPLOYMENT_NOTE_WORD.test(w))) ||
    DAYS_A_WEEK.test(found[2]!.trim()) ||
    (remark.length > 0 &&
      first
        .trim()
        .split(/\s+/)
        .every((w) => EMPLOYMENT_NOTE_WORD.test(w)))
  if (!isNote) return { role, note: '' }
  return { role: found[1]!, note: found[2]!.trim() }
}

/**
 * "Eletricista Industrial (Industrial Electrician)", "Krankenpfleger (Registered Nurse)", "Chef de réception (Front
 * Office Supervisor)": a title in another language with its English form in brackets is the English title; the title
 * as written is kept beside it. Not a second English title ("Software Engineer (Team Lead)"), a team or a note.
 */
export function englishTitleOf(role: string): { role: string; asWritten: string } | null {
  const found = /^([^()]{2,80})\(([^()]{3,60})\)$/.exec(role.trim())
  if (!found) return null
  const [written, english] = [found[1]!.trim(), found[2]!.trim()]
  const words = english.split(/\s+/)
  const isEnglishTitle =
    words.length <= 6 &&
    words.every((w) => /^(?:\p{Lu}[A-Za-z'’/-]*|of|and|&|for|the|in)$/u.test(w)) &&
    looksLikeEnglishRole(english) &&
    !/^[A-Z]{2,}$/.test(english)
  // The outer title is another language's: written with letters English does not use, or named by no English
  // title word ("Eletricista Industrial", "Krankenpfleger").
  const isOtherLanguage = /[^ -~]/.test(written) || !looksLikeEnglishRole(written)
  return isEnglishTitle && isOtherLanguage ? { role: english, asWritten: written } : null
}

const LEGAL_SUFFIX =
  /^(?:inc|llc|llp|ltd|limited|gmbh|ag|sa|s\.a|plc|corp|co|kg|se|bv|nv|pty|oy|ab|as|srl|sarl|sas|spa|kft|s\.l|sl|e\.p\.e|epe|ltda|s\.a\.b|s\.a\. de c\.v|sa de cv|sp\. z o\.o|s\.r\.o|oyj|asa|a\/s|aps|pjsc|s\.p\.a|s\.r\.l|b\.v|n\.v)\.?$/i

const PLACE_PARTICLE = /^(?:am|an|im|in|ob|der|upon|on|sur|en|de|del|la|le|di|do|da|dos|das|des|du|aan|op)$/
// "Isle of Skye", "Vale of Glamorgan", "Bay of Plenty": a place noun and "of" before a name.
const PLACE_OF = /^(?:isle|isles|vale|bay|port|county|city|borough|royal borough)\s+of\s+\p{Lu}\p{L}+$/iu

/** 1-3 capitalised words that name nothing but a place ("Leeds", "Bengaluru", "Bad Homburg"). */
export function isPlaceLike(text: string): boolean {
  const words = text.split(/\s+/)
  return (
    looksLikeLocation(text) ||
    PLACE_OF.test(text) ||
    // "São José dos Campos", "Alphen aan den Rijn": four or five words when a particle joins them.
    (words.length <= (words.some((w, i) => i > 0 && PLACE_PARTICLE.test(w)) ? 5 : 3) &&
      // "Frankfurt am Main", "Newcastle upon Tyne": a particle between capitalised words.
      words.every(
        (w, i) =>
          /^(?:['’]s-)?[\p{Lu}][\p{L}\p{M}'’.-]*$/u.test(w) ||
          (i > 0 && i < words.length - 1 && PLACE_PARTICLE.test(w)),
      ) &&
      !looksLikeRole(text) &&
      !looksLikeOrganisation(text) &&
      !LEGAL_SUFFIX.test(text) &&
      // Working for oneself is no place: "Tour Guide, Self-employed — Lisbon".
      !SELF_EMPLOYED.test(text) &&
      !/^[\p{Lu}]{2,}$/u.test(text))
  )
}

// Words that qualify a role (its team, field, ward or region) rather than name an employer.
const QUALIFIER_WORDS = new Set(
  (
    'oncology cardiology pediatrics paediatrics neurology radiology surgery surgical medical-surgical icu ' +
    'intensive care emergency maternity midwifery orthopaedics orthopedics geriatrics psychiatry ward unit ' +
    'theatre theatres outpatient outpatients inpatient clinic clinical nursing critical intensivstation station ' +
    'payments checkout growth platform infrastructure security mobile web frontend front-end backend back-end ' +
    'data analytics insights research sales marketing operations finance financial hr people talent legal ' +
    'compliance risk product design engineering customer success support partnerships procurement supply ' +
    'chain logistics quality corporate reporting audit tax treasury strategy business development ' +
    'technology digital it innovation transformation network networks radio cloud devices hardware software ' +
    'apps applications tooling tools automation integrations billing search ads advertising content ' +
    'editorial ml ai ran core access wireless fixed ' +
    'emea apac latam americas dach nordics benelux europe asia africa uk us usa north south east west ' +
    'central northeast northwest southeast southwest midwest region regional global international national ' +
    'team division department group practice desk services commercial retail enterprise smb mid-market ' +
    'and & of the for in mathematics maths science physics chemistry biology english history geography ' +
    'music art arts languages computing primary secondary early years key stage ks1 ks2 ks3 ks4 year'
  ).split(' '),
)

/** A team or field word, also in the plural ("Platforms", "Payments Systems"). */
const isQualifierWord = (word: string) =>
  QUALIFIER_WORDS.has(word) ||
  // "Notfallstation", "Intensivabteilung", "Notaufnahme": a German ward named by a compound.
  /\p{L}{3}(?:station|abteilung|ambulanz|aufnahme)$/u.test(word) ||
  (word.length > 3 && word.endsWith('s') && QUALIFIER_WORDS.has(word.slice(0, -1)))

// "Financial Regulation Team", "Payments Squad", "Cardiac Ward", "Toddler Room", "Year 3 Class": a piece that ends in a
// team word names a part of the employer, whatever its other words are.
const TEAM_END = /(?<![\p{L}])(?:team|squad|tribe|desk|ward|unit|pod|crew|room|class|classroom)s?$/iu
// "Team Kaltwalzwerk", "Abteilung Einkauf": a last piece that opens on a team word. Not "Department of …": a
// government department is an employer ("Department of Education WA").
const TEAM_START = /^(?:team|abteilung|bereich|afdeling|équipe|equipo|equipe)\s[^,]*$/iu

function isQualifier(text: string): boolean {
  if (TEAM_END.test(text.trim()) || TEAM_START.test(text.trim())) return true
  const words = text
    .toLowerCase()
    .split(/[\s/]+/)
    .filter(Boolean)
  return words.length > 0 && words.every((w) => isQualifierWord(w) || /^\d+$/.test(w))
}

const CONNECTORS = new Set(['and', '&', 'of', 'the', 'for', 'in'])

/**
 * "HSE Primary Care", "NHS Lothian": a piece that opens on an organisation's capitals (not a field's: "ML Platform",
 * "EMEA Sales") names the organisation, whatever team words follow.
 */
function opensOnOrgAcronym(text: string): boolean {
  const first = /^([A-Z]{2,5})\s\p{Lu}/u.exec(text)?.[1]
  return first !== undefined && !isQualifierWord(first.toLowerCase())
}

/** "Mobile Apps", "Payments Platform": a piece with a team or field word in it, not only such words. */
function namesATeam(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[\s/]+/)
    .some((w) => isQualifierWord(w) && !CONNECTORS.has(w))
}

/** "Acme Technologies" names an employer; "Technology" or "Health Services" alone name a kind of work. */
function namesMoreThanAKind(text: string): boolean {
  return text
    .split(/\s+/)
    .some((word) => !looksLikeOrganisation(word) && !QUALIFIER_WORDS.has(word.toLowerCase()))
}

/** "Hargrove & Pell LLP, Chicago, IL" -> ["Hargrove & Pell LLP", "Chicago, IL"]; no place: [text, ""]. */
function peelLocation(text: string, hasEmployerElsewhere: boolean): [string, string] {
  const pieces = text.split(/\s*,\s*/)
  const valid: number[] = []
  for (let k = Math.min(3, pieces.length - 1); k >= 1; k--)
    if (looksLikeLocation(pieces.slice(-k).join(', '))) valid.push(k)
  let k = valid[0]
  // "Developer, OpenAI, San Francisco, USA": when the widest place would leave a bare title and no
  // other line names the employer, the next narrower place leaves the employer in front of it.
  const prefix = (n: number) => pieces.slice(0, -n).join(', ')
  if (k !== undefined && valid[1] !== undefined && !hasEmployerElsewhere && looksLikeRole(prefix(k)))
    k = valid[1]
  // "Marketing Manager, Unilever, London": after a title and an employer, a last capitalised name is
  // the town even when no gazetteer knows it.
  if (
    k === undefined &&
    !hasEmployerElsewhere &&
    pieces.length === 3 &&
    looksLikeRole(pieces[0]!) &&
    !looksLikeRole(pieces[1]!) &&
    isPlaceLike(pieces[2]!)
  )
    k = 1
  // "Amrita Institute of Medical Sciences, Kochi, Kerala": a town no gazetteer knows, between an
  // organisation and the region it knows, is part of the place, not of the employer.
  while (
    k !== undefined &&
    pieces.length - k >= 2 &&
    isPlaceLike(pieces[pieces.length - k - 1]!) &&
    !looksLikeOrganisation(pieces[pieces.length - k - 1]!) &&
    !isQualifier(pieces[pieces.length - k - 1]!) &&
    pieces.slice(0, -(k + 1)).some((p) => (looksLikeOrganisation(p) || isFirmName(p)) && !isTitle(p))
  )
    k++
  return k === undefined ? [text, ''] : [prefix(k), pieces.slice(-k).join(', ')]
}

/** "Casa Lucio, Madrid": a capitalised name (no title) and, after one comma, a town. */
function isNameAndTown(text: string): boolean {
  const pieces = text.split(/\s*,\s*/)
  return (
    pieces.length === 2 &&
    /^\p{Lu}/u.test(pieces[0]!) &&
    pieces[0]!.split(/\s+/).length <= 5 &&
    !looksLikeRole(pieces[0]!) &&
    isPlaceLike(pieces[1]!) &&
    !isQualifier(pieces[1]!)
  )
}

// "Restaurant De Kas", "Hotel Okura", "Spedition Meyer", "Pousada do Sol": a kind of business named first, then its name.
const ESTABLISHMENT_START =
  /^(?:hotel|hôtel|restaurant|restaurante|ristorante|café|cafe|brasserie|bistro|pousada|hostal|posada|gasthof|gasthaus|bäckerei|bakkerij|boulangerie|pizzeria|trattoria|osteria|taberna|spedition|tischlerei|schreinerei|autohaus|kita|apotheek|farmácia|farmacia|pharmacie|supermercado|supermarché)\s+\p{Lu}/iu

const FIRM_PLURAL =
  /^(.{2,60})\s(?:lawyers|solicitors|attorneys|architects|accountants|engineers|consultants|partners|associates|surveyors|planners|designers|advisors|advisers|builders|electricians|plumbers|physiotherapists|dentists|recruiters|brokers|auditors|notaries)(?:\s(?:&|and|en|und|et)\s\p{Lu}\p{L}{2,30})?$/iu

/**
 * "Nevett Ford Lawyers", "Smith & Associates", "Hale Architects", "BDO Accountants & Adviseurs": names followed by a
 * plural of a trade (and perhaps a second trade after "&") name a firm, not a title (a title names one person: "Lawyer", "Senior Architect").
 */
function isFirmName(text: string): boolean {
  const found = FIRM_PLURAL.exec(text.trim())
  // "Kanzlei Hartl & Partner Steuerberater PartG mbB, Regensburg": a name closed by a legal form is a firm,
  // whatever trade it names.
  const name = text.split(/\s*,\s*/)[0]!
  return (
    (LEGAL_FORM_TAIL.test(name) && name.replace(LEGAL_FORM_TAIL, '').trim().split(/\s+/).length >= 2) ||
    (found !== null && /^\p{Lu}/u.test(found[1]!) && !looksLikeRole(found[1]!)) ||
    AND_PARTNERS.test(text.trim()) ||
    PARTNERS_TRADE.test(text.trim())
  )
}

// "Brandl & Partner Steuerberater", "Müller und Partner Rechtsanwälte": the partnership's trade after it.
const PARTNERS_TRADE = /^\p{Lu}[\p{L}\p{M}.,'’ -]{0,60}\s(?:und|&)\s+partner\s+\p{Lu}\p{Ll}{3,30}$/u

// "Andrä und Partner", "Müller & Partner mbB", "Smith and Partners": names joined to "Partner" by
// "and" are a firm; a partner is one person ("Partner", "Managing Partner").
const AND_PARTNERS =
  /^\p{Lu}[\p{L}\p{M}.,'’ -]{0,60}\s(?:und|and|&|et|y|e)\s+partners?(?:\s+(?:mbb|gmbh|llp|llc|ltd|ag|kg|pc))?$/iu

// "Estudio Maíz", "Agencia Nopal", "Editorial Faro", "Agenzia Lume": Spanish, Portuguese and Italian firms are often
// named by a generic noun for the trade and a name after it.
const ROMANCE_FIRM_START =
  /^(?:estudio|estúdio|studio|agencia|agência|agenzia|editorial|editora|despacho|constructora|construtora|consultora|clínica|laboratorio|laboratório|taller|oficina|tienda|fundación|fundação|fondazione|asociación|associação)\s+\p{Lu}/iu

/** "Senior Project Manager", "Staff Nurse, Oncology": the title (before any comma) ends on a title word. */
const endsOnTitleWord = (text: string) => looksLikeRole(text.split(',')[0]!.trim().split(/\s+/).at(-1) ?? '')

/** A title word that is not part of a firm's name. */
function isTitle(text: string): boolean {
  return looksLikeRole(text) && !isFirmName(text)
}

const LEGAL_FORM_TAIL =
  /(?:\s+(?:&\s+)?(?:partg|mbb|gmbh|mbh|co\.|kg|kgaa|ag|se|pty|ltd\.?|limited|llc|llp|inc\.?|corp\.?|plc|pjsc|s\.a\.?|s\.p\.a\.?|s\.r\.l\.?|b\.v\.?|n\.v\.?|ltda\.?|e\.v\.))+$/i

/** Header text that could name an employer: short, a name rather than a sentence or a keyword list. */
function couldBeEmployer(text: string): boolean {
  return (
    // "Würth Elektronik eiSos GmbH & Co. KG": the legal form is no part of the name's length.
    text.replace(LEGAL_FORM_TAIL, '').split(/\s+/).length <= 6 &&
    // A sentence stop, not the points of "U.S. Navy" or "St. Luke's".
    !/(?:\p{Ll}{2}\.|[!?;])\s/u.test(text) &&
    /^[\p{Lu}\d]/u.test(text) &&
    !isTitle(text) &&
    findSkills(text).length < 2 &&
    !/\+\+|#/.test(text)
  )
}

const EMPLOYER_COLON = /^([^:]{2,60}):\s+(\S.*)$/

function splitEmployerColon(part: string): string[] {
  const found = EMPLOYER_COLON.exec(part)
  if (!found || JOB_FACT_LABEL.test(part) || sectionOf(found[1]!) !== null) return [part]
  const [name, rest] = [found[1]!.trim(), found[2]!]
  return couldBeEmployer(name) && isTitle(splitOutsideBrackets(rest, ',')[0]!) ? [name, rest] : [part]
}

type Header = {
  role: string
  company: string
  location: string
  companyOnOwnLine: boolean
  /** How many of role and company were told apart by their own words (title words, organisation words). */
  byWords: number
  /** The department or school within the employer ("Department of Neuroscience"), when written. */
  unit?: string
}

const UNIT =
  /^(?:(?:department|dept\.?|school|faculty|division|centre|center|laboratory|lab|unit|institute|clinic|section|chair)\s+(?:of|for)\s+\S|\p{Lu}[\p{L}&' -]{1,40}\s(?:department|dept\.?|division|ward|unit)$)/iu

/**
 * "Department of Neuroscience, Karolinska Institutet, Stockholm", "Emergency Department, St Vincent's Hospital": the
 * employer is the organisation, the department within it is a unit and a place-like last piece is its town.
 */
function splitEmployerTail(header: Header): void {
  // "Jan de Rijk Logistics, Roosendaal (NL)", "Meyer Werft GmbH, Papenburg (Niemcy)": a country's code or name in
  // brackets after the town belongs to the town, which is where the job was.
  const countried = /^(.*\S),([^,()]{2,40})\((\p{Lu}{2,3}|\p{Lu}\p{Ll}{2,20})\)$/u.exec(header.company)
  const town = countried?.[2]!.trim() ?? ''
  if (
    countried &&
    isPlaceLike(town) &&
    !isQualifier(town) &&
    (looksLikeOrganisation(countried[1]!) || isFirmName(countried[1]!) || header.role !== '')
  ) {
    header.location ||= `${town} (${countried[3]})`
    header.company = countried[1]!
  }
  // "Microsoft Corporation (Redmond, WA)": the town in brackets after the employer is where the job was. With the place
  // read already, a bare word in brackets is the firm's short name and stays ("Manila Electric Company (Meralco)").
  const bracketed = /^(.*\S)\s*\(([^()]{2,40})\)$/.exec(header.company)
  // "Analista de Logística — Mercado Livre (Cajamar)": beside a role, a name in brackets that is no short form of the
  // employer's (not its capitals, not opening on its letter, as "Meralco" does) is the town too.
  const isShortForm = (name: string, short: string) =>
    /^[\p{Lu}\d&.-]+$/u.test(short) || short.charAt(0).toLowerCase() === name.charAt(0).toLowerCase()
  if (
    bracketed &&
    (looksLikeLocation(bracketed[2]!) ||
      (isPlaceLike(bracketed[2]!) && !/\./.test(bracketed[2]!) && !header.location)) &&
    (looksLikeOrganisation(bracketed[1]!) ||
      isFirmName(bracketed[1]!) ||
      (header.role !== '' && !isShortForm(bracketed[1]!, bracketed[2]!) && !isQualifier(bracketed[2]!)))
  ) {
    header.location ||= bracketed[2]!
    header.company = bracketed[1]!
    return
  }
  // "Sheffield City Council (Adult Social Care)": with the place read already, words in brackets after an organisation
  // name its department (kept as the entry's unit), not a short name ("Manila Electric Company (Meralco)", "(TCS)").
  if (
    bracketed &&
    header.location &&
    (looksLikeOrganisation(bracketed[1]!) || isFirmName(bracketed[1]!)) &&
    bracketed[2]!.split(/\s+/).length >= 2 &&
    // Not a person ("(Prof. Bohyung Han)") or a short form in capitals.
    !/\./.test(bracketed[2]!) &&
    !/\b[\p{Lu}\d]{2,}\b/u.test(bracketed[2]!) &&
    !looksLikeLocation(bracketed[2]!) &&
    /^\p{Lu}/u.test(bracketed[2]!)
  ) {
    header.unit ??= bracketed[2]!
    header.company = bracketed[1]!
    return
  }
  const pieces = header.company.split(/\s*,\s*/)
  if (pieces.length < 2) return
  // "Hotel Savoy, Piazza della Repubblica 7, Firenze": the employer's street address after its name is no
  // part of it, and the town after the address is where the job was.
  const street = pieces.findIndex((p, i) => i > 0 && (STREET_LINE.test(p) || STREET_NAME_FIRST.test(p)))
  if (street > 0) {
    const town = pieces.slice(street + 1).find((p) => isPlaceLike(p.replace(/^\d{4,5}\s+/, '')))
    if (town) header.location ||= town.replace(/^\d{4,5}\s+/, '')
    header.company = pieces.slice(0, street).join(', ')
    return
  }
  const last = pieces.at(-1)!
  if (
    isPlaceLike(last) &&
    !looksLikeOrganisation(last) &&
    pieces.slice(0, -1).some((p) => looksLikeOrganisation(p) || isFirmName(p))
  ) {
    const place = [pieces.pop()!]
    // "…, Kochi, Kerala": a town before its region is part of the place too.
    while (
      pieces.length >= 2 &&
      isPlaceLike(pieces.at(-1)!) &&
      !looksLikeOrganisation(pieces.at(-1)!) &&
      !isQualifier(pieces.at(-1)!) &&
      pieces.slice(0, -1).some((p) => (looksLikeOrganisation(p) || isFirmName(p)) && !isTitle(p))
    )
      place.unshift(pieces.pop()!)
    header.location ||= place.join(', ')
  }
  if (pieces.length >= 2 && UNIT.test(pieces[0]!) && looksLikeOrganisation(pieces.slice(1).join(', ')))
    header.unit = pieces.shift()
  header.company = pieces.join(', ')
}

/**
 * "Belo Horizonte, MG", "Pune, MH", "Parramatta, NSW": a town and the code of its state or province,
 * written after the employer on its line. Never a team ("Marketing, HR") or a legal form ("Bosch, AG").
 */
function isTownWithRegionCode(text: string, isBesideDates = false): boolean {
  // "Monterrey, N.L.", "Tijuana, B.C.": a Mexican state's code is written with points.
  const found = /^([^,]{2,40}),\s*(\p{Lu}{2,3}|(?:\p{Lu}\.){2,3})$/u.exec(text.trim())
  return (
    found !== null &&
    isPlaceLike(found[1]!) &&
    !isQualifier(found[1]!) &&
    !looksLikeRole(found[1]!) &&
    !looksLikeOrganisation(found[1]!) &&
    (isBesideDates || !LEGAL_SUFFIX.test(found[2]!))
  )
}

/**
 * "Hilti AG, Schaan", "Unidade Local de Saúde, E.P.E. — Matosinhos": another header line names an employer and,
 * after it, a town.
 */
function placeAfterEmployerElsewhere(candidates: { text: string; line: number }[], line: number): boolean {
  return candidates.some((c, index) => {
    const pieces = c.text.split(/\s*,\s*/)
    const isEmployer =
      looksLikeOrganisation(pieces[0]!) ||
      isFirmName(pieces[0]!) ||
      pieces.slice(1).some((piece) => LEGAL_SUFFIX.test(piece))
    const placeAfter =
      (pieces.length >= 2 && isPlaceLike(pieces.at(-1)!)) ||
      candidates.slice(index + 1).some((next) => next.line === c.line && isPlaceLike(next.text))
    return c.line !== line && isEmployer && placeAfter
  })
}

/**
 * Decides which header text is the role and which the company, using title and organisation words.
 * A role keeps its comma ("Staff Nurse, Oncology", "Product Manager, Payments"): the part after it is
 * only an employer when it reads like one ("Software Engineer, Acme Corp").
 */
export function assignRoleCompany(lines: string[], dateLineIndex: number, dateFirst = false): Header {
  const header: Header = { role: '', company: '', location: '', companyOnOwnLine: false, byWords: 0 }
  const candidates: { text: string; line: number }[] = []
  // "Lendlease: Project Coordinator, Sydney": an employer's name before a colon and a title after it are two parts.
  const parts = lines.map((line) => splitParts(line).flatMap(splitEmployerColon))
  // Lines that gave the place: "U.S. Navy   Norfolk, VA" names an employer and where it is.
  const placeLines = new Set<number>()
  lines.forEach((_line, index) => {
    const hasEmployerElsewhere = parts.some(
      (other, i) => i !== index && other.some((p) => couldBeEmployer(p) && !looksLikeLocation(p)),
    )
    for (const [position, raw] of parts[index]!.entries()) {
      if (TOTAL_DURATION.test(raw) || /^\(?\d+\s+(?:years?|months?)/i.test(raw)) continue
      // "Self-employed · Austin, TX · Jan 2024 – Present" under the title: written where the employer goes (as
      // LinkedIn does), working for oneself is the employer; beside a named employer it is only how the job was held.
      if (EMPLOYMENT_TYPE.test(raw) && !(SELF_EMPLOYED.test(raw) && !hasEmployerElsewhere && !header.company))
        continue
      if (JOB_FACT_LABEL.test(raw)) continue
      // A web address is no employer, except a bare domain that names the firm ("Bol.com", "monday.com")
      // when no other line of the header (besides the dates' line) could.
      if (URL_PATTERN.test(raw) && raw.split(/\s+/).length === 1) {
        const bareDomain = !/^(?:https?:|www\.)/i.test(raw) && !raw.includes('/')
        const otherEmployer = parts.some(
          (other, i) =>
            i !== index &&
            i !== dateLineIndex &&
            other.some((p) => couldBeEmployer(p) && !looksLikeLocation(p) && !URL_PATTERN.test(p)),
        )
        if (!bareDomain || otherEmployer) continue
      }
      // "Machine Operator — Kronospan, Szczecinek, Poland": with no employer anywhere else in the header, a name no
      // gazetteer knows before a town and its country, beside the role on its line, is the employer, not a third part
      // of the place ("Ottawa, Ontario, Canada" on a line of its own is a place).
      const pieces = raw.split(/\s*,\s*/)
      // "Deckhand" / "Brittany Ferries, Portsmouth, UK" / dates: on a line of its own above the dates, beside the one
      // other piece of the header, a name before a town and its country is the employer too (a LinkedIn place under
      // the dates, "Ottawa, Ontario, Canada", stays a place).
      const otherPieces = parts.reduce((n, other, i) => n + (i === index ? 0 : other.length), 0)
      // "Sales Assistant   2014 – 2017" / "Biedronka, Łódź, Poland": below the dates too, when the title beside them is
      // the header's one other piece and the name's neighbour is no region a list knows (LinkedIn's
      // "Ottawa, Ontario, Canada" is).
      const besideOneTitle =
        parts[index]!.length === 1 &&
        otherPieces === 1 &&
        looksLikeLocation(pieces.slice(1).join(', ')) &&
        (index < dateLineIndex || (index === dateLineIndex + 1 && !looksLikeLocation(pieces[1]!)))
      const employerBeforePlace =
        pieces.length >= 3 &&
        ((parts[index]!.length > 1 && !hasEmployerElsewhere) || besideOneTitle) &&
        !header.company &&
        !looksLikeLocation(pieces[0]!) &&
        couldBeEmployer(pieces[0]!) &&
        !isTitle(pieces[0]!)
      // "Aquarist, Reef HQ Aquarium   2016 – 2019" / "Townsville": under a dated line that holds two names (not a title
      // and its team: "Product Manager, Payments" / "Monzo"), one capitalised name alone on its line is the town.
      const namesAbove = parts
        .slice(0, dateLineIndex + 1)
        .flat()
        .flatMap((piece) => splitOutsideBrackets(piece, ','))
        .filter((piece) => !isQualifier(piece) && !looksLikeLocation(piece)).length
      const townUnderHeader =
        index > dateLineIndex &&
        parts[index]!.length === 1 &&
        namesAbove === 2 &&
        raw.split(/\s+/).length <= 3 &&
        isPlaceLike(raw) &&
        !isTitle(raw) &&
        !looksLikeOrganisation(raw) &&
        !isQualifier(raw)
      if (
        !header.location &&
        !employerBeforePlace &&
        (looksLikeLocation(raw) ||
          townUnderHeader ||
          // "Penfolds — Assistant Winemaker" / "Nuriootpa, SA | March 2019 – present": beside the dates, under a line
          // that holds two pieces already, a town and its region's code is the place ("SA" is no company's form).
          (position > 0 && isTownWithRegionCode(raw)) ||
          (index === dateLineIndex &&
            parts.some((other, i) => i !== index && other.length >= 2) &&
            isTownWithRegionCode(raw, true)))
      ) {
        header.location = raw
        placeLines.add(index)
        continue
      }
      const [part, place] = peelLocation(raw, hasEmployerElsewhere)
      if (place && !header.location) {
        header.location = place
        placeLines.add(index)
      }
      if (!part || STREET_LINE.test(part)) continue
      // "Ingeniero de Proyectos en Técnicas Reunidas S.A.", "Analista na Natura S.A.", "Adviseur bij KPMG N.V.": the
      // word for "at" in other languages, where it could also say "in", only before an organisation's name.
      // "Verpleegkundige bij Amsterdam UMC", "Sachbearbeiterin bei der Stadtverwaltung Köln": Dutch "bij" and German
      // "bei" only ever say "at"; the article after them is no part of the employer's name.
      const at =
        /^(.*?\S)\s+(?:at|@|chez|beim|bei(?:\s+(?:der|dem|den))?|bij(?:\s+(?:de|het))?)\s+(\S.*)$/.exec(
          part,
        ) ??
        /^(.*?\S)\s+(?:at|@|chez)\s+(\S.*)$/i.exec(part) ??
        [/^(.*?\S)\s+(?:en|na|no|presso)\s+(\p{Lu}.*)$/u.exec(part)].find(
          (found) =>
            found !== null &&
            (looksLikeOrganisation(found[2]!) ||
              ROMANCE_FIRM_START.test(found[2]!) ||
              // "Camarera en Casa Lucio, Madrid", "Recepcionista na Pousada do Sol, Paraty": after a title, a name and
              // its town, with nothing else in the header to be the employer.
              (looksLikeRole(found[1]!) &&
                !hasEmployerElsewhere &&
                !place &&
                !header.location &&
                isNameAndTown(found[2]!))),
        ) ??
        null
      // "Cellarhand at Domaine Leflaive": with nothing else in the header, "at" before a capitalised name parts a short
      // title no word list knows from its employer too; never a person's name ("Simon Radley at The Chester Grosvenor"
      // names a restaurant).
      const isShortTitle = (text: string) =>
        /^\p{Lu}[\p{L}\p{M}'’&/-]*(?: [\p{L}\p{M}'’&/-]+){0,4}$/u.test(text) &&
        !looksLikeOrganisation(text) &&
        !looksLikeName(text)
      // "Gastheer bij Van der Valk" / "Utrecht": Dutch "bij" and German "bei" say nothing but "at", so they part a short
      // title from its employer even with a town on the next line that could have been read as one.
      const atWord = at?.[0]!.slice(at[1]!.length).trim().split(/\s/)[0] ?? ''
      if (
        at &&
        (looksLikeRole(at[1]!) ||
          ((!hasEmployerElsewhere || /^(?:bij|bei|beim)$/.test(atWord)) &&
            /^(?:at|@|bij|bei|beim|chez)$/i.test(atWord) &&
            isShortTitle(at[1]!) &&
            /^\p{Lu}/u.test(at[2]!)))
      ) {
        header.role ||= cleanSeparators(at[1]!)
        // "Designer at Hale Studio, Leeds": one capitalised name after the employer's comma is its town.
        const [employer, town] = at[2]!.split(/\s*,\s*/)
        const isTown =
          town !== undefined &&
          !at[2]!.includes(',', employer!.length + 1) &&
          isPlaceLike(town) &&
          !isQualifier(town)
        if (isTown && !header.location) {
          header.location = town
          placeLines.add(index)
        }
        header.company ||= cleanSeparators(isTown ? employer! : at[2]!)
        continue
      }
      // "Program Analyst, GS-0343-12": a US federal pay plan, series and grade after the title are no part of it.
      // USAJOBS writes "(This is a federal job)" after the title.
      candidates.push({ text: part.replace(PAY_GRADE, '').replace(FEDERAL_JOB_MARK, ''), line: index })
    }
  })
  // "Electrician – Data Centre Fit-out | Kirby Group Engineering": on a line that parts its pieces with a stronger
  // mark (a bar, a dot, a wide gap, its dates), the text right after a dash behind a title is the title's field
  // when another piece names the employer.
  for (let i = 0; i + 1 < candidates.length; i++) {
    const title = candidates[i]!
    const next = candidates[i + 1]!
    const isEmployer = (c: { text: string }) => {
      const name = c.text.split(/\s*,\s*/)[0]!
      return couldBeEmployer(name) && (looksLikeOrganisation(name) || isFirmName(name)) && !isTitle(name)
    }
    // After a ward, department or team ("Charge Nurse – Emergency Department"), a name on another line is the employer.
    const isTeam = UNIT.test(next.text) || isQualifier(next.text)
    const nameElsewhere = (c: { text: string; line: number }) =>
      c.line !== title.line && couldBeEmployer(c.text) && !looksLikeLocation(c.text)
    if (
      next.line === title.line &&
      isTitle(title.text) &&
      !looksLikeLocation(next.text) &&
      !isTitle(next.text) &&
      candidates.some((c) => c !== title && c !== next && (isEmployer(c) || (isTeam && nameElsewhere(c))))
    ) {
      if (dashAfter(lines[title.line]!, title.text, next.text, title.line === dateLineIndex))
        candidates.splice(i, 2, { text: `${title.text} – ${next.text}`, line: title.line })
      // "Project Engineer – Substations" / "Hyundai E&C Co., Ltd., Doha": with the dash the only mark on its line, the
      // role stays as it is read, and the team after the dash is no place when another line names the employer and
      // its town (a job has one place).
      // So too "Educator – Toddler Room" / "Goodstart Early Learning, New Farm QLD | Feb 2023 – Present": a team after
      // the dash is never the employer when a name stands on the dated line below.
      else if (
        dashAfter(lines[title.line]!, title.text, next.text, true) &&
        (placeAfterEmployerElsewhere(candidates, title.line) ||
          (isTeam && candidates.some((c) => c.line === dateLineIndex && nameElsewhere(c))))
      )
        candidates.splice(i + 1, 1)
    }
  }
  // "Meliá Hotels International – Meliá Castilla | Madrid, Spain | 2013 – 2017" / "Receptionist": behind an
  // employer, a name after a dash that carries the employer's name or names an organisation is its hotel, site or
  // division, never the title.
  for (let i = 0; i + 1 < candidates.length; i++) {
    const employer = candidates[i]!
    const next = candidates[i + 1]!
    // "Krankenpfleger (Registered Nurse)" / "Charité – Universitätsmedizin Berlin, Berlin": under a title read from its
    // own line, a short name, a dash and an organisation's name are one employer.
    const titleElsewhere = candidates.some((c) => c.line !== employer.line && isTitle(c.text))
    if (
      titleElsewhere &&
      next.line === employer.line &&
      employer.line !== dateLineIndex &&
      employer.text.split(/\s+/).length <= 3 &&
      !isTitle(employer.text) &&
      !looksLikeLocation(employer.text) &&
      looksLikeOrganisation(next.text) &&
      !isTitle(next.text) &&
      dashAfter(lines[employer.line]!, employer.text, next.text, true)
    ) {
      candidates.splice(i, 2, { text: `${employer.text} – ${next.text}`, line: employer.line })
      continue
    }
    if (
      next.line === employer.line &&
      looksLikeOrganisation(employer.text) &&
      !isTitle(employer.text) &&
      !isTitle(next.text) &&
      !looksLikeLocation(next.text) &&
      // "Salford Royal NHS Foundation Trust — Salford": the town the employer is named after, alone, is its place.
      !(employer.text.startsWith(`${next.text} `) && isPlaceLike(next.text)) &&
      dashAfter(lines[employer.line]!, employer.text, next.text, employer.line === dateLineIndex) &&
      (next.text.split(/\s+/)[0] === employer.text.split(/\s+/)[0] || looksLikeOrganisation(next.text))
    )
      candidates.splice(i, 2, { text: `${employer.text} – ${next.text}`, line: employer.line })
  }
  const splits: { first: string; rest: string; whole: string }[] = []
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i]!
    // "Instructional Design Intern (part-time, remote)": a comma inside brackets parts nothing.
    const comma = splitOutsideBrackets(candidate.text, ',')
    if (comma.length < 2) continue
    const first = comma[0]!
    const rest = comma.slice(1).join(', ')
    const firstIsRole = isTitle(first)
    const restIsRole = isTitle(rest)
    // "Field Agronomist | One Acre Fund | Kapsabet, Nandi": a town and its county that no gazetteer knows, written
    // last in a header with two other pieces to hold the role and the employer, is the place whole.
    const others = candidates.filter((c) => c !== candidate)
    if (
      !header.location &&
      comma.length === 2 &&
      i === candidates.length - 1 &&
      others.filter((c) => isTitle(c.text) || couldBeEmployer(c.text)).length >= 2 &&
      [first, rest].every((piece) => isPlaceLike(piece) && !isQualifier(piece) && !isTitle(piece))
    ) {
      header.location = candidate.text
      candidates.splice(i, 1)
      break
    }
    // "Deckhand, Brittany Ferries" / "Portsmouth" / dates: with the place on a line of its own and nothing else in
    // the header, a line of two names holds the role and the employer, the role first unless the words say otherwise
    // ("Magsaysay Maritime Corporation, Bosun"). Never a team or field after the comma ("Staff Nurse, Oncology").
    if (
      others.length === 0 &&
      comma.length === 2 &&
      !header.role &&
      !header.company &&
      [...placeLines].some((line) => line !== candidate.line) &&
      !isQualifier(rest) &&
      !LEGAL_SUFFIX.test(rest) &&
      !looksLikeLocation(rest) &&
      [first, rest].every((piece) => /^\p{Lu}/u.test(piece) && piece.split(/\s+/).length <= 6)
    ) {
      const isEmployerFirst =
        !firstIsRole &&
        (looksLikeOrganisation(first) || isFirmName(first) || restIsRole) &&
        !looksLikeOrganisation(rest)
      header.role = isEmployerFirst ? rest : first
      header.company = isEmployerFirst ? first : rest
      candidates.splice(i, 1)
      break
    }
    let split: [string, string] | null = null
    // Another header text that could be the employer: short, a name rather than a sentence or a list.
    // A town written after the dates on their own line ("2021 – present · Göteborg") is where the
    // job was, not another employer: it leaves the part after the comma to the employer. Not when
    // that part names a team ("Developer, Mobile Apps" / "2019 – 2021 · Spotify"): then the name
    // after the dates is the employer.
    // Nor is a town written last on the same line ("Freelance Photographer, Self-employed — Bristol"):
    // after "role, name" the closing place is where the job was.
    const hasOtherText = candidates.some(
      (c, k) =>
        c !== candidate &&
        couldBeEmployer(c.text) &&
        !(
          ((dateFirst && c.line === dateLineIndex && c.line !== candidate.line) ||
            (c.line === candidate.line && k > i && k === candidates.length - 1)) &&
          isPlaceLike(c.text) &&
          !(namesATeam(rest) && !opensOnOrgAcronym(rest))
        ),
    )
    // An employer on a line of its own ("MEL Specialist, Health Programmes" / "Amref Health Africa")
    // leaves the part after the comma to the role: it names the role's team or field.
    const hasEmployerLine = candidates.some((c) => {
      const name = c.text.split(/\s*,\s*/)[0]!
      return (
        c.line !== candidate.line &&
        couldBeEmployer(name) &&
        (looksLikeOrganisation(name) ||
          isFirmName(name) ||
          // "Unidade Local de Saúde de Matosinhos, E.P.E.": a legal form after the comma names an employer.
          c.text
            .split(/\s*,\s*/)
            .slice(1)
            .some((piece) => LEGAL_SUFFIX.test(piece)) ||
          (placeLines.has(c.line) && c.line < candidate.line)) &&
        !isTitle(name)
      )
    })
    // "Software Engineer, Payments, Stripe, Dublin": a title and its team, then more names: the team stays with the
    // title and the names after it are read as the employer and its town.
    if (firstIsRole && comma.length >= 3 && isQualifier(comma[1]!) && !isQualifier(comma[2]!)) {
      candidates.splice(
        i,
        1,
        { text: `${first}, ${comma[1]}`, line: candidate.line },
        { text: comma.slice(2).join(', '), line: candidate.line },
      )
      i--
      continue
    }
    // "Disponent, Dachser SE, Langenau", "Gastvrouw, Restaurant De Kroon, Delft": a name no title list knows before an
    // organisation (by its words, its legal form or a kind of business named first) and perhaps its town is the title,
    // when no other text of the header could be the employer.
    if (
      !firstIsRole &&
      !restIsRole &&
      comma.length <= 3 &&
      others.length === 0 &&
      !header.role &&
      !header.company &&
      /^\p{Lu}/u.test(first) &&
      first.split(/\s+/).length <= 5 &&
      !looksLikeOrganisation(first) &&
      !isFirmName(first) &&
      !looksLikeLocation(first) &&
      (looksLikeOrganisation(comma[1]!) ||
        isFirmName(comma[1]!) ||
        LEGAL_FORM_TAIL.test(comma[1]!) ||
        ESTABLISHMENT_START.test(comma[1]!) ||
        // "Studienrätin, Hölderlin-Gymnasium Heidelberg": a school, where a teacher works.
        looksLikeInstitution(comma[1]!) ||
        // "Referendarin, Staatliches Seminar für Didaktik und Lehrerbildung, Heidelberg": a word or two, a name and a
        // town are a title, its employer and the place.
        (comma.length === 3 &&
          first.split(/\s+/).length <= 2 &&
          comma[2]!.split(/\s+/).length <= 2 &&
          isPlaceLike(comma[2]!))) &&
      !isQualifier(comma[1]!) &&
      (comma.length === 2 || isPlaceLike(comma[2]!))
    ) {
      header.role = first
      header.company = comma[1]!
      if (comma[2] && !header.location) header.location = comma[2]
      candidates.splice(i, 1)
      break
    }
    // "Acme Corp, Software Engineer" / "Software Engineer, Acme Corp" / "Analyst, Vidal Conseil" (when
    // nothing else in the header can be the employer). Never at a team, field or region:
    // "Staff Nurse, Oncology", "Product Manager, Payments", "Account Executive, EMEA".
    if (!firstIsRole && restIsRole) split = [first, rest]
    else if (
      firstIsRole &&
      !restIsRole &&
      !LEGAL_SUFFIX.test(rest) &&
      !isQualifier(rest) &&
      !hasEmployerLine &&
      ((looksLikeOrganisation(rest) && namesMoreThanAKind(rest)) || !hasOtherText)
    )
      split = [first, rest]
    // "Northwind Logistics, Leeds": a company and its town. Not when another line names the employer and
    // the place is read already or written after it ("Dental Hygienist, Periodontics" / "West Coast Periodontal
    // Group | Burnaby, BC", "Elektroniker, Servicetechnik" / "Hilti AG, Schaan"): a job has one place, so the
    // capitalised word after the comma is the role's field, whatever its title words.
    else if (
      !firstIsRole &&
      !restIsRole &&
      !LEGAL_SUFFIX.test(rest) &&
      // "Boots UK, Leicester (Narborough Road)": the branch in brackets is part of the place.
      isPlaceLike(rest.replace(/\s*\([^()]{1,40}\)$/, '')) &&
      // "Studienrätin, Hölderlin-Gymnasium Heidelberg": a school is where a teacher works, not a place.
      !looksLikeInstitution(rest) &&
      !(hasEmployerLine && (header.location || placeAfterEmployerElsewhere(candidates, candidate.line)))
    ) {
      if (!header.location) header.location = rest
      candidates.splice(i, 1, { text: first, line: candidate.line })
      continue
    }
    if (!split) continue
    splits.push({ first: split[0], rest: split[1], whole: candidate.text })
    candidates.splice(
      i,
      1,
      { text: split[0], line: candidate.line },
      { text: split[1], line: candidate.line },
    )
    i++
  }
  const pick = (predicate: (text: string) => boolean) => candidates.find((c) => predicate(c.text))
  for (const candidate of candidates) {
    if (header.role && header.company) break
    const isRole = isTitle(candidate.text)
    const isOrg = looksLikeOrganisation(candidate.text) || isFirmName(candidate.text)
    if (!header.role && isRole && !isOrg) {
      header.role = candidate.text
      header.byWords++
    } else if (!header.company && isOrg && !isRole) {
      header.byWords++
      header.company = candidate.text
      header.companyOnOwnLine = candidate.line < dateLineIndex
    }
  }
  // "Deckhand" / "Celtic Link, Rosslare, Ireland" / dates: of two names that no word places, on lines of their own,
  // the one written with its town is the employer.
  const [one, two] = candidates
  if (!header.role && !header.company && candidates.length === 2 && one!.line !== two!.line) {
    const withTown = candidates.filter((c) => placeLines.has(c.line) && c.line !== dateLineIndex)
    if (withTown.length === 1) {
      header.company = withTown[0]!.text
      header.role = (withTown[0] === one ? two : one)!.text
    }
  }
  // Whatever stays ambiguous is placed by position: the other of the two fields, then the place.
  for (const candidate of candidates) {
    if (candidate.text === header.role || candidate.text === header.company) continue
    // "CO-OPERATIVE BANKING GROUP | Manchester": a town after the employer on its line is its place.
    const companyLine = candidates.find((c) => c.text === header.company)?.line
    if (
      !header.location &&
      header.company &&
      !header.role &&
      companyLine === candidate.line &&
      candidates.indexOf(candidate) > candidates.findIndex((c) => c.text === header.company) &&
      isPlaceLike(candidate.text)
    ) {
      header.location = candidate.text
      continue
    }
    if (!header.role && header.company) header.role = candidate.text
    else if (!header.company && header.role) {
      header.company = candidate.text
      header.companyOnOwnLine = candidate.line < dateLineIndex
    } else if (!header.role && !header.company) {
      const role = pick((text) => looksLikeRole(text) && text !== candidate.text)
      if (role) {
        header.role = role.text
        header.company = candidate.text
      } else if (looksLikeRole(candidate.text)) header.role = candidate.text
      else {
        header.company = candidate.text
        header.companyOnOwnLine = candidate.line < dateLineIndex
      }
    } else if (!header.location && isPlaceLike(candidate.text)) header.location = candidate.text
  }
  // "U.S. Army   Fort Bragg, NC" / "Logistics Officer, 82nd Airborne Division": with the employer read
  // from elsewhere, the piece split off the role at its comma was the role's own and goes back to it.
  // "Shift Supervisor, Outbound": a single word read as the place only for its capital is the role's too.
  for (const split of splits) {
    const placeByCapital =
      header.location === split.rest && !/\s/.test(split.rest) && !looksLikeLocation(split.rest)
    if (header.role !== split.first || header.company === split.rest) continue
    if (header.location !== split.rest || placeByCapital) {
      header.role = split.whole
      if (placeByCapital) header.location = ''
    }
  }
  splitEmployerTail(header)
  return header
}

/** Whether the line writes `text` right after a spaced dash ("Senior Accountant – Group Reporting"). */
const followsDash = (line: string, text: string) =>
  [' – ', ' — ', ' - '].some((dash) => line.includes(`${dash}${text}`))

/** Whether the line writes `after` right behind `before` after a spaced dash ("Role – Field"), among stronger marks
 * (its dates count as one). */
function dashAfter(line: string, before: string, after: string, hasDates: boolean): boolean {
  const at = line.indexOf(before)
  if (at < 0 || !(hasDates || /\||·|•|\S\s{2,}\S|\t/.test(stripBullet(line).trim()))) return false
  const rest = line.slice(at + before.length)
  const dash = /^\s+[–—-]\s+/.exec(rest)
  return dash !== null && rest.slice(dash[0].length).startsWith(after)
}

// Compiled once: these run on every line of every document.
const OPEN_START = new RegExp(`^(${SINGLE_DATE.source})\\s*[-–—]\\s+(.+)$`, 'i')
const TRAILING_DATE = new RegExp(
  `^(.*\\S)\\s{3,}(${DATE_RANGE.source})(?:\\s{3,}\\d+\\s+(?:years?|months?)(?:\\s+\\d+\\s+months?)?)?\\s*$`,
  'i',
)
// "Data Scientist   Summer 2012 and 2013": a set-apart date can list the years of a recurring job.
const SET_APART_DATE = new RegExp(
  `(?:^|\\s{3,}|\\s[|,–—-]\\s*)(${SINGLE_DATE.source}(?:(?:\\s?,\\s?|\\s(?:and|&)\\s)(?:19|20)\\d{2}){0,3})\\s*$|^(${SINGLE_DATE.source})(?:\\s{3,}|\\s[|,–—-]\\s*|$)`,
  'i',
)

const HEADER_LABEL =
  /^(?:organi[sz]ation|company|employer|company name|name of (?:the )?(?:organi[sz]ation|company|employer)|designation|position|job title|title|role|duration|period|dates?|tenure|from\s*[-–]\s*to|location|place|city|work location|job location)\s*:\s*(?=\S)/i

const OPEN_END = /[-–—](?: ?\p{L}{3,9}\.?)?\s*$/u
// Words a title never ends on: "Partner, Corporate and", "Head of", "Manager for".
const WRAPPED_TITLE_END = /(?:\s(?:and|of|for|the|in|&|und|für|de|et|y|e|en)|[,&])$/i
const WRAPPED_TITLE_START = /^(?:and|of|for|&|und|für|et|y|e|en)\s/
const START_BEFORE_DASH = new RegExp(`(?:${SINGLE_DATE.source})$`, 'i')
const END_ON_NEXT = new RegExp(
  `(?:^|\\s{3,})((?:${PRESENT_ALONE})|(?:\\d{1,2}\\/)?(?:19|20)\\d{2})\\s*$`,
  'i',
)

/**
 * Some templates right-align the dates beside the first bullet instead of the title. Such a date is
 * moved up to the nearest title line, so the entry still anchors on its header.
 */
function liftTrailingDates(input: DocumentLine[]): DocumentLine[] {
  // Form-like resumes label each header field: "Organisation: Apollo Hospitals", "Designation: Staff
  // Nurse", "Duration: Mar 2019 to Present". The label goes; the value is the header text.
  const lines = input.map((l) => ({ ...l, text: l.isBullet ? l.text : l.text.replace(HEADER_LABEL, '') }))
  // A date column that wraps ("June 2022 –" / "Present ...") is joined back onto the first line.
  const endFirst = new RegExp(`^(${PRESENT_ALONE}|(?:\\p{L}+\\.?\\s+)?\\d{4})\\b\\s*(?!\\s)(.*)$`, 'iu')
  for (let i = 0; i + 1 < lines.length; i++) {
    const open = OPEN_START.exec(lines[i]!.text)
    const end = open ? endFirst.exec(lines[i + 1]!.text) : null
    if (!open || !end || findDateRange(lines[i]!.text)) continue
    lines[i]!.text = `${open[1]} – ${end[1]}   ${open[2]}`
    lines[i + 1]!.text = end[2]!
  }
  // A right-aligned range that wraps at its end ("… Trust   Sep 2017 – Mar" / "· Bath   2021"):
  // the end written on the next line is put back after the dash.
  for (let i = 0; i + 1 < lines.length; i++) {
    const text = lines[i]!.text
    const dash = OPEN_END.exec(text)
    if (!dash || findDateRange(text) || !START_BEFORE_DASH.test(text.slice(0, dash.index).trimEnd())) continue
    const tail = END_ON_NEXT.exec(lines[i + 1]!.text)
    if (!tail) continue
    const joined = `${text.trimEnd()} ${tail[1]!}`
    if (!findDateRange(joined)) continue
    lines[i]!.text = joined
    lines[i + 1]!.text = lines[i + 1]!.text.slice(0, tail.index).trimEnd()
  }
  // "Head Nurse, Intensive Care   Sep 2020 – Present" / "and Cardiac Surgery": a title beside its dates that a narrow
  // column wrapped, on a word that cannot end it or before one that cannot start a line of its own, is joined back.
  for (let i = 0; i + 1 < lines.length; i++) {
    const dated = TRAILING_DATE.exec(lines[i]!.text)
    const next = lines[i + 1]!
    const rest = next.text.trim()
    if (
      !dated ||
      next.isBullet ||
      !rest ||
      rest.split(/\s+/).length > 6 ||
      findDateRange(rest) ||
      isSentence(rest) ||
      !(WRAPPED_TITLE_END.test(dated[1]!) || WRAPPED_TITLE_START.test(rest))
    )
      continue
    lines[i]!.text = `${dated[1]} ${rest}   ${dated[2]}`
    lines.splice(i + 1, 1)
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const trailing = TRAILING_DATE.exec(line.text)
    if (!trailing || isHeaderish(line)) {
      line.text = line.text.replace(/\s{3,}\d+\s+(?:years?|months?)(?:\s+\d+\s+months?)?\s*$/i, '')
      continue
    }
    const target = [i - 1, i - 2].find(
      (k) => k >= 0 && isHeaderish(lines[k]!) && !findDateRange(lines[k]!.text),
    )
    if (target === undefined) continue
    lines[target]!.text = `${lines[target]!.text}   ${trailing[2]}`
    line.text = trailing[1]!
  }
  return lines
}

/**
 * A PDF line set in from the entry's date line is body text (a list item whose bullet glyph was
 * drawn, not written), never the title of the next entry.
 */
function isIndentedBelow(line: DocumentLine, anchor: DocumentLine): boolean {
  if (line.xStart === undefined || anchor.xStart === undefined) return false
  return line.xStart > anchor.xStart + 8 && line.column === anchor.column
}

/**
 * A PDF list whose bullet glyphs were drawn, not written, shows only as lines set in from the entry's
 * date line. A line opens an item when it opens like a sentence and the layout did not wrap it there:
 * the line above sits at the same indent and size and had room for its first word. Two such items
 * make a list; without this, a page of results reads as one run-on description.
 */
// "Drafted pleadings …", "Managed a team …": a result that opens on a verb in the past, written with a capital.
const PAST_VERB_START = /^\p{Lu}\p{Ll}{2,}ed\s/u
// "… for the", "… clients in", "… and", "…,": a line that ends on a word or mark a sentence never stops at goes on.
const OPEN_LINE_END =
  /(?:[,;:–-]|\s(?:a|an|the|of|to|in|on|for|and|or|with|by|at|from|as|into|across|through|between|among|within|via|per|than|that|which|who|&))$/iu

/**
 * "… including six months in Cork" / "Drafted pleadings …": a result that ran to the column's edge leaves the next
 * one no room to show it is new but its opening; a past-tense verb with a capital after a line that could have
 * ended there opens a result of its own.
 */
function opensAfterFullLine(previous: string, text: string): boolean {
  return (
    PAST_VERB_START.test(text.trim()) &&
    !OPEN_LINE_END.test(previous.trim()) &&
    // A sentence stopped inside the line above: prose, a paragraph whose sentences run on across lines.
    !/[.!?]\s+\p{Lu}/u.test(previous)
  )
}

function markDrawnBullets(body: DocumentLine[], anchor: DocumentLine): DocumentLine[] {
  if (body.some((line) => line.isBullet)) return body
  const opens = body.map((line, index) => {
    if (!isIndentedBelow(line, anchor) || !/^[\p{Lu}\d]/u.test(line.text.trim())) return false
    const previous = body[index - 1]
    if (previous === undefined || line.gapBefore) return true
    const sameSetting =
      isIndentedBelow(previous, anchor) &&
      previous.size === line.size &&
      Math.abs((previous.xStart ?? 0) - (line.xStart ?? 0)) <= 2
    return sameSetting && (line.couldWrap !== true || opensAfterFullLine(previous.text, line.text))
  })
  if (opens.filter(Boolean).length < 2) return body
  return body.map((line, index) => (opens[index] ? { ...line, isBullet: true } : line))
}

/** A single date set apart at the end or start of a title line ("Intern   Summer 2022"), or alone. */
function singleDateOf(text: string): string | null {
  const found = SET_APART_DATE.exec(text)
  return found ? (found[1] ?? found[2] ?? null) : null
}

/** The date an entry anchors on: a range, else a single date set apart on a short title line. */
function entryDate(line: DocumentLine): string | null {
  if (!isHeaderish(line)) return null
  const range = findDateRange(line.text)
  if (range && isSaidInPassing(line.text, range)) return null
  return range?.match ?? singleDateOf(line.text)
}

const SINCE_OPENS = new RegExp(`^(?:${SINCE_WORDS})\\s`, 'i')
const LOWER_WORD_BEFORE = /\s\p{Ll}[\p{L}\d-]*\s$/u

/**
 * "Run daily safety briefings; zero reportable incidents on my shift since 2022": a "since" date
 * that a phrase of six or more words leads up to, after a lower-case word, is said in passing in a
 * result, not the dates of a job ("Staff Nurse, Charité since 2019" still is).
 */
function isSaidInPassing(text: string, range: { match: string; index: number }): boolean {
  if (!SINCE_OPENS.test(range.match)) return false
  const before = text.slice(0, range.index)
  return LOWER_WORD_BEFORE.test(before) && before.trim().split(/\s+/).length >= 6
}

/**
 * "Passed every food safety audit since 2021", set in with the results above it (a list whose bullets were
 * drawn, not written): a "since" date on a line inside the body of the entry before is a result, not a job.
 */
function withoutResultsSince(lines: DocumentLine[], anchors: number[]): number[] {
  return anchors.filter((index, k) => {
    const previous = anchors[k - 1]
    const line = lines[index]!
    const range = findDateRange(line.text)
    if (previous === undefined || !range || !SINCE_OPENS.test(range.match)) return true
    const above = lines[index - 1]!
    return !(
      index - 1 > previous &&
      isIndentedBelow(line, lines[previous]!) &&
      isIndentedBelow(above, lines[previous]!) &&
      Math.abs((above.xStart ?? 0) - (line.xStart ?? 0)) <= 2
    )
  })
}

/** "2021 – present · Göteborg": the line opens on its date. */
const startsWithDate = (text: string, date: string) => text.trimStart().startsWith(date)

const LEAVING_ROW = /^(?:left|resigned from|retired from|departed from|departed|quit)\s+(\S.*)$/i
const CURRENT_MARK = new RegExp(`\\s*\\((?:${PRESENT_ALONE}|currently|to date)\\)$`, 'i')

// "Columbus, OH 43213 United States", "Fort Hood, TX": a town, its state's code, a ZIP code and the country.
const TOWN_AND_REGION =
  /^([^,]{2,40}),\s*([A-Z]{2,3})(?:\s+\d{5}(?:-\d{4})?)?(?:\s+(?:US|USA|United States))?$/

function isTownAndRegion(text: string): boolean {
  const found = TOWN_AND_REGION.exec(text.trim())
  return (
    found !== null &&
    isRegionCode(found[2]!) &&
    found[1]!.split(/\s+/).length <= 4 &&
    !/\s[–—-]\s/.test(found[1]!) &&
    !looksLikeOrganisation(found[1]!)
  )
}

/**
 * "Defense Logistics Agency" / "3990 E. Broad Street" / "Columbus, OH 43213 United States", then the dates (a USAJOBS
 * resume): the employer's name, its street and its town are one header line, "Employer, Town"; the street goes.
 */
function joinEmployerAddress(lines: DocumentLine[]): DocumentLine[] {
  const out: DocumentLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const name = lines[i]!
    const street = lines[i + 1] && STREET_LINE.test(lines[i + 1]!.text.trim()) ? 1 : 0
    const town = lines[i + 1 + street]
    const next = lines[i + 2 + street]
    const joins =
      town !== undefined &&
      next !== undefined &&
      !name.isBullet &&
      !findDateRange(name.text) &&
      !STREET_LINE.test(name.text.trim()) &&
      !isSentence(name.text) &&
      name.text.trim().split(/\s+/).length <= 8 &&
      !looksLikeLocation(name.text) &&
      !looksLikeRole(name.text) &&
      isTownAndRegion(town.text) &&
      findDateRange(next.text) !== null &&
      findDateRange(next.text)!.match.length >= next.text.trim().length - 2
    if (!joins) {
      out.push(name)
      continue
    }
    out.push({ ...name, text: `${name.text.trim()}, ${town.text.trim()}` })
    i += 1 + street
  }
  return out
}

/**
 * A dates-left table (a German "tabellarischer Lebenslauf" printed to PDF) whose cells wrapped: "10/2016 –   Pflegerin,
 * Geriatrie" over "03/2019   Asklepios Klinik" is one range, its end carried down in the date cell; "seit 04/2019
 * Pflegerin, Station für Innere" over "Medizin", which did not fit in the title's cell, is the title going on.
 */
function joinWrappedDateRows(input: DocumentLine[]): DocumentLine[] {
  const lines = input.map((line) => ({ ...line }))
  // The column's right edge: where its longest lines end.
  const edge = Math.max(0, ...lines.map((line) => line.xEnd ?? 0))
  const out: DocumentLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const next = lines[i + 1]
    const [dateCell = '', ...rest] = line.text.split(/\s{3,}/)
    const [endCell = '', ...below] = next?.text.split(/\s{3,}/) ?? []
    const carried =
      next !== undefined &&
      rest.length > 0 &&
      /[–—-]$/.test(dateCell.trim()) &&
      Math.abs((next.xStart ?? 0) - (line.xStart ?? 0)) <= 2 &&
      findDateRange(`${dateCell.trim()} ${endCell.trim()}`)?.match === `${dateCell.trim()} ${endCell.trim()}`
    if (carried) {
      // "09/2019 –   Teamleider …, afdeling Particulieren en Zakelijke" over "heden   Klanten": when the title ran
      // to the column's edge, a short rest beside the carried date is the title going on, not the employer.
      const goesOn =
        line.xEnd !== undefined &&
        line.xEnd >= edge - 12 &&
        below.length === 1 &&
        below[0]!.trim().split(/\s+/).length <= 3 &&
        !/[,|]/.test(below[0]!)
      const title = goesOn ? [...rest.slice(0, -1), `${rest.at(-1)!.trimEnd()} ${below[0]!.trim()}`] : rest
      out.push({ ...line, text: [`${dateCell.trim()} ${endCell.trim()}`, ...title].join('   ') })
      if (below.length > 0 && !goesOn) out.push({ ...next, text: below.join('   ') })
      i++
      continue
    }
    const above = out.at(-1)
    const wrapsTitle =
      above !== undefined &&
      line.couldWrap === true &&
      // Only a cell set in from the row's start: a wrap under the row's first cell is read where titles are joined.
      Math.abs((line.xStart ?? 0) - (above.xStart ?? 0)) > 2 &&
      entryDate(above) !== null &&
      // "…, Robert Bosch GmbH, Stuttgart" over "Entwicklung von Bremssystemen": a header that closes on its town
      // is whole, and the line under it is the work.
      !isPlaceLike(
        above.text
          .split(/\s{3,}|,\s*/)
          .at(-1)!
          .trim(),
      ) &&
      line.text.trim().split(/\s+/).length <= 3 &&
      !/[,|]/.test(line.text) &&
      !findDateRange(line.text)
    if (wrapsTitle) above.text = `${above.text.trimEnd()} ${line.text.trim()}`
    else out.push(line)
  }
  return out
}

export function parseExperience(input: DocumentLine[]): DraftWork[] {
  const lines = liftTrailingDates(readWorkChronology(joinWrappedDateRows(joinEmployerAddress(input))))
  const anchors = withoutResultsSince(
    lines,
    lines.flatMap((line, index) => (entryDate(line) ? [index] : [])),
  )
  if (anchors.length === 0) return []
  // Where the first entry's title sits tells the layout: a section that opens on a date line
  // ("Role   2019 – 2021" / "Company") puts each company below its date, never above the next one.
  const first = anchors[0]!
  // A gap above a line parts it from the line above, unless that line stands alone between gaps
  // (a title set in its own paragraph: "Registered Nurse" / gap / "Royal Perth Hospital | 2015 - 2019").
  const attachedAbove = (index: number) => {
    if (!lines[index]!.gapBefore) return true
    const above = lines[index - 1]
    return (
      above !== undefined &&
      (index - 1 === 0 || above.gapBefore === true) &&
      !above.isBullet &&
      !isSentence(above.text)
    )
  }
  const titlesAbove =
    first > 0 &&
    (isHeaderish(lines[first - 1]!) || isBulletTitle(lines[first - 1]!, lines[first]!)) &&
    attachedAbove(first)
  const anchorSet = new Set(anchors)
  type Span = { start: number; anchor: number; headerEnd: number }
  const spans: Span[] = []
  let floor = 0
  for (const anchor of anchors) {
    if (anchor < floor) continue
    // A dated break on its own line takes no title or employer from the lines around it.
    if (CAREER_BREAK.test(lines[anchor]!.text.trim())) {
      spans.push({ start: anchor, anchor, headerEnd: anchor })
      floor = anchor + 1
      continue
    }
    let start = anchor
    let taken = 0
    // Up to two title/company lines above the date (three with a LinkedIn "4 years 2 months" line).
    while (
      start - 1 >= floor &&
      (isHeaderish(lines[start - 1]!) || isBulletTitle(lines[start - 1]!, lines[anchor]!)) &&
      !entryDate(lines[start - 1]!) &&
      attachedAbove(start) &&
      !isIndentedBelow(lines[start - 1]!, lines[anchor]!)
    ) {
      const limit = !titlesAbove
        ? 0
        : lines.slice(start - 1, anchor).some((l) => splitParts(l.text).some((p) => TOTAL_DURATION.test(p)))
          ? 3
          : 2
      if (taken >= limit) break
      start--
      taken++
    }
    let headerEnd = anchor
    const dateMatch = entryDate(lines[anchor]!)!
    const headerOf = (end: number) =>
      assignRoleCompany(
        lines
          .slice(start, end + 1)
          .map((l, i) => (start + i === anchor ? withoutDate(l.text, dateMatch) : l.text)),
        anchor - start,
        startsWithDate(lines[anchor]!.text, dateMatch),
      )
    let provisional = headerOf(anchor)
    // Header lines below the date ("Role    City", or a date line followed by role and company)
    // while the company or the role is still missing.
    // A federal resume's labelled facts ("Hours per week: 40") between the date and the title are passed over.
    let facts = 0
    for (let next = anchor + 1; next < lines.length && next <= anchor + 2 + facts; next++) {
      const line = lines[next]!
      if (JOB_FACT_LABEL.test(line.text.trim()) && facts < 3) {
        facts++
        continue
      }
      if (!isHeaderish(line) || line.gapBefore || entryDate(line) || anchorSet.has(next)) break
      // "Deutsch und Geschichte, Sekundarstufe I und II; Unterrichtsplanung mit Moodle": a list of duties parted by
      // semicolons is the job's body, never a header line.
      if (line.text.includes(';')) break
      // "10/2016 – 02/2019 Apothekerin, Arzneimittelinformation" / "Uniklinik Köln, Köln": a company
      // read from after a comma gives way to an employer on the line below.
      // Also when the role sits on its own line below a date line ("03-2018 – 08-2021" / "Nurse, Acute
      // Admissions" / "Maasstad Ziekenhuis, Rotterdam").
      // Not after "Role, Employer, Town": a header that named its town after the employer is whole, and the line below
      // ("Wareneingang, Kommissionierung, Staplerbetrieb") is its body.
      const companyFromComma =
        provisional.company !== '' &&
        !provisional.location &&
        lines.slice(start, next).some((l) => l.text.includes(`, ${provisional.company}`))
      const nameBelow = (splitParts(line.text)[0] ?? '').split(/\s*,\s*/)[0]!
      // "Project Engineer – Substations   Feb 2019 – Present" / "Hyundai Engineering & Construction Co., Ltd. · Doha":
      // a company read from after a spaced dash gives way to a line below that names an employer by its words, and
      // the part after the dash goes back to the role as its field. Not when that part carries a legal form
      // ("Consultant – Deloitte LLP"): it names the employer itself.
      const companyFromDash =
        provisional.company !== '' &&
        !LEGAL_FORM_TAIL.test(provisional.company) &&
        lines.slice(start, next).some((l) => followsDash(l.text, provisional.company))
      const employerBelow =
        (companyFromComma && couldBeEmployer(nameBelow)) ||
        (companyFromDash &&
          !line.isBullet &&
          couldBeEmployer(nameBelow) &&
          // A ward, department or team after the dash ("Charge Nurse – Emergency Department") names no employer,
          // so any name below is the employer; otherwise the name below must read as one by its words.
          (UNIT.test(provisional.company) ||
            isQualifier(provisional.company) ||
            looksLikeOrganisation(nameBelow) ||
            isFirmName(nameBelow)) &&
          !isTitle(nameBelow))
      // "Developer at Auto Trader UK   Sep 2022 – Present" / "Manchester": a town alone on the line below a
      // header that named both role and employer is where the job was.
      const townBelow = !provisional.location && !line.isBullet && isPlaceLike(cleanSeparators(line.text))
      if (
        provisional.role &&
        provisional.company &&
        !looksLikeLocation(line.text) &&
        !employerBelow &&
        !townBelow
      )
        break
      if (titlesAbove && anchorSet.has(next + 1) && !looksLikeLocation(line.text)) break
      headerEnd = next
      provisional = headerOf(next)
    }
    spans.push({ start, anchor, headerEnd })
    floor = headerEnd + 1
  }
  const headers = spans.map((span) => {
    const anchorOffset = span.anchor - span.start
    const date = entryDate(lines[span.anchor]!)!
    const texts = lines
      .slice(span.start, span.headerEnd + 1)
      .map((l, i) => (i === anchorOffset ? withoutDate(l.text, date) : l.text))
    return {
      header: assignRoleCompany(texts, anchorOffset, startsWithDate(lines[span.anchor]!.text, date)),
      joined: texts.join('\n'),
    }
  })
  // One section keeps one header shape: where the entries whose words told role from company put the
  // role (first or second, on one line or on two), an entry whose words tell less ("Audit Senior" /
  // "Baker Tilly") does too.
  const shapeOf = ({ header: h, joined }: { header: Header; joined: string }) => {
    const role = joined.indexOf(h.role)
    const company = joined.indexOf(h.company)
    const between = joined.slice(Math.min(role, company), Math.max(role, company))
    return { roleFirst: role < company, oneLine: !between.includes('\n') }
  }
  for (const oneLine of [true, false]) {
    // Entries whose words told both apart vote; without any, those whose words told one apart vote
    // for the entries whose words told nothing ("Auditrice senior — KPMG" beside "Comptable — Fiducial").
    const complete = headers.filter(
      (h) => h.header.role && h.header.company && shapeOf(h).oneLine === oneLine,
    )
    const strength = complete.some((h) => h.header.byWords === 2) ? 2 : 1
    const known = complete.filter((h) => h.header.byWords === strength)
    const votes = known.filter((h) => shapeOf(h).roleFirst).length
    const roleFirst = votes * 2 > known.length ? true : votes * 2 < known.length ? false : null
    if (roleFirst === null) continue
    for (const h of headers) {
      // A role that ends on a title word ("Aurizon | Senior Project Manager" beside "Project Manager – Downer
      // Group") stays the role; "Baker Tilly" (a trade's word first) beside "Audit Senior" follows the others.
      const shape =
        h.header.role &&
        h.header.company &&
        h.header.byWords < strength &&
        !(endsOnTitleWord(h.header.role) && !endsOnTitleWord(h.header.company))
          ? shapeOf(h)
          : null
      if (shape && shape.oneLine === oneLine && shape.roleFirst !== roleFirst)
        [h.header.role, h.header.company] = [h.header.company, h.header.role]
    }
  }
  splitLikeSiblings(headers)
  placeLikeSiblings(headers)
  const entries: DraftWork[] = []
  let previous: (Header & { entry: DraftWork }) | null = null
  spans.forEach((span, index) => {
    const bodyEnd = index + 1 < spans.length ? spans[index + 1]!.start : lines.length
    const date = entryDate(lines[span.anchor]!)!
    const header = headers[index]!.header
    // Under a company line that heads several roles, each role (with or without its own title line
    // above the date) belongs to that company until a gap or another company.
    const inheritsCompany =
      previous?.companyOnOwnLine === true && (span.start === span.anchor || !lines[span.start]!.gapBefore)
    // "Tata Motors, Pune" / "HR Manager | 2022 – Present" / "Assistant Manager, Talent Acquisition |
    // 2019 – 2022": under a company line, a comma in the next role is the role's own, not an employer.
    if (
      inheritsCompany &&
      header.role &&
      header.company &&
      !looksLikeOrganisation(header.company) &&
      lines[span.anchor]!.text.includes(`${header.role}, ${header.company}`)
    ) {
      header.role = `${header.role}, ${header.company}`
      header.company = ''
    }
    if (!header.company && header.role && inheritsCompany) {
      header.company = previous!.company
      header.location ||= previous!.location
    }
    if (!header.role && !header.company) return
    // A year-and-month table (a Japanese rirekisho: "2019 3 Left NTT Data Corporation") records leaving a job
    // on a row of its own: the row ends the job it names, it is no job.
    const leaving = header.role ? null : LEAVING_ROW.exec(header.company.trim())
    const left = leaving
      ? entries.findLast(
          (e) => e.company.toLowerCase() === leaving[1]!.toLowerCase() && !/[–—-]/.test(e.duration),
        )
      : undefined
    if (left) {
      left.duration = `${left.duration} – ${normaliseDuration(date)}`
      left.sourceLines?.push(...lines.slice(span.start, bodyEnd).map((l) => l.text))
      return
    }
    // "Backend Engineer (current)": the bracket says the job is open.
    const current = CURRENT_MARK.exec(header.role)
    if (current && !/[–—-]/.test(date)) header.role = header.role.slice(0, current.index)
    // "Career break (family), Jul 2018 – Aug 2021", "Elternzeit": a dated gap is no job. Its lines
    // are left to the review's skipped text, and the gap stays a gap.
    if (CAREER_BREAK.test(headers[index]!.joined.trim())) return
    const body = markDrawnBullets(lines.slice(span.headerEnd + 1, bodyEnd), lines[span.anchor]!)
    const { description, achievements } = splitBody(body)
    const { role: roleOrNote, note } = splitEmploymentNote(header.role)
    // The English form of a title written in two languages is the title (letters in English quote it).
    const translated = englishTitleOf(roleOrNote)
    const role = translated?.role ?? roleOrNote
    // The note stays with the entry, as the first line of its description.
    if (note) description.unshift(`${note.charAt(0).toUpperCase()}${note.slice(1)}`)
    if (header.unit) description.unshift(header.unit)
    const entry: DraftWork = {
      company: header.company,
      role,
      ...(translated ? { roleAsWritten: translated.asWritten } : {}),
      duration:
        current && !/[–—-]/.test(date) ? `${normaliseDuration(date)} – Present` : normaliseDuration(date),
      location: header.location,
      description,
      achievements,
      sourceLines: lines.slice(span.start, bodyEnd).map((l) => l.text),
    }
    entries.push(entry)
    previous = {
      ...header,
      companyOnOwnLine:
        header.companyOnOwnLine ||
        (previous?.companyOnOwnLine === true && previous.company === header.company),
      entry,
    }
  })
  return entries
}

/**
 * "Lagerplanerare, IKEA Components, Älmhult" beside "Truckförare, PostNord, Malmö": one section writes its
 * one-line headers in one order. Where every header whose role and employer were told apart wrote
 * "role, employer[, town]" (or "employer, role[, town]"), a header left whole as an employer, with as many
 * pieces, is divided the same way. Nothing is added: the pieces are the header's own words.
 */
function splitLikeSiblings(headers: { header: Header; joined: string }[]): void {
  const orders = new Set<string>()
  let count = 0
  for (const { header: h, joined } of headers) {
    if (!h.role || !h.company || joined.includes('\n')) continue
    const pieces = cleanSeparators(joined).split(/\s*,\s*/)
    const rest = pieces.slice(2).join(', ')
    if (pieces.length < 2 || pieces.length > 3 || rest !== h.location) return
    if (pieces[0] === h.role && pieces[1] === h.company) orders.add(`role ${pieces.length}`)
    else if (pieces[0] === h.company && pieces[1] === h.role) orders.add(`company ${pieces.length}`)
    else return
    count++
  }
  const [order] = orders
  if (count === 0 || orders.size !== 1 || !order) return
  const [first, size] = order.split(' ')
  for (const { header: h, joined } of headers) {
    if (h.role || joined.includes('\n')) continue
    const pieces = cleanSeparators(joined).split(/\s*,\s*/)
    if (
      pieces.length !== Number(size) ||
      pieces.join(', ') !== [h.company, h.location].filter(Boolean).join(', ')
    )
      continue
    const [a, b] = [pieces[0]!, pieces[1]!]
    if (looksLikeLocation(a) || looksLikeLocation(b)) continue
    h.role = first === 'role' ? a : b
    h.company = first === 'role' ? b : a
    h.location = pieces[2] ?? h.location
  }
}

/**
 * "Jefa de partida | Restaurante Botín | Madrid" beside "Pinche | Casa Lucio | Madrid"; "Nutricionista Clínica – Hospital
 * Português" / "Recife · 2016 – atual" beside "Nutricionista de Produção – Sodexo" / "Jaboatão dos Guararapes · 2014 –
 * 2016": one section writes its headers in one order, whatever marks part their pieces. Where every header whose words
 * told its role or employer put role, employer and place at the same pieces of lines of the same shape, a header of
 * that shape that no word told is read the same way. Nothing is added: the pieces are the header's own.
 */
function placeLikeSiblings(headers: { header: Header; joined: string }[]): void {
  const pieces = (joined: string) => joined.split('\n').map(splitParts)
  const shapeOf = (joined: string) =>
    pieces(joined)
      .map((line) => line.length)
      .join('/')
  const slotsOf = (h: Header, joined: string) => {
    const flat = pieces(joined).flat()
    if (flat.length !== (h.location ? 3 : 2)) return null
    const slots = [flat.indexOf(h.role), flat.indexOf(h.company), h.location ? flat.indexOf(h.location) : 2]
    return slots.every((slot) => slot >= 0) ? slots.join(' ') : null
  }
  const orders = new Map<string, Set<string>>()
  for (const { header: h, joined } of headers) {
    const slots = h.byWords > 0 ? slotsOf(h, joined) : null
    if (!slots) continue
    const shape = shapeOf(joined)
    orders.set(shape, (orders.get(shape) ?? new Set()).add(slots))
  }
  for (const { header: h, joined } of headers) {
    // "Magazynier | Biedronka | Łódź | 2018 – obecnie" in a section where no word tells any header's parts: three
    // pieces on one line are read in the order most resumes write them, title, employer, place.
    const order =
      orders.get(shapeOf(joined)) ??
      (orders.size === 0 && shapeOf(joined) === '3' ? new Set(['0 1 2']) : undefined)
    // A role read by its title words ("Kestrel | Lead Software Engineer") stays where it is.
    if (h.byWords > 0 || isTitle(h.role) || !order || order.size !== 1) continue
    const [slots] = order
    const flat = pieces(joined).flat()
    if (flat.length !== 3 || slotsOf(h, joined) === slots) continue
    const [role, company, place] = slots!.split(' ').map((slot) => flat[Number(slot)]!)
    if (!isPlaceLike(place!) || isTitle(place!) || looksLikeOrganisation(role!)) continue
    h.role = role!
    h.company = company!
    h.location = place!
  }
}

/** "IOSH Managing Safely, 2022", "SMSTS, 2019": a short name and the year it was gained, a row of its own. */
export const DATED_ROW = /^[^,.;:]{2,60},\s*(?:\d{1,2}\/)?(?:19|20)\d{2}$/

/** Bullets become achievements (wrapped lines joined back); other lines form the description. */
export function splitBody(body: DocumentLine[]): { description: string[]; achievements: string[] } {
  // Items are kept as lists of lines and joined once at the end: checking the end of an ever longer
  // joined string on every line would be quadratic in the length of the text.
  const description: string[][] = []
  const achievements: string[][] = []
  let inBullet = false
  for (const line of body) {
    const text = line.text.trim()
    if (!text) continue
    const lastAchievement = achievements.at(-1)?.at(-1) ?? ''
    const lastDescription = description.at(-1)?.at(-1) ?? ''
    if (line.isBullet) {
      achievements.push([stripBullet(text)])
      inBullet = true
    } else if (inBullet && !line.gapBefore && achievements.length > 0 && !/[.!?]$/.test(lastAchievement)) {
      achievements.at(-1)!.push(text)
    } else {
      inBullet = false
      if (
        description.length > 0 &&
        !line.gapBefore &&
        !line.isParagraph &&
        !/[.!?:]$/.test(lastDescription) &&
        !DATED_ROW.test(text) &&
        !DATED_ROW.test(lastDescription)
      )
        description.at(-1)!.push(text)
      else description.push([text])
    }
  }
  // A Word table cell holding the job's points as plain paragraphs, one each ("Leitung von Baustellen …" /
  // "Abwicklung von 14 Wohnbauprojekten …"): with no bullet beside them, the paragraphs are the job's points.
  const paragraphs = body.filter((l) => l.text.trim())
  if (
    achievements.length === 0 &&
    description.length >= 2 &&
    paragraphs.every((l) => l.isParagraph) &&
    description.every((d) => d.length === 1 && d[0]!.length <= 240)
  )
    return { description: [], achievements: description.map(joinLines) }
  // "Run the cold kitchen …" / "Cut food waste by 18% …" / "Trained 11 commis chefs …": with no bullets (a
  // LinkedIn profile copied as text), lines that are each one whole sentence, one of them with a figure, are the
  // job's points, not a paragraph about it.
  if (
    achievements.length === 0 &&
    description.length >= 2 &&
    description.every((d) => d.length === 1 && d[0]!.length <= 240 && /[.!?]$/.test(d[0]!)) &&
    description.some((d) => /\d/.test(d[0]!))
  )
    return { description: [], achievements: description.map(joinLines) }
  return { description: description.map(joinLines), achievements: achievements.map(joinLines) }
}

/** Joins wrapped lines of one paragraph: "high-" + "impact" stays "high-impact", "exper-" + "ience" is one word. */
export function joinLines(lines: string[]): string {
  const chunks: string[] = []
  lines.forEach((line, i) => {
    const previous = chunks[chunks.length - 1]
    if (i > 0 && previous !== undefined && /[A-Za-z]-$/.test(previous) && /^[a-z]/.test(line))
      chunks[chunks.length - 1] = previous.slice(0, -1)
    else if (i > 0) chunks.push(' ')
    chunks.push(line)
  })
  return chunks.join('')
}

/** The range as written, without LinkedIn's "(2 years 3 months)"; a dash the PDF lost is put back. */
const WORDED_RANGE = new RegExp(
  `^(?:${SINCE_WORDS}|from)\\s+(\\S.{0,24}?)\\s*(?:[-–—]\\s*)?(?:to|until|till|bis|al|ad|à|a|hasta|até|tot)\\s+(\\S.{0,24})$`,
  'i',
)
const PRESENT_END = new RegExp(`^(?:${PRESENT_WORDS})$`, 'i')

export function normaliseDuration(date: string): string {
  const value = cleanSeparators(
    date.replace(
      /(?<!\s)\s*\(\d+\s+\w+(?:\s+\d+\s+\w+)*\s*\)|(?<!\s)\s*·\s*\d+\s+\w+(?:\s+\d+\s+\w+)*\s*$/,
      '',
    ),
  )
  // "From March 2017 to June 2019", "dal 2017 al 2019", "dal 2019 ad oggi": a start word and a written end.
  const worded = WORDED_RANGE.exec(value)
  if (worded) return `${worded[1]} – ${PRESENT_END.test(worded[2]!) ? 'Present' : worded[2]}`
  const short = /^((\d{2})(\d{2}))\s*([-–—])\s*(\d{2})$/.exec(value)
  // "2019–22" is 2019 to 2022: the end takes the start's century (never earlier than the start).
  if (short && Number(short[5]) >= Number(short[3])) return `${short[1]}${short[4]}${short[2]}${short[5]}`
  return value.replace(
    new RegExp(`^(\\p{L}+\\.?\\s*\\d{4})\\s+(?!and\\s)(\\p{L}+\\.?\\s*\\d{4}|${PRESENT_ALONE})$`, 'iu'),
    '$1 – $2',
  )
}

export function joinWrapped(first: string, second: string): string {
  // Only the last two characters are looked at: a pattern on the growing paragraph would be quadratic.
  if (/^[A-Za-z]-$/.test(first.slice(-2)) && /^[a-z]/.test(second)) return `${first.slice(0, -1)}${second}`
  return `${first} ${second}`
}
