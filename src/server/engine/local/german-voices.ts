import type { CommunicationStyle, ProcessingSpeed } from '#shared/constants.ts'
import { listPhrase } from '#server/engine/local/plan-application.ts'
import { germanGenitive, germanNominative, germanPlace } from '#server/engine/local/german-names.ts'
import { withoutSetting } from '#server/engine/local/german-grammar.ts'
import { credentialParts, upperFirst } from '#server/engine/local/phrasing.ts'

// The eight communication styles in German: each its own order of blocks, sentence rhythm and
// vocabulary, as the English voices have (business: results first; tech: the work itself; academic:
// training first and an argued case; Bay Area: short and direct; ETH: enumerated; Apple: one plain
// scene; Spotify: warm; Ogilvy: facts instead of adjectives). Every sentence is whole; none adds a fact.

export type GermanBlock =
  'results' | 'answers' | 'duties' | 'scene' | 'skills' | 'learning' | 'earlier' | 'manner' | 'motivation'

/** The facts an opening or a closing may use, already in German. */
export type GermanFacts = {
  role: string
  company: string
  title: string
  /** "seit sieben Jahren", or '' when no honest number fits. */
  years: string
  currentRole: string
  employer: string
  /**
   * When the person holds no post now: "Fünf Jahre lang habe ich als … gearbeitet, zuletzt in …",
   * never "seit fünf Jahren … zurzeit bei …" ('' otherwise).
   */
  pastWork?: string
  /** Whether the person's results hold numbers: "facts" openings only then. */
  hasNumbers: boolean
  /** How many requirements the letter answers one by one. */
  answered: number
  /** Why this employer, verb last ("Sie … entwickeln"), from its posting; '' when it says nothing. */
  why: string
  speed: ProcessingSpeed
}

/** A piece of evidence declined for the sentence around it. */
export type Told = {
  nom: string
  acc: string
  dat: string
  plural: boolean
  /** A role's duties rather than a result: in the current role or an earlier one. */
  duty?: 'current' | 'past'
}

export type Scene = {
  year: string
  role: string
  employer: string
  isCurrent: boolean
  /** The role's duties in the accusative ("die Instandhaltung …"), or ''. */
  duties: string
  /** One result in the accusative and nominative, or null. */
  result: Told | null
  /** For a training post, the training itself ("meine Ausbildung als …"), else ''. */
  training: string
}

/** A degree: `name` in quotes after "Abschluss", or for a training its trade ("Bankkauffrau"). */
export type Degree = { name: string; trade: string; field: string; institution: string; year: string }

// A degree one studied for: its name or the school it was taken at says so. A Fachschule's
// "Staatlich anerkannte Erzieherin" is a training, and no letter may call it a Studium.
const ACADEMIC_NAME =
  /\b(?:Bachelor|Master|Magister|Mag\.|Diplom(?!ierte)|B\.\s?(?:Sc|A|Eng)\b|M\.\s?(?:Sc|A|Eng)\b|MBA|Staatsexamen|Studium|Promotion|Dr\.)/u
const ACADEMIC_SCHOOL = /(?:Universität|Hochschule|University|Fachhochschule|\b(?:FH|TU|ETH|EPFL|HAW)\b)/u

/** Whether a letter may say the person studied for this degree ("Studiert habe ich …"). */
export function isStudied(d: Degree): boolean {
  return !d.trade && (ACADEMIC_NAME.test(d.name) || ACADEMIC_SCHOOL.test(d.institution))
}

/** The degree as a German CV names it, and for a training the trade it was for. */
export function namedDegree(d: { title: string; trade: string }): Pick<Degree, 'name' | 'trade'> {
  return { name: d.title, trade: d.trade }
}

/**
 * The degree in the case a sentence needs: "der Abschluss „Master of Science in Informatik“", and for
 * a training "meine abgeschlossene Ausbildung als Bankkauffrau", never "der Abschluss „Ausbildung, …“".
 */
function degreePhrase(d: Degree, kase: 'nom' | 'acc' | 'dat'): string {
  if (d.trade)
    return `${kase === 'dat' ? 'meiner abgeschlossenen' : 'meine abgeschlossene'} ${trainingFor(d)}`
  return `${{ nom: 'der', acc: 'den', dat: 'dem' }[kase]} ${degreeWords(d)}`
}

// A title one holds by a state or chamber examination: "Geprüfte Fachkauffrau für Einkauf und
// Logistik", "Staatlich geprüfter Techniker".
const HELD_TITLE = /^(?:Staatlich\s+(?:anerkannte|geprüfte)r?|Geprüfte[r]?)\s+\p{Lu}/u

/**
 * "Abschluss „Master of Science in Informatik“", but a title one holds is named as one: "Abschluss als
 * Geprüfte Fachkauffrau für Einkauf und Logistik", never quoted like a document's name.
 */
function degreeWords(d: Degree): string {
  const title = heldTitle(d)
  return title ? `Abschluss als ${title}` : `Abschluss „${d.name}“`
}

/** The title a degree lets the person carry: the state qualification's name, the master's title. */
function heldTitle(d: Degree): string {
  if (HELD_TITLE.test(d.name)) return d.name
  return /^Meisterprüfung als (\S.*)$/.exec(d.name)?.[1] ?? ''
}

/** A trade learnt by retraining is told as the "Umschulung" it was, any other as the "Ausbildung". */
/**
 * The training that gave the trade, as a sentence names it: "Ausbildung als Bankkauffrau", "Umschulung als
 * Fachinformatiker", "Weiterbildung zur Praxisanleiterin" (a further training leads to its title).
 */
function trainingFor(d: Degree): string {
  const further = /^(Weiterbildung|Fortbildung|Fachweiterbildung)\b/.exec(d.name)?.[1]
  if (further) return `${further} ${/(?:in|frau|kraft)$/.test(d.trade) ? 'zur' : 'zum'} ${d.trade}`
  return `${/^Umschulung\b/.test(d.name) ? 'Umschulung' : 'Ausbildung'} als ${d.trade}`
}

/** A chamber or state title is earned by a further training ("Weiterbildung"), not the first one. */
function trainingKind(d: Degree): string {
  return heldTitle(d) ? 'Weiterbildung' : 'Ausbildung'
}

/**
 * The languages as a person says them aloud: "Neben Deutsch spreche ich Französisch auf Niveau B1",
 * the mother tongue named first; a list of mother tongues alone as "Ich spreche … als Muttersprachen".
 */
