import { stripEnd, upperFirst } from '#server/engine/local/phrasing.ts'

// German noun phrases for the German letter: most German bullets are noun phrases ("Senkung der
// Stillstandzeiten um 15 %"), told with the article their head noun's suffix calls for, in the case
// the sentence around them needs. Nothing here adds a fact.

export type Gender = 'f' | 'm' | 'n'
export type Case = 'nom' | 'acc' | 'dat'

// The grammatical gender of a German noun by its suffix, where the suffix decides it reliably.
const FEMININE = /(ung|heit|keit|schaft|ion|tät|ik|enz|anz|ie|ei|ur|age|nahme|gabe)$/
const MASCULINE = /(bau|schluss|ling|ismus|einsatz|wechsel|vertrieb|einkauf|verkauf|ablauf|betrieb)$/
const NEUTER = /(chen|lein|ment|um|programm|projekt|konzept)$/

// A compound takes the gender of its last part ("Bearbeitungszeit", "Kreditvolumen", "Dienstplan"):
// common last parts of resume nouns whose ending alone does not tell their gender.
const HEADS: [Gender, string[]][] = [
  ['f', ['zeit', 'rate', 'quote', 'zahl', 'menge', 'dauer', 'steuer', 'frist', 'liste', 'kette', 'bank']],
  [
    'm',
    [
      'umsatz',
      'anteil',
      'aufwand',
      'bestand',
      'ertrag',
      'gewinn',
      'verlust',
      'prozess',
      'dienst',
      'vertrag',
    ].concat([
      'antrag',
      'auftrag',
      'plan',
      'markt',
      'stand',
      'bericht',
      'standard',
      'katalog',
      'leitfaden',
      'tag',
      // English loans German treats as masculine: "der Rollout", "der Relaunch".
      'rollout',
      'launch',
    ]),
  ],
  [
    'n',
    [
      'volumen',
      'team',
      'system',
      'verfahren',
      'ergebnis',
      'budget',
      'angebot',
      'geschäft',
      'handbuch',
    ].concat(['portal', 'modul', 'netzwerk', 'lager', 'material', 'formular', 'protokoll', 'archiv']),
  ],
]

/** The gender of a German noun by its suffix or its last part, or null when neither decides it. */
export function genderOf(noun: string): Gender | null {
  const w = noun.toLowerCase()
  if (NEUTER.test(w)) return 'n'
  if (MASCULINE.test(w)) return 'm'
  if (FEMININE.test(w)) return 'f'
  for (const [gender, heads] of HEADS) if (heads.some((h) => w.endsWith(h))) return gender
  return null
}

const ARTICLES: Record<Case, Record<Gender, string>> = {
  nom: { f: 'die', m: 'der', n: 'das' },
  acc: { f: 'die', m: 'den', n: 'das' },
  dat: { f: 'der', m: 'dem', n: 'dem' },
}

/** A noun phrase the letter can decline: its gender, an optional leading adjective and the rest. */
export type NounPhrase = { gender: Gender; adjective: string; rest: string; isPlural?: boolean }

// A feminine noun in the plural by its suffix: "Preisverhandlungen", "Schnittstellen" is not one.
const FEMININE_PLURAL = /(?:ungen|heiten|keiten|schaften|ionen|täten)$/

/**
 * A German bullet or topic as a noun phrase: "Senkung der … um 15 %", or an adjective before the
 * noun ("Eigenverantwortliche Erstellung von …"). Null when it opens with no noun whose gender is known.
 */
export function nounPhrase(text: string): NounPhrase | null {
  // "Kreditvolumen … um 18 % gesteigert", "Konzept überarbeitet, gemeinsam mit …": a clause, not a phrase.
  if (participleClause(stripEnd(text).split(', ', 1)[0] ?? '')) return null
  const words = withClauseInBrackets(stripEnd(text)).split(/\s+/)
  const [first = '', second = ''] = words
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return null
  // "Preisverhandlungen bei …": a plural takes the plural's article in every case.
  if (FEMININE_PLURAL.test(first.toLowerCase()))
    return { gender: 'f', adjective: '', rest: words.join(' '), isPlural: true }
  const head = genderOf(first)
  if (head) return { gender: head, adjective: '', rest: words.join(' ') }
  // "Eigenverantwortliche Erstellung": a declined adjective before a noun of known gender.
  const after = genderOf(second)
  if (/e$/.test(first) && after && /^\p{Lu}\p{Ll}+$/u.test(second))
    return { gender: after, adjective: first.toLowerCase().slice(0, -1), rest: words.slice(1).join(' ') }
  return null
}

