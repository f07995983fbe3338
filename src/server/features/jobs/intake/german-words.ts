import { stemWord } from '#shared/text/stem.ts'
import { isStopWord } from '#shared/text/stop-words.ts'

// German word classes for skill phrases: the generic nouns every posting uses, the people a duty is
// done for, adjective forms, and whether a noun is a thing a duty is done to.

// A product written in capitals in a German line ("in der Patientenakte (ORBIS)", "DATEV"); a
// language level ("B2") has one letter and is not one.
export const DE_TOOL = /(?<![\p{L}\d-])([A-Z]{2}[A-Z0-9]*)(?![\p{L}\d-])/gu

// German nouns every posting uses that name no skill: the work itself, people, places, time, and
// the nominalised verbs that carry a skill in their object ("Durchführung der Jahresabschlüsse").
// Compared by Snowball stem, so every inflection is covered.
const DE_GENERIC = new Set(
  (
    'Durchführung Erstellung Betreuung Mitarbeit Unterstützung Einführung Begleitung Übernahme Verantwortung ' +
    'Bearbeitung Pflege Abstimmung Abstimmungen Umsetzung Planung Steuerung Koordination Organisation Optimierung ' +
    'Weiterentwicklung Entwicklung Sicherstellung Bereitschaft Arbeit Arbeiten Arbeitsweise Denkweise Berufserfahrung ' +
    'Erfahrung Erfahrungen Kenntnis Kenntnisse Know-how Studium Ausbildung Weiterbildung Abschluss Qualifikation Umgang ' +
    'Team Teams Aufgabe Aufgaben Mitarbeitende Mitarbeiter Mitarbeiterin Kollegen Kunden Kundinnen Partner Ansprechpartner ' +
    'Ansprechpartnerin Tochtergesellschaften Gesellschaft Unternehmen Firma Betrieb Standort Standorte Bereich Bereiche ' +
    'Umfeld Branche Jahre Jahr Woche Wochen Tage Monate Zeit Funktionen Funktion Lösungen Lösung Themen Thema Projekte ' +
    'Projekt Anlagen Anlage Maschinen Maschine Systeme System Produkte Produkt Prozesse Prozess Vorteil Schwerpunkt ' +
    'Möglichkeit Chance Rahmen Basis Grundlage Einsatz Freude Spaß Interesse Leidenschaft Motivation Zuverlässigkeit ' +
    'Teamfähigkeit Flexibilität Engagement Eigeninitiative Sorgfalt Belastbarkeit Kommunikationsfähigkeit Hands-on-Mentalität ' +
    'Zusammenarbeit Wunsch Ziel Ziele Anforderungen Profil Aufgabenbereich Tätigkeit Tätigkeiten Stelle Position Rolle ' +
    'Vollzeit Teilzeit Homeoffice Urlaub Gehalt Vergütung Benefits Arbeitsplatz Arbeitsvertrag Schicht Schichten ' +
    'Rufbereitschaft Reisebereitschaft Führerschein Sprache Sprachen Niveau Wort Schrift ' +
    'Zukunft Welt Markt Märkte Region Land Länder Europa Deutschland Kollegium Dienst Dienste Services Verständnis Idee ' +
    'Einarbeitung Mitwirkung Anbindung Ausbau Umbau Überwachung Bedienung Kolleginnen Händler Einkauf Versuche ' +
    'Unterlagen Vorgaben Richtlinien Anordnung Standards Mindestens Führungskräfte Austritt Personal Anfertigung ' +
    'Herstellung Fragen Schwerpunkt Vorbereitung Prüfung Gestaltung Identifikation Werte Träger Kanzlei Normen ' +
    'Voraussetzungen Voraussetzung Labor Praktikum ' +
    // Qualifications in general and the knowledge words that only say how much.
    'Baustelle Baustellen Examen Berufsausbildung Grundkenntnisse Fachkenntnisse Vorkenntnisse Abteilung Abteilungen Fachabteilungen ' +
    // Taking part: the skill is what one takes part in ("Teilnahme an der Inventur").
    'Teilnahme Mithilfe Beteiligung ' +
    // Time, places, equipment in general and orders: what the work is done with, where or for.
    'Wochenende Wochenenden Feiertage Nacht Werkstatt Halle Hof Büro Auftrag Aufträge Kontrolle Kontrollen ' +
    // Where the work takes one: "Einsätze im Ausland" asks for travel, not for a skill called abroad.
    'Ausland Inland ' +
    // Idioms and channels: "im Blick behalten", "im Wechsel", "per Telefon und E-Mail" say how or how
    // often the work is done, not what it is.
    'Blick Wechsel Griff Telefon E-Mail ' +
    // Facts of the person's body and age ("Körpergröße zwischen 1,60 m und 1,90 m"), and where on a
    // plane or ship the work is done ("an Bord"): conditions of the post, not skills.
    'Körpergröße Mindestgröße Mindestalter Alter Gewicht Bord ' +
    // The Swiss word for a vocational training ("Grundbildung als Polymechaniker/in EFZ").
    'Grundbildung'
  )
    .split(' ')
    .map((w) => stemWord(w.toLowerCase(), 'de')),
)
// The last part of a compound that makes it a place, a party or a thing, not a skill
// ("Industrieunternehmens", "Produktionsanlagen", "SPS-Systemen", "Hafenbranche").
const DE_GENERIC_PART = (
  'unternehmen anlagen anlage systeme system systemen partner kunden plattform maschinen mitarbeiter projekte ' +
  'produkte prozesse standorte gesellschaft branche team steuerungen ' +
  // A group of people ("des Bedienpersonals", "Fachpersonal") and a call-out to a job ("Serviceeinsätze").
  'personal personals einsatz einsätze'
)
  .split(' ')
  .map((w) => stemWord(w, 'de'))