export function besidesNative(languages: string[]): string {
  const native = languages.find((l) => / als Muttersprachen?$/.test(l))
  const others = languages.filter((l) => l !== native)
  if (!native || !others.length) return `Ich spreche ${listPhrase(languages, 'und')}.`
  return `Neben ${native.replace(/ als Muttersprachen?$/, '')} spreche ich ${listPhrase(others, 'und')}.`
}

export type GermanVoice = {
  subject: (role: string) => string
  salutation: (company: string) => string
  signOff: string
  layout: GermanBlock[]
  /** Blocks only the advanced letter adds after the layout: the style's further material. */
  reserve: GermanBlock[]
  /**
   * Whether a medium letter that tells little draws on the reserve too. Outcomes first does not: its
   * short letter stays short rather than go on with duties or a self-description.
   */
  isShortFine?: boolean
  opening: (f: GermanFacts) => string[]
  /**
   * Why this employer, from what its posting says it does: `clause` verb last ("Sie … entwickeln"),
   * `main` verb second ("Sie entwickeln …"); `first` the clause's first fact alone, for a style that
   * argues from one fact. Closes the opening paragraph.
   */
  why: (clause: string, main: string, first: string) => string
  /** Results of one employer. */
  results: (items: Told, employer: string) => string
  /** Results told as what the person did: "das Kreditvolumen … um 18 % gesteigert" after "ich habe". */
  deed: (clause: string, employer: string) => string
  /** One requirement answered: topic (a name or a declined phrase) and evidence; index -1 when alone. */
  answer: (topic: Told, evidence: Told, index: number) => string
  duties: (duties: Told, employer: string, isCurrent: boolean) => string
  scene: (scene: Scene) => string[]
  skills: (skills: string[]) => string
  learning: (degree: Degree | null, certs: string[], languages: string[]) => string[]
  earlier: (role: string, employer: string, from: string) => string
  /** An earlier training post ("meine Ausbildung als …" / "meiner Ausbildung als …") in the style's words. */
  training: (t: { nom: string; dat: string }, from: string) => string
  /**
   * An earlier role's strongest item, right after the sentence naming the role and going on from it:
   * a result, or (isResult false) a duty done there; index 1 for a second earlier role.
   */
  earlierItem: (item: Told, isResult: boolean, index: number) => string
  manner: (manner: string) => string
  closing: (f: GermanFacts) => string
  /**
   * The speeds in the style's words: the fast letter opens and closes in brief; the advanced one
   * opens by saying it goes into detail (its first sentence) and closes on what the conversation
   * could cover.
   */
  brief: { opening: (f: GermanFacts) => string[]; closing: string }
  detailed: { lead: (f: GermanFacts) => string; closing: (f: GermanFacts) => string }
}

const at = (company: string) => (company ? ` ${germanPlace('bei', company)}` : '')
const inParens = (d: Degree) => [d.institution, d.year].filter(Boolean).join(', ')
// "Seminar „Arbeitsrecht für Personalsachbearbeiter“, Haufe Akademie, 2022" already quotes its title: it is named as
// "das Seminar „Arbeitsrecht …“ (Haufe Akademie, 2022)", never inside quotes of its own.
const COURSE_ARTICLES = new Map([
  ['seminar', 'das'],
  ['zertifikat', 'das'],
  ['training', 'das'],
  ['kurs', 'der'],
  ['lehrgang', 'der'],
  ['workshop', 'der'],
  ['schulung', 'die'],
  ['weiterbildung', 'die'],
  ['fortbildung', 'die'],
])
// What a certificate is by the last part of its first word ("SCC-Zertifikat", "Staplerschein"): named
// with its article, unquoted.
const CERTIFICATE_KINDS: [RegExp, 'der' | 'die' | 'das'][] = [
  [/(?:zertifikat|seminar|training|diplom)$/i, 'das'],
  [/(?:schein|kurs|lehrgang|nachweis|pass)$/i, 'der'],
  [
    /(?:zertifizierung|weiterbildung|fortbildung|schulung|ausbildung|prüfung|lizenz|qualifikation|sachkunde|befähigung|eignung)$/i,
    'die',
  ],
]
// A certificate named by the post it trains for ("Praxisanleiterin (300 Stunden)", "Fachkraft für
// Sprachbildung", "Ersthelfer"): the training towards it, "die Weiterbildung zur Praxisanleiterin".
const FEMININE_POST = /(?:\p{Ll}{3}in|kraft|frau|person)$/u
const NOT_A_POST = /(?:izin|plin|min)$/
const MASCULINE_POST = /(?:er|mann|beauftragter|wart)$/

const POSSESSIVE = { der: ['mein', 'meinen'], die: ['meine', 'meine'], das: ['mein', 'mein'] } as const

/**
 * A certificate as German names it in a sentence, with its article (or "mein", own): "das
 * SCC-Zertifikat für …", "die Weiterbildung zur Praxisanleiterin (300 Stunden)"; a name that says
 * neither stays quoted after "das Zertifikat", never quoted bare ("Dazu kommt „…“"). A year after a
 * comma goes in brackets.
 */
export function germanCertificate(c: string, accusative = false, own = false): string {
  // "Zertifikatskurs Kita-Leitung (160 UE), Paritätische Akademie NRW, 2023": who granted it goes with the year.
  const parts = credentialParts(c)
  const year = parts?.year ?? /,\s*((?:19|20)\d{2})$/.exec(c)?.[1]
  const name = parts?.name ?? (year ? c.slice(0, c.lastIndexOf(',')).trim() : c)
  const note = parts ? `${parts.issuer}, ${parts.year}` : year
  const dated = !note ? name : /\)$/.test(name) ? `${name.slice(0, -1)}, ${note})` : `${name} (${note})`
  const said = (article: 'der' | 'die' | 'das', rest: string) =>
    `${own ? POSSESSIVE[article][accusative ? 1 : 0] : accusative && article === 'der' ? 'den' : article} ${rest}`
  const first = /^\p{Lu}[\p{L}-]*/u.exec(name)?.[0] ?? ''
  const kind = CERTIFICATE_KINDS.find(([pattern]) => pattern.test(first))?.[1]
  if (kind) return said(kind, dated)
  const head = name.replace(/\s*\([^)]*\)$/, '')
  const post = /^(\p{Lu}\p{Ll}+)(?: für \p{Lu}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,2})?$/u.exec(head)?.[1] ?? ''
  if (post && FEMININE_POST.test(post) && !NOT_A_POST.test(post))
    return said('die', `Weiterbildung zur ${dated}`)
  if (post && MASCULINE_POST.test(post)) return said('die', `Weiterbildung zum ${dated}`)
  // The name quoted, what is said of it after the quote: das Zertifikat „Sprachförderung im Alltag“ (2017).
  return said('das', `Zertifikat „${name}“${note ? ` (${note})` : ''}`)
}