// A noun naming a result ("Einsparung von 38.000 €"), as a bullet opens with it or tells it after
// the duty it came from, with or without its year: "…, 2023 Einsparung von 38.000 €".
const RESULT_NOUN =
  '(?:Senkung|Steigerung|Reduzierung|Reduktion|Verkürzung|Erhöhung|Halbierung|Verdopplung|Verbesserung|Verringerung|Einsparung)(?![\\p{L}])'
const RESULT_NOUN_AFTER_COMMA = new RegExp(String.raw`^[,;]\s(?:(?:19|20)\d\d\s)?${RESULT_NOUN}`, 'u')

/**
 * A resume bullet often pairs a noun phrase with its result as a clipped clause: "Einführung des
 * Online-Check-ins, Wartezeit beim Check-in um 40 % gesenkt". Inside a sentence the clause goes in
 * brackets ("die Einführung des Online-Check-ins (Wartezeit … gesenkt)"), or it would read as a second
 * item of the list the phrase stands in; so does a detail ("…, davon 5 in Polen").
 */
function withClauseInBrackets(text: string): string {
  // After a comma or a semicolon: "Umstellung von 20 Mandanten auf DATEV; Belegrücklauf … verkürzt".
  const comma = text.search(/[,;] /)
  if (comma < 0) return text
  const clause = text.slice(comma + 2)
  // A detail after the comma ("…, davon 5 in Polen", "…, vor allem Ärzte und Architekten") would
  // leave the verb after it with no closing comma: it goes in brackets too.
  // So does a count told after it: "…, rund 2.500 Bestellungen im Jahr".
  const isDetail =
    /^(?:davon|darunter|vor allem|insbesondere|unter anderem|zuletzt|gemeinsam mit|zusammen mit)\s/.test(
      clause,
    ) || /^(?:rund|etwa|ca\.|knapp|über|bis zu)\s\d/.test(clause)
  // So does a result told after the duty it came from: "…, 2023 Einsparung von 38.000 €".
  const isResult = RESULT_NOUN_AFTER_COMMA.test(text.slice(comma))
  return (participleClause(clause) || isDetail || isResult) && !participleClause(text.slice(0, comma))
    ? `${text.slice(0, comma)} (${clause})`
    : text
}

// Where a duty took place: "… in der Radiologie eines Klinikums …", "… im Vertriebsinnendienst".
const SETTING = /\s(?:in der|in den|im)\s/g

/**
 * A long duty phrase without the place it was done in, for the styles that write short sentences:
 * "die Untersuchungen an zwei MRT- und einem CT-Gerät in der Radiologie eines Klinikums der
 * Schwerpunktversorgung" -> "die Untersuchungen an zwei MRT- und einem CT-Gerät". The work itself
 * stays whole (at least four words before the place); a short phrase is kept as it is.
 */
export function withoutSetting(phrase: string): string {
  if (phrase.split(/\s+/).length <= 10 || /[()]/.test(phrase)) return phrase
  for (const m of phrase.matchAll(SETTING)) {
    const head = phrase.slice(0, m.index)
    if (head.split(/\s+/).length >= 4) return head.replace(/,$/, '')
  }
  return phrase
}