// The last part of a noun that names the people a duty is done with or for ("mit Product Ownern",
// "Intensivpatienten", "Kindern"): never a skill, whatever precedes it.
const DE_PERSON_PART =
  'owner patienten kinder eltern kollegen bewohner schüler kunden mitarbeiter partner klienten mandanten anwälte ärzte ärztinnen therapeuten angehörigen lieferanten auszubildenden gäste'
    .split(' ')
    .map((w) => stemWord(w, 'de'))
export const isPerson = (noun: string) => {
  // A verbal noun names an act, never people: "Produktschulungen" ends in the stem of "Schüler".
  if (/(?:ung|ungen|ion|ionen)$/i.test(noun)) return false
  // "Weiterbildung zur Atmungstherapeutin": a feminine singular names one post, never the people a duty is for.
  if (/(?<=\p{L}{3}(?:er|ist|ant|ent|eut|or|eur|är|og))in$/iu.test(noun)) return false
  // "Patientinnen", "Kolleginnen": the feminine plural names the same people.
  const stem = stemWord(noun.toLowerCase().replace(/(?<=\p{L}{3})innen$/u, ''), 'de')
  return DE_PERSON_PART.some((part) => stem.endsWith(part))
}

// A system named by what it manages or controls is a skill ("Transportmanagementsystem",
// "Warenwirtschaftssystem", "Prozessleitsystem"),
// unlike one named by a place or a thing ("Werkstattsystem", "SPS-Systemen").
const DE_NAMED_SYSTEM = /(?:management|wirtschaft|planung|steuerung|verwaltung|leit)s?-?syst/

// A machine named by the process it does ("CNC-Drehmaschinen", "Fräsmaschinen",
// "Werkzeugmaschinen") is the equipment of a trade, unlike one named by a place ("Produktionsmaschinen").
const DE_PROCESS_MACHINE =
  /^(?:[a-z\d]{2,5}-)?(?:dreh|fräs|schleif|bohr|stanz|biege?|schweiß|säge|spritzgieß|werkzeug|erodier|laser|präge|abkant|näh|strick|web)-?maschin/

export function isGenericNoun(noun: string): boolean {
  if (DE_PROCESS_MACHINE.test(noun.toLowerCase())) return false
  const stem = stemWord(
    noun
      .replace(/-$/, '')
      .replace(/\/(?:in|r|n|innen)$/, '')
      .toLowerCase(),
    'de',
  )
  if (DE_NAMED_SYSTEM.test(stem)) return false
  return DE_GENERIC.has(stem) || DE_GENERIC_PART.some((part) => stem.endsWith(part)) || isPerson(noun)
}

// An adjective's ending, for the capitalised one that opens a line ("Abgeschlossene", "Fundierte").
export const DE_ADJECTIVE_FORM = /(?:ig|isch|lich|iert|ert|et|en|er|ell|iv|bar|sam|haft|al)(?:e|en|er|es|em)$/

