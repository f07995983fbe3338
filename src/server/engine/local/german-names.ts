// An organisation's name in a German sentence. A name that opens with a common noun ("Hotel Sacher
// Salzburg", "Kanzlei Overbeck & Partner", "Stadt Bonn") takes that noun's article after a preposition,
// as a German reader expects: "im Hotel Sacher Salzburg", "in der Kanzlei Overbeck & Partner", "bei der
// Stadt Bonn", not "bei Hotel Sacher Salzburg". Any other name ("Siemens", "Lindemann Haustechnik GmbH")
// stands bare: "bei Siemens". Only a closed list of nouns counts, so a surname or a town that merely ends
// like one ("Neuhaus", "Mannheim") is never given an article. A name ending in its legal form is that
// form's noun, whatever it opens with: "bei der Lindemann Haustechnik GmbH" (die Gesellschaft), "bei
// der Autohaus Brenner GmbH", "beim Förderverein Lindenschule e. V." (der Verein).

export type GermanPreposition = 'bei' | 'von' | 'zu'

type Head = { gender: 'm' | 'f' | 'n' | 'p'; bei: string }

const IN_NEUTER: Head = { gender: 'n', bei: 'im' }
const AT_NEUTER: Head = { gender: 'n', bei: 'am' }
const BY_NEUTER: Head = { gender: 'n', bei: 'beim' }
const IN_FEMININE: Head = { gender: 'f', bei: 'in der' }
const AT_FEMININE: Head = { gender: 'f', bei: 'an der' }
const BY_FEMININE: Head = { gender: 'f', bei: 'bei der' }
const BY_MASCULINE: Head = { gender: 'm', bei: 'beim' }
const IN_MASCULINE: Head = { gender: 'm', bei: 'im' }
// A plural name: "die Stadtwerke München", "bei den Stadtwerken München".
const BY_PLURAL: Head = { gender: 'p', bei: 'bei den' }

// Whole words, lower-cased; compounds are found by their last part below.
const HEADS = new Map<string, Head>([
  ...[
    'hotel',
    'haus',
    'büro',
    'klinikum',
    'krankenhaus',
    'autohaus',
    'wohnhaus',
    'kaufhaus',
    'modehaus',
    'möbelhaus',
    'gasthaus',
    'brauhaus',
    'rathaus',
    'kinderhaus',
    'familienzentrum',
    'zentrum',
    'pflegeheim',
    'seniorenheim',
    'altenheim',
    'kinderheim',
    'restaurant',
    'café',
    'theater',
    'museum',
    'labor',
    'studio',
    'amt',
    'weingut',
    'mvz',
  ].map((word) => [word, IN_NEUTER] as const),
  ...['gasthof', 'kindergarten'].map((word) => [word, IN_MASCULINE] as const),
  ['institut', AT_NEUTER],
  ['kolleg', AT_NEUTER],
  ['gymnasium', AT_NEUTER],
  ['unternehmen', BY_NEUTER],
  ...[
    'kanzlei',
    'praxis',
    'klinik',
    'apotheke',
    'bäckerei',
    'metzgerei',
    'brauerei',
    'druckerei',
    'schreinerei',
    'tischlerei',
    'gärtnerei',
    'kita',
  ].map((word) => [word, IN_FEMININE] as const),
  ...['schule', 'universität', 'hochschule', 'akademie', 'fachhochschule', 'fh', 'tu', 'eth'].map(
    (word) => [word, AT_FEMININE] as const,
  ),
  ...[
    'bank',
    'sparkasse',
    'stadt',
    'region',
    'landeshauptstadt',
    'hansestadt',
    'kreisverwaltung',
    'stadtverwaltung',
    'verwaltung',
    'gemeinde',
    'agentur',
    'stiftung',
    'versicherung',
    'gesellschaft',
    'genossenschaft',
    'spedition',
    'behörde',
    'beratung',
    'polizei',
    'feuerwehr',
    'hilfe',
  ].map((word) => [word, BY_FEMININE] as const),
  ...['stadtwerke', 'werke', 'kliniken', 'verkehrsbetriebe', 'betriebe'].map(
    (word) => [word, BY_PLURAL] as const,
  ),
  ...['verlag', 'betrieb', 'konzern', 'verein', 'verband', 'landkreis', 'pflegedienst', 'rettungsdienst'].map(
    (word) => [word, BY_MASCULINE] as const,
  ),
])