/** The phrase with its definite article in the case given: "dem Umbau von 6 Schaltschränken". */
export function decline(phrase: NounPhrase, kase: Case): string {
  if (phrase.isPlural) return `${kase === 'dat' ? 'den' : 'die'} ${phrase.rest}`
  const article = ARTICLES[kase][phrase.gender]
  if (!phrase.adjective) return `${article} ${phrase.rest}`
  // After a definite article the adjective ends in -e in the nominative (and the feminine and
  // neuter accusative), otherwise in -en.
  const weakE = kase === 'nom' || (kase === 'acc' && phrase.gender !== 'm')
  return `${article} ${phrase.adjective}${weakE ? 'e' : 'en'} ${phrase.rest}`
}

// A past participle: "gesenkt", with a separable prefix "eingearbeitet", "aufgebaut", with an
// inseparable one "verkürzt", "überarbeitet", "bestanden" (also after a separable one: "vorbereitet"),
// or a verb in -ieren "reduziert".
const PARTICIPLE =
  /^(?:(?:ab|an|auf|aus|bei|ein|mit|nach|um|vor|zu|zurück|durch|her|hin|weiter|fest|frei|neu)?ge\p{Ll}+(?:t|en)|(?:ab|an|auf|aus|ein|mit|nach|vor|zu|zurück)?(?:ver|be|er|über|unter|zer|ent|emp|miss)\p{Ll}{2,}(?:t|en)|\p{Ll}+iert)$/u

/** A bullet that ends in a participle ("… um 15 % gesenkt") can follow "habe ich". */
export function participleClause(bullet: string): string | null {
  const text = stripEnd(bullet)
  // "Umstellung von 20 Mandanten auf DATEV; Belegrücklauf um zwei Wochen verkürzt": after a semicolon
  // the participle closes only its own clause; the bullet follows "habe ich" only when every clause
  // ends in one (then they are joined with "und").
  const clauses = text.split(/\s*;\s+/)
  const ends = (clause: string) => PARTICIPLE.test(clause.split(/\s+/).at(-1) ?? '')
  return clauses.every(ends) ? clauses.join(' und ') : null
}

const NUMBER_WORD = /^(?:\d[\d.,]*|Ein|Eine|Einen|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Elf|Zwölf)$/

/**
 * A plural noun by its form: a feminine noun with -(e)n ("Wartezeiten"), a weak masculine with -en
 * ("Lieferanten"), or -e with umlaut ("Stürze").
 */
function isPluralNoun(word: string): boolean {
  const w = word.toLowerCase()
  if (/[^c]h?en$|[^e]n$/.test(w) && genderOf(w.replace(/e?n$/, '')) === 'f') return true
  // A weak masculine person in the plural: "Zulieferanten", "Praktikanten", "Spezialisten".
  if (/\p{Ll}{3,}(?:ant|ent|ist)en$/u.test(w)) return true
  // A plural in -s of a noun whose gender its last part tells: "Therapiestandards", "Dienstpläne"
  // aside. The stem is long enough that a short singular in -s ("Kurs") is never one.
  if (/\p{Ll}{5,}[^su]s$/u.test(w) && genderOf(w.slice(0, -1))) return true
  return /[äöü]\p{Ll}*e$/u.test(w) && w.length > 4
}

// Nouns in -e that are not feminine: weak masculines ("Kunde", "Kollege"), "Name", "Käse", and neuters
// ("Ende", "Interesse", "Gebäude").
const E_NOT_FEMININE =
  /(?:kunde|kollege|experte|name|gedanke|glaube|wille|buchstabe|käse|ende|auge|erbe|interesse|gebäude|gelände|getriebe|gewerbe|gehäuse)$/

/**
 * A singular object in -e told after "habe ich" ("Einarbeitungsmappe … erstellt"): almost every such
 * noun is feminine; the few that are not are listed. Null for a plural ("Stürze") or one of those.
 */
function feminineInE(noun: string): Gender | null {
  const w = noun.toLowerCase()
  return w.endsWith('e') && !isPluralNoun(noun) && !E_NOT_FEMININE.test(w) ? 'f' : null
}