// Adjectives of a field ("pharmakologische", "kaufmännisches") and the knowledge words they qualify.
export const DE_FIELD_ADJECTIVE = /(?:isch|lich)(?:e|en|er|es|em)$/
export const DE_KNOWLEDGE = /^(?:Kenntnisse|Kenntnissen|Verständnis|Know-how|Fachwissen|Wissen)$/
// A qualification noun keeps an adjective that says which ("kaufmännische Ausbildung").
export const DE_QUALIFICATION = /^(?:Ausbildung|Weiterbildung|Studium|Abschluss|Kenntnisse)$/
// Adjective endings: "elektrischen", "automatisierte", "abgeschlossene", "testgetriebener".
export const DE_ADJECTIVE = /^[\p{Ll}][\p{Ll}-]*(?:e|en|er|es|em)$/u
export const DE_VAGUE_ADJECTIVE =
  /^(?:neue[nrsm]?|eigene[nrsm]?|verschiedene[nrsm]?|unsere[nrsm]?|ihre[nrsm]?|deine[nrsm]?|eine[nrsm]?|diese[nrsm]?|alle[nrsm]?|weitere[nrsm]?|andere[nrsm]?|hohe[nrsm]?|große[nrsm]?|kleine[nrsm]?|ganze[nrsm]?|gesamte[nrsm]?|jeweilige[nrsm]?|entsprechende[nrsm]?|vergleichbare[nrsm]?|ähnliche[nrsm]?|selbstständige[nrsm]?|eigenständige[nrsm]?|eigenverantwortliche[nrsm]?|strukturierte[nrsm]?|sichere[nrsm]?|gute[nrsm]?|sehr|erste[nrsm]?|mehrere[nrsm]?|einige[nrsm]?|viele[nrsm]?|ersten|idealerweise|abgeschlossene[nrsm]?|fundierte[nrsm]?|mehrjährige[nrsm]?|langjährige[nrsm]?|einschlägige[nrsm]?|umfassende[nrsm]?|praktische[nrsm]?|ausgeprägte[nrsm]?|hervorragende[nrsm]?|ausgezeichnete[nrsm]?|flexible[nrsm]?|moderne[nrsm]?|spannende[nrsm]?|interessante[nrsm]?|internationale[nrsm]?|industriellen?|technische[nrsm]?|aktuelle[nrsm]?|sorgfältige[nrsm]?|zuverlässige[nrsm]?|ärztliche[nrsm]?|inklusive|exklusive|einschließlich|zuzüglich|gerne)$/iu
// Adjectives that grade how well rather than say which kind ("verhandlungssichere Deutschkenntnisse",
// "einen reibungslosen Check-in", "fließende Englischkenntnisse"): a reader lists the noun. A
// technical adjective ("elektrischen Steuerungen", "eigensichere Geräte") names a kind and stays.
export const DE_EVALUATIVE_ADJECTIVE =
  /^(?:verhandlungs|stil|ziel|sprach|text|rechts|routiniert)?(?:sicher|fließend|reibungslos|tadellos|lückenlos|problemlos|einwandfrei|exzellent|hervorragend|solid|vertieft|nachweislich|nachgewiesen|profund|zügig|termingerecht|fristgerecht|effizient|professionell|kompetent|freundlich|verbindlich|zielgerichtet|optimal|hochwertig|stark|perfekt|souverän)(?:e|en|er|es|em)$/u
// Nouns of a person's manner of working, which the adjective before them says ("selbstständige
// Arbeitsweise", "strukturierte Denkweise", "kundenorientiertes Auftreten"): the adjective is the skill.
export const DE_MANNER_NOUN = /^(?:Arbeitsweise|Denkweise|Vorgehensweise|Arbeitsstil|Auftreten|Handeln)$/
// A German word: letters with inner hyphens ("Code-Reviews", "SPS-Programmierung"), or a trailing
// hyphen of an elided compound ("Kreditoren-" in "Kreditoren- und Debitorenbuchhaltung").
// A word may go on after a hyphen and a slash: "Früh-/Spätschicht" is one word of the page.
export const DE_WORD = /[\p{L}\d][\p{L}\d/&+.]*(?:-\/?[\p{L}\d][\p{L}\d/&+.]*)*-?|[,;:()]/gu

