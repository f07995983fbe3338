import type { ExtractedJob } from '#shared/jobs/job.schema.ts'
import { storedHtmlLines } from '#shared/text/html-text.ts'
import { splitSentences } from '#server/engine/local/phrasing.ts'

// What a German posting says about the employer (what it makes or does, where, how big), turned
// round into the writer's voice, who addresses the employer as "Sie": "Die Nordbayern Antriebstechnik
// AG entwickelt und fertigt elektrische Antriebe …" -> "dass Sie elektrische Antriebe … entwickeln und
// fertigen" / "Sie entwickeln und fertigen elektrische Antriebe …". "Wir …" keeps its verb (already the
// form "Sie" takes); "Unser Team …" becomes "Ihr Team …". Only sentences whose verb says what an
// employer does for the people it serves count: duties ("Sie betreuen …"), offers to the applicant
// ("Wir bieten Ihnen …") and the posting's requirements never do.

export type GermanAngle = {
  /** The subject as the writer names it: "Sie", or "Ihr Team von 70 Mitarbeitenden". */
  subject: string
  /** The finite verb(s) for that subject: "entwickeln und fertigen", "baut", "sind". */
  finite: string
  /** A separable verb's particle ("aus" of "bilden … aus"), written before the verb at a clause's end. */
  particle: string
  /** What lies between the verb and the clause's end: "elektrische Antriebe für Förder- und Lagertechnik". */
  rest: string
  /** A second clause of the same subject after a bare identity ("… sind und … ausbilden"). */
  more?: GermanAngle
}

// What an employer does, with the form "Sie" (plural) takes for each third-person singular form a
// posting uses. A closed list: "arbeitet", "sucht", "legt Wert auf" say how it works or what it wants.
const MISSION_VERBS: Record<string, string> = {
  entwickelt: 'entwickeln',
  fertigt: 'fertigen',
  produziert: 'produzieren',
  stellt: 'stellen',
  betreibt: 'betreiben',
  versorgt: 'versorgen',
  betreut: 'betreuen',
  berät: 'beraten',
  baut: 'bauen',
  plant: 'planen',
  realisiert: 'realisieren',
  errichtet: 'errichten',
  montiert: 'montieren',
  saniert: 'sanieren',
  führt: 'führen',
  beliefert: 'beliefern',
  liefert: 'liefern',
  vertreibt: 'vertreiben',
  installiert: 'installieren',
  rüstet: 'rüsten',
  pflegt: 'pflegen',
  behandelt: 'behandeln',
  unterrichtet: 'unterrichten',
  bildet: 'bilden',
  begleitet: 'begleiten',
  verbindet: 'verbinden',
  schult: 'schulen',
  gestaltet: 'gestalten',
  konstruiert: 'konstruieren',
  unterstützt: 'unterstützen',
  verwaltet: 'verwalten',
  erforscht: 'erforschen',
  verarbeitet: 'verarbeiten',
  erzeugt: 'erzeugen',
  vermarktet: 'vermarkten',
  verkauft: 'verkaufen',
  forscht: 'forschen',
  setzt: 'setzen',
  ist: 'sind',
  gehört: 'gehören',
  zählt: 'zählen',
}
const PLURAL_FORMS = new Set(Object.values(MISSION_VERBS))
// "stellt … her", "baut … um": a particle closing the clause belongs to the verb.
const PARTICLE = /^(?:her|um|aus|an|ab|auf|ein|mit|vor|zu|bei|dar|weiter)$/
// A clause ends at a semicolon, a dash, a bracket, a colon, a comma opening a subordinate clause, or
// "und" before a lower-case word (a second verb: "… und beschäftigt 240 Mitarbeitende").
const CLAUSE_END =
  /;|:|\(| [–—-] |, (?=(?:(?:mit|über|in|an|auf|für|von|bei|zu|nach|aus|durch|unter) )?(?:die|der|das|dem|den|denen|deren|dessen|wo|wobei|weil|da|wenn|um|sodass|damit|welche[rsmn]?|was)\b)| und (?=\p{Ll})/u
// Words that turn a sentence towards the applicant or the job: no reason a writer gives.
const TOWARDS_APPLICANT =
  /\b(?:Sie|Ihnen|Ihr\w*|dich|dir|du|euch|Bewerb\w*|Stelle|Position|suchen|sucht|Verstärkung|Kandidat\w*|Anforderung\w*|Aufgaben?)\b/
const MAX_WORDS = 14
// The posting's figures ("mit 1.200 Mitarbeitenden", "seit 1962", "22 Kitas") are its own, not the
// writer's, and the guard keeps numbers to the profile: the writer says what the employer does and
// where, with its size in words where the posting gives them ("vier Hotels", "einer der größten").
// A count of patients or guests "jedes Jahr" goes with its figure too: "jedes Jahr Patienten" says nothing.
const QUANTIFIER = String.raw`(?:(?:rund|über|mehr als|fast|knapp|zusammen|insgesamt|etwa|ca\.|jährlich|täglich|wöchentlich|monatlich|(?:jedes|pro|im) Jahr|(?:jeden|pro|am) Tag)\s+)*`
// A measure goes with its figure: "900.000 Liter Milch" is said as "Milch".
const UNIT = String.raw`(?:%|Prozent|Liter|Hektoliter|Tonnen|Kilogramm|Kilo|Kilometer|Meter|Quadratmeter|Kubikmeter|Hektar|Stück|Megawatt|Kilowatt)`
// "mit 120 Ärzten und Pflegekräften" is one figure; in "mit 420 Mitarbeitenden und Mitglied einer …" the "und" goes on
// with what the employer is.
const FIGURE_PHRASE = new RegExp(
  String.raw`\b(?:mit|von|über|für|an|in|auf|bei|aus)\s+${QUANTIFIER}\d[\d.,']*\s*\p{Lu}[\p{L}-]*(?:\s+und\s+(?!Mitglied|Teil\b|Partner|Tochter|Marktführer|Anbieter|Arbeitgeber)\p{Lu}[\p{L}-]*)?`,
  'gu',
)
const FIGURE = new RegExp(String.raw`${QUANTIFIER}\d[\d.,']*(?:\s*${UNIT})?(?=\s|$)`, 'gu')

// A long clause is said in the writer's words, not quoted: its head up to the first preposition that
// narrows it ("Anlagen [für Wohn- und Geschäftsbauten]"), and the place it closes on ("im Raum Ulm").
const LONG = 8
const NARROWING = /^(?:für|mit|von|aus|über|durch|zwischen|rund|sowie)$/
const PLACE = /\s((?:in|im|am|an der|in der|rund um)\s+\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*){0,2})$/u