/** One clause "Kreditvolumen … gesteigert" with the accusative article its object calls for, or null. */
// An adjective opening a bullet before its noun: "Saisonale", "Neuer", "Digitales", "Interne".
// Also a present or past participle used as one: "Vorbeugende Wartung", "Ungeplante Stillstände".
const LEADING_ADJECTIVE =
  /^\p{Lu}\p{Ll}*(?:al|isch|lich|ig|iv|ell|ern|eu|igen|ert)(?:e|er|es|en)$|^\p{Lu}\p{Ll}{2,}end(?:e|er|es|en)$|^(?:Un)?ge\p{Ll}{2,}t(?:e|er|es|en)$/u
// A deed that opens with a preposition or an adverb rather than its object: "Für 9 Klienten eine
// Wohnung erreicht", "ohne Nachzahlung abgeschlossen". The opening word is written small after "habe ich".
const DEED_OPENER =
  /^(?:für|mit|bei|ohne|nach|in|im|am|zum|zur|vom|von|während|gemeinsam|zusammen|erstmals|selbstständig|selbständig|eigenständig|eigenverantwortlich|erfolgreich|regelmäßig|monatlich|wöchentlich|täglich|jährlich|jeweils)$/iu
// A change by a share: "um rund 40 Prozent reduziert", "um 18 % gesenkt".
const MEASURED_CHANGE = /\bum\s+(?:rund\s+|etwa\s+|knapp\s+)?[\d.,]+\s?(?:%|Prozent)\s+\p{Ll}+$/u

function deedPart(text: string): string | null {
  if (!participleClause(text)) return null
  const [first = '', ...rest] = text.split(/\s+/)
  // A count, also after a comma or a colon where it is written small: "zwei Lernende … begleitet".
  if (NUMBER_WORD.test(upperFirst(first))) return [first.toLowerCase(), ...rest].join(' ')
  // "Saisonale Karte … mitentwickelt": the adjective is written small after the article and takes the
  // noun's weak accusative ending: "die saisonale Karte", "den neuen Dienstplan", "das neue Konzept".
  if (DEED_OPENER.test(first)) return [first.toLowerCase(), ...rest].join(' ')
  const noun = rest[0] ?? ''
  // After a comma the adjective is written small already: "…, ungeplante Stillstände … gesenkt".
  if (LEADING_ADJECTIVE.test(upperFirst(first)) && /^\p{Lu}\p{Ll}/u.test(noun)) {
    // An indefinite plural takes no article: "ungeplante Stillstände 2023 um 30 Prozent gesenkt".
    if (isPluralNoun(noun) || FEMININE_PLURAL.test(noun.toLowerCase()))
      return [first.toLowerCase(), ...rest].join(' ')
    const nounGender = genderOf(noun) ?? feminineInE(noun)
    if (!nounGender || !participleClause(text)) return null
    const adjective = first.toLowerCase().replace(/(?:e|er|es|en)$/u, nounGender === 'm' ? 'en' : 'e')
    return `${ARTICLES.acc[nounGender]} ${adjective} ${rest.join(' ')}`
  }
  // "Rund 35 Tickets pro Tag bearbeitet": an approximate count, told as it is.
  if (/^(?:Rund|Etwa|Knapp|Über|Ca\.)$/u.test(first) && NUMBER_WORD.test(rest[0] ?? ''))
    return [first.toLowerCase(), ...rest].join(' ')
  const isNoun = /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$/u.test(first)
  const gender = isNoun ? (genderOf(first) ?? feminineInE(first)) : null
  if (gender) return `${ARTICLES.acc[gender]} ${text}`
  // "Erfassungsfehler um rund 40 Prozent reduziert": a count cut by a share is told without an article.
  if (isNoun && MEASURED_CHANGE.test(text)) return text
  // An indefinite plural needs no article: "Stürze auf der Station um ein Viertel gesenkt".
  return isNoun && isPluralNoun(first) ? text : null
}

// "…, gemeinsam mit dem Team": who took part, told before the participle it belongs to.
const TOGETHER = /^(?:gemeinsam|zusammen) mit\s/