// A German skill a duty names is an activity or a field ("Konstruktion", "Hydraulik",
// "Meldewesen", "Toleranzanalysen", "Jahresabschlüsse"), or the cases, documents and visits an
// office or a service handles ("Meldeangelegenheiten", "Personalausweisen", "Beratungsbesuchen",
// "Inprozesskontrollen", "Chargenprotokollen"); the things the duty is done to are
// written in the plural ("von Getrieben und Baugruppen", "Bauteilen", "Prototypen").
const DE_ACTIVITY =
  /(?:ung|ungen|ion|ionen|ik|ie|ur|uren|age|agen|anz|enz|ät|ing|ment|lehre|kunde|recht|wesen|wirtschaft|technik|bau|analyse|analysen|abschluss|abschlüsse|abschlüssen|schutz|sicherheit|hygiene|pflege|versorgung|arbeiten|fälle|fällen|anträge|anträgen|bescheide|bescheiden|verträge|verträgen|angelegenheiten|ausweise|ausweisen|pässe|pässen|urkunden|besuche|besuchen|gespräche|gesprächen|kontrollen|protokolle|protokollen|berichte|berichten)$/
// The plural of an activity's or a field's noun is as much work as the singular: procedures and
// disciplines in -ie ("Bronchoskopien", "Tracheotomien", "Chemotherapien"), and compounds in -enz,
// -anz or -ät ("Bestandsdifferenzen", "Qualitätsaktivitäten") and of a method ("Nierenersatzverfahren");
// alone, "Differenzen" or "Verfahren" says nothing of which.
const DE_PROCEDURE_PLURAL = /(?:skop|tom|therap|graph|graf|log|metr)ien$/
const DE_ACTIVITY_COMPOUND_PLURAL = /\p{L}{7}(?:enzen|anzen|äten|verfahren)$/u
export function isThingPlural(noun: string): boolean {
  const word = noun.toLowerCase()
  if (
    DE_ACTIVITY.test(word) ||
    DE_PROCEDURE_PLURAL.test(word) ||
    DE_ACTIVITY_COMPOUND_PLURAL.test(word) ||
    /^[\p{Lu}\d]{2}|\d/u.test(noun)
  )
    return false
  return /(?:en|n)$/.test(word) && stemWord(word, 'de').length < word.length - 1
}

// The prepositions and article that put the nouns after them in the dative: "von Getrieben",
// "mit Product Ownern". "durch Drehen, Fräsen und Schweißen" names how, so its nouns stay.
const DE_OBJECT_CUE = /^(?:von|mit|aus|bei|an|zu|den)$/i
/** Whether the noun at `at`, or the list of nouns it closes, follows a dative cue. */
export function isObject(words: string[], at: number): boolean {
  let i = at - 1
  while (i >= 0 && (/^(?:,|und|oder|sowie)$/.test(words[i]!) || isNoun(words[i]!))) i--
  return i >= 0 && DE_OBJECT_CUE.test(words[i]!)
}

// The hands-on acts of a trade, as the last part of a compound ("Austausch", "Ölwechsel", "Einbau") or
// as an infinitive ("Erstellen", "Bedienen").
const DE_HANDS_ON_ACT =
  /(?:austausch|wechsel|einbau|ausbau|montage|installation|instandsetzung|reparatur|wartung|anfertigung|fertigung|herstellung|bedienung|einstellung|justierung|inbetriebnahme|erstellen|errichtung|errichten|bedienen|aufstellen|aufbau|eindecken|verlegen|verlegung|einbauen|montieren|^bau)$/

/**
 * "Austausch von Lagern, Dichtungen und Antriebselementen": a hands-on act's list of three or more
 * nouns after "von" names the parts and kit of the trade, as an English hands-on duty's list of three
 * objects does; a list with people in it ("Fahrerinnen", "Jugendlichen") is of whom, not of kit.
 */
export function isListedAfterVon(words: string[], at: number): boolean {
  const joined = (w: string) => /^(?:,|und|oder|sowie)$/.test(w)
  let start = at
  while (start > 0 && (joined(words[start - 1]!) || isNoun(words[start - 1]!))) start--
  let end = at
  while (end + 1 < words.length && (joined(words[end + 1]!) || isNoun(words[end + 1]!))) end++
  const nouns = words.slice(start, end + 1).filter((w) => !joined(w))
  return (
    start > 1 &&
    /^von$/i.test(words[start - 1]!) &&
    DE_HANDS_ON_ACT.test(words[start - 2]!.toLowerCase()) &&
    nouns.length >= 3 &&
    nouns.every((n) => !isPerson(n) && !/(?:innen|enden|lichen)$/.test(n))
  )
}

export function isNoun(word: string): boolean {
  return /^[\p{Lu}\d]/u.test(word) && !isStopWord(word.replace(/-$/, ''))
}