function inOwnWords(clause: string): string {
  const words = clause.split(/\s+/)
  if (words.length <= LONG) return clause
  // The clause's last word is no narrowing preposition but the verb's particle: "… um 300 Kilometer aus".
  const cut = words.findIndex((w, i) => i >= 2 && i < words.length - 1 && NARROWING.test(w))
  if (cut < 0) return clause
  const place = PLACE.exec(words.slice(cut).join(' '))?.[1]?.trim()
  return [...words.slice(0, cut), place ?? ''].join(' ').trim()
}

function withoutFigures(clause: string): string {
  return (
    clause
      // A year goes with the word that dates it: "bis 2035" leaves no bare "bis".
      .replace(/\b(?:seit|bis|ab|vor|nach|im Jahr|bis zum Jahr|bis Ende|ab Ende|Ende)\s+\d{4}\b/gu, '')
      .replace(FIGURE_PHRASE, '')
      .replace(FIGURE, '')
      .replace(/\s+,/g, ',')
      .replace(/\s{2,}/g, ' ')
      .replace(/^[,\s]+|[,\s]+$/g, '')
  )
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The employer named at the head of a sentence, with or without its article and legal form, by its
 * whole name or its first words ("Das Tauernklinikum" for "Tauernklinikum Salzburg"): the text matched.
 */
function namedSubject(sentence: string, company: string): string | null {
  const tokens = company.split(/\s+/).filter(Boolean)
  for (let k = tokens.length; k >= 1; k--) {
    const prefix = tokens.slice(0, k).join(' ')
    if (k === 1 && !/^\p{Lu}[\p{L}-]{3,}$/u.test(prefix)) continue
    const m = new RegExp(`^(?:(?:Der|Die|Das)\\s+)?${escape(prefix)}\\s+`, 'u').exec(sentence)
    if (m) return m[0]
  }
  return null
}

// "Mit 420 Mitarbeitenden beliefern wir …", "In Ulm bauen wir …": a phrase before the verb and "wir".
const FRONTED = /^(?:Mit|Seit|In|Im|Am|An|Von|Aus|Als|Für|Auf)$/u
const FRONTED_WORDS = 6

/**
 * A "wir" sentence opened by a prepositional phrase, said verb first, the phrase after the verb and
 * without its figures: "Mit 420 Mitarbeitenden beliefern wir den Handel" -> "beliefern den Handel".
 */
function weFronted(sentence: string): string | null {
  const words = sentence.split(/\s+/)
  if (!FRONTED.test(words[0] ?? '')) return null
  const at = words.findIndex(
    (w, i) => i >= 2 && i <= FRONTED_WORDS && words[i + 1] === 'wir' && PLURAL_FORMS.has(w),
  )
  if (at < 0) return null
  const phrase = withoutFigures(`${words[0]!.toLowerCase()} ${words.slice(1, at).join(' ')}`)
  const phraseLeft = /^\p{Ll}+$/u.test(phrase) ? '' : phrase
  return [words[at], phraseLeft, ...words.slice(at + 2)].filter(Boolean).join(' ')
}

/** "Unser Team" -> "Ihr Team", "Unsere Kita" -> "Ihre Kita". */
function yourForm(word: string): string {
  return word.replace(/^Unser/u, 'Ihr')
}

function angleOf(sentence: string, company: string): GermanAngle | null {
  const words = sentence.replace(/[.!]$/, '').trim()
  let subject: string | null = null
  let rest = ''
  const named = namedSubject(words, company)
  const fronted = named ? null : weFronted(words)
  if (named) {
    subject = 'Sie'
    rest = words.slice(named.length).replace(/^(?:gGmbH|GmbH|AG|SE|KG|eG)\s+/u, '')
  } else if (/^Wir\s+/u.test(words)) {
    subject = 'Sie'
    rest = words.replace(/^Wir\s+/u, '')
  } else if (fronted) {
    subject = 'Sie'
    rest = fronted
  } else {
    const own = /^(Unser(?:e)?)\s+(\p{Lu}[\p{L}-]*)\s+/u.exec(words)
    if (!own) return null
    subject = `${yourForm(own[1]!)} ${own[2]}`
    rest = words.slice(own[0].length)
  }
  const first = predicate(rest, subject)
  if (!first) return null
  // "ist ein Schwerpunktkrankenhaus und bildet … aus": a bare identity goes on with what the employer
  // does, said by the same subject.
  const second =
    first.rest.split(/\s+/).length <= 3 && /^und\s/.test(first.after)
      ? predicate(first.after.replace(/^und\s+/, ''), subject)
      : null
  const { after: _after, ...angle } = first
  if (!second) return { subject, ...angle }
  const { after: _rest, ...more } = second
  return { subject, ...angle, more: { subject, ...more } }
}

/** The verb(s), what follows them up to the clause's end, and what comes after that end. */
function predicate(text: string, subject: string): (Omit<GermanAngle, 'subject'> & { after: string }) | null {
  let rest = text
  // The verb(s) first: "entwickelt und fertigt …"; a "Wir" sentence's verb is already plural.
  const verbs: string[] = []
  for (;;) {
    const m = /^(\p{Ll}+)\s+/u.exec(rest)
    if (!m) break
    const form = m[1]!
    const plural =
      subject === 'Sie'
        ? (MISSION_VERBS[form] ?? (PLURAL_FORMS.has(form) ? form : null))
        : form in MISSION_VERBS
          ? form
          : null
    if (!plural) break
    verbs.push(plural)
    rest = rest.slice(m[0].length)
    const joined = /^und\s+(\p{Ll}+)\s+/u.exec(rest)
    if (!joined || !(joined[1]! in MISSION_VERBS || PLURAL_FORMS.has(joined[1]!))) break
    rest = rest.slice('und '.length)
  }
  // "Wir planen und errichten mehrgeschossige Gebäude": a joined verb the lists do not know leaves a clause
  // that cannot be turned round ("dass Sie und errichten … planen"): no angle.
  if (!verbs.length || /^und\s+\p{Ll}+n\s/u.test(rest)) return null
  const end = CLAUSE_END.exec(rest)
  const after = end ? rest.slice(end.index + end[0].length - (end[0].endsWith('und ') ? 4 : 0)).trim() : ''
  // A copula says what the employer is only with something after it.
  let clause = inOwnWords(withoutFigures((end ? rest.slice(0, end.index) : rest).replace(/,\s*$/, '').trim()))
  const last = clause.split(/\s+/).at(-1) ?? ''
  let particle = ''
  if (verbs.length === 1 && PARTICLE.test(last)) {
    particle = last
    clause = clause.slice(0, -last.length).trim()
  }
  const count = clause.split(/\s+/).filter(Boolean).length
  if (count < 2 || count > MAX_WORDS || TOWARDS_APPLICANT.test(clause)) return null
  // "stellt … her" needs its particle; "setzt" only with "auf" (what the employer stands for).
  if (verbs.includes('stellen') && particle !== 'her') return null
  if (verbs.includes('setzen') && !/^auf\s/.test(clause)) return null
  if (particle && !['her', 'um', 'aus', 'an', 'ein', 'zu', 'weiter'].includes(particle)) return null
  return { finite: verbs.join(' und '), particle, rest: clause, after }
}

/** The employer's first sentence saying what it does, in the writer's words, or null. */
export function germanCompanyAngle(job: ExtractedJob): GermanAngle | null {
  const sentences = storedHtmlLines(job.description).flatMap(splitSentences).slice(0, 30)
  for (const sentence of sentences) {
    if (sentence.length > 240) continue
    const angle = angleOf(sentence.trim(), job.company.trim())
    if (angle) return angle
  }
  return null
}

/** The angle as a subordinate clause, verb last: "Sie elektrische Antriebe … entwickeln und fertigen". */
export function angleClause(a: GermanAngle): string {
  const more = a.more ? ` und ${a.more.rest} ${a.more.particle}${a.more.finite}` : ''
  return `${a.subject} ${a.rest} ${a.particle}${a.finite}${more}`
}

/** The angle as a main clause, verb second: "Sie entwickeln und fertigen elektrische Antriebe …". */
export function angleMain(a: GermanAngle): string {
  const more = a.more
    ? ` und ${a.more.finite} ${a.more.rest}${a.more.particle ? ` ${a.more.particle}` : ''}`
    : ''
  return `${a.subject} ${a.finite} ${a.rest}${a.particle ? ` ${a.particle}` : ''}${more}`
}