/**
 * A bullet of the shape "Kreditvolumen im Ratenkredit um 18 % gesteigert" as what follows "ich habe":
 * "das Kreditvolumen im Ratenkredit um 18 % gesteigert", its object with the accusative article its
 * head noun calls for ("drei neue Fachkräfte eingearbeitet" for a count). Two such clauses after a
 * comma or a semicolon are joined with "und" ("die Umstellung … mitgestaltet und Wartezeiten … gesenkt"); a closing
 * "gemeinsam mit …" goes before the participle. Null for any other shape.
 */
export function deedClause(bullet: string): string | null {
  // A semicolon parts two deeds as a comma does: "… eingeführt; Liefertreue … gesteigert".
  const parts = stripEnd(bullet).split(/, |;\s+/)
  const last = parts.at(-1) ?? ''
  if (parts.length > 1 && TOGETHER.test(last)) {
    parts.pop()
    const before = parts.pop() ?? ''
    const cut = before.lastIndexOf(' ')
    if (cut < 0) return null
    parts.push(`${before.slice(0, cut)} ${last}${before.slice(cut)}`)
  }
  // "…, einmal pro Woche": how often, told in brackets after the deed it belongs to.
  const often = parts.length > 1 && FREQUENCY.test(parts.at(-1)!) ? ` (${parts.pop()})` : ''
  if (parts.length > 2) return null
  const deeds = parts.map(deedPart)
  return deeds.every(Boolean) ? `${deeds.join(' und ')}${often}` : null
}

// How often something takes place: "einmal pro Woche", "zweimal im Monat", "monatlich".
const FREQUENCY =
  /^(?:(?:ein|zwei|drei|vier)mal|\d+-mal|\d+\s?x)\s(?:pro|im|in der|je)\s\p{Lu}\p{Ll}+$|^(?:täglich|wöchentlich|monatlich|jährlich|quartalsweise)$/u

export type BulletKind = 'outcome' | 'done' | 'duty'

const OUTCOME = new RegExp(
  String.raw`\d\s?%|\bum\s+(?:ein(?:e|en)?\s+)?(?:Drittel|Viertel|Fünftel|Hälfte)\b|\bvon\s+[\d.,]+\s+auf\s+[\d.,]+|(?<![\p{L}])(?:gesenkt|gesteigert|gespart|eingespart|verkürzt|reduziert|halbiert|verdoppelt|verdreifacht|erhöht|verbessert|verringert|beschleunigt|übertroffen)(?![\p{L}])|(?:^|,\s(?:(?:19|20)\d\d\s)?)${RESULT_NOUN}`,
  'u',
)
// Work done once, with a visible end: a change brought in, something built, an exam passed.
const ONE_OFF =
  /^(?:Einführung|Aufbau|Umbau|Neuaufbau|Umstellung|Migration|Neugestaltung|Gründung|Konzeption|Implementierung|Inbetriebnahme|Digitalisierung|Automatisierung)(?![\p{L}])|^(?:Entwicklung|Erstellung|Erarbeitung)\s+(?:eines|einer|des)(?![\p{L}])|\bNote\s|\bmit Auszeichnung\b/u

/**
 * What a German bullet tells: a result with its measure ("… um 18 % gesteigert", "Senkung der … um
 * ein Drittel"), work done once ("Einführung von …", "… eingearbeitet"), or a duty that goes on
 * ("Dienstplanung für das gesamte Team", "Erstellung von Steuererklärungen"). A duty is never told
 * as a result.
 */
export function bulletKind(bullet: string): BulletKind {
  const text = stripEnd(bullet)
  if (OUTCOME.test(text)) return 'outcome'
  if (ONE_OFF.test(text) || participleClause(text.split(', ', 1)[0] ?? '')) return 'done'
  return 'duty'
}

/**
 * A German requirement as a short topic a sentence can name: "Mehrjährige Berufserfahrung in der
 * Finanzbuchhaltung" -> "Finanzbuchhaltung", "Sehr gute Kenntnisse in DATEV" -> "DATEV". Empty
 * when it is about a credential or a willingness (other blocks tell those) or stays long.
 */