// Compound heads end in one of these parts ("Steuerbüro", "Landratsamt", "Grundschule", "Volksbank").
const COMPOUND_ENDINGS = [
  'büro',
  'hotel',
  'zentrum',
  'klinikum',
  'krankenhaus',
  'wohnhaus',
  'pflegeheim',
  'amt',
  'schule',
  'bank',
  'kasse',
  'klinik',
  'praxis',
  'kanzlei',
  'verwaltung',
  'agentur',
  'verlag',
  'dienst',
  'beratung',
  'verband',
  'verein',
  'kolleg',
  'gesellschaft',
  'gymnasium',
  'hilfe',
]

// An acronym before the noun ("LKH-Univ. Klinikum Graz", "BMW Bank"): the noun after it decides.
const ACRONYM = /^\p{Lu}{2,}(?:-\p{Lu}[\p{L}]*\.?)*$/u
// A proper name before the noun ("Asklepios Klinik Altona", "Albertinen Krankenhaus"): the noun
// decides too, unless the first word is an adjective that the article would inflect ("Deutsche Bank").
const NAME_BEFORE_HEAD = /^\p{Lu}[\p{L}.'’-]*$/u

/** Where the name's head noun stands: its first word, or the second after an acronym or a name. */
function headIndex(words: string[]): number {
  const [lead = '', next = ''] = words
  // "Wiener Wohnhilfe": a compound after the name decides as a whole word does.
  if (HEADS.has(lead.toLocaleLowerCase('de')) || !headNoun(next)) return 0
  return ACRONYM.test(lead) || (NAME_BEFORE_HEAD.test(lead) && !/e$/.test(lead)) ? 1 : 0
}

// A legal form at the end of the name: a company (die GmbH, die AG, die KG, die eG, die PartG) or
// an association (der e. V.).
const COMPANY_FORM =
  /\s(?:gGmbH|GmbH(?:\s?&\s?Co\.\s?(?:KG|OHG))?|mbH|AG|SE|KG|KGaA|OHG|eG|UG(?:\s\(haftungsbeschränkt\))?|PartG(?:\smbB)?|Sagl|Sàrl|SA)$/u
const ASSOCIATION_FORM = /\se\.\s?V\.$/u

function headOf(name: string): Head | null {
  if (COMPANY_FORM.test(name.trim())) return BY_FEMININE
  const words = name.trim().split(/\s+/, 2)
  // An association is "der Verein", unless its name opens with a noun of its own: "bei der
  // Lebenshilfe Gießen e. V.", never "beim Lebenshilfe".
  if (ASSOCIATION_FORM.test(name.trim())) return headNoun(words[0] ?? '') ?? BY_MASCULINE
  // "Städtische Kita Sonnenblume", "Evangelischer Kirchenverband Köln": the noun after the adjective decides.
  if (adjectiveStem(words[0] ?? '') && words[1]) return headNoun(words[1])
  return headNoun(words[headIndex(words)] ?? '')
}

// An adjective that opens a name and takes the article's ending: "Städtische", "Evangelischer",
// "Technische", "Deutsche". A town's "-er" ("Berliner Sparkasse") never changes, nor does a name.
const OPENING_ADJECTIVE =
  /^(\p{Lu}\p{Ll}*(?:isch|lich|ig|al|ell|iv|är|eutsch|rei|ivat|ffentlich))(?:e|er|es)$/u

function adjectiveStem(word: string): string | null {
  return OPENING_ADJECTIVE.exec(word)?.[1] ?? null
}

/** The name with its opening adjective in the weak ending an article asks for ("der Städtischen Kita"). */
function inflected(name: string, ending: 'e' | 'en'): string {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  const stem = adjectiveStem(first)
  return stem ? [`${stem}${ending}`, ...rest].join(' ') : name
}

function headNoun(first: string): Head | null {
  if (!/^\p{Lu}/u.test(first)) return null
  const word = first.toLocaleLowerCase('de').replace(/[-–]$/, '')
  const exact = HEADS.get(word)
  if (exact) return exact
  // Before "FH Campus Wien", "TU München": an acronym the list names is a head too.
  const ending = COMPOUND_ENDINGS.find((end) => word.length > end.length + 2 && word.endsWith(end))
  // "Zimmerei", "Spenglerei", "Molkerei": a trade's workshop in "-erei" is feminine, like "Bäckerei".
  if (!ending) return /^\p{Ll}{3,}erei$/u.test(word) ? IN_FEMININE : null
  return HEADS.get(ending) ?? (ending === 'kasse' ? BY_FEMININE : ending === 'dienst' ? BY_MASCULINE : null)
}

/** A plural name in the dative: its head noun takes -n ("den Stadtwerken München"). */
function pluralDative(name: string): string {
  const words = name.trim().split(/\s+/)
  const at = words.findIndex((w) => headNoun(w)?.gender === 'p')
  if (at < 0 || /n$/.test(words[at]!)) return name
  words[at] = `${words[at]}n`
  return words.join(' ')
}

/**
 * "bei Siemens", "im Hotel Sacher Salzburg", "in der Kanzlei Overbeck", "zur Stadt Bonn", "vom Verlag
 * C.H. Beck": the preposition and, where the name opens with a common noun, its article.
 */
export function germanPlace(preposition: GermanPreposition, name: string): string {
  const head = headOf(name)
  if (!head) return `${preposition} ${name}`
  if (head.gender === 'p') return `${preposition === 'bei' ? 'bei' : preposition} den ${pluralDative(name)}`
  const dative = inflected(name, 'en')
  if (preposition === 'bei') return `${head.bei} ${dative}`
  if (preposition === 'von') return `${head.gender === 'f' ? 'von der' : 'vom'} ${dative}`
  return `${head.gender === 'f' ? 'zur' : 'zum'} ${dative}`
}

/** The name as a subject or complement: "das Hotel Sacher Salzburg", "die Kanzlei Overbeck", "Siemens". */
export function germanNominative(name: string): string {
  const head = headOf(name)
  if (!head) return name
  return `${head.gender === 'f' || head.gender === 'p' ? 'die' : head.gender === 'm' ? 'der' : 'das'} ${inflected(name, 'e')}`
}

/**
 * The name after a noun, in the genitive, where its article is known: "der Lindemann Haustechnik GmbH",
 * "des Autohauses Kessler" (the head noun takes -s or -es), "des Landkreises Osnabrück"; null for a
 * bare name ("Siemens"), which German does not put in the genitive after "Team".
 */
export function germanGenitive(name: string): string | null {
  const head = headOf(name)
  if (!head) return null
  if (head.gender === 'f' || head.gender === 'p') return `der ${inflected(name, 'en')}`
  const words = inflected(name, 'en').split(/\s+/)
  const at = adjectiveStem(name.trim().split(/\s+/)[0] ?? '') ? 1 : headIndex(words)
  const word = words[at]!
  // A noun ending in a sibilant or in -amt takes -es ("Hauses", "Kreises", "Amtes"), any other -s.
  // An acronym stays as it is: "des MVZ Isartal".
  if (!ACRONYM.test(word)) words[at] = /(?:s|ß|x|z|amt)$/u.test(word) ? `${word}es` : `${word}s`
  return `des ${words.join(' ')}`
}