const quoteOne = (c: string, accusative: boolean, own: boolean) => {
  const titled = /^(\p{Lu}\p{L}*)\s+(„[^“]+“)(?:, (\S.*))?$/u.exec(c)
  if (!titled) return germanCertificate(c, accusative, own)
  const [, kind = '', title = '', rest] = titled
  const nominative = COURSE_ARTICLES.get(kind.toLocaleLowerCase('de'))
  const article = accusative && nominative === 'der' ? 'den' : nominative
  return `${article ? `${article} ` : ''}${kind} ${title}${rest ? ` (${rest})` : ''}`
}
const quoted = (items: string[], accusative = false, own = false) =>
  listPhrase(
    items.map((c) => quoteOne(c, accusative, own)),
    'und',
  )
const verb = (plural: boolean, one: string, many: string) => (plural ? many : one)
/** Several skills, or one that joins two things ("Lenk- und Ruhezeiten"): the verb is plural. */
const namesTwo = (skills: string[]) => skills.length > 1 || /\sund\s/.test(skills[0] ?? '')
const ORDINALS = ['Erstens', 'Zweitens', 'Drittens', 'Viertens']
/** A topic without its article: "Instandhaltung von Produktionsanlagen". */
const bare = (topic: Told) => topic.nom.replace(/^(?:die|der|das) /, '')

/** "Ich arbeite seit sieben Jahren als …", or the current post when no number fits. */
function whereNow(f: GermanFacts, withYears: (years: string) => string, without: string): string {
  // No post held now (a post left, a career break since): the years are told as work that has ended.
  if (f.pastWork) return f.pastWork
  if (f.title && f.years) return withYears(f.years)
  return f.currentRole ? without : ''
}