export function germanTopic(requirement: string): string {
  const text = requirement
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[.;:!]+$/, '')
    .replace(/\s+(?:wünschenswert|von Vorteil|erwünscht|vorteilhaft|ein Plus)$/i, '')
    // "Kundenberatung, idealerweise im Kreditgeschäft": the wish after the comma is no part of the topic.
    .replace(/,\s*(?:idealerweise|vorzugsweise|gerne? auch|möglichst|bevorzugt|insbesondere)\s.*$/i, '')
    .trim()
  if (/^(?:abgeschlossene|erfolgreich|bereitschaft|führerschein|fließende|sehr gute deutsch)/i.test(text))
    return ''
  // "Mehrjährige Erfahrung als Sous-Chef oder Küchenchef": a post, which the opening answers with the
  // person's own title; as a topic it would read "Was Sous-Chef oder Küchenchef angeht".
  if (/(?:^|\s)(?:berufs)?erfahrung(?:en)?\s+als\s/i.test(text)) return ''
  const topic = text
    // "Sicherer Umgang mit agree21 oder OSPlus": the tools themselves.
    .replace(/^(?:sicherer|routinierter|versierter|souveräner)\s+umgang\s+mit\s+(?:(?:der|dem|den)\s+)?/i, '')
    .replace(/^(?:sehr\s+)?(?:gute|fundierte|solide|erste|mehrjährige|einschlägige|praktische)\s+/i, '')
    .replace(
      /^(?:berufs)?(?:erfahrung(?:en)?|kenntnisse|know-how)\s+(?:in|im|mit|bei|als)\s+(?:(?:der|dem|den|die|das)\s+)?/i,
      '',
    )
    // "Kenntnisse im TVöD und im Arbeitsrecht": the second item repeats the preposition the first lost.
    .replace(/\s+(und|oder|sowie)\s+(?:in|im|mit|bei)\s+(?:(?:der|dem|den)\s+)?(?=\p{Lu})/gu, ' $1 ')
    .trim()
  const words = topic.split(/\s+/)
  // A bare name or noun ("Instandhaltung", "Siemens S7") is its own topic.
  const isBare = topic === text && words.length <= 3 && /^\p{Lu}/u.test(topic)
  if ((topic === text && !isBare) || words.length > 4 || !topic) return ''
  return topic
}

/**
 * A training post's description ("Ausbildung mit Stationen in Service und Kredit") tells what the
 * training covered, not work the person did: it answers no requirement.
 */
export function isCurriculum(text: string): boolean {
  return /^(?:Ausbildung|Berufsausbildung|Umschulung|Praktikum|Studium|Duales Studium)(?![\p{L}])/u.test(
    text.trim(),
  )
}

// An adjective before the noun of a title: "Stellvertretende", "Technischer", "Examinierte".
const TITLE_ADJECTIVE = /^\p{Lu}\p{Ll}*(?:isch|lich|ig|end|iert|ell|al|iv|bar)(?:e|er|es|en)$/u
const TITLE_ADVERB = /^\p{Lu}\p{Ll}*(?:lich|isch)$/u
// A noun naming a person in a post: "Erstkraft", "Stationsleitung", "Gruppenleiter", "Privatkundenberater".
const PERSON_NOUN =
  /^\p{Lu}[\p{L}-]*(?:er|erin|mann|frau|kraft|leitung|ent|entin|ant|antin|ist|istin|eur|eurin)$/u

/**
 * A title inside a sentence: its leading adjective is written small, as German writes an adjective
 * ("als stellvertretende Kita-Leitung", "als staatlich anerkannte Erzieherin"); a noun stays as it is.
 */
export function titleInSentence(title: string): string {
  // "Pflegefachmann, stellvertretende Stationsleitung": two titles of one post are joined with "und"
  // in a sentence ("als Pflegefachmann und stellvertretende Stationsleitung"); a field after the comma
  // ("Sachbearbeiter, Buchhaltung") is no title and stays.
  const parts = title.split(', ')
  if (parts.length === 2 && parts[1]!.split(/\s+/).some((w) => PERSON_NOUN.test(w)))
    return parts.map(titleInSentence).join(' und ')
  const [first = '', second = ''] = title.split(/\s+/, 2)
  const isAdjective =
    (TITLE_ADJECTIVE.test(first) && /^\p{Lu}/u.test(second)) ||
    (TITLE_ADVERB.test(first) && /^\p{Ll}+(?:e|er|es|en)$/u.test(second))
  return isAdjective ? first.charAt(0).toLowerCase() + title.slice(1) : title
}