// The manner is the person's own description of how they work: each style says it as theirs, never
// as what colleagues say of them, which the profile does not hold.
export const GERMAN_VOICES: Record<CommunicationStyle, GermanVoice> = {
  business_leader: {
    subject: (role) => `Bewerbung als ${role}`,
    // The team of the employer, where German can name it in the genitive.
    salutation: (company) => {
      const of = company ? germanGenitive(company) : null
      return of ? `Sehr geehrtes Team ${of},` : 'Sehr geehrte Damen und Herren,'
    },
    signOff: 'Mit freundlichen Grüßen',
    layout: ['results', 'answers', 'skills', 'earlier', 'learning'],
    reserve: ['duties', 'manner'],
    isShortFine: true,
    opening: (f) => [
      f.hasNumbers
        ? `für die Stelle als ${f.role}${at(f.company)} bringe ich vor allem Ergebnisse mit, die sich messen lassen.`
        : f.why
          ? `dass ${f.why}, ist für mich der stärkste Grund, mich bei Ihnen als ${f.role} zu bewerben.`
          : `als ${f.role}${at(f.company)} möchte ich mit dem beitragen, was meine bisherige Arbeit gezeigt hat.`,
      whereNow(
        f,
        (y) =>
          `${upperFirst(y)} arbeite ich als ${f.title}${f.employer ? `, zurzeit ${germanPlace('bei', f.employer)}` : ''}.`,
        `Derzeit arbeite ich als ${f.currentRole}${at(f.employer)}.`,
      ),
    ],
    why: (c) => `Mich reizt an dieser Stelle, dass ${c}.`,
    results: (r, employer) =>
      `Zu den Ergebnissen meiner Arbeit${at(employer)} ${verb(r.plural, 'zählt', 'zählen')} ${r.nom}.`,
    // "Was … angeht" once; a second answer in the same letter is put another way.
    deed: (c, employer) =>
      `${employer ? upperFirst(germanPlace('bei', employer)) : 'Zuletzt'} habe ich ${c}.`,
    answer: (topic, e, i) =>
      i === 1
        ? `Für ${topic.acc} ${verb(e.plural, 'steht', 'stehen')} ${e.nom}.`
        : i === 2
          ? `Auch ${topic.acc} decke ich ab, wie ${e.nom} ${verb(e.plural, 'zeigt', 'zeigen')}.`
          : `Was ${topic.acc} angeht, verweise ich auf ${e.acc}.`,
    duties: (d, employer) => `Mein Aufgabengebiet${at(employer)} umfasst ${d.acc}.`,
    scene: (s) => [`${s.year ? `Seit ${s.year}` : 'Derzeit'} bin ich als ${s.role}${at(s.employer)} tätig.`],
    // The names as the nominative they are listed in: "Kenntnisse in Sächsischer Bildungsplan" is wrong.
    skills: (skills) =>
      skills.length > 1
        ? `Meine fachlichen Schwerpunkte sind ${listPhrase(skills, 'und')}.`
        : // One skill left over once the others are told is no "Schwerpunkt": it is one more skill.
          // "Lenk- und Ruhezeiten", two things joined, take the plural verb.
          `Auch ${skills[0]} ${verb(namesTwo(skills), 'gehört', 'gehören')} zu meiner Arbeit.`,
    // Outcomes first: the degree in a few words, a certificate only where no degree is given.
    learning: (d, certs) => [
      d
        ? `Grundlage meiner Arbeit ist ${degreePhrase(d, 'nom')}.`
        : certs.length
          ? `Erworben habe ich ${quoted(certs, true)}.`
          : '',
    ],
    earlier: (role, employer, from) =>
      `Davor war ich${from ? ` ab ${from}` : ''} als ${role}${at(employer)} tätig.`,
    training: (t, from) => `Davor habe ich${from ? ` ab ${from}` : ''} ${t.nom} absolviert.`,
    // Outcomes first: an earlier post is told with its result, never with a duty.
    earlierItem: (r, isResult, i) =>
      isResult
        ? i === 1
          ? `Aus dieser Zeit ${verb(r.plural, 'stammt', 'stammen')} ${r.nom}.`
          : `Dort ${verb(r.plural, 'zählt', 'zählen')} ${r.nom} zu meinen Ergebnissen.`
        : '',
    // The person's own words on how they work: said as theirs, not as what others say of them.
    manner: (m) => `Mich selbst beschreibe ich als ${m}.`,
    brief: {
      opening: (f) => [
        `ich bewerbe mich als ${f.role}${at(f.company)} und fasse mich kurz.`,
        whereNow(
          f,
          (y) => `${upperFirst(y)} bin ich ${f.title}.`,
          `Ich bin ${f.currentRole}${at(f.employer)}.`,
        ),
      ],
      closing: 'Über einen Gesprächstermin freue ich mich.',
    },
    detailed: {
      lead: (f) =>
        f.hasNumbers
          ? `für die Stelle als ${f.role}${at(f.company)} möchte ich Sie mit Ergebnissen überzeugen, die sich messen lassen, und mit der Erfahrung, die dahintersteht.`
          : `mit diesem Schreiben bewerbe ich mich um die Stelle als ${f.role}${at(f.company)} und stelle Ihnen meine bisherige Arbeit im Einzelnen vor.`,
      closing: (f) =>
        `In einem persönlichen Gespräch lege ich Ihnen gern im Einzelnen dar, was ich${at(f.company)} in den ersten Monaten angehen würde.`,
    },
    // Results are promised only by a person whose letter could tell one with its measure.
    closing: (f) =>
      f.hasNumbers
        ? `Welche Ergebnisse ich${at(f.company)} erreichen kann, bespreche ich gern in einem persönlichen Gespräch.`
        : `Wie ich meine Erfahrung${at(f.company)} einbringen kann, erläutere ich Ihnen gern in einem persönlichen Gespräch.`,
  },
  tech_leader: {
    subject: (role) => `Bewerbung für die Position ${role}`,
    salutation: () => 'Sehr geehrte Damen und Herren,',
    signOff: 'Beste Grüße',
    layout: ['duties', 'skills', 'answers', 'results', 'learning'],
    // Hands-on: a short letter goes on with the earlier work, not with a description of the person.
    reserve: ['earlier'],
    opening: (f) => [
      `die Stelle als ${f.role}${at(f.company)} beschreibt Arbeit, die ich aus der Praxis kenne.`,
      whereNow(
        f,
        (y) =>
          `Als ${f.title} bin ich ${y} im Einsatz${f.employer ? `, derzeit ${germanPlace('bei', f.employer)}` : ''}.`,
        `Zurzeit bin ich als ${f.currentRole}${at(f.employer)} im Einsatz.`,
      ),
    ],
    why: (c) => `Fachlich zieht mich vor allem an, dass ${c}.`,
    results: (r, employer) =>
      `Konkret ${verb(r.plural, 'stammt', 'stammen')} ${r.nom} aus meiner Arbeit${at(employer)}.`,
    deed: (c, employer) => `In der Praxis${at(employer)} habe ich zum Beispiel ${c}.`,
    answer: (topic, e, i) =>
      i === 1
        ? `Auch mit ${topic.dat} habe ich gearbeitet, etwa bei ${e.dat}.`
        : i === 2
          ? `Bei ${topic.dat} kann ich auf ${e.acc} verweisen.`
          : `Meine Erfahrung mit ${topic.dat} zeigt sich etwa an ${e.dat}.`,
    duties: (d, employer, isCurrent) =>
      `Mein Alltag${at(employer)} ${isCurrent ? 'besteht' : 'bestand'} aus ${d.dat}.`,
    scene: (s) => [
      `${s.year ? `${s.year} bin ich` : 'Ich bin'} als ${s.role}${at(s.employer)} eingestiegen.`,
    ],
    skills: (skills) =>
      `Zu meinem Handwerkszeug ${verb(skills.length > 1, 'gehört', 'gehören')} ${listPhrase(skills, 'und')}.`,
    learning: (d, certs) => [
      d ? `Fachlich ausgebildet bin ich mit ${degreePhrase(d, 'dat')}${d.year ? ` (${d.year})` : ''}.` : '',
      certs.length ? `Dazu ${verb(certs.length > 1, 'kommt', 'kommen')} ${quoted(certs)}.` : '',
    ],
    earlier: (role, employer, from) =>
      `Davor habe ich${from ? ` ab ${from}` : ''} als ${role}${at(employer)} gearbeitet.`,
    training: (t, from) => `Das Handwerk gelernt habe ich${from ? ` ab ${from}` : ''} in ${t.dat}.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${i === 1 ? 'Auch aus dieser Praxis' : 'Aus dieser Praxis'} ${verb(r.plural, 'stammt', 'stammen')} ${r.nom}.`
        : `Zu meinem Alltag dort ${verb(r.plural, 'gehörte', 'gehörten')} ${r.nom}.`,
    manner: (m) => `Bei der Arbeit bin ich ${m}.`,
    brief: {
      opening: (f) => [
        `die Stelle als ${f.role}${at(f.company)} passt zu meiner Praxis.`,
        whereNow(f, (y) => `Ich bin ${y} ${f.title}.`, `Ich bin ${f.currentRole}${at(f.employer)}.`),
      ],
      closing: 'Für Rückfragen bin ich jederzeit erreichbar.',
    },
    detailed: {
      lead: (f) =>
        `die Stelle als ${f.role}${at(f.company)} beschreibt Arbeit, die ich aus der Praxis kenne, und an Beispielen zeige ich Ihnen, wie ich sie angehe.`,
      closing: () =>
        'Gern gehe ich mit Ihnen im Gespräch die fachlichen Einzelheiten meiner bisherigen Arbeit durch.',
    },
    closing: () => 'Gern zeige ich Ihnen im Gespräch, wie ich bei meiner Arbeit vorgehe.',
  },
  cambridge_oxford: {
    subject: (role) => `Bewerbung um die Stelle als ${role}`,
    salutation: () => 'Sehr geehrte Damen und Herren,',
    signOff: 'Mit freundlichen Grüßen',
    layout: ['learning', 'answers', 'results', 'earlier', 'manner'],
    reserve: ['duties', 'skills'],
    opening: (f) => [
      `hiermit bewerbe ich mich um die Stelle als ${f.role}${at(f.company)}, und ich möchte im Folgenden darlegen, weshalb meine Ausbildung und meine bisherige Tätigkeit für diese Bewerbung sprechen.`,
      whereNow(
        f,
        (y) =>
          `${upperFirst(y)} bin ich als ${f.title} tätig${f.employer ? `, gegenwärtig ${germanPlace('bei', f.employer)}` : ''}, und diese Erfahrung bildet den Kern meiner Argumentation.`,
        `Gegenwärtig bin ich als ${f.currentRole}${at(f.employer)} tätig, und diese Tätigkeit bildet den Kern meiner Argumentation.`,
      ),
    ],
    why: (_c, _m, first) => `Mein Interesse an Ihrem Haus gründet vor allem darauf, dass ${first}.`,
    results: (r, employer) =>
      `Als gewichtigsten Beleg meiner Arbeit${at(employer)} möchte ich ${r.acc} anführen.`,
    deed: (c, employer) => `Für meine Arbeit${at(employer)} spricht vor allem, dass ich ${c} habe.`,
    // Each answer argued in its own words: one frame three times reads as a form.
    answer: (topic, e, i) =>
      i === 1
        ? `Für ${topic.acc} ${verb(e.plural, 'lässt', 'lassen')} sich ${e.nom} als Beleg anführen.`
        : i >= 2
          ? `Mit Blick auf ${topic.acc} ${verb(e.plural, 'ist', 'sind')} schließlich ${e.nom} zu nennen.`
          : `Ihrer Anforderung an ${topic.acc} entspreche ich, wie insbesondere ${e.nom} ${verb(e.plural, 'belegt', 'belegen')}.`,
    duties: (d, employer, isCurrent) =>
      `Meine Tätigkeit${at(employer)} ${isCurrent ? 'umfasst' : 'umfasste'} im Wesentlichen ${d.acc}.`,
    scene: (s) => [
      `${s.year ? `Im Jahr ${s.year}` : 'Zuletzt'} trat ich als ${s.role}${at(s.employer)} ein, eine Stelle, die ich ${s.isCurrent ? 'bis heute innehabe' : 'inzwischen verlassen habe'}.`,
    ],
    skills: (skills) =>
      // The names as listed, in apposition: "Kenntnisse in Kühlkette" would need the dative article.
      `Die in der Ausschreibung genannten Kenntnisse habe ich mir in meiner bisherigen Tätigkeit erarbeitet, namentlich ${listPhrase(skills, 'und')}.`,
    learning: (d, certs) => [
      d
        ? d.trade
          ? `Den Ausgangspunkt bildet meine ${trainingFor(d)}, die ich${d.year ? ` ${d.year}` : ''} abgeschlossen habe${d.institution ? ` (${d.institution})` : ''}.`
          : `Den Ausgangspunkt bildet meine ${trainingKind(d)}, die ich${d.year ? ` ${d.year}` : ''} mit dem ${degreeWords(d)} beendet habe${d.institution ? ` (${d.institution})` : ''}.`
        : '',
      // "Seither … diese Grundlage" points back at a training the letter has named; without one it has none to name.
      certs.length
        ? d
          ? `Seither habe ich diese Grundlage um ${quoted(certs, true, true)} ergänzt.`
          : `Meine fachliche Qualifikation ${verb(certs.length > 1, 'belegt', 'belegen')} ${quoted(certs, false, true)}.`
        : '',
    ],
    earlier: (role, employer, from) =>
      `Dem ging${from ? ` ab ${from}` : ''} meine Tätigkeit als ${role}${at(employer)} voraus, auf der meine heutige Arbeit aufbaut.`,
    training: (t, from) =>
      `Dem ging${from ? ` ab ${from}` : ''} ${t.nom} voraus; darauf baut meine heutige Arbeit auf.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `Als Ergebnis ${i === 1 ? 'auch dieser' : 'dieser'} Tätigkeit ${verb(r.plural, 'ist', 'sind')} ${r.nom} zu nennen.`
        : `Diese Tätigkeit umfasste ${i === 1 ? 'unter anderem' : 'insbesondere'} ${r.acc}.`,
    manner: (m) => `Meine Arbeitsweise würde ich als ${m} beschreiben.`,
    brief: {
      opening: (f) => [
        `gestatten Sie mir, mich in gebotener Kürze um die Stelle als ${f.role}${at(f.company)} zu bewerben.`,
        whereNow(
          f,
          (y) => `${upperFirst(y)} bin ich als ${f.title} tätig.`,
          `Gegenwärtig bin ich als ${f.currentRole} tätig.`,
        ),
      ],
      closing: 'Für ein Gespräch stehe ich Ihnen gern zur Verfügung.',
    },
    detailed: {
      lead: (f) =>
        `hiermit bewerbe ich mich um die Stelle als ${f.role}${at(f.company)}; im Folgenden lege ich ausführlich dar, weshalb meine Ausbildung, meine bisherige Tätigkeit und deren Ergebnisse für diese Bewerbung sprechen.`,
      closing: () =>
        'Ich würde mich freuen, diese Argumente in einem persönlichen Gespräch zu vertiefen und Ihre Fragen im Einzelnen zu beantworten.',
    },
    closing: () =>
      'Gern würde ich diese Argumente in einem persönlichen Gespräch vertiefen und stehe Ihnen dafür jederzeit zur Verfügung.',
  },
  stanford_bay_area: {
    subject: (role) => `Bewerbung – ${role}`,
    salutation: () => 'Hallo zusammen,',
    signOff: 'Viele Grüße',
    layout: ['answers', 'duties', 'skills', 'results', 'earlier'],
    // Direct: the training before the motivation the story styles open with; no self-description.
    reserve: ['learning', 'motivation'],
    opening: (f) => [
      `ich mache es kurz: Ich möchte als ${f.role}${f.company ? ` ${germanPlace('zu', f.company)}` : ''} wechseln.`,
      whereNow(
        f,
        (y) =>
          `${upperFirst(y)} bin ich ${f.title}${f.employer ? `, im Moment ${germanPlace('bei', f.employer)}` : ''}.`,
        `Im Moment bin ich ${f.currentRole}${at(f.employer)}.`,
      ),
    ],
    why: (_c, m) => `${upperFirst(m)} – genau dort möchte ich mitarbeiten.`,
    results: (r) => `Besonders stolz bin ich auf ${r.acc}.`,
    deed: (c) => `Was ich vorweisen kann: Ich habe ${c}.`,
    answer: (topic, e, i) =>
      i === 1
        ? `Und ${bare(topic)}? Hier verweise ich gern auf ${e.acc}.`
        : `${upperFirst(bare(topic))}? Da kann ich ${e.acc} vorweisen.`,
    duties: (d, _employer, isCurrent) =>
      // Direct: the day's work as the subject, a phrasing the story styles ("kümmere ich mich um") do not use.
      isCurrent
        ? `Zu meinem Tagesgeschäft ${verb(d.plural, 'gehört', 'gehören')} im Moment ${d.nom}.`
        : `Zuletzt ${verb(d.plural, 'gehörte', 'gehörten')} ${d.nom} zu meinem Tagesgeschäft.`,
    scene: (s) => [`${s.year ? `${s.year} ging es` : 'Es ging'}${at(s.employer)} los.`],
    skills: (skills) =>
      `${listPhrase(skills, 'und')} ${verb(skills.length > 1, 'ist', 'sind')} für mich nichts Neues.`,
    learning: (d) => [
      d
        ? d.trade
          ? `Gelernt habe ich ${d.trade}.`
          : d.field && isStudied(d)
            ? `Studiert habe ich ${d.field}.`
            : heldTitle(d)
              ? `Ich bin ${heldTitle(d)}.`
              : `Mein Abschluss ist „${d.name}“.`
        : '',
    ],
    earlier: (role, employer) => `Davor war ich ${role}${at(employer)}.`,
    training: (t, from) => `Angefangen hat alles${from ? ` ${from}` : ''} mit ${t.dat}.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${i === 1 ? 'Auch von dort' : 'Von dort'} nehme ich ${r.acc} mit.`
        : `${i === 1 ? 'Auch dort habe ich' : 'Dort habe ich'} mich um ${r.acc} gekümmert.`,
    manner: (m) => `So arbeite ich: ${m}.`,
    brief: {
      opening: (f) => [
        `kurz und knapp: Ich will als ${f.role}${f.company ? ` ${germanPlace('zu', f.company)}` : ''}.`,
        whereNow(f, (y) => `Ich bin ${y} ${f.title}.`, `Ich bin ${f.currentRole}.`),
      ],
      closing: 'Ich freue mich auf Ihren Anruf.',
    },
    detailed: {
      lead: (f) =>
        `ich möchte als ${f.role}${f.company ? ` ${germanPlace('zu', f.company)}` : ''} wechseln, und hier steht, warum.`,
      closing: () => 'Lust auf ein Gespräch? Dann erzähle ich Ihnen gern mehr über meine Arbeit.',
    },
    closing: () => 'Lust auf ein kurzes Gespräch? Ich freue mich auf Ihre Nachricht.',
  },
  eth_zurich: {
    subject: (role) => `Bewerbung als ${role} – Unterlagen`,
    salutation: () => 'Sehr geehrte Damen und Herren,',
    signOff: 'Freundliche Grüße',
    layout: ['answers', 'results', 'learning', 'skills', 'earlier'],
    // Formal: the manner before the duties, which the hands-on style tells first.
    reserve: ['manner', 'duties'],
    opening: (f) => [
      `auf Ihre Ausschreibung hin bewerbe ich mich als ${f.role}${at(f.company)}.`,
      whereNow(
        f,
        (y) =>
          `Ich bin ${y} als ${f.title} beschäftigt${f.employer ? `, derzeit ${germanPlace('bei', f.employer)}` : ''}.`,
        `Derzeit bin ich als ${f.currentRole}${at(f.employer)} beschäftigt.`,
      ),
      f.answered > 1 && f.speed !== 'advanced'
        ? 'Auf Ihre Anforderungen gehe ich im Folgenden der Reihe nach ein.'
        : '',
    ],
    why: (_c, _m, first) => `Ausschlaggebend für meine Bewerbung ist, dass ${first}.`,
    results: (r, employer) => `Messbar ist meine Arbeit${at(employer)} an ${r.dat}.`,
    deed: (c, employer) => `Messbar wird meine Arbeit${at(employer)} daran, dass ich ${c} habe.`,
    answer: (topic, e, i) =>
      i < 0
        ? `Ihre Anforderung an ${topic.acc} erfülle ich, was ${e.nom} ${verb(e.plural, 'belegt', 'belegen')}.`
        : `${ORDINALS[i] ?? 'Ferner'} erfülle ich Ihre Anforderung an ${topic.acc}, was ${e.nom} ${verb(e.plural, 'belegt', 'belegen')}.`,
    duties: (d, employer, isCurrent) =>
      `Mein Aufgabenbereich${at(employer)} ${isCurrent ? 'ist' : 'war'} ${d.nom}.`,
    scene: (s) => [`Seit ${s.year || 'einiger Zeit'} bin ich als ${s.role}${at(s.employer)} beschäftigt.`],
    // The names stay the nominative they are listed in, so they stand as the subject: "decke ich
    // Sächsischer Bildungsplan ab" would need the accusative.
    skills: (skills) =>
      `Zu den geforderten Voraussetzungen, die ich mitbringe, ${verb(namesTwo(skills), 'zählt', 'zählen')} ${listPhrase(skills, 'und')}.`,
    learning: (d, certs, languages) => [
      d ? `Formal qualifiziert mich ${degreePhrase(d, 'nom')}${inParens(d) ? ` (${inParens(d)})` : ''}.` : '',
      certs.length ? `Hinzu ${verb(certs.length > 1, 'kommt', 'kommen')} ${quoted(certs)}.` : '',
      languages.length > 1 ? `Zu meinen Sprachkenntnissen zählen ${listPhrase(languages, 'und')}.` : '',
    ],
    earlier: (role, employer, from) =>
      `Zuvor war ich${from ? ` ab ${from}` : ''} als ${role}${at(employer)} beschäftigt.`,
    training: (t, from) => `Zuvor habe ich${from ? ` ab ${from}` : ''} ${t.nom} abgeschlossen.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${i === 1 ? 'Ebenso belegt' : 'Belegt'} ist diese Tätigkeit durch ${r.acc}.`
        : `Mein Aufgabenbereich umfasste dort ${i === 1 ? 'ebenso' : 'insbesondere'} ${r.acc}.`,
    manner: (m) => `Meine Arbeitsweise ist ${m}.`,
    brief: {
      opening: (f) => [
        `mit diesem Schreiben bewerbe ich mich als ${f.role}${at(f.company)}.`,
        whereNow(
          f,
          (y) => `Beschäftigt bin ich ${y} als ${f.title}.`,
          `Beschäftigt bin ich als ${f.currentRole}.`,
        ),
      ],
      closing: 'Für Rückfragen stehe ich zur Verfügung.',
    },
    detailed: {
      lead: (f) =>
        `hiermit bewerbe ich mich um die ausgeschriebene Stelle als ${f.role}${at(f.company)} und gehe dabei auf jede Ihrer Anforderungen einzeln ein.`,
      closing: () =>
        'Für ein Vorstellungsgespräch stehe ich Ihnen nach Absprache zur Verfügung; Zeugnisse reiche ich auf Wunsch gern nach.',
    },
    closing: () => 'Für ein Vorstellungsgespräch stehe ich Ihnen nach Absprache zur Verfügung.',
  },
  apple_creative: {
    subject: (role) => `${upperFirst(role)} – meine Bewerbung`,
    salutation: () => 'Guten Tag,',
    signOff: 'Danke und freundliche Grüße',
    layout: ['scene', 'motivation', 'answers', 'manner', 'learning'],
    reserve: ['results', 'earlier', 'skills'],
    opening: (f) => [`ich möchte als ${f.role}${at(f.company)} arbeiten.`],
    why: (c) => `Mich zieht es zu Ihnen, weil ${c}.`,
    results: (r) => `${upperFirst(r.nom)} ${verb(r.plural, 'geht', 'gehen')} auf mich zurück.`,
    // Duties are part of the work ("gehört zu meinen Aufgaben"); a result goes back to it.
    deed: (c) => `Ich habe ${c}.`,
    answer: (topic, e, i) =>
      `${i === 1 ? `Auch ${topic.acc} kenne ich aus der Praxis.` : `Sie suchen Erfahrung mit ${topic.dat}.`} ${upperFirst(e.nom)} ${
        e.duty
          ? `${e.duty === 'current' ? verb(e.plural, 'gehört', 'gehören') : verb(e.plural, 'gehörte', 'gehörten')} zu meinen Aufgaben`
          : `${verb(e.plural, 'geht', 'gehen')} auf meine Arbeit zurück`
      }.`,
    duties: (d, _employer, isCurrent) =>
      isCurrent ? `Heute kümmere ich mich um ${d.acc}.` : `Damals habe ich mich um ${d.acc} gekümmert.`,
    scene: (s) => [
      s.training
        ? `${s.year ? `${s.year} habe ich` : 'Ich habe'}${at(s.employer)} ${s.training} begonnen.`
        : `${s.year ? `${s.year} habe ich` : 'Ich habe'}${at(s.employer)} als ${s.role} angefangen.`,
      s.duties
        ? `${s.isCurrent ? 'Seitdem kümmere ich mich' : 'Dort habe ich mich'} um ${withoutSetting(s.duties)}${s.isCurrent ? '' : ' gekümmert'}.`
        : '',
      s.result
        ? `${upperFirst(s.result.nom)} ${verb(s.result.plural, 'geht', 'gehen')} dort auf mich zurück.`
        : '',
    ],
    // The list as an object in the accusative, as it is written: "mit … Jahresabschlüsse" would need the dative.
    skills: (skills) => `Im Arbeitsalltag setze ich ${listPhrase(skills, 'und')} ein.`,
    learning: (d, _certs, languages) => [
      d
        ? d.trade
          ? `Meine ${trainingFor(d)} habe ich${d.year ? ` ${d.year}` : ''} abgeschlossen.`
          : d.field && d.year && isStudied(d)
            ? `Mein Studium in ${d.field} habe ich ${d.year} abgeschlossen.`
            : `Meinen ${degreeWords(d)} habe ich${d.year ? ` ${d.year}` : ''} gemacht.`
        : '',
      languages.join(' und ').includes(' und ') ? besidesNative(languages) : '',
    ],
    earlier: (role, employer) => `Vorher war ich ${role}${at(employer)}.`,
    training: (t, from) => `${from ? `${from} habe ich` : 'Ich habe'} mit ${t.dat} begonnen.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${upperFirst(r.nom)} ${verb(r.plural, 'stammt', 'stammen')} aus ${i === 1 ? 'jener' : 'dieser'} Zeit.`
        : `${upperFirst(r.nom)} ${verb(r.plural, 'lag', 'lagen')} ${i === 1 ? 'auch dort' : 'dort'} in meiner Hand.`,
    manner: (m) => `Ich arbeite ${m}.`,
    brief: {
      opening: (f) => [`ich möchte als ${f.role}${at(f.company)} anfangen.`],
      closing: 'Ich freue mich auf Ihre Antwort.',
    },
    detailed: {
      lead: (f) =>
        whereNow(
          f,
          (y) => `ich möchte als ${f.role}${at(f.company)} arbeiten. Ich bin ${y} ${f.title}.`,
          `ich möchte als ${f.role}${at(f.company)} arbeiten. Ich bin ${f.currentRole}.`,
        ) || `ich möchte als ${f.role}${at(f.company)} arbeiten.`,
      closing: () => 'Ich würde Sie gern kennenlernen und Ihnen mehr zeigen.',
    },
    closing: () => 'Ich würde Sie gern kennenlernen.',
  },
  spotify_creative: {
    subject: (role) => `Meine Bewerbung als ${role}`,
    // "Liebes Team der Sachsenwerk GmbH", never "von der": the genitive where German knows the article.
    salutation: (company) =>
      company ? `Liebes Team ${germanGenitive(company) ?? `von ${company}`},` : 'Liebes Team,',
    signOff: 'Herzliche Grüße',
    layout: ['answers', 'scene', 'motivation', 'earlier', 'learning'],
    reserve: ['manner', 'results', 'skills'],
    opening: (f) => [
      `mit Freude habe ich gelesen, dass Sie Verstärkung als ${f.role} suchen.`,
      whereNow(
        f,
        (y) => `Ich arbeite ${y} als ${f.title}, und die Arbeit macht mir bis heute Freude.`,
        `Zurzeit arbeite ich als ${f.currentRole}${at(f.employer)}, und die Arbeit macht mir Freude.`,
      ),
    ],
    // Not the scene's own words for its result ("Besonders gern erinnere ich mich an …"): both may be told.
    why: (c) => `Mir gefällt, dass ${c}.`,
    results: (r) => `Ebenso gern denke ich an ${r.acc} zurück.`,
    deed: (c) => `Gern erzähle ich auch davon, wie ich ${c} habe.`,
    answer: (topic, e, i) =>
      i === 1
        ? `Und wenn es um ${topic.acc} geht, ${verb(e.plural, 'fällt', 'fallen')} mir ${e.nom} ein.`
        : i === 2
          ? `An ${topic.acc} denke ich gern, vor allem an ${e.acc}.`
          : `Beim Thema ${bare(topic)} denke ich an ${e.acc}.`,
    duties: (d, employer, isCurrent) =>
      `${isCurrent ? 'Mein Alltag' : 'Mein Alltag damals'}${at(employer)} dreht sich um ${d.acc}.`,
    scene: (s) => [
      `Eine Station, an die ich gern denke, ist ${s.employer ? germanNominative(s.employer) : 'meine jetzige Stelle'}: Dort habe ich${s.year ? ` ${s.year}` : ''} ${s.training ? `${s.training} begonnen` : `als ${s.role} angefangen`}.`,
      // In the story's own words and tense: a post left is told in the past.
      s.duties
        ? s.isCurrent
          ? `Bis heute dreht sich mein Alltag dort um ${s.duties}.`
          : `Mein Alltag drehte sich dort um ${s.duties}.`
        : '',
      s.result ? `Besonders gern erinnere ich mich an ${s.result.acc}.` : '',
    ],
    skills: (skills) =>
      // Only what the profile holds: no trait ("Mein Wissen gebe ich gern weiter") the person never wrote.
      `Am liebsten arbeite ich mit dem, was ich gut kann: ${listPhrase(skills, 'und')}.`,
    learning: (d, certs) => [
      // The degree only: no "dazugelernt habe ich seitdem ständig" the profile does not say.
      d ? `Meine Grundlage ist ${degreePhrase(d, 'nom')}.` : '',
      certs.length
        ? `Unterwegs ${verb(certs.length > 1, 'kam', 'kamen')} ${quoted(certs, false, true)} hinzu.`
        : '',
    ],
    earlier: (role, employer, from) =>
      `Davor habe ich${from ? ` ab ${from}` : ''} als ${role}${at(employer)} viel gelernt.`,
    training: (t, from) =>
      `Begonnen hat mein Weg${from ? ` ${from}` : ''} mit ${t.dat}, und daran denke ich gern zurück.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${i === 1 ? 'Auch in dieser Zeit' : 'In dieser Zeit'} ${verb(r.plural, 'ist', 'sind')} ${r.nom} entstanden.`
        : `${i === 1 ? 'Auch dort kümmerte' : 'Dort kümmerte'} ich mich um ${r.acc}.`,
    manner: (m) => `Ich selbst würde sagen, ich bin ${m}.`,
    brief: {
      opening: (f) => [
        `Sie suchen Verstärkung als ${f.role}, und ich wäre gern dabei.`,
        whereNow(f, (y) => `Ich bin ${y} ${f.title}.`, `Ich bin ${f.currentRole}.`),
      ],
      closing: 'Ich freue mich darauf, von Ihnen zu hören.',
    },
    detailed: {
      lead: (f) =>
        `mit großer Freude habe ich gelesen, dass ${f.company ? germanNominative(f.company) : 'Ihr Team'} Verstärkung als ${f.role} sucht.`,
      closing: () =>
        'Am liebsten würde ich Ihr Team bald persönlich kennenlernen und mehr über Ihre Arbeit erfahren.',
    },
    closing: () => 'Ich würde mich freuen, Sie und Ihr Team kennenzulernen.',
  },
  ogilvy_creative: {
    subject: (role) => `Bewerbung als ${role} – Tatsachen statt Adjektive`,
    salutation: () => 'Sehr geehrte Damen und Herren,',
    signOff: 'Mit besten Grüßen',
    layout: ['answers', 'results', 'skills', 'learning', 'earlier'],
    reserve: ['duties', 'manner'],
    opening: (f) => [
      `statt vieler Adjektive nenne ich Ihnen Tatsachen, die für mich als ${f.role}${at(f.company)} sprechen.`,
      whereNow(
        f,
        (y) => `Die erste Tatsache ist, dass ich ${y} als ${f.title} arbeite.`,
        `Die erste Tatsache ist, dass ich derzeit als ${f.currentRole}${at(f.employer)} arbeite.`,
      ),
    ],
    why: (_c, m) => `Und eine Tatsache spricht für Sie: ${upperFirst(m)}.`,
    results: (r, employer) =>
      `${employer ? upperFirst(germanPlace('bei', employer)) : 'Hinzu'} ${verb(r.plural, 'kommt', 'kommen')} ${r.nom}${employer ? ' hinzu' : ''}.`,
    deed: (c, employer) => `Eine weitere Tatsache ist, dass ich${at(employer)} ${c} habe.`,
    answer: (topic, e, i) =>
      i === 1
        ? `Für ${topic.acc} spricht eine zweite Tatsache, nämlich ${e.nom}.`
        : i === 2
          ? `Tatsache Nummer drei betrifft ${topic.acc}, und zwar ${e.nom}.`
          : `Zum Thema ${bare(topic)} ${verb(e.plural, 'spricht', 'sprechen')} ${e.nom} für sich.`,
    duties: (d, employer) => `Meine Aufgabe${at(employer)} in einem Satz: ${d.nom}.`,
    scene: (s) => [`${s.year ? `Seit ${s.year}` : 'Zurzeit'} arbeite ich als ${s.role}${at(s.employer)}.`],
    skills: (skills) =>
      `${listPhrase(skills, 'und')} ${verb(skills.length > 1, 'gehört', 'gehören')} nachweislich zu meinen Kenntnissen.`,
    learning: (d, certs) => [
      d
        ? `Schwarz auf weiß belegt das ${degreePhrase(d, 'nom')}${inParens(d) ? ` (${inParens(d)})` : ''}.`
        : '',
      certs.length ? `Ebenso belegt ${verb(certs.length > 1, 'ist', 'sind')} ${quoted(certs)}.` : '',
    ],
    earlier: (role, employer, from) =>
      `Belegbar ist auch meine frühere Stelle als ${role}${at(employer)}${from ? ` (ab ${from})` : ''}.`,
    training: (t, from) => `Belegbar ist auch ${t.nom}${from ? ` (ab ${from})` : ''}.`,
    earlierItem: (r, isResult, i) =>
      isResult
        ? `${i === 1 ? 'Noch eine Tatsache' : 'Eine Tatsache'} aus dieser Zeit ist ${r.nom}.`
        : `Nachweisbar ${verb(r.plural, 'gehörte', 'gehörten')} dort ${r.nom} zu meinen Aufgaben.`,
    manner: (m) => `In eigenen Worten bin ich ${m}.`,
    brief: {
      opening: (f) => [
        `ich bewerbe mich als ${f.role}${at(f.company)}, und ich halte mich an Tatsachen.`,
        whereNow(f, (y) => `Ich arbeite ${y} als ${f.title}.`, `Ich arbeite als ${f.currentRole}.`),
      ],
      closing: 'Passen diese Tatsachen, freue ich mich auf Ihren Anruf.',
    },
    detailed: {
      lead: (f) =>
        `statt vieler Adjektive lege ich Ihnen Tatsache für Tatsache dar, was für mich als ${f.role}${at(f.company)} spricht.`,
      closing: () =>
        'Ob diese Tatsachen zu Ihrer Stelle passen, klären wir am besten in einem persönlichen Gespräch.',
    },
    closing: () => 'Wenn diese Tatsachen zu Ihrer Stelle passen, freue ich mich auf ein Gespräch.',
  },
}