/**
 * A topic taken from after "Erfahrung mit" keeps that dative ("automatisierten Tests"); as a subject
 * or object its adjective takes the strong plural ending: "automatisierte Tests". The dative stays.
 */
export function topicCases(topic: string): Record<Case, string> {
  const plain = topic.replace(/^(\p{Ll}+)en(?=\s+\p{Lu})/u, '$1e')
  return { nom: plain, acc: plain, dat: topic }
}

/**
 * A list of manners written with commas only ("Aufmerksam, ruhig in kritischen Situationen, genau in
 * der Dokumentation") joins its last item with "und", as a German sentence does; a list that already
 * has "und" or "oder" stays as it is.
 */
export function closedList(text: string): string {
  if (/\s(?:und|oder|sowie)\s/.test(text)) return text
  const last = text.lastIndexOf(', ')
  return last < 0 ? text : `${text.slice(0, last)} und ${text.slice(last + 2)}`
}

// A spoken language with its level in brackets, as profiles list them ("Englisch (B2)").
const LANGUAGE_LEVEL = /^(\p{Lu}[\p{L}-]*)\s*\(([^()]{1,40})\)$/u

/**
 * A language as a sentence says it after "Ich spreche": "Deutsch als Muttersprache", "Englisch auf
 * Niveau B2", "Kroatisch in Grundzügen", "Italienisch fließend"; any other entry as it is written.
 */
export function spokenLanguage(entry: string): string {
  const m = LANGUAGE_LEVEL.exec(entry.trim())
  if (!m) return entry.trim()
  const [, language, level = ''] = m
  const l = level.trim().toLowerCase()
  if (/^muttersprache|^erstsprache/.test(l)) return `${language} als Muttersprache`
  if (/^[abc][12]$/.test(l)) return `${language} auf Niveau ${l.toUpperCase()}`
  if (/^grundkenntnisse|^basiskenntnisse/.test(l)) return `${language} in Grundzügen`
  if (/^(?:fließend|fliessend|verhandlungssicher|sehr gut|gut)$/.test(l)) return `${language} ${l}`
  return `${language} (${level.trim()})`
}

/**
 * Languages as a sentence lists them: two or more mother tongues are named once ("Deutsch und
 * Türkisch als Muttersprachen"), every other entry as spokenLanguage says it.
 */
export function spokenLanguages(entries: string[]): string[] {
  const told = entries.map(spokenLanguage).filter(Boolean)
  const native = told.filter((l) => l.endsWith(' als Muttersprache'))
  if (native.length < 2) return told
  const names = native.map((l) => l.replace(/ als Muttersprache$/, ''))
  const joined = `${names.slice(0, -1).join(', ')} und ${names.at(-1)} als Muttersprachen`
  return [joined, ...told.filter((l) => !native.includes(l))]
}

// "Seit 2016 Praxisanleiterin: 11 Auszubildende bis zum Examen begleitet", "Seit 2022 Vertretung des
// Schichtführers: Einsatzplanung für 6 Instandhalter": a post or a task taken on within a role from a
// year, then what came of it. The year is four digits; the post has no colon or semicolon of its own.
const SINCE_POST = /^(?:Seit|Ab)\s((?:19|20)\d\d)\s([^:;]{3,60}?):\s(\S.*)$/u
// A person's post, not a task: "Praxisanleiterin", "Berufsbildner", "Fachverantwortlicher Neurologie".
const PERSON_POST = /^\p{Lu}[\p{L}-]*(?:in|er|or|ent|ant|ist|licher|mann|frau|kraft|beauftragter|User)$/u

/**
 * The parts of a bullet "Seit 2016 Praxisanleiterin: 11 Auszubildende … begleitet": the year, the post
 * and the result, and the span the role allows ("Seit 2016", for a role that ended in 2019 "Von 2016
 * bis 2019"). Null for any other shape, or when the role ended the year the post began.
 */
export function sincePost(
  bullet: string,
  until: string,
): { year: string; post: string; result: string; span: string } | null {
  const m = SINCE_POST.exec(stripEnd(bullet))
  if (!m) return null
  const [, year = '', post = '', result = ''] = m
  if (until && until <= year) return null
  return { year, post, result, span: until ? `Von ${year} bis ${until}` : `Seit ${year}` }
}

/**
 * A bullet of the shape "Seit 2016 Praxisanleiterin: 11 Auszubildende bis zum Examen begleitet" as one
 * whole first-person sentence: the post held from that year ("Seit 2016 bin ich daneben
 * Praxisanleiterin", for a role that has ended "Von 2016 bis 2019 war ich daneben Praxisanleiterin") or
 * the task taken on ("Seit 2022 übernehme ich die Vertretung des Schichtführers"), then what came of
 * it as a deed ("und habe 11 Auszubildende … begleitet") or a noun ("; dazu gehört die Einsatzplanung
 * für …"). `until` is the year the role ended ('' while it goes on). Null for any other shape, or
 * when either part cannot be told whole. Nothing is added: the year, the post and the result are the
 * bullet's own. `also` is the word that adds the post to the role ("daneben", "zusätzlich").
 */
export function sincePostSentence(bullet: string, until: string, also = 'daneben'): string | null {
  const parts = sincePost(bullet, until)
  if (!parts) return null
  const { post, result } = parts
  const isCurrent = !until
  const firstWord = post.split(/\s+/)[0] ?? ''
  const isPerson = PERSON_POST.test(firstWord)
  const task = isPerson ? null : nounPhrase(post)
  if (!task && !/^\p{Lu}/u.test(post)) return null
  const span = parts.span
  const lead = task
    ? isCurrent
      ? `${span} übernehme ich ${also} ${decline(task, 'acc')}`
      : `${span} habe ich ${also} ${decline(task, 'acc')} übernommen`
    : `${span} ${isCurrent ? 'bin' : 'war'} ich ${also} ${isPerson ? post : titleInSentence(post)}`
  const deed = deedClause(result)
  if (deed) {
    // "Von 2016 bis 2019 habe ich die Vertretung übernommen und dabei …": the auxiliary is said once.
    return task && !isCurrent
      ? `${lead.replace(/ übernommen$/, '')} übernommen und dabei ${deed}.`
      : `${lead} und habe dabei ${deed}.`
  }
  const noun = nounPhrase(result)
  if (!noun) return null
  return `${lead}; dazu ${isCurrent ? 'gehört' : 'gehörte'} ${decline(noun, 'nom')}.`
}

/** The first word of a clause written small when it is no noun: "vorbeugende …", "für 9 …", "zwei …". */
function clauseStart(clause: string): string {
  const [first = '', second = ''] = clause.split(/\s+/, 2)
  const isNoNoun =
    DEED_OPENER.test(first) ||
    NUMBER_WORD.test(first) ||
    (LEADING_ADJECTIVE.test(first) && /^\p{Lu}\p{Ll}/u.test(second))
  return isNoNoun && !/^\d/.test(first) ? first.toLowerCase() + clause.slice(first.length) : clause
}

/**
 * A bullet that tells what was done, in the resume's clipped voice after a place ("Bei der X …"):
 * its clauses joined with "und" and each opening word written small unless it is a noun
 * ("vorbeugende Wartung … neu geplant und ungeplante Stillstände … gesenkt"). No article is added;
 * null when the bullet is no such deed.
 */
export function clippedDeed(bullet: string): string | null {
  const parts = stripEnd(bullet).split(/, |;\s+/)
  if (parts.length <= 2 && !TOGETHER.test(parts.at(-1) ?? '') && deedClause(bullet))
    return parts.map(clauseStart).join(' und ')
  const clause = participleClause(bullet)
  return clause ? clauseStart(clause) : null
}
